import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query'
import type { Locale } from '~/i18n/locales'
import type { PaymentAnswer } from '~/lib/payment-results'
import { refetchAppointment } from './appointment-keys'
import { paymentKeys } from './payment-keys'
import { sessionQueries } from './session'

/** Payments, saved cards and the subscription (issue 13). The server functions load with the first use. */
const functions = () => import('~/server/payments.functions')

const entitlementsKey = () => [...sessionQueries.all, 'entitlements'] as const

export const paymentQueries = {
  all: paymentKeys.all,
  /** Which processor the card form talks to (the built-in one or Stripe with its publishable key). */
  config: (locale: Locale) =>
    queryOptions({
      queryKey: [...paymentKeys.all, 'config', locale],
      queryFn: async () => (await functions()).getPaymentConfig(),
      staleTime: 10 * 60_000,
    }),
  cards: (locale: Locale) =>
    queryOptions({
      queryKey: [...paymentKeys.cards(), locale],
      queryFn: async () => (await functions()).getSavedCards(),
    }),
  charges: (locale: Locale, page: number) =>
    queryOptions({
      queryKey: [...paymentKeys.charges(), page, locale],
      queryFn: async () => (await functions()).getCharges({ data: { page } }),
    }),
  payable: (locale: Locale, payKey: string) =>
    queryOptions({
      queryKey: [...paymentKeys.payable(payKey), locale],
      queryFn: async () => (await functions()).getPayableAppointment({ data: { payKey } }),
    }),
  /**
   * What the patient's plan grants now (null for a visitor): a subscription bought or lapsed changes
   * it, and so does who is signed in: it lives under the session's key, read again on every sign-in
   * and sign-out (refetchSession) like the session's user.
   */
  entitlements: (locale: Locale) =>
    queryOptions({
      queryKey: [...entitlementsKey(), locale],
      queryFn: async () => (await functions()).getEntitlements(),
    }),
}

export type SavedCard = NonNullable<Awaited<ReturnType<Awaited<ReturnType<typeof functions>>['getSavedCards']>>>[number]
export type Entitlements = NonNullable<Awaited<ReturnType<Awaited<ReturnType<typeof functions>>['getEntitlements']>>>

/** What a settled payment changes: the history, the cards (one may have been saved) and what it paid for. */
async function refetchAfterPayment(client: QueryClient, answer: PaymentAnswer, paid: { appointmentId?: string; payKey?: string }) {
  if (answer.status !== 'succeeded' && answer.status !== 'failed') return
  await Promise.all([
    client.invalidateQueries({ queryKey: paymentKeys.charges() }),
    client.invalidateQueries({ queryKey: paymentKeys.cards() }),
    paid.payKey ? client.invalidateQueries({ queryKey: paymentKeys.payable(paid.payKey) }) : null,
    // A subscription bought: the session's user and what the plan grants (under the session's key) change with it.
    paid.appointmentId ? refetchAppointment(paid.appointmentId)(client) : client.invalidateQueries({ queryKey: sessionQueries.all }),
  ])
}

/**
 * After a payment call: what it changed, or for a refusal (the price or the amount due changed
 * meanwhile, issue 25) the appointment and the plan's terms as they are now, so the page shows the
 * amount the next attempt pays.
 */
function afterPaymentCall(client: QueryClient, result: { ok: true; data: PaymentAnswer } | { ok: false }, target: PaymentTarget) {
  if (result.ok) return refetchAfterPayment(client, result.data, paidFor(target))
  if (target.kind !== 'appointment') return undefined
  return Promise.all([
    client.invalidateQueries({ queryKey: paymentKeys.payable(target.payKey) }),
    client.invalidateQueries({ queryKey: entitlementsKey() }),
  ])
}

/** A card payment for an appointment (`payKey`) or for a plan option. */
export type PaymentTarget =
  | { kind: 'appointment'; payKey: string; appointmentId: string; price: number; amountDue: number }
  | { kind: 'subscription'; planId: string; optionId: string }

const paidFor = (target: PaymentTarget) =>
  target.kind === 'appointment' ? { appointmentId: target.appointmentId, payKey: target.payKey } : {}

