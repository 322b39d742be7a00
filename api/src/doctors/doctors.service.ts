import { and, asc, count, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import * as t from '../db/schema';
import type { Locale } from '../db/schema';
import type { ConsultPlan, Doctor, RelatedDoctor } from '../generated/resolvers-types';
import { findOrganizationsByIds, toLanguage, toSpecialty } from '../catalog/catalog.service';
import { euros, likePattern, translate } from '../shared/i18n';
import type { Page } from '../shared/pagination';

/** drizzle's exists() expects a query builder; raw correlated subqueries need their own parentheses. */
const existsSubquery = (subquery: SQL) => sql`exists (${subquery})`;

export type DoctorFilter = {
  name?: string | null;
  /** specialty slug */
  specialty?: string | null;
  /** organisations chosen in the search form (any of them) */
  organizationIds?: number[];
  /** the `organization` request header */
  headerOrganizationId: number | null;
  /** only doctors attached to this service */
  serviceId?: number;
};

function doctorConditions(filter: DoctorFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(t.doctors.status, 1)];
  const name = filter.name?.trim().replace(/\s+/g, ' ');
  if (name) {
    const pattern = likePattern(name);
    // "first last" matches too, so a full name typed into search finds the doctor.
    conditions.push(
      sql`(${t.doctors.firstName} ilike ${pattern} or ${t.doctors.lastName} ilike ${pattern} or (${t.doctors.firstName} || ' ' || ${t.doctors.lastName}) ilike ${pattern})`,
    );
  }
  if (filter.specialty?.trim()) {
    conditions.push(
      existsSubquery(
        sql`select 1 from ${t.doctorSpecialties} inner join ${t.specialties} on ${t.specialties.id} = ${t.doctorSpecialties.specialtyId}
            where ${t.doctorSpecialties.doctorId} = ${t.doctors.id} and ${t.specialties.slug} = ${filter.specialty.trim()}`,
      ),
    );
  }
  if (filter.organizationIds?.length) conditions.push(inArray(t.doctors.organizationId, filter.organizationIds));
  if (filter.headerOrganizationId !== null) conditions.push(eq(t.doctors.organizationId, filter.headerOrganizationId));
  if (filter.serviceId !== undefined) {
    conditions.push(
      existsSubquery(
        sql`select 1 from ${t.doctorServices} where ${t.doctorServices.doctorId} = ${t.doctors.id} and ${t.doctorServices.serviceId} = ${filter.serviceId}`,
      ),
    );
  }
  return and(...conditions);
}

export async function searchDoctors(
  db: Database,
  filter: DoctorFilter,
  page: Page,
  options: { random?: boolean | null },
): Promise<{ total: number; rows: (typeof t.doctors.$inferSelect)[] }> {
  const where = doctorConditions(filter);
  const [totalRow] = await db.select({ n: count() }).from(t.doctors).where(where);
  const rows = await db
    .select()
    .from(t.doctors)
    .where(where)
    .orderBy(options.random ? sql`random()` : asc(t.doctors.id))
    .limit(page.limit)
    .offset(page.offset);
  return { total: totalRow?.n ?? 0, rows };
}

const toPlan = (row: typeof t.consultPlans.$inferSelect, locale: Locale): ConsultPlan => ({
  id: row.id,
  name: translate(row.name, locale),
  description: translate(row.description, locale),
  features: row.features,
  price: euros(row.priceCents),
  type: row.type,
  type_name: row.type === t.PLAN_TYPE.videoCall ? 'video_call' : 'report',
  duration: row.duration,
});

