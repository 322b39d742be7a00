import { describe, expect, it, vi } from 'vitest'
import { createTtlCache } from './ttl-cache'

describe('createTtlCache', () => {
  it('answers from the cache until the entry expires, then loads again', async () => {
    let time = 0
    const cache = createTtlCache<number>({ ttlMs: 1000, maxEntries: 10, now: () => time })
    const load = vi.fn(async () => load.mock.calls.length)
    expect(await cache.get('a', load)).toBe(1)
    time = 999
    expect(await cache.get('a', load)).toBe(1)
    time = 1000
    expect(await cache.get('a', load)).toBe(2)
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('shares one load between concurrent misses and keeps keys apart', async () => {
    const cache = createTtlCache<string>({ ttlMs: 1000, maxEntries: 10 })
    const load = vi.fn(async () => 'x')
    const [first, second] = await Promise.all([cache.get('k', load), cache.get('k', load)])
    expect([first, second]).toEqual(['x', 'x'])
    expect(load).toHaveBeenCalledTimes(1)
    await cache.get('other', load)
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('never serves a failure: the next call loads again', async () => {
    const cache = createTtlCache<string>({ ttlMs: 60_000, maxEntries: 10 })
    await expect(cache.get('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down')
    await Promise.resolve()
    expect(cache.size).toBe(0)
    expect(await cache.get('k', async () => 'up')).toBe('up')
  })

  it('stays within maxEntries by dropping the oldest entry', async () => {
    const cache = createTtlCache<number>({ ttlMs: 60_000, maxEntries: 2 })
    await cache.get('a', async () => 1)
    await cache.get('b', async () => 2)
    await cache.get('c', async () => 3)
    expect(cache.size).toBe(2)
    const reload = vi.fn(async () => 10)
    expect(await cache.get('a', reload)).toBe(10)
    expect(await cache.get('c', reload)).toBe(3)
  })
})
