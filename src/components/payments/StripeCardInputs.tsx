import { useEffect, useMemo } from 'react'
import { useIntl } from 'react-intl'
import { loadStripe } from '@stripe/stripe-js'
import { CardCvcElement, CardExpiryElement, CardNumberElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js'
import { Field, FieldError, FieldLabel } from '~/components/ui/field'
import type { Locale } from '~/i18n/locales'
import type { CardField } from '#contract/payments'
import type { CardFieldErrors, CardSource } from './card-source'

/**
 * Stripe Elements (ADR 0033): the card is typed into Stripe's frames and becomes a payment method at
 * Stripe, so its number never reaches our servers. Loaded only when the API runs the Stripe adapter.
 */
export default function StripeCardInputs({
  publishableKey,
  locale,
  errors,
  onReady,
  onEdit,
}: {
  publishableKey: string
  locale: Locale
  errors: CardFieldErrors
  onReady: (source: CardSource | null) => void
  onEdit: (field: CardField) => void
}) {
  // One Stripe.js per key; a failed load rejects, and the form reports "the provider did not load".
  const stripe = useMemo(() => loadStripe(publishableKey, { locale }), [publishableKey, locale])
  return (
    <Elements stripe={stripe}>
      <StripeFields errors={errors} onReady={onReady} onEdit={onEdit} />
    </Elements>
  )
}

const elementOptions = { style: { base: { fontSize: '14px', color: '#0f172a' } } }
const frameClassName = 'rounded-lg border border-slate-300 bg-white px-3 py-3'

function StripeFields({
  errors,
  onReady,
  onEdit,
}: {
  errors: CardFieldErrors
  onReady: (source: CardSource | null) => void
  onEdit: (field: CardField) => void
}) {
  const intl = useIntl()
  const stripe = useStripe()
  const elements = useElements()

  useEffect(() => {
    if (!stripe || !elements) return onReady(null)
    onReady({
      async create(holder) {
        const card = elements.getElement(CardNumberElement)
        if (!card) throw new Error('Stripe card element is not mounted')
        const { paymentMethod, error } = await stripe.createPaymentMethod({ type: 'card', card, billing_details: { name: holder } })
        if (error) return { ok: false, code: error.code ?? 'card_declined' }
        return { ok: true, id: paymentMethod.id }
      },
      async handleAction(clientSecret) {
        // The outcome is read back from the API (ConfirmPayment), not from here.
        await stripe.handleNextAction({ clientSecret })
      },
    })
    return () => onReady(null)
  }, [stripe, elements, onReady])

  const label = (id: string) => intl.formatMessage({ id: `payments.${id}` })
  const errorOf = (field: CardField) => (errors[field] ? [`validation.${errors[field]}`] : [])
  return (
    <div className="grid grid-cols-2 gap-4">
      <Field errors={errorOf('number')} className="col-span-2">
        <FieldLabel>{label('card_number')}</FieldLabel>
        <CardNumberElement className={frameClassName} options={elementOptions} onChange={() => onEdit('number')} />
        <FieldError />
      </Field>
      <Field errors={errorOf('expiry')}>
        <FieldLabel>{label('expiry')}</FieldLabel>
        <CardExpiryElement className={frameClassName} options={elementOptions} onChange={() => onEdit('expiry')} />
        <FieldError />
      </Field>
      <Field errors={errorOf('cvc')}>
        <FieldLabel>{label('cvc')}</FieldLabel>
        <CardCvcElement className={frameClassName} options={elementOptions} onChange={() => onEdit('cvc')} />
        <FieldError />
      </Field>
    </div>
  )
}
