/** File and storage sizes in the page's language (Intl units: "1.5 MB", "1,5 МБ", "١٫٥ م.ب"). */

const UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const

/** A file's size in the largest unit it reaches (binary steps of 1024, as the storage bar counts). */
export function formatFileSize(bytes: number, locale: string): string {
  let value = Math.max(0, bytes)
  let step = 0
  while (value >= 1024 && step < UNITS.length - 1) {
    value /= 1024
    step += 1
  }
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: UNITS[step],
    unitDisplay: 'short',
    maximumFractionDigits: step === 0 ? 0 : 1,
  }).format(value)
}

/** An amount of the storage bar in its unit (spec part 2 §5: MB, or GB once the limit passes 0.99 GB), two decimals at most. */
export function formatStorageAmount(value: number, unit: string, locale: string): string {
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: unit === 'GB' ? 'gigabyte' : 'megabyte',
    unitDisplay: 'short',
    maximumFractionDigits: 2,
  }).format(value)
}
