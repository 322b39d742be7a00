import { useIntl } from 'react-intl'
import * as v from 'valibot'
import type { ButtonProps } from '~/components/ui/button'
import { formValidationLogic, useAppForm } from '~/components/form/form-hook'
import { serverErrorTarget } from '~/components/form/server-errors'
import { submitChange } from '~/components/shared/show-result'
import type { ActionResult } from '~/lib/action-results'
import { FormDialog } from '~/components/shared/FormDialog'

/** A one-field form schema from `contract/` (`noteForm`, `cancelForm`): its one key is the API's field name. */
type OneTextForm<TName extends string> = v.ObjectSchema<Record<TName, v.GenericSchema<string, string>>, undefined>

/**
 * An appointment dialog whose whole form is one text (a note for the doctor, a cancellation's
 * reason): validated by the contract's schema, sent by `send`, the API's field errors put on the
 * text, the text kept on failure, the dialog closed and `successId` toasted on success.
 */
export function TextFieldDialog<TName extends string>({
  open,
  onOpenChange,
  name,
  schema,
  send,
  successId,
  labelId,
  maxLength,
  quietErrors,
  ...dialog
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  name: TName
  schema: OneTextForm<TName>
  send: (text: string) => Promise<ActionResult<unknown>>
  successId: string
  labelId: string
  maxLength: number
  /** the field is only marked when empty, with no message (the cancellation's reason, spec part 1 §5) */
  quietErrors?: boolean
  titleId: string
  descriptionId: string
  closeId?: string
  submitId: string
  submitVariant?: ButtonProps['variant']
}) {
  const intl = useIntl()
  const form = useAppForm({
    defaultValues: { [name]: '' } as Record<string, string>,
    validationLogic: formValidationLogic(),
    validators: { onDynamic: schema },
    onSubmit: ({ value, formApi }) =>
      submitChange(intl, send(v.parse(schema, value)[name]), {
        successId,
        fields: serverErrorTarget([name], formApi),
        done: () => onOpenChange(false),
      }),
  })
  return (
    <FormDialog form={form} open={open} onOpenChange={onOpenChange} {...dialog}>
      <form.AppField name={name}>
        {(field) => (
          <field.TextareaField
            label={intl.formatMessage({ id: labelId })}
            maxLength={maxLength}
            required
            aria-required="true"
            quietErrors={quietErrors}
          />
        )}
      </form.AppField>
    </FormDialog>
  )
}
