import { useSyncExternalStore } from 'react'

/** The clock in whole seconds, ticking every second. */
const subscribeToSeconds = (tick: () => void) => {
  const timer = window.setInterval(tick, 1000)
  return () => window.clearInterval(timer)
}

/**
 * The clock in whole seconds, ticking every second. The server render, and the browser's hydration
 * of it, read `renderedAt` (milliseconds) instead: a time both sides know, so what depends on the
 * clock is in the first HTML and hydration finds it as drawn (nothing appears after start-up and
 * shifts the page, issue 28); the live clock takes over right after. Without one, null there.
 */
export function useNow(renderedAt?: number | null): Date | null {
  const seconds = useSyncExternalStore(
    subscribeToSeconds,
    () => Math.floor(Date.now() / 1000),
    () => (renderedAt ? Math.floor(renderedAt / 1000) : null),
  )
  return seconds === null ? null : new Date(seconds * 1000)
}
