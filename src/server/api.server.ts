import { ClientError, GraphQLClient } from 'graphql-request'
import type { TypedDocumentNode } from '@graphql-typed-document-node/core'
import { getRequest } from '@tanstack/react-start/server'
import type { Locale } from '~/i18n/locales'
import { COOKIE, clearTokenCookies, readCookie, setTokenCookie } from './cookies.server'
import { webEnv } from './env.server'
import { fieldErrorsFrom, type FieldError } from '~/lib/field-errors'

/** An API failure the UI can act on: a message key and, for bad input, errors per field. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly code: string,
    readonly fieldErrors: FieldError[] = [],
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

function clientIp(request: Request): string | undefined {
  return request.headers.get('x-forwarded-for')?.split(',')[0]?.trim() || request.headers.get('x-real-ip') || undefined
}

/** The headers every API call carries (spec part 1 §7). */
export function apiHeaders(options: ApiCallOptions): Record<string, string> {
  const request = getRequest()
  const headers: Record<string, string> = { locale: options.locale }
  const organization = options.organization ?? readCookie(COOKIE.organizationId)
  if (organization && organization !== 'all') headers.organization = organization
  const region = webEnv().REGION
  if (region) headers['x-region'] = region
  const ip = clientIp(request)
  if (ip) headers['x-forwarded-for'] = ip
  const token = readCookie(COOKIE.token) ?? readCookie(COOKIE.tempToken)
  if (token) headers.authorization = `Bearer ${token}`
  return headers
}

function isUnauthorized(error: unknown): boolean {
  if (!(error instanceof ClientError)) return false
  return error.response.status === 401 || (error.response.errors ?? []).some((e) => e.extensions?.code === 'UNAUTHENTICATED')
}

/**
 * Exchanges the refresh-token cookie for new tokens once. Returns false when there is nothing to
 * refresh or the API refuses, after which the session's cookies are cleared.
 */
export async function refreshTokens(): Promise<boolean> {
  const refreshToken = readCookie(COOKIE.refreshToken)
  if (!refreshToken) return false
  const response = await fetch(new URL('/auth/refresh', webEnv().API_URL), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ refreshToken }),
  })
  if (!response.ok) {
    clearTokenCookies()
    return false
  }
  const body: { data?: { token?: string; refreshToken?: string; expiresIn?: number } } = await response.json()
  const { token, refreshToken: nextRefresh, expiresIn } = body.data ?? {}
  if (!token || !nextRefresh) return false
  setTokenCookie(COOKIE.token, token, expiresIn ?? 15 * 60)
  setTokenCookie(COOKIE.refreshToken, nextRefresh, 30 * 24 * 60 * 60)
  return true
}

function toApiError(error: unknown): ApiError {
  if (error instanceof ClientError) {
    const first = error.response.errors?.[0]
    const code = typeof first?.extensions?.code === 'string' ? first.extensions.code : `HTTP_${error.response.status}`
    return new ApiError(first?.message ?? 'errors.generic', code, fieldErrorsFrom(first?.extensions?.errors))
  }
  return new ApiError('errors.generic', 'NETWORK_ERROR')
}

/**
 * Calls the GraphQL API on behalf of the browser. On a 401 it refreshes the tokens once and
 * retries; other failures become an ApiError with field errors for bad input (the 422 case).
 */
export async function apiRequest<TResult, TVariables extends object>(
  document: TypedDocumentNode<TResult, TVariables>,
  variables: TVariables,
  options: ApiCallOptions,
): Promise<TResult> {
  const client = new GraphQLClient(new URL('/graphql', webEnv().API_URL).toString())
  const send = () => client.request<TResult>({ document, variables, requestHeaders: apiHeaders(options) })
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
