import { useEffect, useId, useRef } from 'react'
import { Link } from '@tanstack/react-router'
import { useSuspenseInfiniteQuery } from '@tanstack/react-query'
import { FormattedMessage, useIntl } from 'react-intl'
import { Button } from '~/components/ui/button'
import { Spinner } from '~/components/ui/spinner'
import { Label } from '~/components/ui/label'
import { NativeSelect } from '~/components/ui/native-select'
import { langParam } from '~/i18n/locales'
import { useLocale } from '~/i18n/useLocale'
import { timeZoneName } from '~/lib/time-zones'
import { appointmentQueries, type AppointmentGroup } from '~/queries/appointments'
import { AppointmentCard } from './AppointmentCard'
import { usePatientZone } from '~/components/shared/use-patient-zone'

/**
 * The patient's appointments of one group, with the dropdown that switches groups (spec part 1 §2):
 * `/appointments` and the account's appointments section show this same list, 20 at first and 20
 * more on "Show more" (issue 28: a history of 500 was 200 cards and a 636 kB page).
 */
export function AppointmentsList({
  group,
  onGroupChange,
  cardHeading = 'h2',
}: {
  group: AppointmentGroup
  onGroupChange: (group: AppointmentGroup) => void
  /** The cards' heading level, below the page's own headings. */
  cardHeading?: 'h2' | 'h3'
}) {
  const intl = useIntl()
  const locale = useLocale()
  const id = useId()
  const zone = usePatientZone()
  const { data, hasNextPage, isFetchingNextPage, fetchNextPage } = useSuspenseInfiniteQuery(appointmentQueries.list(locale, group))
  const appointments = data.pages.flatMap((page) => page?.results ?? [])
  const list = useRef<HTMLUListElement>(null)
  // The keyboard's place after "Show more": the first card it brought, once rendered (the button may be gone).
  const focusFrom = useRef<number | null>(null)
  useEffect(() => {
    const from = focusFrom.current
    if (from === null || appointments.length <= from) return
    focusFrom.current = null
    list.current?.querySelectorAll<HTMLElement>(':scope > li')[from]?.focus()
  }, [appointments.length])
  const showMore = () => {
    focusFrom.current = appointments.length
    void fetchNextPage()
  }
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-group`}>{intl.formatMessage({ id: 'appointments.filter_label' })}</Label>
          <NativeSelect
            id={`${id}-group`}
            value={group}
            onChange={(event) => onGroupChange(event.target.value === 'past' ? 'past' : 'active')}
          >
            <option value="active">{intl.formatMessage({ id: 'appointments.filter_active' })}</option>
            <option value="past">{intl.formatMessage({ id: 'appointments.filter_past' })}</option>
          </NativeSelect>
        </div>
        <p className="text-sm text-muted">
          <FormattedMessage id="appointments.times_in_zone" values={{ zone: timeZoneName(zone, locale) }} />
        </p>
      </div>
      {appointments.length === 0 ? (
        <div className="flex flex-col items-start gap-3 rounded-2xl border border-dashed border-slate-300 p-6">
          <p>
            <FormattedMessage id={group === 'past' ? 'appointments.empty_past' : 'appointments.empty_active'} />
          </p>
          <Button asChild variant="secondary">
            <Link to="/{-$lang}/doctors" params={{ lang: langParam(locale) }}>
              <FormattedMessage id="appointments.find_doctor" />
            </Link>
          </Button>
        </div>
      ) : (
        <>
          <ul ref={list} className="flex flex-col gap-3">
            {appointments.map((appointment) => (
              <li key={appointment.id} tabIndex={-1} className="rounded-2xl outline-offset-2 focus-visible:outline-2">
                <AppointmentCard appointment={appointment} zone={zone} headingLevel={cardHeading} />
              </li>
            ))}
          </ul>
          {hasNextPage && (
            <div className="flex justify-center">
              <Button variant="outline" size="lg" aria-busy={isFetchingNextPage} disabled={isFetchingNextPage} onClick={showMore}>
                {isFetchingNextPage && <Spinner label={intl.formatMessage({ id: 'appointments.loading_more' })} />}
                <FormattedMessage id="appointments.show_more" />
              </Button>
            </div>
          )}
        </>
      )}
    </div>
  )
}
