import { createServerFn } from '@tanstack/react-start'
import { serverInput } from '~/lib/server-input'
import * as v from 'valibot'
import { forgotSchema, loginSchema } from '~/lib/auth-forms'
import { codeField, emailField, nameField, newPasswordField, timeZoneField } from '../../contract/fields'
import { phoneField } from '../../contract/phone'
import { localeField } from '~/lib/locale-input'
import {
  checkEmail,
  checkResetKey,
  forgotPassword,
  logout,
  oauthProviders,
  resendEmailCode,
  resetPassword,
  sendPhoneCode,
  signIn,
  signUp,
  takePrivateRedirect,
  verifyEmail,
  verifyPhone,
  verifyTwoFactor,
} from './auth.server'
import { refreshTokens } from './api.server'

/**
 * The browser's only way to the API's auth routes. Inputs are checked with the forms' own
 * schemas; answers carry no token (they live in HttpOnly cookies set by auth.server).
 */
const captcha = { recaptchaToken: v.optional(v.pipe(v.string(), v.maxLength(4000))) }
const withLocale = <T extends v.ObjectEntries>(entries: T) => v.object({ locale: localeField, ...entries })

export const signInFn = createServerFn({ method: 'POST' })
  .validator(serverInput(withLocale({ ...loginSchema.entries, ...captcha })))
  .handler(({ data: { locale, ...input } }) => signIn(locale, input))

export const signUpFn = createServerFn({ method: 'POST' })
  .validator(
    serverInput(
      withLocale({
        email: emailField,
        first_name: nameField,
        last_name: nameField,
        password: newPasswordField,
        timezone: v.optional(timeZoneField),
        ...captcha,
      }),
    ),
  )
  .handler(({ data: { locale, ...input } }) => signUp(locale, input))

export const checkEmailFn = createServerFn({ method: 'POST' })
  .validator(serverInput(withLocale({ email: emailField })))
  .handler(({ data: { locale, ...input } }) => checkEmail(locale, input))

const resetKeyField = v.pipe(v.string(), v.minLength(1), v.maxLength(500))

export const checkResetKeyFn = createServerFn({ method: 'POST' })
  .validator(serverInput(withLocale({ key: resetKeyField })))
  .handler(({ data: { locale, ...input } }) => checkResetKey(locale, input))

export const forgotPasswordFn = createServerFn({ method: 'POST' })
  .validator(serverInput(withLocale({ ...forgotSchema.entries, ...captcha })))
  .handler(({ data: { locale, ...input } }) => forgotPassword(locale, input))

export const resetPasswordFn = createServerFn({ method: 'POST' })
  .validator(serverInput(withLocale({ key: resetKeyField, password: newPasswordField })))
  .handler(({ data: { locale, ...input } }) => resetPassword(locale, input))

export const resendEmailCodeFn = createServerFn({ method: 'POST' })
  .validator(serverInput(withLocale({})))
  .handler(({ data }) => resendEmailCode(data.locale))

export const verifyEmailFn = createServerFn({ method: 'POST' })
  .validator(serverInput(withLocale({ code: codeField })))
  .handler(({ data: { locale, ...input } }) => verifyEmail(locale, input))

export const sendPhoneCodeFn = createServerFn({ method: 'POST' })
  .validator(serverInput(withLocale({ phone: phoneField })))
  .handler(({ data: { locale, ...input } }) => sendPhoneCode(locale, input))

export const verifyPhoneFn = createServerFn({ method: 'POST' })
  .validator(serverInput(withLocale({ phone: phoneField, code: codeField })))
  .handler(({ data: { locale, ...input } }) => verifyPhone(locale, input))

export const verifyTwoFactorFn = createServerFn({ method: 'POST' })
  .validator(serverInput(withLocale({ otp: codeField })))
  .handler(({ data: { locale, ...input } }) => verifyTwoFactor(locale, input))

export const oauthProvidersFn = createServerFn({ method: 'GET' })
  .validator(serverInput(withLocale({})))
  .handler(({ data }) => oauthProviders(data.locale))

export const logoutFn = createServerFn({ method: 'POST' })
  .validator(serverInput(withLocale({})))
  .handler(({ data }) => logout(data.locale))

/** Renews the access token from the refresh-token cookie; true when a session remains. */
export const refreshSessionFn = createServerFn({ method: 'POST' }).handler(() => refreshTokens())

/** Where to go after login: the private address remembered before it, once. */
export const takePrivateRedirectFn = createServerFn({ method: 'POST' }).handler(() => takePrivateRedirect())
