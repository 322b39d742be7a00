import { FormattedMessage, useIntl } from 'react-intl'
import { formValidationLogic, useAppForm } from '~/components/form/form-hook'
import { serverErrorTarget } from '~/components/form/server-errors'
import { Button } from '~/components/ui/button'
import { useLocale } from '~/i18n/useLocale'
import { createPasswordSchema, forgotSchema } from '~/lib/auth-forms'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { authMutations, authQueries } from '~/queries/auth'
import { useAuthOverlay } from '../overlay-context'
import { StepForm, StepHeader, StepLink, follow, useStepCall } from './shared'

export function ForgotPasswordStep() {
  const intl = useIntl()
  const overlay = useAuthOverlay()
  const stepCall = useStepCall()
  const forgot = useMutation(authMutations.forgotPassword())
  const form = useAppForm({
    defaultValues: { email: overlay.email },
    validationLogic: formValidationLogic(),
    validators: { onDynamic: forgotSchema },
    onSubmit: async ({ value, formApi }) => {
      if (!(await stepCall(() => forgot.mutateAsync(value), serverErrorTarget(['email'], formApi)))) return
      await follow(overlay, { type: 'forgotSubmitted' })
    },
  })
  return (
    <>
      <StepForm
        form={form}
        title={<FormattedMessage id="auth.forgot_title" />}
        description={<FormattedMessage id="auth.forgot_text" />}
        submit={<FormattedMessage id="auth.forgot_submit" />}
      >
        <form.AppField name="email">{(field) => <field.EmailField label={intl.formatMessage({ id: 'auth.email' })} />}</form.AppField>
      </StepForm>
      <p className="text-center text-sm">
        <StepLink step="login">{intl.formatMessage({ id: 'auth.back_to_login' })}</StepLink>
      </p>
    </>
  )
}

export function ForgotPasswordSuccessStep() {
  const overlay = useAuthOverlay()
  return (
    <>
      <StepHeader
        title={<FormattedMessage id="auth.forgot_success_title" />}
        description={<FormattedMessage id="auth.forgot_success_text" />}
      />
      <Button className="w-full" onClick={() => overlay.goTo('login')}>
        <FormattedMessage id="auth.back_to_login" />
      </Button>
    </>
  )
}

/**
 * A new password from the e-mailed link; the key comes from `?key=` (without one: back to login).
 * The link is checked as the page opens (without spending it): a used or expired one says so at
 * once and offers a new link instead of a form that cannot work.
 */
export function CreatePasswordStep() {
  const locale = useLocale()
  const key = useAuthOverlay().search.key ?? ''
  const check = useQuery({ ...authQueries.resetKey(locale, key), enabled: Boolean(key) })
  if (check.data && !check.data.ok && check.data.code === INVALID_KEY) return <ResetLinkInvalid />
  return <CreatePasswordForm resetKey={key} />
}

const INVALID_KEY = 'invalid_reset_key'

function ResetLinkInvalid() {
  const overlay = useAuthOverlay()
  return (
    <>
      <StepHeader
        title={<FormattedMessage id="auth.reset_link_invalid_title" />}
        description={<FormattedMessage id="auth.reset_link_invalid_text" />}
      />
      <Button className="w-full" onClick={() => overlay.goTo('forgotPassword')}>
        <FormattedMessage id="auth.reset_link_new" />
      </Button>
    </>
  )
}

function CreatePasswordForm({ resetKey: key }: { resetKey: string }) {
  const intl = useIntl()
  const locale = useLocale()
  const overlay = useAuthOverlay()
  const queryClient = useQueryClient()
  const stepCall = useStepCall()
  const reset = useMutation(authMutations.resetPassword())
  const t = (id: string) => intl.formatMessage({ id })
  const form = useAppForm({
    defaultValues: { password: '', confirm_password: '' },
    validationLogic: formValidationLogic(),
    validators: { onDynamic: createPasswordSchema },
    onSubmit: async ({ value, formApi }) => {
      if (!key) return overlay.goTo('login')
      const resetWithKey = async () => {
        const result = await reset.mutateAsync({ key, password: value.password })
        // The link ran out while the patient typed: the same screen as on opening it.
        if (!result.ok && result.code === INVALID_KEY) queryClient.setQueryData(authQueries.resetKey(locale, key).queryKey, result)
        return result
      }
      if (!(await stepCall(resetWithKey, serverErrorTarget(['password'], formApi)))) return
      await follow(overlay, { type: 'passwordReset' })
    },
  })
  return (
    <>
      <StepForm
        form={form}
        title={<FormattedMessage id="auth.create_password_title" />}
        description={<FormattedMessage id="auth.create_password_text" />}
        submit={<FormattedMessage id="auth.create_password_submit" />}
      >
        <form.AppField name="password">{(field) => <field.PasswordField label={t('auth.new_password')} strength />}</form.AppField>
        <form.AppField name="confirm_password">
          {(field) => <field.PasswordField label={t('auth.confirm_password')} autoComplete="new-password" />}
        </form.AppField>
      </StepForm>
    </>
  )
}

export function CreatePasswordSuccessStep() {
  const overlay = useAuthOverlay()
  return (
    <>
      <StepHeader
        title={<FormattedMessage id="auth.create_password_success_title" />}
        description={<FormattedMessage id="auth.create_password_success_text" />}
      />
      <Button className="w-full" onClick={() => void follow(overlay, { type: 'passwordResetAcknowledged' })}>
        <FormattedMessage id="auth.login_submit" />
      </Button>
    </>
  )
}
