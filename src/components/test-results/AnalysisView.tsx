import { useEffect, useId, useRef, useState } from 'react'
import { getRouteApi, useNavigate } from '@tanstack/react-router'
import { useMutation, useQuery } from '@tanstack/react-query'
import { FormattedMessage, useIntl } from 'react-intl'
import { CircleAlertIcon, CircleCheckIcon, RotateCcwIcon, Trash2Icon } from 'lucide-react'
import { ANALYSIS_STATUS } from '#contract/analyses'
import { formatDate } from '#contract/date-format'
import { changeToasts } from '~/components/shared/show-result'
import { usePatientZone } from '~/components/shared/use-patient-zone'
import { Bdi } from '~/components/ui/bidi'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { langParam } from '~/i18n/locales'
import { useLocale } from '~/i18n/useLocale'
import { cn } from '~/lib/utils'
import { analysisMutations, analysisQueries, type Analysis } from '~/queries/analyses'
import { DeleteAnalysisDialog } from './DeleteAnalysisDialog'
import { AnalysisUploadDialog } from './AnalysisUploadDialog'
import { BetaBadge } from './BetaBadge'
import { DoctorBanner } from './DoctorBanner'
import { IndicatorDetail } from './IndicatorDetail'
import { ResultTable } from './ResultTable'
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
        <>
          <ResultTable analysis={analysis} />
          <DoctorBanner fileId={analysis.file.id} />
        </>
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

/** Why an analysis failed, as the API says it (the analysis' `error`). */
const FAILURES: ReadonlyArray<string> = ['analysis_no_values', 'analysis_unreadable', 'analysis_file_gone', 'analysis_failed']

/** The failure screen (spec part 2 §8): oops, what went wrong with the upload, and a retry. */
function AnalysisFailure({ analysis }: { analysis: Analysis }) {
  const intl = useIntl()
  const locale = useLocale()
  const navigate = useNavigate()
  const start = useMutation(analysisMutations.start())
  const [dialog, setDialog] = useState<'upload' | 'delete' | null>(null)
  const fileId = analysis.file.id
  const retry = () => {
    // The same file again only when the reading itself broke off (it may go through now, and costs
    // one of the month's analyses); a file with no values or that cannot be opened needs another file.
    if (!fileId || analysis.error !== 'analysis_failed') return setDialog('upload')
    start.mutate(
      fileId,
      changeToasts(intl, null, {
        done: ({ id }) => void navigate({ to: '/{-$lang}/account', params: { lang: langParam(locale) }, search: testResultsSearch(id) }),
      }),
    )
  }
  return (
    <Card role="alert" className="flex flex-col items-center gap-3 text-center">
      <CircleAlertIcon aria-hidden className="size-12 text-red-600" />
      <h3 className="text-lg font-semibold">
        <FormattedMessage id="testResults.failure_title" />
      </h3>
      <p>
        <FormattedMessage id="testResults.failure_text" />
      </p>
      {analysis.error && (
        <p className="text-sm text-muted">
          <FormattedMessage id={`testResults.error_${FAILURES.includes(analysis.error) ? analysis.error : 'analysis_failed'}`} />
        </p>
      )}
      <div className="flex flex-wrap justify-center gap-2">
        <Button onClick={retry} disabled={start.isPending} aria-busy={start.isPending}>
          <RotateCcwIcon aria-hidden className="size-4" />
          <FormattedMessage id="testResults.retry" />
        </Button>
        <Button variant="outline" onClick={() => setDialog('delete')}>
          <Trash2Icon aria-hidden className="size-4" />
          <FormattedMessage id="testResults.delete" />
        </Button>
      </div>
      {dialog === 'upload' && <AnalysisUploadDialog onClose={() => setDialog(null)} />}
      {dialog === 'delete' && (
        <DeleteAnalysisDialog
          analysis={analysis}
          onClose={() => setDialog(null)}
          onDeleted={() => void navigate({ to: '/{-$lang}/account', params: { lang: langParam(locale) }, search: testResultsSearch() })}
        />
      )}
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
