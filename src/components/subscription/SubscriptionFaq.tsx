import { FormattedMessage } from 'react-intl'

const QUESTIONS = ['cancel', 'refund', 'renewal', 'payment', 'switch'] as const

/** The pricing FAQ (spec part 2 §2, §9), with the 14-day refund policy. */
export function SubscriptionFaq() {
  return (
    <section aria-labelledby="faq" className="flex flex-col gap-3">
      <h2 id="faq" className="text-xl font-semibold">
        <FormattedMessage id="payments.faq_title" />
      </h2>
      {QUESTIONS.map((question) => (
        <details key={question} className="group rounded-xl border border-slate-200 bg-white p-4">
          <summary className="cursor-pointer font-medium outline-none focus-visible:ring-2 focus-visible:ring-brand-500">
            <FormattedMessage id={`payments.faq_${question}_q`} />
          </summary>
          <p className="mt-2 text-sm text-muted">
            <FormattedMessage id={`payments.faq_${question}_a`} />
          </p>
        </details>
      ))}
    </section>
  )
}
