import * as v from 'valibot'
import { dateOfBirthField, GENDERS, nameField, requiredText } from './fields'
import { ID_PATTERN } from './ids'
import { phoneField } from './phone'

/**
 * The find-doctor request (spec part 2 §3 "Find-doctor form data", issue 12): what the multi-step
 * form collects and `CreateFastAppointment` accepts. The e-mail is the signed-in account's: the flow
 * verifies it before the request is sent.
 */

/** The form's steps run from 0 to this (spec part 1 §9: the flow starts with maxStep 3). */
export const FIND_DOCTOR_MAX_STEP = 3
export const MAX_HEALTH_CONCERNS_LENGTH = 5000
export const MAX_FIND_DOCTOR_FILES = 10

export const findDoctorFields = {
  organization_ids: v.optional(v.array(v.pipe(v.string(), v.regex(ID_PATTERN, 'invalid_value'))), []),
  first_name: nameField,
  last_name: nameField,
  gender: v.picklist(GENDERS, 'required'),
  phone: phoneField,
  date_of_birth: dateOfBirthField,
  healthConcerns: v.config(v.pipe(requiredText, v.maxLength(MAX_HEALTH_CONCERNS_LENGTH, 'string_max')), { abortPipeEarly: true }),
  files: v.optional(
    v.pipe(v.array(v.pipe(v.string(), v.regex(ID_PATTERN, 'invalid_value'))), v.maxLength(MAX_FIND_DOCTOR_FILES, 'too_many_files')),
    [],
  ),
  agree: v.literal(true, 'please_read_and_accept'),
}

export const findDoctorSchema = v.object(findDoctorFields)
export type FindDoctorInput = v.InferOutput<typeof findDoctorSchema>
/** What a client sends (before the rules' transforms). */
export type FindDoctorRequest = v.InferInput<typeof findDoctorSchema>

/** A request's status: the care team's progress on it. */
export const FAST_APPOINTMENT_STATUS = { received: 1, in_review: 2, doctor_found: 3, closed: 4 } as const
