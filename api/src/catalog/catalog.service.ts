import { and, asc, eq, getTableColumns, gte, inArray, isNull, or, sql, type SQL } from 'drizzle-orm'
import type { Database } from '../db/client'
import { jsonObject, rowObject, totalOverAll } from '../db/json'
import * as t from '../db/schema'
import type { Locale } from '../db/schema'
import { likePattern } from '../shared/i18n'
import { selectPage, type Page } from '../shared/pagination'
import type {
  LanguageRow,
  OrganizationParent,
  OrganizationSettingsRow,
  ServiceRow,
  SpecialtyRow,
  TranslatorPlanRow,
} from './catalog.mappers'

// Rows, one statement per call; catalog.resolvers.ts adds the locale and shapes them. Every read
// here is the same for every visitor: graphql/public-reads.ts caches them.

// ---- languages ----

export const listLanguages = (db: Database, page: Page): Promise<LanguageRow[]> =>
  db.select().from(t.languages).orderBy(asc(t.languages.name)).limit(page.limit).offset(page.offset)

export const findLanguagesByCodes = (db: Database, codes: string[]): Promise<LanguageRow[]> =>
  codes.length ? db.select().from(t.languages).where(inArray(t.languages.code, codes)).orderBy(asc(t.languages.id)) : Promise.resolve([])

// ---- specialties ----

/** The name in the requested locale, falling back to English, as SQL. */
const specialtyName = (locale: Locale) => sql<string>`coalesce(${t.specialties.name}->>${locale}, ${t.specialties.name}->>'en')`

export function listSpecialties(
  db: Database,
  filter: { name?: string | null; visible?: boolean | null },
  locale: Locale,
): Promise<SpecialtyRow[]> {
  const where: SQL[] = []
  // Accents and case folded as in doctor searches (ADR 0044): "kardio" finds "Kardiologie".
  if (filter.name?.trim()) where.push(sql`search_fold(${specialtyName(locale)}) like search_fold(${likePattern(filter.name.trim())})`)
  if (filter.visible != null) where.push(eq(t.specialties.visible, filter.visible))
  return db
    .select()
    .from(t.specialties)
    .where(and(...where))
    .orderBy(specialtyName(locale), asc(t.specialties.id))
}

export async function findSpecialtyBySlug(db: Database, slug: string): Promise<SpecialtyRow | null> {
  const [row] = await db.select().from(t.specialties).where(eq(t.specialties.slug, slug))
  return row ?? null
}

// ---- organizations ----

/** An organisation's settings row as JSON, beside the organisation (one statement). */
const settingsOfOrganization = jsonObject<OrganizationSettingsRow>(
  rowObject(t.organizationSettings),
  sql`from ${t.organizationSettings} where ${t.organizationSettings.organizationId} = ${t.organizations.id}`,
)

/** An organisation with its settings as one JSON object, for statements that load organisations beside other rows. */
export const organizationObject = () => rowObject(t.organizations, { settings: settingsOfOrganization })

const selectOrganizations = (db: Database, where: SQL | undefined): Promise<OrganizationParent[]> =>
  db
    .select({ ...getTableColumns(t.organizations), settings: settingsOfOrganization })
    .from(t.organizations)
    .where(where)
    .orderBy(asc(t.organizations.id))

export const listOrganizations = (db: Database) => selectOrganizations(db, undefined)

export const listOrganizationsByParent = (db: Database, parentId: number) => selectOrganizations(db, eq(t.organizations.parentId, parentId))

export async function findOrganizationSettings(db: Database, organizationId: number): Promise<OrganizationSettingsRow | null> {
  const [row] = await db.select().from(t.organizationSettings).where(eq(t.organizationSettings.organizationId, organizationId))
  return row ?? null
}

// ---- services ----

/**
 * Services visible under the organisation header: the organisation's own services plus the
 * platform-wide ones (organization_id null), which every organisation offers.
 */
const serviceScope = (organizationId: number | null) =>
  organizationId === null ? undefined : or(isNull(t.services.organizationId), eq(t.services.organizationId, organizationId))

/** One page of active services and the total that match, in one statement (two for a page past the end). */
export async function listServices(
  db: Database,
  filter: { type?: number | null; organizationId: number | null },
  page: Page,
): Promise<{ total: number; rows: ServiceRow[] }> {
  const where = and(
    eq(t.services.status, 1),
    filter.type != null ? eq(t.services.type, filter.type) : undefined,
    serviceScope(filter.organizationId),
  )
  return selectPage(
    db.select({ row: t.services, total: totalOverAll() }).from(t.services).where(where).orderBy(asc(t.services.type), asc(t.services.id)),
    page,
    () => db.$count(t.services, where),
  )
}

export async function findServiceBySlug(db: Database, slug: string): Promise<ServiceRow | null> {
  const [row] = await db
    .select()
    .from(t.services)
    .where(and(eq(t.services.slug, slug), eq(t.services.status, 1)))
  return row ?? null
}

// ---- translator plans ----

/**
 * The translator for a language and a call of `duration` minutes: the shortest plan that covers the
 * call (a 45-minute call takes the 60-minute translator), the shortest of all without a duration.
 */
export async function findTranslatorPlan(
  db: Database,
  lang: string,
  duration: number | null | undefined,
): Promise<TranslatorPlanRow | null> {
  const code = lang.trim().toLowerCase()
  const [row] = await db
    .select()
    .from(t.translatorPlans)
    .where(
      and(
        or(eq(t.translatorPlans.lang1, code), eq(t.translatorPlans.lang2, code)),
        duration != null ? gte(t.translatorPlans.duration, duration) : undefined,
      ),
    )
    .orderBy(asc(t.translatorPlans.duration), asc(t.translatorPlans.id))
    .limit(1)
  return row ?? null
}
