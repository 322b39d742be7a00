import * as v from 'valibot'
import { codeField, emailField, nameField, newPasswordField, passwordField } from '#contract/fields'
import { phoneField } from '#contract/phone'

/**
 * The auth forms (spec part 1 §5), composed of the contract's field rules (contract/fields.ts):
 * the same rules validate in the browser, in the server functions and in the API.
 */
export const loginSchema = v.object({ email: emailField, password: passwordField })
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
