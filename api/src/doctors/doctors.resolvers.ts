import type { DoctorSort as DoctorSortInput, Resolvers } from '../generated/resolvers-types'
import type { DoctorFacts, DoctorSort } from './doctors.service'
import type { GraphQLContext } from '../graphql/context'
import type { DoctorParent } from './doctors.mappers'
import { badInput, notFound, parseId } from '../shared/errors'
import { euros, pickLocale, translate } from '../shared/i18n'
import { parsePagination } from '../shared/pagination'
import { inLocale, toPlan } from './doctors.mappers'
import { PAGE_LIMITS } from '#contract/page-limits'

/** "1, 2,13" -> [1, 2, 13]; anything that is not a list of integer ids is a user error. */
function parseOrganizationList(value: string): number[] {
  const parts = value
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)
  if (parts.some((p) => !/^\d+$/.test(p))) {
    throw badInput(`organizations must be comma-separated integer ids (got '${value}')`)
  }
  return parts.map(Number)
}

/** An appointment's doctor's next free time and rating, loaded when asked (doctors.service.ts findDoctorCardsByIds). */
async function facts(ctx: GraphQLContext, doctor: DoctorParent): Promise<DoctorFacts> {
  const found = await ctx.loaders.doctorFactsById.load(doctor.id)
  return found ?? { id: doctor.id, nextFreeAt: null, ratingAverage: null, reviewCount: 0 }
}

const SORTS = { SOONEST: 'soonest', PRICE: 'price', RATING: 'rating' } as const satisfies Record<DoctorSortInput, DoctorSort>

export const doctorResolvers: Resolvers = {
  Query: {
    doctors: async (_, { query }, ctx) => {
      const page = parsePagination(query?.pagination, PAGE_LIMITS.doctors)
      const { total, totalCapped, rows } = await ctx.reads.searchDoctors(
        {
          name: query?.name,
          search: query?.search,
          locale: ctx.locale,
          language: query?.language,
          specialty: query?.specialty,
          organizationIds: query?.organization != null ? [parseId(query.organization, 'organization')] : [],
          headerOrganizationId: ctx.organizationId,
        },
        page,
        { random: query?.random, sort: query?.sort ? SORTS[query.sort] : null },
      )
      return { total, total_capped: totalCapped, results: inLocale(rows, ctx.locale) }
    },

    doctorBySlug: async (_, { slug }, ctx) => {
      const card = await ctx.reads.findDoctorBySlug(slug, ctx.organizationId)
      return card && { ...card, locale: ctx.locale }
    },

    relatedDoctors: (_, { slug, limit }, ctx) => {
      const { defaultLimit, maxLimit } = PAGE_LIMITS.relatedDoctors
      const size = limit ?? defaultLimit
      if (size < 1 || size > maxLimit) throw badInput(`limit must be between 1 and ${maxLimit} (got ${size})`)
      return ctx.reads.findRelatedDoctors(slug, ctx.organizationId, size)
    },

    getServiceBySlugDoctors: async (_, { query }, ctx) => {
      const page = parsePagination(query.pagination, PAGE_LIMITS.serviceDoctors)
      const organizationIds = [
        ...(query.organization != null ? [parseId(query.organization, 'organization')] : []),
        ...(query.organizations ? parseOrganizationList(query.organizations) : []),
      ]
      const { total, totalCapped, rows } = await ctx.reads.searchDoctors(
        {
          name: query.name,
          search: query.search,
          locale: pickLocale(query.lang, ctx.locale),
          specialty: query.specialty,
          organizationIds,
          headerOrganizationId: ctx.organizationId,
          serviceSlug: query.slug,
        },
        page,
        {},
      )
      // Doctors found means the service exists; only an empty answer needs to tell the two apart.
      if (total === 0 && !(await ctx.reads.findServiceBySlug(query.slug))) throw notFound('service not found')
      // Without pagination the page size is 10; a sent PaginationInput carries its schema default (20).
      // Spec part 2 §7 drops "the first returned item on page 1"; pages here never overlap, so
      // dropping one would lose a doctor (the 11th never appeared). Every doctor is on exactly one
      // page (ADR 0012).
      return { total, total_capped: totalCapped, results: inLocale(rows, pickLocale(query.lang, ctx.locale)) }
    },
  },

  // The parent is the doctor card (DoctorParent): its relations came in the same statement.
  Doctor: {
    first_name: (doctor) => doctor.firstName,
    last_name: (doctor) => doctor.lastName,
    about: (doctor) => translate(doctor.about, doctor.locale),
    experience_start_date: (doctor) => doctor.experienceStartDate,
    professional_title: (doctor) => translate(doctor.professionalTitle, doctor.locale),
    working_hours: (doctor) => doctor.workingHours,
    specialties: (doctor) => doctor.specialties.map((specialty) => ({ ...specialty, locale: doctor.locale })),
    plans: (doctor) => doctor.plans.map((plan) => toPlan(plan, doctor.locale)),
    lowestPrice: (doctor) => (doctor.plans.length ? euros(Math.min(...doctor.plans.map((p) => p.priceCents))) : null),
    rating: async (doctor, _, ctx) =>
      doctor.ratingAverage !== undefined ? doctor.ratingAverage : (await facts(ctx, doctor)).ratingAverage,
    reviewCount: async (doctor, _, ctx) => (doctor.reviewCount !== undefined ? doctor.reviewCount : (await facts(ctx, doctor)).reviewCount),
    nextFreeAt: async (doctor, _, ctx) => (doctor.nextFreeAt !== undefined ? doctor.nextFreeAt : (await facts(ctx, doctor)).nextFreeAt),
    groups: (doctor) => doctor.groups.map((g) => ({ id: g.id, group_id: g.groupId, name: translate(g.name, doctor.locale) })),
  },
}
