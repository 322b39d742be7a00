import { Suspense, useRef, useState, type ComponentType, type LazyExoticComponent, type ReactElement, type ReactNode } from 'react'
import { Button, type ButtonProps } from '~/components/ui/button'
import { useEarlyClick } from '~/components/lazy/early-click'

/** A header menu that is loaded on demand: it receives its trigger and opens at once. */
export interface DeferredMenuProps {
  trigger: ReactElement
  defaultOpen: boolean
}

interface DeferredMenuLoaderProps {
  menu: LazyExoticComponent<ComponentType<DeferredMenuProps>>
  /** Starts the download early (hover, focus) so the first click feels instant. */
  preload: () => void
  buttonProps: ButtonProps
  children: ReactNode
}

/**
 * Radix menus (with their positioning engine) are only needed once a menu opens, so the header shows a
 * look-alike button until first use and then swaps in the real, already opened menu. Keeps the
 * header's menus out of every page's first-load JavaScript (CONVENTIONS: / under 150 KB).
 * A tap before hydration is replayed once hydrated (`data-early-click`, ADR 0020): opening is idempotent.
 */
export function DeferredMenu({ menu: Menu, preload, buttonProps, children }: DeferredMenuLoaderProps) {
  const [activated, setActivated] = useState(false)
  const placeholderRef = useRef<HTMLButtonElement>(null)
  useEarlyClick(placeholderRef, () => setActivated(true))
  const placeholder = (
    <Button
      {...buttonProps}
      ref={placeholderRef}
      data-early-click=""
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={preload}
      onFocus={preload}
      onClick={() => setActivated(true)}
    >
      {children}
    </Button>
  )
  if (!activated) return placeholder
  return (
    <Suspense fallback={placeholder}>
      <Menu defaultOpen trigger={<Button {...buttonProps}>{children}</Button>} />
    </Suspense>
  )
}