export const paymentMutations = {
  /** The built-in processor's tokeniser: a new card's payment method id, or its card error. */
  createCardMethod: () =>
    mutationOptions({
      mutationKey: ['payments', 'cardMethod'],
      mutationFn: async (card: { number: string; month: number | null; year: number | null; cvc: string }) =>
        (await functions()).createCardMethod({ data: { ...card } }),
    }),
  /** Every payment names what it pays for, so a form that only saves cards needs no target. */
  pay: () =>
    mutationOptions({
      mutationKey: ['payments', 'pay'],
      mutationFn: async ({ target, sourceId, save }: { target: PaymentTarget; sourceId: string; save: boolean }) => {
        const { payForAppointment, payForSubscription } = await functions()
        return target.kind === 'appointment'
          ? payForAppointment({ data: { payKey: target.payKey, sourceId, price: target.price, amountDue: target.amountDue, save } })
          : payForSubscription({ data: { planId: target.planId, optionId: target.optionId, sourceId } })
      },
      onSuccess: (result, { target }, _context, { client }) => afterPaymentCall(client, result, target),
    }),
  /** The 3-D Secure challenge answered (built-in processor), then how the payment ended. */
  answerChallenge: () =>
    mutationOptions({
      mutationKey: ['payments', 'challenge'],
      mutationFn: async ({ target: _target, ...input }: { target: PaymentTarget; intentId: string; paymentId: string; passed: boolean }) =>
        (await functions()).answerPaymentChallenge({ data: { ...input } }),
      onSuccess: (result, { target }, _context, { client }) => afterPaymentCall(client, result, target),
    }),
  /** After Stripe.js handled the challenge: how the payment ended. */
  confirm: () =>
    mutationOptions({
      mutationKey: ['payments', 'confirm'],
      mutationFn: async ({ paymentId }: { target: PaymentTarget; paymentId: string }) =>
        (await functions()).confirmCardPayment({ data: { paymentId } }),
      onSuccess: (result, { target }, _context, { client }) => afterPaymentCall(client, result, target),
    }),
  addCard: () =>
    mutationOptions({
      mutationKey: ['payments', 'addCard'],
      mutationFn: async (source: string) => (await functions()).addSavedCard({ data: { source } }),
      onSuccess: (result, _source, _context, { client }) =>
        result.ok ? client.invalidateQueries({ queryKey: paymentKeys.cards() }) : undefined,
    }),
  removeCard: () =>
    mutationOptions({
      mutationKey: ['payments', 'removeCard'],
      mutationFn: async (source: string) => (await functions()).removeCard({ data: { source } }),
      onSuccess: (_result, _source, _context, { client }) => client.invalidateQueries({ queryKey: paymentKeys.cards() }),
    }),
  setDefault: () =>
    mutationOptions({
      mutationKey: ['payments', 'setDefault'],
      mutationFn: async (source: string) => (await functions()).makeCardDefault({ data: { source } }),
      onSuccess: (_result, _source, _context, { client }) => client.invalidateQueries({ queryKey: paymentKeys.cards() }),
    }),
  /** switchPlan: monthly ↔ yearly from the next renewal; the user (me.subscribe) is read again. */
  switchPlan: () =>
    mutationOptions({
      mutationKey: ['payments', 'switchPlan'],
      mutationFn: async (optionId: string) => (await functions()).switchPlan({ data: { optionId } }),
      onSuccess: (result, _optionId, _context, { client }) =>
        result.ok ? client.invalidateQueries({ queryKey: sessionQueries.all }) : undefined,
    }),
  /** Cancel (`on: false`) or resubscribe: then the user (me.subscribe) is read again (spec part 2 §8). */
  autoRenew: () =>
    mutationOptions({
      mutationKey: ['payments', 'autoRenew'],
      mutationFn: async (on: boolean) => (await functions()).setSubscriptionRenewal({ data: { on } }),
      onSuccess: (_result, _on, _context, { client }) => client.invalidateQueries({ queryKey: sessionQueries.all }),
    }),
}
