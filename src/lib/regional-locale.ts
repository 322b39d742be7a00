import { useSyncExternalStore } from 'react'

/**
 * The page's language with the region the browser prefers for it: `en` with the browser's
 * `['en-US', 'de']` is `en-US`; with no preferred tag of that language, the page's language alone.
 * The app's languages carry no region, so this is where it learns one (issue 26 #9: units).
 */
export function regionalTag(locale: string, preferred: readonly string[]): string {
  const language = locale.split('-')[0]!.toLowerCase()
  return preferred.find((tag) => tag.split('-')[0]!.toLowerCase() === language && tag.includes('-')) ?? locale
}

const subscribeToNothing = () => () => {}

/** `regionalTag` for a component: the page's language in the server render and hydration (they match), the browser's tag after. */
export function useRegionalLocale(locale: string): string {
  return useSyncExternalStore(
    subscribeToNothing,
    () => regionalTag(locale, navigator.languages ?? [navigator.language]),
    () => locale,
  )
}
