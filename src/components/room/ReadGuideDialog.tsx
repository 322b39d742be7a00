import { FormattedMessage } from 'react-intl'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '~/components/ui/dialog'
import { ReadGuideLink } from './ReadGuideLink'

/**
 * The read-guide popup (spec part 2 §4) as a Radix dialog: what it does on closing and on opening
 * the guide is ReadGuidePrompt's (`onClose`, `onOpenGuide`), shared with the popup drawn with the page.
 */
export default function ReadGuideDialog({ onClose, onOpenGuide }: { onClose: () => void; onOpenGuide: () => void }) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      {/* Unasked for: it waits for the page's other dialogs, not they for it (ReadGuidePrompt). */}
      <DialogContent countsAsOpen={false}>
        <DialogTitle>
          <FormattedMessage id="room.guide_title" />
        </DialogTitle>
        <DialogDescription>
          <FormattedMessage id="room.guide_text" />
        </DialogDescription>
        <DialogFooter>
          <ReadGuideLink onOpen={onOpenGuide} />
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
