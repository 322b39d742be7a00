import { useState } from 'react'
import { useMutation, useQuery } from '@tanstack/react-query'
import { FormattedMessage, useIntl } from 'react-intl'
import { PlusIcon } from 'lucide-react'
import { Card } from '~/components/ui/card'
import { Button } from '~/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '~/components/ui/dialog'
import { useLocale } from '~/i18n/useLocale'
import { paymentMutations, paymentQueries, type SavedCard } from '~/queries/payments'
import { cardName, SavedCardSummary } from './SavedCardSummary'
import { ConfirmDialog } from '~/components/shared/ConfirmDialog'
import { PaymentForm } from './PaymentForm'
import { StatusDialog } from '~/components/ui/status-dialog'
import { toastFailure } from '~/components/shared/show-result'

/**
 * Payment methods (spec part 2 §2, §4): the saved cards, set default, delete with a confirm (the API
 * moves the default to another card first), and the add-card modal, open while `?action=add_card`.
 */
export function PaymentMethodsCard({
  addCardOpen,
  onAddCardOpenChange,
}: {
  addCardOpen: boolean
  onAddCardOpenChange: (open: boolean) => void
}) {
  const intl = useIntl()
  const locale = useLocale()
  const cards = useQuery(paymentQueries.cards(locale)).data ?? []
  const setDefault = useMutation(paymentMutations.setDefault())
  const remove = useMutation(paymentMutations.removeCard())
  const [removing, setRemoving] = useState<SavedCard | null>(null)
  const [added, setAdded] = useState(false)
  const failed = () => toastFailure(intl)
  const describe = (card: SavedCard) => cardName(intl, card)

  return (
    <Card as="section" aria-labelledby="payment-methods" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id="payment-methods" className="text-lg font-semibold">
          <FormattedMessage id="payments.payment_methods" />
        </h3>
        <Button variant="outline" size="sm" onClick={() => onAddCardOpenChange(true)}>
          <PlusIcon aria-hidden className="size-4" />
          <FormattedMessage id="payments.add_card" />
        </Button>
      </div>
      {cards.length === 0 ? (
        <p className="text-sm text-muted">
          <FormattedMessage id="payments.no_cards" />
        </p>
      ) : (
        <ul className="flex flex-col gap-2">
          {cards.map((card) => (
            <li key={card.source} className="flex flex-wrap items-center gap-3 rounded-lg border border-slate-200 px-4 py-3 text-sm">
              <SavedCardSummary card={card} />
              {card.is_default ? (
                <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-700">
                  <FormattedMessage id="payments.default" />
                </span>
              ) : (
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={setDefault.isPending}
                  aria-label={intl.formatMessage({ id: 'payments.make_default_card' }, { card: describe(card) })}
                  onClick={() => setDefault.mutate(card.source, { onError: failed })}
                >
                  <FormattedMessage id="payments.make_default" />
                </Button>
              )}
              <Button
                variant="ghost"
                size="sm"
                className="text-red-700"
                aria-label={intl.formatMessage({ id: 'payments.delete_card_named' }, { card: describe(card) })}
                onClick={() => setRemoving(card)}
              >
                <FormattedMessage id="payments.delete" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={<FormattedMessage id="payments.delete_title" />}
        description={removing ? <FormattedMessage id="payments.delete_text" values={{ card: describe(removing) }} /> : null}
        confirmLabel={<FormattedMessage id="payments.delete" />}
        confirmVariant="destructive"
        pending={remove.isPending}
        onConfirm={() => removing && remove.mutate(removing.source, { onSuccess: () => setRemoving(null), onError: failed })}
      />
      <Dialog open={addCardOpen} onOpenChange={onAddCardOpenChange}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>
              <FormattedMessage id="payments.add_card" />
            </DialogTitle>
            <DialogDescription>
              <FormattedMessage id="payments.add_card_text" />
            </DialogDescription>
          </DialogHeader>
          <PaymentForm
            mode="addCard"
            onCardAdded={() => {
              onAddCardOpenChange(false)
              setAdded(true)
            }}
          />
        </DialogContent>
      </Dialog>
      <StatusDialog
        open={added}
        kind="success"
        titleId="payments.card_added_title"
        messageId="payments.card_added_text"
        buttonId="payments.ok"
        onClose={() => setAdded(false)}
      />
    </Card>
  )
}
