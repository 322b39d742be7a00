import type { Locale, Translated } from '../db/schema'
import { translate } from '../shared/i18n'

/**
 * The subscription plans' names in each language (issue 26): the plan rows keep the English name
 * as their key (seed, entitlements, tests find "Basic" and "Premium" by it); everything a patient
 * reads — the pricing page, the current plan, the discount in the history and on receipts, e-mails —
 * is named through here. A plan without an entry (added by an operator) shows its stored name.
 */
const PLAN_NAMES: Record<string, Translated> = {
  Basic: { en: 'Basic', ru: 'Базовый', de: 'Basis', ar: 'الخطة الأساسية' },
  Premium: { en: 'Premium', ru: 'Премиум', de: 'Premium', ar: 'الخطة المميزة' },
}

export function planName(stored: string, locale: Locale): string {
  const names = PLAN_NAMES[stored]
  return names ? translate(names, locale) : stored
}
