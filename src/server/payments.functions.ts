import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { localeMiddleware } from './locale-middleware'
import { idField, payKeyField } from '~/lib/id-fields'
import { serverInput } from '~/lib/server-input'
import { cardNumberField, cvcField } from '#contract/payment-fields'
import {
  answerChallenge,
  changeAutoRenew,
  confirmPayment,
  fetchCharges,
  fetchEntitlements,
  fetchPayableAppointment,
  fetchPaymentConfig,
  fetchSavedCards,
  payAppointment,
  paySubscription,
  removeSavedCard,
  saveCard,
  setDefaultCard,
  switchPlanOption,
  tokeniseCard,
} from './payments.server'

// Server functions of payments, saved cards and the subscription (issue 13): validated, then payments.server.ts.

/** A processor's id: a payment method (pm_…), a payment (pay_…) or an intent (pi_…). */
const processorId = v.pipe(v.string(), v.regex(/^[\w-]{3,100}$/))
const monthOrYear = v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(9999)))

export const getPaymentConfig = createServerFn({ method: 'GET' })
  .middleware([localeMiddleware])
  .handler(({ context }) => fetchPaymentConfig(context.locale))

export const getSavedCards = createServerFn({ method: 'GET' })
  .middleware([localeMiddleware])
  .handler(({ context }) => fetchSavedCards(context.locale))

export const getCharges = createServerFn({ method: 'GET' })
  .middleware([localeMiddleware])
  .validator(serverInput(v.object({ page: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(10_000)) })))
  .handler(({ data, context }) => fetchCharges(context.locale, data.page))

export const getEntitlements = createServerFn({ method: 'GET' })
  .middleware([localeMiddleware])
  .handler(({ context }) => fetchEntitlements(context.locale))

export const getPayableAppointment = createServerFn({ method: 'GET' })
  .middleware([localeMiddleware])
  .validator(serverInput(v.object({ payKey: payKeyField })))
  .handler(({ data, context }) => fetchPayableAppointment(context.locale, data.payKey))

export const createCardMethod = createServerFn({ method: 'POST' })
  .middleware([localeMiddleware])
  .validator(serverInput(v.object({ number: cardNumberField, month: monthOrYear, year: monthOrYear, cvc: cvcField })))
  .handler(({ data, context }) => tokeniseCard(context.locale, data))

export const payForAppointment = createServerFn({ method: 'POST' })
  .middleware([localeMiddleware])
  .validator(
    serverInput(
      v.object({
        payKey: payKeyField,
        sourceId: processorId,
        price: v.pipe(v.number(), v.minValue(0)),
        amountDue: v.pipe(v.number(), v.minValue(0)),
        save: v.boolean(),
      }),
    ),
  )
  .handler(({ data: input, context: { locale } }) => payAppointment(locale, input))

export const payForSubscription = createServerFn({ method: 'POST' })
  .middleware([localeMiddleware])
  .validator(serverInput(v.object({ planId: idField, optionId: idField, sourceId: processorId })))
  .handler(({ data: input, context: { locale } }) => paySubscription(locale, input))

export const answerPaymentChallenge = createServerFn({ method: 'POST' })
  .middleware([localeMiddleware])
  .validator(serverInput(v.object({ intentId: processorId, paymentId: processorId, passed: v.boolean() })))
  .handler(async ({ data, context }) => {
    await answerChallenge(context.locale, data.intentId, data.passed)
    return confirmPayment(context.locale, data.paymentId)
  })

export const confirmCardPayment = createServerFn({ method: 'POST' })
  .middleware([localeMiddleware])
  .validator(serverInput(v.object({ paymentId: processorId })))
  .handler(({ data, context }) => confirmPayment(context.locale, data.paymentId))

export const addSavedCard = createServerFn({ method: 'POST' })
  .middleware([localeMiddleware])
  .validator(serverInput(v.object({ source: processorId })))
  .handler(({ data, context }) => saveCard(context.locale, data.source))

export const removeCard = createServerFn({ method: 'POST' })
  .middleware([localeMiddleware])
  .validator(serverInput(v.object({ source: processorId })))
  .handler(({ data, context }) => removeSavedCard(context.locale, data.source))

export const makeCardDefault = createServerFn({ method: 'POST' })
  .middleware([localeMiddleware])
  .validator(serverInput(v.object({ source: processorId })))
  .handler(({ data, context }) => setDefaultCard(context.locale, data.source))

export const setSubscriptionRenewal = createServerFn({ method: 'POST' })
  .middleware([localeMiddleware])
  .validator(serverInput(v.object({ on: v.boolean() })))
  .handler(({ data, context }) => changeAutoRenew(context.locale, data.on))

export const switchPlan = createServerFn({ method: 'POST' })
  .middleware([localeMiddleware])
  .validator(serverInput(v.object({ optionId: idField })))
  .handler(({ data, context }) => switchPlanOption(context.locale, data.optionId))
