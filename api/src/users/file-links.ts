import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * Short-lived links to a patient's file (spec part 2 §7: `GET /storage/file/{id}` "with the
 * no-redirect suffix returns a url field that is copied as a link"): the file's address with an
 * expiry and an HMAC of both, so whoever the patient gives it to can download the file without an
 * account until it expires. Nothing is stored; rotating the secret ends every link.
 */

export const FILE_LINK_TTL_SECONDS = 15 * 60

const signatureOf = (secret: string, fileId: number, expires: number) =>
  createHmac('sha256', secret).update(`file-link:${fileId}:${expires}`).digest('hex')

/** The link's path and query, and when it stops working. */
export function signFileLink(secret: string, fileId: number, now: Date): { path: string; expiresAt: Date } {
  const expires = Math.floor(now.getTime() / 1000) + FILE_LINK_TTL_SECONDS
  return {
    path: `/storage/file/${fileId}?expires=${expires}&signature=${signatureOf(secret, fileId, expires)}`,
    expiresAt: new Date(expires * 1000),
  }
}

/** Whether `expires` and `signature` (from the query) open file `fileId` at `now`. */
export function fileLinkValid(
  secret: string,
  fileId: number,
  expires: string | undefined,
  signature: string | undefined,
  now: Date,
): boolean {
  if (!expires || !signature || !/^\d{1,12}$/.test(expires) || !/^[0-9a-f]{64}$/.test(signature)) return false
  if (Number(expires) * 1000 <= now.getTime()) return false
  return timingSafeEqual(Buffer.from(signature, 'hex'), Buffer.from(signatureOf(secret, fileId, Number(expires)), 'hex'))
}
