import type { AppointmentCardFieldsFragment } from '~/gql/graphql'
import { currentProposal, isAppointmentStatus, type AppointmentStatus } from '../../../contract/appointments'

export type AppointmentCardData = AppointmentCardFieldsFragment

/** The status as the contract's type; an unknown number (a newer API) reads as awaiting confirmation. */
export const statusOf = (appointment: { status: number }): AppointmentStatus => (isAppointmentStatus(appointment.status) ? appointment.status : 1)

export const acceptedDate = (appointment: Pick<AppointmentCardData, 'dates'>) => appointment.dates.find((date) => date.accepted) ?? null

/** What the join rules (contract/join-call.ts) read of an appointment. */
export const joinCandidate = (appointment: Pick<AppointmentCardData, 'id' | 'status' | 'paid' | 'plan' | 'dates'>) => ({
  id: appointment.id,
  status: statusOf(appointment),
  paid: appointment.paid,
  planType: appointment.plan.type,
  acceptedDate: acceptedDate(appointment)?.date ?? null,
})

/** The time a card shows: the agreed one, else the first of the current proposal. */
export function shownDate(appointment: Pick<AppointmentCardData, 'dates'>) {
  return acceptedDate(appointment) ?? currentProposal(appointment.dates).dates.at(-1) ?? null
}

export const doctorFullName = (doctor: { first_name: string; last_name: string }) => `${doctor.first_name} ${doctor.last_name}`

/**
 * An appointment's consultation as one line: its kind ("Video consultation") and the doctor's name for
 * the plan, said once when they are the same words (issue 26 #8: "Videosprechstunde · Videosprechstunde").
 */
export function planLabel(kind: string, planName: string, locale: string): string {
  const name = planName.trim()
  if (!name || kind.localeCompare(name, locale, { sensitivity: 'base' }) === 0) return kind
  return `${kind} · ${name}`
}
