import { Link } from '@tanstack/react-router'
import { FormattedMessage } from 'react-intl'
import { FlaskConicalIcon } from 'lucide-react'
import { buttonVariants } from '~/components/ui/button'
import { langParam } from '~/i18n/locales'
import { useLocale } from '~/i18n/useLocale'
import { Banner } from './Banner'

/** The analysis banner (spec part 2 §2): where lab reports are kept, an offer to have one read, leading to test results. */
export function AnalysisBanner() {
  const locale = useLocale()
  return (
    <Banner icon={FlaskConicalIcon} titleId="documents.analysis_banner_title" textId="documents.analysis_banner_text">
      <Link
        to="/{-$lang}/account"
        params={{ lang: langParam(locale) }}
        search={{ slug: 'test_results' }}
        className={buttonVariants({ variant: 'outline' })}
      >
        <FormattedMessage id="documents.analysis_banner_action" />
      </Link>
    </Banner>
  )
}
