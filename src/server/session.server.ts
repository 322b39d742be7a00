import type { Locale } from '~/i18n/locales'
import { CurrentUserDocument } from '~/queries/session.documents'
import { ApiError, apiRequest } from './api.server'
import { COOKIE, readCookie } from './cookies.server'

/**
 * The signed-in patient, or null. Without any token cookie there is no API call at all, so
 * visitors' pages cost nothing extra; an expired access token is refreshed by apiRequest.
 */
export async function fetchCurrentUser(locale: Locale) {
  if (!readCookie(COOKIE.token) && !readCookie(COOKIE.refreshToken)) return null
  try {
    const result = await apiRequest(CurrentUserDocument, {}, { locale })
    return result.me ?? null
  } catch (error) {
    // A session that could not be renewed is a visitor (its cookies are already cleared).
    if (error instanceof ApiError && (error.code === 'UNAUTHENTICATED' || error.code === 'HTTP_401')) return null
    throw error
  }
}
