import { lazy, Suspense, useCallback, useState, type ReactNode, type RefObject } from 'react'
import { useMutation } from '@tanstack/react-query'
import { FormattedMessage, useIntl } from 'react-intl'
import * as v from 'valibot'
import { Button } from '~/components/ui/button'
import { Checkbox } from '~/components/ui/checkbox'
import { Field, FieldControl, FieldError, FieldLabel } from '~/components/ui/field'
import { Input } from '~/components/ui/input'
import { Spinner } from '~/components/ui/spinner'
import { useLocale } from '~/i18n/useLocale'
import type { CardMethodResult } from '~/lib/payment-results'
import { paymentMutations } from '~/queries/payments'
import { cardHolderField, parseExpiry } from '#contract/payment-fields'
import type { CardField } from '#contract/payments'
import type { CardFieldErrors, CardSource } from './card-source'
import { LocalCardInputs, type LocalCard } from './LocalCardInputs'

const StripeCardInputs = lazy(() => import('./StripeCardInputs'))

type Props = {
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
 * A new card (spec part 1 §4, part 2 §5): the holder's name (required, `name_incomplete`), the card
 * inputs (the built-in processor's own, or Stripe Elements' frames, lazily) and the save option. Plain
 * state checked with the contract's rule, as the appointment dialogs do: the form hook's library would
 * double the payment page's first load (budget 175 kB).
 */
export function NewCardForm({
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
}: Props) {
  const intl = useIntl()
  const locale = useLocale()
  const [holder, setHolder] = useState('')
  const [holderError, setHolderError] = useState<string | null>(null)
  const [save, setSave] = useState(false)
  const [localCard, setLocalCard] = useState<LocalCard>({ number: '', expiry: '', cvc: '' })
  const createMethod = useMutation(paymentMutations.createCardMethod())
  // Stable, as Stripe's inputs hand their source over in an effect.
  const onStripeReady = useCallback((source: CardSource | null) => void (stripeSourceRef.current = source), [stripeSourceRef])

  const localSource: CardSource = {
    create: () => {
      const { month, year } = parseExpiry(localCard.expiry)
      return createMethod.mutateAsync({ number: localCard.number, month, year, cvc: localCard.cvc })
    },
  }

  const submit = () => {
    const checked = v.safeParse(cardHolderField, holder)
    setHolderError(checked.success ? null : (checked.issues[0]?.message ?? 'name_incomplete'))
    if (!checked.success) return
    // Stripe's source arrives once its frames have loaded; before that, paying is an error the form reports.
    const source = processor === 'local' ? localSource : stripeSourceRef.current
    onSubmit(() => {
      if (!source) throw new Error('the card provider has not loaded')
      return source.create(checked.output)
    }, save)
  }

  return (
    <form
      noValidate
      aria-label={label}
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault()
        if (!busy && !createMethod.isPending) submit()
      }}
    >
      <Field errors={holderError ? [`validation.${holderError}`] : []}>
        <FieldLabel>
          <FormattedMessage id="payments.card_holder" />
        </FieldLabel>
        <FieldControl>
          <Input
            name="ccname"
            autoComplete="cc-name"
            maxLength={120}
            value={holder}
            onChange={(event) => {
              setHolder(event.target.value)
              setHolderError(null)
            }}
          />
        </FieldControl>
        <FieldError />
      </Field>
      {processor === 'local' ? (
        <LocalCardInputs
          card={localCard}
          errors={errors}
          onChange={(card, edited) => {
            setLocalCard(card)
            onEdit(edited)
          }}
        />
      ) : (
        <Suspense fallback={<Spinner label={intl.formatMessage({ id: 'ui.loading' })} />}>
          <StripeCardInputs publishableKey={publishableKey} locale={locale} errors={errors} onReady={onStripeReady} onEdit={onEdit} />
        </Suspense>
      )}
      {offerSave && (
        <label className="flex items-start gap-2 text-sm">
          <Checkbox name="save" checked={save} onCheckedChange={setSave} />
          <FormattedMessage id="payments.save_card" />
        </label>
      )}
      <SubmitButton type="submit" busy={busy || createMethod.isPending}>
        {submitLabel}
      </SubmitButton>
    </form>
  )
}

/** The form's one action: full width, a spinner while it works. */
export function SubmitButton({ busy, children, ...props }: { busy: boolean; children: ReactNode; type?: 'submit'; onClick?: () => void }) {
  const intl = useIntl()
  return (
    <Button className="w-full" disabled={busy} {...props}>
      {busy && <Spinner label={intl.formatMessage({ id: 'ui.loading' })} className="text-current" />}
      {children}
    </Button>
  )
}
