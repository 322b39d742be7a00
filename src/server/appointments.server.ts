import type { Locale } from '~/i18n/locales'
import {
  AddAppointmentFilesDocument,
  AddAppointmentLinksDocument,
  AddTranslatorDocument,
  AppointmentDocument,
  AppointmentListDocument,
  ApproveAppointmentDateDocument,
  RejectAppointmentStatusDocument,
  CreateAppointmentDocument,
  CreateReviewDocument,
  RequestAppointmentDatesDocument,
  TranslatorLanguagesDocument,
  TranslatorPlanDocument,
  SendAppointmentNoteDocument,
  TranslateNoteDocument,
  TranslationAvailableDocument,
} from './appointments.documents'
import { APPOINTMENT_STATUS, APPOINTMENTS_PAGE_SIZE } from '#contract/appointments'
import { apiRequest, attempt, publicRead } from './api.server'
import { readSignedIn } from './session.server'
import type { BookingRequest } from './appointments.functions'

/** The API calls of the appointment screens (issue 12); the API checks ownership and the status table. */

/**
 * One page of the list: the spec fetched everything up to 200 (part 1 §9); a long history now comes
 * 20 at a time, the next on "Show more" (issue 28).
 */
export function fetchAppointments(locale: Locale, statuses: number[], page: number) {
  return readSignedIn(
    async () =>
      (await apiRequest(AppointmentListDocument, { query: { statuses, pagination: { page, limit: APPOINTMENTS_PAGE_SIZE } } }, { locale }))
        .appointments,
  )
}

export function fetchAppointment(locale: Locale, id: string) {
  return readSignedIn(async () => (await apiRequest(AppointmentDocument, { id }, { locale })).appointment ?? null)
}

export function sendAppointmentNote(locale: Locale, id: string, note: string) {
  return attempt(async () => (await apiRequest(SendAppointmentNoteDocument, { id, note }, { locale })).CreateAppointmentNote.id)
}

export function approveAppointmentDate(locale: Locale, appointmentId: string, dateId: string) {
  return attempt(async () => (await apiRequest(ApproveAppointmentDateDocument, { appointmentId, dateId }, { locale })).ApproveDate.status)
}

export function addAppointmentLinks(locale: Locale, id: string, links: string[]) {
  return attempt(async () => (await apiRequest(AddAppointmentLinksDocument, { id, links }, { locale })).AddLinks.id)
}

export function cancelAppointment(locale: Locale, id: string, reason: string) {
  return attempt(
    async () =>
      (await apiRequest(RejectAppointmentStatusDocument, { id, status: APPOINTMENT_STATUS.canceled, reason }, { locale })).RejectStatus
        .status,
  )
}

export function createAppointment(locale: Locale, input: BookingRequest) {
  const { doctorId, planId, dates, reason, translatorPlanId, files } = input
  return attempt(
    async () =>
      (
        await apiRequest(
          CreateAppointmentDocument,
          {
            input: {
              doctor_id: doctorId,
              plan_id: planId,
              dates,
              reason,
              translator_plan_id: translatorPlanId ?? null,
              files: files ?? null,
            },
          },
          { locale },
        )
      ).CreateAppointment.id,
  )
}

export function requestAppointmentDates(locale: Locale, id: string, dates: string[]) {
  return attempt(async () => (await apiRequest(RequestAppointmentDatesDocument, { id, dates }, { locale })).RequestAppointmentDates.id)
}

export function reviewAppointment(locale: Locale, id: string, rating: number, comment: string) {
  return attempt(
    async () =>
      (await apiRequest(CreateReviewDocument, { input: { appointment_id: id, rating, comment } }, { locale })).CreateReview.rating,
  )
}

// Catalogue reads the same for everyone: the web's shared answer cache (ADR 0023).
const readTranslatorPlan = publicRead(TranslatorPlanDocument)
const readLanguages = publicRead(TranslatorLanguagesDocument)
const readTranslationAvailable = publicRead(TranslationAvailableDocument)

export async function fetchTranslatorPlan(locale: Locale, lang: string, duration: number) {
  return (await readTranslatorPlan({ lang, duration }, { locale })).translatorPlanByLanguage ?? null
}

export async function fetchTranslatorLanguages(locale: Locale) {
  return (await readLanguages({}, { locale })).languages
}

export function addTranslator(locale: Locale, id: string, translatorPlanId: string) {
  return attempt(async () => (await apiRequest(AddTranslatorDocument, { id, translatorPlanId }, { locale })).AddTranslatorPlan.id)
}

export function addAppointmentFiles(locale: Locale, id: string, files: { id: string; name: string }[]) {
  return attempt(async () => (await apiRequest(AddAppointmentFilesDocument, { id, files }, { locale })).CreateAppointmentFile.length)
}

export async function fetchTranslationAvailable(locale: Locale) {
  return (await readTranslationAvailable({}, { locale })).translationAvailable
}

/** A message of the appointment in the patient's language (the page's), through the API's AI adapter. */
export function translateAppointmentNote(locale: Locale, appointmentId: string, noteId: string) {
  return attempt(
    async () =>
      (await apiRequest(TranslateNoteDocument, { input: { appointment_id: appointmentId, note_id: noteId, lang: locale } }, { locale }))
        .translate.body,
  )
}
