import type { HealthAnswersPatch } from '#contract/health-answers'
import type { HealthInfo } from '../db/schema'

/** Merges given answers into the saved ones; null clears an answer, an absent key keeps it. */
export function mergeHealthInfo(saved: HealthInfo | null, patch: HealthAnswersPatch): HealthInfo {
  const merged: HealthInfo = { ...(saved ?? {}) }
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined) continue
    if (value === null) delete merged[key]
    else merged[key] = value
  }
  return merged
}
