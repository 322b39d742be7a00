import { mutationOptions } from '@tanstack/react-query'
import type { Locale } from '~/i18n/locales'

/** The video room (issue 14): the join control's way in. The server functions load with the first use. */
const functions = () => import('~/server/room.functions')

export const roomMutations = {
  /** OpenRoom: the room's address with a one-time ticket, for a full page load (the room's page alone may use the camera). */
  open: () =>
    mutationOptions({
      mutationKey: ['room', 'open'],
      mutationFn: async (appointmentId: string) => (await functions()).openRoom({ data: { appointmentId } }),
    }),
  /** The read-guide popup closed unread (spec part 2 §4): a log line; a failure is logged by the mutation cache, the patient is not bothered. */
  guideClosed: () =>
    mutationOptions({
      mutationKey: ['room', 'guideClosed'],
      mutationFn: async (appointmentId: string) =>
        (await import('~/server/client-events.functions')).logClientEvent({ data: { event: 'read_guide_closed', appointmentId } }),
    }),
}

/**
 * Whether the room still takes this page (its room session valid, the appointment approved or
 * started): the call asks after its reconnections keep failing, which a refused one looks like too.
 */
export async function roomStillOpen(locale: Locale, meetUrl: string): Promise<boolean> {
  return Boolean(await (await functions()).getRoomConfig({ data: { meetUrl } }))
}
