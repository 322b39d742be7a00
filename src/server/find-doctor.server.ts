import type { Locale } from '~/i18n/locales'
import { CreateFastAppointmentDocument, FastAppointmentsDocument } from './find-doctor.documents'
import type { FindDoctorInput } from '#contract/find-doctor'
import { apiRequest, attempt } from './api.server'
import { readSignedIn } from './session.server'

/** The API calls of the find-doctor form and the account's doctor requests (issue 12). */

/** The section lists the newest requests; a patient rarely has more than a few. */
export const DOCTOR_REQUESTS_LIMIT = 50

export function fetchFastAppointments(locale: Locale) {
  return readSignedIn(
    async () =>
      (await apiRequest(FastAppointmentsDocument, { pagination: { page: 0, limit: DOCTOR_REQUESTS_LIMIT } }, { locale }))
        .getFastAppointments,
  )
}

export function createFastAppointment(locale: Locale, input: FindDoctorInput) {
  return attempt(async () => (await apiRequest(CreateFastAppointmentDocument, { input }, { locale })).CreateFastAppointment.id)
}
