import { GraphQLError } from 'graphql'
import type { Locale } from '../db/schema'
import { apiMessage } from './messages'

export function badInput(message: string, extra: Record<string, unknown> = {}): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', ...extra } })
}

export function notFound(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'NOT_FOUND' } })
}

/** IDs arrive as strings; our keys are positive integers. */
export function parseId(value: string | number, field: string): number {
  const text = String(value).trim()
  if (!/^\d+$/.test(text) || Number(text) > 2_147_483_647) throw badInput(`${field} must be a positive integer id`)
  return Number(text)
}

/** Every patient-only field answers this without a valid session; the web refreshes once, then signs out. */
export function unauthenticated(): GraphQLError {
  return new GraphQLError('sign in required', { extensions: { code: 'UNAUTHENTICATED', http: { status: 401 } } })
}

/**
 * A limit is used up (a per-client limit such as the contact form's, or the per-account back-off of
 * ADR 0010): HTTP 429 with Retry-After, like REST, the message in the request's language.
 */
export function tooManyRequests(locale: Locale, retryAfter: number): GraphQLError {
  return new GraphQLError(apiMessage('too_many_requests', locale), {
    extensions: { code: 'TOO_MANY_REQUESTS', retryAfter, http: { status: 429, headers: { 'Retry-After': String(retryAfter) } } },
  })
}

/** Patient-only fields for a blocked account: the same code and sentence as REST's 403 `account_is_blocked`. */
export function accountBlocked(locale: Locale): GraphQLError {
  return new GraphQLError(apiMessage('account_is_blocked', locale), {
    extensions: { code: 'FORBIDDEN', reason: 'account_is_blocked', http: { status: 403 } },
  })
}

/** Signed in, but not as someone who may do this (a patient asking for a doctor's field, and back). */
export function forbidden(locale: Locale): GraphQLError {
  return new GraphQLError(apiMessage('forbidden', locale), { extensions: { code: 'FORBIDDEN', http: { status: 403 } } })
}
