/**
 * Reading a request body within a byte limit, for both tiers' edges (the web's `src/start.ts`, the
 * API's GraphQL route): the declared Content-Length is checked first (Node stops a body at it), and
 * a chunked body is counted as it streams, so neither form gets past the limit. Over the limit the
 * stream is cancelled at once, which stops the upload instead of stalling the connection.
 */
export type BodyWithin = { fits: true; bytes: Uint8Array<ArrayBuffer> | null } | { fits: false }

export async function readBodyWithin(request: Request, limit: number): Promise<BodyWithin> {
  const declared = request.headers.get('content-length')
  if (declared !== null && Number(declared) > limit) return { fits: false }
  if (!request.body) return { fits: true, bytes: null }
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limit) {
      // Not awaited: on a tee'd body (the web reads a clone) cancelling settles only once the
      // other branch is cancelled too, which the caller does next.
      reader.cancel().catch(() => {})
      return { fits: false }
    }
    chunks.push(value)
  }
  const bytes = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  return { fits: true, bytes }
}
