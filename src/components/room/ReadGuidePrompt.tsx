import { lazy, Suspense, useEffect, useState } from 'react'
import { useMutation } from '@tanstack/react-query'
import { useSearch } from '@tanstack/react-router'
import { XIcon } from 'lucide-react'
import { FormattedMessage, useIntl } from 'react-intl'
import { dialogStyles } from '~/components/ui/dialog-styles'
import type { CurrentUser } from '~/queries/session'
import { roomMutations } from '~/queries/room'
import { useOpenDialogCount } from '~/lib/open-dialogs'
import {
  DIALOG_SEARCH_PARAMS,
  READ_GUIDE_EARLY_ATTRIBUTE,
  READ_GUIDE_SCRIPT,
  READ_GUIDE_SHOWN_AT_KEY,
  READ_GUIDE_SHOWN_ATTRIBUTE,
  readGuideShowsUntil,
  readOpenedGuides,
  recordGuideOpened,
  shouldShowReadGuide,
} from '~/lib/read-guide'
import { APPOINTMENT_STATUS } from '#contract/appointments'
import { ReadGuideLink } from './ReadGuideLink'

// Radix's dialog loads only when the popup needs it: shown later in the visit, or once the patient
// uses the keyboard on the popup drawn with the page.
const ReadGuideDialog = lazy(() => import('./ReadGuideDialog'))

/** What is showing: the popup drawn with the page (`drawn`, until Radix takes it over: `radix`) or Radix's. */
type Showing = { appointmentId: string; drawn: boolean; radix: boolean }

/**
 * The read-guide popup (spec part 2 §4). One dialog at a time (issue 26 #11): it waits while another
 * dialog is open or about to open (a payment result, an appointment dialog, the auth overlay), and
 * its day counts from when it shows.
 *
 * Drawn with the page (issue 28, ADR 0057): when the server knows the nearest appointment is before
 * its call and no other dialog is in the address, the page's HTML carries the popup, hidden, and an
 * inline script that decides the local-storage part before the first paint. So the patient sees it
 * with the page, not a second later (it was the pages' largest paint), and it shifts nothing. Once
 * hydrated, this component takes over what the script showed: closing (button, backdrop, Escape)
 * and the link work without Radix, whose dialog (focus trap) takes the popup's place, unchanged to
 * the eye, when the keyboard reaches it. Shown later in the visit, it is Radix's dialog, as before.
 */
export function ReadGuidePrompt({ nearest }: { nearest: CurrentUser['nearest'] }) {
  const appointmentId = nearest ? String(nearest.appointment_id) : null
  const startsAt = nearest ? String(nearest.date) : null
  const started = nearest?.status === APPOINTMENT_STATUS.started
  const dialogInAddress = useSearch({ strict: false, select: (search) => DIALOG_SEARCH_PARAMS.some((key) => search[key] !== undefined) })
  // The server decides whether to draw it; hydration finds what the server drew.
  const [drawn, setDrawn] = useState(() =>
    typeof document === 'undefined'
      ? Boolean(appointmentId && startsAt && !dialogInAddress && Date.now() < readGuideShowsUntil({ startsAt, started }))
      : document.querySelector(`[${READ_GUIDE_EARLY_ATTRIBUTE}]`) !== null,
  )
  const [showing, setShowing] = useState<Showing | null>(null)
  const waiting = useOpenDialogCount() > 0 || dialogInAddress
  const logClosed = useMutation(roomMutations.guideClosed())

  useEffect(() => {
    if (!appointmentId || !startsAt || showing) return
    if (drawn) {
      // The inline script has decided (and noted the day) before the first paint.
      const shownBefore = document.documentElement.getAttribute(READ_GUIDE_SHOWN_ATTRIBUTE) === appointmentId
      // What the script decided is outside React too: it lands once, after hydration.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      if (shownBefore) setShowing({ appointmentId, drawn: true, radix: false })
      else setDrawn(false)
      return
    }
    if (waiting) return
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
    setShowing({ appointmentId, drawn: false, radix: true })
  }, [appointmentId, startsAt, started, waiting, showing, drawn])

  const done = () => {
    document.documentElement.removeAttribute(READ_GUIDE_SHOWN_ATTRIBUTE)
    setDrawn(false)
    setShowing(null)
  }
  const close = () => {
    if (showing) logClosed.mutate(showing.appointmentId)
    done()
  }
  const openGuide = () => {
    if (showing) recordGuideOpened(localStorage, showing.appointmentId)
    done()
  }

  // The drawn popup's keyboard: Escape closes it; any other key (Tab) hands it to Radix's dialog.
  const drawnShowing = showing?.drawn === true && !showing.radix
  useEffect(() => {
    if (!drawnShowing) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close()
      else setShowing((current) => current && { ...current, radix: true })
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  })

  const drawnPopup =
    drawn && appointmentId && startsAt ? (
      <ReadGuideDrawn
        appointmentId={appointmentId}
        until={readGuideShowsUntil({ startsAt, started })}
        onClose={close}
        onOpenGuide={openGuide}
      />
    ) : null
  if (showing?.radix)
    return (
      <Suspense fallback={drawnPopup}>
        <ReadGuideDialog onClose={close} onOpenGuide={openGuide} />
      </Suspense>
    )
  return drawnPopup
}

/**
 * The popup as the server draws it: the dialog's look (dialog-styles) without Radix, hidden by the
 * style sheet until its inline script marks the document, and a dialog to assistive technology.
 */
function ReadGuideDrawn({
  appointmentId,
  until,
  onClose,
  onOpenGuide,
}: {
  appointmentId: string
  until: number
  onClose: () => void
  onOpenGuide: () => void
}) {
  const intl = useIntl()
  return (
    <>
      <div {...{ [READ_GUIDE_EARLY_ATTRIBUTE]: '' }} data-appointment={appointmentId} data-until={until} className="contents">
        <div className={dialogStyles.overlay} onClick={onClose} />
        <div role="dialog" aria-modal="true" aria-labelledby="read-guide-title" aria-describedby="read-guide-text" className={dialogStyles.content}>
          <h2 id="read-guide-title" className={dialogStyles.title}>
            <FormattedMessage id="room.guide_title" />
          </h2>
          <p id="read-guide-text" className={dialogStyles.description}>
            <FormattedMessage id="room.guide_text" />
          </p>
          <div className={dialogStyles.footer}>
            <ReadGuideLink onOpen={onOpenGuide} />
          </div>
          <button type="button" className={dialogStyles.close} aria-label={intl.formatMessage({ id: 'ui.close' })} onClick={onClose}>
            <XIcon className="size-5" aria-hidden />
          </button>
        </div>
      </div>
      <script dangerouslySetInnerHTML={{ __html: READ_GUIDE_SCRIPT }} />
    </>
  )
}
