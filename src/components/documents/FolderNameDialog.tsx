import { useMutation } from '@tanstack/react-query'
import { useIntl } from 'react-intl'
import * as v from 'valibot'
import { FOLDER_NAME_MAX, folderForm } from '#contract/documents'
import { formValidationLogic, useAppForm } from '~/components/form/form-hook'
import { serverErrorTarget } from '~/components/form/server-errors'
import { FormDialog } from '~/components/shared/FormDialog'
import { submitChange } from '~/components/shared/show-result'
import { documentMutations, type DocumentFolder } from '~/queries/documents'

/**
 * A new folder in the one open (the root when `parentId` is null), or a folder's new name (spec
 * part 2 §5): required, at most 255 characters, the save button off while the name is empty.
 */
export function FolderNameDialog({
  folder,
  parentId,
  onClose,
}: {
  /** the folder to rename; none creates one */
  folder?: DocumentFolder
  parentId: string | null
  onClose: () => void
}) {
  const intl = useIntl()
  const save = useMutation(documentMutations.saveFolder())
  const form = useAppForm({
    defaultValues: { name: folder?.name ?? '' },
    validationLogic: formValidationLogic(),
    validators: { onDynamic: folderForm },
    onSubmit: ({ value, formApi }) =>
      submitChange(intl, save.mutateAsync({ name: v.parse(folderForm, value).name, id: folder?.id, parentId }), {
        successId: folder ? 'documents.folder_renamed' : 'documents.folder_created',
        fields: serverErrorTarget(['name'], formApi),
        done: onClose,
      }),
  })
  return (
    <form.Subscribe selector={(state) => state.values.name.trim() === ''}>
      {(empty) => (
        <FormDialog
          form={form}
          open
          onOpenChange={(open) => (open ? undefined : onClose())}
          titleId={folder ? 'documents.rename_folder_title' : 'documents.create_folder_title'}
          closeId="documents.cancel"
          submitId="documents.save"
          submitDisabled={empty}
        >
          <form.AppField name="name">
            {(field) => (
              <field.TextField
                label={intl.formatMessage({ id: 'documents.folder_name' })}
                maxLength={FOLDER_NAME_MAX}
                required
                aria-required="true"
                autoComplete="off"
              />
            )}
          </form.AppField>
        </FormDialog>
      )}
    </form.Subscribe>
  )
}
