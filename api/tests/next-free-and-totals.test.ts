import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as t from '../src/db/schema'
import { refreshNextFreeTimes } from '../src/doctors/next-free.sweeper'
import { createSignedInDoctor, createSignedInPatient, setupTestApi, type TestApi } from './helpers'

/**
 * Issue 28, ADR 0058: a doctor's next free time is stored and stays what the calendar says after
 * booking, accepting and cancelling, and as time passes; the doctors' totals stop counting past 1,000.
 */

let ctx: TestApi
let doctor: Awaited<ReturnType<typeof createSignedInDoctor>>
let patient: Awaited<ReturnType<typeof createSignedInPatient>>
let videoPlan: typeof t.consultPlans.$inferSelect

beforeAll(async () => {
  ctx = await setupTestApi()
  doctor = await createSignedInDoctor(ctx.db)
  patient = await createSignedInPatient(ctx.db, { timezone: 'Europe/Berlin' })
  const plans = await ctx.db.select().from(t.consultPlans).where(eq(t.consultPlans.doctorId, doctor.doctor.id))
  videoPlan = plans.find((plan) => plan.type === t.PLAN_TYPE.videoCall)!
  await refreshNextFreeTimes(ctx.db, 10_000)
})
afterAll(() => ctx.close())

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString())

/** What is stored for the doctor, and what the calendar says now (doctor_next_free, as the cards computed it before). */
async function nextFree(doctorId = doctor.doctor.id) {
  const [row] = await ctx.db
    .select({
      stored: t.doctors.storedNextFreeAt,
      until: t.doctors.nextFreeUntil,
      live: sql<string | null>`doctor_next_free(${t.doctors.id}, ${t.doctors.workingHours}, ${t.doctors.timezone},
        (select duration from consult_plans where doctor_id = ${t.doctors.id} and type = 1 order by id limit 1), now() + interval '60 minutes', 14)`,
    })
    .from(t.doctors)
    .where(eq(t.doctors.id, doctorId))
  return { stored: iso(row!.stored), until: row!.until && new Date(row!.until), live: iso(row!.live) }
}

/** The card's next free time as the catalogue answers it (the cache emptied first). */
async function cardNextFree() {
  await ctx.catalogCache.invalidate()
  const response = await ctx.gql<{ doctorBySlug: { nextFreeAt: string | null } }>(
    `query($slug: String!) { doctorBySlug(slug: $slug) { nextFreeAt } }`,
    {
      slug: doctor.doctor.slug,
    },
  )
  expect(response.errors).toBeUndefined()
  return iso(response.data!.doctorBySlug.nextFreeAt)
}

const gqlOk = async <T>(query: string, variables: Record<string, unknown>, headers: Record<string, string>) => {
  const response = await ctx.gql<T>(query, variables, headers)
  expect(response.errors, JSON.stringify(response.errors)).toBeUndefined()
  return response.data!
}

