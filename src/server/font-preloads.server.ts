import interLatin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url'
import interCyrillic from '@fontsource-variable/inter/files/inter-cyrillic-wght-normal.woff2?url'
import cairoArabic from '@fontsource-variable/cairo/files/cairo-arabic-wght-normal.woff2?url'
import { localeFromPathname, type Locale } from '~/i18n/locales'

/**
 * The faces a page of this language sets its text in (src/styles/fonts.css, ADR 0047): Inter's Latin
 * file on every page (digits, names, the brand) and the language's own script beside it. Sent as a
 * `Link` header with the page, so the browser fetches them before it has parsed the HTML, and no
 * byte of this reaches the page's scripts. The same hashed URLs as the stylesheet's; `crossorigin`
 * because fonts are fetched in CORS mode, else the stylesheet's request would not reuse the preload.
 */
const FACES: Record<Locale, string[]> = { en: [interLatin], de: [interLatin], ru: [interLatin, interCyrillic], ar: [interLatin, cairoArabic] }

export function fontPreloadHeader(pathname: string): string {
  return FACES[localeFromPathname(pathname)].map((href) => `<${href}>; rel=preload; as=font; type="font/woff2"; crossorigin`).join(', ')
}
