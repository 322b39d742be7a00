import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MAX_SAVED_CARDS } from '#contract/payments'
import * as t from '../src/db/schema'
import { createMailer } from '../src/adapters/mail'
import { createLocalProcessor } from '../src/payments/local-processor'
import { recordOutcome, STALE_PROCESSING_MS } from '../src/payments/charges.service'
import type { PaymentDeps } from '../src/payments/payment-types'
import { sweepPayments } from '../src/payments/payments.sweeper'
import { createSignedInDoctor, createSignedInPatient, errorCode, rest, setupTestApi, testEnv, type TestApi } from './helpers'

/**
 * Issue 13: paying through the built-in processor (Stripe's test mode without the network) on a
 * real database: each test card's outcome, 3-D Secure, idempotency, saved cards, the subscription,
 * renewals and the reconciliation sweep, and who may touch which payment.
 */

type Patient = Awaited<ReturnType<typeof createSignedInPatient>>
type Answer = {
  id: string
  status: string
  redirect_url: string | null
  client_secret: string | null
  error_code: string | null
  decline_code: string | null
}

const ANSWER = 'id status redirect_url client_secret error_code decline_code'
const PAY = `mutation($input: PayAppointmentInput!) { PayAppointment(input: $input) { ${ANSWER} } }`
const SUBSCRIBE = `mutation($input: PaySubscriptionInput!) { PaySubscription(input: $input) { ${ANSWER} } }`
const CONFIRM = `mutation($id: ID!) { ConfirmPayment(id: $id) { ${ANSWER} } }`
const CARDS = `{ getSource { id source is_default source_info { card { brand last4 exp_month exp_year } } } }`
const CREATE_SOURCE = `mutation($source: String!) { createSource(input: { source: $source }) { message } }`
const SET_DEFAULT = `mutation($source: String!) { setDefault(input: { source: $source }) { message } }`
const REMOVE_CARD = `mutation($source: String!) { removeCard(input: { source: $source }) { message } }`
const CHARGES = `query($p: PaginationInput) { chargePayments(pagination: $p) { total data { id created_at amount description status receipt_url } } }`
const ME = `{ me { subscribe { subscription_id name duration_type expiration_date auto_renew_status } } }`
const FEATURES = `{ getSubscriptionFeatures { id name } }`

let ctx: TestApi
let doctor: Awaited<ReturnType<typeof createSignedInDoctor>>
let videoPlan: typeof t.consultPlans.$inferSelect
let premium: { planId: number; monthly: typeof t.planOptions.$inferSelect; yearly: typeof t.planOptions.$inferSelect }

beforeAll(async () => {
  ctx = await setupTestApi()
  doctor = await createSignedInDoctor(ctx.db)
  const plans = await ctx.db
    .select()
    .from(t.consultPlans)
    .where(and(eq(t.consultPlans.doctorId, doctor.doctor.id), eq(t.consultPlans.type, t.PLAN_TYPE.videoCall)))
  videoPlan = plans[0]!
  const options = await ctx.db.select().from(t.planOptions)
  const monthly = options.find((option) => option.durationType === 1 && option.priceCents > 0)!
  premium = {
    planId: monthly.planId,
    monthly,
    yearly: options.find((option) => option.planId === monthly.planId && option.durationType === 2)!,
  }
})
afterAll(() => ctx.close())

const data = <T>(response: { data?: unknown; errors?: unknown }, field: string): T => {
  expect(response.errors, JSON.stringify(response.errors)).toBeUndefined()
  return (response.data as Record<string, T>)[field]!
}

/** An appointment of `who`'s that the doctor approved: payable. */
async function approvedAppointment(who: Patient): Promise<{ id: number; payKey: string; price: number }> {
  const date = new Date(Date.now() + 3 * 86_400_000).toISOString()
  const created = await ctx.gql(
    `mutation($input: CreateAppointmentInput!) { CreateAppointment(input: $input) { id } }`,
    { input: { doctor_id: String(doctor.doctor.id), plan_id: String(videoPlan.id), dates: [date], reason: 'Follow-up on blood pressure' } },
    who.headers,
  )
  const id = Number(data<{ id: string }>(created, 'CreateAppointment').id)
  data(
    await ctx.gql(`mutation($id: ID!) { doctorApproveAppointment(id: $id) { status } }`, { id }, doctor.headers),
    'doctorApproveAppointment',
  )
  const [row] = await ctx.db.select().from(t.appointments).where(eq(t.appointments.id, id))
  return { id, payKey: row!.payKey, price: row!.priceCents / 100 }
}

/** The built-in tokeniser, as the web's card form calls it: a payment method id or Stripe's error. */
async function newCard(
  who: Patient,
  number: string,
  { month = 12, year = new Date().getUTCFullYear() + 2, cvc = number.length === 15 ? '1234' : '123' } = {},
  api = ctx.api,
) {
  return rest(api, 'POST', '/payments/local/payment-methods', {
    body: { number, exp_month: month, exp_year: year, cvc },
    headers: who.headers,
  })
}
async function cardId(who: Patient, number: string, api = ctx.api): Promise<string> {
  const response = await newCard(who, number, {}, api)
  expect(response.status, JSON.stringify(response.json)).toBe(200)
  return response.json.data.id as string
}

const pay = (who: Patient, input: Record<string, unknown>, api = ctx.api) =>
  ctx.gql<{ PayAppointment: Answer }>(PAY, { input }, who.headers, api)

