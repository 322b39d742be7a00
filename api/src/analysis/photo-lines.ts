import sharp from 'sharp'
import { PSM, type Bbox, type Line, type Page } from 'tesseract.js'
import { foldName, isFlag, knownUnit, readLine, type LineReading, type NameIndex } from './lab-lines'
import { readReport, type LinePosition, type ReportReading, type Sex } from './lab-report'
import { recognise, type OcrLanguage } from './ocr/ocr-workers'
import { photoPixels, preparePhoto, type PreparedPhoto } from './ocr/photo-image'

/**
 * A lab photo's text as the lines `readReport` reads (issue 30, ADR 0071), like `pdfLines` gives a
 * PDF's: the photo straightened and cleaned (ocr/photo-image.ts), read by tesseract in the language
 * whose reading finds the most rows, then every number a row's value and range rest on read again —
 * the cells alone, binarised, digits and separators only, up to three times. A number the readings
 * do not agree on is replaced by "?", so the row is listed as unread: a dropped decimal point ("5.6"
 * read "56") or a misread digit is never reported as a value.
 */

export type PhotoLine = { text: string; position: LinePosition; unsure?: boolean }

/** A word of the page as tesseract read it, split where its letters stand apart ("21 ↓" read as one word "211"). */
type Token = { text: string; box: Bbox; confidence: number }

/** Below this confidence (0–100) a value that both readings agree on is still marked for checking. */
const UNSURE_BELOW = 80
/** The cells re-read are scaled to this height in pixels. */
const CELL_HEIGHT = 64
const NUMBER_CHARACTERS = '0123456789.,<>-'
type CellReading = { size: number; threshold: number }
/**
 * Three cell readings, binarised at three levels and sizes. Text about 30 px high reads best; much
 * larger, this model takes a DejaVu "8" for a "3", so one reading stays near that size.
 */
const CELL_READINGS: CellReading[] = [
  { size: 1, threshold: 150 },
  { size: 1.6, threshold: 150 },
  { size: 1.3, threshold: 175 },
]
/** What a bound's sign ("<", ">") may come back as from the page reading. */
const LOST_SIGN = /^[=«»<>≤≥сcС]$/
/**
 * A word that is a number or a range as the page reading gives it, separators misread included, or
 * one whose first digit was read as a letter ("ь,1" for "5,1", "В.5" for "3.5"): the cells decide.
 */
