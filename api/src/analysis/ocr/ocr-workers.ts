import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { availableParallelism } from 'node:os'
import { createWorker, OEM, type PSM, type Page, type Worker } from 'tesseract.js'
import { TESSDATA_DIR } from '../../runtime-files'

/**
 * Tesseract workers for reading lab photos (issue 30, ADR 0071). tesseract.js runs each worker in a
 * worker thread, so recognising a page never blocks the API's event loop. Workers are made when a
 * photo first needs one (about a second and ~100 MB each), kept for the next photo (one per
 * language), recognising at most the machine's cores less one at once, and ended after a minute
 * idle or when the API stops.
 *
 * Language data comes from disk only (the default `langPath` is a CDN, and there is no network):
 * English and German from the pinned @tesseract.js-data packages, Russian from Debian's
 * tesseract-ocr-rus, shipped in api/assets/tessdata. LSTM only: the data has no legacy model.
 */

export type OcrLanguage = 'eng' | 'deu' | 'rus'

const require = createRequire(import.meta.url)
/** The folder holding `<lang>.traineddata.gz` for each language. */
const LANGUAGE_FOLDERS: Record<OcrLanguage, () => string> = {
  eng: () => join(dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int'),
  deu: () => join(dirname(require.resolve('@tesseract.js-data/deu/package.json')), '4.0.0_best_int'),
  rus: () => TESSDATA_DIR,
}

/** Photos recognised at once: one core stays for the API itself. */
const MAX_BUSY = Math.max(1, availableParallelism() - 1)
/**
 * Workers kept: one per language, so a Russian photo's English first look and its cells do not
 * start a worker again each time (a worker's first page is twice as slow as its next).
 */
const MAX_ALIVE = 3
const IDLE_MS = 60_000

export type OcrParams = {
  psm: PSM
  /** characters tesseract may answer with; all when absent */
  whitelist?: string
}

type Slot = { language: OcrLanguage; worker: Promise<Worker>; busy: boolean; idleTimer: NodeJS.Timeout | null }

const slots: Slot[] = []
const waiting: (() => void)[] = []

function spawn(language: OcrLanguage): Slot {
  const worker = createWorker(language, OEM.LSTM_ONLY, {
    langPath: LANGUAGE_FOLDERS[language](),
    gzip: true,
    cacheMethod: 'none',
  })
  const slot: Slot = { language, worker, busy: true, idleTimer: null }
  // A worker that failed to start is no slot (its recognise fails, releasing it): the next photo tries again.
  worker.catch(() => {
    if (slots.includes(slot)) slots.splice(slots.indexOf(slot), 1)
  })
  slots.push(slot)
  return slot
}

function retire(slot: Slot) {
  const index = slots.indexOf(slot)
  if (index >= 0) slots.splice(index, 1)
  if (slot.idleTimer) clearTimeout(slot.idleTimer)
  return slot.worker.then((worker) => worker.terminate()).catch(() => undefined)
}

/**
 * A free worker of the language, once fewer than MAX_BUSY are busy: an idle one, a new one while
 * there is room, or a new one in place of an idle one of another language.
 */
async function acquire(language: OcrLanguage): Promise<Slot> {
  for (;;) {
    if (slots.filter((slot) => slot.busy).length < MAX_BUSY) {
      const idle = slots.find((slot) => !slot.busy && slot.language === language)
      if (idle) {
        idle.busy = true
        if (idle.idleTimer) clearTimeout(idle.idleTimer)
        idle.idleTimer = null
        return idle
      }
      if (slots.length < MAX_ALIVE) return spawn(language)
      const other = slots.find((slot) => !slot.busy)
      if (other) {
        void retire(other)
        continue
      }
    }
    await new Promise<void>((resolve) => waiting.push(resolve))
  }
}

function release(slot: Slot) {
  slot.busy = false
  waiting.shift()?.()
  if (!slots.includes(slot)) return
  slot.idleTimer = setTimeout(() => void retire(slot), IDLE_MS)
  // An idle worker must not keep a finished process alive.
  slot.idleTimer.unref()
}

/** Recognises an image (PNG/JPEG bytes) in a worker thread: words, lines and confidences. */
export async function recognise(language: OcrLanguage, image: Buffer, { psm, whitelist = '' }: OcrParams): Promise<Page> {
  const slot = await acquire(language)
  try {
    const worker = await slot.worker
    await worker.setParameters({ tessedit_pageseg_mode: psm, tessedit_char_whitelist: whitelist, user_defined_dpi: '300' })
    const { data } = await worker.recognize(image, {}, { text: true, blocks: true })
    return data
  } finally {
    release(slot)
  }
}

/** Ends every worker (the API is stopping); the next photo starts new ones. */
export async function closeOcrWorkers(): Promise<void> {
  await Promise.all([...slots].map(retire))
}
