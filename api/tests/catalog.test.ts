import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { errorCode, expectEvery, setupTestApi, type TestApi } from './helpers'

let ctx: TestApi
beforeAll(async () => {
  ctx = await setupTestApi()
})
afterAll(() => ctx.close())

type Specialty = { slug: string; name: string; visible: boolean; icon: string | null }
type Service = {
  slug: string
  title: string
  short_desc: string
  description: string
  type: number
  organization_id: string | null
  keywords: string[]
}

async function ok<T>(query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}): Promise<T> {
  const response = await ctx.gql<T>(query, variables, headers)
  expect(response.errors).toBeUndefined()
  if (!response.data) throw new Error('no data')
  return response.data
}

describe('specialties', () => {
  const SPECIALTIES = `query($name: String, $visible: Boolean, $lang: String) { specialties(name: $name, visible: $visible, lang: $lang) { slug name visible icon } }`

  it('lists, filters by name and visibility', async () => {
    const { specialties: all } = await ok<{ specialties: Specialty[] }>(SPECIALTIES)
    expect(all.length).toBeGreaterThanOrEqual(12)
    const { specialties: visible } = await ok<{ specialties: Specialty[] }>(SPECIALTIES, { visible: true })
    expect(visible.length).toBeLessThan(all.length)
    expectEvery(visible, (s) => s.visible)
    const { specialties: named } = await ok<{ specialties: Specialty[] }>(SPECIALTIES, { name: 'CARDIO' })
    expect(named.map((s) => s.slug)).toEqual(['cardiology'])
  })

  it('translates by locale header, by lang argument, and falls back to en', async () => {
    const en = await ok<{ specialtyBySlug: Specialty }>(`{ specialtyBySlug(slug: "neurology") { name } }`)
    const ru = await ok<{ specialtyBySlug: Specialty }>(`{ specialtyBySlug(slug: "neurology") { name } }`, {}, { locale: 'ru' })
    const de = await ok<{ specialtyBySlug: Specialty }>(`{ specialtyBySlug(slug: "neurology", lang: "de") { name } }`, {}, { locale: 'ru' })
    const unknown = await ok<{ specialtyBySlug: Specialty }>(`{ specialtyBySlug(slug: "neurology") { name } }`, {}, { locale: 'xx' })
    expect(en.specialtyBySlug.name).toBe('Neurology')
    expect(ru.specialtyBySlug.name).toBe('Неврология')
    expect(de.specialtyBySlug.name).toBe('Neurologie')
    expect(unknown.specialtyBySlug.name).toBe('Neurology')
    // name filter searches in the requested language
    const { specialties } = await ok<{ specialties: Specialty[] }>(`{ specialties(name: "невр") { slug } }`, {}, { locale: 'ru' })
    expect(specialties.map((s) => s.slug)).toEqual(['neurology'])
    expect((await ok<{ specialtyBySlug: null }>(`{ specialtyBySlug(slug: "nope") { name } }`)).specialtyBySlug).toBeNull()
  })
})

describe('services', () => {
  const SERVICES = `query($type: Int, $lang: String, $pagination: PaginationInput) { getServices(type: $type, lang: $lang, pagination: $pagination) { total results { slug title short_desc description type organization_id keywords } } }`
  type Services = { getServices: { total: number; results: Service[] } }

  it('lists services of all six groups, filters by type', async () => {
    const { getServices } = await ok<Services>(SERVICES, { pagination: { limit: 500 } })
    expect(new Set(getServices.results.map((s) => s.type))).toEqual(new Set([1, 2, 3, 4, 5, 6]))
    expect(getServices.results).toHaveLength(getServices.total)
    const radiology = await ok<Services>(SERVICES, { type: 1 })
    expectEvery(radiology.getServices.results, (s) => s.type === 1)
    expect(radiology.getServices.total).toBeGreaterThan(0)
  })

  it('accepts limit 500 and rejects 501', async () => {
    const response = await ctx.gql(SERVICES, { pagination: { limit: 501 } })
    expect(errorCode(response)).toBe('BAD_USER_INPUT')
  })

  it('translates with the locale header and the lang argument', async () => {
    const en = await ok<Services>(SERVICES, { type: 2 })
    const ru = await ok<Services>(SERVICES, { type: 2 }, { locale: 'ru' })
    const ar = await ok<Services>(SERVICES, { type: 2, lang: 'ar' })
    expect(ru.getServices.results[0]?.title).not.toBe(en.getServices.results[0]?.title)
    expect(ru.getServices.results[0]?.short_desc).toMatch(/[а-я]/i)
    expect(ar.getServices.results[0]?.title).toMatch(/[\u0600-\u06FF]/)
  })

  it('the organization header keeps that organisation and platform-wide services', async () => {
    const all = await ok<Services>(SERVICES, { pagination: { limit: 500 } })
    const scoped = await ok<Services>(SERVICES, { pagination: { limit: 500 } }, { organization: '13' })
    expect(scoped.getServices.total).toBeLessThan(all.getServices.total)
    expectEvery(scoped.getServices.results, (s) => s.organization_id === null || s.organization_id === '13')
    expect(scoped.getServices.results.some((s) => s.organization_id === '13')).toBe(true)
  })

  it('getServiceBySlug returns a translated service or null', async () => {
    const { getServiceBySlug } = await ok<{ getServiceBySlug: Service }>(
      `{ getServiceBySlug(slug: "knee-replacement", lang: "de") { title type keywords } }`,
    )
    expect(getServiceBySlug).toEqual({ title: 'Knieprothese', type: 4, keywords: ['knee', 'surgery', 'orthopedics'] })
    expect((await ok<{ getServiceBySlug: null }>(`{ getServiceBySlug(slug: "nope") { title } }`)).getServiceBySlug).toBeNull()
  })
})

