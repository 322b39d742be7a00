/**
 * The page's language with the region the reader prefers for it: `en` with `['en-US', 'de']` is
 * `en-US`; with no preferred tag of that language that names a region, the page's language alone.
 * The app's languages carry no region, so this is where it learns one (issue 26 #9: units). The web
 * reads the preferences from `navigator.languages`, the API from the request's Accept-Language:
 * one rule, so a number sent without a unit means the same unit the questionnaire preselects.
 */
export function regionalTag(locale: string, preferred: readonly string[]): string {
  const language = locale.split('-')[0]!.toLowerCase()
  return preferred.find((tag) => tag.split('-')[0]!.toLowerCase() === language && tag.includes('-')) ?? locale
}

/** An Accept-Language header's tags, most preferred first (`q=0` and `*` left out). */
export function acceptLanguageTags(header: string | null | undefined): string[] {
  if (!header) return []
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...parameters] = part.trim().split(';')
      const q = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)?.[1]).find((value) => value !== undefined)
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index }
    })
    .filter((entry) => entry.tag !== '' && entry.tag !== '*' && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag)
}
