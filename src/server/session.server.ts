import type { Locale } from '~/i18n/locales'
import { HealthAnswersDocument } from './health.documents'
import { CurrentUserDocument } from './session.documents'
import { ApiError, apiRequest } from './api.server'
import { COOKIE, readCookie } from './cookies.server'

/**
 * A read of the signed-in patient's own data, or null for visitors. Without any token cookie
 * there is no API call at all, so visitors' pages cost nothing extra; an expired access token is
 * refreshed by apiRequest.
 */
export async function readSignedIn<T>(read: () => Promise<T | null>): Promise<T | null> {
  if (!readCookie(COOKIE.token) && !readCookie(COOKIE.refreshToken)) return null
  try {
    return await read()
  } catch (error) {
    // A session that could not be renewed is a visitor (its cookies are already cleared).
    if (error instanceof ApiError && (error.code === 'UNAUTHENTICATED' || error.code === 'HTTP_401')) return null
    throw error
  }
}

/** The signed-in patient, or null. */
export function fetchCurrentUser(locale: Locale) {
  return readSignedIn(async () => {
    const { me, nearestAppointment } = await apiRequest(CurrentUserDocument, {}, { locale })
    return me ? { ...me, nearest: nearestAppointment ?? null } : null
  })
}

/** The signed-in patient's health answers, or null (a visitor, or nothing saved yet). */
export function fetchHealthAnswers(locale: Locale) {
  return readSignedIn(async () => (await apiRequest(HealthAnswersDocument, {}, { locale })).me?.health_info ?? null)
}
