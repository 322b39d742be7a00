import { and, eq, gt, inArray, lte, notExists, sql } from 'drizzle-orm'
import { APPOINTMENT_STATUS } from '#contract/appointments'
import type { Mailer } from '../adapters/mail'
import * as t from '../db/schema'
import type { Logger } from '../shared/logger'
import { webLink } from '../shared/web-link'
import { startPeriodic } from '../shared/periodic'
import { appointmentParties, factsFor } from './appointment-events'
import { notificationText } from './notification-texts'
import { notify, type NotificationDeps } from './notifications.service'

/**
 * Reminders before a consultation (issue 14, beyond the spec): 24 hours and 1 hour before an
 * accepted date, an in-app notification to both sides and an e-mail to the patient. A reminder is
 * claimed by inserting its row (date, hours) before it is sent: the primary key lets exactly one
 * claim through, whatever restarts and however many API instances run the scheduler (at most once).
 */
export const REMINDER_HOURS = [24, 1] as const
export type ReminderDeps = NotificationDeps & { mailer?: Mailer; now: () => Date; webOrigin: string }

const HOUR_MS = 3_600_000

/** Sends the reminders due now; answers how many were sent. Safe to run anywhere, any number of times. */
export async function sendDueReminders(deps: ReminderDeps): Promise<number> {
  const now = deps.now()
  let sent = 0
  for (const hours of REMINDER_HOURS) {
    // Due: the date is within `hours`, still ahead, and (for 24 h) more than the next reminder away,
    // so a date accepted at short notice gets only the nearer reminder.
    const nearer = REMINDER_HOURS.filter((other) => other < hours)
    const after = new Date(now.getTime() + (nearer.length ? Math.max(...nearer) : 0) * HOUR_MS)
    const due = await deps.db
      .select({ dateId: t.appointmentDates.id, appointmentId: t.appointmentDates.appointmentId })
      .from(t.appointmentDates)
      .innerJoin(t.appointments, eq(t.appointments.id, t.appointmentDates.appointmentId))
      .where(
        and(
          eq(t.appointmentDates.accepted, true),
          inArray(t.appointments.status, [APPOINTMENT_STATUS.approved, APPOINTMENT_STATUS.started]),
          gt(t.appointmentDates.date, after),
          lte(t.appointmentDates.date, new Date(now.getTime() + hours * HOUR_MS)),
          notExists(
            deps.db
              .select({ one: sql`1` })
              .from(t.appointmentReminders)
              .where(and(eq(t.appointmentReminders.dateId, t.appointmentDates.id), eq(t.appointmentReminders.hoursBefore, hours))),
          ),
        ),
      )
    for (const { dateId, appointmentId } of due) {
      const [claimed] = await deps.db
        .insert(t.appointmentReminders)
        .values({ dateId, hoursBefore: hours, sentAt: now })
        .onConflictDoNothing()
        .returning()
      if (!claimed) continue
      await remind(deps, appointmentId, hours === 24 ? 'reminder_24h' : 'reminder_1h')
      sent += 1
    }
  }
  return sent
}

async function remind(deps: ReminderDeps, appointmentId: number, kind: 'reminder_24h' | 'reminder_1h'): Promise<void> {
  const parties = await appointmentParties(deps, appointmentId)
  if (!parties) return
  const readers = [parties.patient, ...(parties.doctor ? [parties.doctor] : [])]
  await notify(
    deps,
    readers.map((to) => ({ to, kind, appointmentId, facts: factsFor(to, parties) })),
  )
  if (!deps.mailer) return
  // E-mails are read away from the page: in the account's language.
  const { title, body } = notificationText(kind, factsFor(parties.patient, parties), parties.patient)
  const link = webLink(deps.webOrigin, parties.patient.locale, `/appointments/${appointmentId}`)
  await deps.mailer.send({ to: parties.patientEmail, locale: parties.patient.locale, subject: title, text: `${body}\n\n${link}` })
}

/** Runs `sendDueReminders` at start and every `intervalMs` in this API process (main.ts). */
export function startReminderScheduler(deps: ReminderDeps, { intervalMs = 60_000, logger }: { intervalMs?: number; logger: Logger }) {
  return startPeriodic(
    async () => {
      const sent = await sendDueReminders(deps)
      if (sent) logger.info({ sent }, 'appointment reminders sent')
    },
    { intervalMs, onError: (error) => logger.error({ err: error }, 'appointment reminders failed') },
  )
}
