import { Redis } from 'ioredis'
import { errorLogger, type Logger } from './logger'

/**
 * Messages to whoever listens now, on this instance or any other (issue 14): live notifications
 * today, a call's signalling next. In one process an in-memory fan-out; with REDIS_URL, Redis
 * pub/sub, so a listener on one API instance hears what another published. Nothing is kept: a
 * message nobody listens to is gone (the database stays the record; listeners refetch from it).
 */
export interface LiveBus {
  publish(topic: string, message: unknown): Promise<void>
  /** answers the unsubscribe */
  subscribe(topic: string, listener: (message: unknown) => void): () => void
  /**
   * Resolves once this instance's listeners of `topic` hear what is published from then on (over Redis,
   * once its SUBSCRIBE is acknowledged): a listener that must not miss a change it has already checked
   * for checks again after this.
   */
  subscribed(topic: string): Promise<void>
  close(): Promise<void>
}

class Listeners {
  readonly #byTopic = new Map<string, Set<(message: unknown) => void>>()

  /** true when this is the topic's first listener */
  add(topic: string, listener: (message: unknown) => void): boolean {
    const set = this.#byTopic.get(topic) ?? new Set()
    set.add(listener)
    this.#byTopic.set(topic, set)
    return set.size === 1
  }

  /** true when that was the topic's last listener */
  remove(topic: string, listener: (message: unknown) => void): boolean {
    const set = this.#byTopic.get(topic)
    if (!set?.delete(listener)) return false
    if (set.size > 0) return false
    this.#byTopic.delete(topic)
    return true
  }

  deliver(topic: string, message: unknown): void {
    for (const listener of this.#byTopic.get(topic) ?? []) {
      try {
        listener(message)
      } catch {
        // One listener's failure (a closed stream) is not the others'.
      }
    }
  }

  clear(): void {
    this.#byTopic.clear()
  }
}

export class MemoryLiveBus implements LiveBus {
  readonly #listeners = new Listeners()

  async publish(topic: string, message: unknown): Promise<void> {
    // As over Redis: a copy, delivered after the publisher's turn.
    const copy = structuredClone(message)
    queueMicrotask(() => this.#listeners.deliver(topic, copy))
  }

  subscribe(topic: string, listener: (message: unknown) => void): () => void {
    this.#listeners.add(topic, listener)
    return () => void this.#listeners.remove(topic, listener)
  }

  /** At once: a listener hears what is published once it was added. */
  async subscribed(): Promise<void> {}

  async close(): Promise<void> {
    this.#listeners.clear()
  }
}

/** Redis pub/sub: this instance subscribes to a topic's channel while it has a listener for it. */
export class RedisLiveBus implements LiveBus {
  readonly #listeners = new Listeners()
  readonly #publisher: Redis
  readonly #subscriber: Redis
  readonly #prefix: string
  readonly #onError: (error: Error) => void
  /** Each subscribed topic's SUBSCRIBE, resolved once Redis acknowledged it (or it failed, reported). */
  readonly #subscriptions = new Map<string, Promise<void>>()
  #closed = false

  constructor({
    redisUrl,
    prefix = 'live:',
    onError,
    logger = errorLogger,
  }: {
    redisUrl: string
    prefix?: string
    onError?: (error: Error) => void
    logger?: Logger
  }) {
    const report = onError ?? ((error: Error) => logger.error({ err: error }, 'redis (live bus) failed'))
    // After close() the connections' own complaints about being closed are expected.
    this.#onError = (error) => {
      if (!this.#closed) report(error)
    }
    this.#prefix = prefix
    this.#publisher = new Redis(redisUrl, { maxRetriesPerRequest: 2 })
    this.#subscriber = new Redis(redisUrl)
    this.#publisher.on('error', this.#onError)
    this.#subscriber.on('error', this.#onError)
    this.#subscriber.on('message', (channel: string, raw: string) => {
      if (!channel.startsWith(this.#prefix)) return
      let message: unknown
      try {
        message = JSON.parse(raw)
      } catch {
        return
      }
      this.#listeners.deliver(channel.slice(this.#prefix.length), message)
    })
  }

  async publish(topic: string, message: unknown): Promise<void> {
    try {
      await this.#publisher.publish(this.#prefix + topic, JSON.stringify(message))
    } catch (error) {
      // The change is committed; a listener that misses it catches up on its next read.
      this.#onError(error instanceof Error ? error : new Error(String(error)))
    }
  }

  subscribe(topic: string, listener: (message: unknown) => void): () => void {
    if (this.#listeners.add(topic, listener)) {
      this.#subscriptions.set(
        topic,
        this.#subscriber.subscribe(this.#prefix + topic).then(() => undefined, this.#onError),
      )
    }
    return () => {
      if (!this.#listeners.remove(topic, listener)) return
      this.#subscriptions.delete(topic)
      this.#subscriber.unsubscribe(this.#prefix + topic).catch(this.#onError)
    }
  }

  subscribed(topic: string): Promise<void> {
    return this.#subscriptions.get(topic) ?? Promise.resolve()
  }

  /** Resolves once the subscriber connection is up (tests). */
  async ready(): Promise<void> {
    if (this.#subscriber.status !== 'ready') await new Promise((resolve) => this.#subscriber.once('ready', resolve))
  }

  async close(): Promise<void> {
    this.#closed = true
    this.#listeners.clear()
    this.#subscriptions.clear()
    this.#publisher.disconnect()
    this.#subscriber.disconnect()
  }
}

export function createLiveBus(env: { REDIS_URL?: string | undefined; REDIS_PREFIX?: string | undefined }, logger?: Logger): LiveBus {
  return env.REDIS_URL
    ? new RedisLiveBus({ redisUrl: env.REDIS_URL, prefix: `${env.REDIS_PREFIX ?? ''}live:`, logger })
    : new MemoryLiveBus()
}
