import * as v from 'valibot'
import type { FieldError } from './field-errors'

/**
 * Valibot's built-in messages quote the value they received, and its issues carry the whole input:
 * a failing server function must answer field names and messages only (a password or a 5 MB field
 * never comes back). Messages a schema sets (i18n keys) stay; built-in ones become the check's name.
 */
const NO_VALUES: v.Config<v.BaseIssue<unknown>> = { abortPipeEarly: true, message: (issue) => issue.type }

/** Field errors without values, one entry per field. */
export function fieldErrorsOf(issues: readonly v.BaseIssue<unknown>[]): FieldError[] {
  const byField = new Map<string, string[]>()
  for (const issue of issues) {
    const name = v.getDotPath(issue) ?? 'input'
    const messages = byField.get(name) ?? []
    if (!messages.includes(issue.message)) messages.push(issue.message)
    byField.set(name, messages)
  }
  return [...byField].map(([name, messages]) => ({ name, messages }))
}

/** Thrown for input a server function refuses; its message is the field errors as JSON. */
export class InvalidInputError extends Error {
  constructor(readonly fieldErrors: FieldError[]) {
    super(JSON.stringify(fieldErrors))
    this.name = 'InvalidInputError'
  }
}

/**
 * The one way server functions validate input: `.validator(serverInput(schema))`. Passing a
 * schema straight to `.validator()` would let Start answer with valibot's issues, values included.
 */
export function serverInput<TSchema extends v.GenericSchema>(schema: TSchema) {
  return (data: v.InferInput<TSchema>): v.InferOutput<TSchema> => {
    const result = v.safeParse(schema, data, NO_VALUES)
    if (!result.success) throw new InvalidInputError(fieldErrorsOf(result.issues))
    return result.output
  }
}
