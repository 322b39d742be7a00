import { createServerFn } from '@tanstack/react-start'
import { serverInput } from '~/lib/server-input'
import * as v from 'valibot'
import { isLocale, type Locale } from '~/i18n/locales'
import type { HealthAnswers } from '~/lib/health-options'
import { localeField } from '~/lib/locale-input'
import { addressSchema, changePasswordSchema, personalInfoSchema } from '~/lib/account-forms'
import { codeField, dateOfBirthField } from '../../contract/fields'
import { phoneField } from '../../contract/phone'
import { healthAnswersSchema } from '../../contract/health-answers'
import { identityProofSchema } from '~/lib/identity-proof'
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
          phone: v.optional(phoneField),
          date_of_birth: v.optional(dateOfBirthField),
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

const saveHealthInput = v.object({ locale: localeField, answers: healthAnswersSchema })
const checkHealthInput = serverInput(saveHealthInput)

/**
 * Takes the answers as the page holds them (GraphQL's wider Int/String types, hence the cast) and checks
 * them with the contract's schema.
 */
export const saveHealth = createServerFn({ method: 'POST' })
  .validator((data: { locale: Locale; answers: HealthAnswers }) => checkHealthInput(data as v.InferInput<typeof saveHealthInput>))
  .handler(({ data: { locale, answers } }) => saveHealthAnswers(locale, answers))

export const requestTwoFactorQr = createServerFn({ method: 'POST' })
  .validator(serverInput(v.object({ locale: localeField, proof: identityProofSchema })))
  .handler(({ data }) => startTwoFactorSetup(data.locale, data.proof))

export const verifyTwoFactorCode = createServerFn({ method: 'POST' })
  .validator(serverInput(v.object({ locale: localeField, otp: codeField })))
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
