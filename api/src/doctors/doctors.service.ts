import { and, asc, eq, exists, getTableColumns, inArray, ne, or, sql, type SQL } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { LanguageRow, OrganizationParent, SpecialtyRow } from '../catalog/catalog.mappers'
import { organizationObject } from '../catalog/catalog.service'
import type { Database } from '../db/client'
import { jsonArray, jsonObject, rowObject } from '../db/json'
import * as t from '../db/schema'
import type { Locale } from '../db/schema'
import type { RelatedDoctor } from '../generated/resolvers-types'
import { likePattern } from '../shared/i18n'
import { pageOfIds, type Page } from '../shared/pagination'
import { DOCTOR_TOTAL_CAP } from '#contract/page-limits'
import type { ConsultPlanRow, DoctorCard, DoctorGroupRow } from './doctors.mappers'

/** drizzle's exists() expects a query builder; raw correlated subqueries need their own parentheses. */
const existsSubquery = (subquery: SQL) => sql`exists (${subquery})`

export type DoctorFilter = {
  /** first, last or full name */
  name?: string | null
  /** a name or a specialty's name (in `locale` or English): the header search's Enter */
  search?: string | null
  /** the language of `search`'s specialty names */
  locale?: Locale
  /** language code the doctor speaks */
  language?: string | null
  /** specialty slug */
  specialty?: string | null
  /** organisations chosen in the search form (any of them) */
  organizationIds?: number[]
  /** the `organization` request header */
  headerOrganizationId: number | null
  /** only doctors attached to the active service with this slug */
  serviceSlug?: string
  /** `name` and `search` match names close to the text instead of names containing it (the second try) */
  similarNames?: boolean
}

/** `text` as a LIKE pattern of its folded self: contains, whatever accents and case (ADR 0044). */
export const foldedPattern = (text: string) => sql`search_fold(${likePattern(text.trim().replace(/\s+/g, ' '))})`

/** Typed names this long or longer may find names a letter or two away ("Kellr" finds Keller). */
export const TYPO_TOLERANT_LENGTH = 4

/**
 * A doctor (`doctors` in scope) whose first, last or full name contains `name`, "first last"
 * included, accents and case folded ("muller" finds Müller): `search_name` is the folded
 * "first last" the database keeps. `similar`: a name with a word close to what was typed
 * (pg_trgm's word similarity `<%`, threshold 0.6; ADR 0052), the second try when nothing
 * contains it. Both read the trigram index on `search_name`.
 */
export function doctorNameMatches(name: string, { similar = false } = {}): SQL {
  const typed = name.trim().replace(/\s+/g, ' ')
  if (similar) return sql`search_fold(${typed}) <% ${t.doctors.searchName}`
  return sql`${t.doctors.searchName} like ${foldedPattern(typed)}`
}

/** Whether a search found nothing may be retried for names close to what was typed. */
const typoTolerant = (text: string | null | undefined) => [...(text?.trim() ?? '')].length >= TYPO_TOLERANT_LENGTH

/** A doctor with a specialty whose name in `locale` or in English contains `text`, folded. */
function doctorSpecialtyMatches(text: string, locale: Locale): SQL {
  const pattern = foldedPattern(text)
  return existsSubquery(
    sql`select 1 from ${t.doctorSpecialties} inner join ${t.specialties} on ${t.specialties.id} = ${t.doctorSpecialties.specialtyId}
        where ${t.doctorSpecialties.doctorId} = ${t.doctors.id}
          and (search_fold(${t.specialties.name}->>${locale}) like ${pattern} or search_fold(${t.specialties.name}->>'en') like ${pattern})`,
  )
}

