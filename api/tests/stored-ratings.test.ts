import { eq, sql, type SQL } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as t from '../src/db/schema'
import { createSignedInDoctor, createSignedInPatient, setupTestApi, type TestApi } from './helpers'

/**
 * Issue 28, ADR 0060: each doctor's rating and review count are stored on the doctor and stay what
 * the reviews say after any review is written, changed or deleted, or its appointment moves or
 * goes; the catalogue shows the same numbers and order as when it averaged the reviews per card.
 */

let ctx: TestApi
let keller: Awaited<ReturnType<typeof createSignedInDoctor>>
let other: typeof t.doctors.$inferSelect
let patient: Awaited<ReturnType<typeof createSignedInPatient>>

beforeAll(async () => {
  ctx = await setupTestApi()
  keller = await createSignedInDoctor(ctx.db)
  const [found] = await ctx.db
    .select()
    .from(t.doctors)
    .where(sql`${t.doctors.id} <> ${keller.doctor.id} and ${t.doctors.status} = 1`)
    .limit(1)
  other = found!
  patient = await createSignedInPatient(ctx.db)
})
afterAll(() => ctx.close())

const reviewsOf = (doctorId: SQL | number) =>
  sql`from appointment_reviews r inner join appointments a on a.id = r.appointment_id where a.doctor_id = ${doctorId}`
/** The rating as the cards computed it before: the average of the half stars, halved, one decimal. */
const liveRatingOf = (doctorId: SQL | number) =>
  sql<number | null>`(select round(avg(r.half_stars) / 2.0, 1)::float8 ${reviewsOf(doctorId)})`
const liveCountOf = (doctorId: SQL | number) => sql<number>`(select count(*)::int ${reviewsOf(doctorId)})`

/** Every doctor whose stored count, half-star sum or rating differs from what their reviews say now. */
function storedDifferingFromLive() {
  const id = sql`${t.doctors.id}`
  const liveHalfStars = sql<number>`(select coalesce(sum(r.half_stars), 0)::int ${reviewsOf(id)})`
  const storedRating = sql`case when ${t.doctors.reviewCount} > 0 then round(${t.doctors.reviewHalfStars}::numeric / ${t.doctors.reviewCount} / 2.0, 1)::float8 end`
  return ctx.db
    .select({
      id: t.doctors.id,
      reviewCount: t.doctors.reviewCount,
      reviewHalfStars: t.doctors.reviewHalfStars,
      liveCount: liveCountOf(id),
      liveHalfStars,
    })
    .from(t.doctors)
    .where(
      sql`(${t.doctors.reviewCount}, ${t.doctors.reviewHalfStars}) is distinct from (${liveCountOf(id)}, ${liveHalfStars})
        or ${storedRating} is distinct from ${liveRatingOf(id)}`,
    )
}

/** The live rating and count of one doctor. */
async function liveRating(doctorId: number) {
  const [row] = await ctx.db.select({ rating: liveRatingOf(doctorId), reviewCount: liveCountOf(doctorId) }).from(sql`(select 1) as one`)
  return { rating: row!.rating === null ? null : Number(row!.rating), reviewCount: Number(row!.reviewCount) }
}

let keys = 0
/** A finished consultation of the patient with the doctor, straight in the database. */
async function finished(doctorId: number) {
  const [plan] = await ctx.db.select().from(t.consultPlans).where(eq(t.consultPlans.doctorId, doctorId)).limit(1)
  const [appointment] = await ctx.db
    .insert(t.appointments)
    .values({ patientId: patient.user.id, doctorId, planId: plan!.id, status: 7, priceCents: 100, payKey: `rating-${++keys}`, creator: 2 })
    .returning()
  return appointment!.id
}

const review = (appointmentId: number, halfStars: number, patientId = patient.user.id) =>
  ctx.db.insert(t.appointmentReviews).values({ appointmentId, patientId, halfStars })

type Card = { slug: string; rating: number | null; reviewCount: number }

async function profile(slug: string): Promise<Card> {
  await ctx.catalogCache.invalidate()
  const response = await ctx.gql<{ doctorBySlug: Card }>(
    `query($slug: String!) { doctorBySlug(slug: $slug) { slug rating reviewCount } }`,
    {
      slug,
    },
  )
  expect(response.errors, JSON.stringify(response.errors)).toBeUndefined()
  return response.data!.doctorBySlug
}

async function list(query: Record<string, unknown>): Promise<(Card & { id: string })[]> {
  await ctx.catalogCache.invalidate()
  const response = await ctx.gql<{ doctors: { results: (Card & { id: string })[] } }>(
    `query($query: DoctorsQuery) { doctors(query: $query) { results { id slug rating reviewCount } } }`,
    { query },
  )
  expect(response.errors, JSON.stringify(response.errors)).toBeUndefined()
  return response.data!.doctors.results
}

