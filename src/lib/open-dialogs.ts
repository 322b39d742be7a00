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

/** Counts the calling dialog's content as open while it is mounted (Radix mounts it only while open). */
export function useCountedAsOpen(counted = true): void {
  useEffect(() => {
    if (!counted) return
    changeCount(1)
    return () => changeCount(-1)
  }, [counted])
}

/** The number of counted dialogs open now; none in the server render. */
export function useOpenDialogCount(): number {
  return useSyncExternalStore(
    subscribe,
    () => openCount,
    () => 0,
  )
}
