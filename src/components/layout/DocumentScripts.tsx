import { Asset, ScriptOnce, Scripts, useRouter, useTags, type AnyRouter } from '@tanstack/react-router'
import { composeSsrBodyScripts, getSsrBodyScriptParts } from '@tanstack/router-core'

/**
 * The app's code is requested only once the server's page has been painted (issue 28, ADR 0075):
 * the route chunks' preload links and the entry script that Start's `HeadContent` and `Scripts`
 * would put in the page are added by one inline script after the first frame. Before, on a phone's
 * slow network, ~175 kB of scripts took bandwidth from the page and its style sheet, and Lighthouse
 * (whose phone is simulated from the requests seen before the largest paint) counted them all among
 * what that paint waited for: LCP 2.8–3.1 s on an appointment, 1.1 s without them. The first frame
 * is a contentful one (the head holds rendering back until the page is parsed, ADR 0063); the early
 * click script (ADR 0020) keeps a tap made before hydration. A page opened in the background loads
 * its code when first shown (no frames before), as it hydrated then before (ADR 0062).
 */
type HeadTag = ReturnType<typeof useTags>[number]

const isModulePreload = (tag: HeadTag) => tag.tag === 'link' && tag.attrs?.rel === 'modulepreload'
const hasFile = (tag: HeadTag): tag is HeadTag & { attrs: { src: string } } => typeof tag.attrs?.src === 'string'

/** The manifest's body scripts of the page's matches, as Start's `Scripts` collects them (server only). */
const bodyScriptParts = (router: AnyRouter) =>
  getSsrBodyScriptParts(router.stores.matches.get(), router.ssr?.manifest, router.options.ssr?.nonce, { suppressHydrationWarning: true })

/** An inline script: after the first frame, the preload links, then each entry script (async modules, as Start writes them). */
export const loadAfterFirstFrameScript = (preloads: readonly string[], entries: readonly string[]) =>
  `(function(p,e,d){requestAnimationFrame(function(){setTimeout(function(){p.forEach(function(u){var l=d.createElement('link');l.rel='modulepreload';l.href=u;d.head.appendChild(l)});e.forEach(function(u){var s=d.createElement('script');s.type='module';s.setAttribute('async','');s.src=u;d.head.appendChild(s)})})})})(${json(preloads)},${json(entries)},document)`

const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c')

/**
 * The head's tags as Start's `HeadContent` renders them (title, meta, the style sheet, links) but
 * the modulepreload links; on the server, the script that adds them and the entry after the first
 * frame. The browser renders no preload link either, so hydration matches; a later navigation's
 * chunks come by the router's own imports.
 */
export function DocumentHead() {
  const router = useRouter()
  const tags = useTags()
  const nonce = router.options.ssr?.nonce
  const preloads = tags.filter(isModulePreload).map((tag) => String(tag.attrs?.href))
  const entries = import.meta.env.SSR
    ? bodyScriptParts(router)[1]
        .filter(hasFile)
        .map((tag) => tag.attrs.src)
    : []
  return (
    <>
      {tags
        .filter((tag) => !isModulePreload(tag))
        .map((tag) => (
          <Asset {...tag} key={`tsr-meta-${JSON.stringify(tag)}`} nonce={nonce} />
        ))}
      {import.meta.env.SSR && <ScriptOnce>{loadAfterFirstFrameScript(preloads, entries)}</ScriptOnce>}
    </>
  )
}

/**
 * The body's scripts as Start's `Scripts` renders them, but on the server without the entry script
 * (`DocumentHead` adds it after the first frame). In the browser it is Start's `Scripts`: there the
 * entry is a hoisted resource (an async script), which React finds in the head instead of adding it.
 */
export function DocumentScripts() {
  const router = useRouter()
  if (!import.meta.env.SSR) return <Scripts />
  const [routeScripts, manifestScripts] = bodyScriptParts(router)
  const tags = composeSsrBodyScripts(
    [routeScripts, manifestScripts.filter((tag) => !hasFile(tag))],
    router.serverSsr?.takeInitialHydrationScriptTags(),
  )
  return (
    <>
      {tags.map((tag, index) => (
        <Asset {...tag} key={`tsr-scripts-${tag.tag}-${index}`} />
      ))}
    </>
  )
}
