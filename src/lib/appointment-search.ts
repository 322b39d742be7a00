import * as v from 'valibot'

/** `/appointments?status=`: the list's group; none (or anything else) is the current appointments. */
export const appointmentListSearchSchema = v.object({
  status: v.fallback(v.optional(v.picklist(['active', 'past'])), undefined),
})

export const APPOINTMENT_TABS = ['dates', 'reports', 'files', 'messages'] as const
export type AppointmentTab = (typeof APPOINTMENT_TABS)[number]

/**
 * `appointments/{id}?tab=&modal=`: the open tab and dialog survive a reload and a shared link
 * (issue 12). A tab the appointment does not show falls back to the first it does (the page decides).
 */
export const appointmentSearchSchema = v.object({
  tab: v.fallback(v.optional(v.picklist(APPOINTMENT_TABS)), undefined),
  modal: v.fallback(v.optional(v.picklist(['cancel', 'review', 'translator'])), undefined),
  /** the date tab's add-dates screen */
  screen: v.fallback(v.optional(v.picklist(['add-dates'])), undefined),
})

export const BOOKING_STEPS = ['plan', 'dates', 'details'] as const
export type BookingStep = (typeof BOOKING_STEPS)[number]

/**
 * `/book-appointment?doctor=&plan=&step=` (issue 12): the doctor, the chosen plan and the step survive a
 * reload; the times and the reason written so far are kept in session storage (BookAppointmentPage).
 */
export const bookingSearchSchema = v.object({
  doctor: v.fallback(v.optional(v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,120}$/))), undefined),
  // A number, as the address writes it (a string would be written quoted).
  plan: v.fallback(v.optional(v.pipe(v.union([v.string(), v.number()]), v.transform(Number), v.integer(), v.minValue(1), v.maxValue(999_999_999))), undefined),
  step: v.fallback(v.optional(v.picklist(BOOKING_STEPS)), undefined),
})
