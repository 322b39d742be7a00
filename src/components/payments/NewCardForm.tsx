import { lazy, Suspense, useCallback, type ReactNode, type RefObject } from 'react'
import { useMutation } from '@tanstack/react-query'
import { FormattedMessage, useIntl } from 'react-intl'
import * as v from 'valibot'
import { formValidationLogic, useAppForm } from '~/components/form/form-hook'
import { Spinner } from '~/components/ui/spinner'
import { useLocale } from '~/i18n/useLocale'
import type { CardMethodResult } from '~/lib/payment-results'
import { paymentMutations } from '~/queries/payments'
import { newCardForm, parseExpiry } from '#contract/payment-fields'
import type { CardField } from '#contract/payments'
import type { CardFieldErrors, CardSource } from './card-source'
import { LocalCardInputs, type LocalCard } from './LocalCardInputs'

const StripeCardInputs = lazy(() => import('./StripeCardInputs'))
const NO_CARD: LocalCard = { number: '', expiry: '', cvc: '' }

export type NewCardFormProps = {
  processor: 'local' | 'stripe'
  publishableKey: string
  label: string
  /** offered to signed-in patients paying, never when only adding a card */
  offerSave: boolean
  submitLabel: ReactNode
  busy: boolean
  /** card errors from the processor, on their inputs (spec part 2 §8); cleared by editing */
  errors: CardFieldErrors
  onEdit: (field: CardField) => void
  /** Stripe's card source once its frames have loaded: the payment form needs it for 3-D Secure */
  stripeSourceRef: RefObject<CardSource | null>
  /** a valid holder name was given: `create` turns the inputs into a payment method */
  onSubmit: (create: () => Promise<CardMethodResult>, save: boolean) => void
}

/**
 * A new card (spec part 1 §4, part 2 §5) on the one form hook: the holder's name (the contract's
 * `newCardForm`: required, `name_incomplete`), the card inputs (the built-in processor's own, or
 * Stripe Elements' frames, lazily) and the save option. The payment page renders it on the server and
 * loads its code when the patient starts on it (`HydrateLater`, ADR 0054).
 */
export default function NewCardForm({
  processor,
  publishableKey,
  label,
  offerSave,
  submitLabel,
  busy,
  errors,
  onEdit,
  stripeSourceRef,
  onSubmit,
}: NewCardFormProps) {
  const intl = useIntl()
  const locale = useLocale()
  const createMethod = useMutation(paymentMutations.createCardMethod())
  // Stable, as Stripe's inputs hand their source over in an effect.
  const onStripeReady = useCallback((source: CardSource | null) => void (stripeSourceRef.current = source), [stripeSourceRef])
  const working = busy || createMethod.isPending

  const form = useAppForm({
    // The card's number, expiry and CVC are the processor's to judge (its answer lands on them): the
    // schema checks the holder and the save option only.
    defaultValues: { holder: '', save: false, card: NO_CARD },
    validationLogic: formValidationLogic(),
    validators: { onDynamic: newCardForm },
    onSubmit: ({ value }) => {
      if (working) return
      // The holder as the contract gives it (trimmed); the validator has passed it already.
      const checked = v.safeParse(newCardForm, value)
      if (!checked.success) return
      const { holder, save } = checked.output
      const { card } = value
      // Stripe's source arrives once its frames have loaded; before that, paying is an error the form reports.
      const source: CardSource | null =
        processor === 'local'
          ? {
              create: () => {
                const { month, year } = parseExpiry(card.expiry)
                return createMethod.mutateAsync({ number: card.number, month, year, cvc: card.cvc })
              },
            }
          : stripeSourceRef.current
      onSubmit(() => {
        if (!source) throw new Error('the card provider has not loaded')
        return source.create(holder)
      }, save)
    },
  })

  return (
    <form.AppForm>
      <form.Form aria-label={label}>
        <form.AppField name="holder">
          {(field) => <field.TextField label={intl.formatMessage({ id: 'payments.card_holder' })} autoComplete="cc-name" maxLength={120} />}
        </form.AppField>
        {processor === 'local' ? (
          <form.Field name="card">
            {(field) => (
              <LocalCardInputs
                card={field.state.value}
                errors={errors}
                onChange={(card, edited) => {
                  // Only the edited input, onto the form's current card: inputs typed into before the
                  // form hydrated are replayed one after the other within one render (ADR 0026).
                  field.handleChange((current) => ({ ...current, [edited]: card[edited] }))
                  onEdit(edited)
                }}
              />
            )}
          </form.Field>
        ) : (
          <Suspense fallback={<Spinner label={intl.formatMessage({ id: 'ui.loading' })} />}>
            <StripeCardInputs publishableKey={publishableKey} locale={locale} errors={errors} onReady={onStripeReady} onEdit={onEdit} />
          </Suspense>
        )}
        {offerSave && (
          <form.AppField name="save">
            {(field) => (
              <field.CheckboxField label={intl.formatMessage({ id: 'payments.save_card' })}>
                <FormattedMessage id="payments.save_card" />
              </field.CheckboxField>
            )}
          </form.AppField>
        )}
        <form.SubmitButton className="w-full" busy={working}>
          {submitLabel}
        </form.SubmitButton>
      </form.Form>
    </form.AppForm>
  )
}
