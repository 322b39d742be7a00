import type { Biomarker, ReferenceRange } from './biomarker-types'

/**
 * Reading lab-report lines (issue 30): "Hemoglobin 13.5 g/dL 12.0-16.0", "Hämoglobin 13,5 g/dl
 * 12,0 - 16,0", "Глюкоза 7,2 ↑ ммоль/л 3,9 - 6,1", "CRP < 0.5 mg/L < 5.0", "eGFR > 60 mL/min/1.73m2
 * > 60". A line becomes a row only when its name is a known biomarker's (the curated table) and a
 * value follows it: nothing is reported that the page does not say, and a known name with no value
 * that can be read is listed as unread instead of guessed.
 */

/** One value as the report prints it. */
export type LabRow = {
  biomarker: Biomarker
  /** the name as printed */
  name: string
  value: number
  /** '<' or '>' when the report gives a bound ('< 0.5': below what the lab measures) */
  qualifier: '<' | '>' | null
  /** the value's text as printed, e.g. "13,5" or "< 0.5" */
  valueText: string
  /** the unit as printed, and as the table knows it (null: no unit, or one the table does not know) */
  unitText: string | null
  unit: string | null
  /** the report's own reference range, in the printed unit */
  range: ReferenceRange | null
  rangeText: string | null
  /** the report's own flag: H (high) or L (low) */
  flag: 'H' | 'L' | null
}

export type LineReading = { row: LabRow } | { unread: { biomarker: Biomarker; name: string } } | null

