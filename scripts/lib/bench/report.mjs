// Plain-text tables for the bench's output: every figure with its ratio to the reference beside it.

export const kB = (bytes) => (Number.isFinite(bytes) ? `${(bytes / 1000).toFixed(1)} kB` : '—')
export const ms = (value, digits = 1) => (Number.isFinite(value) ? `${value.toFixed(digits)} ms` : '—')
export const num = (value, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : '—')

/** `value / reference` as "1.43×" (sizes, times). */
export const times = (value, reference) => (Number.isFinite(value / reference) && reference ? `${(value / reference).toFixed(2)}×` : '—')
/** `value / reference` as "9 %" (throughput, where the goals are a share of the reference). */
export const share = (value, reference) =>
  Number.isFinite(value / reference) && reference ? `${((value / reference) * 100).toFixed(0)} %` : '—'

/** Prints `rows` (arrays of cells) under `headers`; columns whose header starts with '<' align left. */
export function printTable(title, headers, rows, log = console.log) {
  const left = headers.map((header) => header.startsWith('<'))
  const names = headers.map((header) => header.replace(/^</, ''))
  const cells = rows.map((row) => row.map((cell) => String(cell ?? '')))
  const widths = names.map((name, index) => Math.max(name.length, ...cells.map((row) => row[index].length)))
  const line = (row) =>
    `| ${row.map((cell, index) => (left[index] ? cell.padEnd(widths[index]) : cell.padStart(widths[index]))).join(' | ')} |`
  log(`\n${title}\n`)
  log(line(names))
  log(`|${widths.map((width, index) => (left[index] ? `:${'-'.repeat(width + 1)}` : `${'-'.repeat(width + 1)}:`)).join('|')}|`)
  for (const row of cells) log(line(row))
}

export const mark = (ok) => (ok ? '✓' : '✗')
