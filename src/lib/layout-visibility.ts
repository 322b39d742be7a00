import { DEFAULT_LOCALE, switchLocalePath } from '~/i18n/locales'

export interface LayoutVisibility {
  header: boolean
  footer: boolean
  headerBorder: boolean
  whiteBackground: boolean
}

/** Pages without a header (spec part 2 §2 "Header and footer visibility"). `/ai-health` is the non-mobile case. */
const NO_HEADER: ReadonlyArray<RegExp> = [
  /^\/maintenance$/,
  /^\/email-verify$/,
  /^\/404$/,
  /^\/health$/,
  // The payment pages, and the video room where the call is the whole page.
  /^\/(payment|room)(\/.*)?$/,
  /^\/subscription\/([^/]+\/[^/]+\/)?payment$/,
  /^\/plan-payment$/,
  /^\/team(\/.*)?$/,
  /^\/ai-health$/,
]

/** Pages that keep the header but drop the footer. */
const NO_FOOTER: ReadonlyArray<RegExp> = [/^\/get-started$/, /^\/doctors\/[^/]+\/profile$/, /^\/book-appointment(\/.*)?$/]

/** Borderless header over a white page. */
const PLAIN_PAGES: ReadonlyArray<string> = ['/', '/how-it-works']

/** The path without its language prefix or a trailing slash: `/ru/team/x/` → `/team/x`. */
function basePath(pathname: string): string {
  return switchLocalePath(pathname, DEFAULT_LOCALE).replace(/\/+$/, '') || '/'
}

export function layoutFor(pathname: string): LayoutVisibility {
  const path = basePath(pathname)
  const header = !NO_HEADER.some((rule) => rule.test(path))
  const footer = header && !NO_FOOTER.some((rule) => rule.test(path))
  const plain = PLAIN_PAGES.includes(path)
  return { header, footer, headerBorder: !plain, whiteBackground: plain }
}
