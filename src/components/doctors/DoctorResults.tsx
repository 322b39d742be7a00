import type { ReactNode } from 'react'
import { Link, useHydrated } from '@tanstack/react-router'
import { FormattedMessage, useIntl } from 'react-intl'
import { SearchXIcon } from 'lucide-react'
import { buttonVariants } from '~/components/ui/button'
import { Spinner } from '~/components/ui/spinner'
import { DoctorCard } from './DoctorCard'
import type { DoctorCardData } from './doctor-helpers'

interface DoctorResultsProps {
  doctors: ReadonlyArray<DoctorCardData>
  total: number
  headingLevel?: 'h2' | 'h3'
  /**
   * The `shown` value 'Load more' links to (the current count plus one step); omitted when the list
   * pages another way. A real link (ADR 0020): before hydration the server renders the longer list,
   * after it the router updates the URL in place.
   */
  nextShown?: number
  loadingMore?: boolean
  /** Shown under 'No doctors found', e.g. a clear-filters button. */
  emptyAction?: ReactNode
  /** Rendered after the list, e.g. pagination. */
  footer?: ReactNode
}

/** A doctor list with its count, a load-more button while results < total, and an empty state. */
export function DoctorResults({ doctors, total, headingLevel, nextShown, loadingMore, emptyAction, footer }: DoctorResultsProps) {
  const intl = useIntl()
  // A navigation that starts while this part still hydrates (an early tap or search) must not change
  // what the server rendered here: the spinner waits for hydration (React error #418 otherwise).
  const busy = useHydrated() && Boolean(loadingMore)
  if (doctors.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
        <SearchXIcon className="size-10 text-muted" aria-hidden />
        <p className="text-lg font-semibold" role="status">
          <FormattedMessage id="doctors.empty_title" />
        </p>
        <p className="text-sm text-muted">
          <FormattedMessage id="doctors.empty_text" />
        </p>
        {emptyAction}
      </div>
    )
  }
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted" aria-live="polite">
        <FormattedMessage id="doctors.count" values={{ count: total }} />
      </p>
      <ul className="flex flex-col gap-4">
        {doctors.map((doctor) => (
          <li key={doctor.id}>
            <DoctorCard doctor={doctor} headingLevel={headingLevel} />
          </li>
        ))}
      </ul>
      {nextShown !== undefined && doctors.length < total && (
        <div className="flex justify-center">
          <Link
            to="."
            search={(prev) => ({ ...prev, shown: nextShown })}
            resetScroll={false}
            replace
            aria-busy={busy}
            className={buttonVariants({ variant: 'outline', size: 'lg' })}
          >
            {busy && <Spinner label={intl.formatMessage({ id: 'doctors.loading' })} />}
            <FormattedMessage id="doctors.load_more" />
          </Link>
        </div>
      )}
      {footer}
    </div>
  )
}
