import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { formValidationLogic, useAppForm } from '~/components/form/form-hook'
import { Card } from '~/components/ui/card'
import { Button } from '~/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '~/components/ui/dialog'
import { changePasswordSchema, type ChangePasswordValues } from '~/lib/account-forms'
import { useMutation } from '@tanstack/react-query'
import { accountMutations } from '~/queries/account'
import { GeneralError, useAccountSave } from './save-failure'

const FIELDS = ['current_password', 'password', 'repeat_password'] as const
const EMPTY: ChangePasswordValues = { current_password: '', password: '', repeat_password: '' }

/** Settings › change password; success opens the password-updated modal (spec part 1 §2). */
export function ChangePasswordCard() {
  const intl = useIntl()
  const [updated, setUpdated] = useState(false)
  const t = (id: string) => intl.formatMessage({ id })

  const { generalError, save } = useAccountSave(FIELDS)
  const changePassword = useMutation(accountMutations.changePassword())
  const form = useAppForm({
    defaultValues: EMPTY,
    validationLogic: formValidationLogic(),
    validators: { onDynamic: changePasswordSchema },
    onSubmit: ({ value, formApi }) =>
      save(
        formApi,
        () => changePassword.mutateAsync(value),
        () => {
          formApi.reset()
          setUpdated(true)
        },
      ),
  })

  return (
    <Card as="section" padding="lg" aria-labelledby="change-password-heading">
      <h3 id="change-password-heading" className="mb-4 text-lg font-semibold">
        <FormattedMessage id="account.change_password" />
      </h3>
      <form.AppForm>
        <form.Form>
          <form.AppField name="current_password">{(field) => <field.PasswordField label={t('account.current_password')} />}</form.AppField>
          <form.AppField name="password">
            {(field) => <field.PasswordField label={t('account.new_password')} autoComplete="new-password" />}
          </form.AppField>
          <form.AppField name="repeat_password">
            {(field) => <field.PasswordField label={t('account.repeat_password')} autoComplete="new-password" />}
          </form.AppField>
          <GeneralError message={generalError} />
          <form.SubmitButton className="self-start">
            <FormattedMessage id="account.update_password" />
          </form.SubmitButton>
        </form.Form>
      </form.AppForm>
      <Dialog open={updated} onOpenChange={setUpdated}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>
              <FormattedMessage id="account.password_updated_title" />
            </DialogTitle>
            <DialogDescription>
              <FormattedMessage id="account.password_updated_text" />
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button onClick={() => setUpdated(false)}>
              <FormattedMessage id="account.ok" />
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </Card>
  )
}
