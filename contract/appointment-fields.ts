import * as v from 'valibot'
import { isLink, MAX_NOTE_LENGTH, MAX_REASON_LENGTH } from './appointments'

/**
 * The appointment forms' field rules (spec part 1 §5), apart from the status rules in
 * appointments.ts: a bundle that needs only the statuses (every page's route loaders) leaves the
 * schemas out.
 */

/** A message (note): not empty after trimming. */
export const noteField = v.config(v.pipe(v.string('required'), v.trim(), v.nonEmpty('required'), v.maxLength(MAX_NOTE_LENGTH, 'string_max')), {
  abortPipeEarly: true,
})
/** The reason of a cancel or reject: required (spec: the field is marked, no message). */
export const reasonField = v.config(v.pipe(v.string('required'), v.trim(), v.nonEmpty('required'), v.maxLength(MAX_REASON_LENGTH, 'string_max')), {
  abortPipeEarly: true,
})
/** The reason written when booking: optional. */
export const bookingReasonField = v.optional(v.pipe(v.string(), v.trim(), v.maxLength(MAX_REASON_LENGTH, 'string_max')), '')
export const linkField = v.config(v.pipe(v.string('required'), v.trim(), v.check(isLink, 'link_not_valid')), { abortPipeEarly: true })
