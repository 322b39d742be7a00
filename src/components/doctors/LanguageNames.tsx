import { useLocale } from '~/i18n/useLocale'
import { languageList } from '~/lib/format'

/**
 * The languages a doctor speaks, named and joined in the page's language (`languageList`, issue 26).
 * The names come from the ICU data of whoever renders: Node on the server and this project's Chromium
 * agree word for word (ADR 0048), but another browser's older or newer CLDR may word a name
 * differently; then the server's wording stays instead of React re-rendering the page around it.
 */
export function LanguageNames({ codes }: { codes: readonly string[] }) {
  const locale = useLocale()
  return <span suppressHydrationWarning>{languageList(codes, locale)}</span>
}
