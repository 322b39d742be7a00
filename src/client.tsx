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
 * Hydration starts once the server's HTML has been painted (issue 28): this script itself is added
 * to the page only after the first frame (DocumentScripts, ADR 0075), so it hydrates at once.
 * Hydrating the whole document is a long stretch of main-thread work; before the first paint it kept
 * a slow phone's page blank for as long (ADR 0062).
 */
hydrate()
