import type { ComponentProps } from 'react'
import { StatusDialog as StatusModal } from '~/components/ui/status-dialog'

/** What just happened to the appointment, confirmed (spec part 1 §2 "statusModal"): a title, a sentence and OK. */
export default function StatusDialog({
  open,
  onOpenChange,
  ...message
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
} & Pick<ComponentProps<typeof StatusModal>, 'titleId' | 'messageId' | 'messageValues'>) {
  return <StatusModal open={open} role="alertdialog" {...message} buttonId="appointments.ok" onClose={() => onOpenChange(false)} />
}
