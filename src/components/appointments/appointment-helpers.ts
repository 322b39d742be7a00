import type { AppointmentCardFieldsFragment } from '~/gql/graphql'
import { canNegotiateDates, currentProposal, isAppointmentStatus, SENDER, type AppointmentStatus } from '#contract/appointments'

export type AppointmentCardData = AppointmentCardFieldsFragment

/** The status as the contract's type; an unknown number (a newer API) reads as awaiting confirmation. */
export const statusOf = (appointment: { status: number }): AppointmentStatus =>
  isAppointmentStatus(appointment.status) ? appointment.status : 1

export const acceptedDate = (appointment: Pick<AppointmentCardData, 'dates'>) => appointment.dates.find((date) => date.accepted) ?? null

/** What the join rules (contract/join-call.ts) read of an appointment. */
export const joinCandidate = (appointment: Pick<AppointmentCardData, 'id' | 'status' | 'paid' | 'plan' | 'dates'>) => ({
  id: appointment.id,
  status: statusOf(appointment),
  paid: appointment.paid,
  planType: appointment.plan.type,
  acceptedDate: acceptedDate(appointment)?.date ?? null,
})

/**
 * What a card says of the time (issue 26 #20): the agreed time; while none is agreed, how many times
 * the current proposal offers and whose move it is (a proposed time is not an appointment's date);
 * nothing once a request ended without one.
 */
export type CardTime = { kind: 'agreed'; date: string } | { kind: 'proposed'; by: 'patient' | 'doctor'; count: number } | null

export function cardTime(appointment: Pick<AppointmentCardData, 'dates' | 'status'>): CardTime {
  const agreed = acceptedDate(appointment)
  if (agreed) return { kind: 'agreed', date: agreed.date }
  const proposal = currentProposal(appointment.dates)
  if (!canNegotiateDates(statusOf(appointment)) || proposal.dates.length === 0) return null
  return { kind: 'proposed', by: proposal.sender === SENDER.doctor ? 'doctor' : 'patient', count: proposal.dates.length }
}

export const doctorFullName = (doctor: { first_name: string; last_name: string }) => `${doctor.first_name} ${doctor.last_name}`
