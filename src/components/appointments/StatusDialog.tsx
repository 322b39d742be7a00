import { StatusDialog as StatusModal } from '~/components/ui/status-dialog'

/** What just happened to the appointment, confirmed (spec part 1 §2 "statusModal"): a title, a sentence and OK. */
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
  return <StatusModal open={open} role="alertdialog" titleId={titleId} messageId={messageId} buttonId="appointments.ok" onClose={() => onOpenChange(false)} />
}
