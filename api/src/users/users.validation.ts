import { parsePhoneNumberFromString } from 'libphonenumber-js';
import * as v from 'valibot';
import { LOCALES } from '../db/schema';
import { isStrongPassword } from '../auth/passwords';
import { ISO_COUNTRIES } from '../../../contract/countries';
import { latinName } from '../shared/validation';

// Rules from docs/api/auth-and-account.md "Rules"; messages are the web's validation.* keys.

/** A valid international number ("+49 151 ..."), answered in E.164. */
export const phoneNumber = v.pipe(
  v.string('required'),
  v.trim(),
  v.nonEmpty('required'),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const parsed = parsePhoneNumberFromString(dataset.value);
    if (!parsed?.isValid() || !dataset.value.startsWith('+')) {
      addIssue({ message: 'invalid_phone' });
      return NEVER;
    }
    return parsed.number;
  }),
);

/** Whole years between a YYYY-MM-DD birth date and today (UTC). */
export function ageOn(birth: string, today = new Date()): number {
  const [y, m, d] = birth.split('-').map(Number) as [number, number, number];
  const age = today.getUTCFullYear() - y;
  const hadBirthday = today.getUTCMonth() + 1 > m || (today.getUTCMonth() + 1 === m && today.getUTCDate() >= d);
  return hadBirthday ? age : age - 1;
}

const isCalendarDate = (text: string) => {
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
};

export const dateOfBirth = v.pipe(
  v.string('required'),
  v.trim(),
  v.nonEmpty('required'),
  v.regex(/^\d{4}-\d{2}-\d{2}$/, 'invalid_date'),
  v.check(isCalendarDate, 'invalid_date'),
  v.check((text) => ageOn(text) >= 18 && ageOn(text) <= 100, 'age_restriction'),
);

export const isTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone.length > 0;
  } catch {
    return false;
  }
};

/** Optional free text: blank becomes null (cleared). */
const optionalText = v.optional(
  v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(255, 'string_max'), v.transform((text) => text || null))),
);

export const UpdatePatientSchema = v.object({
  first_name: v.optional(v.pipe(v.string('required'), latinName)),
  last_name: v.optional(v.pipe(v.string('required'), latinName)),
  phone: v.optional(phoneNumber),
  gender: v.optional(v.picklist([1, 2], 'required')),
  date_of_birth: v.optional(dateOfBirth),
  timezone: v.optional(v.pipe(v.string('required'), v.trim(), v.nonEmpty('required'), v.check(isTimeZone, 'invalid_value'))),
  avatar: v.optional(v.nullable(v.pipe(v.string(), v.regex(/^\d{1,9}$/, 'invalid_value'), v.transform(Number)))),
  lang: v.optional(v.picklist(LOCALES, 'invalid_value')),
  address: optionalText,
  city: optionalText,
  country: v.optional(
    v.pipe(
      v.string('required'),
      v.trim(),
      v.nonEmpty('required'),
      v.toUpperCase(),
      v.check((code) => ISO_COUNTRIES.includes(code), 'invalid_value'),
    ),
  ),
});

export type UpdatePatient = v.InferOutput<typeof UpdatePatientSchema>;

export const UpdatePasswordSchema = v.object({
  current_password: v.pipe(v.string('required'), v.nonEmpty('required')),
  password: v.pipe(v.string('required'), v.nonEmpty('required'), v.check(isStrongPassword, 'password_validation')),
});
