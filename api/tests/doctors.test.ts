import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as t from '../src/db/schema'
import { errorCode, expectEvery, setupTestApi, type TestApi } from './helpers'

type DoctorCard = {
  id: string
  slug: string
  first_name: string
  last_name: string
  specialties: { slug: string; name: string }[]
  organization: { id: string } | null
  lowestPrice: number | null
  plans: { price: number; type: number; type_name: string }[]
}
type DoctorList = { total: number; results: DoctorCard[] }

const DOCTORS = `query($query: DoctorsQuery) { doctors(query: $query) { total results {
  id slug first_name last_name lowestPrice organization { id } specialties { slug name } plans { price type type_name } } } }`
const SERVICE_DOCTORS = `query($query: ServiceDoctorsQuery!) { getServiceBySlugDoctors(query: $query) { total results { id slug organization { id } specialties { slug } } } }`

let ctx: TestApi
beforeAll(async () => {
  ctx = await setupTestApi()
})
afterAll(() => ctx.close())

async function doctors(query: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  const response = await ctx.gql<{ doctors: DoctorList }>(DOCTORS, { query }, headers)
  expect(response.errors).toBeUndefined()
  const list = response.data?.doctors
  if (!list) throw new Error('no data')
  return list
}

describe('doctors', () => {
  it('lists all doctors with default page size 20', async () => {
    const list = await doctors()
    expect(list.total).toBeGreaterThanOrEqual(40)
    expect(list.results).toHaveLength(20)
    const first = list.results[0]
    expect(first?.lowestPrice).toBe(Math.min(...(first?.plans ?? []).map((p) => p.price)))
    expect(first?.plans.map((p) => p.type_name)).toEqual(['video_call', 'report'])
  })

  it('filters by first name, last name and "first last", case-insensitively', async () => {
    const byFirst = await doctors({ name: 'anna' })
    expect(byFirst.results.map((d) => d.slug)).toContain('dr-anna-keller')
    const byLast = await doctors({ name: 'KELLER' })
    expect(byLast.results.map((d) => d.slug)).toEqual(['dr-anna-keller'])
    const full = await doctors({ name: 'Anna  Keller' })
    expect(full.total).toBe(1)
    expect((await doctors({ name: 'nobody-matches-this' })).total).toBe(0)
    // LIKE wildcards are literal
    expect((await doctors({ name: '%' })).total).toBe(0)
  })

  it('filters by specialty slug and organisation', async () => {
    const cardio = await doctors({ specialty: 'cardiology', pagination: { limit: 100 } })
    expect(cardio.total).toBeGreaterThan(0)
    expectEvery(cardio.results, (d) => d.specialties.some((s) => s.slug === 'cardiology'))
    const org13 = await doctors({ organization: '13', pagination: { limit: 100 } })
    expect(org13.total).toBeGreaterThan(0)
    expectEvery(org13.results, (d) => d.organization?.id === '13')
    const both = await doctors({ organization: '13', specialty: 'cardiology', pagination: { limit: 100 } })
    expectEvery(both.results, (d) => d.organization?.id === '13' && d.specialties.some((s) => s.slug === 'cardiology'))
  })

  it('random keeps the same total and the same set of doctors', async () => {
    const ordered = await doctors({ pagination: { limit: 100 } })
    const shuffled = await doctors({ random: true, pagination: { limit: 100 } })
    expect(shuffled.total).toBe(ordered.total)
    expect(new Set(shuffled.results.map((d) => d.id))).toEqual(new Set(ordered.results.map((d) => d.id)))
  })

  it('pages: last partial page and a page beyond the end', async () => {
    const { total } = await doctors()
    const limit = 15
    const lastPage = Math.floor((total - 1) / limit)
    const last = await doctors({ pagination: { page: lastPage, limit } })
    expect(last.results).toHaveLength(total - lastPage * limit)
    const beyond = await doctors({ pagination: { page: lastPage + 5, limit } })
    expect(beyond).toEqual({ total, results: [] })
  })

  it.each([
    [{ page: -1, limit: 10 }, /page must be 0 or greater/],
    [{ page: 0, limit: 0 }, /limit must be between 1 and 100/],
    [{ page: 0, limit: 101 }, /limit must be between 1 and 100/],
  ])('rejects pagination %j with BAD_USER_INPUT', async (pagination, message) => {
    const response = await ctx.gql(DOCTORS, { query: { pagination } })
    expect(errorCode(response)).toBe('BAD_USER_INPUT')
    expect(response.errors?.[0]?.message).toMatch(message)
    expect(response.data).toBeNull()
  })

  it('rejects a non-numeric organisation id', async () => {
    const response = await ctx.gql(DOCTORS, { query: { organization: 'abc' } })
    expect(errorCode(response)).toBe('BAD_USER_INPUT')
  })

  it('the organization header limits results; "all" removes the filter', async () => {
    const scoped = await doctors({ pagination: { limit: 100 } }, { organization: '2' })
    expect(scoped.total).toBeGreaterThan(0)
    expectEvery(scoped.results, (d) => d.organization?.id === '2')
    const all = await doctors({}, { organization: 'all' })
    expect(all.total).toBeGreaterThan(scoped.total)
  })

  it('translates specialty names with the locale header', async () => {
    const en = await doctors({ name: 'Keller' })
    const ru = await doctors({ name: 'Keller' }, { locale: 'ru' })
    expect(en.results[0]?.specialties[0]?.name).toBe('Cardiology')
    expect(ru.results[0]?.specialties[0]?.name).toBe('Кардиология')
  })
})

