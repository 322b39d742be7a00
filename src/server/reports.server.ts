import type { Locale } from '~/i18n/locales'
import { TERMINAL_STATUSES } from '#contract/appointments'
import { apiRequest } from './api.server'
import { readSignedIn } from './session.server'
import { DoctorReportListDocument } from './reports.documents'

/**
 * A page of doctor reports (spec part 2 §2): the appointments that ended (canceled, rejected, completed,
 * finished) with a written report or report files, newest first; with `day`, only those with one dated
 * within it (the bounds of the patient's day, reportDayBounds).
 */
export function fetchDoctorReports(locale: Locale, day: { from: string; to: string } | null, page: number) {
  return readSignedIn(
    async () =>
      (
        await apiRequest(
          DoctorReportListDocument,
          { statuses: [...TERMINAL_STATUSES], from: day?.from ?? null, to: day?.to ?? null, page },
          { locale },
        )
      ).appointments,
  )
}
