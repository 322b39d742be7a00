/**
 * An appointment's consultation as one line: its kind ("Video consultation") and the doctor's name for
 * the plan, said once when they are the same words (issue 26 #8: "Videosprechstunde · Videosprechstunde").
 */
export function planLabel(kind: string, planName: string, locale: string): string {
  const name = planName.trim()
  if (!name || kind.localeCompare(name, locale, { sensitivity: 'base' }) === 0) return kind
  return `${kind} · ${name}`
}
