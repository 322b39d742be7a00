import { useEffect, useState } from 'react'
import { useMutation } from '@tanstack/react-query'
import { useRouterState } from '@tanstack/react-router'
import { FormattedMessage, useIntl } from 'react-intl'
import { formValidationLogic, useAppForm } from '~/components/form/form-hook'
import { NAME_FIELDS, NameFields } from '~/components/form/name-fields'
import { applyServerErrors, serverErrorTarget } from '~/components/form/server-errors'
import { AgreementText } from '~/components/legal/AgreementText'
import { Button } from '~/components/ui/button'
import { signUpEmailSchema, signUpSchema } from '~/lib/auth-forms'
import type { FieldError } from '~/lib/field-errors'
import { authMutations } from '~/queries/auth'
import { useAuthOverlay } from '../overlay-context'
import { StepForm, StepLink, follow, settled, useFailureHandler, useStepCall } from './shared'

const DETAIL_FIELDS = ['first_name', 'last_name', 'password', 'agree'] as const
const TAKEN: FieldError[] = [{ name: 'email', messages: ['email_taken'] }]

/** What step two holds; kept here so going back to step one and forward again loses nothing. */
type Details = { first_name: string; last_name: string; password: string; agree: boolean }
const NO_DETAILS: Details = { first_name: '', last_name: '', password: '', agree: false }

/**
 * Sign-up in two steps (spec part 1 §2): the e-mail, checked with the API before step two
 * (a taken address is said here, with the way to log in or reset the password), then names,
 * password and the agreement. Nothing typed is dropped when moving between the two.
 */
export function SignUpStep() {
  const prefill = useRouterState({ select: (state) => state.location.state.signUpPrefill })
  const [stage, setStage] = useState<'email' | 'details'>('email')
  const [email, setEmail] = useState(prefill?.email ?? '')
  const [details, setDetails] = useState<Details>(() => ({
    ...NO_DETAILS,
    first_name: prefill?.first_name ?? '',
    last_name: prefill?.last_name ?? '',
  }))
  /** A server error about the e-mail at step two (taken meanwhile) sends the visitor back to step one, on that field. */
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
      initial={details}
      onBack={(values) => {
        setDetails(values)
        setStage('email')
      }}
      onEmailRejected={(errors, values) => {
        setDetails(values)
        setEmailErrors(errors)
        setStage('email')
      }}
    />
  )
}

function EmailStage({
  initialEmail,
  serverErrors,
  onDone,
}: {
  initialEmail: string
  serverErrors: FieldError[]
  onDone: (email: string) => void
}) {
  const intl = useIntl()
  const overlay = useAuthOverlay()
  const stepCall = useStepCall()
  const checkEmail = useMutation(authMutations.checkEmail())
  /** The address the API said is registered: the field shows why, with the ways on. */
  const [taken, setTaken] = useState(serverErrors.some((error) => error.messages.includes('email_taken')))
  const form = useAppForm({
    defaultValues: { email: initialEmail },
    validationLogic: formValidationLogic(),
    validators: { onDynamic: signUpEmailSchema },
    onSubmit: async ({ value, formApi }) => {
      const email = value.email.trim()
      const target = serverErrorTarget(['email'] as const, formApi)
      const result = await stepCall(() => checkEmail.mutateAsync(email), target)
      if (!result) return
      if (result.available) return onDone(email)
      // Log in and reset start with this address filled in.
      overlay.rememberEmail(email)
      applyServerErrors(TAKEN, target.fields, target.setError)
      setTaken(true)
    },
  })
  useEffect(() => {
    const target = serverErrorTarget(['email'] as const, form)
    applyServerErrors(serverErrors, target.fields, target.setError)
    if (serverErrors.length) overlay.rememberEmail(initialEmail)
    // Only when step two sends the visitor back with an error.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [form, serverErrors])
  return (
    <>
      <StepForm
        form={form}
        title={<FormattedMessage id="auth.sign_up_title" />}
        description={<FormattedMessage id="auth.sign_up_text" />}
        submit={<FormattedMessage id="auth.continue" />}
      >
        <form.AppField name="email" listeners={{ onChange: () => setTaken(false) }}>
          {(field) => <field.EmailField label={intl.formatMessage({ id: 'auth.email' })} />}
        </form.AppField>
        {taken && (
          <p className="text-sm">
            <FormattedMessage
              id="auth.email_taken_help"
              values={{
                login: (chunks) => <StepLink step="login">{chunks}</StepLink>,
                reset: (chunks) => <StepLink step="forgotPassword">{chunks}</StepLink>,
              }}
            />
          </p>
        )}
      </StepForm>
      <p className="text-center text-sm">
        <FormattedMessage id="auth.have_account" /> <StepLink step="login">{intl.formatMessage({ id: 'auth.login_link' })}</StepLink>
      </p>
    </>
  )
}

function DetailsStage({
  email,
  initial,
  onBack,
  onEmailRejected,
}: {
  email: string
  initial: Details
  onBack: (values: Details) => void
  onEmailRejected: (errors: FieldError[], values: Details) => void
}) {
  const intl = useIntl()
  const overlay = useAuthOverlay()
  const handleFailure = useFailureHandler()
  const signUp = useMutation(authMutations.signUp())
  const t = (id: string) => intl.formatMessage({ id })

  const form = useAppForm({
    defaultValues: { email, ...initial },
    validationLogic: formValidationLogic(),
    validators: { onDynamic: signUpSchema },
    onSubmit: async ({ value, formApi }) => {
      overlay.clearError()
      // The agreement is checked here and not sent (spec part 1 §7).
      const { agree, ...fields } = value
      const result = await settled(() => signUp.mutateAsync(fields))
      // The mutation has read the new session's user, so the verification step sees a signed-in patient.
      if (result?.ok) return follow(overlay, { type: 'signUpSubmitted' })
      const emailErrors = result?.fieldErrors.filter((error) => error.name === 'email') ?? []
      const { email: _email, ...details } = fields
      if (result?.status === 422 && emailErrors.length) return onEmailRejected(emailErrors, { ...details, agree })
      // Any other refusal leaves every value where it was typed.
      handleFailure(result, serverErrorTarget(DETAIL_FIELDS, formApi))
    },
  })
  const back = () => {
    const { email: _email, ...values } = form.state.values
    onBack(values)
  }

  return (
    <>
      <StepForm
        form={form}
        title={<FormattedMessage id="auth.sign_up_details_title" />}
        description={<bdi dir="ltr">{email}</bdi>}
        submit={<FormattedMessage id="auth.sign_up_submit" />}
        afterSubmit={
          <Button variant="ghost" onClick={back}>
            <FormattedMessage id="auth.back" />
          </Button>
        }
      >
        <NameFields form={form} fields={NAME_FIELDS} namespace="auth" />
        <form.AppField name="password">{(field) => <field.PasswordField label={t('auth.password')} strength />}</form.AppField>
        <form.AppField name="agree">
          {(field) => (
            <field.CheckboxField label={t('auth.agreement_label')}>
              <AgreementText id="auth.agreement" />
            </field.CheckboxField>
          )}
        </form.AppField>
      </StepForm>
    </>
  )
}
