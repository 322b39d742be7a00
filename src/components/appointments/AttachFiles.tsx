import { useMutation } from '@tanstack/react-query'
import { FormattedMessage, useIntl } from 'react-intl'
import { FileUploadField, useFileUploads } from '~/components/uploads/FileUploads'
import { Button } from '~/components/ui/button'
import { useLocale } from '~/i18n/useLocale'
import { appointmentMutations } from '~/queries/appointments'
import { submitChange } from '~/components/shared/show-result'

/**
 * Attaching files to an appointment (spec part 1 §5, §8): the chosen files upload at once; saving adds
 * the uploaded ones, and is off while nothing is chosen or an upload runs. `done` runs once they are added.
 */
export function useAttachFiles(appointmentId: string, done?: () => void) {
  const intl = useIntl()
  const locale = useLocale()
  const uploads = useFileUploads()
  const save = useMutation(appointmentMutations.addFiles(locale, appointmentId))
  return {
    uploads,
    canSave: uploads.uploaded.length > 0 && !uploads.busy && !save.isPending,
    save: () =>
      submitChange(intl, save.mutateAsync(uploads.uploaded), {
        successId: 'appointments.files_saved',
        done: () => {
          uploads.clear()
          done?.()
        },
      }),
  }
}

/** The files tab's attach field and its Save button. */
export function AttachFiles({ appointmentId }: { appointmentId: string }) {
  const attach = useAttachFiles(appointmentId)
  return (
    <div className="flex flex-col gap-2">
      <FileUploadField uploads={attach.uploads} />
      <Button className="self-start" disabled={!attach.canSave} onClick={() => void attach.save()}>
        <FormattedMessage id="appointments.save_files" />
      </Button>
    </div>
  )
}
