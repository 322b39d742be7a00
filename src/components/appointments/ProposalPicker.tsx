import { useId, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { PlusIcon, XIcon } from 'lucide-react'
import { Button } from '~/components/ui/button'
import { Input } from '~/components/ui/input'
import { useLocale } from '~/i18n/useLocale'
import {
  canAddTime,
  canUseDay,
  daysWithTimes,
  proposalInstants,
  stripDays,
  todayIn,
  withinWorkingHours,
  workingRangesOn,
  type DayTimes,
  type WorkingHours,
} from '~/lib/booking-times'
import { timeZoneName } from '~/lib/time-zones'
import { cn } from '~/lib/utils'
import { formatCalendarDate, formatDateTime } from '#contract/date-format'

/**
 * Proposed times (spec part 1 §4 "Add-dates flow", §5 "Time picker", §9 "Date strip"): a first day
 * (today at the earliest), the 14 days from it (8 in view: 94 px items, 16 px gaps), and for the chosen
 * day up to five times, another only once the last is filled, on up to five days. Times are the
 * patient's wall clock in `zone`. Used by the booking and by an appointment's add-dates screen.
 */
/** The doctor whose times are proposed: their weekly hours in their zone (none known: no hints). */
export type DoctorHours = { hours: WorkingHours; zone: string | null }

export function ProposalPicker({
  times,
  onChange,
  zone,
  doctor,
}: {
  times: DayTimes
  onChange: (times: DayTimes) => void
  zone: string
  doctor: DoctorHours
}) {
  const intl = useIntl()
  const locale = useLocale()
  const id = useId()
  const today = todayIn(zone)
  const [firstDay, setFirstDay] = useState(today)
  const [day, setDay] = useState<string | null>(null)
  const days = stripDays(firstDay)
  const rows = day ? (times[day]?.length ? times[day]! : ['']) : []
  const setRows = (next: string[]) => day && onChange({ ...times, [day]: next })
  const dayLabel = (value: string) => formatCalendarDate(value, locale, 'dayMonth')
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted">
        <FormattedMessage id="appointments.times_in_zone" values={{ zone: timeZoneName(zone, locale) }} />
      </p>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-first`} className="text-sm font-medium">
          <FormattedMessage id="appointments.start_day" />
        </label>
        <Input
          id={`${id}-first`}
          type="date"
          min={today}
          value={firstDay}
          className="w-48"
          onChange={(event) => event.target.value >= today && setFirstDay(event.target.value)}
        />
      </div>
      {/* 14 days, 8 in view: 94 px items with 16 px gaps (spec part 1 §9). */}
      <div
        role="group"
        aria-label={intl.formatMessage({ id: 'appointments.days_label' })}
        className="flex max-w-[864px] gap-4 overflow-x-auto pb-2"
      >
        {days.map((value) => {
          const has = daysWithTimes(times).includes(value)
          return (
            <button
              key={value}
              type="button"
              aria-pressed={day === value}
              disabled={!canUseDay(times, value)}
              onClick={() => setDay(value)}
              className={cn(
                'flex w-[94px] shrink-0 flex-col items-center gap-1 rounded-xl border px-2 py-3 text-sm outline-none focus-visible:ring-2 focus-visible:ring-brand-500 disabled:opacity-40',
                day === value
                  ? 'border-brand-600 bg-brand-600 text-white'
                  : has
                    ? 'border-brand-300 bg-brand-50'
                    : 'border-slate-200 bg-white',
              )}
            >
              <span>{formatCalendarDate(value, locale, 'shortWeekday')}</span>
              <span className="text-lg font-semibold">{formatCalendarDate(value, locale, 'day')}</span>
              <span className="text-xs">{formatCalendarDate(value, locale, 'shortMonth')}</span>
            </button>
          )
        })}
      </div>
      {daysWithTimes(times).length >= 5 && (
        <p className="text-sm text-muted">
          <FormattedMessage id="appointments.day_full" />
        </p>
      )}
      {day && (
        <fieldset className="flex flex-col gap-2 rounded-xl border border-slate-200 p-4">
          <legend className="px-1 font-medium">
            <FormattedMessage id="appointments.times_for" values={{ day: dayLabel(day) }} />
          </legend>
          <DoctorHoursHint day={day} zone={zone} doctor={doctor} />
          {rows.map((time, index) => (
            <div key={index} className="flex items-center gap-2">
              <label htmlFor={`${id}-time-${index}`} className="w-20 text-sm">
                <FormattedMessage id="appointments.time_label" values={{ n: index + 1 }} />
              </label>
              <Input
                id={`${id}-time-${index}`}
                type="time"
                value={time}
                className="w-36"
                onChange={(event) => setRows(rows.map((value, at) => (at === index ? event.target.value : value)))}
              />
              <Button
                variant="ghost"
                size="icon"
                aria-label={intl.formatMessage({ id: 'appointments.remove_time' }, { n: index + 1 })}
                onClick={() => setRows(rows.filter((_, at) => at !== index))}
              >
                <XIcon aria-hidden className="size-4" />
              </Button>
            </div>
          ))}
          {rows.length <= 4 && (
            <Button variant="outline" size="sm" className="self-start" disabled={!canAddTime(rows)} onClick={() => setRows([...rows, ''])}>
              <PlusIcon aria-hidden className="size-4" />
              <FormattedMessage id="appointments.add_time" />
            </Button>
          )}
        </fieldset>
      )}
      <ChosenTimes instants={proposalInstants(times, zone)} zone={zone} doctor={doctor} />
    </div>
  )
}

export function ChosenTimes({ instants, zone, doctor }: { instants: string[]; zone: string; doctor?: DoctorHours }) {
  const locale = useLocale()
  return (
    <section aria-label={useIntl().formatMessage({ id: 'appointments.chosen_times' })} className="flex flex-col gap-2">
      <h3 className="font-medium">
        <FormattedMessage id="appointments.chosen_times" />
      </h3>
      {instants.length === 0 ? (
        <p className="text-sm text-muted">
          <FormattedMessage id="appointments.no_times" />
        </p>
      ) : (
        <ul className="flex flex-col gap-1 text-sm">
          {instants.map((instant) => (
            <li key={instant}>
              <time dateTime={instant}>{formatDateTime(instant, zone, locale)}</time>
              {/* A warning, not a refusal: the doctor may still accept the time. */}
              {doctor?.zone && doctor.hours.length > 0 && !withinWorkingHours(instant, doctor.hours, doctor.zone) && (
                <span className="ms-2 text-amber-800">
                  (<FormattedMessage id="appointments.outside_hours" />)
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

/** The proposal's problems by message key (the validation namespace). */
export function ProposalProblems({ problems }: { problems: string[] }) {
  const intl = useIntl()
  if (problems.length === 0) return null
  return (
    <ul role="alert" className="flex flex-col gap-1 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
      {problems.map((problem) => (
        <li key={problem}>{intl.formatMessage({ id: `validation.${problem}` })}</li>
      ))}
    </ul>
  )
}

/** The doctor's hours on the chosen day, converted to the patient's clock (issue 12). */
function DoctorHoursHint({ day, zone, doctor }: { day: string; zone: string; doctor: DoctorHours }) {
  if (!doctor.zone || doctor.hours.length === 0) return null
  const ranges = workingRangesOn(day, zone, doctor.hours, doctor.zone)
  return (
    <p className="text-sm text-muted">
      {ranges.length === 0 ? (
        <FormattedMessage id="appointments.doctor_off" />
      ) : (
        <FormattedMessage
          id="appointments.doctor_hours"
          values={{ ranges: <bdi dir="ltr">{ranges.map((range) => `${range.start}–${range.end}`).join(', ')}</bdi> }}
        />
      )}
    </p>
  )
}
