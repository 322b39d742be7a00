/**
 * Turns a form field's errors (strings from validators and the server, or Standard Schema issues
 * with a `message`) into a list of distinct message keys, in order.
 */
export function errorMessageKeys(errors: ReadonlyArray<unknown>): string[] {
  const keys: string[] = []
  for (const error of errors) {
    const text =
      typeof error === 'string'
        ? error
        : typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string'
          ? error.message
          : null
    if (text && !keys.includes(text)) keys.push(text)
  }
  return keys
}
