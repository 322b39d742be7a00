import { beforeAll, describe, expect, it } from 'vitest'
import { BIOMARKERS } from '../src/analysis/biomarkers'
import { foldUnit, nameIndex, rangeAt, readLine } from '../src/analysis/lab-lines'
import { compareToRange, readReport, type Indicator } from '../src/analysis/lab-report'
import { pdfLines } from '../src/analysis/pdf-lines'
import { CORPUS, corpusPdf, type CorpusRow } from './lab-corpus'

/**
 * The local lab-report reader (issue 30) on reports the tests make: every value read must be the
 * printed one, with its flag and range; nothing is reported that the report does not print; and at
 * least 95 % of a PDF's values are read.
 */

const names = nameIndex(BIOMARKERS)
const number = (text: string) => Number(text.replace(/^[<>]\s*/, '').replace(',', '.'))
const expectedStatus = (row: CorpusRow) => (row.flag === 'H' ? 'High' : row.flag === 'L' ? 'Low' : 'Norm')

describe('a lab line', () => {
  const read = (line: string) => {
    const reading = readLine(line, names)
    return reading && 'row' in reading ? reading.row : reading
  }

  it('reads name, value, unit, range and flag in the orders labs print them', () => {
    expect(read('Hemoglobin 11.1 L g/dL 11.5-15.5')).toMatchObject({
      name: 'Hemoglobin',
      value: 11.1,
      unit: 'g/dL',
      range: { low: 11.5, high: 15.5 },
      flag: 'L',
    })
    expect(read('Hämoglobin 12,9 - g/dl 13,5 – 17,5')).toMatchObject({
      value: 12.9,
      unitText: 'g/dl',
      range: { low: 13.5, high: 17.5 },
      flag: 'L',
    })
    expect(read('Глюкоза 6,4 ↑ ммоль/л 4,1 - 5,9')).toMatchObject({ value: 6.4, unit: 'mmol/L', range: { low: 4.1, high: 5.9 }, flag: 'H' })
    expect(read('Potassium 5.6 mmol/L 3.5-5.2 H')).toMatchObject({ value: 5.6, flag: 'H' })
  })

  it('keeps a bound as a bound, and one-sided ranges as such', () => {
    expect(read('CRP < 0,5 mg/l < 5,0')).toMatchObject({ value: 0.5, qualifier: '<', range: { high: 5 } })
    expect(read('eGFR >90 mL/min/1.73m2 >59')).toMatchObject({ value: 90, qualifier: '>', range: { low: 59 } })
    expect(rangeAt('до 5 мг/л')).toEqual({ range: { high: 5 }, length: 4 })
  })

  it('steps over a bracketed note or a qualifier between name and value, nothing else', () => {
    expect(read('GPT (ALAT) 52 + U/l < 50')).toMatchObject({ value: 52, flag: 'H', range: { high: 50 } })
    expect(read('TSH basal 1,85 mU/l 0,27 - 4,20')).toMatchObject({ value: 1.85, range: { low: 0.27, high: 4.2 } })
    // An unknown word may name another test: the line is not read as this one.
    expect(read('Glucose in urine 15 mg/dL')).toEqual({ unread: expect.objectContaining({ name: 'Glucose' }) })
  })

  it('is not a value when none is printed, and not a row when no known name starts it', () => {
    expect(read('Potassium: hemolysis may falsely increase results.')).toEqual({ unread: expect.objectContaining({ name: 'Potassium' }) })
    expect(read('Hemoglobin 11.5-15.5 g/dL')).toEqual({ unread: expect.objectContaining({ name: 'Hemoglobin' }) })
    expect(read('Patient ID: 558201774')).toBeNull()
    expect(read('Page 1 of 1')).toBeNull()
  })

  it('lends no number to a test it does not belong to, and reads nothing it cannot tell apart', () => {
    const unread = (line: string, name: string) =>
      expect(readLine(line, names), line).toEqual({ unread: expect.objectContaining({ name }) })
    // Another test's columns on the same line, a second number, a name with a digit after it.
    unread('Hemoglobin 13.5 g/dL   Sodium 140 mmol/L 135-145', 'Hemoglobin')
    unread('Ca 2+ 1.2 mmol/L', 'Ca')
    unread('TSH 3rd generation 2.1', 'TSH')
    for (const line of ['Vitamin D3 25 ng/mL 30-100', 'CA 125 12 U/mL < 35'])
      expect(readLine(line, names) ?? {}, line).not.toHaveProperty('row')
    // "250,000" may be a quarter of a million or 250 to three places.
    unread('Platelets 250,000 /µL 150,000-450,000', 'Platelets')
    // A dash at the line's end is an empty range, not a low flag; beside the value it is the flag.
    expect(read('Sodium 140 mmol/L -')).toEqual({ unread: expect.objectContaining({ name: 'Sodium' }) })
    expect(read('Natrium 131 - mmol/l 136 - 145')).toMatchObject({ value: 131, flag: 'L' })
  })

  it('gives a count to the count and a share to the share when they share a printed name', () => {
    expect(read('Lymphocytes 1.5 x10^9/L 1.0-4.0')).toMatchObject({ biomarker: { id: 'lymphocytes_abs' }, unit: '10^9/L' })
    expect(read('Lymphocytes 31 % 20-45')).toMatchObject({ biomarker: { id: 'lymphocytes_pct' }, unit: '%' })
  })

  it('folds the spellings of units to the table’s', () => {
    expect(foldUnit('x10^3/uL')).toBe(foldUnit('10^3/µL'))
    expect(foldUnit('10*9/л')).toBe(foldUnit('10^9/L'))
    expect(foldUnit('×10⁹/L')).toBe(foldUnit('10^9/L'))
    expect(foldUnit('мкМЕ/мл')).toBe(foldUnit('µIU/mL'))
    expect(foldUnit('Ед/л')).toBe(foldUnit('U/L'))
    expect(foldUnit('мкмоль/л')).toBe(foldUnit('µmol/L'))
    expect(foldUnit('ml/min/1,73m²')).not.toBe(foldUnit('mg/dL'))
  })
})

