import * as v from 'valibot'
import { isLink, isRating, MAX_NOTE_LENGTH, MAX_REASON_LENGTH } from './appointments'

/**
 * The appointment forms' field rules (spec part 1 §5), apart from the status rules in
 * appointments.ts: a bundle that needs only the statuses (every page's route loaders) leaves the
 * schemas out.
 */

/** A message (note): not empty after trimming. */
export const noteField = v.config(
  v.pipe(v.string('required'), v.trim(), v.nonEmpty('required'), v.maxLength(MAX_NOTE_LENGTH, 'string_max')),
  {
    abortPipeEarly: true,
  },
)
/** The reason of a cancel or reject: required (spec: the field is marked, no message). */
export const reasonField = v.config(
  v.pipe(v.string('required'), v.trim(), v.nonEmpty('required'), v.maxLength(MAX_REASON_LENGTH, 'string_max')),
  {
    abortPipeEarly: true,
  },
)
/** The reason written when booking: optional. */
const bookingReason = v.pipe(v.string(), v.trim(), v.maxLength(MAX_REASON_LENGTH, 'string_max'))
export const bookingReasonField = v.optional(bookingReason, '')
export const linkField = v.config(v.pipe(v.string('required'), v.trim(), v.check(isLink, 'link_not_valid')), { abortPipeEarly: true })
/** The files tab's link form: one address, added with `addLinks`. */
export const linkForm = v.object({ link: linkField })

/** The note dialog's form: the web form validates it, the server function sends `note` through `noteField`. */
export const noteForm = v.object({ note: noteField })
/** The cancel dialog's form. */
export const cancelForm = v.object({ reason: reasonField })

/** The booking's details form: the reason the booking server function and the API take. */
export const bookingForm = v.object({ reason: bookingReason })
/** A review (spec part 1 §9): a rating in half stars from 1 to 5 and an optional comment. */
export const ratingField = v.pipe(v.number(), v.check(isRating, 'rating_invalid'))
export const reviewForm = v.object({ rating: ratingField, comment: bookingReasonField })
