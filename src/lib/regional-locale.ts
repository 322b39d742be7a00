import { useSyncExternalStore } from 'react'
import { regionalTag } from '#contract/regional-locale'

const subscribeToNothing = () => () => {}

/** `regionalTag` (contract/regional-locale.ts) for a component: the page's language in the server render and hydration (they match), the browser's tag after. */
export function useRegionalLocale(locale: string): string {
  return useSyncExternalStore(
    subscribeToNothing,
    () => regionalTag(locale, navigator.languages ?? [navigator.language]),
    () => locale,
  )
}
