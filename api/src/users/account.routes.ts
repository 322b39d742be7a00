import type { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { FileStorage } from '../adapters/storage';
import type { Database } from '../db/client';
import { fail, ok, restPatient } from '../shared/rest';
import { storeFile } from './files.service';
import { fileUrl, findHealthInfo, findOwnedFile } from './users.service';

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
/** Room for the multipart boundaries and headers around a file of the maximum size. */
const MULTIPART_OVERHEAD = 64 * 1024;

/** Image types accepted for avatars, recognised by their first bytes rather than the client's claim. */
function sniffImageType(bytes: Uint8Array): string | null {
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (ascii(0, 8) === '\x89PNG\r\n\x1a\n') return 'image/png';
  if (ascii(0, 6) === 'GIF87a' || ascii(0, 6) === 'GIF89a') return 'image/gif';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  return null;
}

const safeName = (name: string) => name.replace(/[^\p{L}\p{N}._ -]/gu, '_').slice(0, 200) || 'file';

/** Patient REST routes of docs/api/auth-and-account.md: health answers and the patient's own files. */
export function mountAccountRoutes(app: Hono, deps: { db: Database; authSecret: string; storage: FileStorage; storageQuotaBytes: number }) {
  const { db, authSecret, storage, storageQuotaBytes } = deps;

  app.get('/health', async (c) => {
    const session = await restPatient(c, db, authSecret);
    if ('response' in session) return session.response;
    return ok(c, { patient_health: await findHealthInfo(db, session.userId) });
  });

  app.post(
    '/aws-s3',
    bodyLimit({ maxSize: MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD, onError: (c) => fail(c, 413, 'payload_too_large') }),
    async (c) => {
      const session = await restPatient(c, db, authSecret);
      if ('response' in session) return session.response;
      let file: unknown;
      try {
        file = (await c.req.parseBody())['file'];
      } catch {
        return fail(c, 400, 'bad_request');
      }
      if (!(file instanceof File)) return fail(c, 422, 'validation_failed', { errors: [{ name: 'file', messages: ['required'] }] });
      if (file.size > MAX_UPLOAD_BYTES) {
        return fail(c, 422, 'validation_failed', { errors: [{ name: 'file', messages: ['file_size'] }] });
      }
      const bytes = new Uint8Array(await file.arrayBuffer());
      const mime = sniffImageType(bytes);
      if (!mime) return fail(c, 422, 'validation_failed', { errors: [{ name: 'file', messages: ['file_type'] }] });

      const stored = await storeFile(db, storage, storageQuotaBytes, { ownerId: session.userId, name: safeName(file.name), mime, bytes });
      if (!stored.ok) return fail(c, 422, 'storage_limit_reached', { errors: [{ name: 'file', messages: ['storage_limit_reached'] }] });
      const row = stored.file;
      return ok(c, { data: { id: String(row.id), name: row.name, url: fileUrl(row.id) } }, 201);
    },
  );

  app.get('/aws-s3/file/:id', async (c) => {
    const session = await restPatient(c, db, authSecret);
    if ('response' in session) return session.response;
    const id = c.req.param('id');
    // Another patient's file answers exactly like a missing one.
    const row = /^\d{1,9}$/.test(id) ? await findOwnedFile(db, session.userId, Number(id)) : null;
    const bytes = row ? await storage.get(row.storageKey) : null;
    if (!row || !bytes) return fail(c, 404, 'not_found');
    // `size` is accepted for the spec's thumbnails; the original is served (no image library here).
    return new Response(bytes, {
      headers: {
        'content-type': row.mime,
        'content-length': String(bytes.byteLength),
        'cache-control': 'private, max-age=3600',
        'x-content-type-options': 'nosniff',
      },
    });
  });
}
