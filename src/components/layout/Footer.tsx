import { Suspense } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { ExternalLinkIcon, MailIcon, MapPinIcon, PhoneIcon, ShieldCheckIcon, SmartphoneIcon } from 'lucide-react'
import { COMPANY } from '~/lib/company'
import { storeLinks } from '~/lib/site-config'
import { siteConfigQueries } from '~/queries/site-config'
import { Ltr } from '~/components/ui/bidi'
import { cn } from '~/lib/utils'
import { Logo } from '~/components/shared/Logo'
import { SiteLink } from '~/components/shared/SiteLink'
import { SocialIcon } from './SocialIcon'
import { useSuspenseData } from '~/queries/suspense-data'

interface FooterLink {
  path: string
  labelId: string
  /** The privacy policy opens in a new tab (spec part 2 §2). */
  newTab?: boolean
}

/**
 * Only pages that exist are linked (issue 10). The spec's footer also names about-us, how-it-works,
 * partners, blog-news, products/patients, products/doctors, faq and specialties: each
 * joins its group here when its page is built (`tests/e2e/links.spec.ts` fails on a link to a 404).
 */
const LINK_GROUPS: ReadonlyArray<{ titleId: string; links: ReadonlyArray<FooterLink> }> = [
  {
    titleId: 'layout.footer_explore',
    links: [
      { path: 'doctors', labelId: 'layout.footer_doctors' },
      { path: 'services', labelId: 'layout.footer_services' },
      { path: 'subscription', labelId: 'layout.footer_subscription' },
    ],
  },
  {
    titleId: 'layout.footer_company',
    links: [{ path: 'contact-us', labelId: 'layout.footer_contact_us' }],
  },
  {
    titleId: 'layout.footer_legal',
    links: [
      { path: 'terms', labelId: 'layout.footer_terms' },
      { path: 'privacy-policy', labelId: 'layout.footer_privacy_policy', newTab: true },
      { path: 'legal-notice', labelId: 'layout.footer_legal_notice' },
    ],
  },
]

const linkClassName = 'rounded-sm text-sm text-slate-300 outline-none hover:text-white focus-visible:ring-2 focus-visible:ring-brand-100'

