import { Link } from '@tanstack/react-router'
import { FormattedMessage } from 'react-intl'
import { langParam } from '~/i18n/locales'
import { useLocale } from '~/i18n/useLocale'
import type { AccountSlug } from '~/lib/account-slugs'
import { accountMenuGroups } from '~/lib/med-card'
import { cn } from '~/lib/utils'

const GROUPS = accountMenuGroups()

/** The medical card's own page is its group's overview: the group's heading already says "Medical card". */
const labelId = (slug: AccountSlug) => (slug === 'med_card' ? 'medCard.menu_overview' : `account.menu_${slug}`)

/**
 * The account sections built so far, in the spec's order, in its two groups: the profile menu and the
 * medical card submenu (spec part 2 §2). Unbuilt ones are not listed at all: a column of "coming soon"
 * rows pushed the form below the first screen on a phone (issue 10). `active`: the section shown
 * (my_documents for `my_documents/12/34`).
 */
export function AccountMenu({ active }: { active: AccountSlug }) {
  const locale = useLocale()
  return (
    <nav aria-labelledby="account-menu-heading" className="flex flex-col gap-4">
      <h2 id="account-menu-heading" className="sr-only">
        <FormattedMessage id="account.menu" />
      </h2>
      {GROUPS.map((group) => (
        <div key={group.id} role="group" aria-labelledby={`account-menu-${group.id}`} className="flex flex-col gap-1">
          <h3 id={`account-menu-${group.id}`} className="px-3 text-xs font-semibold text-muted">
            <FormattedMessage id={`medCard.menu_group_${group.id}`} />
          </h3>
          {/* A phone scrolls each group sideways: nine rows would push the section below the first screen (issue 10). */}
          <ul className="flex gap-1 overflow-x-auto tablet:flex-col tablet:overflow-visible">
            {group.slugs.map((slug) => (
              <li key={slug}>
                <Link
                  to="/{-$lang}/account"
                  params={{ lang: langParam(locale) }}
                  search={{ slug }}
                  aria-current={slug === active ? 'page' : undefined}
                  className={cn(
                    'flex items-center justify-between gap-2 rounded-lg px-3 py-2 text-sm whitespace-nowrap outline-none tablet:whitespace-normal hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-brand-500',
                    slug === active && 'bg-brand-50 font-semibold text-brand-700',
                  )}
                >
                  <FormattedMessage id={labelId(slug)} />
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  )
}
