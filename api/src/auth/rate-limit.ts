import { Redis } from 'ioredis'
import { errorLogger, type Logger } from '../shared/logger'

/**
 * Fixed-window counters. `hit` counts one event and returns the window's count; `peek` reads it
 * without counting (for limits on failures only, like wrong OTP codes). In memory for one
 * instance, in Redis when REDIS_URL is set so several API instances share the counts.
 */
export interface RateLimiter {
  hit(key: string, windowMs: number): Promise<WindowCount>
  peek(key: string): Promise<WindowCount>
  reset(key: string): Promise<void>
  close(): Promise<void>
}

/** `retryAfter` is whole seconds until the window ends (0 when there is none). */
export type WindowCount = { count: number; retryAfter: number }

export type Limit = { key: string; max: number; windowMs: number }

/** The limits from docs/api/auth-and-account.md ("Rate limits"). */
const MINUTE = 60_000
export const LIMITS = {
  signInPerAccount: (ip: string, email: string): Limit => ({ key: `signin:ip-email:${ip}:${email}`, max: 10, windowMs: 15 * MINUTE }),
  signInPerIp: (ip: string): Limit => ({ key: `signin:ip:${ip}`, max: 50, windowMs: 15 * MINUTE }),
  forgotPerEmail: (email: string): Limit => ({ key: `forgot:${email}`, max: 5, windowMs: 60 * MINUTE }),
  /** reset links asked per client across addresses (issue 25), like sign-up's */
  forgotPerIp: (ip: string): Limit => ({ key: `forgot:ip:${ip}`, max: 20, windowMs: 60 * MINUTE }),
  /** every well-formed sign-up counts, taken e-mails too (they are what an enumeration would try) */
  signUpPerIp: (ip: string): Limit => ({ key: `signup:ip:${ip}`, max: 20, windowMs: 60 * MINUTE }),
  /**
   * "Is this e-mail free?" at sign-up step one answers whether an address is registered, so it is
   * limited per client like sign-up itself (ADR 0017); a little above it, as each sign-up asks once.
   */
  emailCheckPerIp: (ip: string): Limit => ({ key: `email-check:ip:${ip}`, max: 30, windowMs: 60 * MINUTE }),
  /** reset-link checks when the create-password page opens (the keys are unguessable; this stops floods) */
  resetKeyCheckPerIp: (ip: string): Limit => ({ key: `reset-check:ip:${ip}`, max: 30, windowMs: 15 * MINUTE }),
  /** contact-form messages per client (every well-formed one counts, also those the captcha refuses) */
  contactPerIp: (ip: string): Limit => ({ key: `contact:ip:${ip}`, max: 5, windowMs: 60 * MINUTE }),
  /** message translations per patient: each one is a paid call to an AI model */
  translatePerUser: (userId: number): Limit => ({ key: `translate:${userId}`, max: 60, windowMs: 60 * MINUTE }),
  /** video-room tickets per person (each is a stored row); a call, a reload, a rejoin take one each (issue 25) */
  openRoomPerUser: (userId: number): Limit => ({ key: `room-open:${userId}`, max: 30, windowMs: 15 * MINUTE }),
  /** room tickets exchanged per client (a household or an office shares an address): twice one person's opening (issue 25) */
  roomSessionPerIp: (ip: string): Limit => ({ key: `room-session:ip:${ip}`, max: 60, windowMs: 15 * MINUTE }),
  /** declined card payments and card checks per patient, and per card (brand, last four, expiry) across patients (issue 25) */
  paymentDeclinesPerUser: (userId: number): Limit => ({ key: `pay-declined:user:${userId}`, max: 10, windowMs: 60 * MINUTE }),
  paymentDeclinesPerCard: (card: string): Limit => ({ key: `pay-declined:card:${card}`, max: 5, windowMs: 60 * MINUTE }),
  /**
   * appointment messages per account in one appointment, a patient's or a doctor's (issue 25): a
   * lively chat during a call stays well under six a minute; a script does not
   */
  notesPerAppointment: (userId: number, appointmentId: number): Limit => ({
    key: `notes:${userId}:${appointmentId}`,
    max: 60,
    windowMs: 10 * MINUTE,
  }),
  /** and across all of them, loosely: a doctor answers several patients at once */
  notesPerUser: (userId: number): Limit => ({ key: `notes:${userId}`, max: 200, windowMs: 10 * MINUTE }),
  /** wrong TOTP codes per temp token's user or per signed-in user */
  otpFailures: (userId: number): Limit => ({ key: `otp:${userId}`, max: 5, windowMs: 15 * MINUTE }),
}

