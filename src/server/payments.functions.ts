import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { localeField } from '~/lib/locale-input'
import { idField, payKeyField } from '~/lib/id-fields'
import { serverInput } from '~/lib/server-input'
import { cardNumberField, cvcField } from '../../contract/payment-fields'
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
  .validator(serverInput(v.object({ locale: localeField })))
  .handler(({ data }) => fetchPaymentConfig(data.locale))

export const getSavedCards = createServerFn({ method: 'GET' })
  .validator(serverInput(v.object({ locale: localeField })))
  .handler(({ data }) => fetchSavedCards(data.locale))

export const getCharges = createServerFn({ method: 'GET' })
  .validator(serverInput(v.object({ locale: localeField, page: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(10_000)) })))
  .handler(({ data }) => fetchCharges(data.locale, data.page))

export const getEntitlements = createServerFn({ method: 'GET' })
  .validator(serverInput(v.object({ locale: localeField })))
  .handler(({ data }) => fetchEntitlements(data.locale))

export const getPayableAppointment = createServerFn({ method: 'GET' })
  .validator(serverInput(v.object({ locale: localeField, payKey: payKeyField })))
  .handler(({ data }) => fetchPayableAppointment(data.locale, data.payKey))

export const createCardMethod = createServerFn({ method: 'POST' })
  .validator(serverInput(v.object({ locale: localeField, number: cardNumberField, month: monthOrYear, year: monthOrYear, cvc: cvcField })))
  .handler(({ data }) => tokeniseCard(data.locale, data))

export const payForAppointment = createServerFn({ method: 'POST' })
  .validator(
    serverInput(
      v.object({
        locale: localeField,
        payKey: payKeyField,
        sourceId: processorId,
        price: v.pipe(v.number(), v.minValue(0)),
        amountDue: v.pipe(v.number(), v.minValue(0)),
        save: v.boolean(),
      }),
    ),
  )
  .handler(({ data: { locale, ...input } }) => payAppointment(locale, input))

export const payForSubscription = createServerFn({ method: 'POST' })
  .validator(serverInput(v.object({ locale: localeField, planId: idField, optionId: idField, sourceId: processorId })))
  .handler(({ data: { locale, ...input } }) => paySubscription(locale, input))

export const answerPaymentChallenge = createServerFn({ method: 'POST' })
  .validator(serverInput(v.object({ locale: localeField, intentId: processorId, paymentId: processorId, passed: v.boolean() })))
  .handler(async ({ data }) => {
    await answerChallenge(data.locale, data.intentId, data.passed)
    return confirmPayment(data.locale, data.paymentId)
  })

export const confirmCardPayment = createServerFn({ method: 'POST' })
  .validator(serverInput(v.object({ locale: localeField, paymentId: processorId })))
  .handler(({ data }) => confirmPayment(data.locale, data.paymentId))

export const addSavedCard = createServerFn({ method: 'POST' })
  .validator(serverInput(v.object({ locale: localeField, source: processorId })))
  .handler(({ data }) => saveCard(data.locale, data.source))

export const removeCard = createServerFn({ method: 'POST' })
  .validator(serverInput(v.object({ locale: localeField, source: processorId })))
  .handler(({ data }) => removeSavedCard(data.locale, data.source))

export const makeCardDefault = createServerFn({ method: 'POST' })
  .validator(serverInput(v.object({ locale: localeField, source: processorId })))
  .handler(({ data }) => setDefaultCard(data.locale, data.source))

export const setSubscriptionRenewal = createServerFn({ method: 'POST' })
  .validator(serverInput(v.object({ locale: localeField, on: v.boolean() })))
  .handler(({ data }) => changeAutoRenew(data.locale, data.on))

export const switchPlan = createServerFn({ method: 'POST' })
  .validator(serverInput(v.object({ locale: localeField, optionId: idField })))
  .handler(({ data }) => switchPlanOption(data.locale, data.optionId))