const NUMBER_TOKEN = /^(?:[<>]|[^\d\s/xX×^])?[\d.,:;'`-]*\d[\d.,:;'`-]*$/

/** The photo's lines; null when the bytes are no image sharp can read (a damaged file is its own job's failure). */
export async function photoLines(bytes: Uint8Array, names: NameIndex): Promise<PhotoLine[] | null> {
  const photo = await preparePhoto(bytes).catch(() => null)
  if (!photo) return null
  const { language, lines } = await readInBestLanguage(photo, names)
  if (language === 'rus') for (const line of lines) restoreLatinLetter(line, names)
  const confirmed = await confirmNumbers(photo, lines, names)
  return readUnreadRowsAgain(photo, language, lines, confirmed, names)
}

/**
 * A photo's report read like a PDF's (`readReport`), each value both readings agreed on but with
 * low confidence marked `ocr_unsure`, for the patient to check. Null: not an image.
 */
export async function readPhotoReport(bytes: Uint8Array, names: NameIndex, sex: Sex | null): Promise<ReportReading | null> {
  return readPhotoPages([bytes], names, sex)
}

/**
 * A report photographed page by page (a scanned PDF's pages are pictures), each page read as a
 * photo, the lines of all read as one report. Null when no page is an image.
 */
export async function readPhotoPages(pages: Uint8Array[], names: NameIndex, sex: Sex | null): Promise<ReportReading | null> {
  const lines: PhotoLine[] = []
  let images = 0
  for (const [index, bytes] of pages.entries()) {
    const pageLines = await photoLines(bytes, names)
    if (!pageLines) continue
    images += 1
    lines.push(...pageLines.map((line) => ({ ...line, position: { ...line.position, page: index + 1 } })))
  }
  if (!images) return null
  const reading = readReport(lines, names, sex)
  const at = (position: LinePosition) => `${position.page}:${position.line}`
  const unsure = new Set(lines.filter((line) => line.unsure).map((line) => at(line.position)))
  for (const indicator of reading.indicators) if (unsure.has(at(indicator.position))) indicator.check = 'ocr_unsure'
  return reading
}

type PageLine = { tokens: Token[]; position: LinePosition }

const pageLinesOf = (page: Page): Line[] => (page.blocks ?? []).flatMap((block) => block.paragraphs.flatMap((paragraph) => paragraph.lines))

function linesOf(page: Page): PageLine[] {
  return pageLinesOf(page)
    .sort((a, b) => a.bbox.y0 - b.bbox.y0)
    .map((line, index) => ({ tokens: tokensOf(line), position: { page: 1, line: index + 1 } }))
    .filter((line) => line.tokens.length)
}

const tokensOf = (line: Line): Token[] => joinPowers(line.words.flatMap(splitWord))

/** A word split where a gap between its letters is wider than 0.4 of its height (a value and its flag). */
function splitWord(word: Line['words'][number]): Token[] {
  const tokens: Token[] = []
  let current: Token | null = null
  const height = word.bbox.y1 - word.bbox.y0
  for (const symbol of word.symbols) {
    if (current && symbol.bbox.x0 - current.box.x1 <= height * 0.4) {
      current.text += symbol.text
      current.box = {
        ...current.box,
        x1: symbol.bbox.x1,
        y0: Math.min(current.box.y0, symbol.bbox.y0),
        y1: Math.max(current.box.y1, symbol.bbox.y1),
      }
    } else {
      current = { text: symbol.text, box: { ...symbol.bbox }, confidence: word.confidence }
      tokens.push(current)
    }
  }
  const split = tokens.length ? tokens : [{ text: word.text, box: word.bbox, confidence: word.confidence }]
  return split.map((token) => ({ ...token, text: cyrillicLookalikes(token.text) }))
}

/** Latin letters and the Cyrillic ones they look like, at the same places. */
const LATIN_LOOKALIKES = 'ABCEHKMOPTXacepoxy'
const CYRILLIC_TWINS = 'АВСЕНКМОРТХасеорху'

/**
 * A Russian word with Latin letters that look alike turned Cyrillic ("Hатрий" → "Натрий"): the
 * Russian model answers a Latin H for Н now and then, and the table's names are Cyrillic. Words
 * with no Cyrillic letter ("HDL", "mmol/L") are left as they are.
 */
export function cyrillicLookalikes(word: string): string {
  if (!/\p{Script=Cyrillic}/u.test(word)) return word
  return [...word].map((letter) => CYRILLIC_TWINS[LATIN_LOOKALIKES.indexOf(letter)] ?? letter).join('')
}

/** The Latin letters of the table's Russian names ("Витамин D", "Тропонин I", "C-пептид"). */
const LATIN_IN_RUSSIAN_NAMES = 'BCDINT'

/**
 * A Russian name's Latin letter, which the Russian model cannot answer (it reads "Витамин D" as
 * "Витамин О" or "Витамин ©"): a line no name matches has each of its first three words' first mark
 * tried as each such letter, and takes the one that names exactly one biomarker ("Тропонин ?"
 * could be T or I, and stays unread). Only the name changes; its numbers are read as any row's.
 */
function restoreLatinLetter(line: PageLine, names: NameIndex) {
  if (readLine(textOf(line), names)) return
  const found = new Map<string, { token: Token; text: string }>()
  for (const token of line.tokens.slice(0, 3)) {
    if (!/^.(?:$|-)/u.test(token.text)) continue
    const original = token.text
    for (const letter of LATIN_IN_RUSSIAN_NAMES) {
      token.text = letter + original.slice(1)
      const reading = readLine(textOf(line), names)
      if (reading) found.set(('row' in reading ? reading.row : reading.unread).biomarker.id, { token, text: token.text })
    }
    token.text = original
  }
  const [only, ...others] = [...found.values()]
  if (only && !others.length) only.token.text = only.text
}

/** A unit's power of ten read apart, its caret as a quote ("x10” 3/uL"): one token again ("x10^3/uL"). */
function joinPowers(tokens: Token[]): Token[] {
  return tokens.reduce<Token[]>((joined, token) => {
    const previous = joined.at(-1)
    if (previous && /10["”'’^]$/.test(previous.text) && /^\d+\//.test(token.text)) {
      previous.text = `${previous.text.slice(0, -1)}^${token.text}`
      previous.box = { ...previous.box, x1: token.box.x1 }
    } else joined.push(token)
    return joined
  }, [])
}

const textOf = (line: PageLine) =>
  line.tokens
    .map((token) => token.text)
    .filter(Boolean)
    .join(' ')
const rowsRead = (lines: PageLine[], names: NameIndex) => lines.filter((line) => rowOf(textOf(line), names)).length
const rowOf = (text: string, names: NameIndex) => {
  const reading = readLine(text, names)
  return reading && 'row' in reading ? reading.row : null
}

/**
 * The page read in English first; in German when the English reading finds more names only German
 * reports print ("Leukozyten") than names only English ones print, in Russian when it finds few rows
 * at all (a Cyrillic page read as Latin finds next to none). The reading with the most rows wins.
 */
async function readInBestLanguage(photo: PreparedPhoto, names: NameIndex): Promise<{ language: OcrLanguage; lines: PageLine[] }> {
  const read = async (language: OcrLanguage) => linesOf(await recognise(language, photo.image, { psm: PSM.SINGLE_BLOCK }))
  const english = await read('eng')
  const rows = english.map((line) => rowOf(textOf(line), names)).filter((row) => row !== null)
  const namedOnlyIn = (language: 'en' | 'de') =>
    rows.filter((row) => {
      const printed = foldName(row.name)
      const other = language === 'en' ? 'de' : 'en'
      return (
        row.biomarker.names[language].some((name) => foldName(name) === printed) &&
        !row.biomarker.names[other].some((name) => foldName(name) === printed)
      )
    }).length
  const other: OcrLanguage | null = rows.length < 5 ? 'rus' : namedOnlyIn('de') > namedOnlyIn('en') ? 'deu' : null
  if (!other) return { language: 'eng', lines: english }
  const second = await read(other)
  return rowsRead(second, names) > rows.length ? { language: other, lines: second } : { language: 'eng', lines: english }
}

/**
 * Rows whose name was read but whose value, unit or range was not get a second look: each such
 * line cut out and read again RE_READ_SCALE times larger (a mark tesseract mangles at one size it
 * often reads at another: "В. 5" for "3,5 - 5,1"). The re-reading goes through the same cell votes
 * and flag checks as the page's, so a second look never lets through what the first would not.
 */
const RE_READ_SCALE = 1.5

async function readUnreadRowsAgain(
  photo: PreparedPhoto,
  language: OcrLanguage,
  lines: PageLine[],
  confirmed: PhotoLine[],
  names: NameIndex,
): Promise<PhotoLine[]> {
  const unread = confirmed.flatMap((line, index) => {
    const reading = readLine(line.text, names)
    return reading && 'unread' in reading ? [{ index, biomarker: reading.unread.biomarker.id }] : []
  })
  if (!unread.length) return confirmed
  const reread = await readLineCrops(
    photo,
    language,
    unread.map(({ index }) => lineBox(lines[index]!.tokens)),
  )
  const found = reread.filter((line): line is PageLine => line !== null)
  const checked = await confirmNumbers(photo, found, names)
  const result = [...confirmed]
  unread.forEach(({ index, biomarker }, at) => {
    const line = reread[at] ? checked[found.indexOf(reread[at])]! : null
    if (line && rowOf(line.text, names)?.biomarker.id === biomarker) result[index] = { ...line, position: confirmed[index]!.position }
  })
  return result
}

/** The box around a line's words. */
function lineBox(tokens: Token[]): Bbox {
  return {
    x0: Math.min(...tokens.map((token) => token.box.x0)),
    y0: Math.min(...tokens.map((token) => token.box.y0)),
    x1: Math.max(...tokens.map((token) => token.box.x1)),
    y1: Math.max(...tokens.map((token) => token.box.y1)),
  }
}

/**
 * Lines read again: each cut out with a margin, scaled by RE_READ_SCALE, stacked on one white page, read in the
 * page's language; the i-th answer is the i-th line's words, their boxes back in the photo's
 * coordinates (so their cells can be read), or null when its strip read as nothing or as two lines.
 */
async function readLineCrops(photo: PreparedPhoto, language: OcrLanguage, boxes: Bbox[]): Promise<(PageLine | null)[]> {
  const scale = RE_READ_SCALE
  const crops = await Promise.all(
    boxes.map(async (box) => {
      const pad = Math.round((box.y1 - box.y0) * 0.4)
      const left = Math.max(0, box.x0 - pad)
      const top = Math.max(0, box.y0 - pad)
      const width = Math.min(photo.width - left, box.x1 - box.x0 + 2 * pad)
      const height = Math.min(photo.height - top, box.y1 - box.y0 + 2 * pad)
      const { data, info } = await photoPixels(photo)
        .extract({ left, top, width, height })
        .resize(Math.max(1, Math.round(width * scale)))
        .png()
        .toBuffer({ resolveWithObject: true })
      return { data, width: info.width, height: info.height, left, top }
    }),
  )
  const margin = 40
  const strip = Math.round(Math.max(...crops.map((crop) => crop.height)) * 1.6)
  const read = await readStacked(crops, { margin, strip, language })
  return read.map((line, index) => {
    const crop = crops[index]!
    const back = (box: Bbox): Bbox => ({
      x0: Math.round(crop.left + (box.x0 - margin) / scale),
      x1: Math.round(crop.left + (box.x1 - margin) / scale),
      y0: Math.round(crop.top + (box.y0 - margin - index * strip) / scale),
      y1: Math.round(crop.top + (box.y1 - margin - index * strip) / scale),
    })
    const tokens = line ? tokensOf(line).map((token) => ({ ...token, box: back(token.box) })) : []
    return tokens.length ? { tokens, position: { page: 1, line: index + 1 } } : null
  })
}

type StackedCrop = { data: Buffer; width: number; height: number }

/**
 * Crops read in one go (OCR per crop costs a worker's round trip each): stacked on one white page,
 * the i-th `margin + i × strip` from the top, read as one block. The i-th answer is the line read in
 * the i-th crop's strip, which reaches halfway into the white below it; null when none was, or two
 * were (neither is trusted).
 */
async function readStacked(
  crops: StackedCrop[],
  { margin, strip, language, whitelist }: { margin: number; strip: number; language: OcrLanguage; whitelist?: string },
): Promise<(Line | null)[]> {
  const tops = crops.map((_, index) => Math.round(margin + index * strip))
  const canvas = await sharp({
    create: {
      width: Math.max(...crops.map((crop) => crop.width)) + 2 * margin,
      height: Math.round(2 * margin + crops.length * strip),
      channels: 3,
      background: '#ffffff',
    },
  })
    .composite(crops.map((crop, index) => ({ input: crop.data, left: margin, top: tops[index]! })))
    .greyscale()
    .png()
    .toBuffer()
  const page = await recognise(language, canvas, { psm: PSM.SINGLE_BLOCK, whitelist })
  // Where each strip ends: halfway through the white between its crop and the next.
  const ends = crops.map((crop, index) => tops[index]! + (crop.height + strip) / 2)
  const start = tops[0]! - (strip - crops[0]!.height) / 2
  const answers: (Line | null | undefined)[] = crops.map(() => undefined)
  for (const line of pageLinesOf(page)) {
    const middle = (line.bbox.y0 + line.bbox.y1) / 2
    const index = ends.findIndex((end) => middle < end)
    if (middle < start || index < 0) continue
    answers[index] = answers[index] === undefined ? line : null
  }
  return answers.map((answer) => answer ?? null)
}

type Cell = { line: number; token: number; text: string }

/**
 * The numbers of every row (the value and the range) read again as cells, and the row's text
 * rebuilt from what the readings agree on; a number they do not is "?", so the row is unread.
 */
async function confirmNumbers(photo: PreparedPhoto, lines: PageLine[], names: NameIndex): Promise<PhotoLine[]> {
  const cells: Cell[] = []
  lines.forEach((line, index) => {
    const reading = readLine(textOf(line), names)
    if (!reading) return
    const nameWords = ('row' in reading ? reading.row.name : reading.unread.name).split(/\s+/).length
    const last = line.tokens.length - 1
    line.tokens.forEach((token, position) => {
      if (position >= nameWords && (NUMBER_TOKEN.test(token.text) || (position === last && lostRange(reading, token.text))))
        cells.push({ line: index, token: position, text: token.text })
    })
  })
  const boxes = cells.map((cell) => cellBox(lines[cell.line]!.tokens, cell.token))
  const readings = await readAllCells(
    photo,
    boxes,
    cells.map((cell) => cell.text),
  )
  const unsure = new Set<number>()
  cells.forEach((cell, index) => {
    const line = lines[cell.line]!
    const token = line.tokens[cell.token]!
    const confirmed = confirmedNumber(
      token.text,
      readings.map((reading) => reading[index] ?? null),
    )
    token.text = confirmed ?? '?'
    // The sign the cells saw replaces a mark the page read in its place ("=" for "<").
    const previous = line.tokens[cell.token - 1]
    if (confirmed && /^[<>]/.test(confirmed) && previous && LOST_SIGN.test(previous.text)) previous.text = ''
    if (confirmed && token.confidence < UNSURE_BELOW) unsure.add(cell.line)
  })
  await readFlags(photo, lines, names)
  for (const line of lines) if (!flagAgreesWithRange(rowOf(textOf(line), names))) unreadValue(line, names)
  return lines.map((line, index) => ({ text: textOf(line), position: line.position, ...(unsure.has(index) ? { unsure: true } : {}) }))
}

/**
 * The last word of an unread row that is no number, flag or unit of its biomarker: where a range
 * stands, one the page reading took for letters ("ил" for "< 1,7"). Its cell is read as digits, and
 * only cell readings that all agree give it a number (the page's letters are no vote).
 */
const lostRange = (reading: NonNullable<LineReading>, word: string) =>
  'unread' in reading && !/\d/.test(word) && !isFlag(word) && !knownUnit(reading.unread.biomarker, word)

/**
 * A number confirmed by the page reading and its cell readings, by vote: each reading votes for the
 * number it read (a decimal point or comma alike, a dash or sign at its ends aside); the number with
 * the most votes, at least two and no tie, wins if the page voted for it, or read its digits (its
 * separator lost or garbled, a digit read as a letter), or every cell reading did (three readings
 * of the cell alone, at three sizes, against the page's one). The page's own dash or sign is kept.
 * Null: the readings do not agree, and the row is left unread.
 */
export function confirmedNumber(page: string, cells: (string | null)[]): string | null {
  const pageKey = numberKey(page.replace(/[:;'`]/g, '.'))
  const votes = new Map<string, number>()
  for (const key of [pageKey, ...cells.map((cell) => cell && numberKey(cell))]) if (key) votes.set(key, (votes.get(key) ?? 0) + 1)
  const ranked = [...votes].sort((a, b) => b[1] - a[1])
  const [winner, runnerUp] = ranked
  if (!winner || winner[1] < 2 || (runnerUp && runnerUp[1] === winner[1])) return null
  const unanimousCells = cells.length >= 3 && winner[1] >= cells.length && winner[0] !== pageKey
  if (winner[0] !== pageKey && !sameDigits(page, winner[0]) && !unanimousCells) return null
  const cell = cells.find((candidate) => candidate && numberKey(candidate) === winner[0])!
  const core = cell.replace(/\s+/g, '').replace(/^[<>-]+|-+$/g, '')
  // A range's dash or bound sign the page reading lost or misread ("150 370", "= 31") that two cells
  // show beside the number ("150-", "<31").
  const shownByCells = (pattern: RegExp) => {
    const shown = cells.map((candidate) => candidate?.trim().match(pattern)?.[0]).filter((mark) => mark !== undefined)
    return shown.length >= 2 && shown.every((mark) => mark === shown[0]) ? shown[0]! : ''
  }
  const before = page.match(/^[<>-]+/)?.[0] ?? shownByCells(/^[<>]/)
  const after = page.endsWith('-') ? '-' : shownByCells(/-$/)
  return `${before}${core}${after}`
}

