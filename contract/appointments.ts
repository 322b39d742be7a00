/**
 * The appointment's life (spec part 1 §4, §5, §6) as pure rules: the API enforces them on every
 * change, the web decides from the same functions which controls to show. Nothing here reads a
 * clock or a database; callers pass `now` and the appointment's facts.
 */

import { PLAN_KIND } from './plan-kinds'

export const APPOINTMENT_STATUS = {
  awaiting_confirmation: 1,
  approved: 2,
  started: 3,
  completed: 4,
  canceled: 5,
  rejected: 6,
  finished: 7,
} as const

export type AppointmentStatusName = keyof typeof APPOINTMENT_STATUS
export type AppointmentStatus = (typeof APPOINTMENT_STATUS)[AppointmentStatusName]

const NAMES = Object.fromEntries(Object.entries(APPOINTMENT_STATUS).map(([name, value]) => [value, name])) as Record<
  AppointmentStatus,
  AppointmentStatusName
>

export function isAppointmentStatus(value: number): value is AppointmentStatus {
  return value in NAMES
}

export function statusName(status: AppointmentStatus): AppointmentStatusName {
  return NAMES[status]
}

/** Sender role ids (spec part 1 §6). */
export const SENDER = { admin: 1, patient: 2, doctor: 3 } as const
export type Sender = (typeof SENDER)[keyof typeof SENDER]

export { PLAN_KIND } from './plan-kinds'

const { awaiting_confirmation, approved, started, completed, canceled, rejected, finished } = APPOINTMENT_STATUS

/** Awaiting confirmation, approved, started: the appointment is still going on. */
export const ACTIVE_STATUSES: readonly AppointmentStatus[] = [awaiting_confirmation, approved, started]
/** Nothing more happens: canceled, rejected, finished, completed. */
export const TERMINAL_STATUSES: readonly AppointmentStatus[] = [canceled, rejected, finished, completed]

export const isActive = (status: AppointmentStatus) => ACTIVE_STATUSES.includes(status)

/** The appointments list's page (issue 28): "Show more" brings the next 20 of a long history. */
export const APPOINTMENTS_PAGE_SIZE = 20
export const isTerminal = (status: AppointmentStatus) => TERMINAL_STATUSES.includes(status)

/** Who may move an appointment from one status to another: the status table the server enforces. */
export type AppointmentActor = 'patient' | 'doctor'

interface Transition {
  from: AppointmentStatus
  to: AppointmentStatus
  by: AppointmentActor
  /** a written reason is required (cancel, reject) */
  reason?: true
}

/**
 * Every status change there is. The spec shows only the patient's cancel (from awaiting
 * confirmation); the doctor's side is ours (issue 12): approve or reject a request, start the
 * consultation, complete it, and finish it once the report is out. Anything else is refused.
 */
export const TRANSITIONS: readonly Transition[] = [
  { from: awaiting_confirmation, to: canceled, by: 'patient', reason: true },
  { from: awaiting_confirmation, to: approved, by: 'doctor' },
  { from: awaiting_confirmation, to: rejected, by: 'doctor', reason: true },
  { from: approved, to: started, by: 'doctor' },
  { from: started, to: completed, by: 'doctor' },
  { from: completed, to: finished, by: 'doctor' },
]

export function findTransition(from: AppointmentStatus, to: AppointmentStatus, by: AppointmentActor): Transition | undefined {
  return TRANSITIONS.find((transition) => transition.from === from && transition.to === to && transition.by === by)
}

/** Cancellation is offered only while the request awaits confirmation. */
export const canCancel = (status: AppointmentStatus) => findTransition(status, canceled, 'patient') !== undefined

/** Pay now: approved and not paid yet. */
export const showsPayNow = (appointment: { status: AppointmentStatus; paid: boolean }) =>
  appointment.status === approved && !appointment.paid

/**
 * The join-call control: an accepted date, a video-call plan, paid, and approved or started
 * (whether it is active yet is a matter of time, issue 14).
 */
export function showsJoin(appointment: { status: AppointmentStatus; paid: boolean; planType: number; acceptedDate: unknown }): boolean {
  return (
    appointment.acceptedDate != null &&
    appointment.planType === PLAN_KIND.video_call &&
    appointment.paid &&
    (appointment.status === approved || appointment.status === started)
  )
}

/** Messages and files: while the appointment goes on, and after the consultation until it is finished. */
export const canCorrespond = (status: AppointmentStatus) => isActive(status) || status === completed
/** Dates are negotiated until the consultation starts. */
export const canNegotiateDates = (status: AppointmentStatus) => status === awaiting_confirmation || status === approved
/** A translator changes the price: only before it is paid. */
export const canAddTranslator = (appointment: { status: AppointmentStatus; paid: boolean }) =>
  canNegotiateDates(appointment.status) && !appointment.paid
