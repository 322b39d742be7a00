import { and, eq } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import * as t from '../db/schema'
import { parseLocale } from '../graphql/context'
import { errorLogger } from '../shared/logger'
import { currentRequest } from '../shared/request-log'
import type { NotificationFacts, NotificationKind } from './notification-texts'
import { notify, type NotificationDeps, type NotificationDraft, type Recipient } from './notifications.service'

/**
 * Who hears of what happens to an appointment (issue 14): the other party. A patient's change goes
 * to the doctor's account, a doctor's to the patient; what the system does (a payment) to both.
 * Called after the change is committed; a failure to notify is reported, never the change's failure.
 */
export type AppointmentEventKind = Exclude<NotificationKind, 'reminder_24h' | 'reminder_1h'>
export type AppointmentEvent = { kind: AppointmentEventKind; appointmentId: number; by: 'patient' | 'doctor' | 'system' }

export async function notifyAppointmentEvent(deps: NotificationDeps, event: AppointmentEvent): Promise<void> {
  try {
    const parties = await appointmentParties(deps, event.appointmentId)
    if (!parties) return
    const drafts = recipientsOf(parties, event.by).map((to): NotificationDraft => ({
      to,
      kind: event.kind,
      appointmentId: event.appointmentId,
      facts: factsFor(to, parties),
    }))
    await notify(deps, drafts)
  } catch (error) {
    if (deps.onError) deps.onError(error)
    // Outside a request (the payments sweep) there is no request's logger: the error still comes out.
    else (currentRequest()?.logger ?? errorLogger).error({ err: error }, 'notification failed')
  }
}

/** What the notification means to its reader: the other party's name, the accepted date, the price. */
export function factsFor(to: Recipient, parties: AppointmentParties): NotificationFacts {
  return {
    name: to.role === 'patient' ? parties.doctorName : parties.patientName,
    acceptedAt: parties.acceptedDate,
    amountCents: parties.priceCents,
    currency: APPOINTMENT_CURRENCY,
  }
}

/** Appointments are priced in euros (payments carry the same). */
const APPOINTMENT_CURRENCY = 'eur'

export type AppointmentParties = {
  patient: Recipient
  /** where the patient's e-mails go (reminders) */
  patientEmail: string
  /** null when the patient has not given a name (the caller decides what stands for it) */
  patientName: string | null
  /** the doctor's account, when the doctor has one */
  doctor: Recipient | null
  doctorName: string
  priceCents: number
  acceptedDate: Date | null
}

const doctorAccounts = alias(t.users, 'doctor_account')

/** The appointment's two sides (with how each reads), its price and accepted date: one statement. */
export async function appointmentParties(deps: Pick<NotificationDeps, 'db'>, appointmentId: number): Promise<AppointmentParties | null> {
  const [row] = await deps.db
    .select({
      patientId: t.appointments.patientId,
      patientFirst: t.users.firstName,
      patientLast: t.users.lastName,
      patientEmail: t.users.email,
      patientLocale: t.users.locale,
      patientZone: t.users.timezone,
      doctorUserId: doctorAccounts.id,
      doctorLocale: doctorAccounts.locale,
      doctorAccountZone: doctorAccounts.timezone,
      doctorZone: t.doctors.timezone,
      doctorFirst: t.doctors.firstName,
      doctorLast: t.doctors.lastName,
      priceCents: t.appointments.priceCents,
      acceptedDate: t.appointmentDates.date,
    })
    .from(t.appointments)
    .innerJoin(t.users, eq(t.users.id, t.appointments.patientId))
    .innerJoin(t.doctors, eq(t.doctors.id, t.appointments.doctorId))
    .leftJoin(doctorAccounts, eq(doctorAccounts.doctorId, t.appointments.doctorId))
    .leftJoin(t.appointmentDates, and(eq(t.appointmentDates.appointmentId, t.appointments.id), eq(t.appointmentDates.accepted, true)))
    .where(eq(t.appointments.id, appointmentId))
  if (!row) return null
  return {
    patient: { userId: row.patientId, role: 'patient', locale: parseLocale(row.patientLocale), timezone: row.patientZone },
    patientEmail: row.patientEmail,
    patientName: [row.patientFirst, row.patientLast].filter(Boolean).join(' ') || null,
    doctor:
      row.doctorUserId === null
        ? null
        : {
            userId: row.doctorUserId,
            role: 'doctor',
            locale: parseLocale(row.doctorLocale),
            timezone: row.doctorAccountZone ?? row.doctorZone,
          },
    doctorName: `${row.doctorFirst} ${row.doctorLast}`,
    priceCents: row.priceCents,
    acceptedDate: row.acceptedDate ? new Date(row.acceptedDate) : null,
  }
}

function recipientsOf(parties: AppointmentParties, by: AppointmentEvent['by']): Recipient[] {
  const doctor = parties.doctor ? [parties.doctor] : []
  if (by === 'patient') return doctor
  if (by === 'doctor') return [parties.patient]
  return [parties.patient, ...doctor]
}
