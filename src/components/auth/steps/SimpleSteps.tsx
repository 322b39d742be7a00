import { useEffect, useRef } from 'react'
import { FormattedMessage } from 'react-intl'
import { useNavigate, useSearch } from '@tanstack/react-router'
import { langParam } from '~/i18n/locales'
import { useLocale } from '~/i18n/useLocale'
import { Button } from '~/components/ui/button'
import { useAuthOverlay } from '../overlay-context'
import { StepHeader } from './shared'

/** After e-mail verification in the find-doctor flow (spec part 1 §4.5): on to the service page, or to the request. */
export function FindDoctorSuccessStep() {
  const locale = useLocale()
  const navigate = useNavigate()
  // The service page the request started from (`/get-started?service=`), else the account's list of requests.
  const service = useSearch({
    strict: false,
    select: (search) => ('service' in search && typeof search.service === 'string' ? search.service : undefined),
  })
  const lang = langParam(locale)
  const proceed = () =>
    service
      ? navigate({ to: '/{-$lang}/services/$slug', params: { lang, slug: service } })
      : navigate({ to: '/{-$lang}/account', params: { lang }, search: { slug: 'doctor-requests' } })
  return (
    <>
      <StepHeader
        title={<FormattedMessage id="auth.find_doctor_success_title" />}
        description={<FormattedMessage id="auth.find_doctor_success_text" />}
      />
      <Button className="w-full" onClick={() => void proceed()}>
        <FormattedMessage id="auth.continue" />
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
