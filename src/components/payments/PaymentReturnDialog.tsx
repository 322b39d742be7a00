import { useNavigate } from '@tanstack/react-router'
import { StatusDialog } from '~/components/ui/status-dialog'

/**
 * `?payment=true`: success (title, message, Continue); `?payment=false`: 'Something went wrong' with
 * OK. Closing clears the parameter (spec part 1 §2). Its messages are the shell's (`ui`), so any
 * page can show it.
 */
export default function PaymentReturnDialog({ succeeded }: { succeeded: boolean }) {
  const navigate = useNavigate()
  const close = () =>
    void navigate({ to: '.', search: (previous) => ({ ...previous, payment: undefined }), replace: true, resetScroll: false })
  return succeeded ? (
    <StatusDialog
      open
      kind="success"
      titleId="ui.payment_success_title"
      messageId="ui.payment_success_text"
      buttonId="ui.continue"
      onClose={close}
    />
  ) : (
    <StatusDialog open kind="error" titleId="errors.generic" messageId="ui.payment_failed_text" buttonId="ui.ok" onClose={close} />
  )
}