describe('the stored rating (ADR 0060)', () => {
  it('is what the seeded reviews say, for every doctor', async () => {
    expect(await storedDifferingFromLive()).toEqual([])
  })

  it('follows a review written through the API, and the profile and list show it', async () => {
    const before = await liveRating(keller.doctor.id)
    const id = await finished(keller.doctor.id)
    const response = await ctx.gql(
      `mutation($input: ReviewInput!) { CreateReview(input: $input) { rating } }`,
      { input: { appointment_id: String(id), rating: 2.5 } },
      patient.headers,
    )
    expect(response.errors, JSON.stringify(response.errors)).toBeUndefined()
    const after = await liveRating(keller.doctor.id)
    expect(after.reviewCount).toBe(before.reviewCount + 1)
    expect(await storedDifferingFromLive()).toEqual([])
    expect(await profile(keller.doctor.slug)).toEqual({ slug: keller.doctor.slug, ...after })
    const card = (await list({ name: `${keller.doctor.firstName} ${keller.doctor.lastName}` })).find((d) => d.slug === keller.doctor.slug)
    expect(card).toMatchObject(after)
  })

  it('follows reviews inserted, changed, moved and deleted', async () => {
    const first = await finished(keller.doctor.id)
    const second = await finished(keller.doctor.id)
    const elsewhere = await finished(other.id)
    await review(first, 7)
    await review(second, 4)
    await review(elsewhere, 9)
    expect(await storedDifferingFromLive()).toEqual([])

    await ctx.db.update(t.appointmentReviews).set({ halfStars: 10 }).where(eq(t.appointmentReviews.appointmentId, first))
    expect(await storedDifferingFromLive()).toEqual([])
    // A review moved to another appointment, of another doctor.
    const spare = await finished(other.id)
    await ctx.db.update(t.appointmentReviews).set({ appointmentId: spare }).where(eq(t.appointmentReviews.appointmentId, second))
    expect(await storedDifferingFromLive()).toEqual([])
    await ctx.db.delete(t.appointmentReviews).where(eq(t.appointmentReviews.appointmentId, first))
    expect(await storedDifferingFromLive()).toEqual([])
    expect(await profile(other.slug)).toMatchObject(await liveRating(other.id))
  })

  it('follows an appointment moved to another doctor, or deleted, with its review', async () => {
    const moved = await finished(keller.doctor.id)
    const gone = await finished(other.id)
    await review(moved, 3)
    await review(gone, 8)
    await ctx.db.update(t.appointments).set({ doctorId: other.id }).where(eq(t.appointments.id, moved))
    expect(await storedDifferingFromLive()).toEqual([])
    const before = await liveRating(other.id)
    // The review goes with its appointment (on delete cascade).
    await ctx.db.delete(t.appointments).where(eq(t.appointments.id, gone))
    expect((await liveRating(other.id)).reviewCount).toBe(before.reviewCount - 1)
    expect(await storedDifferingFromLive()).toEqual([])
  })

  it('follows a patient deleted with their appointments and reviews', async () => {
    const leaving = await createSignedInPatient(ctx.db)
    const id = await finished(keller.doctor.id)
    await ctx.db.update(t.appointments).set({ patientId: leaving.user.id }).where(eq(t.appointments.id, id))
    await review(id, 1, leaving.user.id)
    expect(await storedDifferingFromLive()).toEqual([])
    await ctx.db.delete(t.users).where(eq(t.users.id, leaving.user.id))
    expect(await storedDifferingFromLive()).toEqual([])
  })

  it('the list shows every doctor’s live numbers, and orders by rating as the reviews’ averages did', async () => {
    const everyone = await list({ pagination: { limit: 100 } })
    expect(everyone.length).toBeGreaterThan(5)
    for (const card of everyone) expect(card, card.slug).toMatchObject(await liveRating(Number(card.id)))

    // The order by rating as it was: the unrounded average, then more reviews, then unrated by id.
    const ratings = sql`(select a.doctor_id, avg(r.half_stars) as average, count(*) as reviews
      from appointment_reviews r inner join appointments a on a.id = r.appointment_id group by a.doctor_id) as ratings`
    const expected = await ctx.db
      .select({ id: t.doctors.id })
      .from(t.doctors)
      .leftJoin(ratings, sql`ratings.doctor_id = ${t.doctors.id}`)
      .where(eq(t.doctors.status, 1))
      .orderBy(sql`ratings.average desc nulls last`, sql`ratings.reviews desc nulls last`, t.doctors.id)
    const rated = await list({ sort: 'RATING', pagination: { limit: 100 } })
    expect(rated.map((d) => Number(d.id))).toEqual(expected.map((row) => row.id).slice(0, rated.length))
  })
})