function groupBy<T>(items: T[], key: (item: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const item of items) {
    const list = groups.get(key(item));
    if (list) list.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
}

/** Loads every relation of a page of doctors in one query per relation (no N+1). */
export async function hydrateDoctors(db: Database, rows: (typeof t.doctors.$inferSelect)[], locale: Locale): Promise<Doctor[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const organizationIds = [...new Set(rows.flatMap((r) => (r.organizationId === null ? [] : [r.organizationId])))];
  const [specialtyRows, languageRows, planRows, groupRows, organizations] = await Promise.all([
    db
      .select({ doctorId: t.doctorSpecialties.doctorId, specialty: t.specialties })
      .from(t.doctorSpecialties)
      .innerJoin(t.specialties, eq(t.specialties.id, t.doctorSpecialties.specialtyId))
      .where(inArray(t.doctorSpecialties.doctorId, ids))
      .orderBy(asc(t.specialties.id)),
    db
      .select({ doctorId: t.doctorLanguages.doctorId, language: t.languages })
      .from(t.doctorLanguages)
      .innerJoin(t.languages, eq(t.languages.id, t.doctorLanguages.languageId))
      .where(inArray(t.doctorLanguages.doctorId, ids))
      .orderBy(asc(t.languages.id)),
    db.select().from(t.consultPlans).where(inArray(t.consultPlans.doctorId, ids)).orderBy(asc(t.consultPlans.type), asc(t.consultPlans.id)),
    db.select().from(t.doctorGroups).where(inArray(t.doctorGroups.doctorId, ids)).orderBy(asc(t.doctorGroups.id)),
    findOrganizationsByIds(db, organizationIds),
  ]);
  const specialtiesOf = groupBy(specialtyRows, (r) => r.doctorId);
  const languagesOf = groupBy(languageRows, (r) => r.doctorId);
  const plansOf = groupBy(planRows, (r) => r.doctorId);
  const groupsOf = groupBy(groupRows, (r) => r.doctorId);
  const organizationById = new Map(organizations.map((o) => [Number(o.id), o]));

  return rows.map((row) => {
    const plans = (plansOf.get(row.id) ?? []).map((p) => toPlan(p, locale));
    return {
      id: row.id,
      first_name: row.firstName,
      last_name: row.lastName,
      slug: row.slug,
      avatar: row.avatar,
      cover: row.cover,
      gender: row.gender,
      about: translate(row.about, locale),
      address: row.address,
      timezone: row.timezone,
      status: row.status,
      experience_start_date: row.experienceStartDate,
      professional_title: row.professionalTitle,
      working_hours: row.workingHours,
      languages: (languagesOf.get(row.id) ?? []).map((r) => toLanguage(r.language)),
      specialties: (specialtiesOf.get(row.id) ?? []).map((r) => toSpecialty(r.specialty, locale)),
      plans,
      organization: row.organizationId === null ? null : (organizationById.get(row.organizationId) ?? null),
      groups: (groupsOf.get(row.id) ?? []).map((g) => ({ id: g.id, group_id: g.groupId, name: translate(g.name, locale) })),
      lowestPrice: plans.length ? Math.min(...plans.map((p) => p.price)) : null,
    };
  });
}

export async function findDoctorBySlug(db: Database, slug: string, headerOrganizationId: number | null, locale: Locale) {
  const [row] = await db
    .select()
    .from(t.doctors)
    .where(and(eq(t.doctors.slug, slug), doctorConditions({ headerOrganizationId })));
  if (!row) return null;
  const [doctor] = await hydrateDoctors(db, [row], locale);
  return doctor ?? null;
}

/** Other doctors who share at least one specialty with the given doctor. */
export async function findRelatedDoctors(db: Database, slug: string, headerOrganizationId: number | null, limit: number): Promise<RelatedDoctor[]> {
  const [doctor] = await db.select({ id: t.doctors.id }).from(t.doctors).where(eq(t.doctors.slug, slug));
  if (!doctor) return [];
  const sharesSpecialty = existsSubquery(
    sql`select 1 from ${t.doctorSpecialties} where ${t.doctorSpecialties.doctorId} = ${t.doctors.id}
        and ${t.doctorSpecialties.specialtyId} in (select ${t.doctorSpecialties.specialtyId} from ${t.doctorSpecialties} where ${t.doctorSpecialties.doctorId} = ${doctor.id})`,
  );
  const rows = await db
    .select({ id: t.doctors.id, first_name: t.doctors.firstName, last_name: t.doctors.lastName, avatar: t.doctors.avatar, slug: t.doctors.slug })
    .from(t.doctors)
    .where(and(doctorConditions({ headerOrganizationId }), ne(t.doctors.id, doctor.id), sharesSpecialty))
    .orderBy(asc(t.doctors.id))
    .limit(limit);
  return rows;
}