describe('the built-in tokeniser', () => {
  it("answers Stripe's validation codes for malformed cards and keeps only brand, last four and expiry", async () => {
    const patient = await createSignedInPatient(ctx.db)
    const cases: [string, Parameters<typeof newCard>[2], string, string][] = [
      ['4242424242424241', {}, 'incorrect_number', 'number'],
      ['424242424242', {}, 'incomplete_number', 'number'],
      ['4242424242424242', { month: 13 }, 'invalid_expiry_month', 'exp_month'],
      ['4242424242424242', { year: 2020 }, 'invalid_expiry_year_past', 'exp_year'],
      ['4242424242424242', { cvc: '12' }, 'incomplete_cvc', 'cvc'],
    ]
    for (const [number, options, code, param] of cases) {
      const response = await newCard(patient, number, options)
      expect(response.status, `${number} ${JSON.stringify(options)}`).toBe(402)
      expect(response.json.error).toMatchObject({ type: 'card_error', code, param })
    }

    const amex = await newCard(patient, '378282246310005')
    expect(amex.json.data).toMatchObject({ card: { brand: 'amex', last4: '0005' } })
    const [stored] = await ctx.db.select().from(t.localPaymentMethods).where(eq(t.localPaymentMethods.id, amex.json.data.id))
    expect(JSON.stringify(stored)).not.toContain('378282246310005')
    expect(JSON.stringify(stored)).not.toContain('1234')
  })

  it('is for signed-in patients only', async () => {
    const response = await rest(ctx.api, 'POST', '/payments/local/payment-methods', {
      body: { number: '4242424242424242', exp_month: 1, exp_year: 2040, cvc: '123' },
    })
    expect(response.status).toBe(401)
  })
})

describe('paying an appointment', () => {
  it('gives each test card its outcome and code; only the successful one pays', async () => {
    const patient = await createSignedInPatient(ctx.db)
    const appointment = await approvedAppointment(patient)
    const declines: [string, string, string | null][] = [
      ['4000000000000002', 'card_declined', 'generic_decline'],
      ['4000000000009995', 'card_declined', 'insufficient_funds'],
      ['4000000000009987', 'card_declined', 'lost_card'],
      ['4100000000000019', 'card_declined', 'fraudulent'],
      ['4000000000000069', 'expired_card', null],
      ['4000000000000127', 'incorrect_cvc', null],
      ['4000000000000119', 'processing_error', null],
      ['4012888888881881', 'card_declined', 'test_mode_live_card'],
    ]
    for (const [number, code, declineCode] of declines) {
      const answer = data<Answer>(
        await pay(patient, { payKey: appointment.payKey, sourceId: await cardId(patient, number), price: appointment.price }),
        'PayAppointment',
      )
      expect(answer, number).toMatchObject({ status: 'failed', error_code: code, decline_code: declineCode, redirect_url: null })
    }
    const [stillUnpaid] = await ctx.db.select().from(t.appointments).where(eq(t.appointments.id, appointment.id))
    expect(stillUnpaid!.paid).toBe(false)

    const paid = data<Answer>(
      await pay(patient, { payKey: appointment.payKey, sourceId: await cardId(patient, '4242424242424242'), price: appointment.price }),
      'PayAppointment',
    )
    expect(paid).toMatchObject({ status: 'succeeded', error_code: null, redirect_url: `/appointments/${appointment.id}?payment=true` })
    const [row] = await ctx.db.select().from(t.appointments).where(eq(t.appointments.id, appointment.id))
    expect(row!.paid).toBe(true)

    const history = data<{ total: number; data: { amount: number; status: string }[] }>(
      await ctx.gql(CHARGES, {}, patient.headers),
      'chargePayments',
    )
    expect(history.total).toBe(declines.length + 1)
    expect(history.data[0]).toMatchObject({ amount: Math.round(appointment.price * 100), status: 'succeeded' })
    expect(history.data.filter((charge) => charge.status === 'failed')).toHaveLength(7)
  })

  it('charges once for a double click, a retry, and a payment of what is already paid', async () => {
    const patient = await createSignedInPatient(ctx.db)
    const appointment = await approvedAppointment(patient)
    const card = await cardId(patient, '4242424242424242')
    const input = { payKey: appointment.payKey, sourceId: card, price: appointment.price }
    const [first, second] = await Promise.all([pay(patient, input), pay(patient, input)])
    const answers = [first, second].map((response) =>
      response.errors ? response.errors[0]!.extensions!.reason : response.data!.PayAppointment.status,
    )
    // Either the second saw the first in flight, or it arrived after and answered the same payment.
    expect(answers).toContain('succeeded')
    for (const answer of answers) expect(['succeeded', 'payment_in_progress']).toContain(answer)

    const retried = data<Answer>(await pay(patient, input), 'PayAppointment')
    expect(retried.status).toBe('succeeded')
    const succeeded = await ctx.db
      .select()
      .from(t.payments)
      .where(and(eq(t.payments.appointmentId, appointment.id), eq(t.payments.status, 'succeeded')))
    expect(succeeded).toHaveLength(1)
    expect(retried.id).toBe(succeeded[0]!.id)
    const intents = await ctx.db.select().from(t.localPaymentIntents).where(eq(t.localPaymentIntents.paymentMethodId, card))
    expect(intents).toHaveLength(1)
  })

  it("refuses a changed price, an unapproved appointment, and another patient's payKey or card", async () => {
    const patient = await createSignedInPatient(ctx.db)
    const other = await createSignedInPatient(ctx.db)
    const appointment = await approvedAppointment(patient)
    const card = await cardId(patient, '4242424242424242')

    const changed = await pay(patient, { payKey: appointment.payKey, sourceId: card, price: appointment.price + 1 })
    expect(changed.errors?.[0]?.extensions?.reason).toBe('price_changed')

    const notMine = await pay(other, { payKey: appointment.payKey, sourceId: await cardId(other, '4242424242424242') })
    expect(errorCode(notMine)).toBe('NOT_FOUND')

    // A card saved by someone else cannot pay my appointment.
    const othersSaved = await cardId(other, '5555555555554444')
    data(await ctx.gql(CREATE_SOURCE, { source: othersSaved }, other.headers), 'createSource')
    const withOthersCard = await pay(patient, { payKey: appointment.payKey, sourceId: othersSaved })
    expect(withOthersCard.errors?.[0]?.extensions?.reason).toBe('card_not_found')

    // Awaiting confirmation: not payable yet.
    await ctx.db.update(t.appointments).set({ status: 1 }).where(eq(t.appointments.id, appointment.id))
    const early = await pay(patient, { payKey: appointment.payKey, sourceId: card })
    expect(early.errors?.[0]?.extensions?.reason).toBe('not_payable')
    expect(await ctx.db.select().from(t.payments).where(eq(t.payments.appointmentId, appointment.id))).toEqual([])
  })

  it('a card tokenised and not saved pays only for the patient who tokenised it (issue 25)', async () => {
    const owner = await createSignedInPatient(ctx.db)
    const other = await createSignedInPatient(ctx.db)
    const appointment = await approvedAppointment(other)
    const ownersToken = await cardId(owner, '4242424242424242')

    const paid = await pay(other, { payKey: appointment.payKey, sourceId: ownersToken, price: appointment.price })
    expect(paid.errors?.[0]?.extensions?.reason).toBe('card_not_found')
    expect((await ctx.gql(CREATE_SOURCE, { source: ownersToken }, other.headers)).errors?.[0]?.extensions?.reason).toBe('card_not_found')
    expect(await ctx.db.select().from(t.localPaymentIntents).where(eq(t.localPaymentIntents.paymentMethodId, ownersToken))).toEqual([])

    // Its owner pays with it as before.
    const own = await approvedAppointment(owner)
    expect(data<Answer>(await pay(owner, { payKey: own.payKey, sourceId: ownersToken, price: own.price }), 'PayAppointment').status).toBe(
      'succeeded',
    )
  })

  it('asks for 3-D Secure: a completed challenge pays, a failed one answers the failure, nobody else may answer it', async () => {
    const patient = await createSignedInPatient(ctx.db)
    const stranger = await createSignedInPatient(ctx.db)
    const appointment = await approvedAppointment(patient)

    const first = data<Answer>(
      await pay(patient, { payKey: appointment.payKey, sourceId: await cardId(patient, '4000002500003155') }),
      'PayAppointment',
    )
    expect(first).toMatchObject({ status: 'requires_action', redirect_url: null })
    expect(first.client_secret).toBeTruthy()

    const intruder = await rest(ctx.api, 'POST', `/payments/local/intents/${first.client_secret}/authenticate`, {
      body: { result: 'complete' },
      headers: stranger.headers,
    })
    expect(intruder.status).toBe(404)
    expect(errorCode(await ctx.gql(CONFIRM, { id: first.id }, stranger.headers))).toBe('NOT_FOUND')

    const failed = await rest(ctx.api, 'POST', `/payments/local/intents/${first.client_secret}/authenticate`, {
      body: { result: 'fail' },
      headers: patient.headers,
    })
    expect(failed.json.data).toMatchObject({ status: 'failed', payment_id: first.id })
    expect(data<Answer>(await ctx.gql(CONFIRM, { id: first.id }, patient.headers), 'ConfirmPayment')).toMatchObject({
      status: 'failed',
      error_code: 'payment_intent_authentication_failure',
    })

    const second = data<Answer>(
      await pay(patient, { payKey: appointment.payKey, sourceId: await cardId(patient, '4000002500003155'), save: true }),
      'PayAppointment',
    )
    expect(second.status).toBe('requires_action')
    await rest(ctx.api, 'POST', `/payments/local/intents/${second.client_secret}/authenticate`, {
      body: { result: 'complete' },
      headers: patient.headers,
    })
    expect(data<Answer>(await ctx.gql(CONFIRM, { id: second.id }, patient.headers), 'ConfirmPayment')).toMatchObject({
      status: 'succeeded',
      redirect_url: `/appointments/${appointment.id}?payment=true`,
    })
    const [row] = await ctx.db.select().from(t.appointments).where(eq(t.appointments.id, appointment.id))
    expect(row!.paid).toBe(true)
    // The card was kept (save: true) once the payment went through.
    const cards = data<{ source_info: { card: { last4: string } } }[]>(await ctx.gql(CARDS, {}, patient.headers), 'getSource')
    expect(cards.map((card) => card.source_info.card.last4)).toEqual(['3155'])
  })

  it('a patient who walked away from a challenge can pay with another card', async () => {
    const patient = await createSignedInPatient(ctx.db)
    const appointment = await approvedAppointment(patient)
    const abandoned = data<Answer>(
      await pay(patient, { payKey: appointment.payKey, sourceId: await cardId(patient, '4000002760003184') }),
      'PayAppointment',
    )
    expect(abandoned.status).toBe('requires_action')
    const paid = data<Answer>(
      await pay(patient, { payKey: appointment.payKey, sourceId: await cardId(patient, '4242424242424242') }),
      'PayAppointment',
    )
    expect(paid.status).toBe('succeeded')
    const [first] = await ctx.db.select().from(t.payments).where(eq(t.payments.id, abandoned.id))
    expect(first!.status).toBe('canceled')
  })
})

