import { useAppForm } from '~/components/form/form-hook'
import { FileUploadField } from '~/components/uploads/FileUploads'
import type { AppointmentDetails } from './AppointmentPage'
import type { AppointmentDialogProps } from './appointment-dialogs'
import { useAttachFiles } from './AttachFiles'
import { FormDialog } from '~/components/shared/FormDialog'

/** Attach files from the options dialog (spec part 1 §2 "addFile"): the files tab's upload and save, in a dialog that closes once they are added. */
export default function AddFileDialog({ appointment, open, onOpenChange }: AppointmentDialogProps<AppointmentDetails>) {
  const attach = useAttachFiles(appointment.id, () => onOpenChange(false))
  // No fields of its own: the uploads are the form's value, saved as the files tab saves them.
  const form = useAppForm({ onSubmit: attach.save })
  return (
    <FormDialog
      form={form}
      open={open}
      onOpenChange={onOpenChange}
      titleId="appointments.attach_files"
      submitId="appointments.save_files"
      submitDisabled={!attach.canSave}
    >
      <FileUploadField uploads={attach.uploads} />
    </FormDialog>
  )
}
