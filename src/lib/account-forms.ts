import { isValidPhoneNumber } from 'libphonenumber-js/min'
import * as v from 'valibot'
import { LATIN_NAME } from './contact-form'
import { isStrongPassword } from './password-rules'

/**
 * Account forms (spec part 1 §5): the same rules the API applies (docs/api/auth-and-account.md
 * "Rules"); messages are keys of the `validation` namespace.
 */

/** The date-of-birth picker's default (spec part 1 §9). */
export const DEFAULT_BIRTH_DATE = '1960-06-15'
export const MIN_AGE = 18
export const MAX_AGE = 100

/** Years offered: the current year minus 18 down to minus 100. */
export function birthYears(today = new Date()): number[] {
  const newest = today.getFullYear() - MIN_AGE
  return Array.from({ length: MAX_AGE - MIN_AGE + 1 }, (_, i) => newest - i)
}

/** Day count of a month (1-12); February follows the year. */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate()
}

/** Whole years of age on `today` for a YYYY-MM-DD birth date. */
export function ageOn(birth: string, today = new Date()): number {
  const [y = 0, m = 0, d = 0] = birth.split('-').map(Number)
  const age = today.getFullYear() - y
  const month = today.getMonth() + 1
  return month > m || (month === m && today.getDate() >= d) ? age : age - 1
}

export function isCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false
  const [y = 0, m = 0, d = 0] = text.split('-').map(Number)
  return m >= 1 && m <= 12 && d >= 1 && d <= daysInMonth(y, m)
}

export const isTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone })
    return zone.length > 0
  } catch {
    return false
  }
}

const requiredText = v.pipe(v.string(), v.trim(), v.nonEmpty('required'))
/** A rule for filled values only: an empty field shows just 'required', not every rule at once. */
const whenFilled = (rule: (value: string) => boolean, message: string) => v.check((value: string) => value === '' || rule(value), message)

const latinName = v.pipe(requiredText, whenFilled((name) => LATIN_NAME.test(name), 'only_latin_letters'), v.maxLength(100, 'string_max'))

export const phoneSchema = v.pipe(
  requiredText,
  whenFilled((phone) => phone.startsWith('+') && isValidPhoneNumber(phone), 'invalid_phone'),
)

export const dateOfBirthSchema = v.pipe(
  requiredText,
  whenFilled(isCalendarDate, 'invalid_date'),
  whenFilled((date) => !isCalendarDate(date) || (ageOn(date) >= MIN_AGE && ageOn(date) <= MAX_AGE), 'age_restriction'),
)

/** Personal information (account section and the profile card); e-mail is read-only. */
export const personalInfoSchema = v.object({
  first_name: latinName,
  last_name: latinName,
  phone: phoneSchema,
  date_of_birth: dateOfBirthSchema,
  gender: v.pipe(v.string(), v.check((gender) => gender === '1' || gender === '2', 'required')),
})
export type PersonalInfoValues = v.InferInput<typeof personalInfoSchema>

/** The personal-information form's starting values from the saved user (the date picker's default when unset). */
export function personalInfoDefaults(user: {
  first_name?: string | null
  last_name?: string | null
  phone?: string | null
  date_of_birth?: string | null
  gender?: number | null
}): PersonalInfoValues {
  return {
    first_name: user.first_name ?? '',
    last_name: user.last_name ?? '',
    phone: user.phone ?? '',
    date_of_birth: user.date_of_birth ?? DEFAULT_BIRTH_DATE,
    gender: user.gender ? String(user.gender) : '',
  }
}

/** The settings page's address card: country and timezone required, city and address optional. */
export const addressSchema = v.object({
  address: v.pipe(v.string(), v.trim(), v.maxLength(255, 'string_max')),
  city: v.pipe(v.string(), v.trim(), v.maxLength(255, 'string_max')),
  country: v.pipe(requiredText, whenFilled((code) => /^[A-Z]{2}$/.test(code), 'invalid_value')),
  timezone: v.pipe(requiredText, whenFilled(isTimeZone, 'invalid_value')),
})
export type AddressValues = v.InferInput<typeof addressSchema>

export const changePasswordSchema = v.pipe(
  v.object({
    current_password: v.pipe(v.string(), v.nonEmpty('required')),
    password: v.pipe(v.string(), v.nonEmpty('required'), whenFilled(isStrongPassword, 'password_validation')),
    repeat_password: v.pipe(v.string(), v.nonEmpty('required')),
  }),
  // Settings shows 'passwords not match' on the repeat field (spec part 1 §5).
  v.forward(
    v.partialCheck([['password'], ['repeat_password']], (input) => input.password === input.repeat_password, 'passwords_not_match'),
    ['repeat_password'],
  ),
)
export type ChangePasswordValues = v.InferInput<typeof changePasswordSchema>
