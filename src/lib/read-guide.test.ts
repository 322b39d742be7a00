import { describe, expect, it } from 'vitest'
import { READ_GUIDE_OPENED_KEY, readOpenedGuides, recordGuideOpened, shouldShowReadGuide } from './read-guide'

const DAY = 24 * 60 * 60 * 1000
const now = Date.parse('2026-12-14T09:00:00Z')

describe('the read-guide popup', () => {
  const tomorrow = { appointmentId: '7', startsAt: '2026-12-15T09:00:00Z', started: false }

  it('shows for a nearest appointment whose guide was not opened, at most once a day', () => {
    expect(shouldShowReadGuide({ ...tomorrow, opened: [], lastShownAt: null, now })).toBe(true)
    expect(shouldShowReadGuide({ ...tomorrow, opened: ['7'], lastShownAt: null, now })).toBe(false)
    expect(shouldShowReadGuide({ ...tomorrow, opened: ['3'], lastShownAt: now - DAY + 1, now })).toBe(false)
    expect(shouldShowReadGuide({ ...tomorrow, opened: ['3'], lastShownAt: now - DAY, now })).toBe(true)
  })

  it('shows only before the call: not once it can be joined, has started or is over (issue 26 #11)', () => {
    const at = (startsAt: string) => shouldShowReadGuide({ ...tomorrow, startsAt, opened: [], lastShownAt: null, now })
    expect(at('2026-12-14T09:10:01Z')).toBe(true)
    // The join control opens 10 minutes before.
    expect(at('2026-12-14T09:10:00Z')).toBe(false)
    expect(at('2026-12-14T08:45:00Z')).toBe(false)
    expect(shouldShowReadGuide({ ...tomorrow, started: true, opened: [], lastShownAt: null, now })).toBe(false)
  })

  it('remembers the opened guides, once each, and survives a broken stored value', () => {
    const store = new Map<string, string>()
    const storage = {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
    }
    recordGuideOpened(storage, '7')
    recordGuideOpened(storage, '7')
    recordGuideOpened(storage, '9')
    expect(readOpenedGuides(storage)).toEqual(['7', '9'])
    store.set(READ_GUIDE_OPENED_KEY, '{not json')
    expect(readOpenedGuides(storage)).toEqual([])
  })
})