describe('the amount captured is the price at capture (issue 25)', () => {
  const TRANSLATOR = `mutation($id: ID!, $plan: ID!) { AddTranslatorPlan(id: $id, translator_plan_id: $plan) { price } }`
  const challenge = (who: Patient, answer: Answer) =>
    rest(ctx.api, 'POST', `/payments/local/intents/${answer.client_secret}/authenticate`, {
      body: { result: 'complete' },
      headers: who.headers,
    })
  const appointmentRow = async (id: number) => (await ctx.db.select().from(t.appointments).where(eq(t.appointments.id, id)))[0]!

  it('a translator added during an unanswered challenge voids that payment; the patient then pays the new price', async () => {
    const patient = await createSignedInPatient(ctx.db)
    const appointment = await approvedAppointment(patient)
    const [translator] = await ctx.db.select().from(t.translatorPlans).limit(1)
    const open = data<Answer>(
      await pay(patient, { payKey: appointment.payKey, sourceId: await cardId(patient, '4000002500003155'), price: appointment.price }),
      'PayAppointment',
    )
    expect(open.status).toBe('requires_action')

    const added = data<{ price: number }>(
      await ctx.gql(TRANSLATOR, { id: appointment.id, plan: translator!.id }, patient.headers),
      'AddTranslatorPlan',
    )
    const newPriceCents = Math.round(appointment.price * 100) + translator!.priceCents
    expect(Math.round(added.price * 100)).toBe(newPriceCents)
    const [voided] = await ctx.db.select().from(t.payments).where(eq(t.payments.id, open.id))
    expect(voided!.status).toBe('canceled')
    // The challenge answered late pays nothing.
    await challenge(patient, open)
    expect(data<Answer>(await ctx.gql(CONFIRM, { id: open.id }, patient.headers), 'ConfirmPayment').status).toBe('canceled')
    expect((await appointmentRow(appointment.id)).paid).toBe(false)

    const paid = data<Answer>(
      await pay(patient, { payKey: appointment.payKey, sourceId: await cardId(patient, '4242424242424242'), price: newPriceCents / 100 }),
      'PayAppointment',
    )
    expect(paid.status).toBe('succeeded')
    const [payment] = await ctx.db.select().from(t.payments).where(eq(t.payments.id, paid.id))
    expect(payment!.amountCents).toBe(newPriceCents)
  })

  it('refuses a translator while a payment is being processed, with a message the patient can act on', async () => {
    const patient = await createSignedInPatient(ctx.db)
    const appointment = await approvedAppointment(patient)
    const [translator] = await ctx.db.select().from(t.translatorPlans).limit(1)
    // A payment sent to the processor and not answered yet (another tab paying this instant).
    await ctx.db.insert(t.payments).values({
      id: `pay_processing_${appointment.id}`,
      userId: patient.user.id,
      purpose: 'appointment',
      appointmentId: appointment.id,
      amountCents: Math.round(appointment.price * 100),
      priceCents: Math.round(appointment.price * 100),
      description: `Appointment #${appointment.id}`,
      paymentMethodId: 'pm_unanswered',
      status: 'processing',
    })
    const added = await ctx.gql(TRANSLATOR, { id: appointment.id, plan: translator!.id }, { ...patient.headers, locale: 'de' })
    expect(added.errors?.[0]?.extensions).toMatchObject({ reason: 'payment_in_progress' })
    expect(added.errors?.[0]?.message).toMatch(/gleich erneut/)
    expect((await appointmentRow(appointment.id)).priceCents).toBe(Math.round(appointment.price * 100))
  })

  it('a price changed another way before the challenge ends is not paid for the old amount: voided, and paid again at the new price', async () => {
    const patient = await createSignedInPatient(ctx.db)
    const appointment = await approvedAppointment(patient)
    const open = data<Answer>(
      await pay(patient, { payKey: appointment.payKey, sourceId: await cardId(patient, '4000002500003155'), price: appointment.price }),
      'PayAppointment',
    )
    expect(open.status).toBe('requires_action')
    const newPriceCents = Math.round(appointment.price * 100) + 4_000
    await ctx.db.update(t.appointments).set({ priceCents: newPriceCents }).where(eq(t.appointments.id, appointment.id))

    await challenge(patient, open)
    const confirmed = await ctx.gql(CONFIRM, { id: open.id }, patient.headers)
    expect(confirmed.errors?.[0]?.extensions).toMatchObject({ reason: 'price_changed' })
    expect((await appointmentRow(appointment.id)).paid).toBe(false)
    const [voided] = await ctx.db.select().from(t.payments).where(eq(t.payments.id, open.id))
    expect(voided).toMatchObject({ status: 'canceled', errorCode: 'price_changed' })
    // The money taken for the old price goes back (the built-in processor's intent is refunded).
    const [intent] = await ctx.db.select().from(t.localPaymentIntents).where(eq(t.localPaymentIntents.id, voided!.processorIntentId!))
    expect(intent!.status).toBe('refunded')
    // Asked again, the payment stays refused, never paid.
    expect((await ctx.gql(CONFIRM, { id: open.id }, patient.headers)).errors?.[0]?.extensions).toMatchObject({ reason: 'price_changed' })
    // The refund is recorded: a success reported later (Stripe's webhook past its day-long idempotency
    // window, when a refund asked again answers "already refunded") is acknowledged without asking again.
    expect(voided!.refundedAt).not.toBeNull()
    const refunds: string[] = []
    const local = createLocalProcessor(ctx.db)
    const refusing = {
      ...local,
      refund: async (intentId: string) => {
        refunds.push(intentId)
        throw new Error('already refunded')
      },
    }
    const late = await recordOutcome({ db: ctx.db, processor: refusing, now: () => new Date() }, open.id, {
      status: 'succeeded',
      intentId: voided!.processorIntentId!,
      receiptUrl: null,
    })
    expect(late.payment).toMatchObject({ status: 'canceled', errorCode: 'price_changed' })
    expect(refunds).toEqual([])

    const again = data<Answer>(
      await pay(patient, { payKey: appointment.payKey, sourceId: await cardId(patient, '4242424242424242'), price: newPriceCents / 100 }),
      'PayAppointment',
    )
    expect(again.status).toBe('succeeded')
    const [repaid] = await ctx.db.select().from(t.payments).where(eq(t.payments.id, again.id))
    expect(repaid!.amountCents).toBe(newPriceCents)
    expect((await appointmentRow(appointment.id)).paid).toBe(true)
  })
})