/** A number or range as a vote: its digits and where a separator stands ("5,1" and "5.1" alike); null when malformed. */
function numberKey(text: string): string | null {
  const core = text.replace(/\s+/g, '').replace(/^[<>-]+|-+$/g, '')
  const parts = core.split('-')
  const shapes = parts.map((part) => (/^[\d.,]+$/.test(part) ? shapeOf(part, /[.,]/) : null))
  return shapes.every((shape) => shape !== null) ? shapes.join('-') : null
}

/**
 * A cell's box: the token's, widened towards its neighbours (half-way, at most its height), so a
 * digit the page reading split off or lost is in the cell and makes the readings differ.
 */
function cellBox(tokens: Token[], index: number): Bbox {
  const { box } = tokens[index]!
  const height = box.y1 - box.y0
  const previous = tokens[index - 1]
  const before = previous?.box.x1 ?? box.x0 - height
  const after = tokens[index + 1]?.box.x0 ?? box.x1 + height
  // A mark before the number that may be a bound's sign misread ("=" for "<") is in the cell whole.
  const x0 = previous && LOST_SIGN.test(previous.text) ? previous.box.x0 - height / 4 : Math.max(box.x0 - height, (before + box.x0) / 2)
  return { ...box, x0: Math.max(0, Math.round(x0)), x1: Math.round(Math.min(box.x1 + height, (box.x1 + after) / 2)) }
}

