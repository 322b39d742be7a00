import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as t from '../src/db/schema'
import { createPublicCache, MemoryPublicCache, RedisPublicCache } from '../src/shared/public-cache'
import { createSignedInPatient, setupTestApi, testEnv, type TestApi } from './helpers'

/** The public catalog cache (ADR 0021): what it keeps, for whom, and when it lets go. */

let ctx: TestApi
beforeAll(async () => {
  ctx = await setupTestApi()
})
afterAll(() => ctx.close())

const PROFILE = `query($slug: String!) { doctorBySlug(slug: $slug) { last_name professional_title specialties { name } } }`
type Profile = { doctorBySlug: { last_name: string; professional_title: string; specialties: { name: string }[] } | null }

async function lastName(slug: string, api = ctx.api) {
  const response = await ctx.gql<Profile>(PROFILE, { slug }, {}, api)
  expect(response.errors).toBeUndefined()
  return response.data?.doctorBySlug?.last_name
}

describe('invalidation', () => {
  it('a change to the catalogue is read right after the writer invalidates', async () => {
    const slug = 'dr-markus-brandt'
    expect(await lastName(slug)).toBe('Brandt')
    await ctx.db.update(t.doctors).set({ lastName: 'Brandt-Meier' }).where(eq(t.doctors.slug, slug))
    // Cached: the change is not seen until whoever made it says so (or the TTL ends).
    expect(await lastName(slug)).toBe('Brandt')
    await ctx.catalogCache.invalidate()
    expect(await lastName(slug)).toBe('Brandt-Meier')

    // Lists and counts too: a doctor switched off leaves every cached answer that held them.
    const list = `{ doctors(query: { name: "Brandt" }) { total results { slug } } }`
    expect((await ctx.gql<{ doctors: { total: number } }>(list)).data?.doctors.total).toBe(1)
    await ctx.db.update(t.doctors).set({ status: 0 }).where(eq(t.doctors.slug, slug))
    await ctx.catalogCache.invalidate()
    expect((await ctx.gql<{ doctors: { total: number } }>(list)).data?.doctors).toEqual({ total: 0, results: [] })
    expect((await ctx.gql<Profile>(PROFILE, { slug })).data?.doctorBySlug).toBeNull()

    await ctx.db.update(t.doctors).set({ lastName: 'Brandt', status: 1 }).where(eq(t.doctors.slug, slug))
    await ctx.catalogCache.invalidate()
  })

  it('a read that started before an invalidation is answered but not kept', async () => {
    const cache = new MemoryPublicCache({ ttlMs: 60_000, maxEntries: 10, maxBytes: 1_000_000 })
    let release!: (value: string) => void
    const slow = cache.get('k', () => new Promise<string>((resolve) => (release = resolve)))
    await cache.invalidate()
    release('before the change')
    expect(await slow).toBe('before the change')
    expect(await cache.get('k', async () => 'after the change')).toBe('after the change')
  })
})

