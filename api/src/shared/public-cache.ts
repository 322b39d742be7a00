import { randomUUID } from 'node:crypto'
import { Redis } from 'ioredis'
import { errorLogger, type Logger } from './logger'

/**
 * An in-process cache of data that is the same for every visitor (the public catalogue), bounded
 * in entries, bytes and age, and emptied whenever that data changes: here by `invalidate()`, and
 * on every other API instance through Redis pub/sub when REDIS_URL is set. Design and what may
 * never be cached: docs/decisions/0021-catalog-cache-and-statement-counts.md.
 */
export interface PublicCache {
  /** The value cached under `key`, else `load()`'s (concurrent misses of one key share one load). */
  get<T>(key: string, load: () => Promise<T>): Promise<T>
  /** The data changed: forget everything here and tell the other instances. Call it after the commit. */
  invalidate(): Promise<void>
  readonly stats: Readonly<CacheStats>
  close(): Promise<void>
}

export type CacheStats = { entries: number; bytes: number; hits: number; misses: number; invalidations: number }

export type PublicCacheOptions = {
  /** an entry is reloaded after this long even without an invalidation (writes made outside the API) */
  ttlMs: number
  maxEntries: number
  /** approximate: the length of the keys and of the cached values as JSON */
  maxBytes: number
  now?: () => number
}

type Entry = { value: unknown; bytes: number; expiresAt: number }

/** Frozen all the way down: one cached object is handed to many requests, none may change it. */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value)
    for (const child of Object.values(value)) deepFreeze(child)
  }
  return value
}

export class MemoryPublicCache implements PublicCache {
  readonly #entries = new Map<string, Entry>()
  /** loads under way in the current generation, shared by concurrent misses */
  readonly #loading = new Map<string, Promise<unknown>>()
  readonly #options: Required<PublicCacheOptions>
  /** bumped by every invalidation; a load that started before one is not stored */
  #generation = 0
  #bytes = 0
  #counts = { hits: 0, misses: 0, invalidations: 0 }

  constructor(options: PublicCacheOptions) {
    this.#options = { now: Date.now, ...options }
  }

  /** False while the cache cannot know about changes (a shared cache whose channel is down). */
  protected get usable(): boolean {
    return this.#options.ttlMs > 0
  }

