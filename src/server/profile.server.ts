import type { Locale } from '~/i18n/locales'
import { SavePersonalInfoDocument } from '~/queries/profile.documents'
import type { UpdatePatientInput } from '~/gql/graphql'
import { ApiError, apiRequest } from './api.server'
import type { AuthOutcome } from './auth.server'

/** Saves the overlay's personal information; bad input comes back as field errors. */
export async function savePersonalInfo(locale: Locale, input: UpdatePatientInput): Promise<AuthOutcome> {
  try {
    await apiRequest(SavePersonalInfoDocument, { input }, { locale })
    return { ok: true }
  } catch (error) {
    if (!(error instanceof ApiError)) throw error
    const status = error.fieldErrors.length ? 422 : error.code === 'UNAUTHENTICATED' ? 401 : 400
    return { ok: false, status, code: error.code, message: error.message === 'errors.generic' ? '' : error.message, fieldErrors: error.fieldErrors }
  }
}
