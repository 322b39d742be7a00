import type { Locale } from '../db/schema'
import type { AppointmentDetails, AppointmentFileRow, AppointmentListed, AppointmentNoteRow } from './appointments.service'

/**
 * What `Appointment` field resolvers receive (codegen `mappers` in codegen.ts): the appointment
 * with its relations from one statement, and the locale its texts are shown in. A list's rows
 * carry only what its card shows; the other relations load when a query asks (`appointmentDetailsById`).
 */
export type AppointmentParent = AppointmentListed & Partial<AppointmentDetails> & { locale: Locale }

export const inLocale = (rows: readonly AppointmentListed[], locale: Locale): AppointmentParent[] => rows.map((row) => ({ ...row, locale }))

/**
 * Instants as ISO-8601 in UTC. Relations come as JSON, where Postgres writes timestamps its own
 * way ("2026-11-24 14:00:00+00"); one format for every date the API answers.
 */
export const iso = (value: Date | string): string => new Date(value).toISOString()

/** The download address of a stored file (GET /storage/file/{id}). */
export const storedFileUrl = (id: number) => `/storage/file/${id}`

export const toAppointmentFile = (file: AppointmentFileRow) => ({
  id: file.id,
  file: { id: file.fileId, name: file.name, mime: file.mime, size: file.size, url: storedFileUrl(file.fileId) },
  sender: file.sender,
  created_at: iso(file.createdAt),
})

export const toNote = (note: AppointmentNoteRow) => ({ id: note.id, note: note.note, sender: note.sender, created_at: iso(note.createdAt) })
