/**
 * A file upload the patient can watch and stop (spec part 1 §5, §8: progress, remove to abort, the
 * error or 'Upload failed' on the row): XMLHttpRequest, since fetch reports no upload progress.
 */
export type UploadResult = { ok: true; id: string; name: string } | { ok: false; message: string | null }

export function uploadFile(
  file: File,
  { url, onProgress, signal }: { url: string; onProgress: (fraction: number) => void; signal: AbortSignal },
): Promise<UploadResult> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest()
    request.open('POST', url)
    request.responseType = 'json'
    request.upload.onprogress = (event) => event.lengthComputable && onProgress(event.loaded / event.total)
    request.onload = () => {
      const body = request.response as { id?: string; name?: string; message?: string; fieldErrors?: { messages: string[] }[] } | null
      if (request.status === 201 && body?.id) return resolve({ ok: true, id: body.id, name: body.name ?? file.name })
      resolve({ ok: false, message: body?.fieldErrors?.[0]?.messages[0] ?? null })
    }
    request.onerror = () => resolve({ ok: false, message: null })
    request.onabort = () => reject(new DOMException('The upload was stopped.', 'AbortError'))
    signal.addEventListener('abort', () => request.abort(), { once: true })
    const form = new FormData()
    form.set('file', file, file.name)
    request.send(form)
  })
}
