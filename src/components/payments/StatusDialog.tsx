import { FormattedMessage } from 'react-intl'
import { CircleCheckIcon, CircleAlertIcon } from 'lucide-react'
import { Button } from '~/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '~/components/ui/dialog'

/**
 * A payment's status modal (spec part 1 §2, part 2 §8): success (title, message, Continue) or
 * failure (payment_error / 'Something went wrong', OK). Ids are message ids.
 */
export function PaymentStatusDialog({
  open,
  kind,
  titleId,
  messageId,
  buttonId,
  onClose,
}: {
  open: boolean
  kind: 'success' | 'error'
  titleId: string
  messageId: string
  buttonId: string
  onClose: () => void
}) {
  const Icon = kind === 'success' ? CircleCheckIcon : CircleAlertIcon
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader className="items-center text-center">
          <Icon aria-hidden className={kind === 'success' ? 'size-12 text-green-600' : 'size-12 text-red-600'} />
          <DialogTitle>
            <FormattedMessage id={titleId} />
          </DialogTitle>
          <DialogDescription>
            <FormattedMessage id={messageId} />
          </DialogDescription>
        </DialogHeader>
        <DialogFooter className="sm:justify-center">
          <Button onClick={onClose}>
            <FormattedMessage id={buttonId} />
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
