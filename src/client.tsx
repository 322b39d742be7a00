import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { StartClient } from '@tanstack/react-start/client'

/**
 * The browser entry: Start's default one, plus how hydration errors are reported. Parts of a page
 * hydrate late (on view or on a tap, ADR 0024), so a visitor may move on before they have: such a
 * part then meets the next address's state instead of what the server rendered, and React renders
 * it afresh, which is right. Only errors while the address is still the one the server rendered
 * are reported (as React would: `reportError`).
 */
const servedAddress = location.href

const hydrate = () => {
  // Read by tests/e2e/layout-shift.spec.ts: hydration begins after the first frame is rendered.
  performance.mark('hydration-start')
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <StartClient />
      </StrictMode>,
      { onRecoverableError: (error) => location.href === servedAddress && reportError(error) },
    )
  })
}

/**
 * Hydration starts once the server's HTML has been painted (issue 28). This script may run before
 * the first frame (its chunks arrive while the page is parsed), and hydrating the whole document is a
 * long stretch of main-thread work: on a slow phone the page then stayed blank for as long, and
 * Lighthouse counted every script among what the first paint waited for (FCP 0.9 s or 1.7 s by
 * chance). A frame's callback runs just before that frame is painted, a task queued from it just
 * after. A page opened in the background hydrates when it is first shown (no frames before). The
 * first frame is a contentful one: the head holds rendering back until the server's page is parsed
 * (ADR 0063), so no frame paints a page with nothing in it yet.
 */
requestAnimationFrame(() => setTimeout(hydrate))
