import { useIntl, type IntlShape } from 'react-intl'
import type { SavedCard } from '~/queries/payments'
import { Ltr } from '~/components/ui/bidi'
import { CardBrandIcon } from './CardBrandIcon'

const BRAND_NAMES: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  diners: 'Diners Club',
  discover: 'Discover',
  jcb: 'JCB',
  unionpay: 'UnionPay',
}

/** "Visa ending in 4242": how a saved card is named on screen and in labels. */
export function cardName(intl: IntlShape, card: SavedCard): string {
  const { brand, last4 } = card.source_info.card
  return intl.formatMessage({ id: 'payments.card_ending' }, { brand: BRAND_NAMES[brand] ?? brand, last4 })
}

/**
 * A saved card as the payment form and the billing section list it: brand mark, name, MM/YY. The
 * expiry is isolated: in Arabic the card's last digits and the expiry, both numbers, otherwise ran
 * together into one number ("424212/29").
 */
export function SavedCardSummary({ card }: { card: SavedCard }) {
  const intl = useIntl()
  const { brand, exp_month, exp_year } = card.source_info.card
  return (
    <>
      <CardBrandIcon brand={brand} />
      <span className="flex-1">
        {cardName(intl, card)}
        {/* The margin outside the isolate: inside it, "inline start" would be the expiry's own left. */}
        <span className="ms-2 text-muted">
          <Ltr>{`${String(exp_month).padStart(2, '0')}/${String(exp_year).slice(-2)}`}</Ltr>
        </span>
      </span>
    </>
  )
}