describe('declined payments are limited per patient and per card (issue 25)', () => {
  const intentsOf = async (who: Patient) =>
    (
      await ctx.db
        .select()
        .from(t.localPaymentIntents)
        .where(eq(t.localPaymentIntents.customerId, `cus_local_customer-${who.user.id}`))
    ).length
  // Its own API, so its own limiter: the declines counted here and in the other tests stay apart.
  let limited: TestApi['api']
  beforeAll(() => {
    limited = ctx.makeApi()
  })
  const declinedCard = (who: Patient, number: string, month: number) =>
    newCard(who, number, { month }, limited).then((response) => response.json.data.id as string)

  it("after ten declines a patient's next attempt is refused without reaching the processor; another patient pays", async () => {
    const patient = await createSignedInPatient(ctx.db)
    const appointment = await approvedAppointment(patient)
    // Ten declines of three cards (under five each), so only the patient's limit is reached.
    const declining = ['4000000000000002', '4000000000009987', '4000000000009979']
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const sourceId = await declinedCard(patient, declining[attempt % 3]!, 1 + attempt)
      const answer = data<Answer>(
        await pay(patient, { payKey: appointment.payKey, sourceId, price: appointment.price }, limited),
        'PayAppointment',
      )
      expect(answer.status).toBe('failed')
    }
    expect(await intentsOf(patient)).toBe(10)

    const refused = await pay(
      patient,
      { payKey: appointment.payKey, sourceId: await cardId(patient, '4242424242424242', limited), price: appointment.price },
      limited,
    )
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'TOO_MANY_REQUESTS', reason: 'too_many_declines' })
    expect(
      (
        await ctx.gql(
          PAY,
          { input: { payKey: appointment.payKey, sourceId: await cardId(patient, '4242424242424242', limited) } },
          { ...patient.headers, locale: 'ru' },
          limited,
        )
      ).errors?.[0]?.message,
    ).toMatch(/отклонено/)
    // Saving a card checks it with its issuer: refused as well.
    expect(
      (await ctx.gql(CREATE_SOURCE, { source: await cardId(patient, '5555555555554444', limited) }, patient.headers, limited)).errors?.[0]
        ?.extensions?.reason,
    ).toBe('too_many_declines')
    expect(await intentsOf(patient)).toBe(10)
    expect((await ctx.db.select().from(t.appointments).where(eq(t.appointments.id, appointment.id)))[0]!.paid).toBe(false)

    const other = await createSignedInPatient(ctx.db)
    const theirs = await approvedAppointment(other)
    expect(
      data<Answer>(
        await pay(
          other,
          { payKey: theirs.payKey, sourceId: await cardId(other, '4242424242424242', limited), price: theirs.price },
          limited,
        ),
        'PayAppointment',
      ).status,
    ).toBe('succeeded')
  })

  it('a card declined five times is refused for anyone next, whatever expiry is typed, without reaching the processor; other cards pay', async () => {
    const tries = await Promise.all(Array.from({ length: 6 }, () => createSignedInPatient(ctx.db)))
    // The card is its number (the processor's fingerprint), not brand, last four and expiry, which anyone can read off a receipt.
    for (const [index, patient] of tries.slice(0, 5).entries()) {
      const appointment = await approvedAppointment(patient)
      const answer = data<Answer>(
        await pay(
          patient,
          { payKey: appointment.payKey, sourceId: await declinedCard(patient, '4000000000009995', 1 + index), price: appointment.price },
          limited,
        ),
        'PayAppointment',
      )
      expect(answer).toMatchObject({ status: 'failed', decline_code: 'insufficient_funds' })
    }
    const sixth = tries[5]!
    const appointment = await approvedAppointment(sixth)
    const refused = await pay(
      sixth,
      { payKey: appointment.payKey, sourceId: await declinedCard(sixth, '4000000000009995', 9), price: appointment.price },
      limited,
    )
    expect(refused.errors?.[0]?.extensions?.reason).toBe('too_many_declines')
    expect(await intentsOf(sixth)).toBe(0)
    expect(
      data<Answer>(
        await pay(
          sixth,
          { payKey: appointment.payKey, sourceId: await cardId(sixth, '4242424242424242', limited), price: appointment.price },
          limited,
        ),
        'PayAppointment',
      ).status,
    ).toBe('succeeded')
  })
})

