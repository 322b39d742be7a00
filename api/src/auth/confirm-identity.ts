import * as v from 'valibot'
import type { Database } from '../db/client'
import type { FieldErrors } from '../shared/validation'
import { backoffWait, clearFailures, recordFailure } from './account-backoff'
import type { User } from './auth.service'
import { verifyPassword } from './passwords'
import { exhausted, LIMITS, type RateLimiter } from './rate-limit'
import { sessionStartedAt } from './sessions'
import { decryptSecret, totpStep } from './totp'

/**
 * Re-authentication before a sensitive change (ADR 0010): turning 2FA off, a new TOTP secret,
 * deleting the account, replacing a verified phone, a new password. One mechanism for all of them.
 */

/** What the patient typed to prove it is them; both optional, which one counts depends on the account. */
export const IdentityProofSchema = v.object({
  current_password: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(256, 'string_max')))),
  otp: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(16, 'string_max')))),
})
export type IdentityProof = v.InferOutput<typeof IdentityProofSchema>

/** An account without a password and without 2FA (social sign-in) confirms with a sign-in this recent. */
export const RECENT_SIGN_IN_MS = 10 * 60_000

export type Confirmation = { ok: true } | { ok: false; errors: FieldErrors } | { ok: false; retryAfter: number }

export type ConfirmDeps = { db: Database; limiter: RateLimiter; authSecret: string }

const fieldError = (name: string, key: string): Confirmation => ({ ok: false, errors: [{ name, messages: [key] }] })

/**
 * Checks a TOTP code against a sealed secret with the wrong-code limit and replay protection:
 * a step that was used once cannot be used again within its 90 s window.
 */
export async function checkTotp(
  { limiter, authSecret }: Omit<ConfirmDeps, 'db'>,
  userId: number,
  sealed: string | null,
  otp: string,
): Promise<'ok' | 'invalid' | { retryAfter: number }> {
  const limit = LIMITS.otpFailures(userId)
  const blockedFor = await exhausted(limiter, limit)
  if (blockedFor !== null) return { retryAfter: blockedFor }
  const secret = sealed ? decryptSecret(authSecret, sealed) : null
  const step = secret ? totpStep(secret, otp) : null
  const replayed = step !== null && (await limiter.hit(`otp-used:${userId}:${step}`, 90_000)).count > 1
  if (step === null || replayed) {
    await limiter.hit(limit.key, limit.windowMs)
    return 'invalid'
  }
  await limiter.reset(limit.key)
  return 'ok'
}

/**
 * With 2FA on, a TOTP code (the second factor is what a leaked password cannot give); otherwise
 * the current password; an account with neither, a sign-in within RECENT_SIGN_IN_MS. `require:
 * 'password'` asks for the password whatever the account (changing the password). Wrong answers
 * count towards the per-account back-off; a right one clears it.
 */
export async function confirmIdentity(
  deps: ConfirmDeps,
  user: User,
  sessionId: string | null,
  proof: IdentityProof,
  { require, now = new Date() }: { require?: 'password'; now?: Date } = {},
): Promise<Confirmation> {
  const { db, limiter } = deps
  const wait = await backoffWait(limiter, user.email)
  if (wait !== null) return { ok: false, retryAfter: wait }

  let passed: boolean
  let failed: Confirmation
  if (require !== 'password' && user.settings.auth2fa && user.totpSecret) {
    if (!proof.otp) return fieldError('otp', 'required')
    const checked = await checkTotp(deps, user.id, user.totpSecret, proof.otp)
    if (typeof checked === 'object') return { ok: false, ...checked }
    passed = checked === 'ok'
    failed = fieldError('otp', 'code_invalid')
  } else if (user.passwordHash || require === 'password') {
    if (!proof.current_password) return fieldError('current_password', 'required')
    passed = await verifyPassword(user.passwordHash, proof.current_password)
    failed = fieldError('current_password', 'current_password_invalid')
  } else {
    const startedAt = sessionId ? await sessionStartedAt(db, sessionId) : null
    const recent = startedAt !== null && now.getTime() - startedAt.getTime() <= RECENT_SIGN_IN_MS
    return recent ? { ok: true } : fieldError('current_password', 'reauthentication_required')
  }

  if (!passed) {
    await recordFailure(limiter, user.email)
    return failed
  }
  await clearFailures(limiter, user.email)
  return { ok: true }
}
