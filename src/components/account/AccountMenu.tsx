import { Link } from '@tanstack/react-router'
import { FormattedMessage } from 'react-intl'
import { langParam } from '~/i18n/locales'
import { useLocale } from '~/i18n/useLocale'
import { ACCOUNT_SLUGS, isBuiltAccountSlug, type AccountSlug } from '~/lib/account-sections'
import { cn } from '~/lib/utils'

const MENU = ACCOUNT_SLUGS.filter(isBuiltAccountSlug)

/**
 * The account sections built so far, in the spec's order. Unbuilt ones are not listed at all: a column
 * of "coming soon" rows pushed the form below the first screen on a phone (issue 10).
 */
export function AccountMenu({ active }: { active: AccountSlug }) {
  const locale = useLocale()
  return (
    <nav aria-labelledby="account-menu-heading">
      <h2 id="account-menu-heading" className="sr-only">
        <FormattedMessage id="account.menu" />
      </h2>
      <ul className="flex flex-col gap-1">
        {MENU.map((slug) => (
          <li key={slug}>
            <Link
              to="/{-$lang}/account"
              params={{ lang: langParam(locale) }}
              search={{ slug }}
              aria-current={slug === active ? 'page' : undefined}
              className={cn(
                'flex items-center justify-between gap-2 rounded-lg px-3 py-2 text-sm outline-none hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-brand-500',
                slug === active && 'bg-brand-50 font-semibold text-brand-700',
              )}
            >
              <FormattedMessage id={`account.menu_${slug}`} />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
