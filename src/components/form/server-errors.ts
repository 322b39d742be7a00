import type { FieldError } from '~/lib/field-errors'

/**
 * Puts server field errors (the API's 422 `{ name, messages }` list) on the form's own fields.
 * Returns false when none matched, so the caller shows a general error instead (spec part 1 §5).
 */
export function applyServerErrors<TName extends string>(
  errors: ReadonlyArray<FieldError>,
  names: ReadonlyArray<TName>,
  setError: (name: TName, message: string) => void,
): boolean {
  let applied = false
  for (const error of errors) {
    const name = names.find((candidate) => candidate === error.name)
    const message = error.messages[0]
    if (!name || !message) continue
    setError(name, message)
    applied = true
  }
  return applied
}
