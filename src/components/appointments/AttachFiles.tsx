import { useMutation } from '@tanstack/react-query'
import { FormattedMessage, useIntl } from 'react-intl'
import { FileUploadField, useFileUploads } from '~/components/uploads/FileUploads'
import { Button } from '~/components/ui/button'
import { useLocale } from '~/i18n/useLocale'
import { appointmentMutations } from '~/queries/appointments'
import { changeToasts } from './change-toasts'

/**
 * Attach files to an appointment (spec part 1 §5, §8): the chosen files upload at once; Save adds
 * the uploaded ones, and is off while nothing is chosen or an upload runs.
 */
export function AttachFiles({ appointmentId }: { appointmentId: string }) {
  const intl = useIntl()
  const locale = useLocale()
  const uploads = useFileUploads()
  const save = useMutation(appointmentMutations.addFiles(locale, appointmentId))
  return (
    <div className="flex flex-col gap-2">
      <FileUploadField uploads={uploads} />
      <Button
        className="self-start"
        disabled={uploads.uploaded.length === 0 || uploads.busy || save.isPending}
        onClick={() => save.mutate(uploads.uploaded, changeToasts(intl, 'appointments.files_saved', { done: uploads.clear }))}
      >
        <FormattedMessage id="appointments.save_files" />
      </Button>
    </div>
  )
}
