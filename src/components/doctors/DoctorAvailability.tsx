import { FormattedMessage, useIntl } from 'react-intl'
import { CalendarClockIcon, StarIcon } from 'lucide-react'
import { Bdi } from '~/components/ui/bidi'
import { nextFreeParts } from '~/lib/next-free'
import { timeZoneLabel } from '~/lib/time-zones'
import { cn } from '~/lib/utils'
import { useViewerZone } from './use-viewer-zone'

/** "★ 4.3 · 12 reviews", or "No reviews yet": the average of patients' reviews and how many there are. */
export function RatingSummary({ rating, reviewCount, className }: { rating: number | null | undefined; reviewCount: number; className?: string }) {
  const intl = useIntl()
  if (rating == null || reviewCount === 0) {
    return (
      <span className={cn('text-sm text-muted', className)}>
        <FormattedMessage id="doctors.no_reviews" />
      </span>
    )
  }
  const value = intl.formatNumber(rating, { minimumFractionDigits: 1, maximumFractionDigits: 1 })
  return (
    <span className={cn('inline-flex items-center gap-1.5 text-sm', className)}>
      <StarIcon className="size-4 fill-amber-500 text-amber-500" aria-hidden />
      <span className="sr-only">{intl.formatMessage({ id: 'doctors.rating_label' }, { rating: value })}</span>
      <span aria-hidden className="font-semibold">
        {value}
      </span>
      <span className="text-muted">
        <span aria-hidden>· </span>
        <FormattedMessage id="doctors.reviews" values={{ count: reviewCount }} />
      </span>
    </span>
  )
}

/** When the doctor's first free video slot is, in the viewer's zone ("Tomorrow, 09:00"), or that there is none soon. */
export function NextFreeTime({ at, className }: { at: string | null | undefined; className?: string }) {
  const intl = useIntl()
  const zone = useViewerZone()
  if (!at) {
    return (
      <span className={cn('text-sm text-muted', className)}>
        <FormattedMessage id="doctors.no_free_time" />
      </span>
    )
  }
  const { day, time } = nextFreeParts(at, zone, intl.locale)
  return (
    <span className={cn('inline-flex items-center gap-1.5 text-sm font-medium', className)}>
      <CalendarClockIcon className="size-4 shrink-0 text-brand-700" aria-hidden />
      <time dateTime={at}>
        <FormattedMessage id="doctors.next_free_at" values={{ day, time }} />
      </time>
    </span>
  )
}

/** "Time zone: Central European Time — Berlin": which clock the free times are on. */
export function ViewerZoneNote({ className }: { className?: string }) {
  const intl = useIntl()
  const zone = useViewerZone()
  return (
    <span className={cn('text-xs text-muted', className)}>
      <FormattedMessage id="doctors.times_zone" values={{ zone: <Bdi>{timeZoneLabel(zone, intl.locale)}</Bdi> }} />
    </span>
  )
}
