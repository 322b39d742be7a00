import { FormattedMessage, useIntl } from 'react-intl'
import { usePatientZone } from '~/components/appointments/use-patient-zone'
import { formatNextFree } from '~/lib/next-free'
import { cn } from '~/lib/utils'

/**
 * When the doctor's first free video slot is ("Thu, Dec 3, 09:00 GMT+1"), or that there is none
 * soon. On the patient's clock, as booking shows times; a visitor's is UTC, named: the server
 * renders the doctor pages once for every visitor (ADR 0022) and cannot know their zone.
 */
export default function NextFreeTime({ at, className }: { at: string | null | undefined; className?: string }) {
  const intl = useIntl()
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
      {formatNextFree(at, zone, intl.locale)}
    </time>
  )
}
