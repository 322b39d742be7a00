import { useSyncExternalStore } from 'react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useLocale } from '~/i18n/useLocale'
import { browserTimeZone } from '~/lib/browser-time-zone'
import { UTC_ZONE } from '~/lib/time-zones'
import { sessionQueries } from '~/queries/session'

const neverChanges = () => () => {}
const browserZone = () => browserTimeZone() ?? UTC_ZONE
const serverZone = () => UTC_ZONE

/**
 * The zone doctors' free times are shown in (issue 26 #21): a patient's own, from their settings;
 * a visitor's browser zone once the page has hydrated. The server cannot know the browser's zone
 * and the doctor pages' HTML is shared by all visitors (ADR 0022), so it renders UTC, named on
 * screen, and React swaps in the browser's zone right after hydration without a mismatch.
 */
export function useViewerZone(): string {
  const locale = useLocale()
  const { data: user } = useSuspenseQuery(sessionQueries.currentUser(locale))
  const visitorZone = useSyncExternalStore(neverChanges, browserZone, serverZone)
  return user?.timezone || visitorZone
}
