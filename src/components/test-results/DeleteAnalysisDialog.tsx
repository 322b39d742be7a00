import { useMutation } from '@tanstack/react-query'
import { FormattedMessage, useIntl } from 'react-intl'
import { changeToasts } from '~/components/shared/show-result'
import { Bdi } from '~/components/ui/bidi'
import { Button } from '~/components/ui/button'
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '~/components/ui/dialog'
import { analysisMutations } from '~/queries/analyses'
import { analysisFileName } from '~/lib/analysis-file-name'

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
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent role="alertdialog">
        <DialogHeader>
          <DialogTitle>
            <FormattedMessage id="testResults.delete_title" />
          </DialogTitle>
          <DialogDescription>
            <FormattedMessage id="testResults.delete_text" values={{ title: <Bdi>{analysisFileName(analysis.title)}</Bdi> }} />
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">
              <FormattedMessage id="testResults.cancel" />
            </Button>
          </DialogClose>
          <Button
            variant="destructive"
            disabled={remove.isPending}
            aria-busy={remove.isPending}
            onClick={() =>
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
          >
            <FormattedMessage id="testResults.delete" />
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
