import { FormattedMessage } from 'react-intl'
import { Button } from '~/components/ui/button'
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '~/components/ui/dialog'

/** What just happened, confirmed (spec part 1 §2 "statusModal"): a title, a sentence and OK. */
export default function StatusDialog({
  open,
  onOpenChange,
  titleId,
  messageId,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  titleId: string
  messageId: string
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent role="alertdialog">
        <DialogHeader>
          <DialogTitle>
            <FormattedMessage id={titleId} />
          </DialogTitle>
          <DialogDescription>
            <FormattedMessage id={messageId} />
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button>
              <FormattedMessage id="appointments.ok" />
            </Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
