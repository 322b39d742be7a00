import type { ReactNode } from 'react'
import { FormattedMessage } from 'react-intl'
import { CircleCheckIcon, CircleAlertIcon } from 'lucide-react'
import { Button } from './button'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from './dialog'

/**
 * What just happened, confirmed (spec part 1 §2 "statusModal", part 2 §8): a title, a sentence and
 * one button; with `kind`, a success or failure icon (a payment's outcome). Ids are message ids.
 */
export function StatusDialog({
  open,
  kind,
  role,
  titleId,
  messageId,
  messageValues,
  buttonId,
  onClose,
}: {
  open: boolean
  kind?: 'success' | 'error'
  role?: 'dialog' | 'alertdialog'
  titleId: string
  messageId: string
  /** the message's placeholders, e.g. the time that was confirmed */
  messageValues?: Record<string, ReactNode>
  buttonId: string
  onClose: () => void
}) {
  const Icon = kind === 'success' ? CircleCheckIcon : CircleAlertIcon
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent role={role ?? 'dialog'}>
        <DialogHeader className={kind && 'items-center text-center'}>
          {kind && <Icon aria-hidden className={kind === 'success' ? 'size-12 text-green-600' : 'size-12 text-red-600'} />}
          <DialogTitle>
            <FormattedMessage id={titleId} />
          </DialogTitle>
          <DialogDescription>
            <FormattedMessage id={messageId} values={messageValues} />
          </DialogDescription>
        </DialogHeader>
        <DialogFooter className={kind && 'sm:justify-center'}>
          <Button onClick={onClose}>
            <FormattedMessage id={buttonId} />
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