describe('organizations', () => {
  it('lists organisations with settings, by parent, and settings by id', async () => {
    const { organizations } = await ok<{ organizations: { id: string; parent_id: string | null; settings: { region: string } | null }[] }>(
      `{ organizations { id type name image bg_image status parent_id settings { id organization_id primary_color region settings } } }`,
    )
    expect(organizations.map((o) => o.id)).toEqual(['1', '2', '13'])
    expectEvery(organizations, (o) => o.settings !== null)
    const { organizationsByParentId } = await ok<{ organizationsByParentId: { id: string }[] }>(
      `{ organizationsByParentId(parentId: "1") { id } }`,
    )
    expect(organizationsByParentId.map((o) => o.id)).toEqual(['2', '13'])
    const { organizationSettings } = await ok<{ organizationSettings: { organization_id: string; settings: Record<string, unknown> } }>(
      `{ organizationSettings(organizationId: "13") { organization_id region settings } }`,
    )
    expect(organizationSettings.organization_id).toBe('13')
    expect(organizationSettings.settings).toMatchObject({ currency: 'EUR' })
    expect(
      (await ok<{ organizationSettings: null }>(`{ organizationSettings(organizationId: "999") { id } }`)).organizationSettings,
    ).toBeNull()
    expect(errorCode(await ctx.gql(`{ organizationSettings(organizationId: "x") { id } }`))).toBe('BAD_USER_INPUT')
  })
})

describe('languages and translator plans', () => {
  it('lists languages up to 300 per page', async () => {
    const { languages } = await ok<{ languages: { code: string; name: string; nativeName: string }[] }>(
      `{ languages(pagination: { page: 0, limit: 300 }) { id code name nativeName } }`,
    )
    expect(languages.length).toBeGreaterThanOrEqual(20)
    expect(languages.map((l) => l.code)).toEqual(expect.arrayContaining(['en', 'ru', 'de', 'ar', 'fr', 'es', 'it', 'tr', 'uk', 'pl']))
    const page = await ok<{ languages: unknown[] }>(`{ languages(pagination: { page: 1, limit: 5 }) { code } }`)
    expect(page.languages).toHaveLength(5)
    expect(errorCode(await ctx.gql(`{ languages(pagination: { limit: 301 }) { code } }`))).toBe('BAD_USER_INPUT')
  })

  it('finds the translator plan for a language, optionally the shortest that covers a call', async () => {
    type Plan = { translatorPlanByLanguage: { lang_1: string; lang_2: string; duration: number; price: number } | null }
    const ru = await ok<Plan>(`{ translatorPlanByLanguage(lang: "ru") { id lang_1 lang_2 duration price } }`)
    expect(ru.translatorPlanByLanguage).toMatchObject({ lang_1: 'ru', duration: 30, price: 45 })
    const ru60 = await ok<Plan>(`{ translatorPlanByLanguage(lang: "ru", duration: 60) { lang_1 lang_2 duration price } }`)
    expect(ru60.translatorPlanByLanguage).toEqual({ lang_1: 'ru', lang_2: 'de', duration: 60, price: 75 })
    // A 45-minute call takes the shortest translator that covers it; nothing covers 90 minutes.
    const ru45 = await ok<Plan>(`{ translatorPlanByLanguage(lang: "ru", duration: 45) { lang_1 lang_2 duration price } }`)
    expect(ru45.translatorPlanByLanguage).toEqual({ lang_1: 'ru', lang_2: 'de', duration: 60, price: 75 })
    expect((await ok<Plan>(`{ translatorPlanByLanguage(lang: "ru", duration: 90) { id } }`)).translatorPlanByLanguage).toBeNull()
    const de = await ok<Plan>(`{ translatorPlanByLanguage(lang: "de") { lang_1 lang_2 } }`)
    expect([de.translatorPlanByLanguage?.lang_1, de.translatorPlanByLanguage?.lang_2]).toContain('de')
    expect((await ok<Plan>(`{ translatorPlanByLanguage(lang: "ka") { id } }`)).translatorPlanByLanguage).toBeNull()
  })
})