  async get<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (!this.usable) return load()
    const entry = this.#entries.get(key)
    const now = this.#options.now()
    if (entry && entry.expiresAt > now) {
      this.#counts.hits += 1
      // Most recently used last: eviction takes from the front.
      this.#entries.delete(key)
      this.#entries.set(key, entry)
      return entry.value as T
    }
    if (entry) this.#remove(key, entry)
    const pending = this.#loading.get(key)
    if (pending) return pending as Promise<T>
    this.#counts.misses += 1
    const generation = this.#generation
    const loading = load().then(
      (value) => {
        if (this.#loading.get(key) === loading) this.#loading.delete(key)
        if (generation === this.#generation) this.#store(key, deepFreeze(value))
        return value
      },
      (error: unknown) => {
        if (this.#loading.get(key) === loading) this.#loading.delete(key)
        throw error
      },
    )
    this.#loading.set(key, loading)
    return loading
  }

  async invalidate(): Promise<void> {
    this.clearLocal()
  }

  /** Forgets every entry and every load under way (their results are no longer stored). */
  protected clearLocal() {
    this.#generation += 1
    this.#counts.invalidations += 1
    this.#entries.clear()
    this.#loading.clear()
    this.#bytes = 0
  }

  get stats(): CacheStats {
    return { entries: this.#entries.size, bytes: this.#bytes, ...this.#counts }
  }

  async close(): Promise<void> {
    this.clearLocal()
  }

  #store(key: string, value: unknown) {
    // Keys count too: they hold the filters a client typed. JSON.stringify(undefined) is undefined.
    const bytes = key.length + (JSON.stringify(value) ?? '').length
    if (bytes > this.#options.maxBytes) return
    const previous = this.#entries.get(key)
    if (previous) this.#remove(key, previous)
    this.#entries.set(key, { value, bytes, expiresAt: this.#options.now() + this.#options.ttlMs })
    this.#bytes += bytes
    for (const [oldest, entry] of this.#entries) {
      if (this.#entries.size <= this.#options.maxEntries && this.#bytes <= this.#options.maxBytes) break
      this.#remove(oldest, entry)
    }
  }

  #remove(key: string, entry: Entry) {
    this.#entries.delete(key)
    this.#bytes -= entry.bytes
  }
}

/**
 * The same cache on several instances: an invalidation is published on `channel` and every other
 * instance empties its own. While the subscription is down a message could be missed, so the cache
 * is bypassed (every read goes to the database) until it is back, and emptied when it returns.
 */
export class RedisPublicCache extends MemoryPublicCache {
  readonly #publisher: Redis
  readonly #subscriber: Redis
  readonly #channel: string
  /** messages from this instance are not applied twice */
  readonly #instanceId = randomUUID()
  readonly #onError: (error: Error) => void
  #subscribed = false

  constructor(options: PublicCacheOptions & { redisUrl: string; channel: string; onError?: (error: Error) => void; logger?: Logger }) {
    super(options)
    const logger = options.logger ?? errorLogger
    const onError = options.onError ?? ((error: Error) => logger.error({ err: error }, 'redis (public cache) failed'))
    this.#onError = onError
    this.#channel = options.channel
    this.#publisher = new Redis(options.redisUrl, { maxRetriesPerRequest: 2 })
    // Subscribed by hand on every (re)connection, so this instance knows when it can trust its entries again.
    this.#subscriber = new Redis(options.redisUrl, { autoResubscribe: false })
    this.#publisher.on('error', onError)
    this.#subscriber.on('error', onError)
    this.#subscriber.on('close', () => {
      this.#subscribed = false
    })
    this.#subscriber.on('ready', () => {
      this.#subscriber.subscribe(this.#channel).then(() => {
        // Whatever changed while nobody listened is unknown: start empty.
        this.clearLocal()
        this.#subscribed = true
      }, onError)
    })
    this.#subscriber.on('message', (_channel: string, from: string) => {
      if (from !== this.#instanceId) this.clearLocal()
    })
  }

  protected override get usable(): boolean {
    return super.usable && this.#subscribed
  }

  /** Resolves once invalidations from other instances are received (tests and start-up). */
  async ready(timeoutMs = 5_000): Promise<void> {
    const deadline = Date.now() + timeoutMs
    while (!this.#subscribed) {
      if (Date.now() > deadline) throw new Error('public cache: no Redis subscription')
      await new Promise((resolve) => setTimeout(resolve, 10))
    }
  }

  /**
   * Never throws: the change is committed by now, and failing the request that made it would not
   * undo it. Another instance that misses the message keeps its entries for at most the TTL.
   */
  override async invalidate(): Promise<void> {
    this.clearLocal()
    try {
      await this.#publisher.publish(this.#channel, this.#instanceId)
    } catch (error) {
      this.#onError(error instanceof Error ? error : new Error(String(error)))
    }
  }

  override async close(): Promise<void> {
    this.clearLocal()
    this.#subscribed = false
    this.#publisher.disconnect()
    this.#subscriber.disconnect()
  }
}

export type PublicCacheEnv = {
  REDIS_URL?: string | undefined
  REDIS_PREFIX?: string | undefined
  CATALOG_CACHE_TTL_SECONDS: number
  CATALOG_CACHE_MAX_MB: number
}

/** The channel every instance of one deployment listens on (one Redis may serve several). */
export const CATALOG_CHANGED_CHANNEL = 'catalog:changed'

export function createPublicCache(
  env: PublicCacheEnv,
  { channel = `${env.REDIS_PREFIX ?? ''}${CATALOG_CHANGED_CHANNEL}`, logger }: { channel?: string; logger?: Logger } = {},
): PublicCache {
  const options: PublicCacheOptions = {
    ttlMs: env.CATALOG_CACHE_TTL_SECONDS * 1000,
    maxEntries: 2_000,
    maxBytes: env.CATALOG_CACHE_MAX_MB * 1024 * 1024,
  }
  return env.REDIS_URL ? new RedisPublicCache({ ...options, redisUrl: env.REDIS_URL, channel, logger }) : new MemoryPublicCache(options)
}
