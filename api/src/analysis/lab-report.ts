import type { Biomarker, BiomarkerId, ReferenceRange } from './biomarker-types'
import { readLine, type LabRow, type NameIndex } from './lab-lines'

/**
 * A lab report's values read from its lines (issue 30), each with its status: the report's own
 * range first, then the report's own flag, then the curated table's adult range (in the table's
 * unit, converted when the report's unit is one the table knows), and null ('–', spec part 2 §3)
 * when none of them applies. Known names whose value could not be read are listed, not guessed.
 */

export type IndicatorStatus = 'High' | 'Norm' | 'Low'
export type StatusSource = 'report_range' | 'report_flag' | 'table'
export type Sex = 'male' | 'female'

/** Where on the document a line was: its page (from 1) and its line on that page (from 1). */
export type LinePosition = { page: number; line: number }

export type Indicator = {
  id: BiomarkerId
  /** the name as the report prints it */
  name: string
  value: number
  qualifier: '<' | '>' | null
  valueText: string
  unit: string | null
  unitText: string | null
  range: ReferenceRange | null
  rangeText: string | null
  flag: 'H' | 'L' | null
  status: IndicatorStatus | null
  statusSource: StatusSource | null
  /** the value in the table's unit, when the printed unit is one the table converts */
  canonical: { value: number; unit: string } | null
  /** the table's range the status came from (status source `table`), in the table's unit */
  tableRange: ReferenceRange | null
  position: LinePosition
  /**
   * Why the patient should check this value against the report (shown as "please check this
   * value", never resolved silently): `ai_disagrees`, the AI service read another result
   * (`otherReading`); `ai_only`, only the AI service read this value (ADR 0072); `ocr_unsure`, the
   * photo's characters were read with low confidence.
   */
  check?: IndicatorCheck | null
  /** the other reading as printed, with `check: 'ai_disagrees'` */
  otherReading?: string | null
}

export type IndicatorCheck = 'ai_disagrees' | 'ai_only' | 'ocr_unsure'

export type ReportReading = {
  indicators: Indicator[]
  /** biomarkers the report names whose value could not be read */
  unread: { id: BiomarkerId; name: string; position: LinePosition }[]
}

/** Where a value stands against a range; null when a bound ('< 0.5') cannot be placed. */
export function compareToRange(value: number, qualifier: '<' | '>' | null, range: ReferenceRange): IndicatorStatus | null {
  const { low, high } = range
  if (qualifier === '<') {
    // The true value is below `value`.
    if (high !== undefined && value > high) return null
    if (low === undefined) return 'Norm'
    return value <= low ? 'Low' : null
  }
  if (qualifier === '>') {
    if (low !== undefined && value < low) return null
    if (high === undefined) return 'Norm'
    return value >= high ? 'High' : null
  }
  if (high !== undefined && value > high) return 'High'
  if (low !== undefined && value < low) return 'Low'
  return 'Norm'
}

/**
 * The table's verdict and the range it used: the patient's sex's; with the sex unknown, only where
 * both sexes' ranges agree (then no one range is shown).
 */
function tableStatus(
  biomarker: Biomarker,
  value: number,
  qualifier: '<' | '>' | null,
  sex: Sex | null,
): { status: IndicatorStatus | null; range: ReferenceRange | null } {
  const { range } = biomarker
  if (!('male' in range)) return { status: compareToRange(value, qualifier, range), range }
  if (sex) return { status: compareToRange(value, qualifier, range[sex]), range: range[sex] }
  const male = compareToRange(value, qualifier, range.male)
  return { status: male === compareToRange(value, qualifier, range.female) ? male : null, range: null }
}

export function indicatorOf(row: LabRow, position: LinePosition, sex: Sex | null): Indicator {
  const factor = row.unit ? row.biomarker.units[row.unit] : undefined
  const canonical = factor === undefined ? null : { value: roundTo(row.value * factor, 4), unit: row.biomarker.unit }
  let status: IndicatorStatus | null = null
  let statusSource: StatusSource | null = null
  if (row.range) {
    status = compareToRange(row.value, row.qualifier, row.range)
    statusSource = status && 'report_range'
  }
  if (!status && row.flag) {
    status = row.flag === 'H' ? 'High' : 'Low'
    statusSource = 'report_flag'
  }
  let tableRange: ReferenceRange | null = null
  if (!status && !row.range && canonical) {
    const verdict = tableStatus(row.biomarker, canonical.value, row.qualifier, sex)
    status = verdict.status
    statusSource = status && 'table'
    tableRange = status && verdict.range
  }
  return {
    id: row.biomarker.id,
    name: row.name,
    value: row.value,
    qualifier: row.qualifier,
    valueText: row.valueText,
    unit: row.unit,
    unitText: row.unitText,
    range: row.range,
    rangeText: row.rangeText,
    flag: row.flag,
    status,
    statusSource,
    canonical,
    tableRange,
    position,
  }
}

const roundTo = (value: number, digits: number) => Number(value.toPrecision(digits + 2))

/** Every line of a report, in reading order, read against the table. The first reading of a biomarker counts. */
export function readReport(lines: readonly { text: string; position: LinePosition }[], names: NameIndex, sex: Sex | null): ReportReading {
  const indicators: Indicator[] = []
  const unread: ReportReading['unread'] = []
  const seen = new Set<BiomarkerId>()
  for (const { text, position } of lines) {
    const reading = readLine(text, names)
    if (!reading) continue
    if ('row' in reading) {
      if (seen.has(reading.row.biomarker.id)) continue
      seen.add(reading.row.biomarker.id)
      indicators.push(indicatorOf(reading.row, position, sex))
    } else if (!seen.has(reading.unread.biomarker.id)) {
      unread.push({ id: reading.unread.biomarker.id, name: reading.unread.name, position })
    }
  }
  // A name seen first without a value and later with one (a heading, then the row) was read after all.
  return { indicators, unread: unread.filter((entry) => !seen.has(entry.id)) }
}
