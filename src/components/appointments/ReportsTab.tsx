import { FormattedMessage, useIntl } from 'react-intl'
import { FileTextIcon } from 'lucide-react'
import { Card } from '~/components/ui/card'
import { openReportPdf, reportPdfHref } from '~/components/shared/report-pdf'
import { useLocale } from '~/i18n/useLocale'
import { formatDateTime } from '#contract/date-format'
import type { AppointmentDetails } from './AppointmentPage'
import { AttachmentList } from './AttachmentList'
import { usePatientZone } from '~/components/shared/use-patient-zone'
import { Bdi } from '~/components/ui/bidi'

/** The doctor's report and its files (spec part 1 §2); the PDF opens in a new tab. */
export function ReportsTab({ appointment }: { appointment: AppointmentDetails }) {
  const intl = useIntl()
  const locale = useLocale()
  const zone = usePatientZone()
  return (
    <Card as="section" aria-labelledby="report-title" className="flex flex-col gap-4">
      <h2 id="report-title" className="text-lg font-semibold">
        <FormattedMessage id="appointments.report_title" />
      </h2>
      {appointment.report && (
        <>
          <p className="text-sm text-muted">
            <time dateTime={appointment.report.date_report}>{formatDateTime(appointment.report.date_report, zone, locale)}</time>
          </p>
          <Bdi as="p" className="whitespace-pre-line">
            {appointment.report.report}
          </Bdi>
          <a
            href={reportPdfHref(appointment.report.id, locale)}
            target="_blank"
            rel="noopener"
            className="flex w-fit items-center gap-2 font-medium text-brand-700 hover:underline"
            onClick={(event) => openReportPdf(event, intl.formatMessage({ id: 'errors.generic' }))}
          >
            <FileTextIcon aria-hidden className="size-4" />
            <FormattedMessage id="appointments.open_report_pdf" />
          </a>
        </>
      )}
      <AttachmentList titleId="appointments.report_files" files={appointment.reports_file} />
    </Card>
  )
}
