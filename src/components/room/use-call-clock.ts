import { useEffect, useState } from 'react'
import { useNow } from '~/lib/use-now'
import type { CallStatus } from './use-video-call'

/**
 * Seconds since the two sides first saw each other on this page (issue 26 #12), ticking every
 * second; null before that. A dropped network or the other side rejoining does not restart it: it
 * tells how long the consultation has been going, as a phone call's timer does.
 */
export function useCallClock(status: CallStatus): number | null {
  const [since, setSince] = useState<number | null>(null)
  useEffect(() => {
    if (status === 'connected') setSince((started) => started ?? Date.now())
  }, [status])
  const now = useNow()
  return since === null || now === null ? null : Math.max(0, Math.floor((now.getTime() - since) / 1000))
}
