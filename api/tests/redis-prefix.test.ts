import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { createRateLimiter } from '../src/auth/rate-limit'
import { createLiveBus } from '../src/shared/live-bus'
import { createPublicCache, RedisPublicCache } from '../src/shared/public-cache'

/**
 * One Redis may serve several deployments (staging beside production, a load test beside the test
 * suite): REDIS_PREFIX keeps each one's rate limits, live messages and catalogue invalidations apart,
 * while the instances of one deployment share them.
 */
const redisUrl = process.env.TEST_REDIS_URL
describe.skipIf(!redisUrl)('REDIS_PREFIX: one deployment per prefix on a shared Redis', () => {
  const deployment = () => ({ REDIS_URL: redisUrl!, REDIS_PREFIX: `test-${randomUUID().slice(0, 8)}:` })

  it('rate limits count per deployment', async () => {
    const [one, other] = [deployment(), deployment()]
    const limiters = [createRateLimiter(one), createRateLimiter(one), createRateLimiter(other)] as const
    try {
      await limiters[0].hit('signup:ip:203.0.113.9', 60_000)
      expect((await limiters[1].hit('signup:ip:203.0.113.9', 60_000)).count).toBe(2)
      expect((await limiters[2].peek('signup:ip:203.0.113.9')).count).toBe(0)
    } finally {
      await Promise.all(limiters.map((limiter) => limiter.close()))
    }
  })

  it("live messages reach the same deployment's instances only", async () => {
    const [one, other] = [deployment(), deployment()]
    const buses = [createLiveBus(one), createLiveBus(one), createLiveBus(other)] as const
    const heard: string[] = []
    try {
      const sameDeployment = new Promise<void>((resolve) =>
        buses[1].subscribe('notifications:7', () => {
          heard.push('same deployment')
          resolve()
        }),
      )
      buses[2].subscribe('notifications:7', () => heard.push('other deployment'))
      await Promise.all([buses[1].subscribed('notifications:7'), buses[2].subscribed('notifications:7')])
      await buses[0].publish('notifications:7', { type: 'created' })
      await sameDeployment
      // Heard in publish order: the other deployment would have heard the first by the time the second arrives.
      await buses[0].publish('notifications:7', { type: 'created' })
      await expect.poll(() => heard.length, { interval: 5, timeout: 2_000 }).toBeGreaterThanOrEqual(2)
      expect(heard).not.toContain('other deployment')
    } finally {
      await Promise.all(buses.map((bus) => bus.close()))
    }
  })

  it("catalogue invalidations reach the same deployment's caches only", async () => {
    const [one, other] = [deployment(), deployment()]
    const settings = { CATALOG_CACHE_TTL_SECONDS: 60, CATALOG_CACHE_MAX_MB: 8 }
    const caches = [one, one, other].map((env) => createPublicCache({ ...env, ...settings }) as RedisPublicCache)
    const [writer, sameDeployment, otherDeployment] = caches as [RedisPublicCache, RedisPublicCache, RedisPublicCache]
    try {
      await Promise.all(caches.map((cache) => cache.ready()))
      for (const cache of caches) await cache.get('doctors:en', async () => 'cached')
      await writer.invalidate()
      await expect.poll(() => sameDeployment.get('doctors:en', async () => 'fresh'), { interval: 5, timeout: 2_000 }).toBe('fresh')
      // Heard in publish order: the other deployment would have heard the first by the time the second arrives.
      await writer.invalidate()
      await expect.poll(() => sameDeployment.stats.invalidations, { interval: 5, timeout: 2_000 }).toBeGreaterThanOrEqual(2)
      expect(await otherDeployment.get('doctors:en', async () => 'fresh')).toBe('cached')
    } finally {
      await Promise.all(caches.map((cache) => cache.close()))
    }
  })
})
