import * as v from 'valibot'
import { ID_PATTERN } from '#contract/ids'

/** The overlay steps under their canonical (camelCase) names (spec part 1 §2). */
export const CANONICAL_AUTH_STEPS = [
  'login',
  'signUp',
  'forgotPassword',
  'forgotPasswordSuccess',
  'verifyEmail',
  'verifyPhone',
  'enterPhone',
  'createPassword',
  'createPasswordSuccess',
  'twoFaVerification',
  'referralCode',
  'personalInfo',
  'health',
  'findDoctorSuccess',
  'subscribed',
] as const

/** The kebab-case spellings some links use; auth-flow maps each onto its canonical step. */
const KEBAB_AUTH_STEPS = [
  'sign-up',
  'forgot-password',
  'forgot-password-success',
  'email-verification',
  'phone-verification',
  'verification-success',
  'create-password',
  'create-password-success',
  'two-fa-verification',
  'enter-phone',
] as const

/** Every auth overlay step, in both spellings the spec uses (part 1 §2). */
export const AUTH_STEPS = [...CANONICAL_AUTH_STEPS, ...KEBAB_AUTH_STEPS] as const
export type AuthStep = (typeof AUTH_STEPS)[number]

export const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term'] as const

/** A value that falls back to undefined when invalid: a bad parameter is dropped, never a crash. */
export const lenient = <T extends v.GenericSchema>(schema: T) => v.fallback(v.optional(schema), undefined)

/** A number as the address writes it: the router parses `?step=2` as a number, a hand-written one may be text. */
export const urlNumber = v.pipe(v.union([v.string(), v.number()]), v.transform(Number))

const shortText = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(200))

export const rootSearchSchema = v.object({
  page: lenient(v.picklist(AUTH_STEPS)),
  /** The password-reset key from the e-mailed link (createPassword step). */
  key: lenient(v.pipe(v.string(), v.minLength(1), v.maxLength(500))),
  /** from=find-doctor changes where e-mail verification ends (spec part 1 §2). */
  from: lenient(v.picklist(['find-doctor'])),
  fromMobile: lenient(
    v.pipe(
      v.union([v.literal('1'), v.literal(1)]),
      v.transform(() => 1 as const),
    ),
  ),
  payment: lenient(
    v.pipe(
      v.union([v.boolean(), v.picklist(['true', 'false'])]),
      v.transform((value) => value === true || value === 'true'),
    ),
  ),
  utm_source: lenient(shortText),
  utm_medium: lenient(shortText),
  utm_campaign: lenient(shortText),
  utm_term: lenient(shortText),
})

export type RootSearch = v.InferOutput<typeof rootSearchSchema>

/** Parses the root search params; unknown keys pass through untouched for child routes. */
export function parseRootSearch(input: Record<string, unknown>): RootSearch {
  return v.parse(rootSearchSchema, input)
}

/** A bounded free-text filter (doctor name search and the like). */
export const searchText = lenient(v.pipe(v.string(), v.trim(), v.maxLength(100)))
/** A slug such as a specialty: lower-case words joined by hyphens. */
export const slugParam = lenient(v.pipe(v.string(), v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/), v.maxLength(120)))
/** A numeric id as it travels in the URL. */
export const idParam = lenient(v.pipe(v.union([v.string(), v.number()]), v.transform(String), v.regex(ID_PATTERN)))
/** A 1-based wizard step such as the health questionnaire's `?step=`. */
export const stepParam = lenient(v.pipe(urlNumber, v.integer(), v.minValue(1), v.maxValue(99)))
