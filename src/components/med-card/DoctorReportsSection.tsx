import { useId } from 'react'
import { Link, getRouteApi } from '@tanstack/react-router'
import { useSuspenseInfiniteQuery } from '@tanstack/react-query'
import { FormattedMessage, useIntl } from 'react-intl'
import { ArrowLeftIcon, DownloadIcon, FileIcon, XIcon } from 'lucide-react'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { Input } from '~/components/ui/input'
import { Label } from '~/components/ui/label'
import { Spinner } from '~/components/ui/spinner'
import { downloadReportPdf, reportPdfHref } from '~/components/shared/report-pdf'
import { usePatientZone } from '~/components/shared/use-patient-zone'
import { langParam } from '~/i18n/locales'
import { useLocale } from '~/i18n/useLocale'
import { chosenReportDay, isChoosableReportDay, reportToday } from '~/lib/report-day'
import { timeZoneName } from '~/lib/time-zones'
import { doctorReportQueries, type DoctorReport } from '~/queries/doctor-reports'
import { formatCalendarDate, formatDate } from '#contract/date-format'

const route = getRouteApi('/{-$lang}/account')

/**
 * Doctor reports (spec part 2 §2): the ended appointments with a written report or report files,
 * narrowed to one day by `?date=` (the patient's calendar day); back goes to the medical card.
 */
export default function DoctorReportsSection() {
  const intl = useIntl()
  const locale = useLocale()
  const zone = usePatientZone()
  const address = route.useSearch({ select: (search) => search.date })
  // A day that cannot be chosen (not a calendar day, in the future) is no day, as in the query.
  const date = chosenReportDay(address, zone)
  const navigate = route.useNavigate()
  const { data, hasNextPage, isFetchingNextPage, fetchNextPage } = useSuspenseInfiniteQuery(doctorReportQueries.list(locale, address, zone))
  const appointments = data.pages.flatMap((page) => page?.results ?? [])
  const chooseDay = (day: string | undefined) => navigate({ search: (prev) => ({ ...prev, date: day }), replace: true, resetScroll: false })

  return (
    <section aria-labelledby="doctor-reports-heading" className="flex flex-col gap-6">
      <Link
        to="/{-$lang}/account"
        params={{ lang: langParam(locale) }}
        search={{ slug: 'med_card' }}
        className="flex w-fit items-center gap-2 text-sm text-brand-700 hover:underline"
      >
        <ArrowLeftIcon aria-hidden className="size-4 rtl:-scale-x-100" />
        <FormattedMessage id="medCard.back_to_med_card" />
      </Link>
      <h2 id="doctor-reports-heading" className="text-xl font-semibold">
        <FormattedMessage id="medCard.reports_title" />
      </h2>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <DayFilter day={date} zone={zone} onChange={chooseDay} />
        <p className="text-sm text-muted">
          <FormattedMessage id="medCard.days_in_zone" values={{ zone: timeZoneName(zone, locale) }} />
        </p>
      </div>
      {appointments.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 p-6">
          {date ? (
            <FormattedMessage id="medCard.empty_day" values={{ date: formatCalendarDate(date, locale) }} />
          ) : (
            <FormattedMessage id="medCard.empty" />
          )}
        </p>
      ) : (
        <>
          <ul className="flex flex-col gap-3">
            {appointments.map((appointment) => (
              <li key={appointment.id}>
                <ReportCard appointment={appointment} zone={zone} />
              </li>
            ))}
          </ul>
          {hasNextPage && (
            <div className="flex justify-center">
              <Button
                variant="outline"
                size="lg"
                aria-busy={isFetchingNextPage}
                disabled={isFetchingNextPage}
                onClick={() => void fetchNextPage()}
              >
                {isFetchingNextPage && <Spinner label={intl.formatMessage({ id: 'medCard.loading_more' })} />}
                <FormattedMessage id="medCard.show_more" />
              </Button>
            </div>
          )}
        </>
      )}
    </section>
  )
}

/**
 * The day filter (spec part 2 §5): a native date input up to today in the patient's zone (reports are
 * never in the future), and a clear button. A later day typed in is not taken: the input keeps the day before.
 */
function DayFilter({ day, zone, onChange }: { day: string | undefined; zone: string; onChange: (day: string | undefined) => void }) {
  const intl = useIntl()
  const id = useId()
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>
        <FormattedMessage id="medCard.filter_day" />
      </Label>
      <div className="flex items-center gap-2">
        <Input
          id={id}
          type="date"
          className="w-44"
          value={day ?? ''}
          max={reportToday(zone)}
          onChange={(event) => {
            const value = event.target.value
            if (!value) onChange(undefined)
            else if (isChoosableReportDay(value, zone)) onChange(value)
          }}
        />
        {day && (
          <Button
            variant="ghost"
            size="icon"
            aria-label={intl.formatMessage({ id: 'medCard.filter_clear' })}
            onClick={() => onChange(undefined)}
          >
            <XIcon aria-hidden className="size-4" />
          </Button>
        )}
      </div>
    </div>
  )
}

/** One appointment: the doctor, their specialty, the appointment's day, and its reports. */
function ReportCard({ appointment, zone }: { appointment: DoctorReport; zone: string }) {
  const intl = useIntl()
  const locale = useLocale()
  const headingId = useId()
  const { doctor, report, reports_file: files } = appointment
  // The agreed time; a request that never got one (canceled, rejected) is dated by its booking.
  const day = appointment.dates.find((date) => date.accepted)?.date ?? appointment.created_at
  // Joined with the page language's list words ("Cardiology, Dermatology and Neurology").
  const specialty = intl.formatList(doctor.specialties.map((entry) => entry.name))
  return (
    <Card as="article" aria-labelledby={headingId} className="flex flex-col gap-3">
      <div className="flex flex-col gap-0.5">
        <h3 id={headingId} className="font-semibold">
          <bdi>{[doctor.first_name, doctor.last_name].filter(Boolean).join(' ')}</bdi>
        </h3>
        {specialty && <p className="text-sm text-muted">{specialty}</p>}
        <p className="text-sm text-muted">
          <FormattedMessage id="medCard.appointment_date" values={{ date: <time dateTime={day}>{formatDate(day, zone, locale)}</time> }} />
        </p>
      </div>
      <ul className="flex flex-col gap-2">
        {report && (
          <li>
            <a
              href={reportPdfHref(report.id, locale)}
              download={`report-${report.id}.pdf`}
              className="flex w-fit items-center gap-2 font-medium text-brand-700 hover:underline"
              onClick={(event) => void downloadReportPdf(event, intl.formatMessage({ id: 'errors.generic' }))}
            >
              <DownloadIcon aria-hidden className="size-4 shrink-0" />
              <FormattedMessage id="medCard.report_pdf" />
              <span className="text-sm font-normal text-muted">{formatDate(report.date_report, zone, locale)}</span>
            </a>
          </li>
        )}
        {/* A file's address names it (`/storage/file/{id}`): its key. */}
        {files.map(({ file }) => (
          <li key={file.url}>
            {/* A report file is viewed, in a new tab (the browser shows a PDF or an image itself). */}
            <a href={file.url} target="_blank" rel="noopener" className="flex w-fit items-center gap-2 text-brand-700 hover:underline">
              <FileIcon aria-hidden className="size-4 shrink-0" />
              <bdi>{file.name}</bdi>
              <span className="sr-only">
                <FormattedMessage id="medCard.opens_in_new_tab" />
              </span>
            </a>
          </li>
        ))}
      </ul>
    </Card>
  )
}
