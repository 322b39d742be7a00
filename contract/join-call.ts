import { showsJoin, type AppointmentStatus } from './appointments'

/**
 * When a video call may be joined (spec part 1 §4, issue 14). Pure functions of the appointment and
 * the time, so the web's controls, the header and the API agree, and tests move a fake clock.
 */

/** The join control becomes active this many seconds before the accepted date (the spec keeps the constant to itself). */
export const JOIN_ACTIVE_SECONDS = 10 * 60
/** The header's join icon shows when the accepted date is under this many seconds away. */
export const HEADER_JOIN_SECONDS = 15 * 60
/** The countdown runs only below this many seconds (a day). */
export const COUNTDOWN_LIMIT_SECONDS = 86_400

export type JoinCandidate = { status: AppointmentStatus; paid: boolean; planType: number; acceptedDate: string | Date | null }

/** Whole seconds from `now` until `date`, rounded up (negative once it has passed). */
export function secondsUntil(date: string | Date, now: Date): number {
  return Math.ceil((new Date(date).getTime() - now.getTime()) / 1000)
}

/** The countdown refreshes every second and stops at zero or at a day or more. */
export const countdownRunning = (seconds: number) => seconds > 0 && seconds < COUNTDOWN_LIMIT_SECONDS

export type JoinState =
  /** no control: no accepted date, not a video call, not paid, or not approved or started */
  | { kind: 'hidden' }
  /** 'call starts at' the date: too early to join */
  | { kind: 'starts_at'; date: Date }
  /** joinable; `countdown` is the seconds left while the countdown runs, null once it has stopped */
  | { kind: 'active'; countdown: number | null }

export function joinState(appointment: JoinCandidate, now: Date): JoinState {
  if (!showsJoin(appointment) || appointment.acceptedDate === null) return { kind: 'hidden' }
  const seconds = secondsUntil(appointment.acceptedDate, now)
  if (seconds > JOIN_ACTIVE_SECONDS) return { kind: 'starts_at', date: new Date(appointment.acceptedDate) }
  return { kind: 'active', countdown: countdownRunning(seconds) ? seconds : null }
}

/** The header's join icon: the same conditions, and the accepted date under 15 minutes away. */
export function showsHeaderJoin(appointment: JoinCandidate, now: Date): boolean {
  return showsJoin(appointment) && appointment.acceptedDate !== null && secondsUntil(appointment.acceptedDate, now) < HEADER_JOIN_SECONDS
}

/** "9:05" below an hour, "1:02:03" from an hour on. */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds))
  const hours = Math.floor(whole / 3600)
  const minutes = Math.floor((whole % 3600) / 60)
  const rest = String(whole % 60).padStart(2, '0')
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`
}
