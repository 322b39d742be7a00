import { useCallback } from 'react'
import { FIND_DOCTOR_DRAFT_KEY } from '~/lib/appointment-search'
import type { FindDoctorDraft } from '~/lib/find-doctor-form'
import { keptText, keptTexts, useSessionDraft } from '~/lib/session-draft'
import type { CurrentUser } from '~/queries/session'

/**
 * What the find-doctor form keeps across a reload (issue 12): everything typed but the files (they
 * are in memory until uploaded). A signed-in patient's details start from the profile.
 */
export function useFindDoctorDraft(user: CurrentUser | null) {
  const parse = useCallback(
    (kept: Record<string, unknown>): FindDoctorDraft => ({
      organization_ids: keptTexts(kept.organization_ids),
      email: keptText(kept.email),
      first_name: keptText(kept.first_name) || user?.first_name || '',
      last_name: keptText(kept.last_name) || user?.last_name || '',
      gender: keptText(kept.gender) || (user?.gender ? String(user.gender) : ''),
      phone: keptText(kept.phone) || user?.phone || '',
      date_of_birth: keptText(kept.date_of_birth) || user?.date_of_birth || '',
      healthConcerns: keptText(kept.healthConcerns),
      agree: kept.agree === true,
    }),
    [user],
  )
  return useSessionDraft(FIND_DOCTOR_DRAFT_KEY, parse)
}
