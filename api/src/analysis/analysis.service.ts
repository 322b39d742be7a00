import { and, asc, count, desc, eq, ilike, inArray, isNull, lte, sql } from 'drizzle-orm'
import { PLAN_FEATURE } from '#contract/payments'
import type { FileStorage } from '../adapters/storage'
import type { Database } from '../db/client'
import * as t from '../db/schema'
import { DOCUMENT_STATUS } from '#contract/documents'
import { entitlementTermsFor, usageWindow, withinLimit } from '../entitlements/entitlements.service'
import { analysesStarted } from './analysis-usage'
import { discardUpload } from '../users/files.service'
import { totalOverAll } from '../db/json'
import { selectPage, type Page } from '../shared/pagination'
import { startPeriodic } from '../shared/periodic'
import type { Logger } from '../shared/logger'
import { BIOMARKERS } from './biomarkers'
import { nameIndex } from './lab-lines'
import { readReport, type ReportReading, type Sex } from './lab-report'
import { pdfLines, pdfPageImages } from './pdf-lines'
import { readPhotoPages, readPhotoReport } from './photo-lines'
import { closeOcrWorkers } from './ocr/ocr-workers'
import type { CrossCheck } from './ai-cross-check'
import { ANALYSIS_MAX_BYTES, ANALYSIS_MEDIA_TYPES, ANALYSIS_STATUS } from '#contract/analyses'

/**
 * Lab reports read for the patient (issue 30, spec part 2 §3, §4, §7): a request adds a job to the
 * `analyses` table (processing), and a worker in any API instance reads it (ready, or error). A worker
 * claims a job with a lease, so a job whose instance died mid-way is taken up again once the lease
 * is over: jobs survive a restart. The plan's monthly analyses (the entitlements service) and a few
 * jobs at once per patient bound what one patient may start.
 */

// The rules the upload modal shows live in contract/analyses.ts: the spec's photo or PDF (part 2 §5;
// photos by OCR, ADR 0071) of at most 20 MB (a lab report is a few pages: a larger file is not one,
// and would hold a worker and its memory).
export { ANALYSIS_MAX_BYTES, ANALYSIS_STATUS } from '#contract/analyses'
/** What may be read, by the stored file's type. */
export const ANALYSIS_TYPES: ReadonlySet<string> = new Set(ANALYSIS_MEDIA_TYPES)
/** Jobs of one patient under way at once. */
export const MAX_PROCESSING_PER_PATIENT = 3
/** A claimed job is hidden from other workers this long; a worker that dies frees it then (ANALYSIS_LEASE_SECONDS). */
export const ANALYSIS_LEASE_MS = 2 * 60 * 1000
/** Tries before a job counts as failed (a crash each time, say). */
export const MAX_ANALYSIS_ATTEMPTS = 3

type AnalysisRow = typeof t.analyses.$inferSelect
export type AnalysisRequest =
  | { ok: true; analysis: AnalysisRow }
  | {
      ok: false
      code: 'not_found' | 'analysis_file_type' | 'analysis_file_size' | 'not_entitled' | 'analysis_limit_reached' | 'analysis_busy'
    }

/**
 * Starts reading one of the patient's files: theirs, a photo or PDF, within their plan's monthly
 * analyses and the jobs one patient may have under way. The checks and the insert hold the patient's
 * row lock, so uploads sent at once cannot all slip under the limit.
 */
export async function requestAnalysis(db: Database, ownerId: number, fileId: number, now: Date): Promise<AnalysisRequest> {
  const { features } = await entitlementTermsFor(db, ownerId, now)
  const terms = features.find((feature) => feature.feature === PLAN_FEATURE.aiTestAnalysis)?.terms
  if (!terms?.allowed) return { ok: false, code: 'not_entitled' }
  return db.transaction(async (tx) => {
    await tx.select({ id: t.users.id }).from(t.users).where(eq(t.users.id, ownerId)).for('update')
    const [file] = await tx
      .select()
      .from(t.storedFiles)
      .where(and(eq(t.storedFiles.id, fileId), eq(t.storedFiles.ownerId, ownerId), eq(t.storedFiles.status, DOCUMENT_STATUS.ready)))
    if (!file) return { ok: false, code: 'not_found' } as const
    if (!ANALYSIS_TYPES.has(file.mime)) return { ok: false, code: 'analysis_file_type' } as const
    if (file.size > ANALYSIS_MAX_BYTES) return { ok: false, code: 'analysis_file_size' } as const
    // Counted under the lock: analyses asked for at once cannot all slip under the month's limit.
    const used = terms.unit === 'month' || terms.unit === 'week' ? await analysesStarted(tx, ownerId, usageWindow(terms.unit, now)) : null
    if (!withinLimit({ ...terms, used })) return { ok: false, code: 'analysis_limit_reached' } as const
    const [busy] = await tx
      .select({ jobs: count() })
      .from(t.analyses)
      .where(and(eq(t.analyses.ownerId, ownerId), eq(t.analyses.status, ANALYSIS_STATUS.processing), isNull(t.analyses.deletedAt)))
    if ((busy?.jobs ?? 0) >= MAX_PROCESSING_PER_PATIENT) return { ok: false, code: 'analysis_busy' } as const
    const [analysis] = await tx
      .insert(t.analyses)
      .values({
        ownerId,
        fileId: file.id,
        fileName: file.name,
        fileSize: file.size,
        fileMime: file.mime,
        title: file.name,
        createdAt: now,
        updatedAt: now,
        nextAttemptAt: now,
      })
      .returning()
    return { ok: true, analysis: analysis! } as const
  })
}