function doctorConditions(filter: DoctorFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(t.doctors.status, 1)]
  const name = filter.name?.trim().replace(/\s+/g, ' ')
  const similar = filter.similarNames ?? false
  if (name) conditions.push(doctorNameMatches(name, { similar }))
  const search = filter.search?.trim()
  if (search)
    conditions.push(
      similar
        ? doctorNameMatches(search, { similar })
        : or(doctorNameMatches(search), doctorSpecialtyMatches(search, filter.locale ?? 'en')),
    )
  // The language's and the specialty's id first (codes and slugs are unique), so their doctors come
  // from the (language_id, doctor_id) and (specialty_id, doctor_id) indexes in id order and a page or
  // a bounded count stops early, as for a service's doctors (ADR 0058); a join read and de-duplicated
  // all 10,424 doctors of a language at 100x for the count (ADR 0060).
  if (filter.language?.trim()) {
    conditions.push(
      existsSubquery(
        sql`select 1 from ${t.doctorLanguages}
            where ${t.doctorLanguages.doctorId} = ${t.doctors.id}
              and ${t.doctorLanguages.languageId} = (select ${t.languages.id} from ${t.languages} where ${t.languages.code} = ${filter.language.trim().toLowerCase()})`,
      ),
    )
  }
  if (filter.specialty?.trim()) {
    conditions.push(
      existsSubquery(
        sql`select 1 from ${t.doctorSpecialties}
            where ${t.doctorSpecialties.doctorId} = ${t.doctors.id}
              and ${t.doctorSpecialties.specialtyId} = (select ${t.specialties.id} from ${t.specialties} where ${t.specialties.slug} = ${filter.specialty.trim()})`,
      ),
    )
  }
  if (filter.organizationIds?.length) conditions.push(inArray(t.doctors.organizationId, filter.organizationIds))
  if (filter.headerOrganizationId !== null) conditions.push(eq(t.doctors.organizationId, filter.headerOrganizationId))
  if (filter.serviceSlug !== undefined) {
    // The service's id first (slugs are unique), so its doctors come from the (service_id, doctor_id)
    // key in id order and a page or a bounded count stops early: a join to services made PostgreSQL
    // read and sort all 25,047 doctors of the video service at 100x for either (ADR 0058).
    conditions.push(
      existsSubquery(
        sql`select 1 from ${t.doctorServices}
            where ${t.doctorServices.doctorId} = ${t.doctors.id}
              and ${t.doctorServices.serviceId} = (select ${t.services.id} from ${t.services} where ${t.services.slug} = ${filter.serviceSlug} and ${t.services.status} = 1)`,
      ),
    )
  }
  return and(...conditions)
}

/**
 * How far ahead the next free time is looked for, and how much notice a doctor gets at least (ADR
 * 0044); the stored next free time (doctor_refresh_next_free, migration 0016) is computed with the same.
 */
export const NEXT_FREE_DAYS = 14
export const NEXT_FREE_NOTICE_MINUTES = 60

// Computed columns of a card. No parameters inside, so ORDER BY the same expression is the same
// expression to PostgreSQL and is computed once per row.
const videoMinutes = sql`(select ${t.consultPlans.duration} from ${t.consultPlans}
  where ${t.consultPlans.doctorId} = ${t.doctors.id} and ${t.consultPlans.type} = ${sql.raw(String(t.PLAN_TYPE.videoCall))}
  order by ${t.consultPlans.id} limit 1)`
/**
 * The first free video slot's start as ISO 8601 UTC, or null: the stored one while it holds
 * (`next_free_until`, ADR 0058), else computed from the calendar (doctor_next_free, migration 0013),
 * ~5 ms a doctor at 100x, for a doctor whose plan or hours just changed or the sweep has not reached.
 */
const nextFreeAt = sql<string | null>`to_char(case when ${t.doctors.nextFreeUntil} > now() then ${t.doctors.storedNextFreeAt}
  else doctor_next_free(${t.doctors.id}, ${t.doctors.workingHours}, ${t.doctors.timezone}, ${videoMinutes},
  now() + interval '${sql.raw(String(NEXT_FREE_NOTICE_MINUTES))} minutes', ${sql.raw(String(NEXT_FREE_DAYS))}) end at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`
/**
 * Average stars (reviews store half stars doubled), one decimal; null without reviews. From the
 * count and sum stored on the doctor (migration 0017, ADR 0060), which triggers keep what the
 * reviews say: the same number as `round(avg(half_stars) / 2.0, 1)` over the doctor's reviews.
 */
const ratingAverage = sql<number | null>`case when ${t.doctors.reviewCount} > 0
  then round(${t.doctors.reviewHalfStars}::numeric / ${t.doctors.reviewCount} / 2.0, 1)::float8 end`