describe('receipts', () => {
  it("a paid payment links our receipt, a PDF in the patient's language; failed or another patient's payments have none", async () => {
    const { extractText, getDocumentProxy } = await import('unpdf')
    const patient = await createSignedInPatient(ctx.db, { firstName: 'Ada', lastName: 'Lovelace' })
    const appointment = await approvedAppointment(patient)
    const declined = data<Answer>(
      await pay(patient, { payKey: appointment.payKey, sourceId: await cardId(patient, '4000000000000002'), price: appointment.price }),
      'PayAppointment',
    )
    data(
      await pay(patient, { payKey: appointment.payKey, sourceId: await cardId(patient, '5555555555554444'), price: appointment.price }),
      'PayAppointment',
    )
    const history = data<{ data: { id: string; status: string; receipt_url: string | null }[] }>(
      await ctx.gql(CHARGES, {}, patient.headers),
      'chargePayments',
    ).data
    const paid = history.find((charge) => charge.status === 'succeeded')!
    expect(paid.receipt_url).toBe(`/payments/receipts/${paid.id}`)
    expect(history.find((charge) => charge.id === declined.id)!.receipt_url).toBeNull()

    const receipt = (who: Patient, id: string, locale: string) =>
      ctx.api.fetch(new Request(`http://api/payments/receipts/${id}`, { headers: { ...who.headers, locale } }))
    const response = await receipt(patient, paid.id, 'de')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(await response.arrayBuffer())), { mergePages: true })
    expect(text).toContain('Quittung')
    expect(text).toContain(paid.id)
    expect(text).toContain('Ada Lovelace')
    expect(text).toContain(`Termin Nr. ${appointment.id}`)
    expect(text).toContain('MASTERCARD •••• 4444')
    const spaced = (value: string) => value.replace(/\s+/gu, ' ')
    expect(spaced(text)).toContain(spaced(new Intl.NumberFormat('de', { style: 'currency', currency: 'EUR' }).format(appointment.price)))
    expect(text).toContain('Testmodus')

    expect((await receipt(patient, declined.id, 'en')).status).toBe(404)
    const stranger = await createSignedInPatient(ctx.db)
    expect((await receipt(stranger, paid.id, 'en')).status).toBe(404)
    expect((await ctx.api.fetch(new Request(`http://api/payments/receipts/${paid.id}`))).status).toBe(401)
  })

  it("dates the receipt in the patient's time zone, as the pages do: late evening UTC is the next morning in Tokyo", async () => {
    const { extractText, getDocumentProxy } = await import('unpdf')
    const patient = await createSignedInPatient(ctx.db, { timezone: 'Asia/Tokyo' })
    const appointment = await approvedAppointment(patient)
    const paid = data<Answer>(
      await pay(patient, { payKey: appointment.payKey, sourceId: await cardId(patient, '4242424242424242'), price: appointment.price }),
      'PayAppointment',
    )
    expect(paid.status).toBe('succeeded')
    // 20:30 UTC on 10 March is 05:30 on 11 March in Tokyo.
    await ctx.db
      .update(t.payments)
      .set({ updatedAt: new Date('2026-03-10T20:30:00Z') })
      .where(eq(t.payments.id, paid.id))

    const response = await ctx.api.fetch(
      new Request(`http://api/payments/receipts/${paid.id}`, { headers: { ...patient.headers, locale: 'en' } }),
    )
    expect(response.status).toBe(200)
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(await response.arrayBuffer())), { mergePages: true })
    expect(text).toContain('11 March 2026, 05:30')
    expect(text).not.toContain('10 March 2026')
  })
})