export function Footer() {
  const intl = useIntl()
  return (
    <footer className="bg-ink text-slate-300">
      <div className="mx-auto grid max-w-[1345px] gap-10 px-4 py-12 tablet:grid-cols-[minmax(0,1.2fr)_minmax(0,3fr)]">
        <div className="flex flex-col gap-5">
          <Logo className="self-start rounded-lg bg-white p-2" />
          <p className="max-w-sm text-sm">
            <FormattedMessage id="layout.footer_tagline" />
          </p>
          <ContactBlock />
          <SocialLinks />
        </div>
        <div className="flex flex-col gap-10">
          <nav aria-label={intl.formatMessage({ id: 'layout.footer_nav' })} className="grid grid-cols-2 gap-8 mobile:grid-cols-3">
            {LINK_GROUPS.map(({ titleId, links }) => (
              <div key={titleId}>
                <h2 className="mb-3 text-sm font-semibold text-white">
                  <FormattedMessage id={titleId} />
                </h2>
                <ul className="flex flex-col gap-2">
                  {links.map((link) => (
                    <li key={link.path}>
                      <FooterNavLink link={link} />
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
          {/* Its own boundary: when the browser lacks the configuration the server rendered with, only the
              badges wait for it, and the footer's links hydrate without them. */}
          <Suspense fallback={null}>
            <AppBadges />
          </Suspense>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-[1345px] flex-col gap-2 px-4 py-5 text-xs text-slate-400 tablet:flex-row tablet:items-center tablet:justify-between">
          <p className="flex items-center gap-2">
            <ShieldCheckIcon aria-hidden className="size-4 shrink-0 text-brand-100" />
            <FormattedMessage id="layout.iso_note" />
          </p>
          <p>
            <FormattedMessage id="layout.copyright" values={{ year: new Date().getFullYear() }} />
          </p>
        </div>
      </div>
    </footer>
  )
}

function FooterNavLink({ link }: { link: FooterLink }) {
  if (!link.newTab) {
    return (
      <SiteLink path={link.path} className={linkClassName}>
        <FormattedMessage id={link.labelId} />
      </SiteLink>
    )
  }
  return (
    <SiteLink path={link.path} target="_blank" rel="noopener noreferrer" className={cn(linkClassName, 'inline-flex items-center gap-1')}>
      <FormattedMessage id={link.labelId} />
      <ExternalLinkIcon aria-hidden className="size-3.5 rtl:-scale-x-100" />
      <span className="sr-only">
        {' '}
        <FormattedMessage id="layout.opens_in_new_tab" />
      </span>
    </SiteLink>
  )
}

function ContactBlock() {
  const { address, supportEmail, phone, phoneHref } = COMPANY
  const rowClassName = 'flex items-start gap-2'
  return (
    <address className="flex flex-col gap-2 text-sm not-italic">
      <h2 className="text-sm font-semibold text-white">
        <FormattedMessage id="layout.footer_contact" />
      </h2>
      <p className={rowClassName}>
        <MapPinIcon aria-hidden className="mt-0.5 size-4 shrink-0" />
        <span>
          <span className="sr-only">
            <FormattedMessage id="layout.footer_address" />:{' '}
          </span>
          <Ltr>
            {address.street}, {address.postalCode} {address.city}
          </Ltr>
          , <FormattedMessage id="layout.country_de" />
        </span>
      </p>
      <p className={rowClassName}>
        <MailIcon aria-hidden className="mt-0.5 size-4 shrink-0" />
        <span className="sr-only">
          <FormattedMessage id="layout.footer_email" />:{' '}
        </span>
        <a href={`mailto:${supportEmail}`} className={linkClassName}>
          <Ltr>{supportEmail}</Ltr>
        </a>
      </p>
      <p className={rowClassName}>
        <PhoneIcon aria-hidden className="mt-0.5 size-4 shrink-0" />
        <span className="sr-only">
          <FormattedMessage id="layout.footer_phone" />:{' '}
        </span>
        <a href={phoneHref} className={linkClassName}>
          <Ltr>{phone}</Ltr>
        </a>
      </p>
    </address>
  )
}

function SocialLinks() {
  const intl = useIntl()
  return (
    <div>
      <h2 className="mb-2 text-sm font-semibold text-white">
        <FormattedMessage id="layout.social_links" />
      </h2>
      <ul className="flex gap-2">
        {COMPANY.social.map(({ network, href }) => (
          <li key={network}>
            <a
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={intl.formatMessage({ id: 'layout.social_link' }, { network })}
              className="flex size-9 items-center justify-center rounded-full bg-white/10 text-white outline-none hover:bg-white/20 focus-visible:ring-2 focus-visible:ring-brand-100"
            >
              <SocialIcon network={network} className="size-4" />
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}

const BADGE_TEXT = {
  apple: { smallId: 'layout.app_store_small', nameId: 'layout.app_store' },
  google: { smallId: 'layout.google_play_small', nameId: 'layout.google_play' },
} as const

/** The app-store badges the deployment has (none configured: no section), drawn as text links (no external images). */
function AppBadges() {
  const config = useSuspenseData(siteConfigQueries.get())
  const badges = storeLinks(config).map(({ store, href }) => ({ href, ...BADGE_TEXT[store] }))
  if (badges.length === 0) return null
  return (
    <div>
      <h2 className="mb-3 text-sm font-semibold text-white">
        <FormattedMessage id="layout.get_the_app" />
      </h2>
      <ul className="flex flex-wrap gap-3">
        {badges.map(({ href, smallId, nameId }) => (
          <li key={nameId}>
            <a
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              className="flex items-center gap-2 rounded-lg border border-white/30 bg-black px-3 py-1.5 text-white outline-none hover:border-white focus-visible:ring-2 focus-visible:ring-brand-100"
            >
              <SmartphoneIcon aria-hidden className="size-6" />
              <span className="flex flex-col leading-tight">
                <span className="text-[10px]">
                  <FormattedMessage id={smallId} />
                </span>
                <span className="text-sm font-semibold">
                  <FormattedMessage id={nameId} />
                </span>
              </span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}

export default Footer
