import { formatDateTime } from '#contract/date-format'
import type { Locale } from '../db/schema'
import { formatMoney } from '../shared/i18n'
import { labelledPdf, pdfBytes, pdfLabels } from '../shared/pdf'
import { planName } from '../subscriptions/plan-names'
import type { PaymentDiscount } from './payment-types'

/**
 * A payment's receipt as a PDF (GET /payments/receipts/{id}, issue 13): ours whenever the processor
 * gives none (the built-in processor never does; Stripe's hosted receipts are linked instead), in the
 * patient's language.
 */

const LABELS = pdfLabels({
  en: {
    title: 'Receipt',
    number: 'Receipt number',
    paidOn: 'Date paid',
    billedTo: 'Billed to',
    description: 'Description',
    amount: 'Amount paid',
    method: 'Payment method',
    testMode: 'Test mode: no money was moved.',
  },
  ru: {
    title: 'Квитанция',
    number: 'Номер квитанции',
    paidOn: 'Дата оплаты',
    billedTo: 'Плательщик',
    description: 'Описание',
    amount: 'Оплачено',
    method: 'Способ оплаты',
    testMode: 'Тестовый режим: деньги не списывались.',
  },
  de: {
    title: 'Quittung',
    number: 'Belegnummer',
    paidOn: 'Bezahlt am',
    billedTo: 'Rechnungsempfänger',
    description: 'Beschreibung',
    amount: 'Bezahlter Betrag',
    method: 'Zahlungsmethode',
    testMode: 'Testmodus: Es wurde kein Geld bewegt.',
  },
  ar: {
    title: 'إيصال',
    number: 'رقم الإيصال',
    paidOn: 'تاريخ الدفع',
    billedTo: 'فاتورة إلى',
    description: 'الوصف',
    amount: 'المبلغ المدفوع',
    method: 'طريقة الدفع',
    testMode: 'وضع الاختبار: لم تُحوَّل أي أموال.',
  },
})

export type ReceiptPdfData = {
  paymentId: string
  paidAt: Date
  description: string
  amountCents: number
  currency: string
  payer: { name: string; email: string }
  /** the payer's time zone from their settings: the receipt dates the payment as the pages do (UTC without one) */
  zone: string | null
  card: { brand: string; last4: string } | null
  /** the built-in processor's: says that nothing was charged for real */
  testMode: boolean
  /** a plan's discount taken off the price (paymentDiscountOf), named in the reader's language */
  discount: PaymentDiscount | null
}

/** The discount line: the price, less the plan's discount (its percent and the amount). */
const DISCOUNT_LINE: Record<Locale, (price: string, plan: string, percent: string, discount: string) => string> = {
  en: (price, plan, percent, discount) => `${price} less ${plan} discount (${percent}): −${discount}`,
  ru: (price, plan, percent, discount) => `${price} минус скидка ${plan} (${percent}): −${discount}`,
  de: (price, plan, percent, discount) => `${price} abzüglich ${plan}-Rabatt (${percent}): −${discount}`,
  ar: (price, plan, percent, discount) => `${price} مطروحًا منه خصم ${plan} (${percent}): −${discount}`,
}

function discountLine(discount: PaymentDiscount, locale: Locale, currency: string): string {
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(discount.percent / 100)
  return DISCOUNT_LINE[locale](
    formatMoney(discount.priceCents, locale, currency),
    planName(discount.plan, locale),
    percent,
    formatMoney(discount.discountCents, locale, currency),
  )
}

export function renderReceiptPdf(data: ReceiptPdfData, locale: Locale): Promise<Buffer> {
  const { doc, labels, align, field } = labelledPdf(LABELS, locale, { name: data.paymentId })
  field('number', data.paymentId)
  field('paidOn', formatDateTime(data.paidAt, data.zone || 'UTC', locale, { withZone: true }))
  field('billedTo', [data.payer.name, data.payer.email].filter(Boolean).join('\n'))
  field('description', data.discount ? `${data.description}\n${discountLine(data.discount, locale, data.currency)}` : data.description)
  if (data.card) field('method', `${data.card.brand.toUpperCase()} •••• ${data.card.last4}`)
  doc.moveDown(0.5)
  field('amount', formatMoney(data.amountCents, locale, data.currency))
  if (data.testMode) {
    doc.moveDown()
    doc.font('body').fontSize(9).fillColor('#555555').text(labels.testMode, { align })
  }
  return pdfBytes(doc)
}
