import { describe, expect, it } from 'vitest'
import { crossChecked } from '../src/analysis/ai-cross-check'
import type { ModelRow } from '../src/analysis/ai-lab-reader'
import { BIOMARKERS } from '../src/analysis/biomarkers'
import { nameIndex } from '../src/analysis/lab-lines'
import { readReport } from '../src/analysis/lab-report'

/**
 * The cross-check's rules on their own (ADR 0072): the model's rows are read by the local line
 * reader, so spelling a reader folds away is no disagreement, and anything it reads otherwise is.
 */
const names = nameIndex(BIOMARKERS)
const printed = ['Glucose 5,4 mmol/l 3,9-6,1', 'CRP < 0.5 mg/L < 5.0', 'Lymphocytes 2.1 10^9/L 1.0-4.0', 'Sodium 140 mmol/L 135-145']
const lines = printed.map((text, index) => ({ text, position: { page: 1, line: index + 1 } }))
const local = readReport(lines, names, null)
const row = (
  name: string,
  result: string,
  unit: string | null,
  range: string | null,
  line: number,
  flag: 'H' | 'L' | null = null,
): ModelRow => ({
  name,
  result,
  unit,
  range,
  flag,
  position: { page: 1, line },
})
const checks = (rows: ModelRow[], reading = local) =>
  crossChecked(reading, { rows, lines }, null).indicators.map(({ id, check, otherReading }) => ({
    id,
    check: check ?? null,
    otherReading: otherReading ?? null,
  }))

describe('the cross-check', () => {
  it('takes the same reading in another spelling as agreement: decimal point, unit case, the count a share’s name prints', () => {
    expect(
      checks([
        row('Glucose', '5.4', 'mmol/L', '3.9-6.1', 1),
        row('CRP', '<0.5', 'mg/l', '<5.0', 2),
        row('Lymphocytes', '2.1', '10^9/L', '1.0-4.0', 3),
        row('Sodium', '140', 'mmol/L', '135-145', 4),
      ]),
    ).toEqual(local.indicators.map(({ id }) => ({ id, check: null, otherReading: null })))
    expect(local.indicators.map(({ id }) => id)).toEqual(['glucose', 'crp', 'lymphocytes_abs', 'sodium'])
  })

  it('flags a bound read as a value, a flag the report does not print and another unit; drops rows the reader cannot read', () => {
    expect(
      checks([
        row('Glucose', '5.4', 'mmol/L', '3.9-6.1', 1, 'H'),
        row('CRP', '0.5', 'mg/L', '< 5.0', 2),
        row('Lymphocytes', '2.1', '%', '1.0-4.0', 3),
        // Text between the name and the value: not a row the reader takes, so no opinion on sodium…
        row('Sodium serum level', '150', 'mmol/L', '135-145', 4),
        // …but another test read on its line is one, even with the same numbers.
        row('Chloride', '140', 'mmol/L', '135-145', 4),
      ]),
    ).toEqual([
      { id: 'glucose', check: 'ai_disagrees', otherReading: '5.4 mmol/L H' },
      { id: 'crp', check: 'ai_disagrees', otherReading: '0.5 mg/L' },
      // The share's unit on the count's line: the model's view of the count, not a new value.
      { id: 'lymphocytes_abs', check: 'ai_disagrees', otherReading: 'Lymphocytes 2.1 %' },
      { id: 'sodium', check: 'ai_disagrees', otherReading: 'Chloride 140 mmol/L' },
    ])
    // Without lines to place it (a photo), the twin says which value it is about.
    expect(
      crossChecked(local, { rows: [row('Lymphocytes', '21', '%', '20-40', 9)], lines: null }, null).indicators.find(
        (indicator) => indicator.id === 'lymphocytes_abs',
      ),
    ).toMatchObject({ check: 'ai_disagrees', otherReading: 'Lymphocytes 21 %' })
    // A report printing both: the model's share beside its own reading of the count is a value of its own.
    const both = crossChecked(
      local,
      { rows: [row('Lymphocytes', '2.1', '10^9/L', '1.0-4.0', 3), row('Lymphocytes', '21', '%', '20-40', 5)], lines: null },
      null,
    ).indicators.filter((indicator) => indicator.id.startsWith('lymphocytes'))
    expect(both.map(({ id, check, status }) => ({ id, check: check ?? null, status }))).toEqual([
      { id: 'lymphocytes_abs', check: null, status: 'Norm' },
      { id: 'lymphocytes_pct', check: 'ai_only', status: 'Norm' },
    ])
  })

  it('keeps a photo’s unsure value unsure when the model agrees, and says so when it does not', () => {
    const unsure = { ...local, indicators: local.indicators.map((indicator) => ({ ...indicator, check: 'ocr_unsure' as const })) }
    const [glucose, crp] = checks([row('Glucose', '5,4', 'mmol/l', '3,9-6,1', 1), row('CRP', '< 0.6', 'mg/L', '< 5.0', 2)], unsure)
    expect(glucose).toEqual({ id: 'glucose', check: 'ocr_unsure', otherReading: null })
    expect(crp).toEqual({ id: 'crp', check: 'ai_disagrees', otherReading: '< 0.6 mg/L' })
  })
})
