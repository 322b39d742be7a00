import { useEffect, useState } from 'react'
import { useMutation } from '@tanstack/react-query'
import { FormattedMessage, useIntl } from 'react-intl'
import { formValidationLogic, useAppForm } from '~/components/form/form-hook'
import { applyServerErrors, serverErrorTarget } from '~/components/form/server-errors'
import { SiteLink } from '~/components/layout/SiteLink'
import { Button } from '~/components/ui/button'
import { useLocale } from '~/i18n/useLocale'
import { signUpEmailSchema, signUpSchema } from '~/lib/auth-forms'
import type { FieldError } from '~/lib/field-errors'
import { authMutations } from '~/queries/auth'
import { useAuthOverlay } from '../overlay-context'
import { StepForm, StepLink, follow, settled, useFailureHandler } from './shared'

const DETAIL_FIELDS = ['first_name', 'last_name', 'password', 'agree'] as const
const linkClass = 'font-medium text-brand-600 underline'

/** Sign-up in two steps (spec part 1 §2): the e-mail, then names, password and the agreement. */
export function SignUpStep() {
  const [stage, setStage] = useState<'email' | 'details'>('email')
  const [email, setEmail] = useState('')
  /** A server error about the e-mail (e.g. taken) sends the visitor back to step one, on that field. */
  const [emailErrors, setEmailErrors] = useState<FieldError[]>([])
  if (stage === 'email') {
    return (
      <EmailStage
        initialEmail={email}
        serverErrors={emailErrors}
        onDone={(value) => {
          setEmailErrors([])
          setEmail(value)
          setStage('details')
        }}
      />
    )
  }
  return (
    <DetailsStage
      email={email}
      onBack={() => setStage('email')}
      onEmailRejected={(errors) => {
        setEmailErrors(errors)
        setStage('email')
      }}
    />
  )
}

function EmailStage({ initialEmail, serverErrors, onDone }: { initialEmail: string; serverErrors: FieldError[]; onDone: (email: string) => void }) {
  const intl = useIntl()
  const form = useAppForm({
    defaultValues: { email: initialEmail },
    validationLogic: formValidationLogic(),
    validators: { onDynamic: signUpEmailSchema },
    onSubmit: ({ value }) => onDone(value.email.trim()),
  })
  useEffect(() => {
    const target = serverErrorTarget(['email'] as const, form)
    applyServerErrors(serverErrors, target.fields, target.setError)
  }, [form, serverErrors])
  return (
    <>
      <StepForm
        form={form}
        title={<FormattedMessage id="auth.sign_up_title" />}
        description={<FormattedMessage id="auth.sign_up_text" />}
        submit={<FormattedMessage id="auth.continue" />}
      >
        <form.AppField name="email">{(field) => <field.EmailField label={intl.formatMessage({ id: 'auth.email' })} />}</form.AppField>
      </StepForm>
      <p className="text-center text-sm">
        <FormattedMessage id="auth.have_account" /> <StepLink step="login">{intl.formatMessage({ id: 'auth.login_link' })}</StepLink>
      </p>
    </>
  )
}

function DetailsStage({ email, onBack, onEmailRejected }: { email: string; onBack: () => void; onEmailRejected: (errors: FieldError[]) => void }) {
  const intl = useIntl()
  const locale = useLocale()
  const overlay = useAuthOverlay()
  const handleFailure = useFailureHandler()
  const signUp = useMutation(authMutations.signUp(locale))
  const t = (id: string) => intl.formatMessage({ id })

  const form = useAppForm({
    defaultValues: { email, first_name: '', last_name: '', password: '', agree: false },
    validationLogic: formValidationLogic(),
    validators: { onDynamic: signUpSchema },
    onSubmit: async ({ value, formApi }) => {
      overlay.clearError()
      // The agreement is checked here and not sent (spec part 1 §7).
      const { agree: _agree, ...fields } = value
      const result = await settled(() => signUp.mutateAsync(fields))
      // The mutation has read the new session's user, so the verification step sees a signed-in patient.
      if (result?.ok) return follow(overlay, { type: 'signUpSubmitted' })
      const emailErrors = result?.fieldErrors.filter((error) => error.name === 'email') ?? []
      if (result?.status === 422 && emailErrors.length) return onEmailRejected(emailErrors)
      handleFailure(result, serverErrorTarget(DETAIL_FIELDS, formApi))
    },
  })

  return (
    <>
      <StepForm
        form={form}
        title={<FormattedMessage id="auth.sign_up_details_title" />}
        description={<bdi dir="ltr">{email}</bdi>}
        submit={<FormattedMessage id="auth.sign_up_submit" />}
        afterSubmit={
          <Button variant="ghost" onClick={onBack}>
            <FormattedMessage id="auth.back" />
          </Button>
        }
      >
        <div className="grid gap-4 mobile:grid-cols-2">
          <form.AppField name="first_name">{(field) => <field.TextField label={t('auth.first_name')} autoComplete="given-name" />}</form.AppField>
          <form.AppField name="last_name">{(field) => <field.TextField label={t('auth.last_name')} autoComplete="family-name" />}</form.AppField>
        </div>
        <form.AppField name="password">{(field) => <field.PasswordField label={t('auth.password')} strength />}</form.AppField>
        <form.AppField name="agree">
          {(field) => (
            <field.CheckboxField label={t('auth.agreement_label')}>
              <FormattedMessage
                id="auth.agreement"
                values={{
                  terms: (chunks) => (
                    <SiteLink path="terms" className={linkClass} target="_blank">
                      {chunks}
                    </SiteLink>
                  ),
                  privacy: (chunks) => (
                    <SiteLink path="privacy-policy" className={linkClass} target="_blank">
                      {chunks}
                    </SiteLink>
                  ),
                }}
              />
            </field.CheckboxField>
          )}
        </form.AppField>
      </StepForm>
    </>
  )
}
