import { lazy, Suspense, useEffect, useState } from 'react'
import { useMutation } from '@tanstack/react-query'
import { ScriptOnce, useSearch } from '@tanstack/react-router'
import { useIntl, type IntlShape } from 'react-intl'
import { buttonVariants } from '~/components/ui/button'
import { useLocale } from '~/i18n/useLocale'
import type { CurrentUser } from '~/queries/session'
import { roomMutations } from '~/queries/room'
import { useOpenDialogCount } from '~/lib/open-dialogs'
import {
  DIALOG_SEARCH_PARAMS,
  guideUrl,
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

// Radix's dialog loads only when the popup needs it: shown later in the visit, or once the patient
// uses the keyboard on the popup drawn with the page.
const ReadGuideDialog = lazy(() => import('./ReadGuideDialog'))

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
    import.meta.env.SSR
      ? Boolean(appointmentId && startsAt && !dialogInAddress && Date.now() < readGuideShowsUntil({ startsAt, started }))
      : document.querySelector(`[${READ_GUIDE_EARLY_ATTRIBUTE}]`) !== null,
  )
  // The appointment whose popup shows, and whether as Radix's dialog (else as drawn with the page).
  const [showing, setShowing] = useState<string | null>(null)
  const [radix, setRadix] = useState(false)
  const waiting = useOpenDialogCount() > 0 || dialogInAddress
  const logClosed = useMutation(roomMutations.guideClosed())
  const locale = useLocale()
  const intl = useIntl()

  useEffect(() => {
    if (!appointmentId || !startsAt || showing) return
    if (drawn) {
      // The inline script has decided (and noted the day) before the first paint.
      const shownBefore = document.documentElement.getAttribute(READ_GUIDE_SHOWN_ATTRIBUTE) === appointmentId
      // What the script decided is outside React too: it lands once, after hydration.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      if (shownBefore) setShowing(appointmentId)
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
    setShowing(appointmentId)
    setRadix(true)
  }, [appointmentId, startsAt, started, waiting, showing, drawn])

  // Closed, the drawn markup goes (a later popup in this visit is Radix's): the document's mark can stay.
  const done = () => {
    setDrawn(false)
    setShowing(null)
    setRadix(false)
  }
  const close = () => {
    if (showing) logClosed.mutate(showing)
    done()
  }
  const openGuide = () => {
    if (showing) recordGuideOpened(localStorage, showing)
    done()
  }

  // The drawn popup's keyboard: Escape closes it; any other key (Tab) hands it to Radix's dialog.
  useEffect(() => {
    if (!showing || radix) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close()
      else setRadix(true)
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  })

  // The popup drawn with the page, hidden by the style sheet until its inline script marks the
  // document. Hydration keeps the server's inner HTML (React leaves what it did not render alone),
  // so none of the markup is browser code; a click on a control is read from its `data-action`.
  const drawnPopup = drawn ? (
    <>
      <div
        {...{ [READ_GUIDE_EARLY_ATTRIBUTE]: '' }}
        {...(import.meta.env.SSR && {
          'data-appointment': appointmentId,
          'data-until': readGuideShowsUntil({ startsAt: startsAt!, started }),
        })}
        className="contents"
        onClick={(event) => {
          const action = (event.target as Element).closest('[data-action]')?.getAttribute('data-action')
          if (action === 'close') close()
          else if (action === 'guide') openGuide()
        }}
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? drawnPopupHtml(intl, guideUrl(locale)) : '' }}
      />
      {/* Server-only, with the response's CSP nonce; it removes itself, so hydration finds nothing there. */}
      {import.meta.env.SSR && <ScriptOnce>{READ_GUIDE_SCRIPT}</ScriptOnce>}
    </>
  ) : null
  if (showing && radix)
    return (
      <Suspense fallback={drawnPopup}>
        <ReadGuideDialog onClose={close} onOpenGuide={openGuide} />
      </Suspense>
    )
  return drawnPopup
}

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (character) => `&#${character.charCodeAt(0)};`)
/** lucide's X, as the dialog's close button draws it. */
const CLOSE_ICON =
  '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" class="lucide lucide-x size-5" aria-hidden="true"><path d="M18 6 6 18"></path><path d="m6 6 12 12"></path></svg>'

/**
 * The popup's markup as the server draws it: the dialog's look (`.dialog-*` in app.css) without
 * Radix, a dialog to assistive technology. Built on the server only, so none of it is in the
 * browser's code; what its controls do is said by `data-action`.
 */
function drawnPopupHtml(intl: IntlShape, guideHref: string): string {
  const text = (id: string) => escapeHtml(intl.formatMessage({ id }))
  return (
    '<div class="dialog-overlay" data-action="close"></div>' +
    '<div role="dialog" aria-modal="true" aria-labelledby="read-guide-title" aria-describedby="read-guide-text" class="dialog-content">' +
    `<h2 id="read-guide-title" class="dialog-title">${text('room.guide_title')}</h2>` +
    `<p id="read-guide-text" class="dialog-description">${text('room.guide_text')}</p>` +
    `<div class="dialog-footer"><a href="${escapeHtml(guideHref)}" target="_blank" rel="noreferrer" data-action="guide" class="${buttonVariants()}">${text('room.open_guide')}</a></div>` +
    `<button type="button" class="dialog-close" data-action="close" aria-label="${text('ui.close')}">${CLOSE_ICON}</button>` +
    '</div>'
  )
}
