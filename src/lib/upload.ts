import { UPLOAD_PART_BYTES } from '#contract/upload-parts'
import { refused, send, type UploadOptions, type UploadResult } from './upload-request'

/**
 * A file upload the patient can watch and stop (spec part 1 §5, §8: progress, remove to abort, the
 * error or 'Upload failed' on the row): XMLHttpRequest, since fetch reports no upload progress.
 * A file of one part or less goes in one request (`POST /storage/file`); a larger one in parts over
 * tus (`/storage/uploads`, ADR 0069), so a dropped connection costs one part: the uploader asks
 * where the upload got to and goes on from there.
 */
export type { UploadResult }

export async function uploadFile(file: File, options: UploadOptions): Promise<UploadResult> {
  // The resumable uploader's code loads only for a file that needs it.
  if (file.size > UPLOAD_PART_BYTES) return (await import('./upload-parts')).uploadInParts(file, options)
  return uploadWhole(file, options)
}

async function uploadWhole(file: File, { lang, onProgress, signal }: UploadOptions): Promise<UploadResult> {
  const form = new FormData()
  form.set('file', file, file.name)
  const answer = await send('POST', `/storage/file?lang=${lang}`, {
    body: form,
    signal,
    onProgress: (loaded) => onProgress(Math.min(1, loaded / file.size)),
  })
  if (answer.status === 201 && answer.body?.id) return { ok: true, id: answer.body.id, name: answer.body.name ?? file.name }
  return refused(answer)
}
