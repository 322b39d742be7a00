import { useEffect, useSyncExternalStore } from 'react'

/**
 * How many modal dialogs (and side sheets) the page has open (issue 26 #11). A popup nobody asked
 * for, such as the read-guide prompt, waits while one is open: one dialog at a time.
 */
let openCount = 0
const listeners = new Set<() => void>()

function changeCount(by: number) {
  openCount += by
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

/**
 * Counts a dialog as open while this is mounted. Render it INSIDE Radix's `Content`, which is mounted
 * only while the dialog is open: our `DialogContent` wrapper itself stays mounted with its closed
 * `Dialog` (the drawer, the bell's panel, a dialog per message), and counting there kept the count
 * above 0 for good once such a dialog had been on the page.
 */
export function CountedAsOpen({ counted = true }: { counted?: boolean }): null {
  useEffect(() => {
    if (!counted) return
    changeCount(1)
    return () => changeCount(-1)
  }, [counted])
  return null
}

/** The number of counted dialogs open now; none in the server render. */
export function useOpenDialogCount(): number {
  return useSyncExternalStore(
    subscribe,
    () => openCount,
    () => 0,
  )
}
