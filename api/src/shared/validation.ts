import { GraphQLError } from 'graphql'
import * as v from 'valibot'

/** Field errors as the web maps them onto its form fields: message values are i18n keys. */
export type FieldErrors = { name: string; messages: string[] }[]

export type Validated<T> = { ok: true; value: T } | { ok: false; errors: FieldErrors }

/**
 * Valibot's built-in messages quote the value received; answers carry field names and messages
 * only, so a schema's own message (an i18n key) stays and a built-in one becomes the check's name.
 */
const NO_VALUES: v.Config<v.BaseIssue<unknown>> = { abortPipeEarly: true, message: (issue) => issue.type }

/** Runs a valibot schema and groups its issues per field, one message per field (the first rule that fails). */
export function validate<TSchema extends v.GenericSchema>(schema: TSchema, input: unknown): Validated<v.InferOutput<TSchema>> {
  const result = v.safeParse(schema, input, NO_VALUES)
  if (result.success) return { ok: true, value: result.output }
  return { ok: false, errors: groupIssues(result.issues) }
}

export function groupIssues(issues: readonly v.BaseIssue<unknown>[]): FieldErrors {
  const byField = new Map<string, string[]>()
  for (const issue of issues) {
    const name = v.getDotPath(issue)?.replace(/\.\d+$/, '') ?? 'input'
    const messages = byField.get(name) ?? []
    if (!messages.includes(issue.message)) messages.push(issue.message)
    byField.set(name, messages)
  }
  return [...byField].map(([name, messages]) => ({ name, messages }))
}

/** A validation's value, or its field errors thrown as the 422-style GraphQL error (`fieldErrorsError`). */
export function valid<T>(result: Validated<T>): T {
  if (!result.ok) throw fieldErrorsError(result.errors)
  return result.value
}

/** The 422-style GraphQL error the web turns into per-field messages (spec part 2 §7). */
export function fieldErrorsError(errors: FieldErrors): GraphQLError {
  return new GraphQLError('validation failed', {
    extensions: { code: 'BAD_USER_INPUT', http: { status: 422 }, errors },
  })
}

/**
 * PostgreSQL's text cannot hold U+0000: a NUL byte in any string that reaches a query fails there
 * and answered an internal error (issue 25). It is never meaningful input, so every entry point
 * refuses it as bad input before any handler runs: `refuseNulInput` (path, query string and
 * headers; nul-input.ts), `jsonBody` (REST JSON bodies) and `refuseNulArguments` (GraphQL
 * variables and inline arguments; graphql/protection.ts) all ask this.
 */
export function containsNul(value: unknown): boolean {
  // Iterative: a 1 MB body of nested arrays must not overflow the stack.
  const pending: unknown[] = [value]
  while (pending.length) {
    const next = pending.pop()
    if (typeof next === 'string') {
      if (next.includes('\0')) return true
    } else if (next && typeof next === 'object') {
      for (const [key, item] of Object.entries(next)) {
        if (key.includes('\0')) return true
        pending.push(item)
      }
    }
  }
  return false
}