describe('translated doctor texts', () => {
  const PROFILE = `{ doctorBySlug(slug: "dr-anna-keller") { professional_title about } }`
  const profile = async (locale: string) => {
    const response = await ctx.gql<{ doctorBySlug: { professional_title: string; about: string } | null }>(PROFILE, {}, { locale })
    expect(response.errors).toBeUndefined()
    const doctor = response.data?.doctorBySlug
    if (!doctor) throw new Error('no doctor')
    return doctor
  }

  it('answers the professional title and the about text in the request language', async () => {
    const [en, ru, de, ar] = await Promise.all(['en', 'ru', 'de', 'ar'].map(profile))
    // Anna Keller: a cardiologist (the seed's first specialty), female.
    expect(en?.professional_title).toMatch(/· Cardiologist$/)
    expect(ru?.professional_title).toMatch(/· Кардиолог$/)
    expect(de?.professional_title).toMatch(/· Fachärztin für Kardiologie$/)
    expect(ar?.professional_title).toMatch(/· أخصائية أمراض القلب$/)
    expect(ru?.about).toMatch(/^Кардиолог, \d+ (год|года|лет) клинической практики/)
    expect(de?.about).toMatch(/^Fachärztin für Kardiologie mit \d+ Jahren/)
    expect(ar?.about).toMatch(/^أخصائية أمراض القلب/)
    expect(new Set([en, ru, de, ar].map((d) => d?.about)).size).toBe(4)
  })

  it('writes degrees as each language abbreviates them: no Latin "Dr. med." or "PhD" on Russian or Arabic pages (issue 26)', async () => {
    const titles = async (locale: string) => {
      const response = await ctx.gql<{ doctors: { total: number; results: { professional_title: string }[] } }>(
        `{ doctors(query: { pagination: { page: 0, limit: 100 } }) { total results { professional_title } } }`,
        {},
        { locale },
      )
      expect(response.errors).toBeUndefined()
      expect(response.data!.doctors.results).toHaveLength(response.data!.doctors.total)
      return response.data!.doctors.results.map((d) => d.professional_title)
    }
    const [ru, de, ar] = await Promise.all([titles('ru'), titles('de'), titles('ar')])
    expect(ru.filter((title) => /[A-Za-z]/.test(title))).toEqual([])
    expect(ar.filter((title) => /[A-Za-z]/.test(title))).toEqual([])
    // The degrees Russian readers know: a professor, a doctor of medicine, a candidate of medical sciences.
    for (const degree of ['проф. д-р мед. · ', 'д-р мед. · ', 'к.м.н. · '])
      expect(
        ru.some((title) => title.startsWith(degree)),
        degree,
      ).toBe(true)
    // A physician's first degree (MD) is not written in Russian: the specialty says it.
    expect(ru.some((title) => !title.includes(' · '))).toBe(true)
    // German writes its own degrees as they are.
    expect(de.some((title) => title.startsWith('Prof. Dr. med. · '))).toBe(true)
  })

  it('translates the title in lists too', async () => {
    const response = await ctx.gql<{ doctors: { results: { professional_title: string }[] } }>(
      `{ doctors(query: { name: "Keller" }) { results { professional_title } } }`,
      {},
      { locale: 'de' },
    )
    expect(response.data?.doctors.results[0]?.professional_title).toMatch(/Fachärztin für Kardiologie$/)
  })
})

