import { Link } from '@tanstack/react-router'
import { FormattedMessage } from 'react-intl'
import { StethoscopeIcon } from 'lucide-react'
import { buttonVariants } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { langParam } from '~/i18n/locales'
import { useLocale } from '~/i18n/useLocale'

/** The doctor banner (spec part 2 §2): a doctor who sees the whole report, through the find-me-a-doctor service with this file. */
export function DoctorBanner({ fileId }: { fileId: string | null }) {
  const locale = useLocale()
  return (
    <Card className="flex flex-col items-start gap-3 bg-brand-50 mobile:flex-row mobile:items-center">
      <StethoscopeIcon aria-hidden className="size-8 shrink-0 text-brand-600" />
      <div className="flex flex-1 flex-col gap-1">
        <p className="font-semibold">
          <FormattedMessage id="testResults.doctor_banner_title" />
        </p>
        <p className="text-sm">
          <FormattedMessage id="testResults.doctor_banner_text" />
        </p>
      </div>
      <Link
        to="/{-$lang}/services/$slug"
        params={{ lang: langParam(locale), slug: 'find-me-doctor' }}
        search={{ filename: fileId ? Number(fileId) : undefined }}
        className={buttonVariants()}
      >
        <FormattedMessage id="testResults.doctor_banner_action" />
      </Link>
    </Card>
  )
}
