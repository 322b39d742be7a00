import { lazy, Suspense, useEffect, useState } from 'react'
import { useSearch } from '@tanstack/react-router'
import type { CurrentUser } from '~/queries/session'
import { useOpenDialogCount } from '~/lib/open-dialogs'
import { DIALOG_SEARCH_PARAMS, READ_GUIDE_SHOWN_AT_KEY, readOpenedGuides, shouldShowReadGuide } from '~/lib/read-guide'
import { APPOINTMENT_STATUS } from '#contract/appointments'

// The dialog's code loads only on the day it shows.
const ReadGuideDialog = lazy(() => import('./ReadGuideDialog'))

/**
 * The read-guide popup's trigger: decided from local storage once the page runs (spec part 2 §4).
 * One dialog at a time (issue 26 #11): it waits while another dialog is open or about to open (a
 * payment result, an appointment dialog, the auth overlay), and its day counts from when it shows.
 */
export function ReadGuidePrompt({ nearest }: { nearest: CurrentUser['nearest'] }) {
  const appointmentId = nearest ? String(nearest.appointment_id) : null
  const startsAt = nearest ? String(nearest.date) : null
  const started = nearest?.status === APPOINTMENT_STATUS.started
  const [showing, setShowing] = useState<string | null>(null)
  const dialogInAddress = useSearch({ strict: false, select: (search) => DIALOG_SEARCH_PARAMS.some((key) => search[key] !== undefined) })
  const waiting = useOpenDialogCount() > 0 || dialogInAddress
  useEffect(() => {
    if (!appointmentId || !startsAt || waiting || showing) return
    const shownAt = Number(localStorage.getItem(READ_GUIDE_SHOWN_AT_KEY)) || null
    if (
      !shouldShowReadGuide({
        appointmentId,
        startsAt,
        started,
        opened: readOpenedGuides(localStorage),
        lastShownAt: shownAt,
        now: Date.now(),
      })
    )
      return
    localStorage.setItem(READ_GUIDE_SHOWN_AT_KEY, String(Date.now()))
    // Local storage is outside React: the decision lands once, after hydration.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setShowing(appointmentId)
  }, [appointmentId, startsAt, started, waiting, showing])
  if (!showing) return null
  return (
    <Suspense fallback={null}>
      <ReadGuideDialog appointmentId={showing} onDone={() => setShowing(null)} />
    </Suspense>
  )
}
