import { useQuery } from '@tanstack/react-query'
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl'
import { DoctorAvatar } from '~/components/doctors/DoctorAvatar'
import { Button } from '~/components/ui/button'
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '~/components/ui/dialog'
import { Spinner } from '~/components/ui/spinner'
import { documentQueries } from '~/queries/documents'

/**
 * Who read what (issue 29): every download of a shared file by a doctor, newest first, for one
 * file or the files of one folder and below. The patient sees each doctor, file and moment.
 */
export function AccessLogDialog({
  target,
  name,
  onClose,
}: {
  target: { folderId?: string; fileId?: string }
  name: string
  onClose: () => void
}) {
  const intl = useIntl()
  const log = useQuery(documentQueries.accessLog(target))
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            <FormattedMessage id="documents.access_log_title" />
          </DialogTitle>
          <DialogDescription>
            <FormattedMessage id="documents.access_log_text" values={{ name: <bdi>{name}</bdi> }} />
          </DialogDescription>
        </DialogHeader>
        {log.isPending ? (
          <Spinner label={intl.formatMessage({ id: 'documents.loading' })} />
        ) : !log.data?.length ? (
          <p className="text-sm text-muted">
            <FormattedMessage id="documents.access_log_empty" />
          </p>
        ) : (
          <ol className="flex max-h-80 flex-col divide-y divide-slate-200 overflow-y-auto">
            {log.data.map((entry) => {
              const doctor = `${entry.doctor.first_name} ${entry.doctor.last_name}`
              return (
                <li key={entry.id} className="flex items-center gap-3 py-2 text-sm">
                  <DoctorAvatar src={entry.doctor.avatar ?? null} name={doctor} decorative className="size-8 text-xs" />
                  <p className="min-w-0 flex-1">
                    <FormattedMessage
                      id="documents.access_log_entry"
                      values={{ doctor: <bdi className="font-medium">{doctor}</bdi>, file: <bdi>{entry.file_name}</bdi> }}
                    />
                  </p>
                  <time dateTime={entry.at} className="shrink-0 text-xs text-muted">
                    <FormattedDate value={entry.at} dateStyle="medium" timeStyle="short" />
                  </time>
                </li>
              )
            })}
          </ol>
        )}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">
              <FormattedMessage id="documents.close" />
            </Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
