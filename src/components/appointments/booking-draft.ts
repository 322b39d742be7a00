import type { DayTimes } from '~/lib/booking-times'
import { keptText, useSessionDraft } from '~/lib/session-draft'

/**
 * What a half-done booking keeps across a reload (issue 12): the times and the reason; the doctor,
 * plan and step are in the address.
 */
/** `translator`: the language a translator is wanted for ('' for none). */
export type Draft = { times: DayTimes; reason: string; translator: string }

const parseDraft = (kept: Record<string, unknown>): Draft => ({
  times: kept.times && typeof kept.times === 'object' ? (kept.times as DayTimes) : {},
  reason: keptText(kept.reason),
  translator: keptText(kept.translator),
})

export function useBookingDraft(doctor: string): [Draft, (draft: Draft) => void, () => void] {
  return useSessionDraft(`booking:${doctor}`, parseDraft)
}
