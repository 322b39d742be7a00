import * as v from 'valibot'
import { lenient, slugParam, urlNumber } from './search-params'
import { fileIdParam } from './list-search'

/** `/appointments?status=`: the list's group; none (or anything else) is the current appointments. */
export const appointmentListSearchSchema = v.object({
  status: lenient(v.picklist(['active', 'past'])),
})

export const APPOINTMENT_TABS = ['dates', 'reports', 'files', 'messages'] as const
export type AppointmentTab = (typeof APPOINTMENT_TABS)[number]

/**
 * The appointment dialogs that have an address (spec part 1 §2 modal kinds appointmentOption, addNote,
 * addFile, addTranslator, rejectAppointment, review). The status and translation dialogs report
 * something that just happened, so they are not reopened by a reload.
 */
export const APPOINTMENT_MODALS = ['options', 'add-note', 'add-file', 'translator', 'cancel', 'review'] as const
export type AppointmentModal = (typeof APPOINTMENT_MODALS)[number]

/**
 * `appointments/{id}?tab=&modal=`: the open tab and dialog survive a reload and a shared link
 * (issue 12). A tab the appointment does not show falls back to the first it does, a dialog it does
 * not offer stays closed (the page decides).
 */
export const appointmentSearchSchema = v.object({
  tab: lenient(v.picklist(APPOINTMENT_TABS)),
  modal: lenient(v.picklist(APPOINTMENT_MODALS)),
  /** the date tab's add-dates screen */
  screen: lenient(v.picklist(['add-dates'])),
})

export const BOOKING_STEPS = ['plan', 'dates', 'details'] as const
export type BookingStep = (typeof BOOKING_STEPS)[number]

/**
 * `/book-appointment?doctor=&plan=&step=` (issue 12): the doctor, the chosen plan and the step survive a
 * reload; the times and the reason written so far are kept in session storage (BookAppointmentPage).
 */
export const bookingSearchSchema = v.object({
  doctor: slugParam,
  // A number, as the address writes it (a string would be written quoted).
  plan: lenient(v.pipe(urlNumber, v.integer(), v.minValue(1), v.maxValue(999_999_999))),
  step: lenient(v.picklist(BOOKING_STEPS)),
})

/**
 * `/get-started?step=&service=` (the find-doctor form, issue 12): the step (0 to maxStep 3) survives a
 * reload, what was typed is in session storage; `service` is the service page the request came from,
 * where the patient continues once it is sent (spec part 1 §4.5).
 */
export const getStartedSearchSchema = v.object({
  // 0 to maxStep (FIND_DOCTOR_MAX_STEP in contract/find-doctor.ts); a number, as the address writes it.
  step: lenient(v.pipe(urlNumber, v.picklist([0, 1, 2, 3]))),
  service: slugParam,
  // A stored file of the patient's to send with the request: a test result's report (its doctor banner, spec part 2 §2).
  filename: fileIdParam,
})

/** Where the find-doctor form keeps what was typed (session storage). */
export const FIND_DOCTOR_DRAFT_KEY = 'find-doctor'