describe('saved cards', () => {
  // Review L9: getSource answers every saved card, so their number is bounded (and costed so).
  it(`keeps at most ${MAX_SAVED_CARDS} saved cards: another one is refused in the caller's language`, async () => {
    const patient = await createSignedInPatient(ctx.db)
    await ctx.db.insert(t.paymentSources).values(
      Array.from({ length: MAX_SAVED_CARDS }, (_, i) => ({
        userId: patient.user.id,
        paymentMethodId: `pm_full_${patient.user.id}_${i}`,
        brand: 'visa',
        last4: '4242',
        expMonth: 12,
        expYear: 2040,
      })),
    )
    const refused = await ctx.gql(
      CREATE_SOURCE,
      { source: await cardId(patient, '5555555555554444') },
      { ...patient.headers, locale: 'de' },
    )
    expect(refused.errors?.[0]).toMatchObject({
      message: expect.stringMatching(/höchstens \d+ Karten/i),
      extensions: { reason: 'too_many_cards' },
    })
    expect(data<unknown[]>(await ctx.gql(CARDS, {}, patient.headers), 'getSource')).toHaveLength(MAX_SAVED_CARDS)
  })

  it('saves a card while paying, pays with it, sets another default, and moves the default before a removal', async () => {
    const patient = await createSignedInPatient(ctx.db)
    const first = await approvedAppointment(patient)
    data(await pay(patient, { payKey: first.payKey, sourceId: await cardId(patient, '4242424242424242'), save: true }), 'PayAppointment')
    let cards = data<{ source: string; is_default: boolean; source_info: { card: { brand: string; last4: string } } }[]>(
      await ctx.gql(CARDS, {}, patient.headers),
      'getSource',
    )
    expect(cards).toMatchObject([{ is_default: true, source_info: { card: { brand: 'visa', last4: '4242' } } }])

    const second = await approvedAppointment(patient)
    expect(data<Answer>(await pay(patient, { payKey: second.payKey, sourceId: cards[0]!.source }), 'PayAppointment').status).toBe(
      'succeeded',
    )

    const mastercard = await cardId(patient, '5555555555554444')
    expect(data(await ctx.gql(CREATE_SOURCE, { source: mastercard }, patient.headers), 'createSource')).toEqual({ message: 'card_added' })
    data(await ctx.gql(SET_DEFAULT, { source: mastercard }, patient.headers), 'setDefault')
    cards = data(await ctx.gql(CARDS, {}, patient.headers), 'getSource')
    expect(cards.map((card) => [card.source_info.card.last4, card.is_default])).toEqual([
      ['4444', true],
      ['4242', false],
    ])

    const other = await createSignedInPatient(ctx.db)
    expect((await ctx.gql(REMOVE_CARD, { source: mastercard }, other.headers)).errors?.[0]?.extensions?.reason).toBe('card_not_found')
    expect((await ctx.gql(SET_DEFAULT, { source: mastercard }, other.headers)).errors?.[0]?.extensions?.reason).toBe('card_not_found')

    data(await ctx.gql(REMOVE_CARD, { source: mastercard }, patient.headers), 'removeCard')
    cards = data(await ctx.gql(CARDS, {}, patient.headers), 'getSource')
    expect(cards.map((card) => [card.source_info.card.last4, card.is_default])).toEqual([['4242', true]])
  })

  it('refuses to save a card the issuer declines, with its code', async () => {
    const patient = await createSignedInPatient(ctx.db)
    const response = await ctx.gql(CREATE_SOURCE, { source: await cardId(patient, '4000000000009995') }, patient.headers)
    expect(response.errors?.[0]?.extensions).toMatchObject({
      code: 'CARD_ERROR',
      error_code: 'card_declined',
      decline_code: 'insufficient_funds',
    })
    expect(data<unknown[]>(await ctx.gql(CARDS, {}, patient.headers), 'getSource')).toEqual([])
  })
})

