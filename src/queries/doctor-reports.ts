import { infiniteQueryOptions } from '@tanstack/react-query'
import type { Locale } from '~/i18n/locales'
import { chosenReportDay, reportDayBounds } from '~/lib/report-day'
import { appointmentKeys } from './appointment-keys'

/** The server function loads with the first doctor-reports query, not with every page (as appointments.ts). */
const functions = () => import('~/server/reports.functions')

/** A page of doctor reports as the section shows it. */
export type DoctorReportPage = NonNullable<Awaited<ReturnType<Awaited<ReturnType<typeof functions>>['getDoctorReports']>>>
export type DoctorReport = DoctorReportPage['results'][number]

export const doctorReportQueries = {
  /**
   * Doctor reports (spec part 2 §2), 20 at a time, the next on "Show more"; `date` (YYYY-MM-DD in `zone`,
   * the address's) keeps those with a report that day, if it is a day that may be chosen (chosenReportDay:
   * the loader and the section agree on it). Under the appointment lists' key: an appointment's change
   * (a report written, a file added) refetches it with them (appointmentChangeKeys).
   */
  list: (locale: Locale, date: string | undefined, zone: string) => {
    const day = chosenReportDay(date, zone)
    return infiniteQueryOptions({
      // The zone only places a chosen day's bounds: every report (no day) is one list in any zone.
      queryKey: [...appointmentKeys.lists(), 'reports', day ?? null, day ? zone : null, locale],
      queryFn: async ({ pageParam }) =>
        (await functions()).getDoctorReports({ data: { day: day ? reportDayBounds(day, zone) : null, page: pageParam } }),
      initialPageParam: 0,
      getNextPageParam: (last, pages) => (last?.has_more ? pages.length : undefined),
    })
  },
}
