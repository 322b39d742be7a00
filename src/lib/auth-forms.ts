import * as v from 'valibot'
import { isValidPhoneNumber, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min'
import { isAllowedBirthDate } from './birth-date'
import { EMAIL, LATIN_NAME } from './contact-form'
import { isStrongPassword } from './password-rules'

/**
 * The auth forms' rules (spec part 1 §5). Messages are keys of the `validation` namespace; the
 * same schemas validate in the browser and in the server functions.
 */
const requiredText = v.pipe(v.string(), v.trim(), v.nonEmpty('required'))
/** One message per field at a time: 'required' hides the pattern message of an empty field. */
const firstIssue = <T extends v.GenericSchema>(schema: T) => v.config(schema, { abortPipeEarly: true })

export const emailField = firstIssue(v.pipe(requiredText, v.maxLength(254, 'string_max'), v.regex(EMAIL, 'types_email')))
export const nameField = firstIssue(v.pipe(requiredText, v.maxLength(100, 'string_max'), v.regex(LATIN_NAME, 'only_latin_letters')))
/** Sign-in only needs a password; strength is checked where one is chosen. */
const anyPassword = v.pipe(v.string(), v.nonEmpty('required'), v.maxLength(200, 'string_max'))
export const newPasswordField = firstIssue(v.pipe(anyPassword, v.check(isStrongPassword, 'password_validation')))
/** Verification codes are six digits. */
export const codeField = firstIssue(v.pipe(v.string(), v.nonEmpty('required'), v.regex(/^\d{6}$/, 'code_digits')))
/** An international number (libphonenumber-js), sent as E.164. */
export const phoneField = firstIssue(
  v.pipe(
    requiredText,
    v.check((value) => isValidPhoneNumber(value), 'invalid_phone'),
    v.transform((value) => parsePhoneNumberFromString(value)?.number ?? value),
  ),
)

export const loginSchema = v.object({ email: emailField, password: anyPassword })
export const signUpEmailSchema = v.object({ email: emailField })
export const signUpSchema = v.object({
  email: emailField,
  first_name: nameField,
  last_name: nameField,
  password: newPasswordField,
  agree: v.pipe(v.boolean(), v.value(true, 'please_read_and_accept')),
})
export const forgotSchema = v.object({ email: emailField })
export const createPasswordSchema = v.pipe(
  v.object({ password: newPasswordField, confirm_password: v.pipe(v.string(), v.nonEmpty('required')) }),
  v.forward(
    v.partialCheck([['password'], ['confirm_password']], (input) => input.password === input.confirm_password, 'confirm_password_error'),
    ['confirm_password'],
  ),
)
export const codeSchema = v.object({ code: codeField })
export const phoneSchema = v.object({ phone: phoneField })

/** Personal information after sign-up; `now` fixes the age window (18 to 100). */
export function personalInfoSchema(now: Date) {
  return v.object({
    first_name: nameField,
    last_name: nameField,
    phone: phoneField,
    date_of_birth: v.pipe(v.string(), v.nonEmpty('required'), v.check((value) => isAllowedBirthDate(value, now), 'age_restriction')),
    gender: v.pipe(v.string(), v.picklist(['1', '2'], 'required')),
  })
}

/** Joins a country's calling code and a national number into one international number. */
export function internationalPhone(country: CountryCode, national: string): string {
  const parsed = parsePhoneNumberFromString(national, country)
  return parsed?.number ?? national
}
