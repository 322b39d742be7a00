/** Service groups 1-6 (spec part 2 §3), in display order, with their message ids. */
export const SERVICE_GROUPS = [
  { type: 1, messageId: 'services.group_radiology' },
  { type: 2, messageId: 'services.group_video_call' },
  { type: 3, messageId: 'services.group_department' },
  { type: 4, messageId: 'services.group_treatment' },
  { type: 5, messageId: 'services.group_find_doctor' },
  { type: 6, messageId: 'services.group_other' },
] as const

/** Groups items by service type in the fixed group order, leaving out empty groups. */
export function groupServices<T extends { type: number }>(services: ReadonlyArray<T>) {
  return SERVICE_GROUPS.map((group) => ({ ...group, services: services.filter((service) => service.type === group.type) })).filter(
    (group) => group.services.length > 0,
  )
}

/** The find-doctor group: its service pages lead into the find-doctor form (`/get-started?service=`). */
export const FIND_DOCTOR_SERVICE_TYPE = 5
