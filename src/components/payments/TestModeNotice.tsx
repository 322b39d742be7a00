import { FormattedMessage } from 'react-intl'
import { FlaskConicalIcon } from 'lucide-react'

/** Card numbers stay left-to-right in Arabic. */
const cardNumber = (digits: string) => (
  <bdi dir="ltr" className="font-mono whitespace-nowrap">
    {digits}
  </bdi>
)

/**
 * Said wherever a card is entered while the API runs the built-in test processor (ADR 0040): no
 * money is taken, and which test cards work.
 */
export function TestModeNotice() {
  return (
    <aside
      aria-labelledby="payments-test-mode"
      className="flex gap-3 rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950"
    >
      <FlaskConicalIcon aria-hidden className="mt-0.5 size-4 shrink-0" />
      <p>
        <strong id="payments-test-mode" className="me-1">
          <FormattedMessage id="payments.test_mode_title" />
        </strong>
        <FormattedMessage
          id="payments.test_mode_notice"
          values={{ card: cardNumber('4242 4242 4242 4242'), secureCard: cardNumber('4000 0025 0000 3155') }}
        />
      </p>
    </aside>
  )
}
