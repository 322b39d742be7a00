import { useMutation } from '@tanstack/react-query'
import { FormattedMessage, useIntl } from 'react-intl'
import * as v from 'valibot'
import { formValidationLogic, useAppForm } from '~/components/form/form-hook'
import { serverErrorTarget } from '~/components/form/server-errors'
import { submitChange } from '~/components/shared/show-result'
import { useLocale } from '~/i18n/useLocale'
import { appointmentMutations } from '~/queries/appointments'
import { linkForm } from '#contract/appointment-fields'

/**
 * The files tab's link (spec part 1 §2, §5) on the one form hook: an address (the contract's
 * `linkForm`), Enter adds it; an invalid one is not added and says why beside the field, as does the
 * API's refusal. The appointment page renders it on the server and loads its code when the patient
 * starts on it (`HydrateLater`, ADR 0054).
 */
export default function AddLinkForm({ appointmentId }: { appointmentId: string }) {
  const intl = useIntl()
  const locale = useLocale()
  const add = useMutation(appointmentMutations.addLinks(locale, appointmentId))

  const form = useAppForm({
    defaultValues: { link: '' },
    validationLogic: formValidationLogic(),
    validators: { onDynamic: linkForm },
    onSubmit: async ({ value, formApi }) => {
      // The address as the contract gives it (trimmed); the validator has passed it already.
      const checked = v.safeParse(linkForm, value)
      if (!checked.success) return
      // The API's rule on the link (the same as above) goes beside it, and so does any other refusal.
      const { setError } = serverErrorTarget(['link'], formApi)
      const besideField = (message: string) => setError('link', message)
      await submitChange(intl, add.mutateAsync([checked.output.link]), {
        successId: 'appointments.links_added',
        done: () => formApi.reset(),
        showFieldErrors: (messages) => besideField(messages[0] ?? ''),
        general: besideField,
      })
    },
  })

  return (
    <form.AppForm>
      <form.Form className="flex flex-col gap-1.5">
        <form.AppField name="link">
          {(field) => (
            <field.TextField
              label={intl.formatMessage({ id: 'appointments.add_link_label' })}
              type="url"
              dir="ltr"
              inputMode="url"
              placeholder="https://"
              action={
                <form.Subscribe selector={(state) => state.values.link.trim() === ''}>
                  {(empty) => (
                    <form.SubmitButton disabled={empty}>
                      <FormattedMessage id="appointments.add_link" />
                    </form.SubmitButton>
                  )}
                </form.Subscribe>
              }
            />
          )}
        </form.AppField>
      </form.Form>
    </form.AppForm>
  )
}