describe('doctorBySlug and relatedDoctors', () => {
  it('returns the full profile or null', async () => {
    const found = await ctx.gql<{
      doctorBySlug: {
        slug: string
        languages: { code: string }[]
        working_hours: { day: number }[]
        groups: { group_id: string }[]
        experience_start_date: string
        about: string
      } | null
    }>(
      `{ doctorBySlug(slug: "dr-anna-keller") { slug about experience_start_date languages { code } working_hours { day start end } groups { group_id name } } }`,
    )
    const doctor = found.data?.doctorBySlug
    expect(doctor?.slug).toBe('dr-anna-keller')
    expect(doctor?.languages.length).toBeGreaterThanOrEqual(2)
    expect(doctor?.working_hours.length).toBeGreaterThan(0)
    expectEvery(doctor?.groups, (g) => g.group_id === '9')
    expect(doctor?.experience_start_date).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    const missing = await ctx.gql(`{ doctorBySlug(slug: "dr-nobody") { id } }`)
    expect(missing.errors).toBeUndefined()
    expect(missing.data).toEqual({ doctorBySlug: null })
  })

  it('related doctors share a specialty and exclude the doctor', async () => {
    const response = await ctx.gql<{ relatedDoctors: { slug: string }[] }>(
      `{ relatedDoctors(slug: "dr-anna-keller", limit: 3) { id slug first_name last_name avatar } }`,
    )
    const related = response.data?.relatedDoctors ?? []
    expect(related.length).toBeGreaterThan(0)
    expect(related.length).toBeLessThanOrEqual(3)
    expect(related.map((d) => d.slug)).not.toContain('dr-anna-keller')
    const profile = await doctors({ name: 'Anna Keller' })
    const annaSpecialties = new Set(profile.results[0]?.specialties.map((s) => s.slug))
    for (const { slug } of related) {
      const other = await ctx.gql<{ doctorBySlug: { specialties: { slug: string }[] } }>(
        `query($s: String!) { doctorBySlug(slug: $s) { specialties { slug } } }`,
        { s: slug },
      )
      expect(other.data?.doctorBySlug.specialties.some((s) => annaSpecialties.has(s.slug))).toBe(true)
    }
    expect((await ctx.gql(`{ relatedDoctors(slug: "dr-nobody") { id } }`)).data).toEqual({ relatedDoctors: [] })
  })
})

