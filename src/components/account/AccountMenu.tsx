import { Link } from '@tanstack/react-router'
import { FormattedMessage } from 'react-intl'
import { langParam } from '~/i18n/locales'
import { useLocale } from '~/i18n/useLocale'
import { ACCOUNT_SLUGS, isBuiltAccountSlug, type AccountSlug } from '~/lib/account-sections'
import { cn } from '~/lib/utils'

/**
 * Every section the spec lists; those not built yet are shown disabled with a "coming soon" note
 * instead of linking to an empty page.
 */
export function AccountMenu({ active }: { active: AccountSlug }) {
  const locale = useLocale()
  return (
    <nav aria-labelledby="account-menu-heading">
      <h2 id="account-menu-heading" className="sr-only">
        <FormattedMessage id="account.menu" />
      </h2>
      <ul className="flex flex-col gap-1">
        {ACCOUNT_SLUGS.map((slug) => {
          const label = <FormattedMessage id={`account.menu_${slug}`} />
          const item = 'flex items-center justify-between gap-2 rounded-lg px-3 py-2 text-sm'
          if (!isBuiltAccountSlug(slug)) {
            return (
              <li key={slug}>
                <span aria-disabled="true" className={cn(item, 'text-slate-600')}>
                  {label}
                  <span className="text-xs">
                    <FormattedMessage id="account.coming_soon" />
                  </span>
                </span>
              </li>
            )
          }
          return (
            <li key={slug}>
              <Link
                to="/{-$lang}/account"
                params={{ lang: langParam(locale) }}
                search={{ slug }}
                aria-current={slug === active ? 'page' : undefined}
                className={cn(
                  item,
                  'outline-none hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-brand-500',
                  slug === active && 'bg-brand-50 font-semibold text-brand-700',
                )}
              >
                {label}
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
