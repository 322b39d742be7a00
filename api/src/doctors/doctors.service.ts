import { and, asc, count, eq, exists, getTableColumns, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { LanguageRow, OrganizationParent, SpecialtyRow } from '../catalog/catalog.mappers';
import { organizationObject } from '../catalog/catalog.service';
import type { Database } from '../db/client';
import { jsonArray, jsonObject, rowObject, totalOverAll } from '../db/json';
import * as t from '../db/schema';
import type { RelatedDoctor } from '../generated/resolvers-types';
import { likePattern } from '../shared/i18n';
import { pageWithTotal, type Page } from '../shared/pagination';
import type { ConsultPlanRow, DoctorCard, DoctorGroupRow } from './doctors.mappers';

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
  /** only doctors attached to the active service with this slug */
  serviceSlug?: string;
};

/** A doctor (`doctors` in scope) whose first, last or full name contains `name`: "first last" matches too. */
export function doctorNameMatches(name: string): SQL {
  const pattern = likePattern(name.trim().replace(/\s+/g, ' '));
  return sql`(${t.doctors.firstName} ilike ${pattern} or ${t.doctors.lastName} ilike ${pattern} or (${t.doctors.firstName} || ' ' || ${t.doctors.lastName}) ilike ${pattern})`;
}

function doctorConditions(filter: DoctorFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(t.doctors.status, 1)];
  const name = filter.name?.trim().replace(/\s+/g, ' ');
  if (name) conditions.push(doctorNameMatches(name));
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
  if (filter.serviceSlug !== undefined) {
    conditions.push(
      existsSubquery(
        sql`select 1 from ${t.doctorServices} inner join ${t.services} on ${t.services.id} = ${t.doctorServices.serviceId}
            where ${t.doctorServices.doctorId} = ${t.doctors.id} and ${t.services.slug} = ${filter.serviceSlug} and ${t.services.status} = 1`,
      ),
    );
  }
  return and(...conditions);
}

/**
 * The columns of a doctor card: the doctor's own, and each relation as JSON in the same row (one
 * statement for a page, whatever its size and whichever fields the query asks for).
 */
const cardColumns = () => ({
  ...getTableColumns(t.doctors),
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
  groups: jsonArray<DoctorGroupRow>(rowObject(t.doctorGroups), sql`from ${t.doctorGroups} where ${t.doctorGroups.doctorId} = ${t.doctors.id}`, sql`${t.doctorGroups.id}`),
  organization: jsonObject<OrganizationParent>(organizationObject(), sql`from ${t.organizations} where ${t.organizations.id} = ${t.doctors.organizationId}`),
});

/** One page of doctor cards and the total that match: one statement (two for a page past the end). */
export async function searchDoctors(
  db: Database,
  filter: DoctorFilter,
  page: Page,
  options: { random?: boolean | null },
): Promise<{ total: number; rows: DoctorCard[] }> {
  const where = doctorConditions(filter);
  const found = await db
    .select({ row: cardColumns(), total: totalOverAll() })
    .from(t.doctors)
    .where(where)
    .orderBy(options.random ? sql`random()` : asc(t.doctors.id))
    .limit(page.limit)
    .offset(page.offset);
  return pageWithTotal(found, page, async () => (await db.select({ n: count() }).from(t.doctors).where(where))[0]?.n ?? 0);
}

export async function findDoctorBySlug(db: Database, slug: string, headerOrganizationId: number | null): Promise<DoctorCard | null> {
  const [row] = await db
    .select(cardColumns())
    .from(t.doctors)
    .where(and(eq(t.doctors.slug, slug), doctorConditions({ headerOrganizationId })));
  return row ?? null;
}

/** Doctor cards by id, whatever their status now (an appointment's doctor may have left): one statement. */
export function findDoctorCardsByIds(db: Database, ids: number[]): Promise<DoctorCard[]> {
  return db.select(cardColumns()).from(t.doctors).where(inArray(t.doctors.id, ids));
}

/** The doctor named by the slug, and their specialties, beside the doctors compared with them. */
const subject = alias(t.doctors, 'subject');
const subjectSpecialties = alias(t.doctorSpecialties, 'subject_specialties');

/** Other doctors who share at least one specialty with the given doctor (none for an unknown slug), in one statement. */
export function findRelatedDoctors(db: Database, slug: string, headerOrganizationId: number | null, limit: number): Promise<RelatedDoctor[]> {
  const specialtiesOfSubject = db
    .select({ id: subjectSpecialties.specialtyId })
    .from(subjectSpecialties)
    .innerJoin(subject, eq(subject.id, subjectSpecialties.doctorId))
    .where(eq(subject.slug, slug));
  const sharesSpecialty = exists(
    db
      .select({ one: sql`1` })
      .from(t.doctorSpecialties)
      .where(and(eq(t.doctorSpecialties.doctorId, t.doctors.id), inArray(t.doctorSpecialties.specialtyId, specialtiesOfSubject))),
  );
  return db
    .select({ id: t.doctors.id, first_name: t.doctors.firstName, last_name: t.doctors.lastName, avatar: t.doctors.avatar, slug: t.doctors.slug })
    .from(t.doctors)
    .where(and(doctorConditions({ headerOrganizationId }), ne(t.doctors.slug, slug), sharesSpecialty))
    .orderBy(asc(t.doctors.id))
    .limit(limit);
}
