import { and, asc, count, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import * as t from '../db/schema';
import type { Locale } from '../db/schema';
import { likePattern } from '../shared/i18n';
import type { Page } from '../shared/pagination';
import type { LanguageRow, OrganizationRow, ServiceParent, SpecialtyParent, TranslatorPlanRow } from './catalog.mappers';

// Rows (with the locale of their texts where translated); catalog.resolvers.ts shapes them.

// ---- languages ----

export const listLanguages = (db: Database, page: Page): Promise<LanguageRow[]> =>
  db.select().from(t.languages).orderBy(asc(t.languages.name)).limit(page.limit).offset(page.offset);

export const findLanguagesByCodes = (db: Database, codes: string[]): Promise<LanguageRow[]> =>
  codes.length ? db.select().from(t.languages).where(inArray(t.languages.code, codes)).orderBy(asc(t.languages.id)) : Promise.resolve([]);

// ---- specialties ----

/** The name in the requested locale, falling back to English, as SQL. */
const specialtyName = (locale: Locale) => sql<string>`coalesce(${t.specialties.name}->>${locale}, ${t.specialties.name}->>'en')`;

export async function listSpecialties(
  db: Database,
  filter: { name?: string | null; visible?: boolean | null },
  locale: Locale,
): Promise<SpecialtyParent[]> {
  const where: SQL[] = [];
  if (filter.name?.trim()) where.push(sql`${specialtyName(locale)} ilike ${likePattern(filter.name.trim())}`);
  if (filter.visible != null) where.push(eq(t.specialties.visible, filter.visible));
  const rows = await db
    .select()
    .from(t.specialties)
    .where(and(...where))
    .orderBy(specialtyName(locale), asc(t.specialties.id));
  return rows.map((row) => ({ ...row, locale }));
}

export async function findSpecialtyBySlug(db: Database, slug: string, locale: Locale): Promise<SpecialtyParent | null> {
  const [row] = await db.select().from(t.specialties).where(eq(t.specialties.slug, slug));
  return row ? { ...row, locale } : null;
}

// ---- organizations ----

const selectOrganizations = (db: Database, where: SQL | undefined): Promise<OrganizationRow[]> =>
  db.select().from(t.organizations).where(where).orderBy(asc(t.organizations.id));

export const listOrganizations = (db: Database) => selectOrganizations(db, undefined);

export const listOrganizationsByParent = (db: Database, parentId: number) =>
  selectOrganizations(db, eq(t.organizations.parentId, parentId));

export const findOrganizationsByIds = (db: Database, ids: number[]) =>
  ids.length ? selectOrganizations(db, inArray(t.organizations.id, ids)) : Promise.resolve([]);

/** The settings rows of many organisations at once (batched by catalog.loaders.ts). */
export const findSettingsOfOrganizations = (db: Database, organizationIds: number[]) =>
  organizationIds.length
    ? db.select().from(t.organizationSettings).where(inArray(t.organizationSettings.organizationId, organizationIds))
    : Promise.resolve([]);

export async function findOrganizationSettings(db: Database, organizationId: number) {
  const [row] = await db.select().from(t.organizationSettings).where(eq(t.organizationSettings.organizationId, organizationId));
  return row ?? null;
}

// ---- services ----

/**
 * Services visible under the organisation header: the organisation's own services plus the
 * platform-wide ones (organization_id null), which every organisation offers.
 */
const serviceScope = (organizationId: number | null) =>
  organizationId === null ? undefined : or(isNull(t.services.organizationId), eq(t.services.organizationId, organizationId));

export async function listServices(
  db: Database,
  filter: { type?: number | null; organizationId: number | null },
  locale: Locale,
  page: Page,
): Promise<{ total: number; results: ServiceParent[] }> {
  const where = and(
    eq(t.services.status, 1),
    filter.type != null ? eq(t.services.type, filter.type) : undefined,
    serviceScope(filter.organizationId),
  );
  const [totalRow] = await db.select({ n: count() }).from(t.services).where(where);
  const rows = await db.select().from(t.services).where(where).orderBy(asc(t.services.type), asc(t.services.id)).limit(page.limit).offset(page.offset);
  return { total: totalRow?.n ?? 0, results: rows.map((row) => ({ ...row, locale })) };
}

export async function findServiceRow(db: Database, slug: string) {
  const [row] = await db.select().from(t.services).where(and(eq(t.services.slug, slug), eq(t.services.status, 1)));
  return row ?? null;
}

export async function findServiceBySlug(db: Database, slug: string, locale: Locale): Promise<ServiceParent | null> {
  const row = await findServiceRow(db, slug);
  return row ? { ...row, locale } : null;
}

// ---- translator plans ----

export async function findTranslatorPlan(db: Database, lang: string, duration: number | null | undefined): Promise<TranslatorPlanRow | null> {
  const code = lang.trim().toLowerCase();
  const [row] = await db
    .select()
    .from(t.translatorPlans)
    .where(and(or(eq(t.translatorPlans.lang1, code), eq(t.translatorPlans.lang2, code)), duration != null ? eq(t.translatorPlans.duration, duration) : undefined))
    .orderBy(asc(t.translatorPlans.duration), asc(t.translatorPlans.id))
    .limit(1);
  return row ?? null;
}