/** The doctor's report: during and after the consultation, until the appointment is finished. */
export const canWriteReport = (status: AppointmentStatus) => status === started || status === completed
/** A review of a consultation that took place. */
export const canReview = (status: AppointmentStatus) => status === completed || status === finished

/**
 * The current proposal (spec part 1 §4): dates newest first, the leading run of dates from one
 * sender. If the doctor sent it, the patient picks one of them; if the patient did, they wait.
 */
export function currentProposal<T extends { sender: number }>(datesNewestFirst: readonly T[]): { sender: number | null; dates: T[] } {
  const first = datesNewestFirst[0]
  if (!first) return { sender: null, dates: [] }
  const run: T[] = []
  for (const date of datesNewestFirst) {
    if (date.sender !== first.sender) break
    run.push(date)
  }
  return { sender: first.sender, dates: run }
}

/**
 * Proposed times (spec part 1 §5 "Time picker"): a day holds its first time plus at most
 * MAX_EXTRA_TIMES_PER_DAY more, and one proposal covers at most MAX_PROPOSAL_DAYS days.
 */
export const MAX_EXTRA_TIMES_PER_DAY = 4
export const MAX_TIMES_PER_DAY = 1 + MAX_EXTRA_TIMES_PER_DAY
export const MAX_PROPOSAL_DAYS = 5
/** How far ahead a date may be proposed. */
export const MAX_DAYS_AHEAD = 365

/**
 * An instant's calendar day (YYYY-MM-DD) in a time zone, UTC when the zone is unknown: how the API
 * and the web both count a proposal's days, so they agree on them.
 */
export function calendarDayIn(timeZone: string | null): (instant: Date) => string {
  let format: Intl.DateTimeFormat
  try {
    format = new Intl.DateTimeFormat('en-CA', { timeZone: timeZone ?? 'UTC', year: 'numeric', month: '2-digit', day: '2-digit' })
  } catch {
    format = new Intl.DateTimeFormat('en-CA', { timeZone: 'UTC', year: 'numeric', month: '2-digit', day: '2-digit' })
  }
  return (instant) => format.format(instant)
}

/**
 * Problems with a proposal of instants, by message key (the web's `validation` namespace), or []:
 * none, in the past, beyond a year, the same time twice, or too many on one day. Days are calendar
 * days in the patient's time zone (`dayOf` gives an instant's day there).
 */
export function proposalProblems(dates: readonly Date[], now: Date, dayOf: (instant: Date) => string): string[] {
  if (dates.length === 0) return ['dates_required']
  const problems = new Set<string>()
  const perDay = new Map<string, number>()
  const seen = new Set<number>()
  for (const date of dates) {
    const time = date.getTime()
    if (Number.isNaN(time)) problems.add('date_invalid')
    else if (time <= now.getTime()) problems.add('date_in_past')
    else if (time > now.getTime() + MAX_DAYS_AHEAD * 86_400_000) problems.add('date_too_far')
    if (seen.has(time)) problems.add('date_repeated')
    seen.add(time)
    if (!Number.isNaN(time)) perDay.set(dayOf(date), (perDay.get(dayOf(date)) ?? 0) + 1)
  }
  if ([...perDay.values()].some((count) => count > MAX_TIMES_PER_DAY)) problems.add('too_many_times_per_day')
  if (perDay.size > MAX_PROPOSAL_DAYS) problems.add('too_many_days')
  return [...problems]
}

/** Ratings: 1 to 5 stars, halves allowed (spec part 1 §9). */
export const isRating = (value: number) => value >= 1 && value <= 5 && Number.isInteger(value * 2)

/** A link the patient adds (spec part 1 §5): http(s) with a host. */
export function isLink(text: string): boolean {
  if (text.length > 2000) return false
  try {
    const url = new URL(text)
    return (url.protocol === 'https:' || url.protocol === 'http:') && /\./.test(url.hostname) && !/\s/.test(text)
  } catch {
    return false
  }
}

export const MAX_LINKS = 20
export const MAX_NOTE_LENGTH = 5000

/**
 * What one appointment can hold (issue 25): its lists are answered whole, so each has a bound the
 * API's query cost counts with (api/src/graphql/cost.ts). Messages of both sides together; files
 * of the conversation and of the report each; proposed times (a new proposal makes room by dropping
 * the oldest superseded or past ones; only the proposer's own open times plus the new ones are refused).
 */
export const MAX_NOTES_PER_APPOINTMENT = 500
export const MAX_FILES_PER_APPOINTMENT = 50
export const MAX_DATES_PER_APPOINTMENT = 50
export const MAX_REASON_LENGTH = 2000
