import { FormattedMessage, useIntl } from 'react-intl'
import { useLocale } from '~/i18n/useLocale'
import { consultationPrice } from '~/lib/consultation-price'
import { formatEuro } from '~/lib/format'
import { paymentQueries } from '~/queries/payments'
import { useSuspenseData } from '~/queries/suspense-data'

/** What a consultation costs the signed-in patient, as a function of its price: their plan's discount taken off (a visitor: the price). */
export function useConsultationPricing() {
  const locale = useLocale()
  const entitlements = useSuspenseData(paymentQueries.entitlements(locale))
  return (priceCents: number) => consultationPrice(priceCents, entitlements)
}

/**
 * A consultation's total (`total`, the booking page) or amount due (`due`, the payment page). With a
 * plan's discount: the price, a line naming the plan and its discount, and what is paid.
 */
export function ConsultationPrice({ price, label }: { price: ReturnType<typeof consultationPrice>; label: 'total' | 'due' }) {
  const intl = useIntl()
  const locale = useLocale()
  const euro = (cents: number) => formatEuro(cents / 100, locale)
  if (!price.discountCents) {
    return (
      <p className="text-lg font-semibold">
        {label === 'total' ? (
          <FormattedMessage id="appointments.total_price" values={{ price: euro(price.amountCents) }} />
        ) : (
          euro(price.amountCents)
        )}
      </p>
    )
  }
  const percent = intl.formatNumber(price.percent / 100, { style: 'percent', maximumFractionDigits: 2 })
  return (
    <dl className="flex flex-col gap-1 text-sm">
      <div className="flex justify-between gap-4">
        <dt>
          <FormattedMessage id="appointments.price" />
        </dt>
        <dd>{euro(price.priceCents)}</dd>
      </div>
      <div className="flex justify-between gap-4 text-green-800">
        <dt>
          <FormattedMessage id="appointments.plan_discount" values={{ plan: price.planName, percent }} />
        </dt>
        <dd>−{euro(price.discountCents)}</dd>
      </div>
      <div className="flex justify-between gap-4 border-t border-slate-200 pt-1 text-lg font-semibold">
        <dt>
          <FormattedMessage id={label === 'total' ? 'appointments.total' : 'appointments.amount_due'} />
        </dt>
        <dd>{euro(price.amountCents)}</dd>
      </div>
    </dl>
  )
}
