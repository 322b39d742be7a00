import type * as t from '../db/schema'
import type { Locale } from '../db/schema'

/**
 * What the catalog's field resolvers receive (codegen `mappers` in codegen.ts): database rows, and
 * for types with translated texts the locale they are shown in (as `DoctorParent`).
 */
export type LanguageRow = typeof t.languages.$inferSelect
export type SpecialtyRow = typeof t.specialties.$inferSelect
export type OrganizationRow = typeof t.organizations.$inferSelect
export type OrganizationSettingsRow = typeof t.organizationSettings.$inferSelect
export type ServiceRow = typeof t.services.$inferSelect
export type TranslatorPlanRow = typeof t.translatorPlans.$inferSelect

export type SpecialtyParent = SpecialtyRow & { locale: Locale }
export type ServiceParent = ServiceRow & { locale: Locale }
/** An organisation with its settings row, loaded in the same statement. */
export type OrganizationParent = OrganizationRow & { settings: OrganizationSettingsRow | null }
