import type { Locale } from '~/i18n/locales'
import type { CardMethodResult, PaymentAnswer, SaveCardResult } from '~/lib/payment-results'
import { PAGE_LIMITS } from '#contract/page-limits'
import { CHARGES_PAGE_SIZE } from '#contract/payments'
import {
  ChargePaymentsDocument,
  ConfirmPaymentDocument,
  CreateSourceDocument,
  MyEntitlementsDocument,
  PayableAppointmentDocument,
  PayAppointmentDocument,
  PaymentConfigDocument,
  PaySubscriptionDocument,
  RemoveCardDocument,
  SavedCardsDocument,
  SetDefaultCardDocument,
  SubscriptionPlansDocument,
  SwitchSubscriptionPlanDocument,
} from './payments.documents'
import type { PaymentAnswerFieldsFragment } from '~/gql/graphql'
import { ApiError, apiRequest, attempt, publicRead } from './api.server'
import { apiFetch, apiRest } from './api-rest.server'
import { readSignedIn } from './session.server'

/** The API calls of payments, saved cards and the subscription (issue 13). The API checks ownership. */

const toAnswer = (answer: PaymentAnswerFieldsFragment): PaymentAnswer => ({
  id: String(answer.id),
  status: answer.status,
  redirectUrl: answer.redirect_url ?? null,
  clientSecret: answer.client_secret ?? null,
  errorCode: answer.error_code ?? null,
  declineCode: answer.decline_code ?? null,
})

const readConfig = publicRead(PaymentConfigDocument)
export async function fetchPaymentConfig(locale: Locale) {
  return (await readConfig({}, { locale })).paymentConfig
}

const readPlans = publicRead(SubscriptionPlansDocument)
/** All the plans (the spec's limit 999), as many as one page may hold (contract/page-limits.ts). */
export async function fetchSubscriptionPlans(locale: Locale) {
  return (await readPlans({ pagination: { page: 0, limit: PAGE_LIMITS.subscriptionPlans.maxLimit } }, { locale })).getSubscriptions.results
}

export function fetchSavedCards(locale: Locale) {
  return readSignedIn(async () => (await apiRequest(SavedCardsDocument, {}, { locale })).getSource)
}

export function fetchCharges(locale: Locale, page: number) {
  return readSignedIn(
    async () => (await apiRequest(ChargePaymentsDocument, { pagination: { page, limit: CHARGES_PAGE_SIZE } }, { locale })).chargePayments,
  )
}

/** What the patient's plan grants now; null for a visitor. */
export function fetchEntitlements(locale: Locale) {
  return readSignedIn(async () => (await apiRequest(MyEntitlementsDocument, {}, { locale })).myEntitlements)
}

export function fetchPayableAppointment(locale: Locale, payKey: string) {
  return readSignedIn(async () => (await apiRequest(PayableAppointmentDocument, { payKey }, { locale })).appointmentByKey ?? null)
}

export function payAppointment(
  locale: Locale,
  input: { payKey: string; sourceId: string; price: number; amountDue: number; save: boolean },
) {
  return attempt(async () =>
    toAnswer((await apiRequest(PayAppointmentDocument, { input: { ...input, purchaseName: null } }, { locale })).PayAppointment),
  )
}

export function paySubscription(locale: Locale, input: { planId: string; optionId: string; sourceId: string }) {
  const variables = { input: { plan_id: input.planId, option_id: input.optionId, sourceId: input.sourceId, save: true } }
  return attempt(async () => toAnswer((await apiRequest(PaySubscriptionDocument, variables, { locale })).PaySubscription))
}

export function confirmPayment(locale: Locale, id: string) {
  return attempt(async () => toAnswer((await apiRequest(ConfirmPaymentDocument, { id }, { locale })).ConfirmPayment))
}

export async function saveCard(locale: Locale, source: string): Promise<SaveCardResult> {
  try {
    await apiRequest(CreateSourceDocument, { source }, { locale })
    return { ok: true }
  } catch (error) {
    if (error instanceof ApiError && error.code === 'CARD_ERROR') {
      return {
        ok: false,
        code: typeof error.extensions.error_code === 'string' ? error.extensions.error_code : null,
        message: error.message,
      }
    }
    if (error instanceof ApiError && error.code !== 'NETWORK_ERROR') return { ok: false, code: null, message: error.message }
    throw error
  }
}

export function removeSavedCard(locale: Locale, source: string) {
  return attempt(async () => (await apiRequest(RemoveCardDocument, { source }, { locale })).removeCard.message)
}

export function setDefaultCard(locale: Locale, source: string) {
  return attempt(async () => (await apiRequest(SetDefaultCardDocument, { source }, { locale })).setDefault.message)
}

/** switchPlan: another option of the subscribed plan from the next renewal on. */
export function switchPlanOption(locale: Locale, optionId: string) {
  return attempt(async () => (await apiRequest(SwitchSubscriptionPlanDocument, { optionId }, { locale })).switchSubscriptionPlan.message)
}

/** Cancel (auto-renew off) or restart the subscription: the REST calls the spec names (part 2 §7). */
export function changeAutoRenew(locale: Locale, on: boolean) {
  return apiRest<{ message: string }>(`/subscriptions/stripe/${on ? 'restart' : 'cancel'}`, { method: 'POST' }, { locale })
}

/**
 * The built-in processor's tokeniser: the card's number and CVC pass through here once, in the
 * request body only (never logged, never stored), and come back as a payment method id.
 */
export async function tokeniseCard(
  locale: Locale,
  card: { number: string; month: number | null; year: number | null; cvc: string },
): Promise<CardMethodResult> {
  const response = await apiFetch(
    '/payments/local/payment-methods',
    {
      method: 'POST',
      json: { number: card.number.replace(/\s/g, ''), exp_month: card.month ?? '', exp_year: card.year ?? '', cvc: card.cvc },
    },
    { locale },
  )
  const body = (await response.json().catch(() => null)) as { data?: { id?: string }; error?: { code?: string } } | null
  if (response.ok && body?.data?.id) return { ok: true, id: body.data.id }
  if (body?.error?.code) return { ok: false, code: body.error.code }
  throw new Error(`card tokeniser answered ${response.status}`)
}

/** The built-in processor's 3-D Secure challenge, answered by the patient on the challenge dialog. */
export async function answerChallenge(locale: Locale, intentId: string, passed: boolean): Promise<boolean> {
  const response = await apiFetch(
    `/payments/local/intents/${encodeURIComponent(intentId)}/authenticate`,
    { method: 'POST', json: { result: passed ? 'complete' : 'fail' } },
    { locale },
  )
  return response.ok
}
