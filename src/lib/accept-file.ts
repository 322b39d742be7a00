/**
 * Whether a file matches an `<input accept>` list, as the browser's dialog filters it: a `.ext`
 * suffix, a `type/*` family or an exact media type, case-insensitive; no list accepts everything.
 * A dropped file never passes the dialog, so the picker checks it with this (issue 26 #17, ADR 0048).
 */
export function acceptsFile(file: { name: string; type: string }, accept: string | undefined): boolean {
  const patterns = (accept ?? '')
    .split(',')
    .map((pattern) => pattern.trim().toLowerCase())
    .filter(Boolean)
  if (patterns.length === 0) return true
  const name = file.name.toLowerCase()
  const type = file.type.toLowerCase()
  return patterns.some((pattern) => {
    if (pattern.startsWith('.')) return name.endsWith(pattern)
    if (pattern.endsWith('/*')) return type.startsWith(pattern.slice(0, -1))
    return type === pattern
  })
}
