import type { MouseEvent } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { FileTextIcon } from 'lucide-react'
import { Card } from '~/components/ui/card'
import { toast } from '~/components/ui/toast'
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
            href={`/appointments-reports/pdf/${appointment.report.id}?lang=${locale}`}
            target="_blank"
            rel="noopener"
            className="flex w-fit items-center gap-2 font-medium text-brand-700 hover:underline"
            onClick={(event) => openPdf(event, intl.formatMessage({ id: 'errors.generic' }))}
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

/**
 * Opens the report PDF in a new tab (spec part 1 §7), or says it failed (spec part 1 §8: toast
 * 'Something went wrong') instead of leaving an error page in that tab. The tab opens at once, inside
 * the click, so no pop-up blocker stops it; it is closed again if the PDF does not come. A modified
 * click (new window, download) is the browser's own.
 */
async function openPdf(event: MouseEvent<HTMLAnchorElement>, failure: string) {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
  event.preventDefault()
  const href = event.currentTarget.href
  const tab = window.open('', '_blank')
  try {
    const response = await fetch(href)
    if (!response.ok || response.headers.get('content-type') !== 'application/pdf')
      throw new Error(`the report answered ${response.status}`)
    const url = URL.createObjectURL(await response.blob())
    if (tab) tab.location.href = url
    else window.location.assign(url)
  } catch {
    tab?.close()
    toast({ title: failure, variant: 'error' })
  }
}
