import type { RateLimiter } from './rate-limit'

/**
 * Per-account back-off (ADR 0010): failed sign-ins and failed current-password or TOTP checks of
 * one account count together, whatever address they come from. After `freeFailures` failures each
 * further attempt must wait a delay that doubles per failure, up to `maxDelayMs`, so the owner is
 * never locked out for longer than that. A success clears the count. The counters live in the
 * shared RateLimiter (memory, or Redis across instances).
 */
export const BACKOFF = {
  freeFailures: 5,
  baseDelayMs: 15_000,
  maxDelayMs: 15 * 60_000,
  /** failures are forgotten a day after the first of them */
  memoryMs: 24 * 60 * 60_000,
} as const

/** Sign-in knows the e-mail, re-authentication the user: both name the account by its e-mail. */
const keys = (email: string) => {
  const account = email.trim().toLowerCase()
  return { failures: `backoff:failures:${account}`, wait: `backoff:wait:${account}` }
}

/** The wait after `failures` failures in ms (0 while they are within the free ones). */
export function backoffDelayMs(failures: number): number {
  if (failures < BACKOFF.freeFailures) return 0
  return Math.min(BACKOFF.baseDelayMs * 2 ** (failures - BACKOFF.freeFailures), BACKOFF.maxDelayMs)
}

/** Seconds the account must still wait before the next attempt, or null when it may try now. */
export async function backoffWait(limiter: RateLimiter, email: string): Promise<number | null> {
  const { count, retryAfter } = await limiter.peek(keys(email).wait)
  return count > 0 ? retryAfter : null
}

export async function recordFailure(limiter: RateLimiter, email: string): Promise<void> {
  const { failures, wait } = keys(email)
  const { count } = await limiter.hit(failures, BACKOFF.memoryMs)
  const delay = backoffDelayMs(count)
  if (delay === 0) return
  // A fresh window of exactly `delay`: the wait key exists (count > 0) until it has passed.
  await limiter.reset(wait)
  await limiter.hit(wait, delay)
}

export async function clearFailures(limiter: RateLimiter, email: string): Promise<void> {
  const { failures, wait } = keys(email)
  await limiter.reset(failures)
  await limiter.reset(wait)
}
