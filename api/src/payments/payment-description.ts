import * as t from '../db/schema'
import type { Locale } from '../db/schema'
import { planName } from '../subscriptions/plan-names'
import type { PaymentRow } from './payment-types'

/** The plan a payment bought, joined in the same statement as the payment (statement-counts.test.ts). */
export const boughtPlan = { name: t.subscriptionPlans.name, durationType: t.planOptions.durationType }

/** The plan a purchase or renewal bought, as a left join reads it (nothing for an appointment's payment). */
export type BoughtPlan = { name: string | null; durationType: number | null } | null

const WORDS: Record<Locale, { appointment: (id: number) => string; renewal: (period: string) => string; monthly: string; yearly: string }> =
  {
    en: { appointment: (id) => `Appointment #${id}`, renewal: (period) => `Renewal (${period})`, monthly: 'monthly', yearly: 'yearly' },
    ru: { appointment: (id) => `Запись № ${id}`, renewal: (period) => `Продление (${period})`, monthly: 'ежемесячно', yearly: 'ежегодно' },
    de: {
      appointment: (id) => `Termin Nr. ${id}`,
      renewal: (period) => `Verlängerung (${period})`,
      monthly: 'monatlich',
      yearly: 'jährlich',
    },
    ar: { appointment: (id) => `الموعد رقم ${id}`, renewal: (period) => `تجديد (${period})`, monthly: 'شهريًا', yearly: 'سنويًا' },
  }

/**
 * What a payment was for, in the reader's language, for the history and the receipt (issue 26: the
 * walk found "Appointment #5" on Russian, German and Arabic billing pages). The stored description
 * stays the processor's English record; a payment whose appointment or plan is gone shows it.
 */
export function paymentDescription(
  payment: Pick<PaymentRow, 'purpose' | 'appointmentId' | 'description'>,
  plan: BoughtPlan,
  locale: Locale,
): string {
  const words = WORDS[locale]
  if (payment.purpose === 'appointment') return payment.appointmentId ? words.appointment(payment.appointmentId) : payment.description
  if (!plan?.name) return payment.description
  const period = plan.durationType === 2 ? words.yearly : words.monthly
  return payment.purpose === 'renewal' ? words.renewal(period) : `${planName(plan.name, locale)} (${period})`
}
