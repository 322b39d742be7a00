import { FormattedMessage } from 'react-intl'
import { usePatientZone } from '~/components/shared/use-patient-zone'
import { useLocale } from '~/i18n/useLocale'
import { formatSoonDateTime } from '../../../contract/date-format'
import { cn } from '~/lib/utils'

/**
 * When the doctor's first free video slot is ("Thu 3 Dec, 09:00 GMT+1", the shared date module), or that there is none
 * soon. On the patient's clock, as booking shows times; a visitor's is UTC, named: the server
 * renders the doctor pages once for every visitor (ADR 0022) and cannot know their zone.
 */
export default function NextFreeTime({ at, className }: { at: string | null | undefined; className?: string }) {
  const locale = useLocale()
  const zone = usePatientZone()
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
