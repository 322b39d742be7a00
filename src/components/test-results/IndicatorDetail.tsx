import { useId } from 'react'
import { Link } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { FormattedMessage, useIntl } from 'react-intl'
import { ChevronDownIcon, LockIcon } from 'lucide-react'
import { Bdi, Ltr } from '~/components/ui/bidi'
import { buttonVariants } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { Spinner } from '~/components/ui/spinner'
import { langParam } from '~/i18n/locales'
import { useLocale } from '~/i18n/useLocale'
import { analysisQueries, type Analysis, type AnalysisIndicator } from '~/queries/analyses'
import { paymentQueries } from '~/queries/payments'
import { useSuspenseData } from '~/queries/suspense-data'
import { DoctorBanner } from './DoctorBanner'
import { CheckNotice, IndicatorResult, StatusBadge } from './ResultTable'

/**
 * One value of an analysis (spec part 2 §2 "indicator detail with Q&A"): its result, range and
 * status, and the questions about it answered in the page's language. Recommendations are for
 * subscribers (spec part 2 §6); others are led to the plans.
 */
export function IndicatorDetail({ analysis, indicator }: { analysis: Analysis; indicator: AnalysisIndicator }) {
  const intl = useIntl()
  const locale = useLocale()
  const headingId = useId()
  const questions = useQuery(analysisQueries.questions(locale, analysis.id, indicator.biomarker))
  // The API's entitlements decide who is subscribed (the plans page reads the same answer).
  const subscribed = useSuspenseData(paymentQueries.entitlements(locale))?.plan?.subscribed ?? false
  return (
    <div className="flex flex-col gap-5">
      <Card as="section" aria-labelledby={headingId} className="flex flex-col gap-3">
        <h3 id={headingId} className="text-lg font-semibold">
          {indicator.name}
        </h3>
        {indicator.printed_name !== indicator.name && (
          <p className="text-sm text-muted">
            <FormattedMessage id="testResults.printed_as" values={{ name: <Bdi>{indicator.printed_name}</Bdi> }} />
          </p>
        )}
        <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
          <dt className="text-muted">
            <FormattedMessage id="testResults.column_result" />
          </dt>
          <dd>
            <IndicatorResult indicator={indicator} />
          </dd>
          <dt className="text-muted">
            <FormattedMessage id="testResults.column_range" />
          </dt>
          <dd>{indicator.reference_range ? <Ltr>{indicator.reference_range}</Ltr> : '–'}</dd>
          <dt className="text-muted">
            <FormattedMessage id="testResults.column_status" />
          </dt>
          <dd>
            <StatusBadge status={indicator.status} />
          </dd>
        </dl>
        <CheckNotice indicator={indicator} />
      </Card>
      <section aria-labelledby={`${headingId}-questions`} className="flex flex-col gap-2">
        <h3 id={`${headingId}-questions`} className="font-semibold">
          <FormattedMessage id="testResults.questions_title" />
        </h3>
        {questions.isPending ? (
          <Spinner label={intl.formatMessage({ id: 'testResults.questions_loading' })} />
        ) : questions.data ? (
          questions.data.map((item) => (
            <Question key={item.question} question={item.question}>
              <p className="whitespace-pre-line">{item.answer}</p>
            </Question>
          ))
        ) : (
          <p role="alert" className="text-sm text-red-700">
            <FormattedMessage id="testResults.questions_failed" />
          </p>
        )}
        {subscribed ? (
          <Question question={<FormattedMessage id="testResults.recommendations" />}>
            <p>
              <FormattedMessage id="testResults.recommendations_text" />
            </p>
          </Question>
        ) : (
          <Link
            to="/{-$lang}/subscription"
            params={{ lang: langParam(locale) }}
            className={buttonVariants({ variant: 'outline', className: 'justify-between' })}
          >
            <FormattedMessage id="testResults.recommendations" />
            <span className="flex items-center gap-1 text-xs text-muted">
              <LockIcon aria-hidden className="size-4" />
              <FormattedMessage id="testResults.recommendations_unlock" />
            </span>
          </Link>
        )}
      </section>
      <DoctorBanner fileId={analysis.file.id} />
    </div>
  )
}

/** A question that opens to its answer: the browser's own disclosure, so keyboards and screen readers know it. */
function Question({ question, children }: { question: React.ReactNode; children: React.ReactNode }) {
  return (
    <details className="group rounded-xl border border-slate-200 bg-white">
      <summary className="flex cursor-pointer list-none items-center justify-between gap-3 rounded-xl px-4 py-3 font-medium outline-none focus-visible:ring-2 focus-visible:ring-brand-500 [&::-webkit-details-marker]:hidden">
        {question}
        <ChevronDownIcon aria-hidden className="size-4 shrink-0 transition-transform group-open:rotate-180" />
      </summary>
      <div className="px-4 pb-4 text-sm">{children}</div>
    </details>
  )
}
