import { FormattedMessage } from 'react-intl'
import { Button } from '~/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '~/components/ui/dialog'

export interface BlockedNotice {
  title: string
  /** The server's translated message. */
  message: string
}

/** The blocked modal: a blocked account (403) or too many code requests (429), with an OK button. */
export function BlockedDialog({ notice, onClose }: { notice: BlockedNotice | null; onClose: () => void }) {
  return (
    <Dialog open={notice !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-sm" showCloseButton={false}>
        <DialogHeader>
          <DialogTitle>{notice?.title}</DialogTitle>
          <DialogDescription>{notice?.message || <FormattedMessage id="errors.generic" />}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button className="w-full" onClick={onClose}>
            <FormattedMessage id="auth.ok" />
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
