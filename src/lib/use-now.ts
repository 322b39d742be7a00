import { useSyncExternalStore } from 'react'

/** The clock in whole seconds, ticking every second; null in the server render, so hydration matches. */
const subscribeToSeconds = (tick: () => void) => {
  const timer = window.setInterval(tick, 1000)
  return () => window.clearInterval(timer)
}
export function useNow(): Date | null {
  const seconds = useSyncExternalStore(
    subscribeToSeconds,
    () => Math.floor(Date.now() / 1000),
    () => null,
  )
  return seconds === null ? null : new Date(seconds * 1000)
}