const secondsUntil = (resetAt: number, now: number) => Math.max(1, Math.ceil((resetAt - now) / 1000))

/** Counts one event against each limit; the first exceeded one's retryAfter, or null when all allow it. */
export async function consume(limiter: RateLimiter, ...limits: Limit[]): Promise<number | null> {
  let retryAfter: number | null = null
  for (const limit of limits) {
    const { count, retryAfter: wait } = await limiter.hit(limit.key, limit.windowMs)
    if (count > limit.max) retryAfter = Math.max(retryAfter ?? 0, wait)
  }
  return retryAfter
}

/** Whether a limit is already used up, without counting: retryAfter or null. */
export async function exhausted(limiter: RateLimiter, limit: Limit): Promise<number | null> {
  const { count, retryAfter } = await limiter.peek(limit.key)
  return count >= limit.max ? retryAfter : null
}

export class MemoryRateLimiter implements RateLimiter {
  readonly #windows = new Map<string, { count: number; resetAt: number }>()
  readonly #now: () => number

  /** `now` is injectable so tests can move time. */
  constructor(now: () => number = Date.now) {
    this.#now = now
  }

  async hit(key: string, windowMs: number): Promise<WindowCount> {
    const now = this.#now()
    this.#sweep(now)
    const window = this.#windows.get(key)
    if (!window || window.resetAt <= now) {
      this.#windows.set(key, { count: 1, resetAt: now + windowMs })
      return { count: 1, retryAfter: secondsUntil(now + windowMs, now) }
    }
    window.count += 1
    return { count: window.count, retryAfter: secondsUntil(window.resetAt, now) }
  }

  async peek(key: string): Promise<WindowCount> {
    const now = this.#now()
    const window = this.#windows.get(key)
    if (!window || window.resetAt <= now) return { count: 0, retryAfter: 0 }
    return { count: window.count, retryAfter: secondsUntil(window.resetAt, now) }
  }

  async reset(key: string): Promise<void> {
    this.#windows.delete(key)
  }

  async close(): Promise<void> {
    this.#windows.clear()
  }

  // Expired windows are dropped now and then so the map cannot grow without bound.
  #lastSweep = 0
  #sweep(now: number) {
    if (now - this.#lastSweep < MINUTE) return
    this.#lastSweep = now
    for (const [key, window] of this.#windows) if (window.resetAt <= now) this.#windows.delete(key)
  }
}

export class RedisRateLimiter implements RateLimiter {
  readonly #redis: Redis
  readonly #prefix: string

  constructor(redis: Redis, prefix = 'ratelimit:') {
    this.#redis = redis
    this.#prefix = prefix
  }

  async hit(key: string, windowMs: number): Promise<WindowCount> {
    const name = this.#prefix + key
    // INCR and set the expiry only when the window starts (NX), atomically in one MULTI.
    const results = await this.#redis.multi().incr(name).pexpire(name, windowMs, 'NX').pttl(name).exec()
    if (!results) throw new Error('redis: rate-limit transaction aborted')
    const [incr, , pttl] = results
    if (incr?.[0] || pttl?.[0]) throw incr?.[0] ?? pttl?.[0]
    const ttl = Number(pttl?.[1])
    return { count: Number(incr?.[1]), retryAfter: Math.max(1, Math.ceil((ttl > 0 ? ttl : windowMs) / 1000)) }
  }

  async peek(key: string): Promise<WindowCount> {
    const name = this.#prefix + key
    const [value, ttl] = await Promise.all([this.#redis.get(name), this.#redis.pttl(name)])
    if (value === null || ttl <= 0) return { count: 0, retryAfter: 0 }
    return { count: Number(value), retryAfter: Math.max(1, Math.ceil(ttl / 1000)) }
  }

  async reset(key: string): Promise<void> {
    await this.#redis.del(this.#prefix + key)
  }

  async close(): Promise<void> {
    await this.#redis.quit()
  }
}

export function createRateLimiter(
  env: { REDIS_URL?: string | undefined; REDIS_PREFIX?: string | undefined },
  logger: Logger = errorLogger,
): RateLimiter {
  if (!env.REDIS_URL) return new MemoryRateLimiter()
  // While Redis is away a command fails after two reconnection attempts instead of waiting
  // forever: the request answers 500 rather than skipping the limit (fail closed).
  const redis = new Redis(env.REDIS_URL, { maxRetriesPerRequest: 2 })
  redis.on('error', (error) => logger.error({ err: error }, 'redis (rate limits) failed'))
  return new RedisRateLimiter(redis, `${env.REDIS_PREFIX ?? ''}ratelimit:`)
}
