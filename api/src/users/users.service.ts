import { DOCUMENT_STATUS } from '#contract/documents'
import { and, eq } from 'drizzle-orm'
import type { FileStorage } from '../adapters/storage'
import type { Database } from '../db/client'
import * as t from '../db/schema'
import { hashPassword } from '../auth/passwords'
import { revokeUserSessions } from '../auth/sessions'
import type { FieldErrors } from '../shared/validation'
import { MEASURE_UNIT, MEASURES, measureErrors, withMeasureUnits, type HealthAnswersPatch, type Measure } from '#contract/health-answers'
import { deleteStoredBytes, removeOwnedFileRecord } from './files.service'
import { mergeHealthInfo } from './health-info'
import type { UpdatePatient } from './users.validation'

/** Avatars are served by the file route (owner only); the web proxies it under the same path. */
export const fileUrl = (fileId: number) => `/aws-s3/file/${fileId}`

/** A file row only when it belongs to this patient: other patients' ids look exactly like unknown ones. */
/** A ready stored file by its id alone: for a signed link, whose signature is the permission (file-links.ts). */
export async function findLinkedFile(db: Database, fileId: number) {
  const [row] = await db
    .select()
    .from(t.storedFiles)
    .where(and(eq(t.storedFiles.id, fileId), eq(t.storedFiles.status, DOCUMENT_STATUS.ready)))
  return row ?? null
}

export async function findOwnedFile(db: Database, ownerId: number, fileId: number) {
  const [row] = await db
    .select()
    .from(t.storedFiles)
    .where(and(eq(t.storedFiles.id, fileId), eq(t.storedFiles.ownerId, ownerId)))
  return row ?? null
}

type Outcome = { ok: true } | { ok: false; errors: FieldErrors }

/** Updates the profile; a replaced or removed avatar's file is deleted (it would count against the quota). */
export async function updatePatient(db: Database, storage: FileStorage, userId: number, input: UpdatePatient): Promise<Outcome> {
  const [current] = await db.select().from(t.users).where(eq(t.users.id, userId))
  if (!current) return { ok: false, errors: [{ name: 'input', messages: ['not_found'] }] }
  if (input.avatar != null && !(await findOwnedFile(db, userId, input.avatar))) {
    return { ok: false, errors: [{ name: 'avatar', messages: ['invalid_value'] }] }
  }
  const changes: Partial<typeof t.users.$inferInsert> = {
    firstName: input.first_name,
    lastName: input.last_name,
    phone: input.phone,
    gender: input.gender,
    dateOfBirth: input.date_of_birth,
    timezone: input.timezone,
    avatarFileId: input.avatar,
    locale: input.lang,
    address: input.address,
    city: input.city,
    country: input.country,
    // A new number must be verified again through POST /auth/verify/phone.
    phoneVerified: input.phone !== undefined && input.phone !== current.phone ? false : undefined,
    updatedAt: new Date(),
  }
  const replaced =
    input.avatar !== undefined && current.avatarFileId !== null && current.avatarFileId !== input.avatar ? current.avatarFileId : null
  const oldKey = await db.transaction(async (tx) => {
    await tx.update(t.users).set(changes).where(eq(t.users.id, userId))
    return replaced === null ? null : removeOwnedFileRecord(tx, userId, replaced)
  })
  if (oldKey) await deleteStoredBytes(storage, oldKey)
  return { ok: true }
}

/** Stores the new password and signs out every other session (the caller confirmed the current one). */
export async function updatePassword(db: Database, userId: number, keepSessionId: string | null, password: string): Promise<void> {
  await db
    .update(t.users)
    .set({ passwordHash: await hashPassword(password), updatedAt: new Date() })
    .where(eq(t.users.id, userId))
  await revokeUserSessions(db, userId, keepSessionId ?? undefined)
}

/**
 * auth2fa can only be switched on by confirming a TOTP code (POST /auth/otp/verify), which stores
 * the secret; here true is accepted only when that already happened. false forgets the secret.
 */
export async function updateSettings(
  db: Database,
  userId: number,
  input: { auth2fa?: boolean | null; activity_sync?: boolean | null },
): Promise<Outcome> {
  const [row] = await db.select().from(t.users).where(eq(t.users.id, userId))
  if (!row) return { ok: false, errors: [{ name: 'input', messages: ['not_found'] }] }
  if (input.auth2fa === true && !row.totpSecret) {
    return { ok: false, errors: [{ name: 'auth2fa', messages: ['two_factor_not_confirmed'] }] }
  }
  const settings = { ...t.DEFAULT_USER_SETTINGS, ...row.settings }
  if (typeof input.auth2fa === 'boolean') settings.auth2fa = input.auth2fa
  if (typeof input.activity_sync === 'boolean') settings.activity_sync = input.activity_sync
  const clearSecrets = input.auth2fa === false ? { totpSecret: null, totpPendingSecret: null } : {}
  await db
    .update(t.users)
    .set({ settings, ...clearSecrets, updatedAt: new Date() })
    .where(eq(t.users.id, userId))
  return { ok: true }
}

/** Questions asked only of women (gender 2; spec part 2 §3): a man's profile cannot answer them. */
const WOMEN_ONLY = ['regular_cycle', 'pregnant'] as const

export async function updateHealthInfo(
  db: Database,
  userId: number,
  patch: HealthAnswersPatch,
  /** the request's language with its preferred region (`en-US`): a number this patch leaves without a unit takes its default unit */
  languageTag: string,
): Promise<{ ok: true; value: t.HealthInfo } | { ok: false; errors: FieldErrors }> {
  const [row] = await db.select({ healthInfo: t.users.healthInfo, gender: t.users.gender }).from(t.users).where(eq(t.users.id, userId))
  if (row?.gender === 1) {
    const errors = WOMEN_ONLY.filter((key) => patch[key] != null).map((name) => ({ name, messages: ['invalid_value'] }))
    if (errors.length) return { ok: false, errors }
  }
  // A number or a unit sent alone is checked against the saved half it joins (contract/health-answers.ts);
  // a measure this patch leaves alone is not, so an answer saved under older bounds never blocks the others.
  const touched = (name: Measure) => patch[name] !== undefined || patch[MEASURE_UNIT[name]] !== undefined
  // A missing unit never refuses a number: it takes the unit the questionnaire would preselect for
  // the same language and region (issue 26 #9), so it is no guess the web would contradict.
  const merged = withMeasureUnits(mergeHealthInfo(row?.healthInfo ?? null, patch), languageTag, MEASURES.filter(touched))
  const outOfRange = measureErrors(merged)
    .filter(touched)
    .map((name) => ({ name, messages: ['number_range'] }))
  if (outOfRange.length) return { ok: false, errors: outOfRange }
  await db.update(t.users).set({ healthInfo: merged, updatedAt: new Date() }).where(eq(t.users.id, userId))
  return { ok: true, value: merged }
}

export async function findHealthInfo(db: Database, userId: number) {
  const [row] = await db.select({ healthInfo: t.users.healthInfo }).from(t.users).where(eq(t.users.id, userId))
  return row?.healthInfo ?? null
}
