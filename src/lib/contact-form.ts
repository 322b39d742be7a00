import * as v from 'valibot'
import { contactRequestFields } from '#contract/contact'

/**
 * The contact form (spec part 1 §5, part 2 §5): the contract's request (contract/contact.ts) plus
 * the reCAPTCHA token the web adds. The same schema validates in the browser and in the server function.
 */
export const contactRequestSchema = v.object({ ...contactRequestFields, recaptchaToken: v.optional(v.string()) })

export type ContactRequest = v.InferOutput<typeof contactRequestSchema>
