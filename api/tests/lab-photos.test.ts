import { monitorEventLoopDelay } from 'node:perf_hooks'
import { afterAll, describe, expect, it } from 'vitest'
import { BIOMARKERS } from '../src/analysis/biomarkers'
import { nameIndex } from '../src/analysis/lab-lines'
import { confirmedNumber, cyrillicLookalikes, readPhotoReport } from '../src/analysis/photo-lines'
import { closeOcrWorkers } from '../src/analysis/ocr/ocr-workers'
import { readLabFile } from '../src/analysis/analysis.service'
import type { ReportReading } from '../src/analysis/lab-report'
import { CORPUS, type CorpusReport } from './lab-corpus'
import { corpusPhoto, corpusScan } from './lab-photos'

/**
 * Lab reports read from phone photos by OCR (issue 30, ADR 0071): the corpus' reports photographed
 * (lab-photos.ts: 3° askew, uneven light, grain, JPEG). Of what is read, every value and flag is the
 * printed one and nothing is reported the report does not print; most of each photo's biomarkers
 * are read (RECALL_AT_LEAST); a photo takes under 20 s on a 2-core machine while the event loop stays free.
 *
 * No database here. It is vitest's 'ocr' project, a step of `npm test` of its own with nothing else
 * running, so the time measured is the photo's, not a neighbour's.
 */

const names = nameIndex(BIOMARKERS)
/**
 * The share of each photo's biomarkers read: the 90 % (English 28/31, German 29/29, Russian
 * 20/22). Precision is never traded for it: a row whose numbers the readings do not agree on stays
 * unread (ADR 0071).
 */
const RECALL_AT_LEAST = { en: 0.9, de: 0.9, ru: 0.9 }
const number = (text: string) => Number(text.replace(/^[<>]\s*/, '').replace(',', '.'))

/** What a reading got wrong against the printed report: a value, flag or status, or a row it does not print. */
function misread(report: CorpusReport, reading: ReportReading): string[] {
  const printed = new Map(report.rows.map((row) => [row.id, row]))
  const wrong: string[] = []
  for (const indicator of reading.indicators) {
    const row = printed.get(indicator.id)
    if (!row) wrong.push(`${indicator.id}: not in the report (read "${indicator.name} ${indicator.valueText}")`)
    else if (indicator.value !== number(row.value) || indicator.flag !== row.flag)
      wrong.push(`${indicator.id}: read ${indicator.valueText} ${indicator.flag ?? ''}, printed ${row.value} ${row.flag ?? ''}`)
    else if (indicator.status !== (row.flag === 'H' ? 'High' : row.flag === 'L' ? 'Low' : 'Norm'))
      wrong.push(`${indicator.id}: status ${indicator.status}, printed flag ${row.flag ?? 'none'}`)
  }
  return wrong
}

describe('a number read by the page and three cell readings', () => {
  it('is kept only when the readings agree on its digits and where its separator stands', () => {
    // The page's ":" was a point; the cells agree with the page's digits.
    expect(confirmedNumber('11:1', ['11.1', '11.1', null])).toBe('11.1')
    expect(confirmedNumber('5,6', ['5,6', '56', null])).toBe('5,6')
    // The page lost the separator: two cells show it on the page's digits.
    expect(confirmedNumber('56', ['5.6', '5.6', '56'])).toBeNull()
    expect(confirmedNumber('135', ['13,5', '13.5', null])).toBe('13,5')
    // A digit read otherwise by the page: all three cells must agree on it.
    expect(confirmedNumber('342', ['312', '312', '312'])).toBe('312')
    expect(confirmedNumber('342', ['312', '312', '32'])).toBeNull()
    // A tie, or a lone reading: no number.
    expect(confirmedNumber('5', ['5,1', '5,1', '5'])).toBeNull()
    expect(confirmedNumber('7.2', [null, null, null])).toBeNull()
    // A range's dash the page lost, a bound's sign it misread, as the cells show them.
    expect(confirmedNumber('150', ['150-', '150-', '150-'])).toBe('150-')
    expect(confirmedNumber('31', ['<31', '<31', '31'])).toBe('<31')
  })
})

