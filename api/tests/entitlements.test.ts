import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as t from '../src/db/schema'
import { PLAN_FEATURE } from '#contract/payments'
import { entitlementOf, entitlementsFor, GIB, usageWindow, withinLimit, type UsageCounter } from '../src/entitlements/entitlements.service'
import { createSignedInPatient, rest, setupTestApi, type TestApi } from './helpers'
import { approvedAppointment, cardId, subscribeToPremium } from './payment-flows'

/**
 * Issue 25: what the plans sell is applied by one entitlements service. What each plan grants, the
 * lapse at the expiration date on a fake clock, the usage counter of a week/month limit, the
 * consultation discount charged and named, and the pricing page listing only what works.
 */

let ctx: TestApi
beforeAll(async () => {
  ctx = await setupTestApi()
})
afterAll(() => ctx.close())

type Patient = Awaited<ReturnType<typeof createSignedInPatient>>

const data = <T>(response: { data?: unknown; errors?: unknown }, field: string): T => {
  expect(response.errors, JSON.stringify(response.errors)).toBeUndefined()
  return (response.data as Record<string, T>)[field]!
}

/** An API whose clock the test moves (subscription periods and entitlements both follow it). */
function clockedApi() {
  const at = { now: new Date() }
  return { at, api: ctx.makeApi({ clock: () => at.now }) }
}

