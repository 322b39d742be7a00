import { clsx, type ClassValue } from 'clsx'

const LENGTH_WORDS = new Set(['px', 'auto', 'full', 'screen', 'min', 'max', 'fit'])
const isNumber = (value: string) => value !== '' && !Number.isNaN(Number(value))
const isFraction = (value: string) => /^\d+\/\d+$/.test(value)
const isTshirtSize = (value: string) => /^(\d+(\.\d+)?)?(xs|sm|md|lg|xl)$/.test(value)
/** `[3rem]`, `[length:var(--x)]`, `(--x)`. */
const isArbitrary = (value: string) => /^\[.+\]$/.test(value) || /^\(.+\)$/.test(value)
/** Values a spacing or sizing utility takes: `4`, `1/2`, `px`, `full`, `[3rem]`, `(--x)`. */
const isLength = (value: string) => isNumber(value) || isFraction(value) || isArbitrary(value) || LENGTH_WORDS.has(value)

type Test = (value: string) => boolean
const oneOf =
  (...words: string[]): Test =>
  (value) =>
    words.includes(value)

const SPACING = ['p', 'px', 'py', 'ps', 'pe', 'pt', 'pb', 'm', 'mx', 'my', 'ms', 'me', 'mt', 'mb', 'gap', 'gap-x', 'gap-y']
const SIZING = ['w', 'h', 'size', 'min-w', 'min-h', 'max-h']

/**
 * The utility families this codebase overrides through `className`, as prefix → [family, test of the
 * value] in the order they are tried (the first match wins: `text-sm` is a size before it is a colour).
 * A family missing here still works, it just isn't de-duplicated: add it when a component starts
 * overriding it. Bare words (`flex`, `hidden`, `absolute`) are looked up in WORDS.
 */
const FAMILIES: Record<string, Array<[family: string, test: Test]>> = {
  ...Object.fromEntries(SPACING.map((prefix) => [prefix, [[prefix, isLength]]])),
  ...Object.fromEntries(SIZING.map((prefix) => [prefix, [[prefix, isLength]]])),
  'max-w': [['max-w', (value) => isTshirtSize(value) || value === 'none' || value === 'prose' || isLength(value)]],
  flex: [['flex-direction', oneOf('row', 'row-reverse', 'col', 'col-reverse')]],
  justify: [['justify-content', oneOf('start', 'end', 'center', 'between', 'around', 'evenly', 'stretch')]],
  items: [['align-items', oneOf('start', 'end', 'center', 'baseline', 'stretch')]],
  text: [
    ['text-alignment', oneOf('left', 'center', 'right', 'justify', 'start', 'end')],
    ['font-size', (value) => value === 'base' || isTshirtSize(value) || /^\[.+\]$/.test(value)],
    ['text-color', () => true],
  ],
  font: [['font-weight', oneOf('thin', 'light', 'normal', 'medium', 'semibold', 'bold', 'extrabold', 'black')]],
  bg: [['bg-color', () => true]],
  border: [
    ['border-w', (value) => value === '' || isNumber(value) || /^\[.+\]$/.test(value)],
    ['border-color', () => true],
  ],
  rounded: [['rounded', (value) => value === '' || value === 'none' || value === 'full' || isTshirtSize(value) || /^\[.+\]$/.test(value)]],
  shadow: [['shadow', (value) => value === '' || value === 'none' || isTshirtSize(value) || /^\[.+\]$/.test(value)]],
  overflow: [['overflow', oneOf('auto', 'hidden', 'clip', 'visible', 'scroll')]],
}

const WORDS: Record<string, string> = {
  ...Object.fromEntries(
    ['block', 'inline-block', 'inline', 'flex', 'inline-flex', 'grid', 'inline-grid', 'contents', 'hidden'].map((word) => [
      word,
      'display',
    ]),
  ),
  ...Object.fromEntries(['static', 'fixed', 'absolute', 'relative', 'sticky'].map((word) => [word, 'position'])),
  border: 'border-w',
  rounded: 'rounded',
  shadow: 'shadow',
}

