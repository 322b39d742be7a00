import * as v from 'valibot';

// Message values are i18n keys the web translates (spec part 2 §5), not English sentences.
const latinName = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty('required'),
  // Latin letters, spaces and hyphens; must start with a letter.
  v.regex(/^[A-Za-z][A-Za-z -]*$/, 'only_latin_letters'),
  v.maxLength(100, 'string_max'),
);

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
export type FieldErrors = { name: string; messages: string[] }[];

export function validateContactUs(input: unknown): { ok: true; value: ContactUs } | { ok: false; errors: FieldErrors } {
  // One message per field: the first rule that fails.
  const result = v.safeParse(ContactUsSchema, input, { abortPipeEarly: true });
  if (result.success) return { ok: true, value: result.output };
  const byField = new Map<string, string[]>();
  for (const issue of result.issues) {
    const name = v.getDotPath(issue) ?? 'input';
    byField.set(name, [...(byField.get(name) ?? []), issue.message]);
  }
  return { ok: false, errors: [...byField].map(([name, messages]) => ({ name, messages })) };
}
