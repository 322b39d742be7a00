import { parsePhoneNumberWithError } from 'libphonenumber-js';
import * as v from 'valibot';
import { latinName } from '../shared/validation';
import { isStrongPassword } from './passwords';

// Request bodies of the /auth routes. Messages are the web's validation.* keys (contract doc).

export const emailField = v.pipe(
  v.string('required'),
  v.trim(),
  v.nonEmpty('required'),
  v.maxLength(254, 'string_max'),
  v.email('types_email'),
  // One account per address whatever its case.
  v.toLowerCase(),
);

const strongPassword = v.pipe(v.string('required'), v.nonEmpty('required'), v.check(isStrongPassword, 'password_validation'));

/** Sign-in and reset requests name the patient role (spec part 1 §6: patient is role 2). */
const patientRole = v.optional(v.union([v.literal('patient'), v.literal(2), v.literal('2')], 'invalid_role'));

const recaptchaToken = v.optional(v.nullable(v.string()));

const isTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

export const SignInSchema = v.object({
  email: emailField,
  password: v.pipe(v.string('required'), v.nonEmpty('required'), v.maxLength(128, 'string_max')),
  role: patientRole,
  recaptchaToken,
});

export const SignUpSchema = v.object({
  email: emailField,
  first_name: latinName,
  last_name: latinName,
  password: strongPassword,
  timezone: v.optional(v.nullable(v.pipe(v.string(), v.check(isTimeZone, 'invalid_timezone')))),
  recaptchaToken,
});

export const ForgotSchema = v.object({ email: emailField, role: patientRole, recaptchaToken });

export const ResetSchema = v.object({ password: strongPassword });

/** A valid international number (libphonenumber-js), as E.164. */
export const phoneField = v.pipe(
  v.string('required'),
  v.trim(),
  v.nonEmpty('required'),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    try {
      const phone = parsePhoneNumberWithError(dataset.value);
      if (phone.isValid()) return phone.number;
    } catch {
      // not a phone number at all
    }
    addIssue({ message: 'invalid_phone' });
    return NEVER;
  }),
);

const sixDigits = v.pipe(v.string('required'), v.trim(), v.nonEmpty('required'), v.regex(/^\d{6}$/, 'code_invalid'));

export const EmailCodeSchema = v.object({ code: sixDigits });
export const PhoneResendSchema = v.object({ phone: phoneField });
export const PhoneCodeSchema = v.object({ phone: phoneField, code: sixDigits });
export const OtpSchema = v.object({ otp: sixDigits, token: v.optional(v.nullable(v.string())) });

export const OAuthStartSchema = v.object({ redirectUri: v.pipe(v.string('required'), v.url('invalid_redirect_uri')) });
export const OAuthCallbackSchema = v.object({
  code: v.pipe(v.string('required'), v.nonEmpty('required')),
  codeVerifier: v.optional(v.string()),
  redirectUri: v.pipe(v.string('required'), v.url('invalid_redirect_uri')),
  // Apple sends the name only on the first sign-in, as JSON the web passes through.
  user: v.optional(v.unknown()),
});
