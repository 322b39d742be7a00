import { and, asc, count, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import * as t from '../db/schema';
import type { Locale } from '../db/schema';
import type { Language, Organization, Service, Specialty, TranslatorPlan } from '../generated/resolvers-types';
import { euros, likePattern, translate } from '../shared/i18n';
import type { Page } from '../shared/pagination';

// ---- languages ----

export const toLanguage = (row: typeof t.languages.$inferSelect): Language => ({
  id: row.id,
  code: row.code,
  name: row.name,
  nativeName: row.nativeName,
});

export async function listLanguages(db: Database, page: Page): Promise<Language[]> {
  const rows = await db.select().from(t.languages).orderBy(asc(t.languages.name)).limit(page.limit).offset(page.offset);
  return rows.map(toLanguage);
}

// ---- specialties ----

export const toSpecialty = (row: typeof t.specialties.$inferSelect, locale: Locale): Specialty => ({
  id: row.id,
  slug: row.slug,
  name: translate(row.name, locale),
  icon: row.icon,
  visible: row.visible,
});

/** The name in the requested locale, falling back to English, as SQL. */
const specialtyName = (locale: Locale) => sql<string>`coalesce(${t.specialties.name}->>${locale}, ${t.specialties.name}->>'en')`;

export async function listSpecialties(
  db: Database,
  filter: { name?: string | null; visible?: boolean | null },
  locale: Locale,
): Promise<Specialty[]> {
  const where: SQL[] = [];
  if (filter.name?.trim()) where.push(sql`${specialtyName(locale)} ilike ${likePattern(filter.name.trim())}`);
  if (filter.visible != null) where.push(eq(t.specialties.visible, filter.visible));
  const rows = await db
    .select()
    .from(t.specialties)
    .where(and(...where))
    .orderBy(specialtyName(locale), asc(t.specialties.id));
  return rows.map((row) => toSpecialty(row, locale));
}

export async function findSpecialtyBySlug(db: Database, slug: string, locale: Locale): Promise<Specialty | null> {
  const [row] = await db.select().from(t.specialties).where(eq(t.specialties.slug, slug));
  return row ? toSpecialty(row, locale) : null;
}

// ---- organizations ----

const toOrganizationSettings = (row: typeof t.organizationSettings.$inferSelect) => ({
  id: row.id,
  organization_id: row.organizationId,
  primary_color: row.primaryColor,
  region: row.region,
  settings: row.settings,
});

async function selectOrganizations(db: Database, where: SQL | undefined): Promise<Organization[]> {
  const rows = await db
    .select({ org: t.organizations, settings: t.organizationSettings })
    .from(t.organizations)
    .leftJoin(t.organizationSettings, eq(t.organizationSettings.organizationId, t.organizations.id))
    .where(where)
    .orderBy(asc(t.organizations.id));
  return rows.map(({ org, settings }) => ({
    id: org.id,
    type: org.type,
    name: org.name,
    image: org.image,
    bg_image: org.bgImage,
    status: org.status,
    parent_id: org.parentId,
    settings: settings ? toOrganizationSettings(settings) : null,
  }));
}

export const listOrganizations = (db: Database) => selectOrganizations(db, undefined);

export const listOrganizationsByParent = (db: Database, parentId: number) =>
  selectOrganizations(db, eq(t.organizations.parentId, parentId));

export const findOrganizationsByIds = (db: Database, ids: number[]) =>
  ids.length ? selectOrganizations(db, inArray(t.organizations.id, ids)) : Promise.resolve([]);

export async function findOrganizationSettings(db: Database, organizationId: number) {
  const [row] = await db.select().from(t.organizationSettings).where(eq(t.organizationSettings.organizationId, organizationId));
  return row ? toOrganizationSettings(row) : null;
}

// ---- services ----

const toService = (row: typeof t.services.$inferSelect, locale: Locale): Service => ({
  id: row.id,
  slug: row.slug,
  title: translate(row.title, locale),
  subtitle: translate(row.subtitle, locale),
  short_desc: translate(row.shortDesc, locale),
  description: translate(row.description, locale),
  text: translate(row.text, locale),
  link: row.link,
  status: row.status,
  type: row.type,
  keywords: row.keywords,
  icon: row.icon,
  main_image: row.mainImage,
  organization_id: row.organizationId,
});

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
): Promise<{ total: number; results: Service[] }> {
  const where = and(
    eq(t.services.status, 1),
    filter.type != null ? eq(t.services.type, filter.type) : undefined,
    serviceScope(filter.organizationId),
  );
  const [totalRow] = await db.select({ n: count() }).from(t.services).where(where);
  const rows = await db.select().from(t.services).where(where).orderBy(asc(t.services.type), asc(t.services.id)).limit(page.limit).offset(page.offset);
  return { total: totalRow?.n ?? 0, results: rows.map((row) => toService(row, locale)) };
}

export async function findServiceRow(db: Database, slug: string) {
  const [row] = await db.select().from(t.services).where(and(eq(t.services.slug, slug), eq(t.services.status, 1)));
  return row ?? null;
}

export async function findServiceBySlug(db: Database, slug: string, locale: Locale): Promise<Service | null> {
  const row = await findServiceRow(db, slug);
  return row ? toService(row, locale) : null;
}

// ---- translator plans ----

export async function findTranslatorPlan(db: Database, lang: string, duration: number | null | undefined): Promise<TranslatorPlan | null> {
  const code = lang.trim().toLowerCase();
  const [row] = await db
    .select()
    .from(t.translatorPlans)
    .where(and(or(eq(t.translatorPlans.lang1, code), eq(t.translatorPlans.lang2, code)), duration != null ? eq(t.translatorPlans.duration, duration) : undefined))
    .orderBy(asc(t.translatorPlans.duration), asc(t.translatorPlans.id))
    .limit(1);
  return row ? { id: row.id, lang_1: row.lang1, lang_2: row.lang2, price: euros(row.priceCents), duration: row.duration } : null;
}
