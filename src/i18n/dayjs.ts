import dayjs, { type ConfigType, type Dayjs } from 'dayjs'
import 'dayjs/locale/ru'
import 'dayjs/locale/de'
import 'dayjs/locale/ar'
import type { Locale } from './locales'
import { useLocale } from './useLocale'

/**
 * dayjs in a given language. Never set dayjs' global locale: the server renders requests in
 * different languages at the same time.
 */
export function localDayjs(locale: Locale, value?: ConfigType): Dayjs {
  return dayjs(value).locale(locale)
}

/** dayjs following the interface language. */
export function useDayjs(): (value?: ConfigType) => Dayjs {
  const locale = useLocale()
  return (value) => localDayjs(locale, value)
}
