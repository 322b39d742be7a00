import dayjs from 'dayjs'
import 'dayjs/locale/ru'
import 'dayjs/locale/de'
import 'dayjs/locale/ar'
import type { Locale } from './locales'

/** dayjs follows the interface language. */
export function applyDayjsLocale(locale: Locale): void {
  dayjs.locale(locale)
}
