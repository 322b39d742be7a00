import type { Hono } from 'hono'
import type { Database } from '../db/client'
import type { Logger } from '../shared/logger'
import { fail, jsonBody, ok, requestLocale, restPatient } from '../shared/rest'
import { pdfResponse } from '../shared/pdf'
import { renderReceiptPdf } from './receipt-pdf'
import type { LocalProcessor } from './local-processor'
import { PAYMENT_ID_PATTERN } from '#contract/payments'
import { ensureCustomer } from './cards.service'
import { findReceipt } from './receipts.service'
import type { PaymentDeps } from './payment-types'
import { setAutoRenew } from '../subscriptions/patient-subscriptions.service'
import { applyWebhookEvent } from './webhook-changes'

/**
 * Payment REST routes (ADR 0033): the subscription's cancel and restart (spec part 2 §7), Stripe's
 * webhook, and the built-in processor's two endpoints, which stand in for Stripe.js: turning a card
 * into a payment method (the only place its number and CVC are seen) and answering a 3-D Secure
 * challenge.
 */
export function mountPaymentRoutes(app: Hono, deps: { db: Database; authSecret: string; payments: PaymentDeps | null; logger: Logger }) {
  const { db, authSecret, payments, logger } = deps

  for (const [path, on] of [
    ['/subscriptions/stripe/cancel', false],
    ['/subscriptions/stripe/restart', true],
  ] as const) {
    app.post(path, async (c) => {
      const session = await restPatient(c, db, authSecret)
      if ('response' in session) return session.response
      if (!payments) return fail(c, 503, 'payments_unavailable')
      const result = await setAutoRenew(payments, session.userId, on)
      if (!result.ok) return fail(c, 409, 'refused' in result ? result.refused : 'card_error')
      return ok(c, { message: on ? 'subscription_restarted' : 'subscription_canceled', auto_renew_status: result.value.autoRenew })
    })
  }

  app.get('/payments/receipts/:id', async (c) => {
    const session = await restPatient(c, db, authSecret)
    if ('response' in session) return session.response
    const id = c.req.param('id')
    // Another patient's payment, or one not paid, answers exactly like a missing one.
    const receipt = payments && PAYMENT_ID_PATTERN.test(id) ? await findReceipt(payments, session.userId, id, requestLocale(c)) : null
    if (!receipt) return fail(c, 404, 'not_found')
    return pdfResponse(await renderReceiptPdf(receipt, requestLocale(c)), `receipt-${id}.pdf`)
  })

  const processor = payments?.processor
  if (payments && processor?.parseWebhook) {
    const parse = processor.parseWebhook.bind(processor)
    app.post('/payments/stripe/webhook', async (c) => {
      const payload = await c.req.text()
      let event
      try {
        event = parse(payload, c.req.header('stripe-signature') ?? '')
      } catch {
        return c.json({ error: 'invalid_signature' }, 400)
      }
      // A delivery Stripe repeats (it retries until it hears 2xx) is applied once.
      const applied = await applyWebhookEvent(payments, event)
      if (applied === 'duplicate') return c.json({ received: true, duplicate: true })
      // Acknowledged all the same: Stripe would otherwise retry a delivery we can never apply for days.
      if (applied === 'unknown_payment') logger.warn({ event: event.id, type: event.type }, 'stripe webhook names no payment of ours')
      return c.json({ received: true, duplicate: false })
    })
  }

  if (payments && processor?.name === 'local') {
    const local = processor as LocalProcessor

    app.post('/payments/local/payment-methods', async (c) => {
      const session = await restPatient(c, db, authSecret)
      if ('response' in session) return session.response
      const body = await jsonBody(c)
      if (!body) return fail(c, 400, 'bad_request')
      const customerId = await ensureCustomer(payments, session.userId)
      const month = Number(body.exp_month)
      const year = Number(body.exp_year)
      const card = {
        number: typeof body.number === 'string' ? body.number : '',
        expMonth: body.exp_month === undefined || body.exp_month === '' || !Number.isFinite(month) ? null : month,
        expYear: body.exp_year === undefined || body.exp_year === '' || !Number.isFinite(year) ? null : year,
        cvc: typeof body.cvc === 'string' ? body.cvc : '',
      }
      const result = await local.createPaymentMethod(card, customerId)
      if (!result.ok) {
        const { code, declineCode, message, param } = result.error
        return c.json({ error: { type: 'card_error', code, decline_code: declineCode, message, param } }, 402)
      }
      const { paymentMethodId, brand, last4, expMonth, expYear } = result.card
      return ok(c, { id: paymentMethodId, card: { brand, last4, exp_month: expMonth, exp_year: expYear } })
    })

    app.post('/payments/local/intents/:id/authenticate', async (c) => {
      const session = await restPatient(c, db, authSecret)
      if ('response' in session) return session.response
      const body = await jsonBody(c)
      if (!body || (body.result !== 'complete' && body.result !== 'fail')) return fail(c, 400, 'bad_request')
      const intentId = c.req.param('id')
      // Only the patient who is paying may answer the challenge; anyone else's looks missing.
      const metadata = await local.intentMetadata(intentId)
      if (metadata?.user_id !== String(session.userId)) return fail(c, 404, 'payment_not_found')
      const outcome = await local.authenticate(intentId, body.result === 'complete')
      return ok(c, { status: outcome?.status ?? 'failed', payment_id: metadata.payment_id ?? null })
    })
  }
}
