import * as v from 'valibot'
import { codeField, emailField, nameField, newPasswordField, passwordField, timeZoneField } from '#contract/fields'
import { phoneField } from '#contract/phone'
import { ROLE } from '../db/schema'

// Request bodies of the /auth routes, composed of the field rules the web's forms use too
// (contract/fields.ts). Messages are the web's validation.* keys.

/** Sign-in and reset requests name the patient role (spec part 1 §6: patient is role 2). */
const patientRole = v.optional(v.union([v.literal('patient'), v.literal(2), v.literal('2')], 'invalid_role'))
/** Sign-in also serves the doctors' site and `npm run doctor` (role 3); answered as the role id. */
const signInRole = v.pipe(
  v.optional(
    v.union([v.literal('patient'), v.literal(2), v.literal('2'), v.literal('doctor'), v.literal(3), v.literal('3')], 'invalid_role'),
    'patient',
  ),
  v.transform((role) => (role === 'doctor' || role === 3 || role === '3' ? ROLE.doctor : ROLE.patient)),
)

const recaptchaToken = v.optional(v.nullable(v.string()))

export const SignInSchema = v.object({
  email: emailField,
  password: passwordField,
  role: signInRole,
  recaptchaToken,
})

export const SignUpSchema = v.object({
  email: emailField,
  first_name: nameField,
  last_name: nameField,
  password: newPasswordField,
  timezone: v.optional(v.nullable(timeZoneField)),
  recaptchaToken,
})

export const EmailCheckSchema = v.object({ email: emailField })

export const ForgotSchema = v.object({ email: emailField, role: patientRole, recaptchaToken })

export const ResetSchema = v.object({ password: newPasswordField })

export const EmailCodeSchema = v.object({ code: codeField })
export const PhoneResendSchema = v.object({ phone: phoneField })
export const PhoneCodeSchema = v.object({ phone: phoneField, code: codeField })
export const OtpSchema = v.object({ otp: codeField, token: v.optional(v.nullable(v.string())) })

export const OAuthStartSchema = v.object({ redirectUri: v.pipe(v.string('required'), v.url('invalid_redirect_uri')) })
export const OAuthCallbackSchema = v.object({
  code: v.pipe(v.string('required'), v.nonEmpty('required')),
  codeVerifier: v.optional(v.string()),
  redirectUri: v.pipe(v.string('required'), v.url('invalid_redirect_uri')),
  // Apple sends the name only on the first sign-in, as JSON the web passes through.
  user: v.optional(v.unknown()),
})
