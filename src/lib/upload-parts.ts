import { UPLOAD_PART_BYTES } from '#contract/upload-parts'
import { refused, send, type UploadOptions, type UploadResult } from './upload-request'

/**
 * A file larger than one part, uploaded in parts over tus (`/storage/uploads`, ADR 0069): each part is
 * stored whole or not at all, so a dropped connection costs one part; the uploader asks where the
 * upload got to (HEAD) and goes on from there. Stopped, the upload is terminated (DELETE).
 */
const TUS = { 'Tus-Resumable': '1.0.0' }
/** Tries in a row for one part before the upload counts as failed: a phone's network comes back within these. */
const PART_TRIES = 6
/** Answers after which the upload may go on from where it got to: the network, a dropped part, a busy server. */
const resumable = (status: number) => status === 0 || status === 400 || status === 409 || status === 429 || status >= 500

/** A filename as tus metadata carries it: base64 of its UTF-8 bytes. */
const base64 = (text: string) => btoa(String.fromCharCode(...new TextEncoder().encode(text)))

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const stop = () => {
      clearTimeout(timer)
      reject(new DOMException('The upload was stopped.', 'AbortError'))
    }
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', stop)
      resolve()
    }, ms)
    signal.addEventListener('abort', stop, { once: true })
  })
}

export async function uploadInParts(file: File, { lang, onProgress, signal }: UploadOptions): Promise<UploadResult> {
  const created = await send('POST', `/storage/uploads?lang=${lang}`, {
    headers: { ...TUS, 'Upload-Length': String(file.size), 'Upload-Metadata': `filename ${base64(file.name)}` },
    signal,
  })
  const location = created.header('location')
  if (created.status !== 201 || !location || !created.body?.id) return refused(created)
  const url = `${location}?lang=${lang}`
  // Stopped: the parts stored so far and the storage they reserved go (tus termination).
  const end = () => void fetch(url, { method: 'DELETE', headers: TUS, keepalive: true }).catch(() => undefined)
  signal.addEventListener('abort', end, { once: true })
  const terminate = () => {
    signal.removeEventListener('abort', end)
    end()
  }

  let offset = 0
  let failures = 0
  while (offset < file.size) {
    const start = offset
    const answer = await send('PATCH', url, {
      headers: { ...TUS, 'Upload-Offset': String(start), 'Content-Type': 'application/offset+octet-stream' },
      body: file.slice(start, start + UPLOAD_PART_BYTES),
      signal,
      onProgress: (loaded) => onProgress(Math.min(1, (start + loaded) / file.size)),
    })
    if (answer.status === 200 && answer.body?.id) {
      signal.removeEventListener('abort', end)
      return { ok: true, id: answer.body.id, name: answer.body.name ?? file.name }
    }
    if (answer.status === 204) {
      offset = Number(answer.header('upload-offset'))
      failures = 0
      continue
    }
    if (!resumable(answer.status) || ++failures >= PART_TRIES) {
      // Given up: the parts and the storage they reserve go now, not when the upload expires in a day.
      terminate()
      return refused(answer)
    }
    // Where did it get to? The part either landed whole or not at all.
    await pause(500 * 2 ** (failures - 1), signal)
    const reached = await send('HEAD', url, { headers: TUS, signal })
    if (reached.status === 200) offset = Number(reached.header('upload-offset'))
    else if (!resumable(reached.status)) {
      terminate()
      return refused(reached)
    }
  }
  // Every byte is stored but the last answer was lost: the upload cannot be told apart from a refused one.
  terminate()
  return { ok: false, message: null }
}
