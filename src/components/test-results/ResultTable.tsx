import { Link } from '@tanstack/react-router'
import { FormattedMessage, useIntl } from 'react-intl'
import { TriangleAlertIcon } from 'lucide-react'
import { Bdi, Ltr } from '~/components/ui/bidi'
import { Card } from '~/components/ui/card'
import { langParam } from '~/i18n/locales'
import { useLocale } from '~/i18n/useLocale'
import { cn } from '~/lib/utils'
import type { Analysis, AnalysisIndicator } from '~/queries/analyses'
import { testResultsSearch } from './test-results-links'

// On a phone the four columns fit by narrower padding and results and ranges that may wrap.
const CELL = 'px-2 py-2 mobile:px-4 mobile:py-3'
const HEAD_CELL = cn(CELL, 'text-start font-semibold')

/**
 * The values read (spec part 2 §2, §3): each with its result and unit, its reference range and its
 * status (High, Norm, Low or '–'), a "please check" where the readers disagreed or a photo was
 * unclear, each opening its questions; then the values named on the report that could not be read.
 * Results, units and ranges stay left to right in Arabic.
 */
export function ResultTable({ analysis }: { analysis: Analysis }) {
  const intl = useIntl()
  const locale = useLocale()
  return (
    <div className="flex flex-col gap-4">
      {analysis.summary && <p className="font-medium">{analysis.summary}</p>}
      <Card padding="none" className="overflow-x-auto">
        <table className="w-full text-sm">
          <caption className="sr-only">
            <FormattedMessage id="testResults.values_caption" />
          </caption>
          <thead className="bg-slate-50 text-start text-xs text-muted">
            <tr>
              <th scope="col" className={HEAD_CELL}>
                <FormattedMessage id="testResults.column_name" />
              </th>
              <th scope="col" className={HEAD_CELL}>
                <FormattedMessage id="testResults.column_result" />
              </th>
              <th scope="col" className={HEAD_CELL}>
                <FormattedMessage id="testResults.column_range" />
              </th>
              <th scope="col" className={HEAD_CELL}>
                <FormattedMessage id="testResults.column_status" />
              </th>
            </tr>
          </thead>
          <tbody>
            {analysis.indicators.map((indicator) => (
              <tr key={indicator.biomarker} className="border-t border-slate-200 align-top">
                <th scope="row" className={cn(CELL, 'text-start font-medium')}>
                  <Link
                    to="/{-$lang}/account"
                    params={{ lang: langParam(locale) }}
                    search={testResultsSearch(analysis.id, indicator.biomarker)}
                    className="rounded-sm text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
                  >
                    {indicator.name}
                  </Link>
                  {indicator.printed_name !== indicator.name && (
                    <Bdi as="span" className="block text-xs font-normal text-muted">
                      {indicator.printed_name}
                    </Bdi>
                  )}
                  <CheckNotice indicator={indicator} />
                </th>
                <td className={cn(CELL, 'mobile:whitespace-nowrap')}>
                  <IndicatorResult indicator={indicator} />
                </td>
                <td className={cn(CELL, 'mobile:whitespace-nowrap')}>
                  {indicator.reference_range ? <Ltr>{indicator.reference_range}</Ltr> : '–'}
                </td>
                <td className={CELL}>
                  <StatusBadge status={indicator.status} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Card>
      {analysis.unread.length > 0 && (
        <p className="text-sm text-muted">
          <FormattedMessage
            id="testResults.unread"
            values={{ count: analysis.unread.length, names: intl.formatList(analysis.unread.map((name) => `\u2068${name}\u2069`)) }}
          />
        </p>
      )}
      <p className="text-xs text-muted">
        <FormattedMessage id="testResults.disclaimer" />
      </p>
    </div>
  )
}

/** A result with its unit, as the report prints them ("5.6 mmol/L", "< 0.5 mg/L"), left to right in any page. */
export function IndicatorResult({ indicator }: { indicator: AnalysisIndicator }) {
  return <Ltr className="font-semibold">{[indicator.result, indicator.unit].filter(Boolean).join(' ')}</Ltr>
}

const STATUS_STYLE: Record<string, string> = {
  High: 'bg-red-100 text-red-800',
  Low: 'bg-amber-100 text-amber-900',
  Norm: 'bg-green-100 text-green-800',
}

/** High, Norm or Low in the page's language; '–' when neither the report nor the table places the value (spec part 2 §3). */
export function StatusBadge({ status }: { status: string | null }) {
  const intl = useIntl()
  if (!status || !(status in STATUS_STYLE))
    return (
      <span role="img" aria-label={intl.formatMessage({ id: 'testResults.status_none' })}>
        –
      </span>
    )
  return (
    <span className={cn('rounded-full px-2 py-0.5 text-xs font-semibold', STATUS_STYLE[status])}>
      <FormattedMessage id={`testResults.status_${status}`} />
    </span>
  )
}

/** "Please check this value": the AI service read it otherwise or alone, or the photo was unclear; never resolved for the patient. */
export function CheckNotice({ indicator }: { indicator: AnalysisIndicator }) {
  if (!indicator.check) return null
  return (
    <span className="mt-1 flex items-start gap-1 text-xs font-normal text-amber-900">
      <TriangleAlertIcon aria-hidden className="mt-0.5 size-3.5 shrink-0" />
      <span>
        <FormattedMessage id="testResults.check_value" />{' '}
        {indicator.check === 'ai_disagrees' && indicator.other_reading ? (
          <FormattedMessage id="testResults.check_ai_reading" values={{ reading: <Ltr>{indicator.other_reading}</Ltr> }} />
        ) : indicator.check === 'ai_only' ? (
          <FormattedMessage id="testResults.check_ai_only" />
        ) : indicator.check === 'ocr_unsure' ? (
          <FormattedMessage id="testResults.check_photo" />
        ) : null}
      </span>
    </span>
  )
}
