import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { count, countDistinct } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../src/db/client'
import * as t from '../src/db/schema'
import { seedIfEmpty } from '../src/db/seed'
import { openTestDatabase } from './helpers'

let db: Database
let close: () => Promise<void>

beforeAll(async () => {
  ;({ db, close } = await openTestDatabase())
})
afterAll(() => close())

async function counts() {
  const tables = {
    doctors: t.doctors,
    specialties: t.specialties,
    organizations: t.organizations,
    services: t.services,
    languages: t.languages,
    consultPlans: t.consultPlans,
    translatorPlans: t.translatorPlans,
    subscriptionPlans: t.subscriptionPlans,
  }
  const entries = await Promise.all(
    Object.entries(tables).map(async ([name, table]) => {
      const [row] = await db.select({ n: count() }).from(table)
      return [name, row?.n ?? 0] as const
    }),
  )
  return Object.fromEntries(entries)
}

describe('seedIfEmpty', () => {
  it('seeds once and is a no-op the second time', async () => {
    expect(await seedIfEmpty(db)).toBe(true)
    const first = await counts()
    expect(await seedIfEmpty(db)).toBe(false)
    expect(await counts()).toEqual(first)
  })

  it('has the catalogue the web needs', async () => {
    const c = await counts()
    expect(c.doctors).toBeGreaterThanOrEqual(40)
    expect(c.specialties).toBeGreaterThanOrEqual(12)
    expect(c.organizations).toBe(3)
    expect(c.languages).toBeGreaterThanOrEqual(20)
    expect(c.subscriptionPlans).toBe(2)
    const orgIds = (await db.select({ id: t.organizations.id }).from(t.organizations)).map((r) => r.id)
    expect(orgIds).toContain(13)
    const [used] = await db.select({ n: countDistinct(t.doctorSpecialties.specialtyId) }).from(t.doctorSpecialties)
    expect(used?.n).toBeGreaterThanOrEqual(12)
  })

  it('gives every doctor 2-4 languages, 1-3 specialties and both plan types', async () => {
    const doctors = await db.query.doctors.findMany()
    const languages = await db.select().from(t.doctorLanguages)
    const specialties = await db.select().from(t.doctorSpecialties)
    const plans = await db.select().from(t.consultPlans)
    for (const doctor of doctors) {
      const nLang = languages.filter((l) => l.doctorId === doctor.id).length
      const nSpec = specialties.filter((s) => s.doctorId === doctor.id).length
      expect(nLang).toBeGreaterThanOrEqual(2)
      expect(nLang).toBeLessThanOrEqual(4)
      expect(nSpec).toBeGreaterThanOrEqual(1)
      expect(nSpec).toBeLessThanOrEqual(3)
      expect(new Set(plans.filter((p) => p.doctorId === doctor.id).map((p) => p.type))).toEqual(new Set([1, 2]))
      expect(doctor.avatar).toBe(`/images/doctors/${doctor.slug}.svg`)
      expect(doctor.workingHours.length).toBeGreaterThan(0)
    }
  })

  it('covers all six service groups', async () => {
    const types = new Set((await db.select({ type: t.services.type }).from(t.services)).map((r) => r.type))
    expect(types).toEqual(new Set([1, 2, 3, 4, 5, 6]))
  })

  it('every image path the seed references exists under public/', async () => {
    const publicDir = fileURLToPath(new URL('../../public', import.meta.url))
    const doctors = await db.select({ avatar: t.doctors.avatar }).from(t.doctors)
    const orgs = await db.select({ image: t.organizations.image, bg: t.organizations.bgImage }).from(t.organizations)
    const paths = [...doctors.map((d) => d.avatar), ...orgs.flatMap((o) => [o.image, o.bg])]
    for (const path of paths) expect(path && existsSync(`${publicDir}${path}`), String(path)).toBe(true)
  })
})
