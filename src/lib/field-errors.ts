/** A server validation error for one form field: the spec's "name with a list of messages". */
export interface FieldError {
  name: string
  messages: string[]
}

function isFieldError(value: unknown): value is FieldError {
  if (typeof value !== 'object' || value === null || !('name' in value) || !('messages' in value)) return false
  const { name, messages } = value
  return typeof name === 'string' && Array.isArray(messages) && messages.every((m) => typeof m === 'string')
}

/** Normalises the API's `extensions.errors` (the 422 case) into a list of field errors. */
export function fieldErrorsFrom(raw: unknown): FieldError[] {
  return Array.isArray(raw) ? raw.filter(isFieldError) : []
}