describe('what each plan grants', () => {
  it("without a subscription the free plan's features apply", async () => {
    const patient = await createSignedInPatient(ctx.db)
    const { plan, features } = await entitlementsFor(ctx.db, patient.user.id, new Date())
    expect(plan).toMatchObject({ name: 'Basic', subscribed: false })
    expect(features[PLAN_FEATURE.storage]).toEqual({ allowed: true, unit: 'bytes', limit: GIB, used: 0 })
    expect(features[PLAN_FEATURE.consultationDiscount]).toMatchObject({ allowed: false })
    expect(features[PLAN_FEATURE.aiTestAnalysis]).toMatchObject({ allowed: false })
    expect(features[PLAN_FEATURE.aiChat]).toMatchObject({ allowed: true, unit: 'week', limit: 10 })
    expect(entitlementOf({ plan, features }, 'no_such_feature')).toMatchObject({ allowed: false })
  })

  it("an active subscription's plan applies until its expiration date, exclusive", async () => {
    const { at, api } = clockedApi()
    const patient = await createSignedInPatient(ctx.db)
    const subscription = await subscribeToPremium(ctx, patient, api)
    const entitledAt = (ms: number) => entitlementsFor(ctx.db, patient.user.id, new Date(subscription.expirationDate.getTime() + ms))

    const active = await entitledAt(-1)
    expect(active.plan).toMatchObject({ name: 'Premium', subscribed: true })
    expect(active.features[PLAN_FEATURE.storage]).toMatchObject({ allowed: true, unit: 'bytes', limit: 50 * GIB })
    expect(active.features[PLAN_FEATURE.consultationDiscount]).toMatchObject({ allowed: true, unit: 'percent', limit: 10 })
    expect(active.features[PLAN_FEATURE.aiTestAnalysis]).toMatchObject({ allowed: true, unit: 'month', limit: 20 })
    expect(active.features[PLAN_FEATURE.aiReports]).toMatchObject({ allowed: true, unit: 'month', limit: 5 })
    expect(active.features[PLAN_FEATURE.aiChat]).toMatchObject({ allowed: true, unit: 'month', limit: null })

    const lapsed = await entitledAt(0)
    expect(lapsed.plan).toMatchObject({ name: 'Basic', subscribed: false })
    expect(lapsed.features[PLAN_FEATURE.storage]).toMatchObject({ limit: GIB })
    expect(lapsed.features[PLAN_FEATURE.consultationDiscount]).toMatchObject({ allowed: false })

    // The same through GraphQL on the API's clock.
    const MINE = `{ myEntitlements { plan { name subscribed } features { feature allowed unit limit used } } }`
    const before = data<{ plan: unknown; features: { feature: string }[] }>(await ctx.gql(MINE, {}, patient.headers, api), 'myEntitlements')
    expect(before.plan).toEqual({ name: 'Premium', subscribed: true })
    expect(before.features).toContainEqual({
      feature: PLAN_FEATURE.consultationDiscount,
      allowed: true,
      unit: 'percent',
      limit: 10,
      used: null,
    })
    at.now = subscription.expirationDate
    const after = data<{ plan: unknown; features: unknown[] }>(await ctx.gql(MINE, {}, patient.headers, api), 'myEntitlements')
    expect(after.plan).toEqual({ name: 'Basic', subscribed: false })
    expect(after.features).toContainEqual({
      feature: PLAN_FEATURE.consultationDiscount,
      allowed: false,
      unit: 'access',
      limit: null,
      used: null,
    })
    expect((await ctx.gql(MINE)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED')
  })

  it("counts the uses of a week or month limit in the window ending now, through the feature's counter", async () => {
    // A fake feature on the free plan: three a month, counted from the events it recorded.
    const [basic] = await ctx.db.select().from(t.subscriptionPlans).where(eq(t.subscriptionPlans.name, 'Basic'))
    const [feature] = await ctx.db
      .insert(t.planFeatures)
      .values({ planId: basic!.id, name: 'fake_limited', value: null, unit: 'has_access' })
      .returning()
    await ctx.db.insert(t.planFeatureOptions).values({ featureId: feature!.id, name: 'uses', limit: 3, type: 2, durationType: 1 })
    try {
      const patient = await createSignedInPatient(ctx.db)
      const events: { userId: number; at: Date }[] = []
      const counter: UsageCounter = async (_db, userId, { from, to }) =>
        events.filter((event) => event.userId === userId && event.at >= from && event.at <= to).length
      const now = new Date('2026-03-31T12:00:00Z')
      const use = async (at: Date) => {
        const entitlement = (await entitlementsFor(ctx.db, patient.user.id, now, { fake_limited: counter })).features['fake_limited']!
        if (withinLimit(entitlement)) events.push({ userId: patient.user.id, at })
        return entitlement
      }
      // A use a month and a second ago is outside the window; one at its first instant is inside.
      const window = usageWindow('month', now)
      expect(window.from.toISOString()).toBe('2026-02-28T12:00:00.000Z')
      events.push({ userId: patient.user.id, at: new Date(window.from.getTime() - 1000) }, { userId: patient.user.id, at: window.from })
      events.push({ userId: patient.user.id + 1, at: now })
      expect(await use(now)).toEqual({ allowed: true, unit: 'month', limit: 3, used: 1 })
      expect(await use(now)).toMatchObject({ used: 2 })
      expect(await use(now)).toMatchObject({ used: 3 })
      const full = await use(now)
      expect(full).toMatchObject({ used: 3 })
      expect(withinLimit(full)).toBe(false)
      expect(events.filter((event) => event.userId === patient.user.id)).toHaveLength(4)
    } finally {
      await ctx.db.delete(t.planFeatures).where(eq(t.planFeatures.id, feature!.id))
    }
  })
})

describe('the consultation discount', () => {
  const PAY = `mutation($input: PayAppointmentInput!) { PayAppointment(input: $input) { id status } }`
  const CHARGES = `{ chargePayments { data { id amount description discount { price amount percent plan } } } }`

  async function payOnce(patient: Patient, api: TestApi['api']) {
    const appointment = await approvedAppointment(ctx, patient, api)
    const input = { payKey: appointment.payKey, sourceId: await cardId(ctx, patient, undefined, api), price: appointment.priceCents / 100 }
    const paid = data<{ id: string; status: string }>(await ctx.gql(PAY, { input }, patient.headers, api), 'PayAppointment')
    expect(paid.status).toBe('succeeded')
    const [payment] = await ctx.db.select().from(t.payments).where(eq(t.payments.id, paid.id))
    return { appointment, payment: payment! }
  }

  it("a Premium subscriber is charged the price less Premium's 10 %, named in the history and on the receipt in the reader's language", async () => {
    const { api } = clockedApi()
    const patient = await createSignedInPatient(ctx.db)
    await subscribeToPremium(ctx, patient, api)
    const { appointment, payment } = await payOnce(patient, api)
    expect(appointment.priceCents).toBeGreaterThan(0)
    const discount = Math.round(appointment.priceCents / 10)
    expect(payment.amountCents).toBe(appointment.priceCents - discount)

    type Charge = { id: string; amount: number; description: string; discount: unknown }
    const charge = data<{ data: Charge[] }>(await ctx.gql(CHARGES, {}, patient.headers, api), 'chargePayments').data.find(
      (row) => row.id === payment.id,
    )!
    // The facts, for the page to name in the reader's language (PaymentHistory, payments.history_discount).
    expect(charge).toMatchObject({
      amount: payment.amountCents,
      description: `Appointment #${appointment.id}`,
      discount: { price: appointment.priceCents, amount: discount, percent: 10, plan: 'Premium' },
    })
    // The plan is named in the reader's language (issue 26), in the history and by the entitlements.
    const russian = data<{ data: Charge[] }>(
      await ctx.gql(CHARGES, {}, { ...patient.headers, locale: 'ru' }, api),
      'chargePayments',
    ).data.find((row) => row.id === payment.id)!
    expect(russian.discount).toMatchObject({ plan: 'Премиум' })
    // What each payment was for reads in the reader's language too (the walk found "Appointment #5"
    // on Russian, German and Arabic billing pages); the stored description stays the processor's.
    expect(russian.description).toBe(`Запись № ${appointment.id}`)
    const arabicHistory = data<{ data: Charge[] }>(
      await ctx.gql(CHARGES, {}, { ...patient.headers, locale: 'ar' }, api),
      'chargePayments',
    ).data
    // Both payments can carry the same millisecond: compared without their order.
    expect(new Set(arabicHistory.map((row) => row.description))).toEqual(new Set([`الموعد رقم ${appointment.id}`, 'الخطة المميزة (شهريًا)']))
    expect(payment.description).toBe(`Appointment #${appointment.id}`)
    const arabic = data<{ plan: { name: string } }>(
      await ctx.gql('{ myEntitlements { plan { name } } }', {}, { ...patient.headers, locale: 'ar' }, api),
      'myEntitlements',
    )
    expect(arabic.plan.name).toBe('الخطة المميزة')

    const { extractText, getDocumentProxy } = await import('unpdf')
    const receipt = await api.fetch(
      new Request(`http://api/payments/receipts/${payment.id}`, { headers: { ...patient.headers, locale: 'de' } }),
    )
    expect(receipt.status).toBe(200)
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(await receipt.arrayBuffer())), { mergePages: true })
    const spaced = (value: string) => value.replace(/\s+/gu, ' ')
    const euro = (cents: number) =>
      new Intl.NumberFormat('de', { style: 'currency', currency: 'EUR' }).format(cents / 100).replace(/\s+/gu, ' ')
    expect(spaced(text)).toContain(`${euro(appointment.priceCents)} abzüglich Premium-Rabatt (10 %): −${euro(discount)}`)
    expect(spaced(text)).toContain(euro(payment.amountCents))
    expect(text).toContain(`Termin Nr. ${appointment.id}`)
  })

  it('a free patient pays the full price', async () => {
    const patient = await createSignedInPatient(ctx.db)
    const { appointment, payment } = await payOnce(patient, ctx.api)
    expect(payment.amountCents).toBe(appointment.priceCents)
    expect(payment.description).toBe(`Appointment #${appointment.id}`)
  })

  it('a subscription that lapsed at its expiration date takes the discount with it', async () => {
    const { at, api } = clockedApi()
    const patient = await createSignedInPatient(ctx.db)
    const subscription = await subscribeToPremium(ctx, patient, api)
    at.now = subscription.expirationDate
    const { appointment, payment } = await payOnce(patient, api)
    expect(payment.amountCents).toBe(appointment.priceCents)
  })
})

