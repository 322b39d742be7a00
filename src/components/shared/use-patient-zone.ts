import { useLocale } from '~/i18n/useLocale'
import { sessionQueries } from '~/queries/session'
import { UTC_ZONE } from '~/lib/time-zones'
import { visitorZone } from '~/server/readable-cookies'
import { useSuspenseData } from '~/queries/suspense-data'

/** The signed-in account's own time zone from its settings, if it has set one. */
function useAccountZone(): string | null | undefined {
  const locale = useLocale()
  const user = useSuspenseData(sessionQueries.currentUser(locale))
  return user?.timezone
}

/**
 * The time zone appointment times are shown in: the patient's, from their settings. Without one,
 * UTC, named on screen: the server cannot know the browser's zone, and both must render the same.
 */
export function usePatientZone(): string {
  return useAccountZone() || UTC_ZONE
}

/**
 * The zone of times that are the same for everyone (a doctor's next free time, issue 26): the
 * patient's; a visitor's browser zone from its cookie (ADR 0044); else UTC, named. Shared pages are
 * cached per cookie header (ADR 0022), so a page rendered in one visitor's zone reaches only
 * requests with the same cookies.
 */
export function useVisitorZone(): string {
  return useAccountZone() || visitorZone() || UTC_ZONE
}
