import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as t from '../src/db/schema'
import { createStripeProcessor, stripeClient } from '../src/payments/stripe-processor'
import { capturingLogger, createSignedInDoctor, createSignedInPatient, rest, setupTestApi, type TestApi } from './helpers'

/**
 * The Stripe adapter's contract (issue 13): Stripe's servers cannot be reached from here, so the
 * official SDK is pointed at a local server that records each request and answers in Stripe's
 * documented shapes (https://docs.stripe.com/api). The assertions are on what Stripe documents it
 * needs: form-encoded bodies, the secret key as bearer, an Idempotency-Key on every create.
 */

type Recorded = { method: string; path: string; headers: IncomingMessage['headers']; body: URLSearchParams }

const SECRET = 'sk_test_contract_0123456789'
const WEBHOOK_SECRET = 'whsec_contract_0123456789'
const config = { secretKey: SECRET, publishableKey: 'pk_test_contract', webhookSecret: WEBHOOK_SECRET }

const card = (id: string, customer: string | null) => ({
  id,
  object: 'payment_method',
  type: 'card',
  customer,
  card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2031, fingerprint: 'Xt5EWLLDS7FJjR1c' },
})

const intent = (id: string, status: string, metadata: Record<string, string> = {}) => ({
  id,
  object: 'payment_intent',
  status,
  client_secret: `${id}_secret_abc`,
  metadata,
  latest_charge: status === 'succeeded' ? { id: `ch_${id}`, object: 'charge', receipt_url: `https://pay.stripe.com/receipts/${id}` } : null,
  last_payment_error: null,
})

const PRICES: Record<string, { id: string; lookup_key: string; recurring: { interval: string } }> = {
  price_monthly: { id: 'price_monthly', lookup_key: 'premium_monthly', recurring: { interval: 'month' } },
  price_yearly: { id: 'price_yearly', lookup_key: 'premium_yearly', recurring: { interval: 'year' } },
}
const NOW_S = Math.floor(Date.now() / 1000)
const PERIOD = { start: NOW_S, end: NOW_S + 30 * 86_400 }
/** the period a renewal pays for, after the first */
const NEXT_END = PERIOD.end + 60 * 86_400

/** How many refund requests in a row Stripe answers with a server error (the SDK retries twice). */
let refundFailures = 0

/** Stripe's subscriptions as the recording server keeps them: which schedule holds a pending change. */
const schedules = new Map<string, string>()

const subscription = (id: string, status: string, intentId: string | null) => ({
  id,
  object: 'subscription',
  status,
  cancel_at_period_end: false,
  schedule: schedules.get(id) ?? null,
  items: {
    object: 'list',
    data: [
      {
        id: `si_${id}`,
        object: 'subscription_item',
        price: PRICES.price_monthly,
        current_period_start: PERIOD.start,
        current_period_end: PERIOD.end,
      },
    ],
  },
  latest_invoice: {
    id: `in_${id}`,
    object: 'invoice',
    status: status === 'active' ? 'paid' : 'open',
    payments: {
      object: 'list',
      data: intentId
        ? [{ id: `inpay_${id}`, object: 'invoice_payment', payment: { type: 'payment_intent', payment_intent: intentId } }]
        : [],
    },
  },
})

