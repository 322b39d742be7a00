import { useRef, useState } from 'react'

/**
 * A header button that opens a panel whose code loads on first use (the profile drawer, the
 * notifications): the download starts when the pointer or focus reaches the button, the panel
 * mounts on the first click and stays mounted, and focus returns to the button when it closes.
 */
export function useDeferredPanel(load: () => Promise<unknown>) {
  const [open, setOpen] = useState(false)
  const [loaded, setLoaded] = useState(false)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const triggerProps = {
    ref: buttonRef,
    type: 'button' as const,
    'aria-haspopup': 'dialog' as const,
    onPointerEnter: () => void load(),
    onFocus: () => void load(),
    onClick: () => {
      setLoaded(true)
      setOpen(true)
    },
  }
  return { open, setOpen, loaded, buttonRef, triggerProps }
}
