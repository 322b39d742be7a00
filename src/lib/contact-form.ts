import * as v from 'valibot'

/** Latin letters, starting with a letter; spaces and hyphens allowed (spec part 1 §5). */
export const LATIN_NAME = /^[A-Za-z][A-Za-z -]*$/
/** A standard e-mail address pattern (message types_email). */
export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/
/** An international number: a plus, a country code and 7 to 15 digits in all. */
export const INTERNATIONAL_PHONE = /^\+[1-9]\d{6,14}$/

/** Drops the separators people type in phone numbers. */
export function normalizePhone(value: string): string {
  return value.replace(/[\s\-().]/g, '')
}

const required = (schema: v.GenericSchema<string, string>) => v.pipe(v.string(), v.trim(), v.nonEmpty('required'), schema)

/**
 * The contact form (spec part 1 §5, part 2 §5). Messages are i18n keys under `validation.`; the
 * same schema validates in the browser and in the server function.
 */
export const contactRequestSchema = v.object({
  first_name: required(v.pipe(v.string(), v.regex(LATIN_NAME, 'only_latin_letters'), v.maxLength(100, 'string_max'))),
  last_name: required(v.pipe(v.string(), v.regex(LATIN_NAME, 'only_latin_letters'), v.maxLength(100, 'string_max'))),
  phone_number: required(v.pipe(v.string(), v.transform(normalizePhone), v.regex(INTERNATIONAL_PHONE, 'invalid_phone'))),
  email: required(v.pipe(v.string(), v.regex(EMAIL, 'types_email'), v.maxLength(254, 'string_max'))),
  description: required(v.pipe(v.string(), v.maxLength(5000, 'string_max'))),
  recaptchaToken: v.optional(v.string()),
})

export type ContactRequest = v.InferOutput<typeof contactRequestSchema>
