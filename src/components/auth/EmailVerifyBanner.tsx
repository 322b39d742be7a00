import { useState } from 'react'
import { useMutation } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { FormattedMessage, useIntl } from 'react-intl'
import { Button } from '~/components/ui/button'
import { RESEND_READY } from '~/lib/resend-timer'
import { authMutations } from '~/queries/auth'
import { useResendTimer } from './useResendTimer'

/**
 * For a signed-in patient whose e-mail is not confirmed (ADR 0017): on every page until it is,
 * with the code step and a resend on the spec's timer (ready at 60; after a send 59 → 0). Loaded
 * lazily by the layout, only for such patients; the session refetch after verification removes it.
 */
export default function EmailVerifyBanner({ email }: { email: string }) {
  const intl = useIntl()
  const navigate = useNavigate()
  const resend = useMutation(authMutations.resendEmailCode())
  const timer = useResendTimer(RESEND_READY)
  /** What the last resend answered: sent, or the API's refusal (e.g. a code was sent under a minute ago). */
  const [notice, setNotice] = useState<string | null>(null)

  const onResend = async () => {
    const result = await resend.mutateAsync().catch(() => null)
    if (result?.ok) {
      timer.restart()
      return setNotice(intl.formatMessage({ id: 'auth.verify_banner_sent' }))
    }
    setNotice(result && result.message !== 'errors.generic' ? result.message : intl.formatMessage({ id: 'errors.generic' }))
  }

  return (
    <section
      aria-label={intl.formatMessage({ id: 'auth.verify_banner_label' })}
      className="border-b border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-950"
    >
      <div className="mx-auto flex max-w-[1345px] flex-wrap items-center gap-x-4 gap-y-2">
        <p className="min-w-0 flex-1">
          <FormattedMessage id="auth.verify_banner_text" values={{ email: <bdi dir="ltr">{email}</bdi> }} />
          {notice && (
            <span role="status" className="ms-2 font-medium">
              {notice}
            </span>
          )}
        </p>
        <div className="flex flex-wrap items-center gap-2">
          {timer.ready ? (
            <Button variant="outline" size="sm" disabled={resend.isPending} onClick={() => void onResend()}>
              <FormattedMessage id="auth.resend_code" />
            </Button>
          ) : (
            <p role="timer" aria-live="off" className="text-amber-900">
              <FormattedMessage id="auth.resend_in" values={{ seconds: timer.value }} />
            </p>
          )}
          <Button
            size="sm"
            onClick={() => void navigate({ to: '.', search: (prev) => ({ ...prev, page: 'verifyEmail' }), resetScroll: false })}
          >
            <FormattedMessage id="auth.verify_banner_action" />
          </Button>
        </div>
      </div>
    </section>
  )
}
