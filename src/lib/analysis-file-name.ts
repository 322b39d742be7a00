/**
 * An analysis' file name as the section shows it (spec part 2 §5): special characters stripped
 * (letters of any script, digits, spaces, dots, dashes and underscores stay), then cut to 30
 * characters plus an ellipsis. Counted in code points, so a Cyrillic or Arabic name is cut like a Latin one.
 */
export const ANALYSIS_NAME_MAX = 30

export function analysisFileName(name: string): string {
  // NFC first: a Mac's file names come decomposed ("u" + "¨"), which would count twice and could be cut apart.
  const kept = Array.from(
    name
      .normalize('NFC')
      .replace(/[^\p{L}\p{M}\p{N} ._-]+/gu, '')
      .replace(/\s+/g, ' ')
      .trim(),
  )
  return kept.length > ANALYSIS_NAME_MAX ? `${kept.slice(0, ANALYSIS_NAME_MAX).join('').trimEnd()}…` : kept.join('')
}

/** A size in megabytes with two decimals (spec part 2 §5), as a number for Intl to write in the page's language. */
export const megabytes = (bytes: number) => Math.round((bytes / (1024 * 1024)) * 100) / 100
