import { useEffect, type RefObject } from 'react'

/**
 * Taps that land before React has hydrated a button are otherwise lost (ADR 0020): until then the
 * server-rendered button has no handler. Links and forms work without JavaScript and need nothing;
 * a button whose action is idempotent ("open this menu") opts in with `data-early-click` and
 * `useEarlyClick`.
 *
 * EARLY_CLICK_SCRIPT runs inline in the document head (with the CSP nonce, see __root.tsx), before
 * any of the page can be tapped: it remembers each `[data-early-click]` element that was clicked, or
 * typed or picked in (an `input` or `change` inside it: a deferred part's fields, issue 26 #7).
 * When the component hydrates, `useEarlyClick` finds its element there and performs the action once.
 * A click between hydration and that effect reaches both the component's `onClick` and the replay,
 * which is why only idempotent actions may use this.
 */
export const EARLY_CLICKS_GLOBAL = '__earlyClicks'
/**
 * Forms submitted inside a `<HydrateLater>` part that has not hydrated (its wrapper carries
 * `data-hydrate-later` without `data-hydrated`): the script holds the native submit back (it would
 * put the fields in the URL) and `takeEarlyInput` (early-input.ts) submits again once hydrated.
 */
export const EARLY_SUBMITS_GLOBAL = '__earlySubmits'
/**
 * Buttons (not submit buttons: their submit is held back above) clicked inside such a part, in order:
 * until the part hydrates they have no handler, so `takeEarlyInput` clicks them again once it has.
 */
export const EARLY_BUTTONS_GLOBAL = '__earlyButtons'

// Pure: rendered only on the server (__root.tsx), so the minifier may drop the text from the client
// bundle; without the mark the `join` call kept ~0.4 kB gzip of it in every page's first chunk.
export const EARLY_CLICK_SCRIPT = /* @__PURE__ */ [
  `window.${EARLY_CLICKS_GLOBAL}=new WeakSet;window.${EARLY_SUBMITS_GLOBAL}=new WeakSet;window.${EARLY_BUTTONS_GLOBAL}=[]`,
  `addEventListener("click",function(e){var t=e.target,b=t&&t.closest&&t.closest("[data-early-click]");if(!b)return;window.${EARLY_CLICKS_GLOBAL}.add(b);var k=b.hasAttribute("data-hydrate-later")&&!b.hasAttribute("data-hydrated")&&t.closest("button");k&&k.type!=="submit"&&window.${EARLY_BUTTONS_GLOBAL}.push(k)},true)`,
  `addEventListener("submit",function(e){var f=e.target,w=f.closest&&f.closest("[data-hydrate-later]");if(w&&!w.hasAttribute("data-hydrated")){e.preventDefault();window.${EARLY_SUBMITS_GLOBAL}.add(f)}},true)`,
  // A pick or a keystroke counts as using the part too: a select chosen without a click (the keyboard,
  // a phone's picker that hands focus back to the page) would otherwise wait for another interaction.
  `["input","change"].forEach(function(n){addEventListener(n,function(e){var t=e.target,b=t&&t.closest&&t.closest("[data-early-click]");b&&window.${EARLY_CLICKS_GLOBAL}.add(b)},true)})`,
].join(';')

type EarlyClickWindow = Window & { [EARLY_CLICKS_GLOBAL]?: WeakSet<Element> }

/** True once if `element` was clicked since the page loaded and not yet taken. */
export function takeEarlyClick(element: Element | null): boolean {
  if (!element || typeof window === 'undefined') return false
  return (window as EarlyClickWindow)[EARLY_CLICKS_GLOBAL]?.delete(element) ?? false
}

/**
 * Runs `onEarlyClick` after hydration if the element behind `ref` (marked `data-early-click`) was
 * clicked before. Later clicks are the component's own `onClick`'s business.
 */
export function useEarlyClick(ref: RefObject<Element | null>, onEarlyClick: () => void): void {
  useEffect(() => {
    if (takeEarlyClick(ref.current)) onEarlyClick()
    // Only the clicks before this element hydrated: once, on mount.
  }, [])
}
