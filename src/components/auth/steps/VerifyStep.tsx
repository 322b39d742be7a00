import { useEffect, useState, type ReactNode } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { FormattedMessage, useIntl } from 'react-intl'
import { formValidationLogic, useAppForm } from '~/components/form/form-hook'
import { serverErrorTarget } from '~/components/form/server-errors'
import { Button } from '~/components/ui/button'
import { useLocale } from '~/i18n/useLocale'
import { codeSchema } from '~/lib/auth-forms'
import { authMutations } from '~/queries/auth'
import { sessionQueries } from '~/queries/session'
import type { AuthOutcome } from '~/lib/action-results'
import { useAuthOverlay } from '../overlay-context'
import { useResendTimer } from '../useResendTimer'
import { StepForm, StepHeader, follow, settled, useFailureHandler, useHealthGaps } from './shared'
import { PhoneNumber } from '~/components/form/PhoneNumber'

interface CodeStepProps {
  title: ReactNode
  description: ReactNode
  verify: (code: string) => Promise<AuthOutcome>
  /** Sends a new code; without it (two-factor) there is no resend timer. */
  resend?: () => Promise<AuthOutcome>
  onVerified: () => Promise<void>
  footer?: ReactNode
  /** Phone resends answer 429 with the blocked modal (spec part 1 §8). */
  blockedOnTooMany?: boolean
  /** The API's name for the code field (`otp` for two-factor). */
  serverField?: string
}

/** A six-digit code with the resend timer (59→0, then 60; resend only at 60). */
export function CodeStep({
  title,
  description,
  verify,
  resend,
  onVerified,
  blockedOnTooMany,
  footer,
  serverField = 'code',
}: CodeStepProps) {
  const intl = useIntl()
  const overlay = useAuthOverlay()
  const handleFailure = useFailureHandler()
  const timer = useResendTimer()
  const form = useAppForm({
    defaultValues: { code: '' },
    validationLogic: formValidationLogic(),
    validators: { onDynamic: codeSchema },
    onSubmit: async ({ value, formApi }) => {
      overlay.clearError()
      const result = await settled(() => verify(value.code))
      if (result && !result.ok) {
        const fieldErrors = result.fieldErrors.map((error) => (error.name === serverField ? { ...error, name: 'code' } : error))
        return handleFailure({ ...result, fieldErrors }, serverErrorTarget(['code'], formApi))
      }
      if (!result) return handleFailure(null, null)
      await onVerified()
    },
  })

  const onResend = async () => {
    if (!resend) return
    overlay.clearError()
    const result = await settled(resend)
    if (result?.ok) return timer.restart()
    handleFailure(result, null, { blockedOnTooMany })
  }

  return (
    <>
      <StepForm form={form} title={title} description={description} submit={<FormattedMessage id="auth.verify_submit" />}>
        <form.AppField name="code">
          {(field) => <field.CodeField label={intl.formatMessage({ id: 'auth.code' })} className="text-center text-lg tracking-[0.5em]" />}
        </form.AppField>
      </StepForm>
      {resend && (
        <div className="flex items-center justify-center gap-2 text-sm">
          {timer.ready ? (
            <Button variant="link" onClick={() => void onResend()}>
              <FormattedMessage id="auth.resend_code" />
            </Button>
          ) : (
            <p role="timer" aria-live="off" className="text-muted">
              <FormattedMessage id="auth.resend_in" values={{ seconds: timer.value }} />
            </p>
          )}
        </div>
      )}
      {footer}
    </>
  )
}

export function VerifyEmailStep() {
  const locale = useLocale()
  const overlay = useAuthOverlay()
  const queryClient = useQueryClient()
  const healthGaps = useHealthGaps()
  const { data: user } = useQuery(sessionQueries.currentUser(locale))
  const verify = useMutation(authMutations.verifyEmail())
  const resend = useMutation(authMutations.resendEmailCode())
  const [verified, setVerified] = useState(false)
  const fromFindDoctor = overlay.search.from === 'find-doctor'
  // An address confirmed before this step opened (a reload after confirming, an old link to the step):
  // there is nothing to ask, so the overlay closes.
  const alreadyVerified = Boolean(user?.emailVerify) && verify.isIdle
  const { close } = overlay
  useEffect(() => {
    if (alreadyVerified) close()
  }, [alreadyVerified, close])

  const proceed = async () => {
    const current = await queryClient.fetchQuery({ ...sessionQueries.currentUser(locale), staleTime: 0 })
    if (!current) return overlay.report(null)
    const gaps = await healthGaps(current.gender)
    await follow(overlay, { type: 'emailVerified', fromFindDoctor, healthLeft: gaps.left, user: current })
  }

  if (alreadyVerified) return null
  // The success screen after e-mail verification (spec part 1 §2); find-doctor has its own (findDoctorSuccess).
  if (verified) {
    return (
      <>
        <StepHeader
          title={<FormattedMessage id="auth.verified_title" />}
          description={<FormattedMessage id="auth.email_verified_text" />}
        />
        <Button className="w-full" onClick={() => void proceed()}>
          <FormattedMessage id="auth.continue" />
        </Button>
      </>
    )
  }
  return (
    <CodeStep
      title={<FormattedMessage id="auth.verify_email_title" />}
      description={<FormattedMessage id="auth.verify_email_text" values={{ email: <bdi dir="ltr">{user?.email ?? ''}</bdi> }} />}
      verify={verify.mutateAsync}
      resend={() => resend.mutateAsync()}
      onVerified={() => (fromFindDoctor ? proceed() : Promise.resolve(setVerified(true)))}
    />
  )
}

export function VerifyPhoneStep() {
  const locale = useLocale()
  const overlay = useAuthOverlay()
  const { data: user, isSuccess } = useQuery(sessionQueries.currentUser(locale))
  const verify = useMutation(authMutations.verifyPhone())
  const resend = useMutation(authMutations.sendPhoneCode())
  const healthGaps = useHealthGaps()
  const phone = user?.phone
  // Nothing to verify yet: ask for the number first.
  const missing = isSuccess && Boolean(user) && !phone
  const { goTo } = overlay
  useEffect(() => {
    if (missing) goTo('enterPhone')
  }, [missing, goTo])
  if (missing) return null
  return (
    <CodeStep
      title={<FormattedMessage id="auth.verify_phone_title" />}
      description={<FormattedMessage id="auth.verify_phone_text" values={{ phone: <PhoneNumber value={phone ?? ''} /> }} />}
      verify={(code) => verify.mutateAsync({ phone: phone ?? '', code })}
      resend={() => resend.mutateAsync(phone ?? '')}
      blockedOnTooMany
      onVerified={async () => follow(overlay, { type: 'phoneVerified', healthToResume: (await healthGaps(user?.gender)).toResume })}
    />
  )
}
