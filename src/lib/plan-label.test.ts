import { describe, expect, it } from 'vitest'
import { planLabel } from './plan-label'

describe('planLabel', () => {
  it('says the kind once when the plan is named the same (case and accents aside)', () => {
    expect(planLabel('Videosprechstunde', 'Videosprechstunde', 'de')).toBe('Videosprechstunde')
    expect(planLabel('Video consultation', ' video consultation ', 'en')).toBe('Video consultation')
    expect(planLabel('استشارة بالفيديو', 'استشارة بالفيديو', 'ar')).toBe('استشارة بالفيديو')
    expect(planLabel('Written report', '', 'en')).toBe('Written report')
  })

  it("adds a plan name of the doctor's own", () => {
    expect(planLabel('Videosprechstunde', 'Erstgespräch', 'de')).toBe('Videosprechstunde · Erstgespräch')
  })
})
