import { Link } from '@tanstack/react-router'
import { FormattedMessage } from 'react-intl'
import { usePatientZone } from '~/components/shared/use-patient-zone'
import { langParam } from '~/i18n/locales'
import { useLocale } from '~/i18n/useLocale'
import { guideUrl, recordGuideOpened } from '~/lib/read-guide'
import { formatDateTime } from '#contract/date-format'
import type { CurrentUser } from '~/queries/session'
import { JoinCallControl } from './JoinCallControl'
import { nearestJoinCandidate } from './join-room'
import { Bdi } from '~/components/ui/bidi'

/**
 * The profile drawer's card of the nearest appointment (spec part 2 §2): the doctor, the plan's name
 * and the time, linking to the appointment, with its join-call control and the guide (a new tab).
 */
export function NearestAppointmentCard({ nearest, onNavigate }: { nearest: NonNullable<CurrentUser['nearest']>; onNavigate: () => void }) {
  const locale = useLocale()
  const zone = usePatientZone()
  const id = String(nearest.appointment_id)
  return (
    <section aria-labelledby="nearest-appointment" className="flex flex-col gap-2 rounded-xl border border-slate-200 p-3">
      <h3 id="nearest-appointment" className="text-sm font-semibold">
        <Link
          to="/{-$lang}/appointments/$id"
          params={{ lang: langParam(locale), id }}
          onClick={onNavigate}
          className="outline-none hover:underline focus-visible:ring-2 focus-visible:ring-brand-500"
        >
          <FormattedMessage id="room.nearest_title" />
        </Link>
      </h3>
      <p className="text-sm">
        <Bdi>
          {nearest.doctor.first_name} {nearest.doctor.last_name}
        </Bdi>{' '}
        · {nearest.plan.name}
      </p>
      <p className="text-sm text-muted">
        <time dateTime={String(nearest.date)}>{formatDateTime(String(nearest.date), zone, locale)}</time>
      </p>
      <JoinCallControl appointment={nearestJoinCandidate(nearest)} zone={zone} />
      <a
        href={guideUrl(locale)}
        target="_blank"
        rel="noreferrer"
        onClick={() => recordGuideOpened(localStorage, id)}
        className="text-sm text-brand-700 hover:underline"
      >
        <FormattedMessage id="room.open_guide" />
      </a>
    </section>
  )
}
