import { and, count, eq, gte } from 'drizzle-orm'
import type { Database } from '../db/client'
import * as t from '../db/schema'

/**
 * The analyses a patient started in a window (issue 30): what the plan's monthly `ai_test_analysis`
 * counts (the entitlements service's usage counter). A file of its own so that the entitlements
 * service, which the analysis service asks, does not import the analysis service back.
 */
export async function analysesStarted(db: Pick<Database, 'select'>, userId: number, window: { from: Date; to: Date }): Promise<number> {
  // From the window's start on, without its end: an analysis a request sent at the same moment
  // started while this one waited for the patient's lock has a later time than this one's "now",
  // and must count (the monthly limit held under parallel requests only this way on PostgreSQL).
  const [row] = await db
    .select({ started: count() })
    .from(t.analyses)
    .where(and(eq(t.analyses.ownerId, userId), gte(t.analyses.createdAt, window.from)))
  return row?.started ?? 0
}
