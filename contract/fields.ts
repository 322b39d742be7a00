import * as v from 'valibot'
import { ISO_COUNTRIES } from './countries'
import { isAllowedAge, isCalendarDate } from './dates'
import { asciiDigits } from './digits'
import { isStrongPassword, PASSWORD_MAX_LENGTH } from './password'

/**
 * The field rules of every form and request, once (spec part 1 §5, docs/api/auth-and-account.md
 * "Rules"). The web's forms and server functions and the API's request schemas compose these.
 * Messages are keys of the web's `validation` namespace: the web translates them, the API answers
 * them as field errors. Each field reports one message at a time (the first rule that fails), so an
 * empty field says only 'required'.
 */
export const firstIssue = <T extends v.GenericSchema>(schema: T) => v.config(schema, { abortPipeEarly: true })

/** A trimmed string that must not be empty (null or a number is 'required' too). */
export const requiredText = v.pipe(v.string('required'), v.trim(), v.nonEmpty('required'))

/**
 * A name in the Latin script: letters of that script with their diacritics ("Jürgen Müller",
 * "Hélène", "Çelik", also written with combining marks), spaces, hyphens and apostrophes ("O'Neil",
 * "O’Neil"), starting with a letter. Other scripts, digits and other symbols are refused. A letter is
 * both \p{L} and \p{Script=Latin}: the script alone also holds Roman numerals and the like.
 */
export const LATIN_NAME = /^(?=\p{L})\p{Script=Latin}(?:(?=\p{L})\p{Script=Latin}|\p{M}|[ '’-])*$/u

/** Names are stored composed (NFC), so "u" + combining diaeresis and "ü" are the same name. */
export const nameField = firstIssue(
  v.pipe(
    requiredText,
    v.transform((name) => name.normalize('NFC')),
    v.maxLength(100, 'string_max'),
    v.regex(LATIN_NAME, 'only_latin_letters'),
  ),
)

/** One account per address whatever its case: answered in lower case. */
export const emailField = firstIssue(v.pipe(requiredText, v.maxLength(254, 'string_max'), v.email('types_email'), v.toLowerCase()))

/** Any password (sign-in, current password): strength is checked only where one is chosen. */
export const passwordField = firstIssue(
  v.pipe(v.string('required'), v.nonEmpty('required'), v.maxLength(PASSWORD_MAX_LENGTH, 'string_max')),
)

/** A new password: the four strength rules (contract/password.ts). */
export const newPasswordField = firstIssue(
  v.pipe(v.string('required'), v.nonEmpty('required'), v.check(isStrongPassword, 'password_validation')),
)

/** E-mail, phone and two-factor codes are six digits (Arabic-Indic and Persian ones count, as ASCII). */
export const codeField = firstIssue(v.pipe(requiredText, v.transform(asciiDigits), v.regex(/^\d{6}$/, 'code_digits')))

/**
 * What a code input keeps of what is typed or pasted: digits in ASCII, no spaces, six characters at
 * most. Letters stay, so the rule above says "six digits" instead of the field emptying into "required".
 */
export function codeText(value: string): string {
  return asciiDigits(value).replace(/\s/g, '').slice(0, 6)
}

/**
 * What people type in phone numbers, made plain: Arabic-Indic and Persian digits become ASCII and
 * separators (spaces, hyphens, dots, slashes, brackets) are dropped: "+49 (211) 555-01" and
 * "+49 211/55501" become "+4921155501". Letters and other symbols stay, so the rule can call them
 * invalid.
 */
export function normalizePhone(value: string): string {
  return asciiDigits(value).replace(/[\s\-()./]/g, '')
}

/**
 * A contact request's call-back number: any international number shape (a plus, a country code,
 * 7 to 15 digits), separators dropped. Visitors are called back by people, not sent codes.
 */
export const callbackPhoneField = firstIssue(
  v.pipe(requiredText, v.transform(normalizePhone), v.regex(/^\+[1-9]\d{6,14}$/, 'invalid_phone')),
)

/** A YYYY-MM-DD birth date of someone between 18 and 100 today (contract/dates.ts). */
export const dateOfBirthField = firstIssue(
  v.pipe(
    requiredText,
    v.check(isCalendarDate, 'invalid_date'),
    v.check((date) => isAllowedAge(date), 'age_restriction'),
  ),
)

/** An IANA time zone name the runtime knows. */
export function isTimeZone(zone: string): boolean {
  if (!zone) return false
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone })
    return true
  } catch {
    return false
  }
}

export const timeZoneField = firstIssue(v.pipe(requiredText, v.maxLength(64, 'string_max'), v.check(isTimeZone, 'invalid_timezone')))

/** ISO 3166-1 alpha-2, answered in upper case. */
export const countryField = firstIssue(
  v.pipe(
    requiredText,
    v.toUpperCase(),
    v.check((code) => ISO_COUNTRIES.includes(code), 'invalid_value'),
  ),
)

/** 1 (male) or 2 (female), as the API stores it. */
export const GENDERS = [1, 2] as const

/** An optional line of an address; blank becomes null (cleared). */
export const addressLineField = v.pipe(v.string(), v.trim(), v.maxLength(255, 'string_max'))
