import type { LanguageRow, OrganizationParent, SpecialtyRow } from '../catalog/catalog.mappers'
import * as t from '../db/schema'
import type { DoctorRow, Locale } from '../db/schema'
import type { ConsultPlan } from '../generated/resolvers-types'
import { euros, translate } from '../shared/i18n'

export type ConsultPlanRow = typeof t.consultPlans.$inferSelect
export type DoctorGroupRow = typeof t.doctorGroups.$inferSelect

/** A doctor row with every relation a card or profile shows, loaded in the same statement (doctors.service.ts). */
export type DoctorCard = DoctorRow & {
  specialties: SpecialtyRow[]
  languages: LanguageRow[]
  /** by type (video call first), then id */
  plans: ConsultPlanRow[]
  groups: DoctorGroupRow[]
  organization: OrganizationParent | null
  /**
   * ISO 8601 UTC start of the first free video slot in the next days, or null; absent from an
   * appointment's doctor (the resolvers load it, and the rating, when a query asks)
   */
  nextFreeAt?: string | null
  /** average stars of the doctor's reviews, null without any */
  ratingAverage?: number | null
  reviewCount?: number
}

/**
 * What `Doctor` field resolvers receive (codegen `mappers` in codegen.ts): the card, and the
 * locale its texts are shown in (a query's `lang` argument may differ from the request's locale).
 */
export type DoctorParent = DoctorCard & { locale: Locale }

export const inLocale = (cards: readonly DoctorCard[], locale: Locale): DoctorParent[] => cards.map((card) => ({ ...card, locale }))

/** A consultation plan as the API shows it: texts in the locale, the price in euro. */
export const toPlan = (row: ConsultPlanRow, locale: Locale): ConsultPlan => ({
  id: row.id,
  name: translate(row.name, locale),
  description: translate(row.description, locale),
  features: row.features,
  price: euros(row.priceCents),
  type: row.type,
  type_name: row.type === t.PLAN_TYPE.videoCall ? 'video_call' : 'report',
  duration: row.duration,
})
