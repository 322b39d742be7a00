import { and, count, desc, eq, sql } from 'drizzle-orm'
import type { LiveNotice } from '#contract/notifications'
import type { Database } from '../db/client'
import * as t from '../db/schema'
import type { LiveBus } from '../shared/live-bus'
import { pageOfIds, type Page } from '../shared/pagination'
import { notificationText, type NotificationFacts, type NotificationKind, type Reading } from './notification-texts'

/**
 * Notifications (issue 14): kept with what they mean when something happens to their appointment
 * (issue 26: rendered when read, in the page's language, `readNotification`), listed, marked read and removed by their owner only, and announced live on the bus
 * (`notificationTopic`) so an open page refetches without a reload.
 */
export type NotificationDeps = { db: Database; bus: LiveBus; onError?: (error: unknown) => void }
export type NotificationRow = typeof t.notifications.$inferSelect
/** A listed notification with its reader's time zone (their account's, else their practice's), to render its dates in. */
export type ListedNotification = NotificationRow & { readerZone: string | null }

/**
 * The bus topic of one account's notifications; what is published there is a `LiveNotice`. A new one
 * names its kind and appointment, so the page refetches what the event changed, not only the bell.
 */
export const notificationTopic = (userId: number) => `notifications:${userId}`
export type { LiveNotice }

/** Who reads a notification, and how: their language and time zone. */
export type Recipient = { userId: number; role: t.NotificationRole; locale: t.Locale; timezone: string | null }
export type NotificationDraft = { to: Recipient; kind: NotificationKind; appointmentId: number | null; facts: NotificationFacts }

/**
 * Keeps each draft's meaning with its text in the account's language (one statement) and announces
 * it. The stored text is what anyone reading the table sees; pages render their own (`readNotification`).
 */
export async function notify(deps: NotificationDeps, drafts: NotificationDraft[]): Promise<NotificationRow[]> {
  if (drafts.length === 0) return []
  const rows = drafts.map(({ to, kind, appointmentId, facts }) => {
    const { title, body } = notificationText(kind, facts, to)
    return {
      userId: to.userId,
      roleName: to.role,
      kind,
      appointmentId,
      title,
      body,
      otherName: facts.name,
      acceptedAt: facts.acceptedAt,
      amountCents: facts.amountCents,
      currency: facts.currency,
    }
  })
  const written = await deps.db.insert(t.notifications).values(rows).returning()
  await Promise.all(
    written.map((row) =>
      deps.bus.publish(notificationTopic(row.userId), {
        type: 'created',
        id: row.id,
        kind: row.kind,
        appointmentId: row.appointmentId,
      } satisfies LiveNotice),
    ),
  )
  return written
}

/**
 * A notification's title and body as this reading of it says them; a row written before its raw
 * values were kept (no currency) says what it was written with.
 */
export function readNotification(row: NotificationRow, reading: Reading): { title: string; body: string } {
  if (row.currency === null) return { title: row.title, body: row.body }
  return notificationText(
    row.kind,
    { name: row.otherName, acceptedAt: row.acceptedAt, amountCents: row.amountCents ?? 0, currency: row.currency },
    reading,
  )
}

const visible = (userId: number) => and(eq(t.notifications.userId, userId), eq(t.notifications.removed, false))

/**
 * getUserNotifications: newest first; `unreadOnly` for the unread tab; the unread count either way.
 * One statement: the page's ids from the owner's index, the rows for those ids only, and the total
 * and unread counts apart over the partial indexes (not `count(*) over ()` across the joined rows:
 * a patient with 10,000 notifications, issue 28).
 */
export async function listNotifications(db: Database, userId: number, page: Page, unreadOnly: boolean) {
  const where = unreadOnly ? and(visible(userId), eq(t.notifications.read, false)) : visible(userId)
  const unreadOf = sql<number>`(select count(*)::int from ${t.notifications} where ${and(visible(userId), eq(t.notifications.read, false))})`
  const order = [desc(t.notifications.createdAt), desc(t.notifications.id)]
  const { total, rows, first } = await pageOfIds(
    db,
    { table: t.notifications, where, order },
    page,
    ({ chosen, total }) =>
      db
        .with(chosen)
        .select({
          row: t.notifications,
          zone: sql<string | null>`coalesce(${t.users.timezone}, ${t.doctors.timezone})`,
          total,
          unread: unreadOf,
        })
        .from(chosen)
        .innerJoin(t.notifications, eq(t.notifications.id, chosen.id))
        .innerJoin(t.users, eq(t.users.id, t.notifications.userId))
        .leftJoin(t.doctors, eq(t.doctors.id, t.users.doctorId))
        .orderBy(chosen.position),
    ({ row, zone }): ListedNotification => ({ ...row, readerZone: zone }),
  )
  // Rows carry the unread count; an empty first page means none, a page past the end must ask.
  const unread = first ? first.unread : page.offset === 0 && !unreadOnly ? 0 : await unreadCount(db, userId)
  return { total, rows, unreadCount: Number(unread) }
}

/** How many of the account's notifications are unread. */
export async function unreadCount(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(t.notifications)
    .where(and(visible(userId), eq(t.notifications.read, false)))
  return row?.n ?? 0
}

/** updateRead: the owner's notification; anyone else's is not found. */
export const markRead = (deps: NotificationDeps, userId: number, id: number) => changeOwn(deps, userId, id, { read: true })

/** removeNotification: hidden from its owner (the spec's entity keeps `removed`). */
export const removeNotification = (deps: NotificationDeps, userId: number, id: number) => changeOwn(deps, userId, id, { removed: true })

/** Changes one of the owner's visible notifications and announces it; false when there is no such one. */
async function changeOwn(deps: NotificationDeps, userId: number, id: number, change: { read: true } | { removed: true }): Promise<boolean> {
  const [row] = await deps.db
    .update(t.notifications)
    .set(change)
    .where(and(eq(t.notifications.id, id), visible(userId)))
    .returning({ id: t.notifications.id })
  if (row) await deps.bus.publish(notificationTopic(userId), { type: 'changed', id } satisfies LiveNotice)
  return Boolean(row)
}
