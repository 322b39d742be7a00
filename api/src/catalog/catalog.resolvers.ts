import type { Resolvers } from '../generated/resolvers-types';
import { parseId } from '../shared/errors';
import { euros, pickLocale, translate } from '../shared/i18n';
import { parsePagination } from '../shared/pagination';
import {
  findOrganizationSettings,
  findServiceBySlug,
  findSpecialtyBySlug,
  findTranslatorPlan,
  listLanguages,
  listOrganizations,
  listOrganizationsByParent,
  listServices,
  listSpecialties,
} from './catalog.service';

export const catalogResolvers: Resolvers = {
  Query: {
    specialties: (_, { name, visible, lang }, ctx) => listSpecialties(ctx.db, { name, visible }, pickLocale(lang, ctx.locale)),
    specialtyBySlug: (_, { slug, lang }, ctx) => findSpecialtyBySlug(ctx.db, slug, pickLocale(lang, ctx.locale)),
    getServices: (_, { type, lang, pagination }, ctx) =>
      listServices(
        ctx.db,
        { type, organizationId: ctx.organizationId },
        pickLocale(lang, ctx.locale),
        // The web asks for up to 500 services at once (spec part 2 §9).
        parsePagination(pagination, { defaultLimit: 20, maxLimit: 500 }),
      ),
    getServiceBySlug: (_, { slug, lang }, ctx) => findServiceBySlug(ctx.db, slug, pickLocale(lang, ctx.locale)),
    organizations: (_, __, ctx) => listOrganizations(ctx.db),
    organizationSettings: (_, { organizationId }, ctx) => findOrganizationSettings(ctx.db, parseId(organizationId, 'organizationId')),
    organizationsByParentId: (_, { parentId }, ctx) => listOrganizationsByParent(ctx.db, parseId(parentId, 'parentId')),
    // Without pagination the whole list comes back (the web asks for limit 300).
    languages: (_, { pagination }, ctx) => listLanguages(ctx.db, parsePagination(pagination, { defaultLimit: 300, maxLimit: 300 })),
    translatorPlanByLanguage: (_, { lang, duration }, ctx) => findTranslatorPlan(ctx.db, lang, duration),
  },

  // Parents are rows (catalog.mappers.ts); translated texts use the locale that rides along.
  Specialty: {
    name: (specialty) => translate(specialty.name, specialty.locale),
  },
  Organization: {
    bg_image: (organization) => organization.bgImage,
    parent_id: (organization) => organization.parentId,
    settings: (organization, _, ctx) => ctx.loaders.settingsOfOrganization.load(organization.id),
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
};
