import type { RefObject } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useRouterState } from '@tanstack/react-router'
import { FormattedMessage, useIntl } from 'react-intl'
import { LogOutIcon } from 'lucide-react'
import { useLogout } from '~/components/shared/useLogout'
import { Button } from '~/components/ui/button'
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '~/components/ui/sheet'
import { localeFromPathname, localePrefix } from '~/i18n/locales'
import { isBuiltAccountSlug, parseAccountSlug, type AccountSlug } from '~/lib/account-slugs'
import { isSubscribed } from '~/lib/subscription'
import { cn } from '~/lib/utils'
import { qrQueries } from '~/queries/qr'
import { siteConfigQueries } from '~/queries/site-config'
import { storeLinks } from '~/lib/site-config'
import type { CurrentUser } from '~/queries/session'
import { NearestAppointmentCard } from '~/components/room/NearestAppointmentCard'
import { SiteLink } from '~/components/shared/SiteLink'
import { UserAvatar } from './UserAvatar'

/**
 * The account sections the header offers signed-in patients (spec part 2 §2 Header), in the account
 * menu's two groups (the profile menu, the medical card submenu); only those built so far are linked
 * (an unbuilt section would be the 404 page). The ids stay written out: the `signedIn` slice is checked
 * against the ids the code names.
 */
const SPEC_MENU: ReadonlyArray<{ labelId: string; items: ReadonlyArray<{ slug: AccountSlug; labelId: string }> }> = [
  {
    labelId: 'auth.menu_group_profile',
    items: [
      { slug: 'appointments', labelId: 'auth.menu_appointments' },
      { slug: 'personal-information', labelId: 'auth.menu_personal_information' },
      { slug: 'settings', labelId: 'auth.menu_settings' },
      { slug: 'doctor-requests', labelId: 'auth.menu_doctor_requests' },
      { slug: 'billing_and_plans', labelId: 'auth.menu_billing' },
    ],
  },
  {
    labelId: 'auth.menu_med_card',
    items: [
      // The card's own page is the group's overview.
      { slug: 'med_card', labelId: 'auth.menu_overview' },
      { slug: 'my_documents', labelId: 'auth.menu_my_documents' },
      { slug: 'test_results', labelId: 'auth.menu_test_results' },
      { slug: 'health_details', labelId: 'auth.menu_health_details' },
      { slug: 'activity_track', labelId: 'auth.menu_activity_track' },
      { slug: 'doctor_reports', labelId: 'auth.menu_doctor_reports' },
      { slug: 'ai_reports', labelId: 'auth.menu_ai_reports' },
    ],
  },
]
const MENU = SPEC_MENU.map((group) => ({ ...group, items: group.items.filter(({ slug }) => isBuiltAccountSlug(slug)) })).filter(
  (group) => group.items.length > 0,
)

interface ProfileDrawerProps {
  user: CurrentUser
  open: boolean
  onOpenChange: (open: boolean) => void
  returnFocusTo: RefObject<HTMLButtonElement | null>
}

/**
 * The profile drawer (spec part 2 §2): avatar, name, e-mail, plan button, account menu with the
 * active item, the get-the-app QR code and log out. 368 px on the inline end (left in Arabic).
 */
