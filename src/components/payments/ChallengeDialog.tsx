import { FormattedMessage } from 'react-intl'
import { ShieldCheckIcon } from 'lucide-react'
import { Button } from '~/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '~/components/ui/dialog'
import { formatEuro } from '~/lib/format'
import { useLocale } from '~/i18n/useLocale'

/**
 * The built-in processor's 3-D Secure challenge, as Stripe's test mode shows one: the patient
 * completes or fails it. Closing it fails it too: a bank's challenge left unanswered does not pay.
 */
export function ChallengeDialog({
  open,
  amountCents,
  pending,
  onAnswer,
}: {
  open: boolean
  amountCents: number | null
  pending: boolean
  onAnswer: (passed: boolean) => void
}) {
  const locale = useLocale()
  return (
    <Dialog open={open} onOpenChange={(next) => (!next && !pending ? onAnswer(false) : undefined)}>
      <DialogContent showCloseButton={false}>
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2">
            <ShieldCheckIcon aria-hidden className="size-5 text-brand-600" />
            <FormattedMessage id="payments.challenge_title" />
          </DialogTitle>
          <DialogDescription>
            <FormattedMessage
              id="payments.challenge_text"
              values={{ amount: amountCents === null ? '' : formatEuro(amountCents / 100, locale) }}
            />
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" disabled={pending} onClick={() => onAnswer(false)}>
            <FormattedMessage id="payments.challenge_fail" />
          </Button>
          <Button disabled={pending} onClick={() => onAnswer(true)}>
            <FormattedMessage id="payments.challenge_complete" />
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