/** Sorts of the list (spec part 2 §9): 1 oldest first, 2 newest first (default), 3 A–Z, 4 Z–A. */
const ORDER = {
  1: [asc(t.analyses.createdAt), asc(t.analyses.id)],
  2: [desc(t.analyses.createdAt), desc(t.analyses.id)],
  3: [asc(t.analyses.title), asc(t.analyses.id)],
  4: [desc(t.analyses.title), desc(t.analyses.id)],
} as const
export type AnalysisSort = keyof typeof ORDER

/** A page of the patient's analyses, sorted and searched by title, with the total. */
export function listAnalyses(
  db: Database,
  ownerId: number,
  page: Page,
  query: { sort: AnalysisSort; search: string | null },
): Promise<{ total: number; rows: AnalysisRow[] }> {
  const mine = and(
    eq(t.analyses.ownerId, ownerId),
    isNull(t.analyses.deletedAt),
    query.search ? ilike(t.analyses.title, `%${query.search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`) : undefined,
  )
  return selectPage(
    db
      .select({ row: t.analyses, total: totalOverAll() })
      .from(t.analyses)
      .where(mine)
      .orderBy(...ORDER[query.sort]),
    page,
    () => db.$count(t.analyses, mine),
  )
}

export async function findAnalysis(db: Database, ownerId: number, id: number): Promise<AnalysisRow | null> {
  const [row] = await db
    .select()
    .from(t.analyses)
    .where(and(eq(t.analyses.id, id), eq(t.analyses.ownerId, ownerId), isNull(t.analyses.deletedAt)))
  return row ?? null
}

/**
 * Deletes one of the patient's analyses: gone from every list, its values emptied, its row kept as
 * the month's count (a deleted analysis was still one of the plan's). A fresh upload read only for
 * it, saved nowhere else, goes with it (`discardUpload`).
 */
export async function deleteAnalysis(db: Database, storage: FileStorage, ownerId: number, id: number): Promise<boolean> {
  const mine = and(eq(t.analyses.id, id), eq(t.analyses.ownerId, ownerId), isNull(t.analyses.deletedAt))
  const fileId = await db.transaction(async (tx) => {
    const [row] = await tx.select({ fileId: t.analyses.fileId }).from(t.analyses).where(mine).for('update')
    if (!row) return undefined
    await tx
      .update(t.analyses)
      .set({
        deletedAt: new Date(),
        fileId: null,
        indicators: null,
        unread: null,
        explanations: null,
        status: ANALYSIS_STATUS.error,
        error: 'analysis_deleted',
      })
      .where(eq(t.analyses.id, id))
    return row.fileId
  })
  if (fileId === undefined) return false
  if (fileId !== null) await discardUpload(db, storage, ownerId, fileId)
  return true
}

/** Claims due jobs for this worker: SKIP LOCKED, the attempt counted, the lease set. */
async function claimDue(db: Database, now: Date, batch: number, leaseMs: number): Promise<AnalysisRow[]> {
  const due = db
    .select({ id: t.analyses.id })
    .from(t.analyses)
    .where(and(eq(t.analyses.status, ANALYSIS_STATUS.processing), lte(t.analyses.nextAttemptAt, now)))
    .orderBy(asc(t.analyses.nextAttemptAt), asc(t.analyses.id))
    .limit(batch)
    .for('update', { skipLocked: true })
  return db
    .update(t.analyses)
    .set({ attempts: sql`${t.analyses.attempts} + 1`, nextAttemptAt: new Date(now.getTime() + leaseMs) })
    .where(inArray(t.analyses.id, due))
    .returning()
}

/** The reader's verdict on one file: the values, or why there are none. */
export type Reading = { ok: true; reading: ReportReading } | { ok: false; error: string }

const names = nameIndex(BIOMARKERS)

/**
 * Reads a lab report with the local engine: a PDF's text, or a photo by OCR, as are the pages of a
 * scanned PDF (one with no text). A report with no value read is an error, never an empty result.
 */
