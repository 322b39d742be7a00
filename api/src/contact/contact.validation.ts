import * as v from 'valibot';
import { latinName, validate, type Validated } from '../shared/validation';

// Message values are i18n keys the web translates (spec part 2 §5), not English sentences.

export const ContactUsSchema = v.object({
  first_name: latinName,
  last_name: latinName,
  phone_number: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('required'),
    // People type "+49 (211) 123-45"; store the E.164 form.
    v.transform((phone) => phone.replace(/[\s\-().]/g, '')),
    v.regex(/^\+[1-9]\d{6,14}$/, 'invalid_phone'),
  ),
  email: v.pipe(v.string(), v.trim(), v.nonEmpty('required'), v.maxLength(254, 'string_max'), v.email('types_email')),
  description: v.pipe(v.string(), v.trim(), v.nonEmpty('required'), v.maxLength(5000, 'string_max')),
});

export type ContactUs = v.InferOutput<typeof ContactUsSchema>;

export function validateContactUs(input: unknown): Validated<ContactUs> {
  return validate(ContactUsSchema, input);
}
