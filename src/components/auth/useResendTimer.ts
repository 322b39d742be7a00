import { useEffect, useState } from 'react'
import { RESEND_READY, RESEND_START, canResend, nextResendValue } from '~/lib/resend-timer'

/**
 * The 59→0 resend countdown (then 60 = ready); `restart` after each code sent. `initial` is
 * RESEND_READY where no code was just sent (the unverified-e-mail banner).
 */
export function useResendTimer(initial: number = RESEND_START) {
  const [value, setValue] = useState(initial)
  const running = value !== RESEND_READY
  useEffect(() => {
    if (!running) return
    const id = window.setInterval(() => setValue(nextResendValue), 1000)
    return () => window.clearInterval(id)
  }, [running])
  return { value, ready: canResend(value), restart: () => setValue(RESEND_START) }
}
