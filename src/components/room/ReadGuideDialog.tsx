import { FormattedMessage } from 'react-intl'
import { Button } from '~/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '~/components/ui/dialog'
import { useLocale } from '~/i18n/useLocale'
import { guideUrl } from '~/lib/read-guide'

/**
 * The read-guide popup (spec part 2 §4) as a Radix dialog: what closing it and opening the guide do
 * is ReadGuidePrompt's (`onClose`, `onOpenGuide`), shared with the popup drawn with the page.
 */
export default function ReadGuideDialog({ onClose, onOpenGuide }: { onClose: () => void; onOpenGuide: () => void }) {
  const locale = useLocale()
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
          <Button asChild>
            <a href={guideUrl(locale)} target="_blank" rel="noreferrer" onClick={onOpenGuide}>
              <FormattedMessage id="room.open_guide" />
            </a>
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
