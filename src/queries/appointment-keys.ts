/**
 * The appointment query keys and the one refetch every appointment change uses, apart from the
 * query options (appointments.ts): what another domain invalidates (a payment pays an appointment)
 * without loading the appointment screens' queries and mutations.
 */
const all = ['appointments'] as const

export const appointmentKeys = {
  all,
  lists: () => [...all, 'list'] as const,
  details: () => [...all, 'detail'] as const,
  /** what the translator offers: no appointment's record, so no appointment change refetches it */
  translator: () => [...all, 'translator'] as const,
}

/**
 * After any change of an appointment (spec part 1 §7): that appointment and the lists refetch,
 * nothing else. Lists hold every group, since a change can move the appointment between them.
 */
export const appointmentChangeKeys = (id: string) => [[...appointmentKeys.details(), id], appointmentKeys.lists()]

/** Refetches what a change of the appointment concerns (appointmentChangeKeys). */
export function refetchAppointment(id: string) {
  return async (client: { invalidateQueries: (filters: { queryKey: readonly unknown[] }) => Promise<void> }) => {
    await Promise.all(appointmentChangeKeys(id).map((queryKey) => client.invalidateQueries({ queryKey })))
  }
}
