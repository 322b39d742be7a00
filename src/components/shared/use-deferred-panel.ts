import { useRef, useState } from 'react'
import { useEarlyClick } from '~/components/lazy/early-click'

/**
 * A header button that opens a panel whose code loads on first use (the profile drawer, the
 * notifications): the download starts when the pointer or focus reaches the button, the panel
 * mounts on the first click and stays mounted, and focus returns to the button when it closes.
 * The buttons live in a lazy part whose code comes after the root's: a tap before it has hydrated
 * is replayed once it has (`data-early-click`, ADR 0020; opening is idempotent).
 */
export function useDeferredPanel(load: () => Promise<unknown>) {
  const [open, setOpen] = useState(false)
  const [loaded, setLoaded] = useState(false)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const openPanel = () => {
    setLoaded(true)
    setOpen(true)
  }
  useEarlyClick(buttonRef, openPanel)
  const triggerProps = {
    ref: buttonRef,
    type: 'button' as const,
    'aria-haspopup': 'dialog' as const,
    'data-early-click': '',
    onPointerEnter: () => void load(),
    onFocus: () => void load(),
    onClick: openPanel,
  }
  return { open, setOpen, loaded, buttonRef, triggerProps }
}
