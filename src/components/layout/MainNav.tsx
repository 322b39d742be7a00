import { FormattedMessage, useIntl } from 'react-intl'
import { cn } from '~/lib/utils'
import { SiteLink } from '~/components/shared/SiteLink'

/**
 * Only built pages (issue 10): /about-us and the AI health entry
 * (`AiHealthEntry`, with its login and complete-your-profile confirms) join when their pages exist.
 */
const NAV_LINKS = [
  { path: 'doctors', labelId: 'layout.nav_doctors' },
  { path: 'services', labelId: 'layout.nav_services' },
  { path: 'subscription', labelId: 'layout.nav_pricing' },
] as const

// inline-flex keeps an item with an icon (AI health) on one line box; nowrap keeps two-word labels whole.
const linkClassName =
  'inline-flex items-center gap-1.5 rounded-md px-2 py-2 wide:px-3 text-sm font-medium whitespace-nowrap text-ink outline-none transition-colors hover:bg-slate-100 hover:text-brand-700 focus-visible:ring-2 focus-visible:ring-brand-500 aria-[current=page]:text-brand-600'

/** The header's main links, laid out in a row (desktop) or a column (mobile menu). */
export function MainNav({ orientation }: { orientation: 'horizontal' | 'vertical' }) {
  const intl = useIntl()
  return (
    <nav aria-label={intl.formatMessage({ id: 'layout.main_nav' })}>
      <ul className={cn('flex gap-1', orientation === 'vertical' ? 'flex-col' : 'items-center')}>
        {NAV_LINKS.map(({ path, labelId }) => (
          <li key={path}>
            <SiteLink path={path} className={cn(linkClassName, orientation === 'vertical' && 'flex text-base')}>
              <FormattedMessage id={labelId} />
            </SiteLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