describe('getServiceBySlugDoctors', () => {
  async function serviceDoctors(query: Record<string, unknown>, headers: Record<string, string> = {}) {
    const response = await ctx.gql<{ getServiceBySlugDoctors: DoctorList }>(SERVICE_DOCTORS, { query }, headers)
    expect(response.errors).toBeUndefined()
    const list = response.data?.getServiceBySlugDoctors
    if (!list) throw new Error('no data')
    return list
  }

  /** A service of its own with `count` doctors (Doc01 Loadmore .. DocNN), half of them neurologists. */
  async function serviceWithDoctors(slug: string, count: number) {
    const [service] = await ctx.db
      .insert(t.services)
      .values({ slug, type: 2, title: { en: slug } })
      .returning()
    const [neurology] = await ctx.db.select().from(t.specialties).where(eq(t.specialties.slug, 'neurology'))
    const rows = await ctx.db
      .insert(t.doctors)
      .values(
        Array.from({ length: count }, (_, i) => ({
          firstName: `Doc${String(i + 1).padStart(2, '0')}`,
          lastName: 'Loadmore',
          slug: `${slug}-doc-${i + 1}`,
        })),
      )
      .returning()
    await ctx.db.insert(t.doctorServices).values(rows.map((d) => ({ doctorId: d.id, serviceId: service!.id })))
    await ctx.db
      .insert(t.doctorSpecialties)
      .values(rows.filter((_, i) => i % 2 === 0).map((d) => ({ doctorId: d.id, specialtyId: neurology!.id })))
    // What every write to the catalogue does once it has committed.
    await ctx.catalogCache.invalidate()
    return rows
  }

  it('pages by 10 with every doctor on exactly one page (the 11th too)', async () => {
    const created = await serviceWithDoctors('load-more-service', 23)
    const page = (n: number) => serviceDoctors({ slug: 'load-more-service', pagination: { page: n, limit: 10 } })
    const pages = [await page(0), await page(1), await page(2)]
    expect(pages.map((p) => p.results.length)).toEqual([10, 10, 3])
    expectEvery(pages, (p) => p.total === 23)
    const seen = pages.flatMap((p) => p.results.map((d) => d.slug))
    expect(seen).toEqual(created.map((d) => d.slug))
    expect(pages[1]!.results[0]!.slug).toBe('load-more-service-doc-11')
    // without pagination the page size is 10
    expect((await serviceDoctors({ slug: 'load-more-service' })).results).toHaveLength(10)

    const named = await serviceDoctors({ slug: 'load-more-service', name: 'doc11' })
    expect(named.results.map((d) => d.slug)).toEqual(['load-more-service-doc-11'])
    const neurologists = await serviceDoctors({ slug: 'load-more-service', specialty: 'neurology', pagination: { page: 1, limit: 10 } })
    expect(neurologists.total).toBe(12)
    expect(neurologists.results.map((d) => d.slug)).toEqual(['load-more-service-doc-21', 'load-more-service-doc-23'])
  })

  it('only lists doctors attached to the service', async () => {
    const list = await serviceDoctors({ slug: 'cardiology-department', pagination: { limit: 100 } })
    expect(list.total).toBeGreaterThan(0)
    expectEvery(list.results, (d) => d.specialties.some((s) => s.slug === 'cardiology'))
    const all = await serviceDoctors({ slug: 'online-video-consultation', pagination: { limit: 1 } })
    expect(list.total).toBeLessThan(all.total)
  })

  it('filters by organizations list, organization, name and specialty', async () => {
    const many = await serviceDoctors({ slug: 'online-video-consultation', organizations: '2, 13', pagination: { limit: 100 } })
    expectEvery(many.results, (d) => ['2', '13'].includes(d.organization?.id ?? ''))
    expect(new Set(many.results.map((d) => d.organization?.id))).toEqual(new Set(['2', '13']))
    const one = await serviceDoctors({ slug: 'online-video-consultation', organization: '1', pagination: { limit: 100 } })
    expectEvery(one.results, (d) => d.organization?.id === '1')
    const named = await serviceDoctors({ slug: 'online-video-consultation', name: 'keller' })
    expect(named.results.map((d) => d.slug)).toEqual(['dr-anna-keller'])
    const special = await serviceDoctors({ slug: 'online-video-consultation', specialty: 'neurology', pagination: { limit: 100 } })
    expectEvery(special.results, (d) => d.specialties.some((s) => s.slug === 'neurology'))
    const header = await serviceDoctors({ slug: 'online-video-consultation', pagination: { limit: 100 } }, { organization: '13' })
    expectEvery(header.results, (d) => d.organization?.id === '13')
  })

  it('rejects non-integer organizations and unknown slugs', async () => {
    const bad = await ctx.gql(SERVICE_DOCTORS, { query: { slug: 'online-video-consultation', organizations: '1,two' } })
    expect(errorCode(bad)).toBe('BAD_USER_INPUT')
    expect(bad.errors?.[0]?.message).toMatch(/comma-separated integer ids/)
    const unknown = await ctx.gql(SERVICE_DOCTORS, { query: { slug: 'no-such-service' } })
    expect(errorCode(unknown)).toBe('NOT_FOUND')
    expect(unknown.errors?.[0]?.message).toBe('service not found')
    const negative = await ctx.gql(SERVICE_DOCTORS, { query: { slug: 'online-video-consultation', pagination: { page: -1 } } })
    expect(errorCode(negative)).toBe('BAD_USER_INPUT')
  })
})
