import { useMutation } from '@tanstack/react-query'
import { FormattedMessage } from 'react-intl'
import { authMutations } from '~/queries/auth'
import { useAuthOverlay } from '../overlay-context'
import { CodeStep } from './VerifyStep'
import { StepLink } from './shared'

/** Sign-in's second factor: the authenticator's code, checked with the temporary token cookie. */
export function TwoFaStep() {
  const overlay = useAuthOverlay()
  const verify = useMutation(authMutations.verifyTwoFactor())
  return (
    <CodeStep
      title={<FormattedMessage id="auth.two_fa_title" />}
      description={<FormattedMessage id="auth.two_fa_text" />}
      verify={verify.mutateAsync}
      onVerified={() => overlay.continueAfterSignIn()}
      serverField="otp"
      footer={
        <p className="text-center text-sm">
          <StepLink step="login">
            <FormattedMessage id="auth.back_to_login" />
          </StepLink>
        </p>
      }
    />
  )
}
