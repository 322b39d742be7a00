import { FormattedMessage, FormattedNumber } from 'react-intl'
import { megabytes } from '~/lib/analysis-file-name'

/** A file's size in MB with two decimals (spec part 2 §5), in the page's digits and separators. */
export function FileSize({ bytes }: { bytes: number }) {
  return (
    <FormattedMessage
      id="testResults.size_mb"
      values={{ size: <FormattedNumber value={megabytes(bytes)} minimumFractionDigits={2} maximumFractionDigits={2} /> }}
    />
  )
}
