import * as v from 'valibot'
import { lenient, searchText, slugParam } from './search-params'

/** Doctor lists grow by 5 (spec part 2 §7 and §9: load-more size 5). */
export const SHOWN_STEP = 5
/** A service's doctor list grows by 10 (spec part 2 §7 and §9: "doctor load-more 5 and 10 (service list)"). */
export const SERVICE_SHOWN_STEP = 10
/** The doctor list server function accepts at most 100 at once. */
export const MAX_SHOWN = 100

/** The router parses `?shown=10` as a number and `?x=1,2` as a string: accept both spellings of a number. */
const integerLike = v.pipe(v.union([v.number(), v.pipe(v.string(), v.regex(/^\d{1,6}$/))]), v.transform(Number), v.integer())

/**
 * How many doctors a load-more list shows: a multiple of `step` up to 100 (rounded up to the next
 * step). Absent means the first step, which keeps the default URL clean.
 */
const shownParamOf = (step: number) =>
  lenient(
    v.pipe(
      integerLike,
      v.minValue(1),
      v.transform((n) => Math.min(MAX_SHOWN, Math.ceil(n / step) * step)),
    ),
  )

export const shownParam = shownParamOf(SHOWN_STEP)

/**
 * Ids travel as numbers: the router quotes a string that looks like a number when it writes the URL
 * (`?organization=%222%22`), so a validated output of "2" would give ugly links. Loaders turn them
 * back into strings for the API.
 */
export const organizationParam = lenient(v.pipe(integerLike, v.minValue(1), v.maxValue(999_999_999)))

/** A stored file of the patient's, by id (`?filename=`, spec part 2 §2), a number as organisations'. */
export const fileIdParam = organizationParam

/**
 * Comma-separated organisation ids, normalised to unique ascending ids ("3,1,3" → "1,3"). A single id
 * comes out as a number, for the same reason as `organizationParam`.
 */
export const organizationListParam = lenient(
  v.pipe(
    v.union([v.number(), v.string()]),
    v.transform(String),
    v.regex(/^\d{1,9}(,\d{1,9})*$/),
    v.transform((value) => normalizeIdList(value.split(','))),
    v.minLength(1),
    v.transform((value): string | number => (value.includes(',') ? value : Number(value))),
  ),
)

/** Unique ascending ids joined by commas; empty string for none. */
export function normalizeIdList(ids: ReadonlyArray<string>): string {
  return [...new Set(ids.filter((id) => /^\d{1,9}$/.test(id)).map(Number))].sort((a, b) => a - b).join(',')
}

/** A language the doctor speaks, as its code (`de`, `pt-br` would be `pt`): what the API filters on. */
export const languageParam = lenient(v.pipe(v.string(), v.regex(/^[a-z]{2,3}$/)))

/** The doctor list's orders besides the default (issue 26 #21); the API names them in capitals. */
export const DOCTOR_SORTS = ['soonest', 'price', 'rating'] as const
export type DoctorSortParam = (typeof DOCTOR_SORTS)[number]
export const doctorSortParam = lenient(v.picklist(DOCTOR_SORTS))

/**
 * `/doctors`: a search of names and specialties, one specialty, one organisation, a spoken
 * language, the order, and how many are loaded.
 */
export const doctorListSearchSchema = v.object({
  search: searchText,
  specialty: slugParam,
  organization: organizationParam,
  language: languageParam,
  sort: doctorSortParam,
  shown: shownParam,
})
export type DoctorListSearch = v.InferOutput<typeof doctorListSearchSchema>

/** `/specialties/$slug`: only how many are loaded. */
export const specialtySearchSchema = v.object({ shown: shownParam })

/** `/services/$slug`: name search, one specialty, the organisation filter and how many doctors are loaded (steps of 10). */
export const serviceSearchSchema = v.object({
  search: searchText,
  specialty: slugParam,
  organizations: organizationListParam,
  shown: shownParamOf(SERVICE_SHOWN_STEP),
  // The find-me-a-doctor service opened from a test result's doctor banner: the report's stored file (spec part 2 §2).
  filename: fileIdParam,
})
export type ServiceSearch = v.InferOutput<typeof serviceSearchSchema>