/** A later utility of a family also overrides these (`p-4` after `px-2`, `size-6` after `w-4`). */
const OVERRIDES: Record<string, string[]> = {
  p: ['px', 'py', 'ps', 'pe', 'pt', 'pb'],
  px: ['ps', 'pe'],
  py: ['pt', 'pb'],
  m: ['mx', 'my', 'ms', 'me', 'mt', 'mb'],
  mx: ['ms', 'me'],
  my: ['mt', 'mb'],
  gap: ['gap-x', 'gap-y'],
  size: ['w', 'h'],
}

/** The family of a utility without its variants and `!`, e.g. `-mt-2` → `mt`, `text-sm` → `font-size`. */
function familyOf(utility: string): string | undefined {
  const name = utility.startsWith('-') ? utility.slice(1) : utility
  if (WORDS[name]) return WORDS[name]
  // Longest prefix first: `max-w-6xl` is max-w, not a w; `gap-x-2` is gap-x, not a gap.
  for (let end = name.lastIndexOf('-'); end > 0; end = name.lastIndexOf('-', end - 1)) {
    const prefix = name.slice(0, end)
    const match = FAMILIES[prefix]?.find(([, test]) => test(name.slice(end + 1)))
    if (match) return match[0]
  }
  return undefined
}

/** Splits `tablet:hover:px-4!` into its variants (sorted: their order does not matter) and the utility. */
function parse(className: string): { key: string; utility: string } {
  const parts: string[] = []
  let depth = 0
  let start = 0
  for (let index = 0; index < className.length; index++) {
    const char = className[index]
    if (char === '[' || char === '(') depth++
    else if (char === ']' || char === ')') depth--
    else if (char === ':' && depth === 0) {
      parts.push(className.slice(start, index))
      start = index + 1
    }
  }
  let utility = className.slice(start)
  const important = utility.startsWith('!') || utility.endsWith('!')
  if (important) utility = utility.startsWith('!') ? utility.slice(1) : utility.slice(0, -1)
  return { key: parts.sort().join(':') + (important ? '!' : '') + ':', utility }
}

/**
 * Lets later Tailwind utilities override earlier ones of the same family and variants, for the
 * families in FAMILIES: what tailwind-merge does, without its knowledge of every Tailwind utility
 * (its default `twMerge` put 7.4 kB gzip on every page's first load, measured for issue 27; ADR 0024).
 */
export function mergeClasses(classList: string): string {
  const taken = new Set<string>()
  const kept: string[] = []
  const classes = classList.split(/\s+/).filter(Boolean)
  for (let index = classes.length - 1; index >= 0; index--) {
    const className = classes[index]!
    const { key, utility } = parse(className)
    const family = familyOf(utility)
    if (family) {
      if (taken.has(key + family)) continue
      taken.add(key + family)
      for (const overridden of OVERRIDES[family] ?? []) taken.add(key + overridden)
    }
    kept.push(className)
  }
  return kept.reverse().join(' ')
}

/** Joins class names and lets later Tailwind utilities override earlier ones. */
export function cn(...inputs: ClassValue[]): string {
  const classList = clsx(inputs)
  return import.meta.env.SSR ? mergedOnce(classList) : mergeClasses(classList)
}

/**
 * On the server, each list merged once: every render asks for the same few hundred lists again (4 %
 * of a signed-in page's render went to merging them, issue 28's profile). Bounded, since a list may
 * carry a value (an arbitrary width). Not in the browser, which renders each list about once and
 * whose first-load budget has no bytes to spare.
 */
function mergedOnce(classList: string): string {
  mergedLists ??= new Map()
  let merged = mergedLists.get(classList)
  if (merged === undefined) {
    if (mergedLists.size >= MAX_MERGED_LISTS) mergedLists.clear()
    mergedLists.set(classList, (merged = mergeClasses(classList)))
  }
  return merged
}

const MAX_MERGED_LISTS = 2000
let mergedLists: Map<string, string> | undefined