/** Stripe's answers by route; `pm_declined` is declined as Stripe declines (402 with the intent it left). */
function answer(request: Recorded): { status: number; body: unknown } {
  const { method, path, body } = request
  if (method === 'POST' && path === '/v1/customers') {
    return {
      status: 200,
      body: { id: `cus_${String(request.headers['idempotency-key']).replace(/\W/g, '')}`, object: 'customer', email: body.get('email') },
    }
  }
  const methodMatch = path.match(/^\/v1\/payment_methods\/([\w]+)(\/attach|\/detach)?$/)
  if (methodMatch) return { status: 200, body: card(methodMatch[1]!, methodMatch[2] === '/attach' ? body.get('customer') : null) }
  if (method === 'POST' && path === '/v1/payment_intents') {
    if (body.get('payment_method') === 'pm_declined') {
      return {
        status: 402,
        body: {
          error: {
            type: 'card_error',
            code: 'card_declined',
            decline_code: 'insufficient_funds',
            message: 'Your card has insufficient funds.',
            payment_intent: intent('pi_declined', 'requires_payment_method'),
          },
        },
      }
    }
    return {
      status: 200,
      body: intent('pi_contract', 'succeeded', Object.fromEntries([...body].filter(([key]) => key.startsWith('metadata[')))),
    }
  }
  const intentMatch = path.match(/^\/v1\/payment_intents\/(\w+)(\/cancel)?$/)
  if (intentMatch) {
    const id = intentMatch[1]!
    if (intentMatch[2]) return { status: 200, body: intent(id, 'canceled') }
    if (id === 'pi_subscription') return { status: 200, body: intent(id, 'succeeded') }
    if (id === 'pi_declined') {
      return {
        status: 200,
        body: {
          ...intent(id, 'requires_payment_method'),
          last_payment_error: { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline' },
        },
      }
    }
    return { status: 200, body: intent(id, 'requires_action') }
  }
  if (method === 'POST' && path === '/v1/refunds') {
    if (refundFailures > 0) {
      refundFailures -= 1
      return { status: 500, body: { error: { type: 'api_error', message: "Something went wrong on Stripe's end." } } }
    }
    return {
      status: 200,
      body: { id: `re_${body.get('payment_intent')}`, object: 'refund', payment_intent: body.get('payment_intent'), status: 'succeeded' },
    }
  }
  if (method === 'GET' && path === '/v1/prices') {
    const keys = body.getAll('lookup_keys[0]')
    return { status: 200, body: { object: 'list', data: Object.values(PRICES).filter((price) => keys.includes(price.lookup_key)) } }
  }
  const priceMatch = path.match(/^\/v1\/prices\/(\w+)$/)
  if (priceMatch && PRICES[priceMatch[1]!]) return { status: 200, body: PRICES[priceMatch[1]!] }
  if (method === 'POST' && path === '/v1/subscriptions') {
    const declined = body.get('default_payment_method') === 'pm_declined'
    return {
      status: 200,
      body: subscription(
        declined ? 'sub_declined' : 'sub_contract',
        declined ? 'incomplete' : 'active',
        declined ? 'pi_declined' : 'pi_subscription',
      ),
    }
  }
  const subscriptionMatch = path.match(/^\/v1\/subscriptions\/(\w+)$/)
  if (subscriptionMatch) {
    const id = subscriptionMatch[1]!
    const found = subscription(id, method === 'DELETE' ? 'canceled' : 'active', null)
    return { status: 200, body: { ...found, cancel_at_period_end: body.get('cancel_at_period_end') === 'true' } }
  }
  if (method === 'POST' && path === '/v1/subscription_schedules') {
    const id = `sub_sched_${body.get('from_subscription')}`
    schedules.set(body.get('from_subscription')!, id)
    return { status: 200, body: { id, object: 'subscription_schedule', current_phase: { start_date: PERIOD.start, end_date: PERIOD.end } } }
  }
  const scheduleMatch = path.match(/^\/v1\/subscription_schedules\/(\w+)(\/release)?$/)
  if (scheduleMatch) {
    if (scheduleMatch[2])
      for (const [subscriptionId, scheduleId] of schedules) if (scheduleId === scheduleMatch[1]) schedules.delete(subscriptionId)
    return {
      status: 200,
      body: { id: scheduleMatch[1], object: 'subscription_schedule', current_phase: { start_date: PERIOD.start, end_date: PERIOD.end } },
    }
  }
  return { status: 404, body: { error: { type: 'invalid_request_error', message: `No such route ${method} ${path}` } } }
}

let server: Server
let recorded: Recorded[] = []
let ctx: TestApi
let processor: ReturnType<typeof createStripeProcessor>

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = ''
    req.on('data', (chunk) => (raw += chunk))
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stripe')
      const request = {
        method: req.method ?? 'GET',
        path: url.pathname,
        headers: req.headers,
        body: new URLSearchParams(req.method === 'GET' ? url.search : raw),
      }
      recorded.push(request)
      const { status, body } = answer(request)
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${recorded.length}` })
      res.end(JSON.stringify(body))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  processor = createStripeProcessor(config, stripeClient(SECRET, { host: '127.0.0.1', port, protocol: 'http' }))
  ctx = await setupTestApi()
})
afterAll(async () => {
  await ctx.close()
  await new Promise((resolve) => server.close(resolve))
})

/** A payment of an appointment waiting on its 3-D Secure step (the answer comes by webhook). */
const paymentAwaitingChallenge = (
  row: Pick<typeof t.payments.$inferInsert, 'id' | 'userId' | 'appointmentId' | 'amountCents' | 'paymentMethodId' | 'processorIntentId'>,
) => ctx.db.insert(t.payments).values({ ...row, purpose: 'appointment', description: 'x', saveCard: false, status: 'requires_action' })

const last = (path: string) => recorded.filter((request) => request.path === path).at(-1)!

/** An appointment of the patient's that Dr Keller approved: payable. */
async function approvedAppointment(patient: Awaited<ReturnType<typeof createSignedInPatient>>) {
  const doctor = await createSignedInDoctor(ctx.db)
  const [plan] = await ctx.db
    .select()
    .from(t.consultPlans)
    .where(and(eq(t.consultPlans.doctorId, doctor.doctor.id), eq(t.consultPlans.type, t.PLAN_TYPE.videoCall)))
  const created = await ctx.gql<{ CreateAppointment: { id: string } }>(
    `mutation($input: CreateAppointmentInput!) { CreateAppointment(input: $input) { id } }`,
    {
      input: {
        doctor_id: String(doctor.doctor.id),
        plan_id: String(plan!.id),
        dates: [new Date(Date.now() + 86_400_000 * 2).toISOString()],
        reason: 'Rash on the arm',
      },
    },
    patient.headers,
  )
  const id = Number(created.data!.CreateAppointment.id)
  await ctx.gql(`mutation($id: ID!) { doctorApproveAppointment(id: $id) { status } }`, { id }, doctor.headers)
  const [appointment] = await ctx.db.select().from(t.appointments).where(eq(t.appointments.id, id))
  return appointment!
}

describe("the Stripe adapter speaks Stripe's API", () => {
  it('creates a customer with the secret key, an idempotency key and our user id', async () => {
    recorded = []
    expect(await processor.createCustomer({ userId: 7, email: 'ada@example.test' }, 'customer-7')).toBe('cus_customer7')
    const request = last('/v1/customers')
    expect(request.method).toBe('POST')
    expect(request.headers.authorization).toBe(`Bearer ${SECRET}`)
    expect(request.headers['idempotency-key']).toBe('customer-7')
    expect(request.headers['content-type']).toContain('application/x-www-form-urlencoded')
    expect(Object.fromEntries(request.body)).toEqual({ email: 'ada@example.test', 'metadata[user_id]': '7' })
  })

  it('attaches a payment method to the customer', async () => {
    recorded = []
    const saved = await processor.attachCard('cus_contract', 'pm_card')
    expect(saved).toEqual({
      paymentMethodId: 'pm_card',
      brand: 'visa',
      last4: '4242',
      expMonth: 12,
      expYear: 2031,
      fingerprint: 'Xt5EWLLDS7FJjR1c',
    })
    expect(recorded.map((request) => `${request.method} ${request.path}`)).toEqual([
      'GET /v1/payment_methods/pm_card',
      'POST /v1/payment_methods/pm_card/attach',
    ])
    expect(last('/v1/payment_methods/pm_card/attach').body.get('customer')).toBe('cus_contract')
  })

  it('creates and confirms a PaymentIntent in minor units with 3-D Secure in the page and no redirects', async () => {
    recorded = []
    const input = {
      customerId: 'cus_contract',
      paymentMethodId: 'pm_card',
      amountCents: 12_050,
      currency: 'eur' as const,
      description: 'Appointment #3',
      metadata: { payment_id: 'pay_1', purpose: 'appointment' },
      offSession: false,
      saveCard: true,
    }
    const outcome = await processor.charge(input, 'pay_1')
    expect(outcome).toEqual({ status: 'succeeded', intentId: 'pi_contract', receiptUrl: 'https://pay.stripe.com/receipts/pi_contract' })
    const request = last('/v1/payment_intents')
    expect(request.headers['idempotency-key']).toBe('pay_1')
    expect(Object.fromEntries(request.body)).toEqual({
      amount: '12050',
      currency: 'eur',
      customer: 'cus_contract',
      payment_method: 'pm_card',
      'automatic_payment_methods[enabled]': 'true',
      'automatic_payment_methods[allow_redirects]': 'never',
      description: 'Appointment #3',
      'metadata[payment_id]': 'pay_1',
      'metadata[purpose]': 'appointment',
      confirm: 'true',
      setup_future_usage: 'off_session',
      'expand[0]': 'latest_charge',
    })

    // A renewal is charged without the patient: off_session, and no setup for later.
    await processor.charge({ ...input, offSession: true, saveCard: false }, 'pay_2')
    const renewal = Object.fromEntries(last('/v1/payment_intents').body)
    expect(renewal).toMatchObject({ off_session: 'true' })
    expect(renewal).not.toHaveProperty('setup_future_usage')
  })

  it("turns a decline into a failed outcome with Stripe's code and the intent it left", async () => {
    const outcome = await processor.charge(
      {
        customerId: 'cus_contract',
        paymentMethodId: 'pm_declined',
        amountCents: 100,
        currency: 'eur',
        description: '',
        metadata: {},
        offSession: false,
        saveCard: false,
      },
      'pay_3',
    )
    expect(outcome).toMatchObject({
      status: 'failed',
      intentId: 'pi_declined',
      error: { code: 'card_declined', declineCode: 'insufficient_funds' },
    })
  })

  it("pays an appointment through GraphQL with the payment row's id as the idempotency key", async () => {
    const api = ctx.makeApi({ paymentProcessor: processor })
    const patient = await createSignedInPatient(ctx.db)
    const appointment = await approvedAppointment(patient)
    const id = appointment.id

    recorded = []
    const paid = await ctx.gql<{ PayAppointment: { status: string; id: string } }>(
      `mutation($input: PayAppointmentInput!) { PayAppointment(input: $input) { id status } }`,
      { input: { payKey: appointment!.payKey, sourceId: 'pm_card' } },
      patient.headers,
      api,
    )
    expect(paid.errors).toBeUndefined()
    expect(paid.data!.PayAppointment.status).toBe('succeeded')
    const charge = last('/v1/payment_intents')
    expect(charge.headers['idempotency-key']).toBe(paid.data!.PayAppointment.id)
    expect(charge.body.get('payment_method')).toBe('pm_card')
    expect(charge.body.get('amount')).toBe(String(appointment!.priceCents))
    expect(charge.body.get('metadata[appointment_id]')).toBe(String(id))
    const [payment] = await ctx.db.select().from(t.payments).where(eq(t.payments.id, paid.data!.PayAppointment.id))
    expect(payment).toMatchObject({
      status: 'succeeded',
      processorIntentId: 'pi_contract',
      receiptUrl: 'https://pay.stripe.com/receipts/pi_contract',
    })
  })
})

describe('the consultation discount through Stripe', () => {
  it("charges a Premium subscriber's appointment at the price less Premium's 10 %", async () => {
    const api = ctx.makeApi({ paymentProcessor: processor })
    const patient = await createSignedInPatient(ctx.db)
    const [monthly] = await ctx.db.select().from(t.planOptions).where(eq(t.planOptions.source, 'premium_monthly'))
    // Stripe's own subscription is another test's subject: here the patient simply holds one.
    await ctx.db.insert(t.userSubscriptions).values({
      userId: patient.user.id,
      planId: monthly!.planId,
      planOptionId: monthly!.id,
      durationType: 1,
      processor: 'stripe',
      expirationDate: new Date(Date.now() + 30 * 86_400_000),
    })
    const appointment = await approvedAppointment(patient)
    recorded = []
    const paid = await ctx.gql<{ PayAppointment: { status: string } }>(
      `mutation($input: PayAppointmentInput!) { PayAppointment(input: $input) { status } }`,
      { input: { payKey: appointment.payKey, sourceId: 'pm_of_subscriber' } },
      patient.headers,
      api,
    )
    expect(paid.data?.PayAppointment.status).toBe('succeeded')
    const charge = last('/v1/payment_intents')
    expect(charge.body.get('amount')).toBe(String(appointment.priceCents - Math.round(appointment.priceCents / 10)))
    expect(charge.body.get('metadata[discount_percent]')).toBe('10')
    expect(charge.body.get('metadata[price_cents]')).toBe(String(appointment.priceCents))
  })
})

describe("a payment method not saved is its patient's (issue 25)", () => {
  it("refuses another patient's unattached payment method once its patient paid with it, without asking Stripe to charge", async () => {
    const api = ctx.makeApi({ paymentProcessor: processor })
    const payWith = async (patient: Awaited<ReturnType<typeof createSignedInPatient>>, sourceId: string) => {
      const appointment = await approvedAppointment(patient)
      return ctx.gql<{ PayAppointment: { status: string } }>(
        `mutation($input: PayAppointmentInput!) { PayAppointment(input: $input) { status } }`,
        { input: { payKey: appointment.payKey, sourceId } },
        patient.headers,
        api,
      )
    }
    const owner = await createSignedInPatient(ctx.db)
    expect((await payWith(owner, 'pm_of_owner')).data?.PayAppointment.status).toBe('succeeded')

    recorded = []
    const other = await createSignedInPatient(ctx.db)
    const refused = await payWith(other, 'pm_of_owner')
    expect(refused.errors?.[0]?.extensions?.reason).toBe('card_not_found')
    expect(recorded.filter((request) => request.path === '/v1/payment_intents')).toEqual([])
  })
})

describe('the Stripe webhook', () => {
  it('checks the signature and applies a delivery once, however often Stripe repeats it', async () => {
    const api = ctx.makeApi({ paymentProcessor: processor })
    const patient = await createSignedInPatient(ctx.db)
    const { id, priceCents } = await approvedAppointment(patient)
    // A payment whose answer never came back (the 3-D Secure step finished in the patient's bank).
    await paymentAwaitingChallenge({
      id: 'pay_from_webhook',
      userId: patient.user.id,
      appointmentId: id,
      amountCents: priceCents,
      paymentMethodId: 'pm_card',
      processorIntentId: 'pi_webhook',
    })

    const payload = JSON.stringify({
      id: 'evt_1',
      object: 'event',
      type: 'payment_intent.succeeded',
      data: { object: intent('pi_webhook', 'succeeded', { payment_id: 'pay_from_webhook' }) },
    })
    const signature = stripeClient(SECRET).webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET })
    const deliver = (body: string, header: string) =>
      api.fetch(
        new Request('http://api/payments/stripe/webhook', {
          method: 'POST',
          headers: { 'stripe-signature': header, 'content-type': 'application/json' },
          body,
        }),
      )

    const forged = await deliver(payload, stripeClient(SECRET).webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' }))
    expect(forged.status).toBe(400)
    const tampered = await deliver(payload.replace('pay_from_webhook', 'pay_other'), signature)
    expect(tampered.status).toBe(400)
    let [payment] = await ctx.db.select().from(t.payments).where(eq(t.payments.id, 'pay_from_webhook'))
    expect(payment!.status).toBe('requires_action')

    const first = await deliver(payload, signature)
    expect(await first.json()).toEqual({ received: true, duplicate: false })
    ;[payment] = await ctx.db.select().from(t.payments).where(eq(t.payments.id, 'pay_from_webhook'))
    expect(payment).toMatchObject({ status: 'succeeded', receiptUrl: 'https://pay.stripe.com/receipts/pi_webhook' })
    const [appointment] = await ctx.db.select().from(t.appointments).where(eq(t.appointments.id, id))
    expect(appointment!.paid).toBe(true)

    // Stripe repeats the delivery: acknowledged, applied nowhere twice.
    const changedAt = payment!.updatedAt
    const again = await deliver(payload, signature)
    expect(await again.json()).toEqual({ received: true, duplicate: true })
    ;[payment] = await ctx.db.select().from(t.payments).where(eq(t.payments.id, 'pay_from_webhook'))
    expect(payment!.updatedAt).toEqual(changedAt)
  })

  const signed = (type: string, object: unknown) => {
    const payload = JSON.stringify({ id: `evt_${Math.random().toString(36).slice(2)}`, object: 'event', type, data: { object } })
    return { payload, signature: stripeClient(SECRET).webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }) }
  }
  const post = (api: ReturnType<TestApi['makeApi']>, { payload, signature }: ReturnType<typeof signed>) =>
    api.fetch(
      new Request('http://api/payments/stripe/webhook', {
        method: 'POST',
        headers: { 'stripe-signature': signature, 'content-type': 'application/json' },
        body: payload,
      }),
    )

  it('acknowledges a delivery naming no payment of ours, keeps it as handled and logs it at warn (issue 25)', async () => {
    const { logger, lines } = capturingLogger()
    const api = ctx.makeApi({ paymentProcessor: processor, logger })
    const delivery = signed('payment_intent.succeeded', intent('pi_elsewhere', 'succeeded', { payment_id: 'pay_nobody_knows' }))
    const response = await post(api, delivery)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ received: true, duplicate: false })
    const eventId = (JSON.parse(delivery.payload) as { id: string }).id
    expect(await ctx.db.select().from(t.processedPaymentEvents).where(eq(t.processedPaymentEvents.id, eventId))).toHaveLength(1)
    expect(lines).toContainEqual(expect.objectContaining({ level: 40, event: eventId, msg: 'stripe webhook names no payment of ours' }))
    // Stripe's retry is a duplicate, not another failure.
    expect(await (await post(api, delivery)).json()).toEqual({ received: true, duplicate: true })
  })

  it('a payment that succeeded for a price the appointment no longer has is voided and refunded, not paid (issue 25)', async () => {
    const api = ctx.makeApi({ paymentProcessor: processor })
    const patient = await createSignedInPatient(ctx.db)
    const { id, priceCents } = await approvedAppointment(patient)
    await paymentAwaitingChallenge({
      id: 'pay_old_price',
      userId: patient.user.id,
      appointmentId: id,
      amountCents: priceCents,
      paymentMethodId: 'pm_card',
      processorIntentId: 'pi_old_price',
    })
    // A translator joined by a path that raced the payment's start: the price is now higher.
    await ctx.db
      .update(t.appointments)
      .set({ priceCents: priceCents + 4_000 })
      .where(eq(t.appointments.id, id))

    recorded = []
    expect(
      (await post(api, signed('payment_intent.succeeded', intent('pi_old_price', 'succeeded', { payment_id: 'pay_old_price' })))).status,
    ).toBe(200)
    const [payment] = await ctx.db.select().from(t.payments).where(eq(t.payments.id, 'pay_old_price'))
    expect(payment).toMatchObject({ status: 'canceled', errorCode: 'price_changed' })
    expect((await ctx.db.select().from(t.appointments).where(eq(t.appointments.id, id)))[0]!.paid).toBe(false)
    const refund = last('/v1/refunds')
    expect(refund.body.get('payment_intent')).toBe('pi_old_price')
    expect(refund.headers['idempotency-key']).toBe('refund-pay_old_price')
  })

  it('a refund that failed is asked for again when Stripe repeats the delivery, under the same idempotency key', async () => {
    const api = ctx.makeApi({ paymentProcessor: processor })
    const patient = await createSignedInPatient(ctx.db)
    const { id, priceCents } = await approvedAppointment(patient)
    await paymentAwaitingChallenge({
      id: 'pay_refund_retry',
      userId: patient.user.id,
      appointmentId: id,
      amountCents: priceCents,
      paymentMethodId: 'pm_refund_retry',
      processorIntentId: 'pi_refund_retry',
    })
    await ctx.db
      .update(t.appointments)
      .set({ priceCents: priceCents + 4_000 })
      .where(eq(t.appointments.id, id))
    const delivery = signed('payment_intent.succeeded', intent('pi_refund_retry', 'succeeded', { payment_id: 'pay_refund_retry' }))

    recorded = []
    refundFailures = 3
    expect((await post(api, delivery)).status).toBe(500)
    const [voided] = await ctx.db.select().from(t.payments).where(eq(t.payments.id, 'pay_refund_retry'))
    expect(voided).toMatchObject({ status: 'canceled', errorCode: 'price_changed' })

    const retried = await post(api, delivery)
    expect(retried.status).toBe(200)
    expect(await retried.json()).toEqual({ received: true, duplicate: false })
    const refunds = recorded.filter((request) => request.path === '/v1/refunds')
    expect(refunds.length).toBe(4)
    expect(new Set(refunds.map((request) => request.headers['idempotency-key']))).toEqual(new Set(['refund-pay_refund_retry']))
    expect((await ctx.db.select().from(t.appointments).where(eq(t.appointments.id, id)))[0]!.paid).toBe(false)
  })

  it('is not mounted for the built-in processor', async () => {
    const response = await rest(ctx.api, 'POST', '/payments/stripe/webhook', { body: '{}' })
    expect(response.status).toBe(404)
  })
})

describe('Stripe Billing keeps the subscription', () => {
  const SUBSCRIBE = `mutation($input: PaySubscriptionInput!) { PaySubscription(input: $input) { id status error_code } }`
  const SWITCH = `mutation($o: ID!) { switchSubscriptionPlan(option_id: $o) { message } }`
  let api: ReturnType<TestApi['makeApi']>
  let patient: Awaited<ReturnType<typeof createSignedInPatient>>
  let options: { monthly: typeof t.planOptions.$inferSelect; yearly: typeof t.planOptions.$inferSelect }

  const sign = (payload: string) => stripeClient(SECRET).webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET })
  const deliver = async (type: string, object: unknown, id = `evt_${Math.random().toString(36).slice(2)}`) => {
    const payload = JSON.stringify({ id, object: 'event', type, created: PERIOD.end, data: { object } })
    const response = await api.fetch(
      new Request('http://api/payments/stripe/webhook', { method: 'POST', headers: { 'stripe-signature': sign(payload) }, body: payload }),
    )
    return (await response.json()) as { received: boolean; duplicate: boolean }
  }
  const mine = async () => (await ctx.db.select().from(t.userSubscriptions).where(eq(t.userSubscriptions.userId, patient.user.id)))[0]!

  beforeAll(async () => {
    api = ctx.makeApi({ paymentProcessor: processor })
    patient = await createSignedInPatient(ctx.db)
    const all = await ctx.db.select().from(t.planOptions)
    options = {
      monthly: all.find((option) => option.source === 'premium_monthly')!,
      yearly: all.find((option) => option.source === 'premium_yearly')!,
    }
  })

  it('subscribes with a Stripe subscription on the price the option names, the card attached first', async () => {
    recorded = []
    const input = { plan_id: String(options.monthly.planId), option_id: String(options.monthly.id), sourceId: 'pm_subscriber' }
    const paid = await ctx.gql<{ PaySubscription: { id: string; status: string } }>(SUBSCRIBE, { input }, patient.headers, api)
    expect(paid.errors).toBeUndefined()
    expect(paid.data!.PaySubscription.status).toBe('succeeded')

    const calls = recorded.map((request) => `${request.method} ${request.path}`)
    expect(calls.indexOf('POST /v1/payment_methods/pm_subscriber/attach')).toBeLessThan(calls.indexOf('POST /v1/subscriptions'))
    expect(last('/v1/prices').body.get('lookup_keys[0]')).toBe('premium_monthly')
    const create = last('/v1/subscriptions')
    expect(create.headers['idempotency-key']).toBe(paid.data!.PaySubscription.id)
    expect(Object.fromEntries(create.body)).toMatchObject({
      customer: `cus_customer${patient.user.id}`,
      'items[0][price]': 'price_monthly',
      'items[0][quantity]': '1',
      default_payment_method: 'pm_subscriber',
      payment_behavior: 'allow_incomplete',
      'metadata[payment_id]': paid.data!.PaySubscription.id,
      'expand[0]': 'latest_invoice.payments',
    })
    // The first invoice's payment intent tells how the payment went.
    expect(calls).toContain('GET /v1/payment_intents/pi_subscription')
    expect(await mine()).toMatchObject({
      processor: 'stripe',
      processorSubscriptionId: 'sub_contract',
      planOptionId: options.monthly.id,
      autoRenew: true,
    })
  })

  it('ends the subscription a declined first payment left incomplete, and answers the decline', async () => {
    const someone = await createSignedInPatient(ctx.db)
    recorded = []
    const input = { plan_id: String(options.monthly.planId), option_id: String(options.monthly.id), sourceId: 'pm_declined' }
    const answer = await ctx.gql<{ PaySubscription: { status: string; error_code: string } }>(SUBSCRIBE, { input }, someone.headers, api)
    expect(answer.data!.PaySubscription).toMatchObject({ status: 'failed', error_code: 'card_declined' })
    expect(recorded.some((request) => request.method === 'DELETE' && request.path === '/v1/subscriptions/sub_declined')).toBe(true)
    expect(await ctx.db.select().from(t.userSubscriptions).where(eq(t.userSubscriptions.userId, someone.user.id))).toEqual([])
  })

  it('cancels and resumes at the period end through Stripe', async () => {
    recorded = []
    const cancel = await rest(api, 'POST', '/subscriptions/stripe/cancel', { headers: patient.headers })
    expect(cancel.status).toBe(200)
    expect(last('/v1/subscriptions/sub_contract').body.get('cancel_at_period_end')).toBe('true')
    expect((await mine()).autoRenew).toBe(false)
    const restart = await rest(api, 'POST', '/subscriptions/stripe/restart', { headers: patient.headers })
    expect(restart.status).toBe(200)
    expect(last('/v1/subscriptions/sub_contract').body.get('cancel_at_period_end')).toBe('false')
    expect((await mine()).autoRenew).toBe(true)
  })

  it('switchPlan schedules the yearly price from the next period, without proration; switching back releases it', async () => {
    recorded = []
    expect((await ctx.gql(SWITCH, { o: String(options.yearly.id) }, patient.headers, api)).errors).toBeUndefined()
    expect(last('/v1/subscription_schedules').body.get('from_subscription')).toBe('sub_contract')
    expect(Object.fromEntries(last('/v1/subscription_schedules/sub_sched_sub_contract').body)).toEqual({
      end_behavior: 'release',
      proration_behavior: 'none',
      'phases[0][items][0][price]': 'price_monthly',
      'phases[0][items][0][quantity]': '1',
      'phases[0][start_date]': String(PERIOD.start),
      'phases[0][end_date]': String(PERIOD.end),
      'phases[1][items][0][price]': 'price_yearly',
      'phases[1][items][0][quantity]': '1',
      'phases[1][duration][interval]': 'year',
      'phases[1][duration][interval_count]': '1',
    })
    expect((await mine()).planOptionId).toBe(options.yearly.id)

    recorded = []
    expect((await ctx.gql(SWITCH, { o: String(options.monthly.id) }, patient.headers, api)).errors).toBeUndefined()
    expect(recorded.map((request) => `${request.method} ${request.path}`)).toContain(
      'POST /v1/subscription_schedules/sub_sched_sub_contract/release',
    )
    expect((await mine()).planOptionId).toBe(options.monthly.id)
  })

  it('a paid renewal invoice moves the period on once and lands in the history with its receipt', async () => {
    const before = await mine()
    const invoice = {
      id: 'in_renewal_1',
      object: 'invoice',
      billing_reason: 'subscription_cycle',
      amount_paid: options.monthly.priceCents,
      amount_due: options.monthly.priceCents,
      hosted_invoice_url: 'https://invoice.stripe.com/i/in_renewal_1',
      parent: { type: 'subscription_details', subscription_details: { subscription: 'sub_contract' } },
      lines: {
        object: 'list',
        data: [{ id: 'il_1', object: 'line_item', period: { start: Math.floor(before.expirationDate.getTime() / 1000), end: NEXT_END } }],
      },
      payments: { object: 'list', data: [{ payment: { type: 'payment_intent', payment_intent: 'pi_renewal_1' } }] },
    }
    expect(await deliver('invoice.paid', invoice, 'evt_renewal_1')).toEqual({ received: true, duplicate: false })
    expect(await deliver('invoice.paid', invoice, 'evt_renewal_1')).toEqual({ received: true, duplicate: true })
    expect((await mine()).expirationDate).toEqual(new Date(NEXT_END * 1000))
    const renewals = await ctx.db
      .select()
      .from(t.payments)
      .where(and(eq(t.payments.userId, patient.user.id), eq(t.payments.purpose, 'renewal')))
    expect(renewals).toMatchObject([
      {
        status: 'succeeded',
        amountCents: options.monthly.priceCents,
        receiptUrl: invoice.hosted_invoice_url,
        processorIntentId: 'pi_renewal_1',
      },
    ])
  })

  it('follows Stripe when the subscription changes and when Stripe ends it, telling the patient', async () => {
    const periodEnd = NEXT_END
    const updated = {
      ...subscription('sub_contract', 'active', null),
      cancel_at_period_end: true,
      items: { object: 'list', data: [{ price: PRICES.price_yearly, current_period_end: periodEnd }] },
    }
    await deliver('customer.subscription.updated', updated)
    expect(await mine()).toMatchObject({ autoRenew: false, durationType: 2, planOptionId: options.yearly.id })

    // Stripe ended it early (its retries of a renewal gave up): access ends then, and the patient hears of it.
    await deliver('customer.subscription.updated', { ...updated, cancel_at_period_end: false })
    const endedAt = periodEnd - 86_400
    await deliver('customer.subscription.deleted', { ...updated, status: 'canceled', ended_at: endedAt })
    expect(await mine()).toMatchObject({ autoRenew: false, expirationDate: new Date(endedAt * 1000) })
    const mail = await ctx.db.select().from(t.outboxMessages).where(eq(t.outboxMessages.recipient, patient.user.email))
    expect(mail.some((message) => /subscription/i.test(message.subject ?? ''))).toBe(true)
  })
})
