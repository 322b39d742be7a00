import { FormattedMessage, useIntl } from 'react-intl'
import { cn } from '~/lib/utils'

/** "★ 4.3 out of 5 · 12 reviews", or "No reviews yet": the average of patients' reviews and how many there are. */
export default function RatingSummary({
  rating,
  reviewCount,
  className,
}: {
  rating: number | null | undefined
  reviewCount: number
  className?: string
}) {
  const intl = useIntl()
  if (rating == null || reviewCount === 0) {
    return (
      <span className={cn('text-sm text-muted', className)}>
        <FormattedMessage id="doctors.no_reviews" />
      </span>
    )
  }
  return (
    <span className={cn('text-sm', className)}>
      <FormattedMessage
        id="doctors.rating"
        values={{
          rating: intl.formatNumber(rating, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
          count: reviewCount,
          star: (chunks) => (
            <span aria-hidden className="text-amber-500">
              {chunks}
            </span>
          ),
        }}
      />
    </span>
  )
}
