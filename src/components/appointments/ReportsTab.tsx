import { FormattedMessage } from 'react-intl'
import { FileTextIcon } from 'lucide-react'
import { useLocale } from '~/i18n/useLocale'
import { formatDateTime } from '~/lib/zoned-dates'
import type { AppointmentDetails } from './AppointmentPage'
import { AttachmentList } from './AttachmentList'
import { usePatientZone } from './use-patient-zone'

/** The doctor's report and its files (spec part 1 §2); the PDF opens in a new tab. */
export function ReportsTab({ appointment }: { appointment: AppointmentDetails }) {
  const locale = useLocale()
  const zone = usePatientZone()
  return (
    <section aria-labelledby="report-title" className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5">
      <h2 id="report-title" className="text-lg font-semibold">
        <FormattedMessage id="appointments.report_title" />
      </h2>
      {appointment.report && (
        <>
          <p className="text-sm text-muted">
            <time dateTime={appointment.report.date_report}>{formatDateTime(appointment.report.date_report, zone, locale)}</time>
          </p>
          <p className="whitespace-pre-line">{appointment.report.report}</p>
          <a
            href={`/appointments-reports/pdf/${appointment.report.id}?lang=${locale}`}
            target="_blank"
            rel="noopener"
            className="flex w-fit items-center gap-2 font-medium text-brand-700 hover:underline"
          >
            <FileTextIcon aria-hidden className="size-4" />
            <FormattedMessage id="appointments.open_report_pdf" />
          </a>
        </>
      )}
      <AttachmentList titleId="appointments.report_files" files={appointment.reports_file} />
    </section>
  )
}
