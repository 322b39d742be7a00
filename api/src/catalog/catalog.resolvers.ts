import type { Resolvers } from '../generated/resolvers-types'
import { parseId } from '../shared/errors'
import { euros, languageName, pickLocale, translate } from '../shared/i18n'
import { parsePagination } from '../shared/pagination'
import { PAGE_LIMITS } from '#contract/page-limits'

/** Rows come from the shared public reads (graphql/public-reads.ts); the locale is added per request. */
export const catalogResolvers: Resolvers = {
  Query: {
    specialties: async (_, { name, visible, lang }, ctx) => {
      const locale = pickLocale(lang, ctx.locale)
      return (await ctx.reads.listSpecialties({ name, visible }, locale)).map((row) => ({ ...row, locale }))
    },
    specialtyBySlug: async (_, { slug, lang }, ctx) => {
      const row = await ctx.reads.findSpecialtyBySlug(slug)
      return row && { ...row, locale: pickLocale(lang, ctx.locale) }
    },
    getServices: async (_, { type, lang, pagination }, ctx) => {
      const locale = pickLocale(lang, ctx.locale)
      const { total, rows } = await ctx.reads.listServices(
        { type, organizationId: ctx.organizationId },
        // The web asks for up to 500 services at once (spec part 2 §9).
        parsePagination(pagination, PAGE_LIMITS.services),
      )
      return { total, results: rows.map((row) => ({ ...row, locale })) }
    },
    getServiceBySlug: async (_, { slug, lang }, ctx) => {
      const row = await ctx.reads.findServiceBySlug(slug)
      return row && { ...row, locale: pickLocale(lang, ctx.locale) }
    },
    organizations: (_, __, ctx) => ctx.reads.listOrganizations(),
    organizationSettings: (_, { organizationId }, ctx) => ctx.reads.findOrganizationSettings(parseId(organizationId, 'organizationId')),
    organizationsByParentId: (_, { parentId }, ctx) => ctx.reads.listOrganizationsByParent(parseId(parentId, 'parentId')),
    // Without pagination the whole list comes back (the web asks for limit 300).
    languages: (_, { pagination }, ctx) => ctx.reads.listLanguages(parsePagination(pagination, PAGE_LIMITS.languages)),
    translatorPlanByLanguage: (_, { lang, duration }, ctx) => ctx.reads.findTranslatorPlan(lang, duration),
  },

  // Parents are rows (catalog.mappers.ts); translated texts use the locale that rides along.
  Specialty: {
    name: (specialty) => translate(specialty.name, specialty.locale),
  },
  Language: {
    name: (language, _, ctx) => languageName(language.code, ctx.locale, language.name),
  },
  // An organisation's settings came with it (OrganizationParent).
  Organization: {
    bg_image: (organization) => organization.bgImage,
    parent_id: (organization) => organization.parentId,
  },
  OrganizationSettings: {
    organization_id: (settings) => settings.organizationId,
    primary_color: (settings) => settings.primaryColor,
  },
  Service: {
    title: (service) => translate(service.title, service.locale),
    subtitle: (service) => translate(service.subtitle, service.locale),
    short_desc: (service) => translate(service.shortDesc, service.locale),
    description: (service) => translate(service.description, service.locale),
    text: (service) => translate(service.text, service.locale),
    main_image: (service) => service.mainImage,
    organization_id: (service) => service.organizationId,
  },
  TranslatorPlan: {
    lang_1: (plan) => plan.lang1,
    lang_2: (plan) => plan.lang2,
    price: (plan) => euros(plan.priceCents),
  },
}
