import { describe, expect, it } from 'vitest'
import { BIOMARKER_IDS, type Biomarker, type ReferenceRange } from '../src/analysis/biomarker-types'
import { BIOMARKER_BY_ID, BIOMARKERS } from '../src/analysis/biomarkers'

/**
 * The curated biomarker table (issue 30): pure data checks, no database. One entry per id in order,
 * units that convert, ranges that make sense, names that never point at two biomarkers once folded.
 */

/** The name fold the reader matches with: accents and case away, ё as е, separators dropped. */
function fold(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ё/g, 'е')
    .replace(/[\s\-.,()/]/g, '')
}

function rangesOf(biomarker: Biomarker): ReferenceRange[] {
  const { range } = biomarker
  return 'male' in range ? [range.male, range.female] : [range]
}

function convert(id: Biomarker['id'], value: number, unit: string): number {
  const factor = BIOMARKER_BY_ID.get(id)?.units[unit]
  if (factor === undefined) throw new Error(`${id} has no unit ${unit}`)
  return value * factor
}

/** LOINC's check digit: mod 10 (Luhn) over the digits before the hyphen. */
function loincCheckDigit(number: string): number {
  let sum = 0
  const digits = [...number].reverse().map(Number)
  digits.forEach((digit, index) => {
    if (index % 2 === 0) {
      const doubled = digit * 2
      sum += Math.floor(doubled / 10) + (doubled % 10)
    } else sum += digit
  })
  return (10 - (sum % 10)) % 10
}