describe('the Premium subscription', () => {
  it('subscribes yearly, answers me.subscribe and the features, cancels and resubscribes', async () => {
    const patient = await createSignedInPatient(ctx.db)
    expect(data<{ subscribe: unknown }>(await ctx.gql(ME, {}, patient.headers), 'me').subscribe).toBeNull()
    const freeFeatures = data<{ id: string }[]>(await ctx.gql(FEATURES, {}, patient.headers), 'getSubscriptionFeatures')

    const input = {
      plan_id: String(premium.planId),
      option_id: String(premium.yearly.id),
      sourceId: await cardId(patient, '4242424242424242'),
    }
    const answer = data<Answer>(await ctx.gql(SUBSCRIBE, { input }, patient.headers), 'PaySubscription')
    expect(answer).toMatchObject({ status: 'succeeded', redirect_url: '/subscription?page=subscribed' })

    const subscription = data<{ subscribe: { duration_type: number; expiration_date: string; auto_renew_status: boolean; name: string } }>(
      await ctx.gql(ME, {}, patient.headers),
      'me',
    ).subscribe
    expect(subscription).toMatchObject({ duration_type: 2, auto_renew_status: true })
    const expires = new Date(subscription.expiration_date)
    const inAYear = new Date()
    inAYear.setUTCFullYear(inAYear.getUTCFullYear() + 1)
    expect(Math.abs(expires.getTime() - inAYear.getTime())).toBeLessThan(60_000)
    const premiumFeatures = data<{ id: string }[]>(await ctx.gql(FEATURES, {}, patient.headers), 'getSubscriptionFeatures')
    // Premium's own feature rows, not the free plan's.
    expect(premiumFeatures.length).toBeGreaterThan(0)
    expect(premiumFeatures.filter((feature) => freeFeatures.some((free) => free.id === feature.id))).toEqual([])

    // The subscription's card is kept for renewals; a second purchase is refused.
    expect(data<unknown[]>(await ctx.gql(CARDS, {}, patient.headers), 'getSource')).toHaveLength(1)
    expect((await ctx.gql(SUBSCRIBE, { input }, patient.headers)).errors?.[0]?.extensions?.reason).toBe('already_subscribed')

    expect(data(await ctx.gql(`mutation { cancelSubscription { message } }`, {}, patient.headers), 'cancelSubscription')).toEqual({
      message: 'subscription_canceled',
    })
    let me = data<{ subscribe: { auto_renew_status: boolean; expiration_date: string } }>(await ctx.gql(ME, {}, patient.headers), 'me')
    expect(me.subscribe).toMatchObject({ auto_renew_status: false, expiration_date: subscription.expiration_date })

    const restarted = await rest(ctx.api, 'POST', '/subscriptions/stripe/restart', { headers: patient.headers })
    expect(restarted).toMatchObject({ status: 200, json: { data: { auto_renew_status: true } } })
    const cancelled = await rest(ctx.api, 'POST', '/subscriptions/stripe/cancel', { headers: patient.headers })
    expect(cancelled.json.data).toMatchObject({ auto_renew_status: false })
    me = data(await ctx.gql(ME, {}, patient.headers), 'me')
    expect(me.subscribe.auto_renew_status).toBe(false)
  })

  it('refuses cancelling without a subscription, and restarting without a saved card', async () => {
    const patient = await createSignedInPatient(ctx.db)
    expect((await ctx.gql(`mutation { cancelSubscription { message } }`, {}, patient.headers)).errors?.[0]?.extensions?.reason).toBe(
      'not_subscribed',
    )
    const input = {
      plan_id: String(premium.planId),
      option_id: String(premium.monthly.id),
      sourceId: await cardId(patient, '4242424242424242'),
    }
    data(await ctx.gql(SUBSCRIBE, { input }, patient.headers), 'PaySubscription')
    data(await ctx.gql(`mutation { cancelSubscription { message } }`, {}, patient.headers), 'cancelSubscription')
    const [card] = data<{ source: string }[]>(await ctx.gql(CARDS, {}, patient.headers), 'getSource')
    data(await ctx.gql(REMOVE_CARD, { source: card!.source }, patient.headers), 'removeCard')
    expect((await ctx.gql(`mutation { restartSubscription { message } }`, {}, patient.headers)).errors?.[0]?.extensions?.reason).toBe(
      'no_saved_card',
    )
  })

  it('refuses a plan option that does not belong to the plan', async () => {
    const patient = await createSignedInPatient(ctx.db)
    const [free] = (await ctx.db.select().from(t.planOptions)).filter((option) => option.priceCents === 0)
    const input = { plan_id: String(premium.planId), option_id: String(free!.id), sourceId: await cardId(patient, '4242424242424242') }
    expect((await ctx.gql(SUBSCRIBE, { input }, patient.headers)).errors?.[0]?.extensions?.reason).toBe('plan_not_found')
  })
})

