/**
 * Digits as people type them. An Arabic or Persian keyboard writes Arabic-Indic digits (U+0660–0669)
 * or Extended Arabic-Indic ones (U+06F0–06F9); phones, codes and numbers are stored and checked in
 * ASCII. The input components rewrite what is typed with these helpers (so the patient sees ASCII
 * and nothing vanishes) and the field schemas apply them too (so the API accepts the same text).
 */

const ARABIC_INDIC_ZERO = 0x0660
const PERSIAN_ZERO = 0x06f0

/** "٠١٢٣" and "۰۱۲۳" become "0123"; every other character stays as it is. */
export function asciiDigits(value: string): string {
  return value.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (digit) => {
    const code = digit.charCodeAt(0)
    return String(code - (code >= PERSIAN_ZERO ? PERSIAN_ZERO : ARABIC_INDIC_ZERO))
  })
}

/**
 * A decimal number as typed into a number input: digits of any of those scripts, an optional sign
 * ("-" or "−"), and "." "," or the Arabic decimal separator "٫" before the fraction. Blank is null (no answer);
 * anything else that is not such a number is NaN, so the form can say "not a number" rather than
 * "required".
 */
export function parseDecimal(text: string): number | null {
  const value = asciiDigits(text)
    .trim()
    .replace(/[,\u066b]/, '.')
    .replace(/^\u2212/, '-')
  if (value === '') return null
  return /^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(value) ? Number(value) : Number.NaN
}
