import { and, asc, eq, isNull, lte, or, sql } from 'drizzle-orm'
import type { Logger } from '../shared/logger'
import type { Database } from '../db/client'
import * as t from '../db/schema'
import { startPeriodic } from '../shared/periodic'

/** How many stored next free times one sweep refreshes at most (~5 ms each at 100x), and how often it runs. */
export const NEXT_FREE_SWEEP = { batch: 500, intervalMs: 60_000 } as const

/**
 * Refreshes the stored next free times (ADR 0058) that are unknown (a plan or the hours changed)
 * or that time passes before the next sweep, oldest first: one statement. Changes of the calendar
 * refresh theirs at once (the triggers of migration 0016); this keeps up with the clock. Resolves
 * to how many it refreshed.
 */
export async function refreshNextFreeTimes(db: Database, batch: number = NEXT_FREE_SWEEP.batch): Promise<number> {
  const due = db
    .select({ id: t.doctors.id })
    .from(t.doctors)
    .where(
      and(
        eq(t.doctors.status, 1),
        or(
          isNull(t.doctors.nextFreeUntil),
          lte(t.doctors.nextFreeUntil, sql`now() + make_interval(secs => ${NEXT_FREE_SWEEP.intervalMs / 1000})`),
        ),
      ),
    )
    .orderBy(sql`${t.doctors.nextFreeUntil} asc nulls first`, asc(t.doctors.id))
    .limit(batch)
    .as('due')
  return (await db.select({ refreshed: sql`doctor_refresh_next_free(${due.id})` }).from(due)).length
}

/** Runs `refreshNextFreeTimes` at start and every minute in this API process (main.ts). */
export function startNextFreeSweeper(db: Database, { logger }: { logger: Logger }) {
  return startPeriodic(
    async () => {
      const refreshed = await refreshNextFreeTimes(db)
      if (refreshed) logger.debug({ refreshed }, 'next free times refreshed')
    },
    { intervalMs: NEXT_FREE_SWEEP.intervalMs, onError: (error) => logger.error({ err: error }, 'refreshing next free times failed') },
  )
}
