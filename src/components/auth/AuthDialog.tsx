import { useCallback, useEffect, useState, type ReactNode } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useNavigate, useSearch } from '@tanstack/react-router'
import { useIntl } from 'react-intl'
import { Dialog, DialogContent } from '~/components/ui/dialog'
import { toast } from '~/components/ui/toast'
import { useLocale } from '~/i18n/useLocale'
import { canonicalStep, isClosable, needsSession, nextAfter, type OverlayStep } from '~/lib/auth-flow'
import type { AuthStep } from '~/lib/search-params'
import { sessionQueries } from '~/queries/session'
import { authMutations } from '~/queries/auth'
import type { AuthFailure } from '~/lib/action-results'
import { GENERIC_ERROR, showResult } from '~/components/shared/show-result'
import { AuthAlert } from './AuthAlert'
import { BlockedDialog, type BlockedNotice } from './BlockedDialog'
import { AuthOverlayContext, type AuthOverlayApi, type ReportOptions } from './overlay-context'
import { LoginStep } from './steps/LoginStep'
import { SignUpStep } from './steps/SignUpStep'
import { CreatePasswordStep, CreatePasswordSuccessStep, ForgotPasswordStep, ForgotPasswordSuccessStep } from './steps/PasswordSteps'
import { VerifyEmailStep, VerifyPhoneStep } from './steps/VerifyStep'
import { EnterPhoneStep } from './steps/EnterPhoneStep'
import { TwoFaStep } from './steps/TwoFaStep'
import { PersonalInfoStep } from './steps/PersonalInfoStep'
import { HealthStep } from './steps/HealthStep'
import { FindDoctorSuccessStep, ReferralCodeStep, SubscribedStep } from './steps/SimpleSteps'

const STEPS: Record<OverlayStep, () => ReactNode> = {
  login: LoginStep,
  signUp: SignUpStep,
  forgotPassword: ForgotPasswordStep,
  forgotPasswordSuccess: ForgotPasswordSuccessStep,
  createPassword: CreatePasswordStep,
  createPasswordSuccess: CreatePasswordSuccessStep,
  verifyEmail: VerifyEmailStep,
  verifyPhone: VerifyPhoneStep,
  enterPhone: EnterPhoneStep,
  twoFaVerification: TwoFaStep,
  referralCode: ReferralCodeStep,
  personalInfo: PersonalInfoStep,
  health: HealthStep,
  findDoctorSuccess: FindDoctorSuccessStep,
  subscribed: SubscribedStep,
}

/**
 * The auth overlay's dialog: one step at a time, chosen by `?page=` (either spelling), with the
 * closable error alert and the blocked modal shared by every step. Steps move through
 * `nextAfter` (the spec's eight-step flow) via the context API.
 */
export default function AuthDialog({ page }: { page: AuthStep }) {
  const step = canonicalStep(page)
  const search = useSearch({ from: '__root__' })
  const navigate = useNavigate()
  const locale = useLocale()
  const intl = useIntl()
  const queryClient = useQueryClient()
  const session = useQuery(sessionQueries.currentUser(locale))
  const takePrivateRedirect = useMutation(authMutations.takePrivateRedirect())
  /** The alert's text (a server message or the generic one), shown with the contact link. */
  const [alert, setAlert] = useState<string | null>(null)
  const [blocked, setBlocked] = useState<BlockedNotice | null>(null)
  const [email, rememberEmail] = useState('')

  // Stable, so a step may call them from an effect without running it again on every render.
  const goTo = useCallback(
    (next: OverlayStep) => {
      setAlert(null)
      void navigate({ to: '.', search: (prev) => ({ ...prev, page: next, key: undefined }), resetScroll: false })
    },
    [navigate, setAlert],
  )

  const close = useCallback(() => {
    setAlert(null)
    void navigate({
      to: '.',
      search: (prev) => ({ ...prev, page: undefined, key: undefined, from: undefined }),
      resetScroll: false,
      replace: true,
    })
  }, [navigate, setAlert])

  const finish = async ({ allSet = false }: { allSet?: boolean } = {}) => {
    const target = await takePrivateRedirect.mutateAsync()
    if (target) await navigate({ href: target, replace: true })
    else close()
    if (allSet)
      toast({
        title: intl.formatMessage({ id: 'auth.all_set_title' }),
        description: intl.formatMessage({ id: 'auth.all_set_text' }),
        variant: 'success',
      })
  }

  const report = <TName extends string>(failure: AuthFailure | null, options: ReportOptions<TName> = {}) => {
    // The blocked modal says the API's message, or the generic text when it has none.
    const message = failure && failure.message !== GENERIC_ERROR ? failure.message : ''
    if (failure?.code === 'account_is_blocked') {
      setBlocked({ title: intl.formatMessage({ id: 'auth.blocked_title' }), message })
    } else if (failure?.status === 429 && options.blockedOnTooMany) {
      setBlocked({ title: intl.formatMessage({ id: 'auth.too_many_title' }), message })
    } else {
      // The one way (`showResult`): field errors (422) onto the step's fields, anything else in the
      // overlay's alert (with the contact link) rather than a toast; a thrown call is the generic error.
      showResult(intl, failure, {
        successId: null,
        fields: failure?.status === 422 ? options.fields : undefined,
        general: setAlert,
        toast: false,
      })
    }
  }

  const continueAfterSignIn = async () => {
    const user = await queryClient.fetchQuery({ ...sessionQueries.currentUser(locale), staleTime: 0 })
    if (!user) return report(null)
    const result = nextAfter({ type: 'userLoaded', user })
    if ('step' in result) goTo(result.step)
    else await finish()
  }

  // A reset page without a key returns to login; steps of a session need one.
  const signedOut = session.isSuccess && !session.data
  const toLogin = (step === 'createPassword' && !search.key) || (needsSession(step) && signedOut)
  useEffect(() => {
    if (toLogin)
      void navigate({ to: '.', search: (prev) => ({ ...prev, page: 'login', key: undefined }), replace: true, resetScroll: false })
  }, [navigate, toLogin])

  const api: AuthOverlayApi = {
    step,
    search,
    goTo,
    close,
    finish,
    report,
    continueAfterSignIn,
    clearError: () => setAlert(null),
    email,
    rememberEmail,
  }

  const closable = isClosable(step)
  const Step = STEPS[step]
  return (
    <AuthOverlayContext.Provider value={api}>
      <Dialog open onOpenChange={(open) => !open && closable && close()}>
        <DialogContent
          className="max-w-md"
          showCloseButton={closable}
          onEscapeKeyDown={(event) => !closable && event.preventDefault()}
          onInteractOutside={(event) => !closable && event.preventDefault()}
        >
          <Step key={step} />
          {alert !== null && <AuthAlert message={alert} onClose={() => setAlert(null)} />}
        </DialogContent>
      </Dialog>
      <BlockedDialog notice={blocked} onClose={() => setBlocked(null)} />
    </AuthOverlayContext.Provider>
  )
}
