import { useMutation } from '@tanstack/react-query'
import { FormattedMessage, useIntl } from 'react-intl'
import { formValidationLogic, useAppForm } from '~/components/form/form-hook'
import { serverErrorTarget } from '~/components/form/server-errors'
import { enterPhoneSchema } from '~/lib/auth-forms'
import { authMutations } from '~/queries/auth'
import { useAuthOverlay } from '../overlay-context'
import { StepForm, follow, useStepCall } from './shared'

/** The phone number alone; the API saves it unverified and texts a code. */
export function EnterPhoneStep() {
  const intl = useIntl()
  const overlay = useAuthOverlay()
  const stepCall = useStepCall()
  const sendCode = useMutation(authMutations.sendPhoneCode())
  const form = useAppForm({
    defaultValues: { phone: '' },
    validationLogic: formValidationLogic(),
    validators: { onDynamic: enterPhoneSchema },
    onSubmit: async ({ value, formApi }) => {
      const send = () => sendCode.mutateAsync(value.phone)
      if (!(await stepCall(send, serverErrorTarget(['phone'], formApi), { blockedOnTooMany: true }))) return
      await follow(overlay, { type: 'phoneEntered' })
    },
  })
  return (
    <StepForm
      form={form}
      title={<FormattedMessage id="auth.enter_phone_title" />}
      description={<FormattedMessage id="auth.enter_phone_text" />}
      submit={<FormattedMessage id="auth.send_code" />}
    >
      <form.AppField name="phone">{(field) => <field.PhoneField label={intl.formatMessage({ id: 'auth.phone' })} />}</form.AppField>
    </StepForm>
  )
}
