import { useMutation } from '@tanstack/react-query'
import { FormattedMessage, useIntl } from 'react-intl'
import { ConfirmDialog } from '~/components/shared/ConfirmDialog'
import { changeToasts } from '~/components/shared/show-result'
import { Bdi } from '~/components/ui/bidi'
import { analysisFileName } from '~/lib/analysis-file-name'
import { analysisMutations } from '~/queries/analyses'

/** Deleting asks first: the values read go, the file stays in the patient's documents. */
export function DeleteAnalysisDialog({
  analysis,
  onClose,
  onDeleted,
}: {
  analysis: { id: string; title: string }
  onClose: () => void
  onDeleted?: () => void
}) {
  const intl = useIntl()
  const remove = useMutation(analysisMutations.delete())
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={<FormattedMessage id="testResults.delete_title" />}
      description={<FormattedMessage id="testResults.delete_text" values={{ title: <Bdi>{analysisFileName(analysis.title)}</Bdi> }} />}
      confirmLabel={<FormattedMessage id="testResults.delete" />}
      confirmVariant="destructive"
      cancelLabel={<FormattedMessage id="testResults.cancel" />}
      pending={remove.isPending}
      onConfirm={() =>
        remove.mutate(
          analysis.id,
          changeToasts(intl, 'testResults.deleted', {
            done: () => {
              onClose()
              onDeleted?.()
            },
          }),
        )
      }
    />
  )
}
