import { useState } from 'react'
import { useMutation, useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { FormattedMessage, useIntl } from 'react-intl'
import { CrownIcon } from 'lucide-react'
import { Card } from '~/components/ui/card'
import { Button } from '~/components/ui/button'
import { usePatientZone } from '~/components/shared/use-patient-zone'
import { useLocale } from '~/i18n/useLocale'
import { langParam } from '~/i18n/locales'
import { formatDate } from '#contract/date-format'
import { paymentMutations, paymentQueries } from '~/queries/payments'
import type { CurrentUser } from '~/queries/session'
import { ConfirmDialog } from '~/components/shared/ConfirmDialog'
import { StatusDialog } from '~/components/ui/status-dialog'
import { toastFailure } from '~/components/shared/show-result'

type Step = 'cancelSubscription' | 'resubscribe' | 'addPayment' | null

/**
 * The current plan (spec part 2 §4 "Subscription"): with auto-renew, "renews on" and cancel; without,
 * "ends on" and resubscribe, which first asks for a card when none is saved. Each step is one of the
 * account flow's confirms (cancelSubscription, resubscribe, addPayment).
 */
export function CurrentPlanCard({ user, onAddCard }: { user: CurrentUser; onAddCard: () => void }) {
  const intl = useIntl()
  const locale = useLocale()
  const zone = usePatientZone()
  const cards = useQuery(paymentQueries.cards(locale)).data ?? []
  const autoRenew = useMutation(paymentMutations.autoRenew())
  const [step, setStep] = useState<Step>(null)
  const [done, setDone] = useState<'canceled' | 'restarted' | null>(null)
  const subscription = user.subscribe
  const date = subscription ? formatDate(subscription.expiration_date, zone, locale) : ''

  const change = (on: boolean) =>
    autoRenew.mutate(on, {
      onSuccess: (result) => {
        setStep(null)
        if (result.ok) setDone(on ? 'restarted' : 'canceled')
        else toastFailure(intl)
      },
      onError: () => toastFailure(intl),
    })

  return (
    <Card as="section" aria-labelledby="current-plan" className="flex flex-col gap-4">
      <h3 id="current-plan" className="text-lg font-semibold">
        <FormattedMessage id="payments.current_plan" />
      </h3>
      {subscription ? (
        <div className="flex flex-wrap items-center justify-between gap-4">
          <div className="flex flex-col gap-1">
            <p className="flex items-center gap-2 font-medium">
              <CrownIcon aria-hidden className="size-5 text-amber-500" />
              {subscription.name}
              <span className="text-sm font-normal text-muted">
                · <FormattedMessage id={`payments.duration_${subscription.duration_type}`} />
              </span>
            </p>
            <p className="text-sm text-muted">
              <FormattedMessage id={subscription.auto_renew_status ? 'payments.renews_on' : 'payments.ends_on'} values={{ date }} />
            </p>
            {subscription.next_duration_type && subscription.auto_renew_status && (
              <p className="text-sm text-muted">
                <FormattedMessage
                  id="payments.switches_on"
                  values={{ period: intl.formatMessage({ id: `payments.duration_${subscription.next_duration_type}` }), date }}
                />
              </p>
            )}
          </div>
          {subscription.auto_renew_status ? (
            <Button variant="outline" onClick={() => setStep('cancelSubscription')}>
              <FormattedMessage id="payments.cancel_subscription" />
            </Button>
          ) : (
            <Button onClick={() => setStep(cards.length ? 'resubscribe' : 'addPayment')}>
              <FormattedMessage id="payments.resubscribe" />
            </Button>
          )}
        </div>
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-4">
          <p className="text-sm">
            <FormattedMessage id="payments.free_plan" />
          </p>
          <Button asChild>
            <Link to="/{-$lang}/subscription" params={{ lang: langParam(locale) }}>
              <FormattedMessage id="payments.unlock_now" />
            </Link>
          </Button>
        </div>
      )}
      <ConfirmDialog
        open={step === 'cancelSubscription'}
        onOpenChange={(open) => !open && setStep(null)}
        title={<FormattedMessage id="payments.cancel_title" />}
        description={<FormattedMessage id="payments.cancel_text" values={{ date }} />}
        confirmLabel={<FormattedMessage id="payments.cancel_subscription" />}
        confirmVariant="destructive"
        pending={autoRenew.isPending}
        onConfirm={() => change(false)}
      />
      <ConfirmDialog
        open={step === 'resubscribe'}
        onOpenChange={(open) => !open && setStep(null)}
        title={<FormattedMessage id="payments.resubscribe_title" />}
        description={<FormattedMessage id="payments.resubscribe_text" values={{ date }} />}
        confirmLabel={<FormattedMessage id="payments.resubscribe" />}
        pending={autoRenew.isPending}
        onConfirm={() => change(true)}
      />
      <ConfirmDialog
        open={step === 'addPayment'}
        onOpenChange={(open) => !open && setStep(null)}
        title={<FormattedMessage id="payments.add_payment_title" />}
        description={<FormattedMessage id="payments.add_payment_text" />}
        confirmLabel={<FormattedMessage id="payments.add_card" />}
        pending={false}
        onConfirm={() => {
          setStep(null)
          onAddCard()
        }}
      />
      <StatusDialog
        open={done !== null}
        kind="success"
        titleId={done === 'restarted' ? 'payments.restarted_title' : 'payments.canceled_title'}
        messageId={done === 'restarted' ? 'payments.restarted_text' : 'payments.canceled_text'}
        buttonId="payments.ok"
        onClose={() => setDone(null)}
      />
    </Card>
  )
}
