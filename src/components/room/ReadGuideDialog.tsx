import { useMutation } from '@tanstack/react-query'
import { FormattedMessage } from 'react-intl'
import { Button } from '~/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '~/components/ui/dialog'
import { useLocale } from '~/i18n/useLocale'
import { guideUrl, recordGuideOpened } from '~/lib/read-guide'
import { roomMutations } from '~/queries/room'

/**
 * The read-guide popup (spec part 2 §4): closing it logs an event; opening the guide (a new tab)
 * records the appointment's guide as opened, so it does not ask again for that appointment.
 */
export default function ReadGuideDialog({ appointmentId, onDone }: { appointmentId: string; onDone: () => void }) {
  const locale = useLocale()
  const logClosed = useMutation(roomMutations.guideClosed())
  const close = () => {
    logClosed.mutate(appointmentId)
    onDone()
  }
  return (
    <Dialog open onOpenChange={(open) => !open && close()}>
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
            <a
              href={guideUrl(locale)}
              target="_blank"
              rel="noreferrer"
              onClick={() => {
                recordGuideOpened(localStorage, appointmentId)
                onDone()
              }}
            >
              <FormattedMessage id="room.open_guide" />
            </a>
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
