import { APPOINTMENTS_PAGE_SIZE } from './appointments'
import { NOTIFICATIONS_PAGE_SIZE } from './notifications'
import { CHARGES_PAGE_SIZE } from './payments'

/**
 * The page sizes of the API's paginated lists, in one place: each resolver's `parsePagination` reads
 * its entry and the API's cost (api/src/graphql/cost.ts) counts each list at these sizes, so the two
 * cannot drift apart. `defaultLimit` is the page when no limit is asked for, `maxLimit` the most one
 * page may ask for (a larger limit is refused as bad input).
 */
/**
 * How far a doctors list's total is counted (issue 28, ADR 0058): a total of DOCTOR_TOTAL_CAP + 1
 * means "more than DOCTOR_TOTAL_CAP" — the doctors' count message says "1,000+ doctors" for it.
 */
export const DOCTOR_TOTAL_CAP = 1000

export const PAGE_LIMITS = {
  /** The spec's 200 stays the most a page may ask; the web asks a page of 20 at a time (issue 28). */
  appointments: { defaultLimit: APPOINTMENTS_PAGE_SIZE, maxLimit: 200 },
  appointmentReports: { defaultLimit: 20, maxLimit: 100 },
  fastAppointments: { defaultLimit: 20, maxLimit: 100 },
  doctors: { defaultLimit: 20, maxLimit: 100 },
  serviceDoctors: { defaultLimit: 10, maxLimit: 100 },
  relatedDoctors: { defaultLimit: 4, maxLimit: 50 },
  services: { defaultLimit: 20, maxLimit: 500 },
  languages: { defaultLimit: 300, maxLimit: 300 },
  notifications: { defaultLimit: NOTIFICATIONS_PAGE_SIZE, maxLimit: 100 },
  charges: { defaultLimit: CHARGES_PAGE_SIZE, maxLimit: 100 },
  /**
   * The spec's pricing page asks for 999 plans, meaning all of them; a shop sells a handful. At 999
   * one page of plans costs 544,458, over the API's cost limit (ADR 0042), so the bound is realistic.
   */
  subscriptionPlans: { defaultLimit: 20, maxLimit: 50 },
  /** Spec part 2 §9: 10 a page; 1 asks whether there is any, 999 fills a picker (issue 30). */
  analyses: { defaultLimit: 10, maxLimit: 999 },
} as const satisfies Record<string, { defaultLimit: number; maxLimit: number }>
