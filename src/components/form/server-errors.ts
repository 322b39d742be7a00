import type { FieldError } from '~/lib/field-errors'

/**
 * Puts the server's field errors (the 422 list of `{ name, messages }`) on the form's own fields
 * as `onServer` errors, which editing the field clears. Returns how many landed on a field;
 * errors for unknown fields are left for the general error.
 */
export function applyServerFieldErrors<TName extends string>(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- TanStack Form's FormApi generics are too wide to name here
  formApi: { setFieldMeta: (name: TName, updater: (meta: any) => any) => void },
  fieldNames: ReadonlyArray<TName>,
  errors: ReadonlyArray<FieldError>,
): number {
  let applied = 0
  for (const { name, messages } of errors) {
    const known = fieldNames.find((candidate) => candidate === name)
    if (!known || messages.length === 0) continue
    formApi.setFieldMeta(known, (meta) => ({ ...meta, errorMap: { ...meta.errorMap, onServer: messages[0] } }))
    applied++
  }
  return applied
}