/** Case, accents, 'ё' and punctuation folded away: how names are compared. */
export function foldName(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replaceAll('ё', 'е')
    .replace(/[\s\-‐‑–—.,:;()[\]/\\'"’]/g, '')
}

/** Names of the table, folded, longest first (a longer name wins: "LDL-Cholesterin" before "Cholesterin"). */
export type NameIndex = { folded: string; biomarker: Biomarker }[]

export function nameIndex(biomarkers: readonly Biomarker[]): NameIndex {
  registerTwins(biomarkers)
  const entries: NameIndex = []
  for (const biomarker of biomarkers)
    for (const name of Object.values(biomarker.names).flat()) {
      const folded = foldName(name)
      if (folded) entries.push({ folded, biomarker })
    }
  return entries.sort((a, b) => b.folded.length - a.folded.length)
}

const DASHES = /[‐‑‒–—−]/g
const NUMBER = String.raw`\d+(?:[.,]\d+)?`
// A value ends at a space or the line's end ("3rd generation" is no value), and is not a range's start.
const VALUE = new RegExp(String.raw`^([<>≤≥]|<=|>=)?\s*(${NUMBER})(?![\d.,]*\s*[-–]\s*\d)(?=\s|$)`)
/** "250,000" or "7.500": a thousands group or three decimals, a reader cannot tell which. */
const THOUSANDS_OR_DECIMALS = /^\d{1,3}[.,]\d{3}$/
/** A range at the start of a text: "12.0-16.0", "12,0 – 16,0", "< 5.0", "> 60", "≤ 5", "до 5", "bis 5", "up to 5". */
const RANGE_TWO_SIDED = new RegExp(String.raw`^(${NUMBER})\s*-\s*(${NUMBER})(?![\d.,])`)
const RANGE_UPPER = new RegExp(String.raw`^(?:<=?|≤|до|bis|up to)\s*(${NUMBER})(?![\d.,])`, 'i')
const RANGE_LOWER = new RegExp(String.raw`^(?:>=?|≥|от|ab|over)\s*(${NUMBER})(?![\d.,])`, 'i')
const FLAG_HIGH = /^(h|hh|hi|high|↑|\+\+|hoch|выше|повыш\.?)$/i
const FLAG_LOW = /^(l|ll|lo|low|↓|--|niedrig|tief|ниже|пониж\.?)$/i
/** A bare + or − flags a value only right beside it (German results); at a line's end it is a dash for "no range". */
const SIGN_FLAG = /^([+-])$/
/** A word that is a report's flag ("H", "↓", "hoch"). */
export const isFlag = (word: string) => FLAG_HIGH.test(word) || FLAG_LOW.test(word)

const toNumber = (text: string) => Number(text.replace(',', '.'))

/** Words a report puts between a test's name and its value that name no other test. */
const QUALIFIER = new RegExp(
  String.raw`^(?:basal|nüchtern|gesamt|total|serum|plasma|blood|fasting|i\.\s?s\.|im serum|venös|общий|общая|общее|натощак|в сыворотке|в крови)(?![\p{L}])`,
  'iu',
)

/** Spellings of units folded to the table's: micro signs, Cyrillic units, powers of ten, case. */
export function foldUnit(text: string): string {
  return text
    .trim()
    .replace(/[μ]/g, 'µ')
    .replace(/(\d),(\d)/g, '$1.$2')
    .replace(/²/g, '2')
    .replace(/³/g, '3')
    .replace(/(^|\/)(?:mc|u)(?=(?:g|mol|l|iu|u)(?:\/|$))/gi, '$1µ')
    .replace(/мк/gi, 'µ')
    .replace(/ммоль/gi, 'mmol')
    .replace(/мкмоль/gi, 'µmol')
    .replace(/нмоль/gi, 'nmol')
    .replace(/пмоль/gi, 'pmol')
    .replace(/моль/gi, 'mol')
    .replace(/мМЕ|мЕд/g, 'mIU')
    .replace(/МЕ|ЕД|Ед|ед/g, (unit) => (unit === 'МЕ' ? 'IU' : 'U'))
    .replace(/мг/gi, 'mg')
    .replace(/нг/gi, 'ng')
    .replace(/пг/gi, 'pg')
    .replace(/фл/gi, 'fL')
    .replace(/мм\/ч(ас)?/gi, 'mm/h')
    .replace(/сек|с$/gi, 's')
    .replace(/г/gi, 'g')
    .replace(/мл/gi, 'mL')
    .replace(/дл/gi, 'dL')
    .replace(/л/gi, 'L')
    .replace(/мин/gi, 'min')
    .replace(/[хx×*]\s*10/gi, '10')
    .replace(/10\s*(?:\^|\*\*|E|e|\*)?\s*([0-9⁰¹²³⁴⁵⁶⁷⁸⁹]+)/g, (_, power: string) => `10^${superscriptDigits(power)}`)
    .replace(/\s+/g, '')
    .toLowerCase()
}

const SUPERSCRIPTS = '⁰¹²³⁴⁵⁶⁷⁸⁹'
const superscriptDigits = (text: string) =>
  [...text].map((digit) => String(SUPERSCRIPTS.indexOf(digit) >= 0 ? SUPERSCRIPTS.indexOf(digit) : digit)).join('')

/** The table's name for a printed unit of this biomarker, or null when it is not one of its units. */
export function knownUnit(biomarker: Biomarker, printed: string): string | null {
  const folded = foldUnit(printed)
  return Object.keys(biomarker.units).find((unit) => foldUnit(unit) === folded) ?? null
}

/** The report's range at the start of a text, in the printed unit, and how much of the text it took. */
export function rangeAt(text: string): { range: ReferenceRange; length: number } | null {
  const cleaned = text.replace(DASHES, '-')
  const two = RANGE_TWO_SIDED.exec(cleaned)
  if (two) {
    const low = toNumber(two[1]!)
    const high = toNumber(two[2]!)
    return low <= high ? { range: { low, high }, length: two[0].length } : null
  }
  const upper = RANGE_UPPER.exec(cleaned)
  if (upper) return { range: { high: toNumber(upper[1]!) }, length: upper[0].length }
  const lower = RANGE_LOWER.exec(cleaned)
  if (lower) return { range: { low: toNumber(lower[1]!) }, length: lower[0].length }
  return null
}

/**
 * One line of a report read against the table: a row, a known name without a readable value
 * (`unread`), or null for anything else (headings, the patient's details, notes).
 */
export function readLine(line: string, names: NameIndex): LineReading {
  const text = line
    .replace(DASHES, '-')
    .replace(/\u00a0/g, ' ')
    .trim()
  const match = matchName(text, names)
  if (!match) return null
  const { biomarker, name } = match
  let rest = text.slice(match.length).trim()
  // What may stand between the name and the value: a bracketed note ("(Hb)", "(CKD-EPI)"), the
  // specimen or a qualifier ("basal", "nüchtern", "общий"), a colon. Nothing else is skipped: an
  // unknown word there may name another test ("Холестерин ЛПВП"), so the line is not read as this one.
  for (let skipped = 0; skipped < 4; skipped += 1) {
    const before = rest
    rest = rest
      .replace(/^[:=]\s*/, '')
      .replace(/^\([^)]{1,24}\)\s*/, '')
      .replace(QUALIFIER, '')
      .trim()
    if (rest === before) break
  }
  const value = VALUE.exec(rest)
  if (!value || THOUSANDS_OR_DECIMALS.test(value[2]!)) return { unread: { biomarker, name } }
  const qualifier = value[1] ? (value[1].startsWith('<') || value[1] === '≤' ? '<' : '>') : null
  rest = rest.slice(value[0].length).trim()

  let flag: LabRow['flag'] = null
  let unitText: string | null = null
  let rangeText: string | null = null
  let range: ReferenceRange | null = null
  // What follows the value, in any order: a flag, the unit, the range ("g/dL 12.0-16.0 H", "↑ ммоль/л 3,9 - 6,1").
  // Anything else (a second number, a second unit: another test's column on the same line) makes the
  // line unread rather than lend its numbers to this test.
  const sign = SIGN_FLAG.exec(rest.split(/\s+/, 1)[0] ?? '')
  if (sign) {
    flag = sign[1] === '+' ? 'H' : 'L'
    rest = rest.slice(1).trim()
  }
  while (rest) {
    const found: ReturnType<typeof rangeAt> = range ? null : rangeAt(rest)
    if (found) {
      range = found.range
      rangeText = rest.slice(0, found.length).trim()
      rest = rest.slice(found.length).trim()
      continue
    }
    const [token = ''] = rest.split(/\s+/, 1)
    rest = rest.slice(token.length).trim()
    if (!flag && FLAG_HIGH.test(token)) flag = 'H'
    else if (!flag && FLAG_LOW.test(token)) flag = 'L'
    else if (!unitText && /[a-zA-Zµμа-яА-Я%/^]/.test(token)) unitText = token
    else return { unread: { biomarker, name } }
  }
  const unit = unitText ? knownUnit(biomarker, unitText) : null
  // A name two tests share in print ("Lymphocytes") is the count's, not the share's, when its unit is a count's.
  const twin = unit === null && unitText ? countTwin(biomarker, unitText) : null
  return {
    row: {
      biomarker: twin ?? biomarker,
      name,
      value: toNumber(value[2]!),
      qualifier,
      valueText: value[0].trim(),
      unitText,
      unit: twin ? knownUnit(twin, unitText!) : unit,
      range,
      rangeText,
      flag,
    },
  }
}

/** The table's longest name at the line's start, followed by a word boundary. */
function matchName(text: string, names: NameIndex): { biomarker: Biomarker; name: string; length: number } | null {
  // Fold the line's start character by character, so the match maps back to the printed text.
  const prefix = text.slice(0, 64)
  const foldedAt: number[] = []
  let folded = ''
  for (let index = 0; index < prefix.length; index += 1) {
    const part = foldName(prefix[index]!)
    folded += part
    for (let count = 0; count < part.length; count += 1) foldedAt.push(index + 1)
  }
  for (const entry of names) {
    if (!folded.startsWith(entry.folded)) continue
    const end = foldedAt[entry.folded.length - 1]!
    const next = text[end]
    // Whole words only: "Ca" is not "Calcium", "Vitamin D" not "Vitamin D3", "CA" not "CA125".
    if (next && /[\p{L}\p{N}]/u.test(next)) continue
    return { biomarker: entry.biomarker, name: text.slice(0, end).trim(), length: end }
  }
  return null
}

/** The absolute count whose share a biomarker is (`neutrophils_pct` → `neutrophils_abs`), when the printed unit is the count's. */
function countTwin(biomarker: Biomarker, printed: string): Biomarker | null {
  if (!biomarker.id.endsWith('_pct')) return null
  const twin = TWINS.get(biomarker.id)
  return twin && knownUnit(twin, printed) ? twin : null
}

const TWINS = new Map<string, Biomarker>()
/** Registers the table's share/count pairs (called once by `nameIndex`). */
function registerTwins(biomarkers: readonly Biomarker[]) {
  const byId = new Map(biomarkers.map((biomarker) => [biomarker.id as string, biomarker]))
  for (const biomarker of biomarkers)
    if (biomarker.id.endsWith('_pct')) {
      const twin = byId.get(biomarker.id.replace(/_pct$/, '_abs'))
      if (twin) TWINS.set(biomarker.id, twin)
    }
}
