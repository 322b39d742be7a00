import { mergeMessages, type CompactMessages } from '~/i18n/compact-messages'
import { intlFor } from '~/i18n/intl'
import type { Locale } from '~/i18n/locales'

export const BRAND = 'MedConsult'

/** `Doctors · MedConsult`: the page part first so tabs stay distinguishable. */
export function pageTitle(part: string | undefined): string {
  return part ? `${part} · ${BRAND}` : BRAND
}

/** A title from one namespace's messages already at hand. */
export function titleFromMessages(locale: Locale, messages: CompactMessages | undefined, id: string): string {
  if (!messages || messages[id] === undefined) return BRAND
  const message = messages[id]
  if (typeof message === 'string') return pageTitle(message)
  return pageTitle(intlFor(locale, mergeMessages([messages])).formatMessage({ id }))
}
