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

/** A form's field names and how to put a server message on one of them. */
export interface ServerErrorTarget<TName extends string> {
  fields: ReadonlyArray<TName>
  setError: (name: TName, message: string) => void
}

/** What `serverErrorTarget` needs of a TanStack form (its `form` or `formApi`). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- TanStack Form's FormApi generics are too wide to name here
export type ServerErrorForm<TName extends string> = { setFieldMeta: (name: TName, updater: (meta: any) => any) => void }

/** A form's field names and how to put a server message on one (as `onServer`, cleared on edit). */
export function serverErrorTarget<TName extends string>(
  fields: ReadonlyArray<TName>,
  formApi: ServerErrorForm<TName>,
): ServerErrorTarget<TName> {
  return {
    fields,
    setError: (name: TName, message: string) =>
      formApi.setFieldMeta(name, (meta) => ({ ...meta, errorMap: { ...meta.errorMap, onServer: message } })),
  }
}