describe('the stored next free time (ADR 0058)', () => {
  it('is the first free slot; a booked and accepted slot moves it on, cancelling gives it back', async () => {
    const before = await nextFree()
    expect(before.stored).not.toBeNull()
    expect(before.stored).toBe(before.live)
    expect(before.until!.getTime()).toBeGreaterThan(Date.now())
    expect(await cardNextFree()).toBe(before.stored)

    // The patient asks for exactly that slot: a request alone takes nothing.
    const { CreateAppointment } = await gqlOk<{ CreateAppointment: { id: string } }>(
      `mutation($input: CreateAppointmentInput!) { CreateAppointment(input: $input) { id } }`,
      { input: { doctor_id: String(doctor.doctor.id), plan_id: String(videoPlan.id), dates: [before.stored], reason: 'Headaches' } },
      patient.headers,
    )
    const id = CreateAppointment.id
    expect((await nextFree()).stored).toBe(before.stored)

    // The doctor accepts it: the slot is taken, the stored time moves on with the calendar.
    const [date] = await ctx.db
      .select()
      .from(t.appointmentDates)
      .where(eq(t.appointmentDates.appointmentId, Number(id)))
    await gqlOk(
      `mutation($a: ID!, $d: ID!) { doctorAcceptDate(appointmentId: $a, dateId: $d) { status } }`,
      { a: id, d: String(date!.id) },
      doctor.headers,
    )
    const taken = await nextFree()
    expect(taken.stored).not.toBe(before.stored)
    expect(taken.stored).toBe(taken.live)
    expect(await cardNextFree()).toBe(taken.stored)

    // The patient cancels the request: the slot is free again.
    await gqlOk(
      `mutation($id: ID!, $reason: String!) { RejectStatus(id: $id, input: { status: 5, reason: $reason }) { status } }`,
      { id, reason: 'Feeling better' },
      patient.headers,
    )
    const freed = await nextFree()
    expect(freed.stored).toBe(before.stored)
    expect(freed.stored).toBe(freed.live)
    expect(await cardNextFree()).toBe(before.stored)
  })

  it('a stored time that time has passed is not shown: the card computes it, and the sweep stores it again', async () => {
    const now = await nextFree()
    // A made-up stored time, still holding: the card shows what is stored.
    const madeUp = new Date(Math.floor(Date.now() / 60_000) * 60_000 + 3 * 86_400_000)
    await ctx.db
      .update(t.doctors)
      .set({ storedNextFreeAt: madeUp, nextFreeUntil: new Date(Date.now() + 60_000) })
      .where(eq(t.doctors.id, doctor.doctor.id))
    expect(await cardNextFree()).toBe(madeUp.toISOString())
    // Once it no longer holds, the card computes the calendar's answer; the sweep stores it.
    await ctx.db
      .update(t.doctors)
      .set({ nextFreeUntil: new Date(Date.now() - 1000) })
      .where(eq(t.doctors.id, doctor.doctor.id))
    expect(await cardNextFree()).toBe(now.live)
    expect(await refreshNextFreeTimes(ctx.db)).toBeGreaterThanOrEqual(1)
    expect(await nextFree()).toMatchObject({ stored: now.live, live: now.live })
  })

  it('a changed plan or working hours make it unknown until the sweep; the card computes it meanwhile', async () => {
    await ctx.db
      .update(t.consultPlans)
      .set({ duration: videoPlan.duration + 15 })
      .where(eq(t.consultPlans.id, videoPlan.id))
    expect((await nextFree()).until).toBeNull()
    expect(await cardNextFree()).toBe((await nextFree()).live)
    await refreshNextFreeTimes(ctx.db)
    const refreshed = await nextFree()
    expect(refreshed.until).not.toBeNull()
    expect(refreshed.stored).toBe(refreshed.live)

    await ctx.db.update(t.doctors).set({ workingHours: [] }).where(eq(t.doctors.id, doctor.doctor.id))
    expect((await nextFree()).until).toBeNull()
    expect(await cardNextFree()).toBeNull()
    await refreshNextFreeTimes(ctx.db)
    // No hours: nothing free, and that holds until the day changes in the doctor's zone.
    expect(await nextFree()).toMatchObject({ stored: null, live: null })
    expect((await nextFree()).until!.getTime()).toBeGreaterThan(Date.now())
  })
})

describe('the doctors’ totals (issue 28)', () => {
  const LIST = `query($query: DoctorsQuery) { doctors(query: $query) { total total_capped results { id } } }`
  const list = async (query: Record<string, unknown>) => {
    await ctx.catalogCache.invalidate()
    return (await gqlOk<{ doctors: { total: number; total_capped: boolean; results: { id: string }[] } }>(LIST, { query }, {})).doctors
  }

  it('are exact up to 1,000; past that 1,001 ("1,000+") and capped, whatever the page', async () => {
    const seeded = await list({ pagination: { page: 0, limit: 5 } })
    expect(seeded.total_capped).toBe(false)
    expect(seeded.results).toHaveLength(5)
    await ctx.db.execute(
      sql`insert into doctors (first_name, last_name, slug, working_hours) select 'Scale', 'Doctor ' || g, 'scale-doctor-' || g, '[]'::jsonb
        from generate_series(1, ${1000 - seeded.total}) g`,
    )
    expect(await list({ pagination: { page: 0, limit: 5 } })).toMatchObject({ total: 1000, total_capped: false })
    await ctx.db.execute(
      sql`insert into doctors (first_name, last_name, slug, working_hours) values ('Scale', 'Doctor last', 'scale-doctor-last', '[]'::jsonb)`,
    )
    await ctx.db.execute(
      sql`insert into doctors (first_name, last_name, slug, working_hours) values ('Scale', 'Doctor more', 'scale-doctor-more', '[]'::jsonb)`,
    )
    const capped = await list({ pagination: { page: 0, limit: 5 } })
    expect(capped).toMatchObject({ total: 1001, total_capped: true })
    expect(capped.results).toHaveLength(5)
    // A page past the end counts apart, as bounded.
    expect(await list({ pagination: { page: 300, limit: 5 } })).toEqual({ total: 1001, total_capped: true, results: [] })
    // A narrower list is exact.
    expect(await list({ name: 'keller', pagination: { page: 0, limit: 5 } })).toMatchObject({ total_capped: false })
    const added = Array.from({ length: 1000 - seeded.total }, (_, i) => String(i + 1))
    expect((await list({ name: 'doctor 5', pagination: { page: 0, limit: 5 } })).total).toBe(added.filter((n) => n.startsWith('5')).length)
  })
})
