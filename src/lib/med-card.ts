import { isBuiltAccountSlug, type AccountSlug } from './account-slugs'

/**
 * The medical card's sections (spec part 2 §2): the card's two tabs, each with tiles to account sections,
 * and the account menu's two groups. Every list holds every section the spec names and shows only the
 * built ones, so a section appears in the tiles and the menu the day it is built (BUILT_ACCOUNT_SLUGS).
 */

export const MED_CARD_TABS = ['my_health', 'my_reports'] as const
export type MedCardTab = (typeof MED_CARD_TABS)[number]
export const DEFAULT_MED_CARD_TAB: MedCardTab = 'my_health'

/** Each tab's sections, in the spec's order. */
const TAB_SECTIONS: Record<MedCardTab, ReadonlyArray<AccountSlug>> = {
  my_health: ['my_documents', 'test_results', 'health_details', 'activity_track'],
  my_reports: ['doctor_reports', 'ai_reports'],
}

type IsBuilt = (slug: AccountSlug) => boolean

/** The tiles a tab shows: its built sections. */
export function medCardTiles(tab: MedCardTab, isBuilt: IsBuilt = isBuiltAccountSlug): AccountSlug[] {
  return TAB_SECTIONS[tab].filter(isBuilt)
}

/** The account menu's two groups (spec part 2 §2 "a profile menu and a medical card submenu"). */
export type AccountMenuGroup = { id: 'profile' | 'med_card'; slugs: AccountSlug[] }

/** The profile group, then the medical card's: the card's overview first, then its sections; built ones only. */
export function accountMenuGroups(isBuilt: IsBuilt = isBuiltAccountSlug): AccountMenuGroup[] {
  const profile: AccountSlug[] = ['appointments', 'doctor-requests', 'personal-information', 'settings', 'billing_and_plans']
  const medCard: AccountSlug[] = ['med_card', ...MED_CARD_TABS.flatMap((tab) => TAB_SECTIONS[tab])]
  return [
    { id: 'profile' as const, slugs: profile.filter(isBuilt) },
    { id: 'med_card' as const, slugs: medCard.filter(isBuilt) },
  ].filter((group) => group.slugs.length > 0)
}