export async function readLabFile(bytes: Uint8Array, mime: string, sex: Sex | null): Promise<Reading> {
  const reading = mime === 'application/pdf' ? await readPdf(bytes, sex) : await readPhotoReport(bytes, names, sex)
  // A damaged or password-protected file is this report's failure, never the worker's.
  if (!reading) return { ok: false, error: 'analysis_unreadable' }
  return reading.indicators.length ? { ok: true, reading } : { ok: false, error: 'analysis_no_values' }
}

/** What a worker may do besides the local reading: the AI service's cross-check (ADR 0072) when configured. */
export type AnalysisOptions = { crossCheck?: CrossCheck | null }

async function readPdf(bytes: Uint8Array, sex: Sex | null): Promise<ReportReading | null> {
  const lines = await pdfLines(bytes).catch(() => null)
  if (!lines) return null
  if (lines.length) return readReport(lines, names, sex)
  // No text at all: a scanned report, whose pages are pictures, read as photos.
  const pages = await pdfPageImages(bytes).catch(() => [])
  return (pages.length && (await readPhotoPages(pages, names, sex))) || readReport([], names, sex)
}

/** Runs one claimed job to its end: ready with the values read, or error. */
export async function runAnalysis(
  db: Database,
  storage: FileStorage,
  job: AnalysisRow,
  now: () => Date,
  { crossCheck }: AnalysisOptions = {},
): Promise<void> {
  const [owner] = await db.select({ gender: t.users.gender }).from(t.users).where(eq(t.users.id, job.ownerId))
  const [file] = job.fileId
    ? await db.select({ key: t.storedFiles.storageKey }).from(t.storedFiles).where(eq(t.storedFiles.id, job.fileId))
    : []
  const bytes = file ? await storage.get(file.key) : null
  const sex: Sex | null = owner?.gender === 1 ? 'male' : owner?.gender === 2 ? 'female' : null
  const local: Reading = bytes ? await readLabFile(bytes, job.fileMime, sex) : { ok: false, error: 'analysis_file_gone' }
  // The AI service only adds reasons to check a value; a report the local engine could not read stays unread.
  const result: Reading =
    local.ok && bytes && crossCheck
      ? { ok: true, reading: await crossCheck(local.reading, { bytes, mime: job.fileMime, sex, analysisId: job.id }) }
      : local
  await db
    .update(t.analyses)
    .set(
      result.ok
        ? { status: ANALYSIS_STATUS.ready, indicators: result.reading.indicators, unread: result.reading.unread, updatedAt: now() }
        : { status: ANALYSIS_STATUS.error, error: result.error, updatedAt: now() },
    )
    .where(and(eq(t.analyses.id, job.id), eq(t.analyses.status, ANALYSIS_STATUS.processing)))
}

/**
 * One pass of the worker: claims what is due and reads it, one job at a time; a job that failed too
 * often is an error. One job's failure (a store that fails) leaves it to its lease and the next
 * round, never the others of the batch. `stopping`: the API is shutting down, leave the rest.
 */
export async function processDueAnalyses(
  db: Database,
  storage: FileStorage,
  now: () => Date,
  batch = 2,
  {
    stopping = () => false,
    onError = (error: unknown): void => void error,
    leaseMs = ANALYSIS_LEASE_MS,
    ...options
  }: { stopping?: () => boolean; onError?: (error: unknown) => void; leaseMs?: number } & AnalysisOptions = {},
): Promise<number> {
  const jobs = await claimDue(db, now(), batch, leaseMs)
  for (const job of jobs) {
    if (stopping()) break
    if (job.attempts > MAX_ANALYSIS_ATTEMPTS) {
      await db
        .update(t.analyses)
        .set({ status: ANALYSIS_STATUS.error, error: 'analysis_failed', updatedAt: now() })
        .where(eq(t.analyses.id, job.id))
      continue
    }
    await runAnalysis(db, storage, job, now, options).catch(onError)
  }
  return jobs.length
}

/**
 * The worker of this API instance: every `intervalMs`, and at once when this instance adds a job
 * (`wake`). Every instance may run one: claims keep them from reading a job twice.
 */
export function startAnalysisWorker(
  db: Database,
  storage: FileStorage,
  { intervalMs = 5000, logger, ...options }: { intervalMs?: number; logger: Logger; leaseMs?: number } & AnalysisOptions,
) {
  let stopping = false
  const onError = (error: unknown) => logger.error({ err: error }, 'analysis failed')
  const worker = startPeriodic(
    async () => {
      while (
        !stopping &&
        (await processDueAnalyses(db, storage, () => new Date(), 2, { stopping: () => stopping, onError, ...options })) > 0
      );
    },
    { intervalMs, onError },
  )
  return {
    wake: () => void worker.runNow(),
    stop: async () => {
      stopping = true
      await worker.stop()
      // OCR's worker threads would keep the process alive.
      await closeOcrWorkers()
    },
  }
}
