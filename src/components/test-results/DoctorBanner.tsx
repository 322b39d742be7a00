import { Link } from '@tanstack/react-router'
import { FormattedMessage } from 'react-intl'
import { StethoscopeIcon } from 'lucide-react'
import { buttonVariants } from '~/components/ui/button'
import { langParam } from '~/i18n/locales'
import { useLocale } from '~/i18n/useLocale'
import { Banner } from './Banner'

/** The doctor banner (spec part 2 §2): a doctor who sees the whole report, through the find-me-a-doctor service with this file. */
export function DoctorBanner({ fileId }: { fileId: string | null }) {
  const locale = useLocale()
  return (
    <Banner icon={StethoscopeIcon} titleId="testResults.doctor_banner_title" textId="testResults.doctor_banner_text">
      <Link
        to="/{-$lang}/services/$slug"
        params={{ lang: langParam(locale), slug: 'find-me-doctor' }}
        search={{ filename: fileId ? Number(fileId) : undefined }}
        className={buttonVariants()}
      >
        <FormattedMessage id="testResults.doctor_banner_action" />
      </Link>
    </Banner>
  )
}
