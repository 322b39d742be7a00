import type { ActionResult } from '~/lib/action-results'
import { ClientError, type GraphQLResponse } from 'graphql-request'
import { print, type DocumentNode } from 'graphql'
import { MAX_BATCHED_OPERATIONS } from '#contract/graphql-batch'
import type { TypedDocumentNode } from '@graphql-typed-document-node/core'
import { getRequest } from '@tanstack/react-start/server'
import type { Locale } from '~/i18n/locales'
import { COOKIE, clearTokenCookies, hasSessionCookie, readCookie, storeSession } from './cookies.server'
import { webEnv } from './env.server'
import { clientIpHeaders } from './client-ip.server'
import { currentRequestId } from './request-edge.server'
import { fieldErrorsFrom, type FieldError } from '~/lib/field-errors'
import { createTtlCache } from '~/lib/ttl-cache'

/** An API failure the UI can act on: a message key and, for bad input, errors per field. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly code: string,
    readonly fieldErrors: FieldError[] = [],
    /** the error's other extensions (a card error's error_code, a refusal's reason) */
    readonly extensions: Record<string, unknown> = {},
  ) {
    super(message)
    this.name = 'ApiError'
  }
}

export interface ApiCallOptions {
  locale: Locale
  /** Overrides the organizationId cookie; 'all' sends no organization header. */
  organization?: string
}

/**
 * The headers every API call carries (spec part 1 §7). The bearer is the access token (or the
 * temporary one) from the cookies unless `bearer` names another (the reset key); null sends none.
 */
export function apiHeaders(options: ApiCallOptions, bearer?: string | null): Record<string, string> {
  const headers: Record<string, string> = { locale: options.locale, ...requestIdHeader(), ...clientIpHeaders() }
  const organization = options.organization ?? readCookie(COOKIE.organizationId)
  if (organization && organization !== 'all') headers.organization = organization
  const region = webEnv().REGION
  if (region) headers['x-region'] = region
  const token = bearer === undefined ? (readCookie(COOKIE.token) ?? readCookie(COOKIE.tempToken)) : bearer
  if (token) headers.authorization = `Bearer ${token}`
  return headers
}

/** The web request's id travels with every API call, so both tiers' log lines can be joined. */
function requestIdHeader(): Record<string, string> {
  const id = currentRequestId()
  return id ? { 'x-request-id': id } : {}
}

function isUnauthorized(error: unknown): boolean {
  if (!(error instanceof ClientError)) return false
  return error.response.status === 401 || (error.response.errors ?? []).some((e) => e.extensions?.code === 'UNAUTHENTICATED')
}

/** One refresh per request: refresh tokens rotate, and presenting a used one revokes the family. */
const refreshing = new WeakMap<Request, Promise<boolean>>()

/**
 * Exchanges the refresh-token cookie for new tokens once. Returns false when there is nothing to
 * refresh or the API refuses, after which the session's cookies are cleared.
 */
export function refreshTokens(): Promise<boolean> {
  const request = getRequest()
  let pending = refreshing.get(request)
  if (!pending) {
    pending = exchangeRefreshToken()
    refreshing.set(request, pending)
  }
  return pending
}

async function exchangeRefreshToken(): Promise<boolean> {
  const refreshToken = readCookie(COOKIE.refreshToken)
  if (!refreshToken) return false
  const response = await fetch(new URL('/auth/refresh', webEnv().API_URL), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...requestIdHeader(), ...clientIpHeaders() },
    body: JSON.stringify({ refreshToken }),
  })
  if (!response.ok) {
    clearTokenCookies()
    return false
  }
  const body: { data?: { token?: string; refreshToken?: string } } = await response.json()
  const { token, refreshToken: nextRefresh } = body.data ?? {}
  if (!token || !nextRefresh) return false
  storeSession({ token, refreshToken: nextRefresh })
  return true
}

function toApiError(error: unknown): ApiError {
  if (error instanceof ClientError) {
    const first = error.response.errors?.[0]
    const code = typeof first?.extensions?.code === 'string' ? first.extensions.code : `HTTP_${error.response.status}`
    return new ApiError(first?.message ?? 'errors.generic', code, fieldErrorsFrom(first?.extensions?.errors), first?.extensions ?? {})
  }
  return new ApiError('errors.generic', 'NETWORK_ERROR')
}

type Pending = {
  query: string
  variables: Record<string, unknown>
  resolve: (data: unknown) => void
  reject: (error: unknown) => void
}

/** The printed text of each document, printed once (graphql-request printed it on every call). */
const printed = new WeakMap<DocumentNode, string>()
const queryOf = (document: DocumentNode) => {
  let query = printed.get(document)
  if (query === undefined) printed.set(document, (query = print(document)))
  return query
}

/** The calls of one web request waiting for the next turn of the event loop, by their headers. */
const waiting = new WeakMap<Request, Map<string, Pending[]>>()

