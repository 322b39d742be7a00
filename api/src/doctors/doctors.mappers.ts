import type { LanguageRow, OrganizationParent, SpecialtyRow } from '../catalog/catalog.mappers';
import type * as t from '../db/schema';
import type { DoctorRow, Locale } from '../db/schema';

export type ConsultPlanRow = typeof t.consultPlans.$inferSelect;
export type DoctorGroupRow = typeof t.doctorGroups.$inferSelect;

/** A doctor row with every relation a card or profile shows, loaded in the same statement (doctors.service.ts). */
export type DoctorCard = DoctorRow & {
  specialties: SpecialtyRow[];
  languages: LanguageRow[];
  /** by type (video call first), then id */
  plans: ConsultPlanRow[];
  groups: DoctorGroupRow[];
  organization: OrganizationParent | null;
};

/**
 * What `Doctor` field resolvers receive (codegen `mappers` in codegen.ts): the card, and the
 * locale its texts are shown in (a query's `lang` argument may differ from the request's locale).
 */
export type DoctorParent = DoctorCard & { locale: Locale };

export const inLocale = (cards: readonly DoctorCard[], locale: Locale): DoctorParent[] => cards.map((card) => ({ ...card, locale }));
