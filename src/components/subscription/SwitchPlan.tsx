import { useState } from 'react'
import { useMutation } from '@tanstack/react-query'
import { FormattedMessage, useIntl } from 'react-intl'
import { Button } from '~/components/ui/button'
import { StatusDialog } from '~/components/ui/status-dialog'
import { ConfirmDialog } from '~/components/shared/ConfirmDialog'
import { usePatientZone } from '~/components/shared/use-patient-zone'
import { useLocale } from '~/i18n/useLocale'
import { formatEuro } from '~/lib/format'
import { formatDate } from '#contract/date-format'
import { paymentMutations } from '~/queries/payments'
import type { CurrentUser } from '~/queries/session'
import { DURATION } from '#contract/payments'
import { toastFailure } from '~/components/shared/show-result'

type Subscription = NonNullable<CurrentUser['subscribe']>

/**
 * switchPlan (spec part 2 §4, the account flow's step): a subscriber looking at the other period
 * switches to it from the next renewal on; the period already paid for stays as it is. Loaded only
 * for subscribers, so visitors' first load of the pricing page does not carry it.
 */
export default function SwitchPlan({
  subscription,
  optionId,
  durationType,
  billedCents,
}: {
  subscription: Subscription
  optionId: string
  durationType: number
  billedCents: number
}) {
  const intl = useIntl()
  const locale = useLocale()
  const zone = usePatientZone()
  const switchPlan = useMutation(paymentMutations.switchPlan())
  const [confirming, setConfirming] = useState(false)
  const [done, setDone] = useState(false)
  const renewsAs = subscription.next_duration_type ?? subscription.duration_type
  const date = formatDate(subscription.expiration_date, zone, locale)
  const period = intl.formatMessage({ id: `payments.duration_${durationType}` })

  const failed = () => toastFailure(intl)
  return (
    <>
      {durationType === renewsAs ? (
        // Already this period from the next renewal: say when it starts if that is a switch.
        subscription.next_duration_type && (
          <p className="text-sm text-muted">
            <FormattedMessage id="payments.switches_on" values={{ period, date }} />
          </p>
        )
      ) : (
        <Button variant="outline" className="mt-2" onClick={() => setConfirming(true)}>
          <FormattedMessage id={durationType === DURATION.year ? 'payments.switch_to_yearly' : 'payments.switch_to_monthly'} />
        </Button>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={<FormattedMessage id="payments.switch_title" />}
        description={
          <FormattedMessage id="payments.switch_text" values={{ period, date, amount: formatEuro(billedCents / 100, locale) }} />
        }
        confirmLabel={<FormattedMessage id="payments.switch_confirm" />}
        pending={switchPlan.isPending}
        onConfirm={() =>
          switchPlan.mutate(optionId, {
            onSuccess: (result) => {
              setConfirming(false)
              if (result.ok) setDone(true)
              else failed()
            },
            onError: failed,
          })
        }
      />
      <StatusDialog
        open={done}
        kind="success"
        titleId="payments.switched_title"
        messageId="payments.switched_text"
        buttonId="payments.ok"
        onClose={() => setDone(false)}
      />
    </>
  )
}
