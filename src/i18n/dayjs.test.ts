import { describe, expect, it } from 'vitest'
import { localDayjs } from './dayjs'

describe('dayjs follows the locale', () => {
  it('formats month names per language without touching the global locale', () => {
    const date = '2026-03-15'
    expect(localDayjs('en', date).format('D MMMM YYYY')).toBe('15 March 2026')
    expect(localDayjs('de', date).format('D MMMM YYYY')).toBe('15 März 2026')
    expect(localDayjs('ru', date).format('D MMMM YYYY')).toBe('15 марта 2026')
    expect(localDayjs('ar', date).format('MMMM')).toBe('مارس')
    expect(localDayjs('en', date).format('MMMM')).toBe('March')
  })
})
