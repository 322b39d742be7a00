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

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <StartClient />
    </StrictMode>,
    { onRecoverableError: (error) => location.href === servedAddress && reportError(error) },
  )
})
