import { useIntl } from 'react-intl'
import { starFills } from '~/lib/rating'
import { cn } from '~/lib/utils'

const STAR = 'M12 2.5l2.9 6 6.6.8-4.9 4.6 1.3 6.5L12 17.2l-5.9 3.2 1.3-6.5-4.9-4.6 6.6-.8z'

function Star({ className }: { className: string }) {
  return (
    <svg viewBox="0 0 24 24" className={cn('size-5', className)} aria-hidden>
      <path d={STAR} fill="currentColor" />
    </svg>
  )
}

/** Five stars with halves; the label carries the exact value ('Rated 4.8 out of 5'). */
export function StarRating({ rating }: { rating: number }) {
  const intl = useIntl()
  const label = intl.formatMessage({ id: 'home.rating_label' }, { rating: intl.formatNumber(rating, { maximumFractionDigits: 1 }) })
  return (
    <span role="img" aria-label={label} className="inline-flex items-center gap-0.5">
      {starFills(rating).map((fill, index) => (
        <span key={index} className="relative inline-flex">
          <Star className={fill === 'full' ? 'text-amber-500' : 'text-slate-300'} />
          {fill === 'half' && (
            // The filled half sits at the start edge, so it mirrors in RTL.
            <span className="absolute inset-y-0 start-0 w-1/2 overflow-hidden">
              <Star className="absolute start-0 top-0 text-amber-500" />
            </span>
          )}
        </span>
      ))}
      <span aria-hidden className="ms-2 text-sm font-semibold">
        {intl.formatNumber(rating, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}
      </span>
    </span>
  )
}
