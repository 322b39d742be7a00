import { useIntl } from 'react-intl'
import { Field, FieldControl, FieldError, FieldLabel } from '~/components/ui/field'
import { Input } from '~/components/ui/input'
import { formatCardNumber, formatExpiry } from '#contract/payment-fields'
import type { CardField } from '#contract/payments'
import type { CardFieldErrors } from './card-source'

export type LocalCard = { number: string; expiry: string; cvc: string }

/**
 * The built-in processor's card inputs: our own page, so the number and CVC go to its tokeniser once
 * and are never kept (ADR 0033). Errors are the processor's codes, translated in `validation`.
 */
export function LocalCardInputs({
  card,
  errors,
  onChange,
}: {
  card: LocalCard
  errors: CardFieldErrors
  onChange: (card: LocalCard, edited: CardField) => void
}) {
  const intl = useIntl()
  const label = (id: string) => intl.formatMessage({ id: `payments.${id}` })
  const errorOf = (field: CardField) => (errors[field] ? [`validation.${errors[field]}`] : [])
  return (
    <div className="grid grid-cols-2 gap-4">
      <Field errors={errorOf('number')} className="col-span-2">
        <FieldLabel>{label('card_number')}</FieldLabel>
        <FieldControl>
          <Input
            name="cardnumber"
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="1234 1234 1234 1234"
            value={card.number}
            onChange={(event) => onChange({ ...card, number: formatCardNumber(event.target.value) }, 'number')}
          />
        </FieldControl>
        <FieldError />
      </Field>
      <Field errors={errorOf('expiry')}>
        <FieldLabel>{label('expiry')}</FieldLabel>
        <FieldControl>
          <Input
            name="exp-date"
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder={label('expiry_placeholder')}
            value={card.expiry}
            onChange={(event) => onChange({ ...card, expiry: formatExpiry(event.target.value) }, 'expiry')}
          />
        </FieldControl>
        <FieldError />
      </Field>
      <Field errors={errorOf('cvc')}>
        <FieldLabel>{label('cvc')}</FieldLabel>
        <FieldControl>
          <Input
            name="cvc"
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder="123"
            value={card.cvc}
            onChange={(event) => onChange({ ...card, cvc: event.target.value.replace(/\D/g, '').slice(0, 4) }, 'cvc')}
          />
        </FieldControl>
        <FieldError />
      </Field>
    </div>
  )
}
