import { FormattedMessage } from 'react-intl'
import { useLocale } from '~/i18n/useLocale'
import { verifyTwoFactorFn } from '~/server/auth.functions'
import { useAuthOverlay } from '../overlay-context'
import { CodeStep } from './VerifyStep'
import { StepLink } from './shared'

/** Sign-in's second factor: the authenticator's code, checked with the temporary token cookie. */
export function TwoFaStep() {
  const locale = useLocale()
  const overlay = useAuthOverlay()
  return (
    <CodeStep
      title={<FormattedMessage id="auth.two_fa_title" />}
      description={<FormattedMessage id="auth.two_fa_text" />}
      verify={(otp) => verifyTwoFactorFn({ data: { locale, otp } })}
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