describe('the sweep: renewals and reconciliation', () => {
  /** The payment dependencies with a clock the test moves. */
  function sweepDeps(at: { now: Date }): PaymentDeps {
    return { db: ctx.db, processor: createLocalProcessor(ctx.db), now: () => at.now, mailer: createMailer(testEnv(), ctx.db) }
  }

  async function subscribedPatient() {
    const patient = await createSignedInPatient(ctx.db)
    const input = {
      plan_id: String(premium.planId),
      option_id: String(premium.monthly.id),
      sourceId: await cardId(patient, '4242424242424242'),
    }
    data(await ctx.gql(SUBSCRIBE, { input }, patient.headers), 'PaySubscription')
    const [subscription] = await ctx.db.select().from(t.userSubscriptions).where(eq(t.userSubscriptions.userId, patient.user.id))
    return { patient, subscription: subscription! }
  }

  it('renews a due subscription once by charging the default card, from the end of the period', async () => {
    const { patient, subscription } = await subscribedPatient()
    const at = { now: new Date(subscription.expirationDate.getTime() + 60_000) }
    await sweepPayments(sweepDeps(at))
    await sweepPayments(sweepDeps(at))
    const [renewed] = await ctx.db.select().from(t.userSubscriptions).where(eq(t.userSubscriptions.userId, patient.user.id))
    const expected = new Date(subscription.expirationDate)
    expected.setUTCMonth(expected.getUTCMonth() + 1)
    expect(renewed!.expirationDate.getTime()).toBe(expected.getTime())
    const renewals = await ctx.db
      .select()
      .from(t.payments)
      .where(and(eq(t.payments.userId, patient.user.id), eq(t.payments.purpose, 'renewal')))
    expect(renewals).toMatchObject([{ status: 'succeeded', amountCents: premium.monthly.priceCents }])
  })

  it('switchPlan: monthly to yearly from the next renewal on, which charges the yearly price for a year', async () => {
    const { patient, subscription } = await subscribedPatient()
    const SWITCH = `mutation($o: ID!) { switchSubscriptionPlan(option_id: $o) { message } }`
    const [free] = (await ctx.db.select().from(t.planOptions)).filter((option) => option.priceCents === 0)
    expect((await ctx.gql(SWITCH, { o: String(free!.id) }, patient.headers)).errors?.[0]?.extensions?.reason).toBe('plan_not_found')
    const stranger = await createSignedInPatient(ctx.db)
    expect((await ctx.gql(SWITCH, { o: String(premium.yearly.id) }, stranger.headers)).errors?.[0]?.extensions?.reason).toBe(
      'not_subscribed',
    )

    expect(data(await ctx.gql(SWITCH, { o: String(premium.yearly.id) }, patient.headers), 'switchSubscriptionPlan')).toEqual({
      message: 'plan_switched',
    })
    const pending = data<{ subscribe: { duration_type: number; next_duration_type: number | null; expiration_date: string } }>(
      await ctx.gql(`{ me { subscribe { duration_type next_duration_type expiration_date } } }`, {}, patient.headers),
      'me',
    ).subscribe
    // The month already paid for stays a month.
    expect(pending).toMatchObject({ duration_type: 1, next_duration_type: 2 })
    expect(new Date(pending.expiration_date).getTime()).toBe(subscription.expirationDate.getTime())

    await sweepPayments(sweepDeps({ now: new Date(subscription.expirationDate.getTime() + 60_000) }))
    const [renewed] = await ctx.db.select().from(t.userSubscriptions).where(eq(t.userSubscriptions.userId, patient.user.id))
    const inAYear = new Date(subscription.expirationDate)
    inAYear.setUTCFullYear(inAYear.getUTCFullYear() + 1)
    expect(renewed).toMatchObject({ durationType: 2, planOptionId: premium.yearly.id, expirationDate: inAYear })
    const [renewal] = await ctx.db
      .select()
      .from(t.payments)
      .where(and(eq(t.payments.userId, patient.user.id), eq(t.payments.purpose, 'renewal')))
    expect(renewal).toMatchObject({ status: 'succeeded', amountCents: premium.yearly.priceCents })
  })

  it('cancelling drops a pending switch: nothing renews, so the next period is the current one again', async () => {
    const { patient } = await subscribedPatient()
    data(
      await ctx.gql(
        `mutation($o: ID!) { switchSubscriptionPlan(option_id: $o) { message } }`,
        { o: String(premium.yearly.id) },
        patient.headers,
      ),
      'switchSubscriptionPlan',
    )
    data(await ctx.gql(`mutation { cancelSubscription { message } }`, {}, patient.headers), 'cancelSubscription')
    const me = data<{ subscribe: { duration_type: number; next_duration_type: number | null; auto_renew_status: boolean } }>(
      await ctx.gql(`{ me { subscribe { duration_type next_duration_type auto_renew_status } } }`, {}, patient.headers),
      'me',
    )
    expect(me.subscribe).toEqual({ duration_type: 1, next_duration_type: null, auto_renew_status: false })
  })

  it('a failed renewal ends the subscription at expiry and tells the patient', async () => {
    const { patient, subscription } = await subscribedPatient()
    // The default card becomes one that attaches but is declined when charged (Stripe's …0341).
    const declining = await cardId(patient, '4000000000000341')
    data(await ctx.gql(CREATE_SOURCE, { source: declining }, patient.headers), 'createSource')
    data(await ctx.gql(SET_DEFAULT, { source: declining }, patient.headers), 'setDefault')

    const at = { now: new Date(subscription.expirationDate.getTime() + 60_000) }
    expect((await sweepPayments(sweepDeps(at))).renewed).toBe(0)
    const [ended] = await ctx.db.select().from(t.userSubscriptions).where(eq(t.userSubscriptions.userId, patient.user.id))
    expect(ended).toMatchObject({ autoRenew: false, expirationDate: subscription.expirationDate })
    const mail = await ctx.db.select().from(t.outboxMessages).where(eq(t.outboxMessages.recipient, patient.user.email))
    expect(mail.some((message) => /subscription/i.test(message.subject ?? ''))).toBe(true)
    // A second sweep neither charges again nor writes again.
    await sweepPayments(sweepDeps({ now: new Date(at.now.getTime() + 60_000) }))
    const renewals = await ctx.db
      .select()
      .from(t.payments)
      .where(and(eq(t.payments.userId, patient.user.id), eq(t.payments.purpose, 'renewal')))
    expect(renewals).toMatchObject([{ status: 'failed', errorCode: 'card_declined' }])
  })

  it('reconciles a payment cut off between charge and write with the same idempotency key', async () => {
    const patient = await createSignedInPatient(ctx.db)
    const appointment = await approvedAppointment(patient)
    const card = await cardId(patient, '4242424242424242')
    const crashedAt = new Date(Date.now() - STALE_PROCESSING_MS - 60_000)
    // The row was written and the processor charged, then the process died before the answer was recorded.
    const [payment] = await ctx.db
      .insert(t.payments)
      .values({
        id: 'pay_crashed_between_charge_and_write',
        userId: patient.user.id,
        purpose: 'appointment',
        appointmentId: appointment.id,
        amountCents: Math.round(appointment.price * 100),
        description: `Appointment #${appointment.id}`,
        paymentMethodId: card,
        saveCard: false,
        status: 'processing',
        createdAt: crashedAt,
        updatedAt: crashedAt,
      })
      .returning()
    const deps = sweepDeps({ now: new Date() })
    const [customer] = await ctx.db.select().from(t.paymentCustomers).where(eq(t.paymentCustomers.userId, patient.user.id))
    const customerId =
      customer?.customerId ?? (await deps.processor.createCustomer({ userId: patient.user.id, email: '' }, `customer-${patient.user.id}`))
    const charged = await deps.processor.charge(
      {
        customerId,
        paymentMethodId: card,
        amountCents: payment!.amountCents,
        currency: 'eur',
        description: '',
        metadata: {},
        offSession: false,
        saveCard: false,
      },
      payment!.id,
    )
    expect(charged.status).toBe('succeeded')

    expect((await sweepPayments(deps)).reconciled).toBeGreaterThanOrEqual(1)
    const [reconciled] = await ctx.db.select().from(t.payments).where(eq(t.payments.id, payment!.id))
    expect(reconciled).toMatchObject({ status: 'succeeded', processorIntentId: charged.intentId })
    const [row] = await ctx.db.select().from(t.appointments).where(eq(t.appointments.id, appointment.id))
    expect(row!.paid).toBe(true)
    // One charge at the processor, not two.
    expect(await ctx.db.select().from(t.localPaymentIntents).where(eq(t.localPaymentIntents.idempotencyKey, payment!.id))).toHaveLength(1)
  })
})