describe('a Russian word read with Latin letters', () => {
  it('has them turned Cyrillic, and a Latin word keeps its own', () => {
    expect(cyrillicLookalikes('Hатрий')).toBe('Натрий')
    expect(cyrillicLookalikes('Kaлий')).toBe('Калий')
    expect(cyrillicLookalikes('HDL')).toBe('HDL')
    expect(cyrillicLookalikes('mmol/L')).toBe('mmol/L')
  })
})

describe('lab reports as phone photos', () => {
  const figures: string[] = []
  afterAll(() => closeOcrWorkers())

  for (const report of CORPUS) {
    it(`${report.language}: ${report.layout}`, { timeout: 60_000 }, async () => {
      const photo = await corpusPhoto(report)
      const delay = monitorEventLoopDelay({ resolution: 10 })
      delay.enable()
      const started = performance.now()
      const cpuBefore = process.cpuUsage()
      const reading = await readPhotoReport(photo, names, null)
      const took = performance.now() - started
      // The OCR thread's and libvips' time with the main thread's: what the photo costs in CPU.
      const cpu = process.cpuUsage(cpuBefore)
      const cpuSeconds = (cpu.user + cpu.system) / 1e6
      delay.disable()

      const wrong = misread(report, reading!)
      expect(wrong).toEqual([])
      const recall = reading!.indicators.length / report.rows.length
      const p99 = delay.percentile(99) / 1e6
      const unsure = reading!.indicators.filter((indicator) => indicator.check === 'ocr_unsure').length
      figures.push(
        `${report.language} photo: ${reading!.indicators.length}/${report.rows.length} read (${(recall * 100).toFixed(1)} %), ` +
          `all right; ${unsure} marked ocr_unsure; ${reading!.unread.length} unread; ${(took / 1000).toFixed(1)} s ` +
          `(${cpuSeconds.toFixed(1)} s of CPU); ` +
          `event loop p99 ${p99.toFixed(0)} ms, max ${(delay.max / 1e6).toFixed(0)} ms`,
      )
      expect(recall, `unread: ${reading!.unread.map((entry) => entry.id).join(', ')}`).toBeGreaterThanOrEqual(
        RECALL_AT_LEAST[report.language],
      )
      // Under 20 s on this 2-core machine (the issue), from the bytes to the lines, OCR workers
      // started by the first photo included. The CPU is more than the wall clock: libvips and the OCR
      // thread work side by side.
      expect(took).toBeLessThan(20_000)
      expect(p99).toBeLessThan(200)
    })
  }

  it('a scanned PDF (pages as pictures, no text) is read page by page as a photo', async () => {
    const german = CORPUS.find((report) => report.language === 'de')!
    const scan = await corpusScan(german)
    const delay = monitorEventLoopDelay({ resolution: 10 })
    delay.enable()
    const started = performance.now()
    const result = await readLabFile(scan, 'application/pdf', null)
    const took = performance.now() - started
    delay.disable()
    // Its picture is decoded by libvips off the event loop, as a photo's is.
    const p99 = delay.percentile(99) / 1e6
    expect(p99).toBeLessThan(200)
    if (!result.ok) throw new Error(result.error)
    expect(misread(german, result.reading)).toEqual([])
    expect(result.reading.indicators.length / german.rows.length).toBeGreaterThanOrEqual(RECALL_AT_LEAST.de)
    expect(result.reading.indicators.every((indicator) => indicator.position.page === 1)).toBe(true)
    expect(took).toBeLessThan(20_000)
    figures.push(
      `de scanned PDF: ${result.reading.indicators.length}/${german.rows.length} read, all right; ${(took / 1000).toFixed(1)} s; ` +
        `event loop p99 ${p99.toFixed(0)} ms, max ${(delay.max / 1e6).toFixed(0)} ms`,
    )
  })

  it('is no report when the bytes are no image', async () => {
    expect(await readPhotoReport(new TextEncoder().encode('not a photo'), names, null)).toBeNull()
  })

  it('figures', () => {
    console.log(figures.join('\n'))
    expect(figures).toHaveLength(CORPUS.length + 1)
  })
})
