import { createElement, type ReactNode } from 'react'
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

/**
 * Tags every message may use without the component passing them. `<ltr>…</ltr>` isolates a Latin
 * term that would otherwise be reordered inside a right-to-left sentence: in Arabic, "3-D Secure."
 * reads ".D Secure-3" and "Ltd.،" moves its full stop before the name (issue 26). Only in messages
 * rendered as elements (`<FormattedMessage>`), never in one formatted to a string (a label, a title).
 */
const defaultRichTextElements = {
  ltr: (chunks: ReactNode[]) => createElement('bdi', { dir: 'ltr' }, ...chunks),
}

export function intlFor(locale: Locale, messages: IntlMessages): IntlShape {
  let intl = intls.get(messages)
  if (!intl || intl.locale !== locale) {
    intl = createIntl({ locale, messages, defaultLocale: 'en', defaultRichTextElements }, formatters)
    intls.set(messages, intl)
  }
  return intl
}
