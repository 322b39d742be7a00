import { useId, useState } from 'react'
import { getRouteApi, Link } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { FormattedMessage, useIntl } from 'react-intl'
import { FlaskConicalIcon, LoaderCircleIcon, LockIcon, Trash2Icon, UploadIcon } from 'lucide-react'
import { ANALYSIS_SORTS, ANALYSIS_STATUS, type AnalysisSort } from '#contract/analyses'
import { formatDate } from '#contract/date-format'
import { PAGE_LIMITS } from '#contract/page-limits'
import { PLAN_FEATURE } from '#contract/payments'
import { usePatientZone } from '~/components/shared/use-patient-zone'
import { Bdi } from '~/components/ui/bidi'
import { Button, buttonVariants } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { Label } from '~/components/ui/label'
import { NativeSelect } from '~/components/ui/native-select'
import { langParam } from '~/i18n/locales'
import { useLocale } from '~/i18n/useLocale'
import { analysisQueries, type AnalysisRow } from '~/queries/analyses'
import { paymentQueries } from '~/queries/payments'
import { useSuspenseData } from '~/queries/suspense-data'
import { analysisSortOf, rememberAnalysisSort } from '~/server/analysis-sort-cookie'
import { listPageSearch, lastPage } from '~/lib/account-pages'
import { AccountPager, useLastPageWhenPastTheEnd, type PagerMessages } from '~/components/shared/AccountPager'
import { BetaBadge } from './BetaBadge'
import { AnalysisUploadDialog, DeleteAnalysisDialog } from './lazy-parts'
import { testResultsSearch } from './test-results-links'
import { analysisFileName } from '~/lib/analysis-file-name'

const route = getRouteApi('/{-$lang}/account')

/**
 * The patient's analyses (spec part 2 §2, §9): newest first unless they chose another sort (kept in
 * the address and remembered), 10 a page with pages only past 10, refreshed every 30 s so a row
 * being read turns ready by itself. Upload is for plans with test analysis; others get the plans.
 */
export function AnalysisList() {
  const locale = useLocale()
  const search = route.useSearch()
  const navigate = route.useNavigate()
  const sort = analysisSortOf(search.sort)
  const page = search.list_page ?? 1
  const query = useQuery(analysisQueries.list(locale, page - 1, sort))
  const list = query.data
  const entitlements = useSuspenseData(paymentQueries.entitlements(locale))
  const mayAnalyse = entitlements?.features.some((entry) => entry.feature === PLAN_FEATURE.aiTestAnalysis && entry.allowed) ?? false
  const [uploading, setUploading] = useState(false)
  const pages = list ? lastPage(list.total, PAGE_LIMITS.analyses.defaultLimit) : 0
  useLastPageWhenPastTheEnd({ pastTheEnd: Boolean(list && list.results.length === 0 && page > 1), pages, searchOf: listPageSearch })

  const chooseSort = (next: AnalysisSort) => {
    rememberAnalysisSort(next)
    navigate({ search: (previous) => ({ ...previous, sort: next, list_page: undefined }), replace: true, resetScroll: false })
  }

  return (
    <section aria-labelledby="test-results-heading" className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="test-results-heading" className="flex items-center gap-2 text-xl font-semibold">
          <FormattedMessage id="testResults.title" />
          <BetaBadge />
        </h2>
        {mayAnalyse ? (
          <Button onClick={() => setUploading(true)}>
            <UploadIcon aria-hidden className="size-4" />
            <FormattedMessage id="testResults.upload" />
          </Button>
        ) : (
          <Link to="/{-$lang}/subscription" params={{ lang: langParam(locale) }} className={buttonVariants({ variant: 'outline' })}>
            <LockIcon aria-hidden className="size-4" />
            <FormattedMessage id="testResults.unlock" />
          </Link>
        )}
      </div>
      <p className="text-sm text-muted">
        <FormattedMessage id="testResults.intro" />
      </p>
      {list && list.total > 0 && <SortSelect sort={sort} onChange={chooseSort} />}
      {query.isError && !list ? (
        <p role="alert" className="text-sm text-red-700">
          <FormattedMessage id="testResults.load_failed" />
        </p>
      ) : !list ? null : list.total === 0 ? (
        <Card className="flex flex-col items-center gap-3 border-dashed text-center">
          <FlaskConicalIcon aria-hidden className="size-10 text-brand-600" />
          <p className="font-semibold">
            <FormattedMessage id="testResults.empty_title" />
          </p>
          <p className="text-sm text-muted">
            <FormattedMessage id={mayAnalyse ? 'testResults.empty_text' : 'testResults.empty_text_locked'} />
          </p>
        </Card>
      ) : (
        <ul className="flex flex-col gap-3">
          {list.results.map((analysis) => (
            <li key={analysis.id}>
              <AnalysisRowCard analysis={analysis} />
            </li>
          ))}
        </ul>
      )}
      {pages > 1 && <AccountPager page={page} pages={pages} searchOf={listPageSearch} messages={PAGER_MESSAGES} />}
      {uploading && <AnalysisUploadDialog onClose={() => setUploading(false)} />}
    </section>
  )
}

