import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  READ_GUIDE_OPENED_KEY,
  READ_GUIDE_SCRIPT,
  READ_GUIDE_SHOWN_AT_KEY,
  READ_GUIDE_SHOWN_ATTRIBUTE,
  readGuideShowsUntil,
  readOpenedGuides,
  recordGuideOpened,
  shouldShowReadGuide,
} from './read-guide'

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

describe('the inline script of the popup drawn with the page (issue 28)', () => {
  afterEach(() => vi.useRealTimers())

  /** Runs the script after a popup drawn for `appointment`, with `stored` as local storage; what it marked and stored. */
  function runScript(
    appointment: { appointmentId: string; startsAt: string; started: boolean },
    stored: Record<string, string>,
    at: number,
  ) {
    vi.useFakeTimers({ now: at, toFake: ['Date'] })
    const store = new Map(Object.entries(stored))
    const marks = new Map<string, string>()
    const clickListeners: Array<(event: { target: { closest: (selector: string) => unknown } }) => void> = []
    const drawn = {
      addEventListener: (type: string, listener: (typeof clickListeners)[number]) => type === 'click' && clickListeners.push(listener),
      getAttribute: (name: string) =>
        ({ 'data-appointment': appointment.appointmentId, 'data-until': String(readGuideShowsUntil(appointment)) })[name] ?? null,
    }
    const document = {
      currentScript: { previousElementSibling: drawn },
      documentElement: {
        setAttribute: (name: string, value: string) => void marks.set(name, value),
        removeAttribute: (name: string) => void marks.delete(name),
      },
    }
    const localStorage = {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
    }
    // The script's own text, as the page runs it, with these two in place of the browser's.
    new Function('document', 'localStorage', READ_GUIDE_SCRIPT)(document, localStorage)
    /** A click inside the popup on the control with this `data-action`. */
    const click = (action: string) => {
      const target = { closest: (selector: string) => (selector === `[data-action="${action}"]` ? {} : null) }
      for (const listener of clickListeners) listener({ target })
    }
    return {
      shown: marks.get(READ_GUIDE_SHOWN_ATTRIBUTE) ?? null,
      /** whether the document is still marked to show the popup */
      showing: () => marks.has(READ_GUIDE_SHOWN_ATTRIBUTE),
      shownAt: store.get(READ_GUIDE_SHOWN_AT_KEY) ?? null,
      click,
      opened: () => readOpenedGuides({ getItem: (key) => store.get(key) ?? null }),
    }
  }

  const tomorrow = { appointmentId: '7', startsAt: '2026-12-15T09:00:00Z', started: false }
  const cases: Array<[string, typeof tomorrow, Record<string, string>]> = [
    ['nothing stored', tomorrow, {}],
    ['its guide opened', tomorrow, { [READ_GUIDE_OPENED_KEY]: '["3","7"]' }],
    ['another guide opened', tomorrow, { [READ_GUIDE_OPENED_KEY]: '["3"]' }],
    ['a broken list of opened guides', tomorrow, { [READ_GUIDE_OPENED_KEY]: '{not json' }],
    ['shown a moment less than a day ago', tomorrow, { [READ_GUIDE_SHOWN_AT_KEY]: String(now - DAY + 1) }],
    ['shown a day ago', tomorrow, { [READ_GUIDE_SHOWN_AT_KEY]: String(now - DAY) }],
    ['a broken time of the last showing', tomorrow, { [READ_GUIDE_SHOWN_AT_KEY]: 'soon' }],
    ['the call can be joined', { ...tomorrow, startsAt: '2026-12-14T09:10:00Z' }, {}],
    ['the call a moment before it can be joined', { ...tomorrow, startsAt: '2026-12-14T09:10:01Z' }, {}],
    ['the call started', { ...tomorrow, started: true }, {}],
  ]
  it.each(cases)('decides as shouldShowReadGuide does: %s', (_name, appointment, stored) => {
    const expected = shouldShowReadGuide({
      ...appointment,
      opened: readOpenedGuides({ getItem: (key) => stored[key] ?? null }),
      lastShownAt: Number(stored[READ_GUIDE_SHOWN_AT_KEY]) || null,
      now,
    })
    const { shown, shownAt } = runScript(appointment, stored, now)
    expect(shown).toBe(expected ? appointment.appointmentId : null)
    // Shown, its day starts now; not shown, nothing is written.
    expect(shownAt).toBe(expected ? String(now) : (stored[READ_GUIDE_SHOWN_AT_KEY] ?? null))
  })
  it('records the guide as opened when its link is clicked before the page has hydrated, as recordGuideOpened does', () => {
    const stored = { [READ_GUIDE_OPENED_KEY]: '["3"]' }
    const { shown, showing, click, opened } = runScript(tomorrow, stored, now)
    expect(shown).toBe('7')
    click('close')
    expect(opened()).toEqual(['3'])
    expect(showing()).toBe(true)
    click('guide')
    click('guide')
    const expected = new Map(Object.entries(stored))
    recordGuideOpened({ getItem: (key) => expected.get(key) ?? null, setItem: (key, value) => void expected.set(key, value) }, '7')
    expect(opened()).toEqual(readOpenedGuides({ getItem: (key) => expected.get(key) ?? null }))
    expect(opened()).toEqual(['3', '7'])
    expect(showing()).toBe(false)
  })
})
