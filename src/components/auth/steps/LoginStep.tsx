import { useMutation, useQuery } from '@tanstack/react-query'
import { useRouterState } from '@tanstack/react-router'
import { FormattedMessage, useIntl } from 'react-intl'
import { formValidationLogic, useAppForm } from '~/components/form/form-hook'
import { serverErrorTarget } from '~/components/form/server-errors'
import { Button } from '~/components/ui/button'
import { useLocale } from '~/i18n/useLocale'
import { loginSchema } from '~/lib/auth-forms'
import { authMutations, authQueries } from '~/queries/auth'
import { useAuthOverlay } from '../overlay-context'
import { StepForm, StepLink, useStepCall } from './shared'

const FIELDS = ['email', 'password'] as const

export function LoginStep() {
  const intl = useIntl()
  const locale = useLocale()
  const overlay = useAuthOverlay()
  const stepCall = useStepCall()
  const signIn = useMutation(authMutations.signIn())
  const providers = useQuery(authQueries.providers())
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const t = (id: string) => intl.formatMessage({ id })

  const form = useAppForm({
    defaultValues: { email: overlay.email, password: '' },
    validationLogic: formValidationLogic(),
    validators: { onDynamic: loginSchema },
    onSubmit: async ({ value, formApi }) => {
      const result = await stepCall(() => signIn.mutateAsync(value), serverErrorTarget(FIELDS, formApi))
      if (!result) return
      if (result.auth2fa) return overlay.goTo('twoFaVerification')
      await overlay.continueAfterSignIn()
    },
  })

  return (
    <>
      <StepForm
        form={form}
        title={<FormattedMessage id="auth.login_title" />}
        description={<FormattedMessage id="auth.login_text" />}
        submit={<FormattedMessage id="auth.login_submit" />}
      >
        <form.AppField name="email">{(field) => <field.EmailField label={t('auth.email')} />}</form.AppField>
        <form.AppField name="password">{(field) => <field.PasswordField label={t('auth.password')} />}</form.AppField>
        <StepLink step="forgotPassword" className="self-end text-sm font-medium text-brand-600 underline-offset-4 hover:underline">
          <FormattedMessage id="auth.forgot_link" />
        </StepLink>
      </StepForm>
      {providers.data && providers.data.length > 0 && (
        <div className="flex flex-col gap-2">
          <p className="text-center text-sm text-muted">
            <FormattedMessage id="auth.or" />
          </p>
          {providers.data.map((provider) => (
            <Button key={provider} variant="outline" asChild className="w-full">
              {/* A full page load: the server route starts OAuth and redirects to the provider. */}
              <a href={`/api/auth/${provider}?${new URLSearchParams({ lang: locale, returnTo: pathname })}`}>
                <FormattedMessage id={provider === 'google' ? 'auth.continue_google' : 'auth.continue_apple'} />
              </a>
            </Button>
          ))}
        </div>
      )}
      <p className="text-center text-sm">
        <FormattedMessage id="auth.no_account" /> <StepLink step="signUp">{t('auth.sign_up_link')}</StepLink>
      </p>
    </>
  )
}
