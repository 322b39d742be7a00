import type { DoctorCardFieldsFragment } from '~/gql/graphql'

export type DoctorCardData = DoctorCardFieldsFragment

/** Service attributes shown on cards are the groups with group_id '9' (spec part 2 §3). */
export const SERVICE_GROUP_ID = '9'

export function doctorName(doctor: Pick<DoctorCardData, 'first_name' | 'last_name'>): string {
  return `${doctor.first_name} ${doctor.last_name}`.trim()
}

export function serviceItems(doctor: Pick<DoctorCardData, 'groups'>) {
  return doctor.groups.filter((group) => group.group_id === SERVICE_GROUP_ID)
}
