import { useQuery } from '@tanstack/react-query'
import { FormattedMessage, useIntl } from 'react-intl'
import { ReceiptIcon } from 'lucide-react'
import { Card } from '~/components/ui/card'
import { usePatientZone } from '~/components/shared/use-patient-zone'
import { useLocale } from '~/i18n/useLocale'
import { cn } from '~/lib/utils'
import { formatNumericDateTime } from '#contract/date-format'
import { paymentQueries } from '~/queries/payments'
import { CHARGES_PAGE_SIZE } from '#contract/payments'
import { formatEuro } from '~/lib/format'
import { historySearch, lastPage } from '~/lib/account-pages'
import { AccountPager, useLastPageWhenPastTheEnd, type PagerMessages } from '~/components/shared/AccountPager'

const PAGER_MESSAGES: PagerMessages = {
  nav: 'payments.history_pages',
  previous: 'payments.previous',
  next: 'payments.next',
  pageOf: 'payments.page_of',
}

/**
 * Payment history (spec part 2 §2, §9): pages of 8, DD/MM/YYYY HH:mm, euro, styled statuses, receipts.
 * `page`: the address's `history`, 0 for the first page.
 */
export function PaymentHistory({ page }: { page: number }) {
  const intl = useIntl()
  const locale = useLocale()
  const zone = usePatientZone()
  const charges = useQuery(paymentQueries.charges(locale, page)).data
  const total = charges?.total ?? 0
  const pages = lastPage(total, CHARGES_PAGE_SIZE)
  useLastPageWhenPastTheEnd({ pastTheEnd: Boolean(charges && charges.data.length === 0 && page > 0), pages, searchOf: historySearch })
  // In the page's direction: Intl's Arabic date carries its own right-to-left marks, and forcing it
  // left to right scrambled day, year and time.
  const paidAt = (seconds: number) => formatNumericDateTime(seconds * 1000, zone, locale)
  return (
    <Card as="section" aria-labelledby="payment-history" className="flex flex-col gap-4">
      <h3 id="payment-history" className="text-lg font-semibold">
        <FormattedMessage id="payments.history" />
      </h3>
      {charges && charges.data.length === 0 ? (
        <p className="flex items-center gap-2 text-sm text-muted">
          <ReceiptIcon aria-hidden className="size-5" />
          <FormattedMessage id="payments.history_empty" />
        </p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-start text-sm">
            <thead className="text-xs text-muted">
              <tr>
                {/* On a phone the date goes under the description: five columns do not fit 390 px (issue 26's re-walk). */}
                <th scope="col" className="hidden py-2 pe-2 text-start font-medium sm:table-cell">
                  <FormattedMessage id="payments.history_date" />
                </th>
                <th scope="col" className="py-2 pe-2 text-start font-medium">
                  <FormattedMessage id="payments.history_description" />
                </th>
                <th scope="col" className="py-2 pe-2 text-end font-medium">
                  <FormattedMessage id="payments.history_amount" />
                </th>
                <th scope="col" className="py-2 pe-2 text-end font-medium">
                  <FormattedMessage id="payments.history_status" />
                </th>
                <th scope="col" className="py-2 text-end font-medium">
                  <span className="sr-only">
                    <FormattedMessage id="payments.receipt" />
                  </span>
                </th>
              </tr>
            </thead>
            <tbody>
              {charges?.data.map((charge) => (
                <tr key={charge.id} className="border-t border-slate-100">
                  <td className="hidden py-2 pe-2 tabular-nums sm:table-cell">{paidAt(charge.created_at)}</td>
                  <td className="py-2 pe-2">
                    {charge.description}
                    <span className="block text-xs text-muted tabular-nums sm:hidden">{paidAt(charge.created_at)}</span>
                    {charge.discount && (
                      <span className="block text-xs text-muted">
                        <FormattedMessage
                          id="payments.history_discount"
                          values={{
                            price: formatEuro(charge.discount.price / 100, locale),
                            plan: charge.discount.plan,
                            percent: intl.formatNumber(charge.discount.percent / 100, { style: 'percent', maximumFractionDigits: 2 }),
                            discount: formatEuro(charge.discount.amount / 100, locale),
                          }}
                        />
                      </span>
                    )}
                  </td>
                  <td className="py-2 pe-2 text-end tabular-nums whitespace-nowrap">{formatEuro(charge.amount / 100, locale)}</td>
                  <td className="py-2 pe-2 text-end">
                    <span
                      className={cn(
                        charge.status === 'succeeded' && 'rounded-full bg-green-50 px-2 py-0.5 text-green-800',
                        charge.status === 'canceled' && 'rounded-full bg-slate-100 px-2 py-0.5 text-slate-700',
                      )}
                    >
                      {intl.formatMessage({ id: `payments.status_${charge.status}` })}
                    </span>
                  </td>
                  <td className="py-2 text-end">
                    {charge.receipt_url && (
                      <a
                        href={receiptHref(charge.receipt_url, locale)}
                        target="_blank"
                        rel="noreferrer"
                        className="text-brand-700 hover:underline"
                      >
                        <FormattedMessage id="payments.receipt" />
                      </a>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {pages > 1 && <AccountPager page={page + 1} pages={pages} searchOf={historySearch} messages={PAGER_MESSAGES} />}
    </Card>
  )
}

/** Our own receipts (a path here) are drawn in the page's language; a processor's are its own page. */
const receiptHref = (url: string, locale: string) => (url.startsWith('/') ? `${url}?lang=${locale}` : url)