describe('a payment is checked against what it was started from and what the page showed', () => {
  const PAY = `mutation($input: PayAppointmentInput!) { PayAppointment(input: $input) { id status client_secret } }`
  const CONFIRM = `mutation($id: ID!) { ConfirmPayment(id: $id) { id status } }`
  const paymentsOf = async (appointmentId: number) => ctx.db.select().from(t.payments).where(eq(t.payments.appointmentId, appointmentId))

  it('a plan that lapses between the start of a 3-D Secure payment and its capture does not void it', async () => {
    const { at, api } = clockedApi()
    const patient = await createSignedInPatient(ctx.db)
    const subscription = await subscribeToPremium(ctx, patient, api)
    const appointment = await approvedAppointment(ctx, patient, api)
    const due = appointment.priceCents - Math.round(appointment.priceCents / 10)
    const input = {
      payKey: appointment.payKey,
      sourceId: await cardId(ctx, patient, '4000002500003155', api),
      price: appointment.priceCents / 100,
      amountDue: due / 100,
    }
    const open = data<{ id: string; status: string; client_secret: string }>(
      await ctx.gql(PAY, { input }, patient.headers, api),
      'PayAppointment',
    )
    expect(open.status).toBe('requires_action')

    at.now = new Date(subscription.expirationDate.getTime() + 1_000)
    const challenged = await rest(api, 'POST', `/payments/local/intents/${open.client_secret}/authenticate`, {
      body: { result: 'complete' },
      headers: patient.headers,
    })
    expect(challenged.status).toBe(200)
    expect(data<{ status: string }>(await ctx.gql(CONFIRM, { id: open.id }, patient.headers, api), 'ConfirmPayment').status).toBe(
      'succeeded',
    )
    const [payment] = await paymentsOf(appointment.id)
    expect(payment).toMatchObject({ status: 'succeeded', amountCents: due, priceCents: appointment.priceCents, discountPercent: 10 })
    expect((await ctx.db.select().from(t.appointments).where(eq(t.appointments.id, appointment.id)))[0]!.paid).toBe(true)
  })

  it('an amount due other than the one the API charges is refused before any charge; the one it charges pays', async () => {
    const { api } = clockedApi()
    const free = await createSignedInPatient(ctx.db)
    const theirs = await approvedAppointment(ctx, free, api)
    const discounted = (theirs.priceCents - Math.round(theirs.priceCents / 10)) / 100
    // The page still showed Premium's discount (cached entitlements) to a patient whose plan is free.
    const stale = {
      payKey: theirs.payKey,
      sourceId: await cardId(ctx, free, undefined, api),
      price: theirs.priceCents / 100,
      amountDue: discounted,
    }
    expect((await ctx.gql(PAY, { input: stale }, free.headers, api)).errors?.[0]?.extensions).toMatchObject({ reason: 'price_changed' })
    expect(await paymentsOf(theirs.id)).toHaveLength(0)

    const premium = await createSignedInPatient(ctx.db)
    await subscribeToPremium(ctx, premium, api)
    const mine = await approvedAppointment(ctx, premium, api)
    const full = {
      payKey: mine.payKey,
      sourceId: await cardId(ctx, premium, undefined, api),
      price: mine.priceCents / 100,
      amountDue: mine.priceCents / 100,
    }
    expect((await ctx.gql(PAY, { input: full }, premium.headers, api)).errors?.[0]?.extensions).toMatchObject({ reason: 'price_changed' })
    const shown = { ...full, amountDue: (mine.priceCents - Math.round(mine.priceCents / 10)) / 100 }
    expect(data<{ status: string }>(await ctx.gql(PAY, { input: shown }, premium.headers, api), 'PayAppointment').status).toBe('succeeded')
  })
})

describe('the pricing page lists what works', () => {
  it('plans list storage and the consultation discount; the AI features and activity tracking stay in the plans, unlisted', async () => {
    const PLANS = `{ getSubscriptions { results { name features { name } } } }`
    const plans = data<{ results: { name: string; features: { name: string }[] }[] }>(await ctx.gql(PLANS), 'getSubscriptions').results
    for (const plan of plans)
      expect(plan.features.map((feature) => feature.name)).toEqual([PLAN_FEATURE.storage, PLAN_FEATURE.consultationDiscount])
    const patient = await createSignedInPatient(ctx.db)
    const granted = data<{ name: string }[]>(
      await ctx.gql(`{ getSubscriptionFeatures { name } }`, {}, patient.headers),
      'getSubscriptionFeatures',
    )
    expect(granted.map((feature) => feature.name)).toEqual([PLAN_FEATURE.storage, PLAN_FEATURE.consultationDiscount])
    // The entitlements service still reads them for the features built next.
    expect(Object.keys((await entitlementsFor(ctx.db, patient.user.id, new Date())).features)).toEqual(
      expect.arrayContaining(Object.values(PLAN_FEATURE)),
    )
  })
})
