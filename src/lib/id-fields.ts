import * as v from 'valibot'
import { ID_PATTERN } from '#contract/ids'

/** An appointment's payKey: the URL-safe random key of its payment page. */
export const PAY_KEY_PATTERN = /^[\w-]{8,100}$/

export const idField = v.pipe(v.string(), v.regex(ID_PATTERN))
export const payKeyField = v.pipe(v.string(), v.regex(PAY_KEY_PATTERN))