describe('status', () => {
  it('places a value, and a bound only where the bound decides it', () => {
    expect(compareToRange(5.6, null, { low: 3.5, high: 5.2 })).toBe('High')
    expect(compareToRange(3.4, null, { low: 3.5, high: 5.2 })).toBe('Low')
    expect(compareToRange(0.5, '<', { high: 5 })).toBe('Norm')
    expect(compareToRange(6, '<', { high: 5 })).toBeNull()
    expect(compareToRange(90, '>', { low: 59 })).toBe('Norm')
  })
})

describe('lab reports as PDFs', () => {
  const figures: string[] = []
  // pdf.js loads once per process (about a second): the API pays it at its first analysis, not each.
  beforeAll(async () => {
    await pdfLines(await corpusPdf({ ...CORPUS[0]!, rows: [] }))
  })

  for (const report of CORPUS) {
    it(`${report.language}: ${report.layout}`, async () => {
      const pdf = await corpusPdf(report)
      const started = performance.now()
      const lines = await pdfLines(pdf)
      const reading = readReport(lines, names, report.language === 'de' ? 'male' : 'female')
      const took = performance.now() - started

      // Nothing the report does not print, and each value exactly as printed.
      const printed = new Map(report.rows.map((row) => [row.id, row]))
      const wrong: string[] = []
      for (const indicator of reading.indicators) {
        const row = printed.get(indicator.id)
        if (!row) wrong.push(`${indicator.id}: not in the report (read "${indicator.name} ${indicator.valueText}")`)
        else if (!same(indicator, row))
          wrong.push(`${indicator.id}: read ${JSON.stringify(shown(indicator))}, printed ${JSON.stringify(row)}`)
      }
      expect(wrong).toEqual([])
      const missed = report.rows.filter((row) => !reading.indicators.some((indicator) => indicator.id === row.id))
      const recall = (report.rows.length - missed.length) / report.rows.length
      figures.push(
        `${report.language} PDF: ${report.rows.length - missed.length}/${report.rows.length} read (${(recall * 100).toFixed(1)} %), ${reading.unread.length} unread, ${took.toFixed(0)} ms`,
      )
      expect(recall, `missed: ${missed.map((row) => `${row.name} (${row.id})`).join(', ')}`).toBeGreaterThanOrEqual(0.95)
      expect(took).toBeLessThan(2000)
    })
  }

  it('figures', () => {
    console.log(figures.join('\n'))
    expect(figures).toHaveLength(CORPUS.length)
  })
})

const shown = (indicator: Indicator) => ({
  value: indicator.valueText,
  unit: indicator.unitText,
  range: indicator.rangeText,
  flag: indicator.flag,
  status: indicator.status,
})

/** The value, qualifier, unit, range, flag and status the row prints. */
function same(indicator: Indicator, row: CorpusRow): boolean {
  return (
    indicator.value === number(row.value) &&
    indicator.qualifier === (row.value.startsWith('<') ? '<' : row.value.startsWith('>') ? '>' : null) &&
    // pdf.js gives the micro sign as the Greek letter mu (NFKC): the same character to a reader.
    indicator.unitText?.normalize('NFKC') === row.unit.normalize('NFKC') &&
    indicator.unit !== null &&
    indicator.rangeText?.replace(/\s+/g, '') === row.range.replace(/\s+/g, '') &&
    indicator.flag === row.flag &&
    indicator.status === expectedStatus(row)
  )
}