describe('keys: everything that changes the answer', () => {
  it('separates locales', async () => {
    const query = `query($lang: String) { specialties(lang: $lang) { slug name } }`
    const names = async (lang: string) =>
      (await ctx.gql<{ specialties: { slug: string; name: string }[] }>(query, { lang })).data?.specialties.find(
        (s) => s.slug === 'cardiology',
      )?.name
    expect(await names('en')).toBe('Cardiology')
    expect(await names('de')).toBe('Kardiologie')
    expect(await names('ru')).toBe('Кардиология')
    expect(await names('en')).toBe('Cardiology')

    // The doctor's own cached row, shown in each request's locale.
    const title = async (locale: string) =>
      (await ctx.gql<Profile>(PROFILE, { slug: 'dr-anna-keller' }, { locale })).data?.doctorBySlug?.specialties[0]?.name
    expect(await title('de')).toBe('Kardiologie')
    expect(await title('ar')).toBe('أمراض القلب')
    expect(await title('en')).toBe('Cardiology')
  })

  it('separates the organisation header, filters and pages', async () => {
    type List = { doctors: { total: number; results: { slug: string; organization: { id: string } | null }[] } }
    const list = async (query: Record<string, unknown>, headers: Record<string, string> = {}) =>
      (
        await ctx.gql<List>(
          `query($q: DoctorsQuery) { doctors(query: $q) { total results { slug organization { id } } } }`,
          { q: query },
          headers,
        )
      ).data!.doctors
    const everyone = await list({ pagination: { limit: 5 } })
    const alpenblick = await list({ pagination: { limit: 5 } }, { organization: '13' })
    expect(alpenblick.total).toBeLessThan(everyone.total)
    expect(alpenblick.results.every((d) => d.organization?.id === '13')).toBe(true)
    expect((await list({ pagination: { limit: 5 } })).total).toBe(everyone.total)

    const cardiology = await list({ specialty: 'cardiology', pagination: { limit: 100 } })
    const neurology = await list({ specialty: 'neurology', pagination: { limit: 100 } })
    expect(cardiology.results.map((d) => d.slug)).not.toEqual(neurology.results.map((d) => d.slug))
    expect((await list({ name: 'keller' })).results.map((d) => d.slug)).toEqual(['dr-anna-keller'])

    const second = await list({ pagination: { page: 1, limit: 5 } })
    expect(second.results.map((d) => d.slug)).not.toEqual(everyone.results.map((d) => d.slug))
    expect(second.total).toBe(everyone.total)
  })

  it('never keeps a patient’s own data: `me` is read per request', async () => {
    const anna = await createSignedInPatient(ctx.db, { city: 'Bonn' })
    const omar = await createSignedInPatient(ctx.db, { city: 'Kairo' })
    const city = async (headers: Record<string, string>) =>
      (await ctx.gql<{ me: { city: string } | null }>(`{ me { city } }`, {}, headers)).data?.me?.city
    expect(await city(anna.headers)).toBe('Bonn')
    expect(await city(omar.headers)).toBe('Kairo')
    expect((await ctx.gql<{ me: null }>(`{ me { city } }`)).data?.me).toBeNull()
    // No invalidation: the next read already sees the change.
    await ctx.db.update(t.users).set({ city: 'Köln' }).where(eq(t.users.id, anna.user.id))
    expect(await city(anna.headers)).toBe('Köln')
  })
})

describe('bounds', () => {
  const sized = (options: Partial<ConstructorParameters<typeof MemoryPublicCache>[0]> = {}) => {
    let now = 0
    const cache = new MemoryPublicCache({ ttlMs: 1_000, maxEntries: 3, maxBytes: 1_000, now: () => now, ...options })
    const loads: string[] = []
    const get = (key: string, value: unknown = key) =>
      cache.get(key, async () => {
        loads.push(key)
        return value
      })
    return { cache, loads, get, advance: (ms: number) => (now += ms) }
  }

  it('keeps at most maxEntries, dropping the least recently used', async () => {
    const { cache, loads, get } = sized()
    for (const key of ['a', 'b', 'c']) await get(key)
    await get('a') // a is now the most recent
    await get('d') // evicts b
    expect(cache.stats.entries).toBe(3)
    await get('a')
    await get('b')
    expect(loads).toEqual(['a', 'b', 'c', 'd', 'b'])
  })

  it('keeps at most maxBytes (keys count too), and never a value larger than that', async () => {
    const { cache, loads, get } = sized({ maxEntries: 100, maxBytes: 100 })
    await get('big', 'x'.repeat(200))
    await get('big', 'x'.repeat(200))
    expect(loads).toEqual(['big', 'big'])
    for (let i = 0; i < 10; i += 1) await get(`k${i}`, 'y'.repeat(20))
    expect(cache.stats.bytes).toBeLessThanOrEqual(100)
    expect(cache.stats.entries).toBeLessThan(10)
  })

  it('reloads an entry after its TTL; TTL 0 turns caching off', async () => {
    const { loads, get, advance } = sized()
    await get('a')
    advance(999)
    await get('a')
    advance(1)
    await get('a')
    expect(loads).toEqual(['a', 'a'])

    const off = sized({ ttlMs: 0 })
    await off.get('a')
    await off.get('a')
    expect(off.loads).toEqual(['a', 'a'])
  })

  it('shares one load between concurrent misses, keeps no failures, and hands out frozen values', async () => {
    const { cache, loads, get } = sized()
    const [first, second] = await Promise.all([get('a', { list: [1] }), get('a', { list: [1] })])
    expect(loads).toEqual(['a'])
    expect(first).toBe(second)
    expect(Object.isFrozen((first as { list: number[] }).list)).toBe(true)

    await expect(cache.get('bad', () => Promise.reject(new Error('database down')))).rejects.toThrow('database down')
    expect(await cache.get('bad', async () => 'recovered')).toBe('recovered')
  })
})