/**
 * One API round trip for the reads a page render makes together (issue 28, ADR 0053): the calls a
 * signed-in web request makes before the next turn of the event loop with the same headers (the same
 * bearer) go to the API as one batched request, which looks the session up once. A call alone goes alone.
 * Nothing is shared between two web requests.
 */
function batchedRequest<TResult>(document: DocumentNode, variables: Record<string, unknown>, headers: Record<string, string>) {
  return new Promise<TResult>((resolve, reject) => {
    const call: Pending = { query: queryOf(document), variables, resolve: resolve as (data: unknown) => void, reject }
    let request: Request | undefined
    try {
      request = getRequest()
    } catch {
      request = undefined
    }
    // A visitor's reads go at once: most are kept by publicRead, and a public page streams its
    // sections in the order their answers come (the shared page cache keeps what it sent).
    if (!request || !headers.authorization) return void sendBatch([call], headers)
    let byHeaders = waiting.get(request)
    if (!byHeaders) waiting.set(request, (byHeaders = new Map()))
    const key = JSON.stringify(headers)
    const queued = byHeaders.get(key)
    if (queued && queued.length < MAX_BATCHED_OPERATIONS) return void queued.push(call)
    const batch = [call]
    byHeaders.set(key, batch)
    setImmediate(() => {
      if (byHeaders.get(key) === batch) byHeaders.delete(key)
      void sendBatch(batch, headers)
    })
  })
}

type Answer = GraphQLResponse & { data?: unknown }

async function sendBatch(calls: Pending[], headers: Record<string, string>) {
  const body = calls.map(({ query, variables }) => ({ query, variables }))
  try {
    const response = await fetch(new URL('/graphql', webEnv().API_URL), {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json', ...headers },
      body: JSON.stringify(calls.length === 1 ? body[0] : body),
    })
    const parsed: unknown = await response.json().catch(() => null)
    const answers: unknown[] = calls.length === 1 ? [parsed] : Array.isArray(parsed) ? parsed : calls.map(() => parsed)
    calls.forEach((call, index) => {
      const answer = (answers[index] ?? {}) as Answer
      // As graphql-request answered: errors (or a failed response) are a ClientError, else the data.
      if (!response.ok || answer.errors?.length || answer.data === undefined)
        call.reject(
          new ClientError(
            { ...answer, status: response.status, headers: response.headers, body: JSON.stringify(answer) },
            { query: call.query, variables: call.variables },
          ),
        )
      else call.resolve(answer.data)
    })
  } catch (error) {
    for (const call of calls) call.reject(error)
  }
}

/**
 * Calls the GraphQL API on behalf of the browser. On a 401 it refreshes the tokens once and
 * retries; other failures become an ApiError with field errors for bad input (the 422 case).
 */
/**
 * A call whose refusals the caller shows: bad input or a refused change becomes field errors and
 * the API's message; anything else (network, 500) stays an exception.
 */
export async function attempt<T>(call: () => Promise<T>): Promise<ActionResult<T>> {
  try {
    return { ok: true, data: await call() }
  } catch (error) {
    if (error instanceof ApiError && error.code !== 'NETWORK_ERROR')
      return { ok: false, message: error.message, fieldErrors: error.fieldErrors }
    throw error
  }
}

export async function apiRequest<TResult, TVariables extends object>(
  document: TypedDocumentNode<TResult, TVariables>,
  variables: TVariables,
  options: ApiCallOptions,
): Promise<TResult> {
  const send = () => batchedRequest<TResult>(document, variables as Record<string, unknown>, apiHeaders(options))
  try {
    return await send()
  } catch (error) {
    if (isUnauthorized(error) && (await refreshTokens())) {
      try {
        return await send()
      } catch (retryError) {
        throw toApiError(retryError)
      }
    }
    throw toApiError(error)
  }
}

/**
 * How long the web server reuses an anonymous catalog answer. Public pages may be served this stale
 * anyway (a CDN keeps them for `s-maxage=60`); without it, every page view re-asked the API for the
 * same lists (issue 11).
 */
export const PUBLIC_READ_TTL_MS = 30_000
const PUBLIC_READ_MAX_ENTRIES = 500

/**
 * A catalog read whose answer is the same for every visitor: for requests without a session it is
 * kept for PUBLIC_READ_TTL_MS, keyed by everything that changes the answer — the variables, the
 * language and the organisation the API is asked for (the option, else the visitor's cookie).
 * A request with a session always asks the API (its answer may depend on the patient).
 */
export function publicRead<TResult, TVariables extends object>(document: TypedDocumentNode<TResult, TVariables>) {
  const answers = createTtlCache<TResult>({ ttlMs: PUBLIC_READ_TTL_MS, maxEntries: PUBLIC_READ_MAX_ENTRIES })
  return (variables: TVariables, options: ApiCallOptions): Promise<TResult> => {
    if (hasSessionCookie()) return apiRequest(document, variables, options)
    const organization = options.organization ?? readCookie(COOKIE.organizationId) ?? ''
    const key = JSON.stringify([options.locale, organization, variables])
    return answers.get(key, () => apiRequest(document, variables, options))
  }
}