const reviewCount = sql<number>`${t.doctors.reviewCount}`
const lowestPriceCents = sql`(select min(${t.consultPlans.priceCents}) from ${t.consultPlans} where ${t.consultPlans.doctorId} = ${t.doctors.id})`

/** The list orders besides the default (by id): soonest free time, lowest price, best rated; ties by id. */
export type DoctorSort = 'soonest' | 'price' | 'rating'
const ORDER: Record<DoctorSort, SQL[]> = {
  soonest: [sql`${nextFreeAt} asc nulls last`],
  price: [sql`${lowestPriceCents} asc nulls last`],
  // The unrounded average, as the reviews' avg() ordered before the count was stored; then more reviews.
  rating: [
    sql`${t.doctors.reviewHalfStars}::numeric / nullif(${t.doctors.reviewCount}, 0) desc nulls last`,
    sql`${t.doctors.reviewCount} desc nulls last`,
  ],
}

/** The doctor's own columns but the stored facts, which a card reads as `nextFreeAt`, `ratingAverage` and `reviewCount`. */
function ownColumns() {
  const {
    storedNextFreeAt: _stored,
    nextFreeUntil: _until,
    reviewCount: _reviews,
    reviewHalfStars: _halfStars,
    ...own
  } = getTableColumns(t.doctors)
  return own
}

/**
 * The columns of a doctor card: the doctor's own, and each relation as JSON in the same row (one
 * statement for a page, whatever its size and whichever fields the query asks for).
 */
const relationColumns = () => ({
  ...ownColumns(),
  specialties: jsonArray<SpecialtyRow>(
    rowObject(t.specialties),
    sql`from ${t.doctorSpecialties} inner join ${t.specialties} on ${t.specialties.id} = ${t.doctorSpecialties.specialtyId}
        where ${t.doctorSpecialties.doctorId} = ${t.doctors.id}`,
    sql`${t.specialties.id}`,
  ),
  languages: jsonArray<LanguageRow>(
    rowObject(t.languages),
    sql`from ${t.doctorLanguages} inner join ${t.languages} on ${t.languages.id} = ${t.doctorLanguages.languageId}
        where ${t.doctorLanguages.doctorId} = ${t.doctors.id}`,
    sql`${t.languages.id}`,
  ),
  plans: jsonArray<ConsultPlanRow>(
    rowObject(t.consultPlans),
    sql`from ${t.consultPlans} where ${t.consultPlans.doctorId} = ${t.doctors.id}`,
    sql`${t.consultPlans.type}, ${t.consultPlans.id}`,
  ),
  groups: jsonArray<DoctorGroupRow>(
    rowObject(t.doctorGroups),
    sql`from ${t.doctorGroups} where ${t.doctorGroups.doctorId} = ${t.doctors.id}`,
    sql`${t.doctorGroups.id}`,
  ),
  organization: jsonObject<OrganizationParent>(
    organizationObject(),
    sql`from ${t.organizations} where ${t.organizations.id} = ${t.doctors.organizationId}`,
  ),
})
/** What a card reads of the calendar and the reviews: stored on the doctor (the next free time computed when its stored one has lapsed: two weeks walked). */
const factColumns = () => ({ nextFreeAt, ratingAverage, reviewCount })
const cardColumns = () => ({ ...relationColumns(), ...factColumns() })

export type DoctorPage = { total: number; totalCapped: boolean; rows: DoctorCard[] }

/**
 * One page of doctor cards and the total that match: one statement (two for a page past the end).
 * A name or search of four letters or more that finds no one is tried once more for names close
 * to it ("Mülr", "Kellr"): a second statement only when the first found nothing.
 * The page's ids are chosen first from the narrow columns the filters and the order read (`page`),
 * and only those ids load the card's full row and relations; the total is a count of its own over
 * the same conditions, not `count(*) over ()` across full rows, which at 50,000 doctors read every
 * ~1.7 kB row to return five (issue 28), and it stops past `DOCTOR_TOTAL_CAP`.
 */
