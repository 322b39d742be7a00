import { createServerFn } from '@tanstack/react-start'
import { serverInput } from '~/lib/server-input'
import * as v from 'valibot'
import { isLocale } from '~/i18n/locales'
import { localeField } from '~/lib/locale-input'
import { addressSchema, changePasswordSchema, dateOfBirthSchema, phoneSchema, personalInfoSchema } from '~/lib/account-forms'
import { identityProofSchema } from '~/lib/identity-proof'
import { HEALTH_OPTIONS } from '../../contract/health-options'
import {
  changePassword,
  confirmTwoFactor,
  deleteAccount,
  saveAccountSettings,
  saveHealthAnswers,
  savePatientProfile,
  startTwoFactorSetup,
  uploadAvatar,
} from './account.server'

// Server functions of the account area: validated here with the forms' schemas, then account.server.ts.

export const savePersonalInfo = createServerFn({ method: 'POST' })
  .validator(serverInput(v.object({ locale: localeField, input: personalInfoSchema, proof: v.optional(identityProofSchema, {}) })))
  // `proof` confirms replacing a verified phone (ADR 0010).
  .handler(({ data: { locale, input, proof } }) => savePatientProfile(locale, { ...input, gender: Number(input.gender), ...proof }))

/** Partial profile updates from the settings page (address card) and the language of e-mails. */
export const saveProfileFields = createServerFn({ method: 'POST' })
  .validator(
    serverInput(
      v.object({
        locale: localeField,
        input: v.object({
          ...v.partial(addressSchema).entries,
          phone: v.optional(phoneSchema),
          date_of_birth: v.optional(dateOfBirthSchema),
        }),
      }),
    ),
  )
  .handler(({ data: { locale, input } }) => savePatientProfile(locale, input))

export const changeAccountPassword = createServerFn({ method: 'POST' })
  .validator(serverInput(v.object({ locale: localeField, input: changePasswordSchema })))
  .handler(({ data: { locale, input } }) => changePassword(locale, { current_password: input.current_password, password: input.password }))

export const saveSettings = createServerFn({ method: 'POST' })
  .validator(
    serverInput(
      v.object({
        locale: localeField,
        settings: v.object({ auth2fa: v.optional(v.boolean()), activity_sync: v.optional(v.boolean()) }),
        proof: v.optional(identityProofSchema, {}),
      }),
    ),
  )
  .handler(({ data: { locale, settings, proof } }) => saveAccountSettings(locale, settings, proof))

const maybe = <T extends v.GenericSchema>(schema: T) => v.optional(v.nullable(schema))
const yesNo = maybe(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1)))
const text = maybe(v.pipe(v.string(), v.maxLength(500)))
const oneOf = (values: readonly string[]) => maybe(v.picklist(values))
const manyOf = (values: readonly string[]) => maybe(v.array(v.picklist(values)))

const healthAnswersSchema = v.object({
  height: maybe(v.number()),
  heightUnit: oneOf(HEALTH_OPTIONS.heightUnit),
  weight: maybe(v.number()),
  weightUnit: oneOf(HEALTH_OPTIONS.weightUnit),
  chronic_conditions: yesNo,
  chronic_conditions_options: manyOf(HEALTH_OPTIONS.chronic_conditions),
  chronic_conditions_other: text,
  family_history: yesNo,
  family_history_options: manyOf(HEALTH_OPTIONS.family_history),
  family_history_other: text,
  allergies: yesNo,
  allergies_other: text,
  surgical_history: yesNo,
  surgical_history_other: text,
  medication: yesNo,
  medication_other: text,
  medication_history: yesNo,
  medication_history_other: text,
  vaccination: oneOf(HEALTH_OPTIONS.vaccination),
  smoke: yesNo,
  smoke_other: oneOf(HEALTH_OPTIONS.smoke),
  alcohol: yesNo,
  alcohol_other: oneOf(HEALTH_OPTIONS.alcohol),
  sleep: oneOf(HEALTH_OPTIONS.sleep),
  regular_cycle: yesNo,
  pregnant: yesNo,
})

export const saveHealth = createServerFn({ method: 'POST' })
  .validator(serverInput(v.object({ locale: localeField, answers: healthAnswersSchema })))
  .handler(({ data: { locale, answers } }) => saveHealthAnswers(locale, answers))

export const requestTwoFactorQr = createServerFn({ method: 'POST' })
  .validator(serverInput(v.object({ locale: localeField, proof: identityProofSchema })))
  .handler(({ data }) => startTwoFactorSetup(data.locale, data.proof))

export const verifyTwoFactorCode = createServerFn({ method: 'POST' })
  .validator(serverInput(v.object({ locale: localeField, otp: v.pipe(v.string(), v.regex(/^\d{6}$/, 'code_invalid')) })))
  .handler(({ data }) => confirmTwoFactor(data.locale, data.otp))

export const deleteMyAccount = createServerFn({ method: 'POST' })
  .validator(serverInput(v.object({ locale: localeField, proof: identityProofSchema })))
  .handler(({ data }) => deleteAccount(data.locale, data.proof))

/** Multipart: `file` and `locale`. Size and type are checked again by the API (5 MB, images). */
export const uploadAvatarImage = createServerFn({ method: 'POST' })
  .validator((data: unknown) => {
    if (!(data instanceof FormData)) throw new Error('expected multipart form data')
    const file = data.get('file')
    const locale = data.get('locale')
    if (!(file instanceof File)) throw new Error('file missing')
    return { file, locale: isLocale(locale) ? locale : 'en' }
  })
  .handler(({ data }) => uploadAvatar(data.locale, data.file))
