import { FormattedMessage } from 'react-intl'
import { useVisitorZone } from '~/components/shared/use-patient-zone'
import { useLocale } from '~/i18n/useLocale'
import { formatSoonDateTime } from '#contract/date-format'
import { cn } from '~/lib/utils'

/**
 * When the doctor's first free video slot is ("Thu 3 Dec, 09:00 GMT+1", the shared date module), or that there is none
 * soon. On the patient's clock, as booking shows times; a visitor's is their browser's from the
 * second page on, UTC (named) on the very first (ADR 0044).
 */
export default function NextFreeTime({ at, className }: { at: string | null | undefined; className?: string }) {
  const locale = useLocale()
  const zone = useVisitorZone()
  if (!at) {
    return (
      <span className={cn('text-sm text-muted', className)}>
        <FormattedMessage id="doctors.no_free_time" />
      </span>
    )
  }
  return (
    <time dateTime={at} className={cn('text-sm font-medium', className)}>
      {formatSoonDateTime(at, zone, locale)}
    </time>
  )
}