export default function ProfileDrawer({ user, open, onOpenChange, returnFocusTo }: ProfileDrawerProps) {
  const intl = useIntl()
  const { logout, pending } = useLogout()
  const location = useRouterState({ select: (state) => state.location })
  // Without an appointment coming, the drawer offers the app instead (spec part 2 §2), when the
  // deployment has store pages for it to lead to (issue 26 #19: otherwise /mobile-app has nothing to offer).
  const siteConfig = useQuery({ ...siteConfigQueries.get(), enabled: open }).data
  const hasStores = siteConfig !== undefined && storeLinks(siteConfig).length > 0
  const qr = useQuery({ ...qrQueries.mobileApp(), enabled: open && !user.nearest && hasStores })
  const locale = localeFromPathname(location.pathname)
  const onAccount = location.pathname === `${localePrefix(locale)}/account`
  // The section, not the slug as written: `my_documents/5` (a folder) is my documents.
  const activeSlug = onAccount ? parseAccountSlug(new URLSearchParams(location.searchStr).get('slug') ?? '')?.section : null
  const name = [user.first_name, user.last_name].filter(Boolean).join(' ')
  const close = () => onOpenChange(false)

  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        aria-describedby={undefined}
        onCloseAutoFocus={(event) => {
          event.preventDefault()
          returnFocusTo.current?.focus()
        }}
      >
        <div className="flex items-center gap-3 pe-8">
          <UserAvatar user={user} className="size-14 text-lg" />
          <div className="min-w-0">
            <SheetTitle className="truncate text-lg font-semibold">{name || user.email}</SheetTitle>
            <SheetDescription className="truncate text-sm text-muted" dir="ltr">
              {user.email}
            </SheetDescription>
          </div>
        </div>
        {/* The plan button (spec part 2 §2): billing with a subscription, otherwise an upgrade to /subscription. */}
        {isSubscribed(user.subscribe) ? (
          <SiteLink
            path="account"
            search={{ slug: 'billing_and_plans' }}
            onClick={close}
            className="rounded-md border border-slate-200 px-4 py-2 text-center text-sm font-medium outline-none hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-brand-500"
          >
            <FormattedMessage id="auth.my_plan" values={{ plan: user.subscribe?.name ?? '' }} />
          </SiteLink>
        ) : (
          <SiteLink
            path="subscription"
            onClick={close}
            className="rounded-md bg-brand-600 px-4 py-2 text-center text-sm font-medium text-white outline-none hover:bg-brand-700 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2"
          >
            <FormattedMessage id="auth.upgrade" />
          </SiteLink>
        )}
        <nav aria-label={intl.formatMessage({ id: 'auth.profile_menu' })} className="flex flex-col gap-3">
          {MENU.map((group) => (
            <div key={group.labelId} role="group" aria-labelledby={`drawer-${group.labelId}`} className="flex flex-col gap-1">
              <h3 id={`drawer-${group.labelId}`} className="px-3 text-xs font-semibold text-muted">
                <FormattedMessage id={group.labelId} />
              </h3>
              <ul className="flex flex-col">
                {group.items.map(({ slug, labelId }) => (
                  <li key={slug}>
                    <SiteLink
                      path="account"
                      search={{ slug }}
                      onClick={close}
                      aria-current={activeSlug === slug ? 'page' : undefined}
                      className={cn(
                        'block rounded-md px-3 py-2 text-sm font-medium outline-none hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-brand-500',
                        activeSlug === slug && 'bg-brand-50 text-brand-700',
                      )}
                    >
                      <FormattedMessage id={labelId} />
                    </SiteLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
        {user.nearest ? (
          <NearestAppointmentCard nearest={user.nearest} onNavigate={close} />
        ) : (
          hasStores &&
          qr.data && (
            // A phone cannot scan itself: below the tablet width the code is not shown (as on the home page).
            <div className="hidden items-center gap-3 rounded-xl border border-slate-200 p-3 tablet:flex">
              <div
                role="img"
                aria-label={intl.formatMessage({ id: 'home.qr_label' }, { url: qr.data.url })}
                className="size-20 shrink-0 [&_svg]:size-full"
                // Our own server's qrcode output, not user input.
                dangerouslySetInnerHTML={{ __html: qr.data.svg }}
              />
              <p className="text-sm text-muted">
                <FormattedMessage id="home.qr_caption" />
              </p>
            </div>
          )
        )}
        <Button variant="ghost" className="mt-auto justify-start" disabled={pending} onClick={() => void logout()}>
          <LogOutIcon className="size-4 rtl:-scale-x-100" aria-hidden />
          <FormattedMessage id="auth.logout" />
        </Button>
      </SheetContent>
    </Sheet>
  )
}
