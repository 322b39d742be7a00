import type { AiService } from '../adapters/ai'
import type { Logger } from '../shared/logger'
import { aiLabReader, type AiLabReader, type AiReading, type LabDocument, type ModelRow } from './ai-lab-reader'
import type { BiomarkerId } from './biomarker-types'
import { BIOMARKERS } from './biomarkers'
import { foldName, foldUnit, nameIndex, readLine, type LabRow } from './lab-lines'
import { indicatorOf, type Indicator, type LinePosition, type ReportReading, type Sex } from './lab-report'

/**
 * The AI service's reading checked against the local one (issue 30, ADR 0072), never resolving a
 * difference silently. The local value always stays; the model only adds reasons to check:
 * - the model read another value, unit or flag: `check: 'ai_disagrees'`, its reading in `otherReading`;
 * - the model read a value the local reader did not (or could not: `unread`): it is shown with
 *   `check: 'ai_only'` ("please check this value"), its status by the same rules from the range the
 *   model read; for a PDF only when the line it names prints that name and that result.
 * Each of the model's rows is read again by the local line reader, as if it were a printed line:
 * what that reader cannot read (an unknown test, a value with text around it) is left out.
 */
export type CrossCheck = (local: ReportReading, document: LabDocument & { sex: Sex | null; analysisId?: number }) => Promise<ReportReading>

/** A model that fails, times out or answers nonsense leaves the local reading as it is (`onFailure` logs why). */
export function aiCrossCheck(
  reader: AiLabReader,
  { onFailure }: { onFailure: (error: unknown, analysisId: number | undefined) => void },
): CrossCheck {
  return async (local, document) => {
    let reading: AiReading
    try {
      reading = await reader.read(document)
    } catch (error) {
      onFailure(error, document.analysisId)
      return local
    }
    return crossChecked(local, reading, document.sex)
  }
}

const names = nameIndex(BIOMARKERS)

export function crossChecked(local: ReportReading, ai: AiReading, sex: Sex | null): ReportReading {
  // The model's first reading of a biomarker counts, as the local reader's does.
  const modelReadings = new Map<BiomarkerId, { row: LabRow; model: ModelRow }>()
  for (const model of ai.rows) {
    const reading = readLine(asPrintedLine(model), names)
    if (reading && 'row' in reading && !modelReadings.has(reading.row.biomarker.id))
      modelReadings.set(reading.row.biomarker.id, { row: reading.row, model })
  }
  const indicators = [...local.indicators]
  const answered = new Set<BiomarkerId>()
  const compare = (index: number, other: { row: LabRow; model: ModelRow }) => {
    const indicator = indicators[index]!
    answered.add(indicator.id)
    if (agrees(indicator, other.row)) return
    // Read as another test: its name says so ("HbA1c 6.1 %").
    const otherTest = indicator.id !== other.row.biomarker.id
    indicators[index] = { ...indicator, check: 'ai_disagrees', otherReading: readingText(other.model, otherTest) }
  }
  indicators.forEach((indicator, index) => {
    const other = modelReadings.get(indicator.id)
    if (!other) return
    modelReadings.delete(indicator.id)
    compare(index, other)
  })
  const onlyModel: Indicator[] = []
  for (const other of modelReadings.values()) {
    // A reading of a line the local reader read as another biomarker (a share's name with a count's
    // unit, say) is the model's view of that value, never a new one. A photo has no lines to place
    // it: there the share/count twin the model gave no reading of stands for the line.
    const sameValue =
      ai.lines !== null
        ? indicators.findIndex((indicator) => samePosition(indicator.position, other.model.position))
        : indicators.findIndex((indicator) => indicator.id === twinOf(other.row.biomarker.id) && !answered.has(indicator.id))
    if (sameValue >= 0) {
      if (!answered.has(indicators[sameValue]!.id)) compare(sameValue, other)
      continue
    }
    if (ai.lines === null || printedOnItsLine(other.model, other.row, ai.lines))
      onlyModel.push({ ...indicatorOf(other.row, other.model.position, sex), check: 'ai_only', otherReading: null })
  }
  const added = new Set(onlyModel.map((indicator) => indicator.id))
  return {
    // In the report's order (a stable sort keeps the local order where positions tie).
    indicators: [...indicators, ...onlyModel].sort((a, b) => a.position.page - b.position.page || a.position.line - b.position.line),
    unread: local.unread.filter((entry) => !added.has(entry.id)),
  }
}

const samePosition = (a: LinePosition, b: LinePosition) => a.page === b.page && a.line === b.line

/** The table's share/count pairs: lymphocytes_pct and lymphocytes_abs. */
const twinOf = (id: BiomarkerId): string | null =>
  id.endsWith('_pct') ? id.replace(/_pct$/, '_abs') : id.endsWith('_abs') ? id.replace(/_abs$/, '_pct') : null

/** A model's row written as a report's line: name, result, flag, unit, range. */
function asPrintedLine(model: ModelRow): string {
  const oneLine = (text: string | null) => text?.replace(/\s+/g, ' ').trim() ?? ''
  // A unit is one token to the line reader ("mL/min/1.73 m2" is printed both ways).
  const unit = model.unit?.replace(/\s+/g, '') ?? ''
  return [oneLine(model.name), oneLine(model.result), model.flag ?? '', unit, oneLine(model.range)].filter(Boolean).join(' ')
}

function agrees(local: Indicator, model: LabRow): boolean {
  return (
    local.id === model.biomarker.id &&
    local.value === model.value &&
    local.qualifier === model.qualifier &&
    local.flag === model.flag &&
    foldUnit(local.unitText ?? '') === foldUnit(model.unitText ?? '')
  )
}

/** The model's reading as the patient sees it beside the local one: "13.8 g/dL H" (with the test's name when it read another test). */
const readingText = (model: ModelRow, withName: boolean) =>
  [withName ? model.name : null, model.result, model.unit, model.flag].filter(Boolean).join(' ')

/** Whether the PDF line the model names prints the test's name and its result. */
function printedOnItsLine(model: ModelRow, row: LabRow, lines: NonNullable<AiReading['lines']>): boolean {
  const line = lines.find(({ position }) => position.page === model.position.page && position.line === model.position.line)
  if (!line) return false
  // The number whole: "41" is not printed by "412", nor "1" by "15-150".
  const number = row.valueText.replace(/^[<>≤≥=\s]+/, '').replace(/[.,]/g, '[.,]')
  return foldName(line.text).includes(foldName(row.name)) && new RegExp(`(?<![\\d.,])${number}(?![.,]?\\d)`).test(line.text)
}

/** The cross-check the worker runs, when an AI service is configured; its failures are logged as warnings. */
export function createCrossCheck(ai: AiService | null, logger: Logger): CrossCheck | null {
  return (
    ai &&
    aiCrossCheck(aiLabReader(ai), {
      onFailure: (error, analysisId) => logger.warn({ err: error, analysisId }, 'the AI cross-check failed: the local reading stands'),
    })
  )
}
