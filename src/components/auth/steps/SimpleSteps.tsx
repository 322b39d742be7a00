import { useEffect, useRef } from 'react'
import { FormattedMessage } from 'react-intl'
import { Button } from '~/components/ui/button'
import { useAuthOverlay } from '../overlay-context'
import { StepHeader } from './shared'

/** After e-mail verification in the find-doctor flow: the booking continues on this page. */
export function FindDoctorSuccessStep() {
  const overlay = useAuthOverlay()
  return (
    <>
      <StepHeader title={<FormattedMessage id="auth.verified_title" />} description={<FormattedMessage id="auth.verified_text" />} />
      <Button className="w-full" onClick={() => void overlay.finish()}>
        <FormattedMessage id="auth.ok" />
      </Button>
    </>
  )
}

/** After a subscription is confirmed (spec part 1 §2: success screen with an OK button). */
export function SubscribedStep() {
  const overlay = useAuthOverlay()
  return (
    <>
      <StepHeader title={<FormattedMessage id="auth.subscribed_title" />} description={<FormattedMessage id="auth.subscribed_text" />} />
      <Button className="w-full" onClick={overlay.close}>
        <FormattedMessage id="auth.ok" />
      </Button>
    </>
  )
}

/**
 * The spec names a referral-code step but neither it nor the API contract says what a code does
 * or where it goes, so nothing is invented here: the step closes and the flow continues.
 */
export function ReferralCodeStep() {
  const overlay = useAuthOverlay()
  const finished = useRef(false)
  useEffect(() => {
    if (finished.current) return
    finished.current = true
    void overlay.finish()
  }, [overlay])
  return null
}
