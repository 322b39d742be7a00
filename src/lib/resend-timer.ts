/**
 * The verification resend timer (spec part 1 §4, §9): after a code is sent it counts 59 → 0, then
 * rests at 60; resending is allowed only at 60.
 */
export const RESEND_READY = 60
export const RESEND_START = 59

export function nextResendValue(value: number): number {
  if (value >= RESEND_READY || value <= 0) return RESEND_READY
  return value - 1
}

export function canResend(value: number): boolean {
  return value === RESEND_READY
}
