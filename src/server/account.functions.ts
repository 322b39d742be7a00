import { createServerFn } from '@tanstack/react-start'
import { serverInput } from '~/lib/server-input'
import * as v from 'valibot'
import type { HealthAnswers } from '~/lib/health-options'
import { localeMiddleware } from './locale-middleware'
import { addressSchema, changePasswordSchema, personalInfoSchema } from '~/lib/account-forms'
import { codeField, dateOfBirthField } from '#contract/fields'
import { phoneField } from '#contract/phone'
import { healthAnswersSchema } from '#contract/health-answers'
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
  .middleware([localeMiddleware])
  .validator(serverInput(v.object({ input: personalInfoSchema, proof: v.optional(identityProofSchema, {}) })))
  // `proof` confirms replacing a verified phone (ADR 0010).
  .handler(({ data: { input, proof }, context: { locale } }) =>
    savePatientProfile(locale, { ...input, gender: Number(input.gender), ...proof }),
  )

/** Partial profile updates from the settings page (address card) and the language of e-mails. */
export const saveProfileFields = createServerFn({ method: 'POST' })
  .middleware([localeMiddleware])
  .validator(
    serverInput(
      v.object({
        input: v.object({
          ...v.partial(addressSchema).entries,
          phone: v.optional(phoneField),
          date_of_birth: v.optional(dateOfBirthField),
        }),
      }),
    ),
  )
  .handler(({ data: { input }, context: { locale } }) => savePatientProfile(locale, input))

export const changeAccountPassword = createServerFn({ method: 'POST' })
  .middleware([localeMiddleware])
  .validator(serverInput(v.object({ input: changePasswordSchema })))
  .handler(({ data: { input }, context: { locale } }) =>
    changePassword(locale, { current_password: input.current_password, password: input.password }),
  )

export const saveSettings = createServerFn({ method: 'POST' })
  .middleware([localeMiddleware])
  .validator(
    serverInput(
      v.object({
        settings: v.object({ auth2fa: v.optional(v.boolean()), activity_sync: v.optional(v.boolean()) }),
        proof: v.optional(identityProofSchema, {}),
      }),
    ),
  )
  .handler(({ data: { settings, proof }, context: { locale } }) => saveAccountSettings(locale, settings, proof))

const saveHealthInput = v.object({ answers: healthAnswersSchema })
const checkHealthInput = serverInput(saveHealthInput)

/**
 * Takes the answers as the page holds them (GraphQL's wider Int/String types, hence the cast) and checks
 * them with the contract's schema.
 */
export const saveHealth = createServerFn({ method: 'POST' })
  .middleware([localeMiddleware])
  .validator((data: { answers: HealthAnswers }) => checkHealthInput(data as v.InferInput<typeof saveHealthInput>))
  .handler(({ data: { answers }, context: { locale } }) => saveHealthAnswers(locale, answers))

export const requestTwoFactorQr = createServerFn({ method: 'POST' })
  .middleware([localeMiddleware])
  .validator(serverInput(v.object({ proof: identityProofSchema })))
  .handler(({ data, context }) => startTwoFactorSetup(context.locale, data.proof))

export const verifyTwoFactorCode = createServerFn({ method: 'POST' })
  .middleware([localeMiddleware])
  .validator(serverInput(v.object({ otp: codeField })))
  .handler(({ data, context }) => confirmTwoFactor(context.locale, data.otp))

export const deleteMyAccount = createServerFn({ method: 'POST' })
  .middleware([localeMiddleware])
  .validator(serverInput(v.object({ proof: identityProofSchema })))
  .handler(({ data, context }) => deleteAccount(context.locale, data.proof))

/** Multipart: `file`. Size and type are checked again by the API (5 MB, images). */
export const uploadAvatarImage = createServerFn({ method: 'POST' })
  .middleware([localeMiddleware])
  .validator((data: unknown) => {
    if (!(data instanceof FormData)) throw new Error('expected multipart form data')
    const file = data.get('file')
    if (!(file instanceof File)) throw new Error('file missing')
    return { file }
  })
  .handler(({ data, context }) => uploadAvatar(context.locale, data.file))