describe('subscriptions and me', () => {
  const PLAN_FIELDS = `id name icon features { id name icon item { value unit options { id name limit type duration_type feature_item_option_id } } } options { id duration_type price source }`
  type Plan = {
    id: string
    name: string
    features: { name: string; item: { unit: string } }[]
    options: { duration_type: number; price: number }[]
  }

  it('lists the free and Premium plans with monthly and yearly options', async () => {
    const { getSubscriptions } = await ok<{ getSubscriptions: { total: number; results: Plan[] } }>(
      `{ getSubscriptions(pagination: { page: 0, limit: 20 }) { total results { ${PLAN_FIELDS} } } }`,
    )
    expect(getSubscriptions.total).toBe(2)
    const [free, premium] = getSubscriptions.results
    expect(free?.options).toEqual([expect.objectContaining({ duration_type: 3, price: 0 })])
    expect(premium?.name).toBe('Premium')
    expect(premium?.options.map((o) => o.duration_type)).toEqual([1, 2])
    const units = new Set(getSubscriptions.results.flatMap((p) => p.features.map((f) => f.item.unit)))
    // Only features that work today are listed (ADR 0041): storage and the consultation discount.
    expect(units).toEqual(new Set(['no_access', 'has_access', 'gb']))
    // both plans list the same features, so the comparison table lines up
    expect(free?.features.map((f) => f.name)).toEqual(premium?.features.map((f) => f.name))

    const { fetchBySubscriptionId } = await ok<{ fetchBySubscriptionId: Plan }>(
      `query($id: ID!) { fetchBySubscriptionId(id: $id) { ${PLAN_FIELDS} } }`,
      { id: premium?.id },
    )
    expect(fetchBySubscriptionId).toEqual(premium)
    expect((await ok<{ fetchBySubscriptionId: null }>(`{ fetchBySubscriptionId(id: "999") { id } }`)).fetchBySubscriptionId).toBeNull()
    expect(errorCode(await ctx.gql(`{ getSubscriptions(pagination: { limit: 1000 }) { total } }`))).toBe('BAD_USER_INPUT')
  })

  it("names a doctor's languages in the reader's language, not each in its own (issue 26)", async () => {
    type Spoken = { code: string; name: string; nativeName: string }
    const spoken = async (locale: string) =>
      (
        await ok<{ doctorBySlug: { languages: Spoken[] } }>(
          `{ doctorBySlug(slug: "dr-anna-keller") { languages { code name nativeName } } }`,
          {},
          { locale },
        )
      ).doctorBySlug.languages
    for (const locale of ['en', 'ru', 'de', 'ar']) {
      const languages = await spoken(locale)
      expect(languages.length).toBeGreaterThan(1)
      const names = new Intl.DisplayNames([locale], { type: 'language' })
      expect(languages.map((language) => language.name)).toEqual(languages.map((language) => names.of(language.code)))
    }
    const arabic = await spoken('ar')
    expect(arabic.map((language) => language.name).join(' ')).not.toMatch(/[A-Za-z\u0400-\u04ff]/)
    expect(arabic.find((language) => language.code === 'en')).toMatchObject({ name: 'الإنجليزية', nativeName: 'English' })
  })

  it("names the plans in the reader's language (issue 26), the same plans in the same order", async () => {
    const names = async (locale: string) =>
      (
        await ok<{ getSubscriptions: { results: { id: string; name: string }[] } }>(
          `{ getSubscriptions { results { id name } } }`,
          {},
          { locale },
        )
      ).getSubscriptions.results
    const english = await names('en')
    expect(english.map((plan) => plan.name)).toEqual(['Basic', 'Premium'])
    for (const [locale, expected] of [
      ['ru', ['Базовый', 'Премиум']],
      ['de', ['Basis', 'Premium']],
      ['ar', ['الخطة الأساسية', 'الخطة المميزة']],
    ] as const) {
      const plans = await names(locale)
      expect(plans.map((plan) => plan.id)).toEqual(english.map((plan) => plan.id))
      expect(plans.map((plan) => plan.name)).toEqual(expected)
    }
  })

  it('me is null for visitors, even with a bearer token until auth lands', async () => {
    expect(await ok(`{ me { id email } }`)).toEqual({ me: null })
    expect(await ok(`{ me { id } }`, {}, { authorization: 'Bearer anything' })).toEqual({ me: null })
  })
})
