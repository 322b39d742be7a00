import { and, asc, count, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import * as t from '../db/schema';
import type { DoctorRow } from '../db/schema';
import type { RelatedDoctor } from '../generated/resolvers-types';
import { likePattern } from '../shared/i18n';
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

/**
 * One page of doctor rows and the total that match. The total rides along on every row
 * (`count(*) over ()`, one round trip); only a page past the end needs a separate count.
 */
export async function searchDoctors(
  db: Database,
  filter: DoctorFilter,
  page: Page,
  options: { random?: boolean | null },
): Promise<{ total: number; rows: DoctorRow[] }> {
  const where = doctorConditions(filter);
  const found = await db
    .select({ row: t.doctors, total: sql<number>`cast(count(*) over () as integer)` })
    .from(t.doctors)
    .where(where)
    .orderBy(options.random ? sql`random()` : asc(t.doctors.id))
    .limit(page.limit)
    .offset(page.offset);
  if (found[0]) return { total: found[0].total, rows: found.map((f) => f.row) };
  if (page.offset === 0) return { total: 0, rows: [] };
  const [totalRow] = await db.select({ n: count() }).from(t.doctors).where(where);
  return { total: totalRow?.n ?? 0, rows: [] };
}

// ---- relations of many doctors at once (batched by the loaders in doctors.loaders.ts) ----

export const specialtiesOfDoctors = (db: Database, ids: number[]) =>
  db
    .select({ doctorId: t.doctorSpecialties.doctorId, specialty: t.specialties })
    .from(t.doctorSpecialties)
    .innerJoin(t.specialties, eq(t.specialties.id, t.doctorSpecialties.specialtyId))
    .where(inArray(t.doctorSpecialties.doctorId, ids))
    .orderBy(asc(t.specialties.id));

export const languagesOfDoctors = (db: Database, ids: number[]) =>
  db
    .select({ doctorId: t.doctorLanguages.doctorId, language: t.languages })
    .from(t.doctorLanguages)
    .innerJoin(t.languages, eq(t.languages.id, t.doctorLanguages.languageId))
    .where(inArray(t.doctorLanguages.doctorId, ids))
    .orderBy(asc(t.languages.id));

export const plansOfDoctors = (db: Database, ids: number[]) =>
  db.select().from(t.consultPlans).where(inArray(t.consultPlans.doctorId, ids)).orderBy(asc(t.consultPlans.type), asc(t.consultPlans.id));

export const groupsOfDoctors = (db: Database, ids: number[]) =>
  db.select().from(t.doctorGroups).where(inArray(t.doctorGroups.doctorId, ids)).orderBy(asc(t.doctorGroups.id));

export async function findDoctorBySlug(db: Database, slug: string, headerOrganizationId: number | null): Promise<DoctorRow | null> {
  const [row] = await db
    .select()
    .from(t.doctors)
    .where(and(eq(t.doctors.slug, slug), doctorConditions({ headerOrganizationId })));
  return row ?? null;
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
