import { FormattedMessage } from 'react-intl'
import { SiteLink } from '~/components/shared/SiteLink'
import { buttonVariants } from '~/components/ui/button'

/** Decorative: a consultation on a phone screen with a pulse line. */
function HeroIllustration() {
  return (
    <svg viewBox="0 0 360 300" className="h-auto w-full max-w-sm" aria-hidden focusable="false">
      <circle cx="190" cy="150" r="130" className="fill-brand-50" />
      <circle cx="300" cy="60" r="22" className="fill-brand-100" />
      <circle cx="60" cy="250" r="14" className="fill-brand-100" />
      <rect x="120" y="40" width="140" height="240" rx="22" className="fill-ink" />
      <rect x="130" y="56" width="120" height="206" rx="12" fill="#fff" />
      <circle cx="190" cy="112" r="30" className="fill-brand-100" />
      <circle cx="190" cy="104" r="12" className="fill-brand-500" />
      <path d="M166 134c4-14 14-20 24-20s20 6 24 20" className="fill-brand-500" />
      <rect x="146" y="158" width="88" height="8" rx="4" className="fill-brand-100" />
      <rect x="158" y="174" width="64" height="8" rx="4" className="fill-brand-100" />
      <path
        d="M142 222h22l8-18 12 32 10-24 6 10h38"
        fill="none"
        className="stroke-brand-600"
        strokeWidth="5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <rect x="40" y="70" width="92" height="52" rx="14" fill="#fff" className="stroke-brand-100" strokeWidth="2" />
      <path d="M58 96h14M65 89v14" className="stroke-brand-600" strokeWidth="5" strokeLinecap="round" />
      <rect x="82" y="86" width="36" height="6" rx="3" className="fill-brand-100" />
      <rect x="82" y="100" width="24" height="6" rx="3" className="fill-brand-100" />
      <rect x="250" y="190" width="86" height="44" rx="14" fill="#fff" className="stroke-brand-100" strokeWidth="2" />
      <path d="m266 212 8 8 14-16" fill="none" stroke="#16a34a" strokeWidth="5" strokeLinecap="round" strokeLinejoin="round" />
      <rect x="296" y="208" width="28" height="6" rx="3" className="fill-brand-100" />
    </svg>
  )
}

export function HomeHero() {
  return (
    <section className="mx-auto grid w-full max-w-6xl items-center gap-10 px-4 py-12 tablet:grid-cols-2 tablet:py-20">
      <div className="flex flex-col items-start gap-6">
        <h1 className="text-4xl font-bold tracking-tight text-balance tablet:text-5xl">
          <FormattedMessage id="home.hero_title" />
        </h1>
        <p className="max-w-xl text-lg text-muted">
          <FormattedMessage id="home.hero_text" />
        </p>
        <SiteLink path="get-started" className={buttonVariants({ size: 'lg' })}>
          <FormattedMessage id="home.get_started" />
        </SiteLink>
      </div>
      <div className="flex justify-center">
        <HeroIllustration />
      </div>
    </section>
  )
}
