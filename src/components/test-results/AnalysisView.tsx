import { useEffect, useId, useRef } from 'react'
import { getRouteApi } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { FormattedMessage, useIntl } from 'react-intl'
import { CircleCheckIcon } from 'lucide-react'
import { ANALYSIS_STATUS } from '#contract/analyses'
import { formatDate } from '#contract/date-format'
import { usePatientZone } from '~/components/shared/use-patient-zone'
import { Bdi } from '~/components/ui/bidi'
import { Card } from '~/components/ui/card'
import { useLocale } from '~/i18n/useLocale'
import { cn } from '~/lib/utils'
import { analysisQueries } from '~/queries/analyses'
import { BetaBadge } from './BetaBadge'
import { AnalysisFailure, AnalysisResult, IndicatorDetail } from './lazy-parts'
import { BackLink, testResultsSearch } from './test-results-links'
import { PROGRESS_STEPS, useProgressReveal } from './use-progress-reveal'
import { analysisFileName } from '~/lib/analysis-file-name'

const route = getRouteApi('/{-$lang}/account')

/**
 * One analysis (spec part 2 §2, §4): while it is read, the five steps of preparing results (asked
 * again every 5 s); then its values, or one of them (`?biomarker=`) with its questions; or, if it
 * failed, why, with a retry.
 */
export function AnalysisView({ id }: { id: string }) {
  const locale = useLocale()
  const zone = usePatientZone()
  const biomarker = route.useSearch({ select: (search) => search.biomarker })
  const query = useQuery(analysisQueries.detail(locale, id))
  const analysis = query.data
  const { step, revealed, watched } = useProgressReveal(id, analysis?.status)
  const heading = useRef<HTMLHeadingElement>(null)
  // A link that led here went away with the page it was on: the focus goes to this page's heading.
  useEffect(() => {
    if (document.activeElement === document.body) heading.current?.focus({ preventScroll: true })
  }, [id, biomarker, revealed])
  // Deleted meanwhile (in another tab): back to the list.
  if (!analysis) return <AnalysisGone failed={query.isError} />
  const indicator = revealed && biomarker ? analysis.indicators.find((entry) => entry.biomarker === biomarker) : undefined

  return (
    <section aria-labelledby="analysis-heading" className="flex flex-col gap-5">
      {indicator ? (
        <BackLink search={testResultsSearch(id)}>
          <FormattedMessage id="testResults.back_to_values" />
        </BackLink>
      ) : (
        <BackLink search={testResultsSearch()}>
          <FormattedMessage id="testResults.back_to_list" />
        </BackLink>
      )}
      <div className="flex flex-col gap-1">
        <h2
          id="analysis-heading"
          ref={heading}
          tabIndex={-1}
          className="flex flex-wrap items-center gap-2 text-xl font-semibold outline-none"
        >
          <Bdi className="break-words">{analysisFileName(analysis.title)}</Bdi>
          <BetaBadge />
        </h2>
        <p className="text-sm text-muted">
          <time dateTime={analysis.created_at}>{formatDate(analysis.created_at, zone, locale)}</time>
        </p>
      </div>
      {/* Always there, so a screen reader hears when the wait is over. */}
      <p role="status" className="sr-only">
        {revealed && watched && (
          <FormattedMessage id={analysis.status === ANALYSIS_STATUS.error ? 'testResults.announce_failed' : 'testResults.announce_ready'} />
        )}
      </p>
      {!revealed ? (
        <AnalysisProgress step={step} />
      ) : analysis.status === ANALYSIS_STATUS.error ? (
        <AnalysisFailure analysis={analysis} />
      ) : indicator ? (
        <IndicatorDetail analysis={analysis} indicator={indicator} />
      ) : (
        <AnalysisResult analysis={analysis} />
      )}
    </section>
  )
}

/** Preparing results: the five steps, those done ticked, the one under way announced. */
function AnalysisProgress({ step }: { step: number }) {
  const intl = useIntl()
  const headingId = useId()
  return (
    <Card aria-labelledby={headingId} as="section" className="flex flex-col gap-4">
      <h3 id={headingId} className="font-semibold">
        <FormattedMessage id="testResults.preparing_title" />
      </h3>
      <p className="text-sm text-muted">
        <FormattedMessage id="testResults.preparing_text" />
      </p>
      <progress
        className="h-2 w-full accent-brand-600"
        max={PROGRESS_STEPS.length}
        value={step + 1}
        aria-label={intl.formatMessage({ id: 'testResults.preparing_progress' })}
      />
      <ol className="flex flex-col gap-2">
        {PROGRESS_STEPS.map((name, index) => (
          <li
            key={name}
            aria-current={index === step ? 'step' : undefined}
            className={cn('flex items-center gap-2 text-sm', index > step && 'text-muted', index === step && 'font-semibold')}
          >
            {index < step ? (
              <CircleCheckIcon aria-hidden className="size-4 text-green-600" />
            ) : (
              <span aria-hidden className={cn('size-4 rounded-full border-2', index === step ? 'border-brand-600' : 'border-slate-300')} />
            )}
            <FormattedMessage id={`testResults.step_${name}`} />
          </li>
        ))}
      </ol>
      <p role="status" className="sr-only">
        <FormattedMessage id={`testResults.step_${PROGRESS_STEPS[step]}`} />
      </p>
    </Card>
  )
}

/** Deleted meanwhile, or (`failed`) not loaded: said as what it is, with the way back. */
function AnalysisGone({ failed }: { failed: boolean }) {
  return (
    <section aria-labelledby="analysis-heading" className="flex flex-col items-start gap-3">
      <h2 id="analysis-heading" className="text-xl font-semibold">
        <FormattedMessage id="testResults.title" />
      </h2>
      <p role="status">
        <FormattedMessage id={failed ? 'testResults.load_failed' : 'testResults.analysis_gone'} />
      </p>
      <BackLink search={testResultsSearch()}>
        <FormattedMessage id="testResults.back_to_list" />
      </BackLink>
    </section>
  )
}
