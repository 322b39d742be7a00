import { clsx, type ClassValue } from 'clsx'
import { createTailwindMerge, validators } from 'tailwind-merge'

const { isNumber, isFraction, isTshirtSize, isArbitraryValue, isArbitraryVariable, isAny } = validators

/** Values a spacing or sizing utility takes: `4`, `1/2`, `px`, `full`, `[3rem]`, `(--x)`. */
const lengths = () => [isNumber, isFraction, isArbitraryValue, isArbitraryVariable, 'px', 'auto', 'full', 'screen', 'min', 'max', 'fit']
const radii = () => ['', 'none', 'xs', isTshirtSize, 'full', isArbitraryValue]

/**
 * tailwind-merge with only the utility families this codebase overrides through `className`
 * (spacing, sizing, display, position, colour, type, border, radius, flex). The library's default
 * config knows every Tailwind utility and costs ~8 kB gzip on every page; this one is a fraction of
 * that. A family missing here still works, it just isn't de-duplicated: add it when a component
 * starts overriding it.
 */
const merge = createTailwindMerge(() => ({
  cacheSize: 500,
  theme: {},
  classGroups: {
    display: ['block', 'inline-block', 'inline', 'flex', 'inline-flex', 'grid', 'inline-grid', 'contents', 'hidden'],
    position: ['static', 'fixed', 'absolute', 'relative', 'sticky'],
    p: [{ p: lengths() }],
    px: [{ px: lengths() }],
    py: [{ py: lengths() }],
    ps: [{ ps: lengths() }],
    pe: [{ pe: lengths() }],
    pt: [{ pt: lengths() }],
    pb: [{ pb: lengths() }],
    m: [{ m: lengths() }],
    mx: [{ mx: lengths() }],
    my: [{ my: lengths() }],
    ms: [{ ms: lengths() }],
    me: [{ me: lengths() }],
    mt: [{ mt: lengths() }],
    mb: [{ mb: lengths() }],
    gap: [{ gap: lengths() }],
    'gap-x': [{ 'gap-x': lengths() }],
    'gap-y': [{ 'gap-y': lengths() }],
    w: [{ w: lengths() }],
    h: [{ h: lengths() }],
    size: [{ size: lengths() }],
    'min-w': [{ 'min-w': lengths() }],
    'min-h': [{ 'min-h': lengths() }],
    'max-w': [{ 'max-w': [isTshirtSize, 'none', 'prose', ...lengths()] }],
    'max-h': [{ 'max-h': lengths() }],
    'flex-direction': [{ flex: ['row', 'row-reverse', 'col', 'col-reverse'] }],
    'justify-content': [{ justify: ['start', 'end', 'center', 'between', 'around', 'evenly', 'stretch'] }],
    'align-items': [{ items: ['start', 'end', 'center', 'baseline', 'stretch'] }],
    'text-alignment': [{ text: ['left', 'center', 'right', 'justify', 'start', 'end'] }],
    'font-size': [{ text: ['base', isTshirtSize, isArbitraryValue] }],
    'font-weight': [{ font: ['thin', 'light', 'normal', 'medium', 'semibold', 'bold', 'extrabold', 'black'] }],
    'text-color': [{ text: [isAny] }],
    'bg-color': [{ bg: [isAny] }],
    'border-w': [{ border: ['', isNumber, isArbitraryValue] }],
    'border-color': [{ border: [isAny] }],
    rounded: [{ rounded: radii() }],
    shadow: [{ shadow: ['', 'none', isTshirtSize, isArbitraryValue] }],
    overflow: [{ overflow: ['auto', 'hidden', 'clip', 'visible', 'scroll'] }],
  },
  conflictingClassGroups: {
    p: ['px', 'py', 'ps', 'pe', 'pt', 'pb'],
    px: ['ps', 'pe'],
    py: ['pt', 'pb'],
    m: ['mx', 'my', 'ms', 'me', 'mt', 'mb'],
    mx: ['ms', 'me'],
    my: ['mt', 'mb'],
    gap: ['gap-x', 'gap-y'],
    size: ['w', 'h'],
  },
  conflictingClassGroupModifiers: {},
  orderSensitiveModifiers: [],
}))

/** Joins class names and lets later Tailwind utilities override earlier ones. */
export function cn(...inputs: ClassValue[]): string {
  return merge(clsx(inputs))
}