/** The page reading's digits are the cell's, one of them perhaps read as a letter ("Ь,1" for "5,1"). */
export function sameDigits(page: string, cell: string): boolean {
  const pageDigits = page.replace(/[^\d\p{L}]/gu, '')
  const cellDigits = cell.replace(/\D/g, '')
  const letters = pageDigits.replace(/\d/g, '').length
  return (
    letters <= 1 &&
    pageDigits.length === cellDigits.length &&
    [...pageDigits].every((character, at) => /\p{L}/u.test(character) || character === cellDigits[at])
  )
}

/** Digits and where separators stand between them ("5.6" → "5|6"); null when a separator has no digit on either side or there are two. */
function shapeOf(text: string, separator: RegExp): string | null {
  const kept = [...text].filter((character) => /\d/.test(character) || separator.test(character))
  const shape = kept.map((character) => (/\d/.test(character) ? character : '|')).join('')
  if (/^\||\|$|\|\|/.test(shape) || (shape.match(/\|/g) ?? []).length > 1) return null
  return shape || null
}

/**
 * Every cell's readings, one per CELL_READINGS: the first two for all cells, the last only for the
 * cells where the page and the first two do not already all agree (a third vote could not change
 * those), which saves most of a reading's time.
 */
async function readAllCells(photo: PreparedPhoto, boxes: Bbox[], pageTexts: string[]): Promise<(string | null)[][]> {
  const [firstVariant, secondVariant, lastVariant] = CELL_READINGS as [CellReading, CellReading, CellReading]
  const [first, second] = await Promise.all([readCells(photo, boxes, firstVariant), readCells(photo, boxes, secondVariant)])
  const key = (text: string | null | undefined) => (text ? numberKey(text.replace(/[:;'`]/g, '.')) : null)
  const open = boxes
    .map((_, index) => index)
    .filter((index) => {
      const page = key(pageTexts[index])
      return !page || page !== key(first![index]) || page !== key(second![index])
    })
  const last: (string | null)[] = boxes.map(() => null)
  const lastRead = await readCells(
    photo,
    open.map((index) => boxes[index]!),
    lastVariant,
  )
  open.forEach((index, at) => (last[index] = lastRead[at] ?? null))
  // A cell all agreed on gets the third vote it would have had.
  boxes.forEach((_, index) => {
    if (!open.includes(index)) last[index] = first![index] ?? null
  })
  return [first!, second!, last]
}

/**
 * The cells read again in one go: each cut out, scaled to CELL_HEIGHT, stacked on one white page,
 * read as a block with only digits and separators allowed. The i-th answer is the i-th cell's, or
 * null when the reading of its strip is missing or ambiguous.
 */
async function readCells(photo: PreparedPhoto, boxes: Bbox[], { size, threshold }: CellReading): Promise<(string | null)[]> {
  if (!boxes.length) return []
  const margin = CELL_HEIGHT
  const crops = await Promise.all(
    boxes.map(async (box) => {
      const height = box.y1 - box.y0
      const pad = Math.round(height * 0.3)
      const left = Math.max(0, box.x0 - pad)
      const top = Math.max(0, box.y0 - pad)
      const width = Math.min(photo.width - left, box.x1 - box.x0 + 2 * pad)
      const cropHeight = Math.min(photo.height - top, height + 2 * pad)
      const scale = (CELL_HEIGHT * size) / cropHeight
      const cell = photoPixels(photo)
        .extract({ left, top, width, height: cropHeight })
        .resize(Math.max(1, Math.round(width * scale)), Math.max(1, Math.round(cropHeight * scale)))
      const { data, info } = await cell.median(5).threshold(threshold).png().toBuffer({ resolveWithObject: true })
      return { data, width: info.width, height: info.height }
    }),
  )
  const read = await readStacked(crops, { margin, strip: CELL_HEIGHT * 1.8, language: 'eng', whitelist: NUMBER_CHARACTERS })
  return read.map((line) => (line ? line.text.trim().replace(/\s+/g, ' ') : null))
}

/**
 * A photo's row is kept only when its flag says what its range says: a flag beside a value outside
 * the range in that direction, none beside a value within. A flag lost or misread by OCR (an arrow
 * read as "H") would otherwise be a wrong flag; a row without a range is taken as read.
 */
function flagAgreesWithRange(row: ReturnType<typeof rowOf>): boolean {
  if (!row?.range || row.qualifier) return true
  const { low, high } = row.range
  const expected = high !== undefined && row.value > high ? 'H' : low !== undefined && row.value < low ? 'L' : null
  return row.flag === expected
}

/** The row's value replaced by "?": the line then reads as the biomarker, unread. */
function unreadValue(line: PageLine, names: NameIndex) {
  const row = rowOf(textOf(line), names)
  if (!row) return
  const nameWords = row.name.split(/\s+/).length
  const value = line.tokens.find((token, index) => index >= nameWords && /\d/.test(token.text))
  if (value) value.text = '?'
}

/**
 * Arrow flags (↑ ↓, Russian reports) tesseract reads as a letter or digit ("Т", "1", "}"): a lone
 * narrow mark right after a row's value is an arrow when its ink spreads at one end (the head) and
 * not the other, and only when that direction agrees with the row's printed range.
 */
async function readFlags(photo: PreparedPhoto, lines: PageLine[], names: NameIndex) {
  for (const line of lines) {
    const reading = readLine(textOf(line), names)
    if (!reading || 'row' in reading) continue
    const nameWords = reading.unread.name.split(/\s+/).length
    const valueIndex = line.tokens.findIndex((token, index) => index >= nameWords && /^\d+(?:[.,]\d+)?$/.test(token.text))
    const mark = line.tokens[valueIndex + 1]
    if (valueIndex < 0 || !mark || mark.text.length > 2 || /^\d{2,}/.test(mark.text)) continue
    const direction = await arrowDirection(photo, mark.box)
    if (!direction) continue
    const original = mark.text
    mark.text = direction === 'up' ? '↑' : '↓'
    const row = rowOf(textOf(line), names)
    const agreesWithRange =
      row?.range &&
      (direction === 'up'
        ? row.range.high !== undefined && row.value > row.range.high
        : row.range.low !== undefined && row.value < row.range.low)
    if (!agreesWithRange) mark.text = original
  }
}

/** Where a mark's ink spreads widest: at its top quarter (↑), its bottom quarter (↓), or neither. */
async function arrowDirection(photo: PreparedPhoto, box: Bbox): Promise<'up' | 'down' | null> {
  const width = box.x1 - box.x0
  const height = box.y1 - box.y0
  if (width < 2 || height < 6 || width > height * 0.9) return null
  const { data, info } = await photoPixels(photo)
    .extract({ left: box.x0, top: box.y0, width, height })
    .extractChannel(0)
    .raw()
    .toBuffer({ resolveWithObject: true })
  const spread = (from: number, to: number) => {
    let min = info.width
    let max = -1
    for (let y = from; y < to; y += 1)
      for (let x = 0; x < info.width; x += 1)
        if (data[y * info.width + x]! < 128) {
          min = Math.min(min, x)
          max = Math.max(max, x)
        }
    return max < 0 ? 0 : max - min + 1
  }
  const quarter = Math.max(1, Math.floor(info.height / 4))
  const top = spread(0, quarter)
  const bottom = spread(info.height - quarter, info.height)
  if (top > bottom * 2) return 'up'
  if (bottom > top * 2) return 'down'
  return null
}
