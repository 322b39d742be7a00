import * as v from 'valibot'
import { callbackPhoneField, emailField, nameField, requiredText } from './fields'

/** The contact form (spec part 1 §5, part 2 §5): what the web sends and the API's contactUs accepts. */
export const contactRequestFields = {
  first_name: nameField,
  last_name: nameField,
  phone_number: callbackPhoneField,
  email: emailField,
  description: v.config(v.pipe(requiredText, v.maxLength(5000, 'string_max')), { abortPipeEarly: true }),
}

export const contactRequestSchema = v.object(contactRequestFields)
export type ContactRequestInput = v.InferOutput<typeof contactRequestSchema>
