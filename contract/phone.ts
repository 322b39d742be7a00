import { parsePhoneNumberFromString } from 'libphonenumber-js/min'
import * as v from 'valibot'
import { firstIssue, normalizePhone, requiredText } from './fields'

// In a module of its own: libphonenumber's metadata (~40 kB gzip) reaches only the browser pages that
// check a patient's phone, not every form that shares the other field rules (ADR 0024).

/**
 * A patient's phone: a real international number (libphonenumber-js) written with its "+", answered
 * in E.164. SMS codes go to it, so the shape alone is not enough. Only digits and separators may
 * follow the "+": libphonenumber would quietly drop trailing letters ("+4930123456a").
 */
export const phoneField = firstIssue(
  v.pipe(
    requiredText,
    v.transform(normalizePhone),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const parsed = /^\+\d+$/.test(dataset.value) ? parsePhoneNumberFromString(dataset.value) : undefined
      if (parsed?.isValid()) return parsed.number as string
      addIssue({ message: 'invalid_phone' })
      return NEVER
    }),
  ),
)

/**
 * A phone number as people read it: "+4915123458368" → "+49 151 23458368", libphonenumber's
 * international format (the one readable in every language and country). What it cannot read (a
 * partly typed number, a number without its "+") comes back as given. The web shows every phone
 * number through this (issue 26 #10), isolated left to right on right-to-left pages.
 */
export function formatPhone(value: string): string {
  const parsed = /^\+\d+$/.test(value) ? parsePhoneNumberFromString(value) : undefined
  return parsed?.isPossible() ? parsed.formatInternational() : value
}
