import { FormattedMessage } from 'react-intl'
import { Link } from '@tanstack/react-router'
import { useLocale } from '~/i18n/useLocale'
import { langParam } from '~/i18n/locales'

/** The 404 page's content (spec part 1 §2): a title, a text and a button back to home. */
export default function NotFoundContent() {
  const locale = useLocale()
  return (
    <main className="mx-auto flex max-w-xl flex-1 flex-col items-center justify-center gap-4 px-4 py-24 text-center">
      <p className="text-7xl font-bold text-brand-600" aria-hidden="true">
        404
      </p>
      <h1 className="text-2xl font-semibold">
        <FormattedMessage id="errors.not_found_title" />
      </h1>
      <p className="text-muted">
        <FormattedMessage id="errors.not_found_text" />
      </p>
      <Link
        to="/{-$lang}"
        params={{ lang: langParam(locale) }}
        className="rounded-lg bg-brand-600 px-5 py-2.5 font-medium text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        <FormattedMessage id="errors.back_home" />
      </Link>
    </main>
  )
}
