import { useId, useState } from 'react'
import { useMutation } from '@tanstack/react-query'
import { FormattedMessage, useIntl } from 'react-intl'
import * as v from 'valibot'
import { Button } from '~/components/ui/button'
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '~/components/ui/dialog'
import { Textarea } from '~/components/ui/textarea'
import { toast } from '~/components/ui/toast'
import { useLocale } from '~/i18n/useLocale'
import { appointmentMutations } from '~/queries/appointments'
import { reasonField } from '../../../contract/appointment-fields'

/**
 * Cancel while awaiting confirmation (spec part 1 §4, §5): the reason is required (the field is
 * marked, no message). The dialog's open state is the page's `?modal=cancel`; it loads when it first
 * opens (OnDemandDialog).
 */
export default function CancelAppointment({ appointmentId, open, onOpenChange }: { appointmentId: string; open: boolean; onOpenChange: (open: boolean) => void }) {
  const intl = useIntl()
  const locale = useLocale()
  const id = useId()
  const [reason, setReason] = useState('')
  const [missing, setMissing] = useState(false)
  const cancel = useMutation(appointmentMutations.cancel(locale, appointmentId))
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <form
          noValidate
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault()
            const checked = v.safeParse(reasonField, reason)
            setMissing(!checked.success)
            if (!checked.success) return
            cancel.mutate(checked.output, {
              onSuccess: (result) => {
                if (!result.ok) return toast({ title: result.message, variant: 'error' })
                onOpenChange(false)
                toast({ title: intl.formatMessage({ id: 'appointments.canceled' }), variant: 'success' })
              },
              onError: () => toast({ title: intl.formatMessage({ id: 'appointments.something_went_wrong' }), variant: 'error' }),
            })
          }}
        >
          <DialogHeader>
            <DialogTitle>
              <FormattedMessage id="appointments.cancel_title" />
            </DialogTitle>
            <DialogDescription>
              <FormattedMessage id="appointments.cancel_text" />
            </DialogDescription>
          </DialogHeader>
          <div className="flex flex-col gap-1.5">
            <label htmlFor={`${id}-reason`} className="text-sm font-medium">
              <FormattedMessage id="appointments.cancel_reason" />
            </label>
            <Textarea
              id={`${id}-reason`}
              required
              aria-required="true"
              aria-invalid={missing ? true : undefined}
              value={reason}
              maxLength={2000}
              onChange={(event) => {
                setReason(event.target.value)
                setMissing(false)
              }}
            />
          </div>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">
                <FormattedMessage id="appointments.keep_appointment" />
              </Button>
            </DialogClose>
            <Button type="submit" variant="destructive" disabled={cancel.isPending}>
              <FormattedMessage id="appointments.cancel_confirm" />
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
