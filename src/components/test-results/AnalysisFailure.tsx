import { useState } from 'react'
import { useNavigate } from '@tanstack/react-router'
import { useMutation } from '@tanstack/react-query'
import { FormattedMessage, useIntl } from 'react-intl'
import { CircleAlertIcon, RotateCcwIcon, Trash2Icon } from 'lucide-react'
import { changeToasts } from '~/components/shared/show-result'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { langParam } from '~/i18n/locales'
import { useLocale } from '~/i18n/useLocale'
import { analysisMutations, type Analysis } from '~/queries/analyses'
import { AnalysisUploadDialog, DeleteAnalysisDialog } from './lazy-parts'
import { testResultsSearch } from './test-results-links'

/** Why an analysis failed, as the API says it (the analysis' `error`). */
const FAILURES: ReadonlyArray<string> = ['analysis_no_values', 'analysis_unreadable', 'analysis_file_gone', 'analysis_failed']

/** The failure screen (spec part 2 §8): oops, what went wrong with the upload, and a retry. */
export function AnalysisFailure({ analysis }: { analysis: Analysis }) {
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
