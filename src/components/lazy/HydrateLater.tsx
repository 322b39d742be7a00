import { Suspense, startTransition, use, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react'
import { useHydrated } from '@tanstack/react-router'
import { takeEarlyClick } from './early-click'
import { takeEarlyInput } from './early-input'

/** What lets a server-rendered part load its code and hydrate (ADR 0024). */
export type HydrateWhen =
  /** It scrolls near the viewport, or the visitor interacts with it first (Tab, a tap). */
  | 'visible'
  /** The visitor points at, taps, focuses or types into it (or did so before the page hydrated). */
  | 'interaction'
  /** Markup without behaviour (a decorative icon): the server HTML is final; the code loads only
      when the part renders in the browser (a client navigation). */
  | 'never'

/** Events on the part that mean "the visitor is using this": the code must come now. */
const INTERACTIONS = ['pointerover', 'pointerdown', 'focusin', 'keydown', 'input', 'toggle'] as const
/** Start loading a little before the part scrolls into view. */
const VISIBLE_MARGIN = '200px'

interface Gate {
  promise: Promise<void>
  open: () => void
}

function createGate(): Gate {
  let open = () => {}
  const promise = new Promise<void>((resolve) => (open = resolve))
  return { promise, open }
}

/**
 * Server-rendered content whose JavaScript is not part of the first load (ADR 0005, ADR 0024).
 *
 * Pair it with a `?hydrate-later` import (vite.config.ts): the server bundle renders the real
 * component, the client bundle a `React.lazy` one. The server HTML is complete (visible, readable,
 * its links and forms work); the code loads and React hydrates this part only when `when` says so,
 * so parts below the fold or used by few visitors cost nothing on most page views.
 *
 *   import Footer from './Footer?hydrate-later'
 *   <HydrateLater><Footer /></HydrateLater>
 *
 * A `display: contents` wrapper gives the trigger something to observe without changing the layout;
 * it is marked `data-early-click`, so a tap inside it before the page hydrated (ADR 0020) counts
 * as an interaction too. Until the part has hydrated, the boundary keeps the element it was first
 * rendered with: new props from a re-rendering parent would otherwise make React throw the server
 * HTML away and render the part from scratch. If React does render it on the client anyway (a
 * context it reads changed), the fallback opens the gate so the part comes back at once.
 */
export function HydrateLater({
  children,
  when = 'visible',
  inline = false,
  fallback = null,
}: {
  children: ReactNode
  when?: HydrateWhen
  /** A <span> wrapper, for phrasing content (an icon in a heading or a link). */
  inline?: boolean
  fallback?: ReactNode
}) {
  // One ref for either wrapper element.
  const wrapper = useRef<HTMLDivElement & HTMLSpanElement>(null)
  // True while React hydrates this component from server HTML (`useHydrated` reads the server snapshot
  // then), false when it renders on the client (a client navigation): only hydrated parts wait for a trigger.
  const hydrating = !useHydrated()
  const [gate] = useState(() => (hydrating && typeof window !== 'undefined' ? createGate() : null))
  // Server HTML never says hydrated: the early-submit guard (early-click.ts) reads the attribute.
  const [hydrated, setHydrated] = useState(gate === null && typeof window !== 'undefined')
  const [opened, setOpened] = useState(false)
  // What the visitor did in the server HTML meanwhile, read the moment the part hydrates (ADR 0026).
  const earlyInput = useRef<(() => void) | null>(null)
  const [markHydrated] = useState(() => () => {
    if (wrapper.current) earlyInput.current = takeEarlyInput(wrapper.current)
    setHydrated(true)
  })
  const boundaryFor = (content: ReactNode) =>
    gate ? (
      <Suspense fallback={<OpenOnMount gate={gate} />}>
        <Gated gate={gate} onHydrated={markHydrated}>
          {content}
        </Gated>
      </Suspense>
    ) : (
      <Suspense fallback={fallback}>{content}</Suspense>
    )
  const [firstBoundary] = useState(() => boundaryFor(children))

  useEffect(() => {
    if (!gate || !wrapper.current) return
    return watch(wrapper.current, when, () => {
      gate.open()
      // Once the page has hydrated, resolving the gate alone pings no render: hand the boundary a new
      // element in a transition, so React retries its hydration and, while the code loads, keeps the
      // server HTML on screen rather than showing the fallback.
      startTransition(() => setOpened(true))
    })
  }, [gate, when])

  // Once the wrapper says hydrated (the early-submit guard reads it), replay it.
  useEffect(() => {
    if (!hydrated) return
    earlyInput.current?.()
    earlyInput.current = null
  }, [hydrated])

  const Wrapper = inline ? 'span' : 'div'
  return (
    <Wrapper ref={wrapper} data-early-click="" data-hydrate-later="" data-hydrated={hydrated ? '' : undefined} className="contents">
      {hydrated || opened ? boundaryFor(children) : firstBoundary}
    </Wrapper>
  )
}

/** Suspends (leaving the server HTML in place) until the gate opens, then renders the lazy part. */
function Gated({ gate, onHydrated, children }: { gate: Gate; onHydrated: () => void; children: ReactNode }) {
  use(gate.promise)
  // A layout effect: it runs before any re-render of the hydrated part can reset a field's DOM value.
  useLayoutEffect(() => onHydrated(), [onHydrated])
  return children
}

function OpenOnMount({ gate }: { gate: Gate }) {
  useEffect(() => gate.open(), [gate])
  return null
}

/** Calls `open` once the trigger happens; returns the clean-up. */
function watch(element: HTMLElement, when: HydrateWhen, open: () => void): () => void {
  if (when === 'never') return () => {}
  // Tapped, focused or typed into before the page hydrated: the visitor is already using it.
  if (takeEarlyClick(element) || element.contains(document.activeElement)) {
    open()
    return () => {}
  }
  const controller = new AbortController()
  let observer: IntersectionObserver | undefined
  const trigger = () => {
    controller.abort()
    observer?.disconnect()
    open()
  }
  // On the window, in the capture phase: React (whose root is the document) stops the propagation of
  // events aimed at content it has not hydrated yet, to replay them later, so a listener on the
  // element itself would never hear them.
  const onInteraction = (event: Event) => event.target instanceof Node && element.contains(event.target) && trigger()
  for (const type of INTERACTIONS) window.addEventListener(type, onInteraction, { capture: true, passive: true, signal: controller.signal })
  if (when === 'visible') {
    const targets = Array.from(element.children)
    if (targets.length === 0 || typeof IntersectionObserver === 'undefined') {
      trigger()
    } else {
      observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && trigger(), {
        rootMargin: VISIBLE_MARGIN,
      })
      for (const target of targets) observer.observe(target)
    }
  }
  return () => {
    controller.abort()
    observer?.disconnect()
  }
}
