import { createServerFn } from '@tanstack/react-start'
import { serverInput } from '~/lib/server-input'
import * as v from 'valibot'
import { forgotSchema, loginSchema } from '~/lib/auth-forms'
import { codeField, emailField, nameField, newPasswordField, timeZoneField } from '#contract/fields'
import { phoneField } from '#contract/phone'
import { localeMiddleware } from './locale-middleware'
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

export const signInFn = createServerFn({ method: 'POST' })
  .middleware([localeMiddleware])
  .validator(serverInput(v.object({ ...loginSchema.entries, ...captcha })))
  .handler(({ data: input, context: { locale } }) => signIn(locale, input))

export const signUpFn = createServerFn({ method: 'POST' })
  .middleware([localeMiddleware])
  .validator(
    serverInput(
      v.object({
        email: emailField,
        first_name: nameField,
        last_name: nameField,
        password: newPasswordField,
        timezone: v.optional(timeZoneField),
        ...captcha,
      }),
    ),
  )
  .handler(({ data: input, context: { locale } }) => signUp(locale, input))

export const checkEmailFn = createServerFn({ method: 'POST' })
  .middleware([localeMiddleware])
  .validator(serverInput(v.object({ email: emailField })))
  .handler(({ data: input, context: { locale } }) => checkEmail(locale, input))

const resetKeyField = v.pipe(v.string(), v.minLength(1), v.maxLength(500))

export const checkResetKeyFn = createServerFn({ method: 'POST' })
  .middleware([localeMiddleware])
  .validator(serverInput(v.object({ key: resetKeyField })))
  .handler(({ data: input, context: { locale } }) => checkResetKey(locale, input))

export const forgotPasswordFn = createServerFn({ method: 'POST' })
  .middleware([localeMiddleware])
  .validator(serverInput(v.object({ ...forgotSchema.entries, ...captcha })))
  .handler(({ data: input, context: { locale } }) => forgotPassword(locale, input))

export const resetPasswordFn = createServerFn({ method: 'POST' })
  .middleware([localeMiddleware])
  .validator(serverInput(v.object({ key: resetKeyField, password: newPasswordField })))
  .handler(({ data: input, context: { locale } }) => resetPassword(locale, input))

export const resendEmailCodeFn = createServerFn({ method: 'POST' })
  .middleware([localeMiddleware])
  .handler(({ context }) => resendEmailCode(context.locale))

export const verifyEmailFn = createServerFn({ method: 'POST' })
  .middleware([localeMiddleware])
  .validator(serverInput(v.object({ code: codeField })))
  .handler(({ data: input, context: { locale } }) => verifyEmail(locale, input))

export const sendPhoneCodeFn = createServerFn({ method: 'POST' })
  .middleware([localeMiddleware])
  .validator(serverInput(v.object({ phone: phoneField })))
  .handler(({ data: input, context: { locale } }) => sendPhoneCode(locale, input))

export const verifyPhoneFn = createServerFn({ method: 'POST' })
  .middleware([localeMiddleware])
  .validator(serverInput(v.object({ phone: phoneField, code: codeField })))
  .handler(({ data: input, context: { locale } }) => verifyPhone(locale, input))

export const verifyTwoFactorFn = createServerFn({ method: 'POST' })
  .middleware([localeMiddleware])
  .validator(serverInput(v.object({ otp: codeField })))
  .handler(({ data: input, context: { locale } }) => verifyTwoFactor(locale, input))

export const oauthProvidersFn = createServerFn({ method: 'GET' })
  .middleware([localeMiddleware])
  .handler(({ context }) => oauthProviders(context.locale))

export const logoutFn = createServerFn({ method: 'POST' })
  .middleware([localeMiddleware])
  .handler(({ context }) => logout(context.locale))

/** Renews the access token from the refresh-token cookie; true when a session remains. */
export const refreshSessionFn = createServerFn({ method: 'POST' }).handler(() => refreshTokens())

/** Where to go after login: the private address remembered before it, once. */
export const takePrivateRedirectFn = createServerFn({ method: 'POST' }).handler(() => takePrivateRedirect())
