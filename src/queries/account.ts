import { mutationOptions } from '@tanstack/react-query'
import type { Locale } from '~/i18n/locales'
import type { AddressValues, ChangePasswordValues, PersonalInfoValues } from '~/lib/account-forms'
import type { IdentityProof } from '~/lib/identity-proof'
import {
  changeAccountPassword,
  deleteMyAccount,
  requestTwoFactorQr,
  saveProfileFields,
  savePersonalInfo,
  saveSettings,
  uploadAvatarImage,
  verifyTwoFactorCode,
} from '~/server/account.functions'
import { patchCurrentUser, type CurrentUser } from './session'

const key = (name: string) => ['account', name] as const

/**
 * The account area's changes (spec part 1 §2, §4). Each answers `{ ok: true, data }` or a refusal
 * with a message key and field errors (ActionResult); what the API saved lands in the cached user
 * at once, so the page shows it without another round trip.
 */
export const accountMutations = {
  savePersonalInfo: () =>
    mutationOptions({
      mutationKey: key('savePersonalInfo'),
      /** `proof` confirms replacing a verified phone (ADR 0010); the overlay's first phone needs none. */
      mutationFn: ({ input, proof }: { input: PersonalInfoValues; proof?: IdentityProof }) => savePersonalInfo({ data: { input, proof } }),
      onSuccess: (result, _variables, _onMutateResult, { client }) => (result.ok ? patchCurrentUser(client, result.data) : undefined),
    }),
  /** Some profile fields: the address card, or the time zone a social sign-up lacks. */
  saveProfileFields: () =>
    mutationOptions({
      mutationKey: key('saveProfileFields'),
      mutationFn: (input: Partial<AddressValues>) => saveProfileFields({ data: { input } }),
      onSuccess: (result, _input, _onMutateResult, { client }) => (result.ok ? patchCurrentUser(client, result.data) : undefined),
    }),
  changePassword: () =>
    mutationOptions({
      mutationKey: key('changePassword'),
      mutationFn: (input: ChangePasswordValues) => changeAccountPassword({ data: { input } }),
    }),
  uploadAvatar: () =>
    mutationOptions({
      mutationKey: key('uploadAvatar'),
      mutationFn: (file: File) => {
        const form = new FormData()
        form.set('file', file)
        return uploadAvatarImage({ data: form })
      },
      onSuccess: (result, _file, _onMutateResult, { client }) =>
        result.ok ? patchCurrentUser(client, { avatar: result.data.avatar }) : undefined,
    }),
  /** Two-factor on or off; `settings` are the user's current ones, to keep the other switches. */
  setTwoFactor: (locale: Locale, settings: CurrentUser['settings']) =>
    mutationOptions({
      mutationKey: key('setTwoFactor'),
      mutationFn: ({ auth2fa, proof }: { auth2fa: boolean; proof?: IdentityProof }) =>
        saveSettings({ data: { settings: { auth2fa }, proof } }),
      onSuccess: (result, { auth2fa }, _onMutateResult, { client }) =>
        result.ok ? patchCurrentUser(client, { settings: { ...settings, auth2fa } }) : undefined,
    }),
  /** A new TOTP secret and its QR code; two-factor is on once a code from it is confirmed. */
  startTwoFactorSetup: () =>
    mutationOptions({
      mutationKey: key('startTwoFactorSetup'),
      mutationFn: (proof: IdentityProof) => requestTwoFactorQr({ data: { proof } }),
    }),
  confirmTwoFactor: (locale: Locale, settings: CurrentUser['settings']) =>
    mutationOptions({
      mutationKey: key('confirmTwoFactor'),
      mutationFn: (otp: string) => verifyTwoFactorCode({ data: { otp } }),
      onSuccess: (result, _otp, _onMutateResult, { client }) =>
        result.ok ? patchCurrentUser(client, { settings: { ...settings, auth2fa: true } }) : undefined,
    }),
  /** The page reloads signed out afterwards, dropping every cached query. */
  deleteAccount: () =>
    mutationOptions({
      mutationKey: key('deleteAccount'),
      mutationFn: (proof: IdentityProof) => deleteMyAccount({ data: { proof } }),
    }),
}
