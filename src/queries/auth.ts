import { mutationOptions, queryOptions, type MutationFunctionContext } from '@tanstack/react-query'
import type { Locale } from '~/i18n/locales'
import { browserTimeZone } from '~/lib/browser-time-zone'
import { requireCaptchaToken } from '~/lib/captcha'
import {
  checkEmailFn,
  checkResetKeyFn,
  forgotPasswordFn,
  logoutFn,
  oauthProvidersFn,
  resendEmailCodeFn,
  resetPasswordFn,
  sendPhoneCodeFn,
  signInFn,
  signUpFn,
  takePrivateRedirectFn,
  verifyEmailFn,
  verifyPhoneFn,
  verifyTwoFactorFn,
} from '~/server/auth.functions'
import { refetchSession } from './session'

export const authQueries = {
  all: ['auth'] as const,
  /** Social sign-in providers the API has configured; the buttons show only for these. */
  providers: () =>
    queryOptions({
      queryKey: [...authQueries.all, 'providers'],
      queryFn: () => oauthProvidersFn(),
      staleTime: 10 * 60_000,
    }),
  /**
   * Whether a password-reset link still works, asked when the create-password page opens (the key
   * is not spent). Not retried: a refusal is the answer, and the check is rate-limited.
   */
  resetKey: (locale: Locale, key: string) =>
    queryOptions({
      queryKey: [...authQueries.all, 'resetKey', key],
      queryFn: () => checkResetKeyFn({ data: { key } }),
      staleTime: Infinity,
      retry: false,
    }),
}

/** A call that changed who is signed in or what is verified: the session's user is read again before it resolves. */
const refetchSessionOnOk = (result: { ok: boolean }, _variables: unknown, _onMutateResult: unknown, { client }: MutationFunctionContext) =>
  result.ok ? refetchSession(client) : undefined

/**
 * The auth overlay's calls (spec part 1 §4). Each answers `{ ok: true, … }` or a refusal to show
 * (AuthOutcome); a thrown call is logged by the query client's mutation cache (router.tsx).
 */
export const authMutations = {
  signIn: () =>
    mutationOptions({
      mutationKey: [...authQueries.all, 'signIn'],
      mutationFn: async (input: { email: string; password: string }) =>
        signInFn({ data: { ...input, recaptchaToken: await requireCaptchaToken('login') } }),
      // With two-factor on, nobody is signed in until the code is checked.
      onSuccess: (result, ...rest) => (result.ok && !result.auth2fa ? refetchSessionOnOk(result, ...rest) : undefined),
    }),
  signUp: () =>
    mutationOptions({
      mutationKey: [...authQueries.all, 'signUp'],
      mutationFn: async (input: { email: string; first_name: string; last_name: string; password: string }) =>
        signUpFn({ data: { ...input, timezone: browserTimeZone(), recaptchaToken: await requireCaptchaToken('sign_up') } }),
      onSuccess: refetchSessionOnOk,
    }),
  /** Sign-up step one: is the address still free? A read, but a rate-limited call run on submit. */
  checkEmail: () =>
    mutationOptions({
      mutationKey: [...authQueries.all, 'checkEmail'],
      mutationFn: (email: string) => checkEmailFn({ data: { email } }),
    }),
  forgotPassword: () =>
    mutationOptions({
      mutationKey: [...authQueries.all, 'forgotPassword'],
      mutationFn: async (input: { email: string }) =>
        forgotPasswordFn({ data: { ...input, recaptchaToken: await requireCaptchaToken('forgot_password') } }),
    }),
  resetPassword: () =>
    mutationOptions({
      mutationKey: [...authQueries.all, 'resetPassword'],
      mutationFn: (input: { key: string; password: string }) => resetPasswordFn({ data: { ...input } }),
    }),
  resendEmailCode: () =>
    mutationOptions({
      mutationKey: [...authQueries.all, 'resendEmailCode'],
      mutationFn: () => resendEmailCodeFn(),
    }),
  verifyEmail: () =>
    mutationOptions({
      mutationKey: [...authQueries.all, 'verifyEmail'],
      mutationFn: (code: string) => verifyEmailFn({ data: { code } }),
      onSuccess: refetchSessionOnOk,
    }),
  /** Saves the number unverified and texts a code (also the resend of the phone step). */
  sendPhoneCode: () =>
    mutationOptions({
      mutationKey: [...authQueries.all, 'sendPhoneCode'],
      mutationFn: (phone: string) => sendPhoneCodeFn({ data: { phone } }),
      onSuccess: refetchSessionOnOk,
    }),
  verifyPhone: () =>
    mutationOptions({
      mutationKey: [...authQueries.all, 'verifyPhone'],
      mutationFn: (input: { phone: string; code: string }) => verifyPhoneFn({ data: { ...input } }),
      onSuccess: refetchSessionOnOk,
    }),
  verifyTwoFactor: () =>
    mutationOptions({
      mutationKey: [...authQueries.all, 'verifyTwoFactor'],
      mutationFn: (otp: string) => verifyTwoFactorFn({ data: { otp } }),
      onSuccess: refetchSessionOnOk,
    }),
  /** The private address remembered before sign-in, taken once (the cookie is cleared). */
  takePrivateRedirect: () =>
    mutationOptions({
      mutationKey: [...authQueries.all, 'takePrivateRedirect'],
      mutationFn: () => takePrivateRedirectFn(),
    }),
  /** The page reloads afterwards, dropping every cached query: nothing to invalidate. */
  logout: () =>
    mutationOptions({
      mutationKey: [...authQueries.all, 'logout'],
      mutationFn: () => logoutFn(),
    }),
}
