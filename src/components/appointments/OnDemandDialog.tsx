import { Suspense, type ReactNode } from 'react'
import { Button, type ButtonProps } from '~/components/ui/button'

/**
 * A button that opens a dialog whose code loads when it first opens (pass a `React.lazy` dialog as
 * the child): the dialog primitive (focus trap, scroll lock) is a tenth of an appointment page's script,
 * and most visits open no dialog. The open state is the caller's (the page keeps it in `?modal=`).
 */
export function OnDemandDialog({
  label,
  open,
  onOpenChange,
  children,
  ...buttonProps
}: { label: ReactNode; open: boolean; onOpenChange: (open: boolean) => void; children: ReactNode } & Omit<ButtonProps, 'onClick' | 'children'>) {
  return (
    <>
      <Button aria-haspopup="dialog" onClick={() => onOpenChange(true)} {...buttonProps}>
        {label}
      </Button>
      {open && <Suspense fallback={null}>{children}</Suspense>}
    </>
  )
}
