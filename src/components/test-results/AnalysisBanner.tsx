import { Link } from '@tanstack/react-router'
import { FormattedMessage } from 'react-intl'
import { FlaskConicalIcon } from 'lucide-react'
import { buttonVariants } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { langParam } from '~/i18n/locales'
import { useLocale } from '~/i18n/useLocale'

/** The analysis banner (spec part 2 §2): where lab reports are kept, an offer to have one read, leading to test results. */
export function AnalysisBanner() {
  const locale = useLocale()
  return (
    <Card className="flex flex-col items-start gap-3 bg-brand-50 mobile:flex-row mobile:items-center">
      <FlaskConicalIcon aria-hidden className="size-8 shrink-0 text-brand-600" />
      <div className="flex flex-1 flex-col gap-1">
        <p className="font-semibold">
          <FormattedMessage id="documents.analysis_banner_title" />
        </p>
        <p className="text-sm">
          <FormattedMessage id="documents.analysis_banner_text" />
        </p>
      </div>
      <Link
        to="/{-$lang}/account"
        params={{ lang: langParam(locale) }}
        search={{ slug: 'test_results' }}
        className={buttonVariants({ variant: 'outline' })}
      >
        <FormattedMessage id="documents.analysis_banner_action" />
      </Link>
    </Card>
  )
}
