import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { localeMiddleware } from './locale-middleware'
import { idField } from '~/lib/id-fields'
import { serverInput } from '~/lib/server-input'
import { bookingReasonField, linkField, noteField, ratingField, reasonField } from '#contract/appointment-fields'
import { isAppointmentStatus, MAX_LINKS } from '#contract/appointments'
import {
  addAppointmentFiles,
  addAppointmentLinks,
  addTranslator,
  approveAppointmentDate,
  cancelAppointment,
  createAppointment,
  fetchAppointment,
  fetchAppointments,
  fetchTranslatorLanguages,
  fetchTranslatorPlan,
  requestAppointmentDates,
  reviewAppointment,
  sendAppointmentNote,
  fetchTranslationAvailable,
  translateAppointmentNote,
} from './appointments.server'

// Server functions of the appointment screens: validated with the contract's rules, then appointments.server.ts.

/** Instants; the API checks them against the proposal rules in the patient's zone. */
/** Files uploaded before (POST /storage/file), attached by id; the API checks they are the patient's. */
const fileRefs = v.pipe(v.array(v.object({ id: idField, name: v.pipe(v.string(), v.maxLength(255)) })), v.maxLength(10))
const proposedDates = v.pipe(v.array(v.pipe(v.string(), v.isoTimestamp())), v.minLength(1), v.maxLength(25))

export const getAppointments = createServerFn({ method: 'GET' })
  .middleware([localeMiddleware])
  .validator(
    serverInput(
      v.object({
        statuses: v.array(v.pipe(v.number(), v.check(isAppointmentStatus))),
        page: v.pipe(v.number(), v.integer(), v.minValue(0)),
      }),
    ),
  )
  .handler(({ data, context }) => fetchAppointments(context.locale, data.statuses, data.page))

export const getAppointment = createServerFn({ method: 'GET' })
  .middleware([localeMiddleware])
  .validator(serverInput(v.object({ id: idField })))
  .handler(({ data, context }) => fetchAppointment(context.locale, data.id))

export const sendNote = createServerFn({ method: 'POST' })
  .middleware([localeMiddleware])
  .validator(serverInput(v.object({ id: idField, note: noteField })))
  .handler(({ data, context }) => sendAppointmentNote(context.locale, data.id, data.note))

export const approveDate = createServerFn({ method: 'POST' })
  .middleware([localeMiddleware])
  .validator(serverInput(v.object({ id: idField, dateId: idField })))
  .handler(({ data, context }) => approveAppointmentDate(context.locale, data.id, data.dateId))

export const addLinks = createServerFn({ method: 'POST' })
  .middleware([localeMiddleware])
  .validator(serverInput(v.object({ id: idField, links: v.pipe(v.array(linkField), v.minLength(1), v.maxLength(MAX_LINKS)) })))
  .handler(({ data, context }) => addAppointmentLinks(context.locale, data.id, data.links))

export const cancel = createServerFn({ method: 'POST' })
  .middleware([localeMiddleware])
  .validator(serverInput(v.object({ id: idField, reason: reasonField })))
  .handler(({ data, context }) => cancelAppointment(context.locale, data.id, data.reason))

const bookingRequest = v.object({
  doctorId: idField,
  planId: idField,
  dates: proposedDates,
  reason: bookingReasonField,
  translatorPlanId: v.optional(idField),
  files: v.optional(fileRefs),
})
/** What the booking page sends: the doctor's plan, the proposed times, the reason, a translator and files. */
export type BookingRequest = v.InferOutput<typeof bookingRequest>

export const book = createServerFn({ method: 'POST' })
  .middleware([localeMiddleware])
  .validator(serverInput(bookingRequest))
  .handler(({ data, context }) => createAppointment(context.locale, data))

export const requestDates = createServerFn({ method: 'POST' })
  .middleware([localeMiddleware])
  .validator(serverInput(v.object({ id: idField, dates: proposedDates })))
  .handler(({ data, context }) => requestAppointmentDates(context.locale, data.id, data.dates))

export const review = createServerFn({ method: 'POST' })
  .middleware([localeMiddleware])
  .validator(serverInput(v.object({ id: idField, rating: ratingField, comment: bookingReasonField })))
  .handler(({ data, context }) => reviewAppointment(context.locale, data.id, data.rating, data.comment))

export const getTranslatorPlan = createServerFn({ method: 'GET' })
  .middleware([localeMiddleware])
  .validator(
    serverInput(v.object({ lang: v.pipe(v.string(), v.regex(/^[a-z]{2,3}$/)), duration: v.pipe(v.number(), v.integer(), v.minValue(1)) })),
  )
  .handler(({ data, context }) => fetchTranslatorPlan(context.locale, data.lang, data.duration))

export const getTranslatorLanguages = createServerFn({ method: 'GET' })
  .middleware([localeMiddleware])
  .handler(({ context }) => fetchTranslatorLanguages(context.locale))

export const setTranslator = createServerFn({ method: 'POST' })
  .middleware([localeMiddleware])
  .validator(serverInput(v.object({ id: idField, translatorPlanId: idField })))
  .handler(({ data, context }) => addTranslator(context.locale, data.id, data.translatorPlanId))

export const addFiles = createServerFn({ method: 'POST' })
  .middleware([localeMiddleware])
  .validator(
    serverInput(
      v.object({
        id: idField,
        files: v.pipe(fileRefs, v.minLength(1)),
      }),
    ),
  )
  .handler(({ data, context }) => addAppointmentFiles(context.locale, data.id, data.files))

export const getTranslationAvailable = createServerFn({ method: 'GET' })
  .middleware([localeMiddleware])
  .handler(({ context }) => fetchTranslationAvailable(context.locale))

export const translateNote = createServerFn({ method: 'POST' })
  .middleware([localeMiddleware])
  .validator(serverInput(v.object({ id: idField, noteId: idField })))
  .handler(({ data, context }) => translateAppointmentNote(context.locale, data.id, data.noteId))
