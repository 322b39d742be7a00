import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { localeField } from '~/lib/locale-input'
import { idField } from '~/lib/id-fields'
import { serverInput } from '~/lib/server-input'
import { bookingReasonField, linkField, noteField, ratingField, reasonField } from '../../contract/appointment-fields'
import { isAppointmentStatus, MAX_LINKS } from '../../contract/appointments'
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
  .validator(serverInput(v.object({ locale: localeField, statuses: v.array(v.pipe(v.number(), v.check(isAppointmentStatus))) })))
  .handler(({ data }) => fetchAppointments(data.locale, data.statuses))

export const getAppointment = createServerFn({ method: 'GET' })
  .validator(serverInput(v.object({ locale: localeField, id: idField })))
  .handler(({ data }) => fetchAppointment(data.locale, data.id))

export const sendNote = createServerFn({ method: 'POST' })
  .validator(serverInput(v.object({ locale: localeField, id: idField, note: noteField })))
  .handler(({ data }) => sendAppointmentNote(data.locale, data.id, data.note))

export const approveDate = createServerFn({ method: 'POST' })
  .validator(serverInput(v.object({ locale: localeField, id: idField, dateId: idField })))
  .handler(({ data }) => approveAppointmentDate(data.locale, data.id, data.dateId))

export const addLinks = createServerFn({ method: 'POST' })
  .validator(serverInput(v.object({ locale: localeField, id: idField, links: v.pipe(v.array(linkField), v.minLength(1), v.maxLength(MAX_LINKS)) })))
  .handler(({ data }) => addAppointmentLinks(data.locale, data.id, data.links))

export const cancel = createServerFn({ method: 'POST' })
  .validator(serverInput(v.object({ locale: localeField, id: idField, reason: reasonField })))
  .handler(({ data }) => cancelAppointment(data.locale, data.id, data.reason))

export const book = createServerFn({ method: 'POST' })
  .validator(
    serverInput(
      v.object({
        locale: localeField,
        doctorId: idField,
        planId: idField,
        dates: proposedDates,
        reason: bookingReasonField,
        translatorPlanId: v.optional(idField),
        files: v.optional(fileRefs),
      }),
    ),
  )
  .handler(({ data }) => createAppointment(data.locale, data))

export const requestDates = createServerFn({ method: 'POST' })
  .validator(serverInput(v.object({ locale: localeField, id: idField, dates: proposedDates })))
  .handler(({ data }) => requestAppointmentDates(data.locale, data.id, data.dates))

export const review = createServerFn({ method: 'POST' })
  .validator(serverInput(v.object({ locale: localeField, id: idField, rating: ratingField, comment: bookingReasonField })))
  .handler(({ data }) => reviewAppointment(data.locale, data.id, data.rating, data.comment))

export const getTranslatorPlan = createServerFn({ method: 'GET' })
  .validator(serverInput(v.object({ locale: localeField, lang: v.pipe(v.string(), v.regex(/^[a-z]{2,3}$/)), duration: v.pipe(v.number(), v.integer(), v.minValue(1)) })))
  .handler(({ data }) => fetchTranslatorPlan(data.locale, data.lang, data.duration))

export const getTranslatorLanguages = createServerFn({ method: 'GET' })
  .validator(serverInput(v.object({ locale: localeField })))
  .handler(({ data }) => fetchTranslatorLanguages(data.locale))

export const setTranslator = createServerFn({ method: 'POST' })
  .validator(serverInput(v.object({ locale: localeField, id: idField, translatorPlanId: idField })))
  .handler(({ data }) => addTranslator(data.locale, data.id, data.translatorPlanId))

export const addFiles = createServerFn({ method: 'POST' })
  .validator(
    serverInput(
      v.object({
        locale: localeField,
        id: idField,
        files: v.pipe(fileRefs, v.minLength(1)),
      }),
    ),
  )
  .handler(({ data }) => addAppointmentFiles(data.locale, data.id, data.files))

export const getTranslationAvailable = createServerFn({ method: 'GET' })
  .validator(serverInput(v.object({ locale: localeField })))
  .handler(({ data }) => fetchTranslationAvailable(data.locale))

export const translateNote = createServerFn({ method: 'POST' })
  .validator(serverInput(v.object({ locale: localeField, id: idField, noteId: idField })))
  .handler(({ data }) => translateAppointmentNote(data.locale, data.id, data.noteId))