const redisUrl = process.env.TEST_REDIS_URL
describe.skipIf(!redisUrl)('across instances through Redis', () => {
  const options = { ttlMs: 60_000, maxEntries: 100, maxBytes: 10_000_000 }

  it('an invalidation on one instance empties the other’s cache', async () => {
    // A channel of this test's own: parallel runs on one Redis stay apart.
    const channel = `test:catalog:${randomUUID()}`
    const firstCache = new RedisPublicCache({ ...options, redisUrl: redisUrl!, channel })
    const secondCache = new RedisPublicCache({ ...options, redisUrl: redisUrl!, channel })
    try {
      await Promise.all([firstCache.ready(), secondCache.ready()])
      const first = ctx.makeApi({ catalogCache: firstCache })
      const second = ctx.makeApi({ catalogCache: secondCache })
      const slug = 'dr-elena-sokolova'
      expect(await lastName(slug, first)).toBe('Sokolova')
      expect(await lastName(slug, second)).toBe('Sokolova')

      await ctx.db.update(t.doctors).set({ lastName: 'Sokolova-Weiss' }).where(eq(t.doctors.slug, slug))
      expect(await lastName(slug, second)).toBe('Sokolova')
      // The writer runs on the first instance; the second hears of it through Redis.
      await firstCache.invalidate()
      expect(await lastName(slug, first)).toBe('Sokolova-Weiss')
      await expect.poll(() => lastName(slug, second), { interval: 5, timeout: 2_000 }).toBe('Sokolova-Weiss')
    } finally {
      await ctx.db.update(t.doctors).set({ lastName: 'Sokolova' }).where(eq(t.doctors.slug, 'dr-elena-sokolova'))
      await Promise.all([firstCache.close(), secondCache.close()])
      await ctx.catalogCache.invalidate()
    }
  })
})

describe('while Redis cannot be reached', () => {
  it('nothing is kept: every read goes to the database until the subscription is back', async () => {
    const errors: string[] = []
    const cache = new RedisPublicCache({
      ttlMs: 60_000,
      maxEntries: 10,
      maxBytes: 1_000_000,
      // Nothing listens on port 1.
      redisUrl: 'redis://127.0.0.1:1',
      channel: 'unreachable',
      onError: (error) => errors.push(error.message),
    })
    try {
      let loads = 0
      for (let i = 0; i < 3; i += 1) await cache.get('k', async () => ++loads)
      expect(loads).toBe(3)
      // An invalidation is still applied here and does not fail the write that asked for it.
      await cache.invalidate()
      expect(errors.length).toBeGreaterThan(0)
    } finally {
      await cache.close()
    }
  })

  it('is what createPublicCache builds when REDIS_URL is set', async () => {
    const cache = createPublicCache(testEnv({ REDIS_URL: 'redis://127.0.0.1:1' }))
    try {
      expect(cache).toBeInstanceOf(RedisPublicCache)
    } finally {
      await cache.close()
    }
  })
})
