/**
 * One collator per language: `localeCompare` with options builds an Intl.Collator on every call, which
 * cost more than the rest of a card's line (issue 28's profile).
 */
const collators = new Map<string, Intl.Collator>()

function baseCollator(locale: string): Intl.Collator {
  let collator = collators.get(locale)
  if (!collator) {
    collator = new Intl.Collator(locale, { sensitivity: 'base' })
    collators.set(locale, collator)
  }
  return collator
}

/**
 * An appointment's consultation as one line: its kind ("Video consultation") and the doctor's name for
 * the plan, said once when they are the same words (issue 26 #8: "Videosprechstunde · Videosprechstunde").
 */
export function planLabel(kind: string, planName: string, locale: string): string {
  const name = planName.trim()
  if (!name || baseCollator(locale).compare(kind, name) === 0) return kind
  return `${kind} · ${name}`
}
