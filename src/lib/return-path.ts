import * as v from 'valibot'
import { safeRedirectTarget } from './safe-redirect'

/**
 * Stands in for our origin when a `returnTo` parameter is checked without a request at hand (the router's
 * search validation runs on the server and in the browser alike): only a path on this origin passes.
 */
const SITE = 'https://site.invalid'

/** `?returnTo=` on pages with a close link (`from` is taken by the root search): a path on this site (query and hash kept), anything else dropped. */
export const returnPathParam = v.fallback(
  v.optional(
    v.pipe(
      v.string(),
      v.transform((value) => safeRedirectTarget(value, SITE) ?? undefined),
    ),
  ),
  undefined,
)

/** Whether a click should stay with the browser (new tab, new window, download, not the main button). */
export function isModifiedClick(event: {
  button: number
  metaKey: boolean
  ctrlKey: boolean
  shiftKey: boolean
  altKey: boolean
}): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey
}
