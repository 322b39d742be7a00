/** What an upload (upload.ts, upload-parts.ts) comes to, and one request of it, by XMLHttpRequest for its progress. */
export type UploadResult = { ok: true; id: string; name: string } | { ok: false; message: string | null }
export type UploadOptions = { lang: string; onProgress: (fraction: number) => void; signal: AbortSignal }

export type Answer = { status: number; body: AnswerBody | null; header: (name: string) => string | null }
type AnswerBody = { id?: string; name?: string; message?: string; fieldErrors?: { messages: string[] }[] }

/**
 * One request; resolves with the answer, status 0 when the network failed, and rejects with an
 * AbortError when `signal` stopped it.
 */
export function send(
  method: string,
  url: string,
  {
    headers = {},
    body = null,
    signal,
    onProgress,
  }: { headers?: Record<string, string>; body?: XMLHttpRequestBodyInit | null; signal: AbortSignal; onProgress?: (loaded: number) => void },
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(new DOMException('The upload was stopped.', 'AbortError'))
    const request = new XMLHttpRequest()
    request.open(method, url)
    request.responseType = 'json'
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value)
    if (onProgress) request.upload.onprogress = (event) => onProgress(event.loaded)
    const answer = (status: number): Answer => ({
      status,
      body: status === 0 ? null : (request.response as AnswerBody | null),
      header: (name) => request.getResponseHeader(name),
    })
    request.onload = () => resolve(answer(request.status))
    request.onerror = () => resolve(answer(0))
    const stop = () => request.abort()
    request.onabort = () => reject(new DOMException('The upload was stopped.', 'AbortError'))
    request.onloadend = () => signal.removeEventListener('abort', stop)
    signal.addEventListener('abort', stop, { once: true })
    request.send(body)
  })
}

export const refused = (answer: Answer): UploadResult => ({ ok: false, message: answer.body?.fieldErrors?.[0]?.messages[0] ?? null })
