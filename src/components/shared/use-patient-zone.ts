import { useSuspenseQuery } from '@tanstack/react-query'
import { useLocale } from '~/i18n/useLocale'
import { sessionQueries } from '~/queries/session'
import { UTC_ZONE } from '~/lib/time-zones'

/**
 * The time zone appointment times are shown in: the patient's, from their settings. Without one,
 * UTC, named on screen: the server cannot know the browser's zone, and both must render the same.
 */
export function usePatientZone(): string {
  const locale = useLocale()
  const { data: user } = useSuspenseQuery(sessionQueries.currentUser(locale))
  return user?.timezone || UTC_ZONE
}
