import { notFound } from '@tanstack/react-router'
import { FormattedMessage, useIntl } from 'react-intl'
import { storeLinks } from '~/lib/site-config'
import { siteConfigQueries } from '~/queries/site-config'
import { qrQueries } from '~/queries/qr'
import { useSuspenseData } from '~/queries/suspense-data'

const badgeClass =
  'inline-flex h-14 items-center gap-3 rounded-xl bg-ink px-5 text-white transition-colors hover:bg-black focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600'

function AppleLogo() {
  return (
    <svg viewBox="0 0 24 24" className="size-7" aria-hidden fill="currentColor">
      <path d="M16.4 12.7c0-2.5 2-3.7 2.1-3.8-1.2-1.7-3-1.9-3.6-2-1.5-.2-3 .9-3.8.9-.8 0-2-.9-3.3-.9-1.7 0-3.3 1-4.2 2.5-1.8 3.1-.5 7.7 1.3 10.2.8 1.2 1.8 2.6 3.1 2.6 1.3-.1 1.7-.8 3.3-.8 1.5 0 1.9.8 3.3.8 1.4 0 2.2-1.3 3-2.5 1-1.4 1.4-2.7 1.4-2.8-.1 0-2.6-1-2.6-4.2ZM14 5.3c.7-.8 1.2-2 1-3.2-1 0-2.2.7-3 1.5-.6.7-1.2 1.9-1 3.1 1.1.1 2.3-.6 3-1.4Z" />
    </svg>
  )
}

function PlayLogo() {
  return (
    <svg viewBox="0 0 24 24" className="size-7" aria-hidden>
      <path d="M4 2.5v19l10-9.5z" fill="#34d399" />
      <path d="m4 2.5 13 7.4-3 2.6z" fill="#60a5fa" />
      <path d="m4 21.5 13-7.4-3-2.6z" fill="#f87171" />
      <path d="m17 9.9 3.4 1.9c.6.4.6.9 0 1.3L17 15l-3-2.5z" fill="#fbbf24" />
    </svg>
  )
}

/** The deployment's store badges (src/lib/site-config.ts); nothing when it has none. */
function StoreBadges() {
  const config = useSuspenseData(siteConfigQueries.get())
  const links = storeLinks(config)
  if (links.length === 0) return null
  return (
    <div className="flex flex-wrap gap-3">
      {links.map(({ store, href }) => (
        <a key={store} href={href} className={badgeClass}>
          {store === 'apple' ? <AppleLogo /> : <PlayLogo />}
          <span className="flex flex-col text-start leading-tight">
            <span className="text-xs">
              <FormattedMessage id={store === 'apple' ? 'home.app_store_prefix' : 'home.google_play_prefix'} />
            </span>
            <span className="text-lg font-semibold">{store === 'apple' ? 'App Store' : 'Google Play'}</span>
          </span>
        </a>
      ))}
    </div>
  )
}

/** What the app is for and where to get it: the home page's section and the QR code's page. */
function AppPitch({ Heading, headingId }: { Heading: 'h1' | 'h2'; headingId?: string }) {
  return (
    <>
      <Heading id={headingId} className="text-3xl font-bold">
        <FormattedMessage id="home.app_heading" />
      </Heading>
      <p className="max-w-xl text-muted">
        <FormattedMessage id="home.app_text" />
      </p>
      <StoreBadges />
    </>
  )
}

/**
 * Store badges and a QR code (rendered on the server) that opens `{origin}/mobile-app`, the page with
 * the badges. A phone cannot scan itself: below the tablet width only the badges show (issue 26 #19).
 * A deployment without store pages has no app to offer: no section.
 */
export function GetTheApp() {
  const intl = useIntl()
  const config = useSuspenseData(siteConfigQueries.get())
  const qr = useSuspenseData(qrQueries.mobileApp())
  if (storeLinks(config).length === 0) return null
  return (
    <section aria-labelledby="home-app" className="mx-auto w-full max-w-6xl px-4 py-14">
      <div className="grid items-center gap-10 rounded-3xl bg-brand-50 p-8 tablet:grid-cols-[1fr_auto] tablet:p-12">
        <div className="flex flex-col items-start gap-4">
          <AppPitch Heading="h2" headingId="home-app" />
        </div>
        <figure className="hidden flex-col items-center gap-3 tablet:flex">
          <div
            role="img"
            aria-label={intl.formatMessage({ id: 'home.qr_label' }, { url: qr.url })}
            data-testid="mobile-app-qr"
            className="size-40 rounded-xl bg-white p-2 shadow-sm [&_svg]:size-full"
            // Our own server's qrcode output, not user input.
            dangerouslySetInnerHTML={{ __html: qr.svg }}
          />
          <figcaption className="text-sm text-muted">
            <FormattedMessage id="home.qr_caption" />
          </figcaption>
        </figure>
      </div>
    </section>
  )
}

/**
 * `/mobile-app`, where the QR code leads: the store badges on the phone that scanned it; a deployment
 * without store pages has no such page.
 */
export function MobileAppPage() {
  const config = useSuspenseData(siteConfigQueries.get())
  if (storeLinks(config).length === 0) throw notFound()
  return (
    <main className="mx-auto flex w-full max-w-xl flex-col items-start gap-4 px-4 py-14">
      <AppPitch Heading="h1" />
    </main>
  )
}
