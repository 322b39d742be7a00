import * as v from 'valibot'
import { phoneSchema as phoneRule } from './account-forms'
import { EMAIL, LATIN_NAME } from './contact-form'
import { isStrongPassword } from './password-rules'

/**
 * The auth forms' rules (spec part 1 §5). Messages are keys of the `validation` namespace; the
 * same schemas validate in the browser and in the server functions.
 */
const requiredText = v.pipe(v.string(), v.trim(), v.nonEmpty('required'))
/** One message per field at a time: 'required' hides the pattern message of an empty field. */
const firstIssue = <T extends v.GenericSchema>(schema: T) => v.config(schema, { abortPipeEarly: true })

export const emailField = firstIssue(v.pipe(requiredText, v.maxLength(254, 'string_max'), v.regex(EMAIL, 'types_email')))
export const nameField = firstIssue(v.pipe(requiredText, v.maxLength(100, 'string_max'), v.regex(LATIN_NAME, 'only_latin_letters')))
/** Sign-in only needs a password; strength is checked where one is chosen. */
const anyPassword = v.pipe(v.string(), v.nonEmpty('required'), v.maxLength(200, 'string_max'))
export const newPasswordField = firstIssue(v.pipe(anyPassword, v.check(isStrongPassword, 'password_validation')))
/** Verification codes are six digits. */
export const codeField = firstIssue(v.pipe(v.string(), v.nonEmpty('required'), v.regex(/^\d{6}$/, 'code_digits')))
/** An international number (libphonenumber-js): the phone field's value is already `+<code><digits>`. */
export const phoneField = firstIssue(phoneRule)

export const loginSchema = v.object({ email: emailField, password: anyPassword })
export const signUpEmailSchema = v.object({ email: emailField })
export const signUpSchema = v.object({
  email: emailField,
  first_name: nameField,
  last_name: nameField,
  password: newPasswordField,
  agree: v.pipe(v.boolean(), v.value(true, 'please_read_and_accept')),
})
export const forgotSchema = v.object({ email: emailField })
export const createPasswordSchema = v.pipe(
  v.object({ password: newPasswordField, confirm_password: v.pipe(v.string(), v.nonEmpty('required')) }),
  v.forward(
    v.partialCheck([['password'], ['confirm_password']], (input) => input.password === input.confirm_password, 'confirm_password_error'),
    ['confirm_password'],
  ),
)
export const codeSchema = v.object({ code: codeField })
export const enterPhoneSchema = v.object({ phone: phoneField })
