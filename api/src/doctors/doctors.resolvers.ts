import { findServiceRow } from '../catalog/catalog.service';
import type { Resolvers } from '../generated/resolvers-types';
import { badInput, notFound, parseId } from '../shared/errors';
import { pickLocale } from '../shared/i18n';
import { parsePagination } from '../shared/pagination';
import { findDoctorBySlug, findRelatedDoctors, hydrateDoctors, searchDoctors } from './doctors.service';

/** "1, 2,13" -> [1, 2, 13]; anything that is not a list of integer ids is a user error. */
function parseOrganizationList(value: string): number[] {
  const parts = value.split(',').map((p) => p.trim()).filter(Boolean);
  if (parts.some((p) => !/^\d+$/.test(p))) {
    throw badInput(`organizations must be comma-separated integer ids (got '${value}')`);
  }
  return parts.map(Number);
}

export const doctorResolvers: Resolvers = {
  Query: {
    doctors: async (_, { query }, ctx) => {
      const page = parsePagination(query?.pagination, { defaultLimit: 20, maxLimit: 100 });
      const { total, rows } = await searchDoctors(
        ctx.db,
        {
          name: query?.name,
          specialty: query?.specialty,
          organizationIds: query?.organization != null ? [parseId(query.organization, 'organization')] : [],
          headerOrganizationId: ctx.organizationId,
        },
        page,
        { random: query?.random },
      );
      return { total, results: await hydrateDoctors(ctx.db, rows, ctx.locale) };
    },

    doctorBySlug: (_, { slug }, ctx) => findDoctorBySlug(ctx.db, slug, ctx.organizationId, ctx.locale),

    relatedDoctors: (_, { slug, limit }, ctx) => {
      const size = limit ?? 4;
      if (size < 1 || size > 50) throw badInput(`limit must be between 1 and 50 (got ${size})`);
      return findRelatedDoctors(ctx.db, slug, ctx.organizationId, size);
    },

    getServiceBySlugDoctors: async (_, { query }, ctx) => {
      const page = parsePagination(query.pagination, { defaultLimit: 10, maxLimit: 100 });
      const service = await findServiceRow(ctx.db, query.slug);
      if (!service) throw notFound('service not found');
      const organizationIds = [
        ...(query.organization != null ? [parseId(query.organization, 'organization')] : []),
        ...(query.organizations ? parseOrganizationList(query.organizations) : []),
      ];
      const { total, rows } = await searchDoctors(
        ctx.db,
        { name: query.name, specialty: query.specialty, organizationIds, headerOrganizationId: ctx.organizationId, serviceId: service.id },
        page,
        {},
      );
      // Without pagination the page size is 10; a sent PaginationInput carries its schema default (20).
      // Spec part 2 §7: "getServiceBySlugDoctors (...; page size 10, and on page 1 the first
      // returned item is dropped)". Kept exactly as specified: page 1 returns limit - 1 doctors,
      // the total is unchanged.
      const pageRows = page.page === 1 ? rows.slice(1) : rows;
      return { total, results: await hydrateDoctors(ctx.db, pageRows, pickLocale(query.lang, ctx.locale)) };
    },
  },
};
