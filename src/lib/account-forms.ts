import * as v from 'valibot'
import { addressLineField, countryField, dateOfBirthField, nameField, newPasswordField, timeZoneField } from '#contract/fields'
import { phoneField } from '#contract/phone'

/**
 * Account forms (spec part 1 §5), composed of the contract's field rules (contract/fields.ts) that
 * the API applies too; messages are keys of the `validation` namespace.
 */
export { daysInMonth } from '#contract/dates'

export { birthYears } from './birth-years'

/** Personal information (account section and the profile card); e-mail is read-only. */
export const personalInfoSchema = v.object({
  first_name: nameField,
  last_name: nameField,
  phone: phoneField,
  date_of_birth: dateOfBirthField,
  gender: v.pipe(
    v.string(),
    v.check((gender) => gender === '1' || gender === '2', 'required'),
  ),
})
export type PersonalInfoValues = v.InferInput<typeof personalInfoSchema>

/** The personal-information form's starting values from the saved user; an unset date of birth stays empty (issue 26 #18). */
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
    date_of_birth: user.date_of_birth ?? '',
    gender: user.gender ? String(user.gender) : '',
  }
}

/** The settings page's address card: country and timezone required, city and address optional. */
export const addressSchema = v.object({
  address: addressLineField,
  city: addressLineField,
  country: countryField,
  timezone: timeZoneField,
})
export type AddressValues = v.InferInput<typeof addressSchema>

export const changePasswordSchema = v.pipe(
  v.object({
    current_password: v.pipe(v.string(), v.nonEmpty('required')),
    password: newPasswordField,
    repeat_password: v.pipe(v.string(), v.nonEmpty('required')),
  }),
  // Settings shows 'passwords not match' on the repeat field (spec part 1 §5).
  v.forward(
    v.partialCheck([['password'], ['repeat_password']], (input) => input.password === input.repeat_password, 'passwords_not_match'),
    ['repeat_password'],
  ),
)
export type ChangePasswordValues = v.InferInput<typeof changePasswordSchema>
