import * as v from 'valibot'
import { emailField } from '#contract/fields'
import { findDoctorFields, findDoctorSchema, type FindDoctorInput } from '#contract/find-doctor'
import { personalInfoSchema } from './account-forms'

/**
 * The find-doctor form's four steps (spec part 2 §3 "Find-doctor form data", maxStep 3): where to be
 * treated, who the patient is, what troubles them, and the agreement. Each step's rules are the
 * contract's (`CreateFastAppointment` applies the same ones); the form keeps gender as the radio's text.
 */
export const FIND_DOCTOR_STEPS = ['location', 'contact', 'concerns', 'agreement'] as const
export const FIND_DOCTOR_STEP_NUMBERS = [0, 1, 2, 3] as const satisfies ReadonlyArray<number>
export type FindDoctorStep = (typeof FIND_DOCTOR_STEP_NUMBERS)[number]

export type FindDoctorDraft = {
  organization_ids: string[]
  email: string
  first_name: string
  last_name: string
  gender: string
  phone: string
  date_of_birth: string
  healthConcerns: string
  agree: boolean
}

export const locationSchema = v.object({
  organization_ids: findDoctorFields.organization_ids,
})
/** A visitor's e-mail becomes their account's at the end; a signed-in patient's is the account's already. */
export const contactSchema = (withEmail: boolean) =>
  v.object({
    ...personalInfoSchema.entries,
    email: withEmail ? emailField : v.string(),
  })
export const concernsSchema = v.object({
  healthConcerns: findDoctorFields.healthConcerns,
})
export const agreementSchema = v.object({ agree: findDoctorFields.agree })

function stepComplete(step: FindDoctorStep, draft: FindDoctorDraft, withEmail: boolean): boolean {
  switch (step) {
    case 0:
      return v.safeParse(locationSchema, draft).success
    case 1:
      return v.safeParse(contactSchema(withEmail), draft).success
    case 2:
      return v.safeParse(concernsSchema, draft).success
    case 3:
      return v.safeParse(agreementSchema, draft).success
  }
}

/**
 * The step a deep link may show: the one asked for, unless an earlier step is still incomplete (a
 * reload after the draft was cleared, a shared link), in which case that one.
 */
export function reachableStep(requested: FindDoctorStep, draft: FindDoctorDraft, { withEmail }: { withEmail: boolean }): FindDoctorStep {
  for (const step of FIND_DOCTOR_STEP_NUMBERS) {
    if (step >= requested) break
    if (!stepComplete(step, draft, withEmail)) return step
  }
  return requested
}

/** The request as `CreateFastAppointment` takes it, checked whole by the contract (null if a step was skipped). */
export function fastAppointmentInput(draft: FindDoctorDraft, files: string[]): FindDoctorInput | null {
  const result = v.safeParse(findDoctorSchema, {
    ...draft,
    gender: Number(draft.gender),
    files,
  })
  return result.success ? result.output : null
}
