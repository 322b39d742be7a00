import { lazy, Suspense, useSyncExternalStore } from 'react'

export type ToastVariant = 'success' | 'error' | 'info'

export interface ToastInput {
  /** Already translated text. */
  title: string
  description?: string
  variant: ToastVariant
}

export interface ToastItem extends ToastInput {
  id: number
}

/** Toasts close after 3 s (spec part 1 §8). */
export const TOAST_DURATION_MS = 3000

// A tiny module-level store so any code (mutation callbacks included) can raise a toast without a provider.
let items: ReadonlyArray<ToastItem> = []
let nextId = 1
/** Once a toast has been shown the list stays mounted, so closing toasts can animate out. */
let used = false
const listeners = new Set<() => void>()

function setItems(next: ReadonlyArray<ToastItem>) {
  items = next
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

const NO_TOASTS: ReadonlyArray<ToastItem> = []
const getSnapshot = () => items
// The server never has toasts; a stable reference keeps useSyncExternalStore from looping.
const getServerSnapshot = () => NO_TOASTS

/** Shows a toast. Returns its id so a caller can dismiss it early. */
export function toast(input: ToastInput): number {
  const id = nextId++
  used = true
  setItems([...items, { ...input, id }])
  return id
}

export function dismissToast(id: number) {
  setItems(items.filter((item) => item.id !== id))
}

// Radix Toast is only needed once something is shown: keep it out of every page's first load.
const ToastList = lazy(() => import('./toast-list'))

/** Renders the toasts (top-center, 3 s each); mount once, in the layout. */
export function Toaster() {
  const current = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot)
  if (!used) return null
  return (
    <Suspense fallback={null}>
      <ToastList toasts={current} />
    </Suspense>
  )
}