const PAGER_MESSAGES: PagerMessages = {
  nav: 'testResults.pages',
  previous: 'testResults.page_previous',
  next: 'testResults.page_next',
  pageOf: 'testResults.page_of',
}

const SORT_MESSAGE: Record<AnalysisSort, string> = {
  1: 'testResults.sort_oldest',
  2: 'testResults.sort_newest',
  3: 'testResults.sort_a_z',
  4: 'testResults.sort_z_a',
}

function SortSelect({ sort, onChange }: { sort: AnalysisSort; onChange: (sort: AnalysisSort) => void }) {
  const intl = useIntl()
  const id = useId()
  return (
    <div className="flex items-center gap-2">
      <Label htmlFor={id}>
        <FormattedMessage id="testResults.sort_label" />
      </Label>
      <NativeSelect id={id} className="w-auto" value={sort} onChange={(event) => onChange(Number(event.target.value) as AnalysisSort)}>
        {ANALYSIS_SORTS.map((option) => (
          <option key={option} value={option}>
            {intl.formatMessage({ id: SORT_MESSAGE[option] })}
          </option>
        ))}
      </NativeSelect>
    </div>
  )
}

/** One analysis: its title and day, and where it stands (being read, read with its summary, or failed). */
function AnalysisRowCard({ analysis }: { analysis: AnalysisRow }) {
  const intl = useIntl()
  const locale = useLocale()
  const zone = usePatientZone()
  const headingId = useId()
  const [confirming, setConfirming] = useState(false)
  return (
    <Card as="article" aria-labelledby={headingId} className="flex items-center gap-4">
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <h3 id={headingId} className="font-semibold">
          <Link
            to="/{-$lang}/account"
            params={{ lang: langParam(locale) }}
            search={testResultsSearch(analysis.id)}
            className="rounded-sm break-words hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <Bdi>{analysisFileName(analysis.title)}</Bdi>
          </Link>
        </h3>
        <p className="text-sm text-muted">
          <time dateTime={analysis.created_at}>{formatDate(analysis.created_at, zone, locale)}</time>
        </p>
        <AnalysisStatusLine analysis={analysis} />
      </div>
      <Button
        variant="ghost"
        size="icon"
        aria-label={intl.formatMessage({ id: 'testResults.delete_named' }, { title: `\u2068${analysisFileName(analysis.title)}\u2069` })}
        onClick={() => setConfirming(true)}
      >
        <Trash2Icon aria-hidden className="size-4" />
      </Button>
      {confirming && <DeleteAnalysisDialog analysis={analysis} onClose={() => setConfirming(false)} />}
    </Card>
  )
}

function AnalysisStatusLine({ analysis }: { analysis: AnalysisRow }) {
  if (analysis.status === ANALYSIS_STATUS.processing)
    return (
      <p className="flex items-center gap-2 text-sm text-brand-700">
        {/* The words say it: one spinning mark, no second announcement per row. */}
        <LoaderCircleIcon aria-hidden className="size-4 animate-spin" />
        <FormattedMessage id="testResults.status_processing" />
      </p>
    )
  if (analysis.status === ANALYSIS_STATUS.error)
    return (
      <p className="text-sm text-red-700">
        <FormattedMessage id="testResults.status_error" />
      </p>
    )
  return analysis.summary ? <p className="text-sm">{analysis.summary}</p> : null
}
