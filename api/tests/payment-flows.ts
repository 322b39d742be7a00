import { and, eq } from 'drizzle-orm'
import { expect } from 'vitest'
import * as t from '../src/db/schema'
import { GIB } from '../src/entitlements/entitlements.service'
import { createSignedInDoctor, rest, type createSignedInPatient, type TestApi } from './helpers'

/**
 * What tests of plans and payments do through the real API (issue 25): a payable appointment, a
 * card from the built-in tokeniser, a Premium subscription bought with it, and a plan's storage set
 * small enough to fill with a few test files.
 */

type Patient = Awaited<ReturnType<typeof createSignedInPatient>>
type Api = TestApi['api']

const data = <T>(response: { data?: unknown; errors?: unknown }, field: string): T => {
  expect(response.errors, JSON.stringify(response.errors)).toBeUndefined()
  return (response.data as Record<string, T>)[field]!
}

/** An appointment of `who`'s with Dr Keller's video-call plan, which she approved: payable. */
export async function approvedAppointment(ctx: TestApi, who: Patient, api: Api = ctx.api): Promise<typeof t.appointments.$inferSelect> {
  const doctor = await createSignedInDoctor(ctx.db)
  const [plan] = await ctx.db
    .select()
    .from(t.consultPlans)
    .where(and(eq(t.consultPlans.doctorId, doctor.doctor.id), eq(t.consultPlans.type, t.PLAN_TYPE.videoCall)))
  const created = await ctx.gql(
    `mutation($input: CreateAppointmentInput!) { CreateAppointment(input: $input) { id } }`,
    {
      input: {
        doctor_id: String(doctor.doctor.id),
        plan_id: String(plan!.id),
        dates: [new Date(Date.now() + 3 * 86_400_000).toISOString()],
        reason: 'Follow-up on blood pressure',
      },
    },
    who.headers,
    api,
  )
  const id = Number(data<{ id: string }>(created, 'CreateAppointment').id)
  data(
    await ctx.gql(`mutation($id: ID!) { doctorApproveAppointment(id: $id) { status } }`, { id }, doctor.headers, api),
    'doctorApproveAppointment',
  )
  const [row] = await ctx.db.select().from(t.appointments).where(eq(t.appointments.id, id))
  return row!
}

/** A card from the built-in tokeniser, as the web's card form gets it. */
export async function cardId(ctx: TestApi, who: Patient, number = '4242424242424242', api: Api = ctx.api): Promise<string> {
  const response = await rest(api, 'POST', '/payments/local/payment-methods', {
    body: { number, exp_month: 12, exp_year: new Date().getUTCFullYear() + 2, cvc: '123' },
    headers: who.headers,
  })
  expect(response.status, JSON.stringify(response.json)).toBe(200)
  return response.json.data.id as string
}

/** Buys Premium's monthly option through PaySubscription; answers the subscription row. */
export async function subscribeToPremium(ctx: TestApi, who: Patient, api: Api = ctx.api): Promise<typeof t.userSubscriptions.$inferSelect> {
  const options = await ctx.db.select().from(t.planOptions)
  const monthly = options.find((option) => option.durationType === 1 && option.priceCents > 0)!
  const input = { plan_id: String(monthly.planId), option_id: String(monthly.id), sourceId: await cardId(ctx, who, undefined, api) }
  const answer = data<{ status: string }>(
    await ctx.gql(`mutation($input: PaySubscriptionInput!) { PaySubscription(input: $input) { status } }`, { input }, who.headers, api),
    'PaySubscription',
  )
  expect(answer.status).toBe('succeeded')
  const [subscription] = await ctx.db.select().from(t.userSubscriptions).where(eq(t.userSubscriptions.userId, who.user.id))
  return subscription!
}

/** The document storage of the plan named `planName`, set to `bytes` until the returned restore is called. */
export async function setPlanStorage(ctx: TestApi, planName: string, bytes: number): Promise<() => Promise<void>> {
  const [feature] = await ctx.db
    .select({ id: t.planFeatures.id, value: t.planFeatures.value })
    .from(t.planFeatures)
    .innerJoin(t.subscriptionPlans, eq(t.subscriptionPlans.id, t.planFeatures.planId))
    .where(and(eq(t.subscriptionPlans.name, planName), eq(t.planFeatures.name, 'document_storage')))
  await ctx.db
    .update(t.planFeatures)
    .set({ value: bytes / GIB })
    .where(eq(t.planFeatures.id, feature!.id))
  return async () => {
    await ctx.db.update(t.planFeatures).set({ value: feature!.value }).where(eq(t.planFeatures.id, feature!.id))
  }
}
