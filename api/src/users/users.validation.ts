import * as v from 'valibot'
import { LOCALES } from '../db/schema'
import { GENDERS, countryField, dateOfBirthField, nameField, newPasswordField, timeZoneField } from '#contract/fields'
import { phoneField } from '#contract/phone'
import { ID_PATTERN } from '#contract/ids'

// The account's request schemas, composed of the field rules the web's forms use too
// (contract/fields.ts); messages are the web's validation.* keys.

/** Optional free text: blank becomes null (cleared). */
const optionalText = v.optional(
  v.nullable(
    v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(255, 'string_max'),
      v.transform((text) => text || null),
    ),
  ),
)

export const UpdatePatientSchema = v.object({
  first_name: v.optional(nameField),
  last_name: v.optional(nameField),
  phone: v.optional(phoneField),
  gender: v.optional(v.picklist(GENDERS, 'required')),
  date_of_birth: v.optional(dateOfBirthField),
  timezone: v.optional(timeZoneField),
  avatar: v.optional(v.nullable(v.pipe(v.string(), v.regex(ID_PATTERN, 'invalid_value'), v.transform(Number)))),
  lang: v.optional(v.picklist(LOCALES, 'invalid_value')),
  address: optionalText,
  city: optionalText,
  country: v.optional(countryField),
})

export type UpdatePatient = v.InferOutput<typeof UpdatePatientSchema>

export const UpdatePasswordSchema = v.object({
  current_password: v.pipe(v.string('required'), v.nonEmpty('required')),
  password: newPasswordField,
})
