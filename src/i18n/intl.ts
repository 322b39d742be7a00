import { createIntl, createIntlCache, type IntlShape } from 'react-intl'
import type { IntlMessages } from './compact-messages'
import type { Locale } from './locales'

/**
 * One react-intl object per merged message set, shared by every render that shows it. `<IntlProvider>`
 * made a new one, with new Intl.NumberFormat/PluralRules/message formatters, for each server render
 * (issue 11: ~1 ms of CPU per page); the formatter cache is shared too, keyed by locale and options.
 */
const formatters = createIntlCache()
const intls = new WeakMap<IntlMessages, IntlShape>()

export function intlFor(locale: Locale, messages: IntlMessages): IntlShape {
  let intl = intls.get(messages)
  if (!intl || intl.locale !== locale) {
    intl = createIntl({ locale, messages, defaultLocale: 'en' }, formatters)
    intls.set(messages, intl)
  }
  return intl
}
