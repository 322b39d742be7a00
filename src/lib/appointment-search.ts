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
  modal: v.fallback(v.optional(v.picklist(['cancel'])), undefined),
})
