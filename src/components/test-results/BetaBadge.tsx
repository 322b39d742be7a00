import { FormattedMessage } from 'react-intl'

/** Test results are marked beta (spec part 2 §2). */
export function BetaBadge() {
  return (
    <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
      <FormattedMessage id="testResults.beta" />
    </span>
  )
}
