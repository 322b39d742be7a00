import { describe, expect, it } from 'vitest'
import { readBodyWithin } from './body-limit'

/** A chunked body (no content-length) of `chunks` pieces of `size` bytes, recording whether it was cancelled. */
function chunkedRequest(chunks: number, size: number) {
  const state = { pulled: 0, cancelled: false }
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (state.pulled === chunks) return controller.close()
      state.pulled += 1
      controller.enqueue(new Uint8Array(size).fill(state.pulled))
    },
    cancel() {
      state.cancelled = true
    },
  })
  const request = new Request('http://localhost/', { method: 'POST', body, duplex: 'half' } as RequestInit)
  return { request, state }
}

describe('readBodyWithin', () => {
  it('refuses a declared length over the limit without reading', async () => {
    const request = new Request('http://localhost/', { method: 'POST', body: 'x'.repeat(11), headers: { 'content-length': '11' } })
    expect(await readBodyWithin(request, 10)).toEqual({ fits: false })
    expect(request.bodyUsed).toBe(false)
  })

  it('answers the bytes of a body within the limit', async () => {
    const { request } = chunkedRequest(3, 4)
    const result = await readBodyWithin(request, 12)
    expect(result.fits && Array.from(result.bytes!)).toEqual([1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3])
  })

  it('stops a chunked body as soon as it passes the limit and cancels the stream', async () => {
    const { request, state } = chunkedRequest(100, 4)
    expect(await readBodyWithin(request, 10)).toEqual({ fits: false })
    expect(state.pulled).toBeLessThan(5)
    expect(state.cancelled).toBe(true)
  })

  it('answers null bytes for a request without a body', async () => {
    expect(await readBodyWithin(new Request('http://localhost/'), 10)).toEqual({ fits: true, bytes: null })
  })
})
