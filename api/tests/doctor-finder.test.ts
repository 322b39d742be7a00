import { eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as t from '../src/db/schema'
import { createSignedInPatient, insertAppointment, expectEvery, setupTestApi, type TestApi } from './helpers'

/**
 * The doctor finder (issue 26 #15, #21): searches fold accents and case, Enter's search matches
 * names and specialties, the list filters by language and sorts by next free time, price and
 * rating, and cards carry the rating and the next free video slot. Runs on PGlite and, with
 * TEST_DATABASE_URL, on PostgreSQL.
 */

type Card = {
  slug: string
  lowestPrice: number | null
  rating: number | null
  reviewCount: number
  nextFreeAt: string | null
  languages: { code: string }[]
  specialties: { slug: string; name: string }[]
}
const DOCTORS = `query($query: DoctorsQuery) { doctors(query: $query) { total results {
  slug lowestPrice rating reviewCount nextFreeAt languages { code } specialties { slug name } } } }`

let ctx: TestApi
beforeAll(async () => {
  ctx = await setupTestApi()
})
afterAll(() => ctx.close())

async function doctors(query: Record<string, unknown>, headers: Record<string, string> = {}) {
  const response = await ctx.gql<{ doctors: { total: number; results: Card[] } }>(DOCTORS, { query }, headers)
  expect(response.errors).toBeUndefined()
  return response.data!.doctors
}
const slugs = (list: { results: { slug: string }[] }) => list.results.map((d) => d.slug)

describe('searches fold accents and case', () => {
  it.each([
    ['Muller', 'dr-katrin-muller'],
    ['MÜLLER', 'dr-katrin-muller'],
    ['katrin müller', 'dr-katrin-muller'],
    ['Jose', 'dr-jose-jimenez'],
    ['jose jimenez', 'dr-jose-jimenez'],
    ['celik', 'dr-emre-celik'],
    ['ÇELİK', 'dr-emre-celik'],
    ['Helene Lefevre', 'dr-helene-lefevre'],
    ['ayse ozturk', 'dr-ayse-ozturk'],
    // the fold works both ways: an accent typed where the name has none
    ['Kéller', 'dr-anna-keller'],
  ])('name "%s" finds %s', async (name, slug) => {
    expect(slugs(await doctors({ name }))).toEqual([slug])
    expect(slugs(await doctors({ search: name }))).toContain(slug)
  })

  it('specialty names fold too, in the asked language', async () => {
    const named = async (name: string, locale: string) =>
      (
        (
          await ctx.gql<{ specialties: { slug: string }[] }>(
            `query($n: String) { specialties(name: $n) { slug } }`,
            { n: name },
            { locale },
          )
        ).data?.specialties ?? []
      ).map((s) => s.slug)
    expect(await named('card', 'en')).toContain('cardiology')
    expect(await named('KARDIO', 'de')).toContain('cardiology')
    expect(await named('КАРД', 'ru')).toContain('cardiology')
    expect(await named('gastroénterologie', 'de')).toContain('gastroenterology')
  })
})

describe('names as a patient types them: prefixes and typos, in Latin, Cyrillic and Arabic script (ADR 0052)', () => {
  beforeAll(async () => {
    await ctx.db.insert(t.doctors).values([
      { firstName: 'Алёна', lastName: 'Фёдорова', slug: 'dr-alena-fedorova' },
      { firstName: 'يوسف', lastName: 'منصور', slug: 'dr-yusuf-mansour' },
      { firstName: 'أحمد', lastName: 'الخطيب', slug: 'dr-ahmad-alkhatib' },
    ])
    await ctx.catalogCache.invalidate()
  })
  afterAll(async () => {
    await ctx.db.delete(t.doctors).where(inArray(t.doctors.slug, ['dr-alena-fedorova', 'dr-yusuf-mansour', 'dr-ahmad-alkhatib']))
    await ctx.catalogCache.invalidate()
  })

  it.each([
    // a prefix, folded
    ['kell', 'dr-anna-keller'],
    ['федор', 'dr-alena-fedorova'],
    ['АЛЕНА', 'dr-alena-fedorova'],
    // hamza on alef folded: typed without it
    ['احمد', 'dr-ahmad-alkhatib'],
    ['منص', 'dr-yusuf-mansour'],
    // a letter missing or wrong: nobody's name contains it, so names close to it are tried
    ['Kellr', 'dr-anna-keller'],
    ['Muler', 'dr-katrin-muller'],
    ['Jimenes', 'dr-jose-jimenez'],
    ['Федорва', 'dr-alena-fedorova'],
    ['منصوز', 'dr-yusuf-mansour'],
  ])('name "%s" finds %s', async (name, slug) => {
    expect(slugs(await doctors({ name }))).toContain(slug)
    expect(slugs(await doctors({ search: name }))).toContain(slug)
  })

  it('a name that contains the text is not mixed with names merely close to it', async () => {
    // "Keller" is contained in one name: the close ones ("Kelle…", "Heller") are not tried.
    expect(slugs(await doctors({ name: 'Keller' }))).toEqual(['dr-anna-keller'])
  })

  it('three letters or fewer are never typo-tolerant, and far-off text finds no one', async () => {
    expect((await doctors({ name: 'kxl' })).total).toBe(0)
    expect((await doctors({ name: 'zzzzqqq' })).total).toBe(0)
  })
})

describe('search: names and specialties together (the header search’s Enter)', () => {
  it.each([
    ['card', 'en'],
    ['Kardio', 'de'],
    ['кард', 'ru'],
  ])('"%s" (%s) lists the cardiologists', async (search, locale) => {
    const cardiologists = await doctors({ specialty: 'cardiology', pagination: { limit: 100 } })
    expect(cardiologists.total).toBeGreaterThan(0)
    const found = await doctors({ search, pagination: { limit: 100 } }, { locale })
    expect(new Set(slugs(found))).toEqual(new Set(slugs(cardiologists)))
  })

  it('a name still finds the doctor, and nothing matches nonsense', async () => {
    expect(slugs(await doctors({ search: 'keller' }))).toEqual(['dr-anna-keller'])
    expect((await doctors({ search: 'zzz-nobody' })).total).toBe(0)
    expect((await doctors({ search: '%' })).total).toBe(0)
  })
})

describe('language filter', () => {
  it('lists only doctors who speak the language', async () => {
    const all = await doctors({ pagination: { limit: 100 } })
    const turkish = await doctors({ language: 'tr', pagination: { limit: 100 } })
    expect(turkish.total).toBeGreaterThan(0)
    expect(turkish.total).toBeLessThan(all.total)
    expectEvery(turkish.results, (d) => d.languages.some((l) => l.code === 'tr'))
    expect(slugs(turkish)).toEqual(expect.arrayContaining(['dr-emre-celik', 'dr-ayse-ozturk']))
    expect(turkish.total).toBe(all.results.filter((d) => d.languages.some((l) => l.code === 'tr')).length)
    expect((await doctors({ language: 'xx' })).total).toBe(0)
  })
})

describe('rating, next free time and the sorts', () => {
  /** The day `days` after today in Tokyo (UTC+9 all year), as YYYY-MM-DD. */
  const tokyoDay = (days: number) => new Date(Date.now() + 9 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10)
  const targetDay = tokyoDay(3)
  const weekday = new Date(`${targetDay}T00:00:00Z`).getUTCDay()
  const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)

  let doctorId: number
  let planId: number
  let patientId: number

  beforeAll(async () => {
    // Hours on one weekday only, 09:00-10:00 in Tokyo (00:00-01:00 UTC), 30-minute video calls.
    const [doctor] = await ctx.db
      .insert(t.doctors)
      .values({
        firstName: 'Nextfree',
        lastName: 'Tester',
        slug: 'dr-nextfree-tester',
        timezone: 'Asia/Tokyo',
        workingHours: [{ day: weekday, start: '09:00', end: '10:00' }],
      })
      .returning()
    doctorId = doctor!.id
    const [plan] = await ctx.db
      .insert(t.consultPlans)
      .values({ doctorId, name: { en: 'Video consultation' }, priceCents: 100, type: t.PLAN_TYPE.videoCall, duration: 30 })
      .returning()
    planId = plan!.id
    patientId = (await createSignedInPatient(ctx.db)).user.id
    await ctx.catalogCache.invalidate()
  })

  async function book(status: number, date: string, accepted = true) {
    const appointment = await insertAppointment(ctx.db, patientId, doctorId, { planId, status })
    await ctx.db.insert(t.appointmentDates).values({ appointmentId: appointment.id, date: new Date(date), sender: 3, accepted })
    await ctx.catalogCache.invalidate()
    return appointment!.id
  }
  const nextFree = async () => (await doctors({ name: 'Nextfree Tester' })).results[0]?.nextFreeAt

  it('is the first working-hours slot not taken by an accepted time of an active appointment', async () => {
    expect(await nextFree()).toBe(`${targetDay}T00:00:00Z`)
    // A proposal not yet accepted and a canceled appointment take nothing.
    await book(1, `${targetDay}T00:00:00Z`, false)
    await book(5, `${targetDay}T00:00:00Z`)
    expect(await nextFree()).toBe(`${targetDay}T00:00:00Z`)
    await book(2, `${targetDay}T00:00:00Z`)
    expect(await nextFree()).toBe(`${targetDay}T00:30:00Z`)
    // A booking that overlaps the slot by part of it takes it too.
    await book(1, `${targetDay}T00:40:00Z`)
    expect(await nextFree()).toBe(`${addDays(targetDay, 7)}T00:00:00Z`)
    const profile = await ctx.gql<{ doctorBySlug: Card }>(`{ doctorBySlug(slug: "dr-nextfree-tester") { nextFreeAt } }`)
    expect(profile.data?.doctorBySlug.nextFreeAt).toBe(`${addDays(targetDay, 7)}T00:00:00Z`)
  })

  it('is null without a video plan or working hours', async () => {
    await ctx.db.insert(t.doctors).values({ firstName: 'Nohours', lastName: 'Tester', slug: 'dr-nohours-tester', workingHours: [] })
    await ctx.catalogCache.invalidate()
    expect((await doctors({ name: 'Nohours Tester' })).results[0]?.nextFreeAt).toBeNull()
  })

  it('seeded doctors have a next free time within two weeks, in the future', async () => {
    const all = await doctors({ pagination: { limit: 100 } })
    const seeded = all.results.filter((d) => !d.slug.endsWith('-tester'))
    expectEvery(seeded, (d) => d.nextFreeAt !== null)
    for (const { nextFreeAt } of seeded) {
      const at = Date.parse(nextFreeAt!)
      expect(at).toBeGreaterThan(Date.now() + 59 * 60_000)
      expect(at).toBeLessThan(Date.now() + 15 * 86_400_000)
    }
  })

  it('rating is the average of the reviews in stars, with their count', async () => {
    expect((await doctors({ name: 'Nextfree Tester' })).results[0]).toMatchObject({ rating: null, reviewCount: 0 })
    for (const halfStars of [10, 7]) {
      const id = await book(4, `${tokyoDay(-10)}T00:00:00Z`)
      await ctx.db.insert(t.appointmentReviews).values({ appointmentId: id, patientId, halfStars })
    }
    await ctx.catalogCache.invalidate()
    expect((await doctors({ name: 'Nextfree Tester' })).results[0]).toMatchObject({ rating: 4.3, reviewCount: 2 })
  })

  it('sorts by soonest free time, price and rating, ties by id', async () => {
    const byId = await doctors({ pagination: { limit: 100 } })
    const soonest = await doctors({ sort: 'SOONEST', pagination: { limit: 100 } })
    expect(soonest.total).toBe(byId.total)
    const times = soonest.results.map((d) => (d.nextFreeAt ? Date.parse(d.nextFreeAt) : Infinity))
    expect(times).toEqual([...times].sort((a, b) => a - b))
    expect(soonest.results.at(-1)?.nextFreeAt).toBeNull()

    const prices = (await doctors({ sort: 'PRICE', pagination: { limit: 100 } })).results.map((d) => d.lowestPrice ?? Infinity)
    expect(prices).toEqual([...prices].sort((a, b) => a - b))
    expect(prices[0]).toBe(1)

    const rated = await doctors({ sort: 'RATING', pagination: { limit: 100 } })
    expect(rated.results[0]?.slug).toBe('dr-nextfree-tester')
    // Unrated doctors keep the default order after the rated ones.
    expect(slugs(rated).slice(1)).toEqual(slugs(byId).filter((slug) => slug !== 'dr-nextfree-tester'))

    // Sorting and filtering together, and paging through a sort keeps every doctor once.
    const pages = await Promise.all([0, 1, 2].map((page) => doctors({ sort: 'SOONEST', pagination: { page, limit: 20 } })))
    expect(pages.flatMap(slugs).sort()).toEqual(slugs(byId).sort())
    const turkishBySoonest = await doctors({ sort: 'SOONEST', language: 'tr', pagination: { limit: 100 } })
    expectEvery(turkishBySoonest.results, (d) => d.languages.some((l) => l.code === 'tr'))
  })

  it('a doctor without status 1 stays out of every sort', async () => {
    await ctx.db.update(t.doctors).set({ status: 0 }).where(eq(t.doctors.slug, 'dr-nohours-tester'))
    await ctx.catalogCache.invalidate()
    expect(slugs(await doctors({ sort: 'RATING', pagination: { limit: 100 } }))).not.toContain('dr-nohours-tester')
  })
})
