import * as v from 'valibot'

/** A record id as the API issues them: 1–9 digits, as text (route params, server-function inputs). */
export const ID_PATTERN = /^\d{1,9}$/
/** An appointment's payKey: the URL-safe random key of its payment page. */
export const PAY_KEY_PATTERN = /^[\w-]{8,100}$/

export const idField = v.pipe(v.string(), v.regex(ID_PATTERN))
export const payKeyField = v.pipe(v.string(), v.regex(PAY_KEY_PATTERN))
