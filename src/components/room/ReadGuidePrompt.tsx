import { lazy, Suspense, useEffect, useState } from 'react'
import type { CurrentUser } from '~/queries/session'
import { READ_GUIDE_SHOWN_AT_KEY, readOpenedGuides, shouldShowReadGuide } from '~/lib/read-guide'

// The dialog's code loads only on the day it shows.
const ReadGuideDialog = lazy(() => import('./ReadGuideDialog'))

/** The read-guide popup's trigger: decided from local storage once the page runs (spec part 2 §4). */
export function ReadGuidePrompt({ nearest }: { nearest: CurrentUser['nearest'] }) {
  const appointmentId = nearest ? String(nearest.appointment_id) : null
  const [showing, setShowing] = useState<string | null>(null)
  useEffect(() => {
    if (!appointmentId) return
    const shownAt = Number(localStorage.getItem(READ_GUIDE_SHOWN_AT_KEY)) || null
    if (!shouldShowReadGuide({ appointmentId, opened: readOpenedGuides(localStorage), lastShownAt: shownAt, now: Date.now() })) return
    localStorage.setItem(READ_GUIDE_SHOWN_AT_KEY, String(Date.now()))
    // Local storage is outside React: the decision lands once, after hydration.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setShowing(appointmentId)
  }, [appointmentId])
  if (!showing) return null
  return (
    <Suspense fallback={null}>
      <ReadGuideDialog appointmentId={showing} onDone={() => setShowing(null)} />
    </Suspense>
  )
}
