import type { Locale } from '~/i18n/locales'
import type { HealthAnswers } from '~/lib/health-options'
import type { IdentityProof } from '~/lib/identity-proof'
import {
  ChangePasswordDocument,
  SaveAccountSettingsDocument,
  SaveHealthAnswersDocument,
  SavePatientProfileDocument,
} from './account.documents'
import type { UpdatePatientInput, UserSettingsInput } from '~/gql/graphql'
import { apiRequest, attempt } from './api.server'
import { apiRest, fromRest } from './api-rest.server'
import { clearTokenCookies } from './cookies.server'

/** The API's avatar limit (docs/api/auth-and-account.md). */
export const MAX_AVATAR_BYTES = 5 * 1024 * 1024

export function savePatientProfile(locale: Locale, input: UpdatePatientInput) {
  return attempt(async () => (await apiRequest(SavePatientProfileDocument, { input }, { locale })).updatePatient)
}

export function changePassword(locale: Locale, input: { current_password: string; password: string }) {
  return attempt(async () => (await apiRequest(ChangePasswordDocument, { input }, { locale })).updatePassword.message)
}

/** Turning 2FA off needs `proof` (a code); the API says so on the `otp` field otherwise. */
export function saveAccountSettings(locale: Locale, settings: UserSettingsInput, proof: IdentityProof = {}) {
  return attempt(
    async () => (await apiRequest(SaveAccountSettingsDocument, { input: { settings, ...proof } }, { locale })).updateSettings.message,
  )
}

export function saveHealthAnswers(locale: Locale, answers: HealthAnswers) {
  return attempt(async () => (await apiRequest(SaveHealthAnswersDocument, { input: answers }, { locale })).updateHealthInfo)
}

/** POST /auth/qr (confirmed by `proof`): a QR image (data URL) and the secret, pending until a code confirms it. */
export async function startTwoFactorSetup(locale: Locale, proof: IdentityProof) {
  const result = await apiRest<{ data: { qr: string; secretKey: string } }>('/auth/qr', { method: 'POST', json: proof }, { locale })
  return fromRest(result.ok ? { ok: true, data: result.data.data } : result)
}

export async function confirmTwoFactor(locale: Locale, otp: string) {
  return fromRest(await apiRest<{ message: string }>('/auth/otp/verify', { method: 'POST', json: { otp } }, { locale }))
}

/** POST /auth/delete (confirmed by `proof`), then the session's cookies go: the account no longer exists. */
export async function deleteAccount(locale: Locale, proof: IdentityProof) {
  const result = fromRest(await apiRest<{ message: string }>('/auth/delete', { method: 'POST', json: proof }, { locale }))
  if (result.ok) clearTokenCookies()
  return result
}

/** Uploads the image (POST /aws-s3) and makes it the avatar; the URL is served by the file proxy route. */
export async function uploadAvatar(locale: Locale, file: File) {
  // The API refuses it too; answering here saves forwarding megabytes for nothing.
  if (file.size > MAX_AVATAR_BYTES)
    return { ok: false, message: 'validation_failed', fieldErrors: [{ name: 'file', messages: ['file_size'] }] } as const
  const form = new FormData()
  form.set('file', file, file.name)
  const uploaded = fromRest(await apiRest<{ data: { id: string; url: string } }>('/aws-s3', { method: 'POST', form }, { locale }))
  if (!uploaded.ok) return uploaded
  return savePatientProfile(locale, { avatar: uploaded.data.data.id })
}