describe('biomarker table', () => {
  it('has one entry per id, in the order of BIOMARKER_IDS', () => {
    expect(BIOMARKERS.length).toBeGreaterThanOrEqual(80)
    expect(BIOMARKERS.map((b) => b.id)).toEqual([...BIOMARKER_IDS])
    expect(BIOMARKER_BY_ID.size).toBe(BIOMARKER_IDS.length)
    for (const id of BIOMARKER_IDS) expect(BIOMARKER_BY_ID.get(id)?.id).toBe(id)
  })

  it('has unique, well-formed LOINC codes with a valid check digit', () => {
    const seen = new Map<string, string>()
    for (const b of BIOMARKERS) {
      expect(b.loinc, b.id).toMatch(/^\d{1,6}-\d$/)
      const [number, check] = b.loinc.split('-') as [string, string]
      expect(loincCheckDigit(number), `${b.id} ${b.loinc}`).toBe(Number(check))
      expect(seen.get(b.loinc), `${b.id} shares ${b.loinc}`).toBeUndefined()
      seen.set(b.loinc, b.id)
    }
  })

  it('lists the canonical unit with factor 1 and only positive finite factors', () => {
    for (const b of BIOMARKERS) {
      expect(b.units[b.unit], `${b.id} canonical ${b.unit}`).toBe(1)
      for (const [unit, factor] of Object.entries(b.units)) {
        expect(Number.isFinite(factor) && factor > 0, `${b.id} ${unit}: ${factor}`).toBe(true)
        // one micro sign everywhere (U+00B5); the reader folds the others to it
        expect(unit, b.id).not.toMatch(/\u03bc/)
      }
    }
  })

  it('gives percentages of leukocytes only in %', () => {
    for (const b of BIOMARKERS.filter((b) => b.id.endsWith('_pct'))) expect(Object.keys(b.units), b.id).toEqual(['%'])
  })

  it('has plausible ranges and critical values', () => {
    for (const b of BIOMARKERS) {
      if ('male' in b.range) {
        // both sexes, each with at least one end
        for (const sex of ['male', 'female'] as const) {
          const range = b.range[sex]
          expect(range.low !== undefined || range.high !== undefined, `${b.id} ${sex}`).toBe(true)
        }
      }
      for (const range of rangesOf(b)) {
        expect(range.low !== undefined || range.high !== undefined, b.id).toBe(true)
        for (const end of [range.low, range.high]) {
          if (end === undefined) continue
          expect(Number.isFinite(end) && end >= 0 && end < 100_000, `${b.id} ${end}`).toBe(true)
          if (b.unit === '%') expect(end, b.id).toBeLessThanOrEqual(100)
        }
        if (range.low !== undefined && range.high !== undefined) expect(range.low, b.id).toBeLessThan(range.high)
      }
      if (b.critical) {
        const { low, high } = b.critical
        expect(low !== undefined || high !== undefined, b.id).toBe(true)
        // a critical value lies beyond the reference range of both sexes
        for (const range of rangesOf(b)) {
          if (low !== undefined && range.low !== undefined) expect(low, b.id).toBeLessThan(range.low)
          if (high !== undefined && range.high !== undefined) expect(high, b.id).toBeGreaterThan(range.high)
        }
      }
    }
  })

  it('names every biomarker in each language, English with at least a synonym or abbreviation', () => {
    for (const b of BIOMARKERS) {
      expect(b.names.en.length, b.id).toBeGreaterThanOrEqual(2)
      for (const lang of ['en', 'de', 'ru', 'ar'] as const) {
        expect(b.names[lang].length, `${b.id} ${lang}`).toBeGreaterThanOrEqual(1)
        for (const name of b.names[lang]) expect(name.trim(), `${b.id} ${lang}`).toBe(name)
      }
      for (const name of b.names.ru) expect(name, `${b.id} ru`).toMatch(/\p{Script=Cyrillic}/u)
      for (const name of b.names.ar) expect(name, `${b.id} ar`).toMatch(/\p{Script=Arabic}/u)
    }
  })

  it('never lets one folded name point at two biomarkers', () => {
    const owners = new Map<string, Set<string>>()
    for (const b of BIOMARKERS) {
      for (const name of Object.values(b.names).flat()) {
        const key = fold(name)
        expect(key, `${b.id} "${name}" folds to nothing`).not.toBe('')
        owners.set(key, (owners.get(key) ?? new Set()).add(b.id))
      }
    }
    const clashes = [...owners].filter(([, ids]) => ids.size > 1).map(([key, ids]) => `${key}: ${[...ids].join(', ')}`)
    expect(clashes, clashes.join('\n')).toEqual([])
  })

  it('folds the traps apart', () => {
    const ownerOf = (name: string) =>
      BIOMARKERS.filter((b) => Object.values(b.names).flat().map(fold).includes(fold(name))).map((b) => b.id)
    expect(ownerOf('Bilirubin')).toEqual(['total_bilirubin'])
    expect(ownerOf('Direct bilirubin')).toEqual(['direct_bilirubin'])
    expect(ownerOf('CRP')).toEqual(['crp'])
    expect(ownerOf('hs-CRP')).toEqual(['hs_crp'])
    expect(ownerOf('Neutrophils')).toEqual(['neutrophils_pct'])
    expect(ownerOf('NEUT#')).toEqual(['neutrophils_abs'])
    expect(ownerOf('Нейтрофилы')).toEqual(['neutrophils_pct'])
    expect(ownerOf('Нейтрофилы абс.')).toEqual(['neutrophils_abs'])
    expect(ownerOf('Neutrophile absolut')).toEqual(['neutrophils_abs'])
    expect(ownerOf('Urea')).toEqual(['urea'])
    expect(ownerOf('BUN')).toEqual(['bun'])
    expect(ownerOf('T4')).toEqual([])
    expect(ownerOf('Т4 свободный')).toEqual(['free_t4'])
  })

  it('converts common printed units', () => {
    expect(convert('glucose', 100, 'mg/dL')).toBeCloseTo(5.55, 2)
    expect(convert('total_cholesterol', 200, 'mg/dL')).toBeCloseTo(5.17, 2)
    expect(convert('creatinine', 1.0, 'mg/dL')).toBeCloseTo(88.4, 1)
    expect(convert('vitamin_d', 30, 'ng/mL')).toBeCloseTo(74.9, 1)
    expect(convert('hemoglobin', 140, 'g/L')).toBeCloseTo(14.0, 5)
    expect(convert('hemoglobin', 8.7, 'mmol/L')).toBeCloseTo(14.0, 1)
    expect(convert('wbc', 6500, '/µL')).toBeCloseTo(6.5, 5)
    expect(convert('hematocrit', 0.42, 'L/L')).toBeCloseTo(42, 5)
  })
})
