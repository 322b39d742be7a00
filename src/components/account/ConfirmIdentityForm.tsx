import { FormattedMessage, useIntl } from 'react-intl'
import { formValidationLogic, useAppForm } from '~/components/form/form-hook'
import { Button } from '~/components/ui/button'
import { DialogFooter } from '~/components/ui/dialog'
import { EMPTY_IDENTITY_PROOF, IDENTITY_PROOF_FIELDS, identityProof, type IdentityProof } from '~/lib/identity-proof'
import type { ActionResult } from '~/lib/action-results'
import { GeneralError, useAccountSave } from './save-failure'

/**
 * The re-authentication field inside a sensitive change's dialog (ADR 0010): the current password,
 * or with 2FA on the authenticator code. The API's field errors land on it; `onConfirm` makes the
 * change with the proof and `onDone` follows a success.
 */
export function ConfirmIdentityForm<T>({
  auth2fa,
  submitLabel,
  onConfirm,
  onDone,
  onCancel,
}: {
  auth2fa: boolean
  submitLabel: string
  onConfirm: (proof: IdentityProof) => Promise<ActionResult<T>>
  onDone: (data: T) => void
  onCancel: () => void
}) {
  const intl = useIntl()
  const t = (id: string) => intl.formatMessage({ id })
  const { generalError, save } = useAccountSave(IDENTITY_PROOF_FIELDS)
  const form = useAppForm({
    defaultValues: EMPTY_IDENTITY_PROOF,
    validationLogic: formValidationLogic(),
    onSubmit: ({ value, formApi }) => save(formApi, () => onConfirm(identityProof(value, auth2fa)), onDone),
  })

  return (
    <form.AppForm>
      <form.Form>
        <p className="text-sm text-muted">
          <FormattedMessage id={auth2fa ? 'account.confirm_identity_code' : 'account.confirm_identity_password'} />
        </p>
        {auth2fa ? (
          <form.AppField name="otp">{(field) => <field.CodeField label={t('account.two_factor_code')} />}</form.AppField>
        ) : (
          <form.AppField name="current_password">{(field) => <field.PasswordField label={t('account.current_password')} />}</form.AppField>
        )}
        <GeneralError message={generalError} />
        <DialogFooter>
          <Button variant="outline" onClick={onCancel}>
            <FormattedMessage id="account.cancel" />
          </Button>
          <form.SubmitButton>{submitLabel}</form.SubmitButton>
        </DialogFooter>
      </form.Form>
    </form.AppForm>
  )
}