export async function searchDoctors(
  db: Database,
  filter: DoctorFilter,
  page: Page,
  options: { random?: boolean | null; sort?: DoctorSort | null },
): Promise<DoctorPage> {
  const found = await searchDoctorsOnce(db, filter, page, options)
  const retry = !filter.similarNames && found.total === 0 && (typoTolerant(filter.name) || typoTolerant(filter.search))
  return retry ? searchDoctorsOnce(db, { ...filter, similarNames: true }, page, options) : found
}

async function searchDoctorsOnce(
  db: Database,
  filter: DoctorFilter,
  page: Page,
  options: { random?: boolean | null; sort?: DoctorSort | null },
): Promise<DoctorPage> {
  const where = doctorConditions(filter)
  const order = options.random ? [sql`random()`] : [...(options.sort ? ORDER[options.sort] : []), asc(t.doctors.id)]
  const { total, rows } = await pageOfIds(
    db,
    {
      table: t.doctors,
      where,
      order,
      // One past the cap (DOCTOR_TOTAL_CAP, issue 28): a total of 1,001 is "1,000+", so the broadest
      // list counts 1,001 index entries, not every doctor (25,047 on the video service at 100x: 218
      // of the read's 271 ms).
      countUpTo: DOCTOR_TOTAL_CAP + 1,
    },
    page,
    cardColumns(),
  )
  return { total, totalCapped: total > DOCTOR_TOTAL_CAP, rows }
}

export async function findDoctorBySlug(db: Database, slug: string, headerOrganizationId: number | null): Promise<DoctorCard | null> {
  const [row] = await db
    .select(cardColumns())
    .from(t.doctors)
    .where(and(eq(t.doctors.slug, slug), doctorConditions({ headerOrganizationId })))
  return row ?? null
}

/**
 * Doctor cards by id, whatever their status now (an appointment's doctor may have left), without
 * the computed facts (next free time, rating): an appointments list shows 200 doctors and none of
 * those, which took 370 ms at 100x (issue 28); `findDoctorFactsByIds` loads them when asked. One statement.
 */
export function findDoctorCardsByIds(db: Database, ids: number[]): Promise<DoctorCard[]> {
  return db.select(relationColumns()).from(t.doctors).where(inArray(t.doctors.id, ids))
}

export type DoctorFacts = { id: number; nextFreeAt: string | null; ratingAverage: number | null; reviewCount: number }

/** The next free time and rating of doctors by id: one statement. */
export function findDoctorFactsByIds(db: Database, ids: number[]): Promise<DoctorFacts[]> {
  return db
    .select({ id: t.doctors.id, ...factColumns() })
    .from(t.doctors)
    .where(inArray(t.doctors.id, ids))
}

/** The doctor named by the slug, and their specialties, beside the doctors compared with them. */
const subject = alias(t.doctors, 'subject')
const subjectSpecialties = alias(t.doctorSpecialties, 'subject_specialties')

/** Other doctors who share at least one specialty with the given doctor (none for an unknown slug), in one statement. */
export function findRelatedDoctors(
  db: Database,
  slug: string,
  headerOrganizationId: number | null,
  limit: number,
): Promise<RelatedDoctor[]> {
  const specialtiesOfSubject = db
    .select({ id: subjectSpecialties.specialtyId })
    .from(subjectSpecialties)
    .innerJoin(subject, eq(subject.id, subjectSpecialties.doctorId))
    .where(eq(subject.slug, slug))
  const sharesSpecialty = exists(
    db
      .select({ one: sql`1` })
      .from(t.doctorSpecialties)
      .where(and(eq(t.doctorSpecialties.doctorId, t.doctors.id), inArray(t.doctorSpecialties.specialtyId, specialtiesOfSubject))),
  )
  return db
    .select({
      id: t.doctors.id,
      first_name: t.doctors.firstName,
      last_name: t.doctors.lastName,
      avatar: t.doctors.avatar,
      slug: t.doctors.slug,
    })
    .from(t.doctors)
    .where(and(doctorConditions({ headerOrganizationId }), ne(t.doctors.slug, slug), sharesSpecialty))
    .orderBy(asc(t.doctors.id))
    .limit(limit)
}
