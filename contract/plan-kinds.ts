/**
 * Consult type (spec part 1 §3 and part 2 §3): the plan's `type`. A module of its own so a page
 * that only tells a video call from a report (the doctor's profile) does not load the appointment
 * rules of `./appointments`, which re-exports it.
 */
export const PLAN_KIND = { video_call: 1, report: 2 } as const
