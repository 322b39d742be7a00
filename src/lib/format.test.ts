import { describe, expect, it } from 'vitest'
import { formatEuro, mondayFirst, readingTimeMinutes, sortByName, weekdayName } from './format'

// Intl may use a narrow no-break space between number and symbol; compare on plain spaces.
const plain = (value: string) => value.replace(/[\u00a0\u202f]/g, ' ')

describe('formatEuro', () => {
  it('shows whole amounts without decimals', () => {
    expect(formatEuro(45, 'en')).toBe('€45')
    expect(formatEuro(0, 'en')).toBe('€0')
  })

  it('shows other amounts with two decimals, never more', () => {
    expect(formatEuro(49.5, 'en')).toBe('€49.50')
    expect(formatEuro(12.345, 'en')).toBe('€12.35')
    expect(formatEuro(45.999, 'en')).toBe('€46')
  })

  it('follows the locale', () => {
    expect(plain(formatEuro(1234.5, 'de'))).toBe('1.234,50 €')
    expect(plain(formatEuro(100, 'ru'))).toBe('100 €')
    expect(formatEuro(100, 'ar')).toContain('€')
  })
})

describe('readingTimeMinutes', () => {
  const words = (count: number) => Array.from({ length: count }, (_, i) => `word${i}`).join(' ')

  it('rounds words / 200 up', () => {
    expect(readingTimeMinutes(words(1))).toBe(1)
    expect(readingTimeMinutes(words(200))).toBe(1)
    expect(readingTimeMinutes(words(201))).toBe(2)
    expect(readingTimeMinutes(words(400))).toBe(2)
  })

  it('gives 0 for no words', () => {
    expect(readingTimeMinutes('')).toBe(0)
    expect(readingTimeMinutes(null)).toBe(0)
    expect(readingTimeMinutes('<p> </p><br/>&nbsp;')).toBe(0)
  })

  it('strips HTML before counting', () => {
    const html = `<h1 class="title">Hello</h1><p>${words(199)}</p><script>var a = ${words(500)}</script><style>p{}</style>`
    expect(readingTimeMinutes(html)).toBe(1)
    expect(readingTimeMinutes(`<p>${words(200)}</p><p>one&nbsp;more</p>`)).toBe(2)
    // Tags glued to words do not merge them.
    expect(readingTimeMinutes(`${words(200)}<br>x`)).toBe(2)
  })
})

describe('weekdayName', () => {
  it('names the API day numbers (0 Sunday) in the locale', () => {
    expect(weekdayName(0, 'en')).toBe('Sunday')
    expect(weekdayName(1, 'en')).toBe('Monday')
    expect(weekdayName(6, 'de')).toBe('Samstag')
    expect(weekdayName(3, 'ru')).toBe('среда')
    expect(weekdayName(5, 'ar')).toBe('الجمعة')
  })

  it('orders Monday first', () => {
    expect([0, 3, 1, 6].sort((a, b) => mondayFirst(a) - mondayFirst(b))).toEqual([1, 3, 6, 0])
  })
})

const languages = (locale: string, codes: string[]) => {
  const names = new Intl.DisplayNames([locale], { type: 'language' })
  return sortByName(codes, locale, (code) => names.of(code) ?? code).map((code) => names.of(code))
}

describe('sortByName', () => {
  it('orders German names as German does: "Deutsch" before "Georgisch", umlauts with their vowel', () => {
    expect(languages('de', ['ka', 'de', 'nl', 'ar'])).toEqual(['Arabisch', 'Deutsch', 'Georgisch', 'Niederländisch'])
    expect(sortByName(['Zypern', 'Österreich', 'Oman', 'Panama'], 'de', (name) => name)).toEqual(['Oman', 'Österreich', 'Panama', 'Zypern'])
  })

  it('orders Russian names by the Cyrillic alphabet (ё with е)', () => {
    expect(languages('ru', ['de', 'en', 'ar', 'ka'])).toEqual(['английский', 'арабский', 'грузинский', 'немецкий'])
    expect(sortByName(['Ёлка', 'Жук', 'Еда'], 'ru', (name) => name)).toEqual(['Еда', 'Ёлка', 'Жук'])
  })

  it('orders Arabic names by the Arabic alphabet', () => {
    expect(languages('ar', ['de', 'en', 'fr'])).toEqual(['الألمانية', 'الإنجليزية', 'الفرنسية'])
  })

  it('orders English names case-insensitively and leaves the given list as it was', () => {
    const given = ['german', 'English', 'Arabic']
    expect(sortByName(given, 'en', (name) => name)).toEqual(['Arabic', 'English', 'german'])
    expect(given).toEqual(['german', 'English', 'Arabic'])
  })
})

describe('a list of languages as cards and profiles show it', () => {
  // The API names the languages in the page's language (Language.name, issue 26); the page sorts
  // them with sortByName and joins them with Intl.ListFormat (react-intl's formatList).
  const shown = (names: string[], locale: string) =>
    new Intl.ListFormat(locale, { type: 'conjunction' }).format(sortByName(names, locale, (name) => name))

  it('reads as the page language joins a list, in all four languages', () => {
    expect(shown(['Turkish', 'English', 'Italian'], 'en')).toBe('English, Italian, and Turkish')
    expect(shown(['Türkisch', 'Englisch', 'Italienisch'], 'de')).toBe('Englisch, Italienisch und Türkisch')
    expect(shown(['турецкий', 'английский', 'итальянский'], 'ru')).toBe('английский, итальянский и турецкий')
    expect(shown(['التركية', 'الإنجليزية', 'الإيطالية'], 'ar')).toBe('الإنجليزية والإيطالية والتركية')
  })
})
