import { useIntl } from 'react-intl'
import { isLocale, DEFAULT_LOCALE, type Locale } from './locales'

/** The active interface language, as provided to react-intl by the root route. */
export function useLocale(): Locale {
  const { locale } = useIntl()
  return isLocale(locale) ? locale : DEFAULT_LOCALE
}
