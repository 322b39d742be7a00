import { randomBytes } from 'node:crypto'
import { and, asc, count, desc, eq, getTableColumns, inArray, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import type { Database } from '../db/client'
import { preparedOnce } from '../db/prepared'
import { jsonArray, jsonObject, rowObject, totalOverAll } from '../db/json'
import * as t from '../db/schema'
import type { ConsultPlanRow } from '../doctors/doctors.mappers'
import { doctorNameMatches } from '../doctors/doctors.service'
import type { TranslatorPlanRow } from '../catalog/catalog.mappers'
import { pageOfIds, selectPage, type Page } from '../shared/pagination'
import {
  APPOINTMENT_STATUS,
  canAddTranslator,
  canCorrespond,
  canNegotiateDates,
  canReview,
  calendarDayIn,
  canWriteReport,
  currentProposal,
  findTransition,
  isAppointmentStatus,
  MAX_DATES_PER_APPOINTMENT,
  MAX_FILES_PER_APPOINTMENT,
  MAX_LINKS,
  MAX_NOTES_PER_APPOINTMENT,
  PLAN_KIND,
  proposalProblems,
  SENDER,
  type AppointmentStatus,
} from '#contract/appointments'
import type { FieldErrors } from '../shared/validation'

/**
 * Appointments (issue 12): every read and change of one, for its patient or its doctor. Every
 * change checks the status table of contract/appointments.ts against the row as it is in the
 * database, and writes with that status as a condition, so two racing changes cannot both pass.
 */

/** Who acts: the appointment's patient, or its doctor through a doctor's account. */
export type Party = { kind: 'patient'; userId: number } | { kind: 'doctor'; userId: number; doctorId: number }

const senderOf = (party: Party) => (party.kind === 'patient' ? SENDER.patient : SENDER.doctor)

export type AppointmentDateRow = typeof t.appointmentDates.$inferSelect
export type AppointmentNoteRow = typeof t.appointmentNotes.$inferSelect
export type AppointmentFileRow = typeof t.appointmentFiles.$inferSelect & { name: string; mime: string; size: number }
export type AppointmentReportRow = typeof t.appointmentReports.$inferSelect
export type AppointmentTranslatorRow = typeof t.appointmentTranslators.$inferSelect & { plan: TranslatorPlanRow }
export type AppointmentReviewRow = typeof t.appointmentReviews.$inferSelect

/** An appointment as a list card shows it: its own columns, its plan and its times. */
export type AppointmentListed = typeof t.appointments.$inferSelect & {
  plan: ConsultPlanRow
  /** newest first */
  dates: AppointmentDateRow[]
}

/** The relations only one appointment's screen shows, loaded apart for a list that asks for them. */
export type AppointmentDetails = {
  /** oldest first */
  notes: AppointmentNoteRow[]
  files: AppointmentFileRow[]
  report: AppointmentReportRow | null
  translators: AppointmentTranslatorRow[]
  review: AppointmentReviewRow | null
  patient: { id: number; firstName: string | null; lastName: string | null; timezone: string | null }
}

/** An appointment with every relation its screens show, loaded in one statement. */
export type AppointmentFull = AppointmentListed & AppointmentDetails

/** Why a change was refused: a message key (api/src/shared/messages.ts) or field errors. */
export type Refusal =
  { refused: 'not_found' } | { refused: 'not_allowed' } | { refused: 'payment_open' } | { refused: 'invalid'; errors: FieldErrors }
export type Outcome<T> = { ok: true; value: T } | ({ ok: false } & Refusal)

const notFound = { ok: false, refused: 'not_found' } as const
const notAllowed = { ok: false, refused: 'not_allowed' } as const
const paymentOpen = { ok: false, refused: 'payment_open' } as const

/**
 * The condition of every change to an appointment's price (issue 25): no payment of it is open, so
 * the amount a payment was started for stays the price until it ends. The payment's capture checks
 * the price again (payments/charges.service.ts), for a change that raced the payment's start.
 */
const priceUnlocked = (appointmentId: number) =>
  sql`not exists (select 1 from ${t.payments} where ${t.payments.appointmentId} = ${appointmentId} and ${t.payments.status} in ('processing', 'requires_action'))`
const invalid = (name: string, ...messages: string[]): { ok: false; refused: 'invalid'; errors: FieldErrors } => ({
  ok: false,
  refused: 'invalid',
  errors: [{ name, messages }],
})

const fileObject = () =>
  rowObject(t.appointmentFiles, { name: sql`${t.storedFiles.name}`, mime: sql`${t.storedFiles.mime}`, size: sql`${t.storedFiles.size}` })

/** What a list card shows (issue 28): the appointment's own columns, its plan and its times. */
const listColumns = () => ({
  ...getTableColumns(t.appointments),
  plan: sql<ConsultPlanRow>`(select ${rowObject(t.consultPlans)} from ${t.consultPlans} where ${t.consultPlans.id} = ${t.appointments.planId})`,
  dates: jsonArray<AppointmentDateRow>(
    rowObject(t.appointmentDates),
    sql`from ${t.appointmentDates} where ${t.appointmentDates.appointmentId} = ${t.appointments.id}`,
    sql`${t.appointmentDates.createdAt} desc, ${t.appointmentDates.id} desc`,
  ),
})

/** The rest of what one appointment's screen shows: the conversation, files, report, translators, review and patient. */
const detailColumns = () => ({
  notes: jsonArray<AppointmentNoteRow>(
    rowObject(t.appointmentNotes),
    sql`from ${t.appointmentNotes} where ${t.appointmentNotes.appointmentId} = ${t.appointments.id}`,
    sql`${t.appointmentNotes.createdAt}, ${t.appointmentNotes.id}`,
  ),
  files: jsonArray<AppointmentFileRow>(
    fileObject(),
    sql`from ${t.appointmentFiles} inner join ${t.storedFiles} on ${t.storedFiles.id} = ${t.appointmentFiles.fileId}
        where ${t.appointmentFiles.appointmentId} = ${t.appointments.id}`,
    sql`${t.appointmentFiles.createdAt}, ${t.appointmentFiles.id}`,
  ),
  report: jsonObject<AppointmentReportRow>(
    rowObject(t.appointmentReports),
    sql`from ${t.appointmentReports} where ${t.appointmentReports.appointmentId} = ${t.appointments.id}`,
  ),
  translators: jsonArray<AppointmentTranslatorRow>(
    rowObject(t.appointmentTranslators, { plan: rowObject(t.translatorPlans) }),
    sql`from ${t.appointmentTranslators} inner join ${t.translatorPlans} on ${t.translatorPlans.id} = ${t.appointmentTranslators.translatorPlanId}
        where ${t.appointmentTranslators.appointmentId} = ${t.appointments.id}`,
    sql`${t.appointmentTranslators.id}`,
  ),
  review: jsonObject<AppointmentReviewRow>(
    rowObject(t.appointmentReviews),
    sql`from ${t.appointmentReviews} where ${t.appointmentReviews.appointmentId} = ${t.appointments.id}`,
  ),
  patient: sql<
    AppointmentFull['patient']
  >`(select json_build_object('id', ${t.users.id}, 'firstName', ${t.users.firstName}, 'lastName', ${t.users.lastName}, 'timezone', ${t.users.timezone})
    from ${t.users} where ${t.users.id} = ${t.appointments.patientId})`,
})

const fullColumns = () => ({ ...listColumns(), ...detailColumns() })

/** Rows of `appointments` this party may see. */
const visibleTo = (party: Party): SQL =>
  party.kind === 'patient' ? eq(t.appointments.patientId, party.userId) : eq(t.appointments.doctorId, party.doctorId)

export type AppointmentListQuery = {
  name?: string | null
  planType?: number | null
  statuses?: number[] | null
  /** only those with a written report or a report file, dated within `reportDates` when given */
  withReport?: boolean
  reportDates?: { from: Date; to: Date } | null
}

/**
 * A page of the party's appointments, newest first, with the total: one statement (two for a page
 * past the end). The page's ids are chosen first from the patient's (or doctor's) index, and only
 * those rows load what a list card shows, the total counted apart over the same conditions: a
 * patient with 500 appointments got 200 full rows with eight relations each (issue 28). What else
 * a query asks of the rows comes from `findAppointmentDetails`, one statement for the page.
 */
export async function listAppointments(
  db: Database,
  party: Party,
  query: AppointmentListQuery,
  page: Page,
): Promise<{ total: number; rows: AppointmentListed[] }> {
  const conditions: (SQL | undefined)[] = [visibleTo(party)]
  const name = query.name?.trim()
  if (name)
    conditions.push(
      sql`exists (select 1 from ${t.doctors} where ${t.doctors.id} = ${t.appointments.doctorId} and ${doctorNameMatches(name)})`,
    )
  if (query.planType != null) {
    conditions.push(
      sql`exists (select 1 from ${t.consultPlans} where ${t.consultPlans.id} = ${t.appointments.planId} and ${t.consultPlans.type} = ${query.planType})`,
    )
  }
  if (query.statuses?.length) conditions.push(inArray(t.appointments.status, query.statuses))
  if (query.withReport) {
    // A report "matches the day" when its date falls in it (spec part 2 §9): the written report's
    // date, or a report file's.
    const within = (column: SQL) =>
      query.reportDates
        ? sql`and ${column} >= ${query.reportDates.from.toISOString()} and ${column} < ${query.reportDates.to.toISOString()}`
        : sql``
    conditions.push(
      sql`(exists (select 1 from ${t.appointmentReports} where ${t.appointmentReports.appointmentId} = ${t.appointments.id} ${within(sql`${t.appointmentReports.dateReport}`)})
        or exists (select 1 from ${t.appointmentFiles} where ${t.appointmentFiles.appointmentId} = ${t.appointments.id} and ${t.appointmentFiles.report} ${within(sql`${t.appointmentFiles.createdAt}`)}))`,
    )
  }
  const where = and(...conditions)
  const { total, rows } = await pageOfIds(
    db,
    { table: t.appointments, where, order: [desc(t.appointments.createdAt), desc(t.appointments.id)] },
    page,
    listColumns(),
  )
  return { total, rows }
}

/**
 * The relations of listed appointments a query asks for beyond the card (the conversation, files,
 * report…), by id: one statement for a page. The ids come from a list the party may see.
 */
export function findAppointmentDetails(db: Pick<Database, 'select'>, ids: number[]): Promise<(AppointmentDetails & { id: number })[]> {
  return db
    .select({ id: t.appointments.id, ...detailColumns() })
    .from(t.appointments)
    .where(inArray(t.appointments.id, ids))
}

/** One appointment if this party may see it (another's answers like a missing one). */
export async function findAppointment(db: Pick<Database, 'select'>, party: Party, id: number): Promise<AppointmentFull | null> {
  // Prepared (db/prepared.ts): one appointment's page reads it on every render.
  const byId = (name: string, owner: PgColumn) =>
    preparedOnce(db, name, () =>
      db
        .select(fullColumns())
        .from(t.appointments)
        .where(and(eq(t.appointments.id, sql.placeholder('id')), eq(owner, sql.placeholder('owner'))))
        .prepare(name),
    )
  const [row] =
    party.kind === 'patient'
      ? await byId('appointment_of_patient', t.appointments.patientId).execute({ id, owner: party.userId })
      : await byId('appointment_of_doctor', t.appointments.doctorId).execute({ id, owner: party.doctorId })
  return row ?? null
}

/** The patient's appointment behind a payment page's key. */
export async function findAppointmentByPayKey(db: Database, userId: number, payKey: string): Promise<AppointmentFull | null> {
  const [row] = await preparedOnce(db, 'appointment_by_pay_key', () =>
    db
      .select(fullColumns())
      .from(t.appointments)
      .where(and(eq(t.appointments.payKey, sql.placeholder('payKey')), eq(t.appointments.patientId, sql.placeholder('userId'))))
      .prepare('appointment_by_pay_key'),
  ).execute({ payKey, userId })
  return row ?? null
}

/** ISO strings to instants, with the proposal's problems as field errors on `dates`. */
function checkProposal(texts: readonly string[], now: Date, timeZone: string | null): Outcome<Date[]> {
  const dates = texts.map((text) => new Date(text))
  const problems = proposalProblems(dates, now, calendarDayIn(timeZone))
  return problems.length ? { ok: false, refused: 'invalid', errors: [{ name: 'dates', messages: problems }] } : { ok: true, value: dates }
}

/** Files the party uploaded (stored files it owns), by id; any other id is refused. */
async function ownFiles(db: Pick<Database, 'select'>, ownerId: number, ids: number[]): Promise<boolean> {
  if (ids.length === 0) return true
  const [row] = await db
    .select({ n: count() })
    .from(t.storedFiles)
    .where(and(eq(t.storedFiles.ownerId, ownerId), inArray(t.storedFiles.id, ids)))
  return row?.n === new Set(ids).size
}

const newPayKey = () => randomBytes(18).toString('base64url')

export type CreateAppointment = {
  doctorId: number
  planId: number
  dates: string[]
  reason: string
  translatorPlanId: number | null
  fileIds: number[]
}

/** A patient's booking: the plan's price plus the translator's, the proposed dates, the files. */
export async function createAppointment(
  db: Database,
  userId: number,
  input: CreateAppointment,
  now = new Date(),
): Promise<Outcome<{ id: number }>> {
  const [plan] = await db
    .select({
      plan: t.consultPlans,
      doctorStatus: t.doctors.status,
      timezone: sql<string | null>`(select ${t.users.timezone} from ${t.users} where ${t.users.id} = ${userId})`,
    })
    .from(t.consultPlans)
    .innerJoin(t.doctors, eq(t.doctors.id, t.consultPlans.doctorId))
    .where(and(eq(t.consultPlans.id, input.planId), eq(t.consultPlans.doctorId, input.doctorId)))
  if (!plan || plan.doctorStatus !== 1) return invalid('plan_id', 'plan_not_found')
  const proposal = checkProposal(input.dates, now, plan.timezone)
  if (!proposal.ok) return proposal
  let translator: TranslatorPlanRow | undefined
  if (input.translatorPlanId !== null) {
    if (plan.plan.type !== PLAN_KIND.video_call) return invalid('translator_plan_id', 'translator_video_call_only')
    ;[translator] = await db.select().from(t.translatorPlans).where(eq(t.translatorPlans.id, input.translatorPlanId))
    if (!translator) return invalid('translator_plan_id', 'translator_not_found')
  }
  if (new Set(input.fileIds).size > MAX_FILES_PER_APPOINTMENT) return invalid('files', 'too_many_appointment_files')
  if (!(await ownFiles(db, userId, input.fileIds))) return invalid('files', 'file_not_found')

  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(t.appointments)
      .values({
        patientId: userId,
        doctorId: input.doctorId,
        planId: input.planId,
        status: APPOINTMENT_STATUS.awaiting_confirmation,
        priceCents: plan.plan.priceCents + (translator?.priceCents ?? 0),
        payKey: newPayKey(),
        reason: input.reason,
        creator: SENDER.patient,
      })
      .returning({ id: t.appointments.id })
    const appointmentId = row!.id
    await tx.insert(t.appointmentDates).values(proposal.value.map((date) => ({ appointmentId, date, sender: SENDER.patient })))
    if (translator)
      await tx
        .insert(t.appointmentTranslators)
        .values({ appointmentId, translatorPlanId: translator.id, priceCents: translator.priceCents })
    if (input.fileIds.length) {
      await tx
        .insert(t.appointmentFiles)
        .values([...new Set(input.fileIds)].map((fileId) => ({ appointmentId, fileId, sender: SENDER.patient })))
    }
    return appointmentId
  })
  return { ok: true, value: { id } }
}

/** Loads the appointment for a change, or the refusal: another's is not found, a wrong status not allowed. */
async function forChange(
  db: Pick<Database, 'select'>,
  party: Party,
  id: number,
  allowed: (appointment: AppointmentFull) => boolean,
): Promise<Outcome<AppointmentFull>> {
  const appointment = await findAppointment(db, party, id)
  if (!appointment) return notFound
  if (!isAppointmentStatus(appointment.status) || !allowed(appointment)) return notAllowed
  return { ok: true, value: appointment }
}

const statusOf = (appointment: { status: number }) => appointment.status as AppointmentStatus

/**
 * New proposed times from either side while dates are negotiated and none is accepted yet. What is
 * bounded is what stays open: the proposer's own current proposal still ahead plus the new times.
 * The appointment keeps at most MAX_DATES_PER_APPOINTMENT (its list is answered whole): the oldest
 * of the rest — superseded proposals, past times — make room, so negotiating never locks up.
 */
export async function proposeDates(db: Database, party: Party, id: number, texts: string[], now = new Date()): Promise<Outcome<number>> {
  const found = await forChange(db, party, id, (a) => canNegotiateDates(statusOf(a)) && !a.dates.some((d) => d.accepted))
  if (!found.ok) return found
  const zone = party.kind === 'patient' ? found.value.patient.timezone : await doctorTimeZone(db, party.doctorId)
  const proposal = checkProposal(texts, now, zone)
  if (!proposal.ok) return proposal
  const sender = senderOf(party)
  const current = currentProposal(found.value.dates)
  const open = new Set(
    current.sender === sender ? current.dates.filter((d) => new Date(d.date).getTime() > now.getTime()).map((d) => d.id) : [],
  )
  if (open.size + proposal.value.length > MAX_DATES_PER_APPOINTMENT) return invalid('dates', 'too_many_dates')
  const overflow = found.value.dates.length + proposal.value.length - MAX_DATES_PER_APPOINTMENT
  // dates are newest first: the oldest of those not open go
  const makingRoom =
    overflow > 0
      ? found.value.dates
          .filter((d) => !open.has(d.id))
          .slice(-overflow)
          .map((d) => d.id)
      : []
  const insert = (tx: Pick<Database, 'insert'>) =>
    tx.insert(t.appointmentDates).values(proposal.value.map((date) => ({ appointmentId: id, date, sender })))
  if (!makingRoom.length) await insert(db)
  else {
    await db.transaction(async (tx) => {
      await tx.delete(t.appointmentDates).where(and(eq(t.appointmentDates.appointmentId, id), inArray(t.appointmentDates.id, makingRoom)))
      await insert(tx)
    })
  }
  return { ok: true, value: id }
}

async function doctorTimeZone(db: Database, doctorId: number): Promise<string | null> {
  const [row] = await db.select({ timezone: t.doctors.timezone }).from(t.doctors).where(eq(t.doctors.id, doctorId))
  return row?.timezone ?? null
}

/**
 * One side accepts a time the other side proposed in the current proposal (the leading run of one
 * sender, spec part 1 §4). It must still lie ahead; the database keeps one accepted date.
 */
export async function acceptDate(
  db: Database,
  party: Party,
  appointmentId: number,
  dateId: number,
  now = new Date(),
): Promise<Outcome<number>> {
  const found = await forChange(db, party, appointmentId, (a) => canNegotiateDates(statusOf(a)) && !a.dates.some((d) => d.accepted))
  if (!found.ok) return found
  const proposal = currentProposal(found.value.dates)
  const date = proposal.dates.find((candidate) => candidate.id === dateId)
  if (!date || proposal.sender === senderOf(party)) return invalid('dateId', 'date_not_offered')
  if (new Date(date.date).getTime() <= now.getTime()) return invalid('dateId', 'date_in_past')
  try {
    await db
      .update(t.appointmentDates)
      .set({ accepted: true })
      .where(and(eq(t.appointmentDates.id, dateId), eq(t.appointmentDates.appointmentId, appointmentId)))
  } catch {
    // The partial unique index: another acceptance won the race.
    return notAllowed
  }
  await touch(db, appointmentId)
  return { ok: true, value: found.value.status }
}

async function touch(db: Pick<Database, 'update'>, id: number): Promise<void> {
  await db.update(t.appointments).set({ updatedAt: new Date() }).where(eq(t.appointments.id, id))
}

/**
 * A status change by the patient or the doctor, when the status table has it. Starting a
 * consultation also needs it paid and, for a video call, an accepted date. The update is
 * conditional on the status read, so a concurrent change makes this one refused, not doubled.
 */
export async function changeStatus(db: Database, party: Party, id: number, to: number, reason: string | null): Promise<Outcome<number>> {
  if (!isAppointmentStatus(to)) return invalid('status', 'status_invalid')
  const found = await forChange(db, party, id, (a) => findTransition(statusOf(a), to, party.kind) !== undefined)
  if (!found.ok) return found
  const appointment = found.value
  const transition = findTransition(statusOf(appointment), to, party.kind)!
  if (transition.reason && !reason) return invalid('reason', 'required')
  if (to === APPOINTMENT_STATUS.started) {
    if (!appointment.paid) return invalid('status', 'appointment_not_paid')
    if (appointment.plan.type === PLAN_KIND.video_call && !appointment.dates.some((d) => d.accepted))
      return invalid('status', 'no_accepted_date')
  }
  const changed = await db
    .update(t.appointments)
    .set({ status: to, statusReason: transition.reason ? reason : appointment.statusReason, updatedAt: new Date() })
    .where(and(eq(t.appointments.id, id), eq(t.appointments.status, appointment.status)))
    .returning({ status: t.appointments.status })
  return changed[0] ? { ok: true, value: to } : notAllowed
}

/** A message from either side. */
export async function addNote(db: Database, party: Party, id: number, note: string): Promise<Outcome<AppointmentNoteRow>> {
  const found = await forChange(db, party, id, (a) => canCorrespond(statusOf(a)))
  if (!found.ok) return found
  if (found.value.notes.length >= MAX_NOTES_PER_APPOINTMENT) return invalid('note', 'too_many_notes')
  const [row] = await db
    .insert(t.appointmentNotes)
    .values({ appointmentId: id, note, sender: senderOf(party) })
    .returning()
  await touch(db, id)
  return { ok: true, value: row! }
}

/** Files either side uploaded before (POST /storage/file), attached to the conversation or the report. */
export async function addFiles(
  db: Database,
  party: Party,
  id: number,
  fileIds: number[],
  report = false,
): Promise<Outcome<AppointmentFileRow[]>> {
  const found = await forChange(db, party, id, (a) => (report ? canWriteReport(statusOf(a)) : canCorrespond(statusOf(a))))
  if (!found.ok) return found
  const ids = [...new Set(fileIds)]
  if (ids.length === 0) return invalid('files', 'required')
  // The conversation's files and the report's each have their bound.
  if (found.value.files.filter((file) => file.report === report).length + ids.length > MAX_FILES_PER_APPOINTMENT)
    return invalid('files', 'too_many_appointment_files')
  if (!(await ownFiles(db, party.userId, ids))) return invalid('files', 'file_not_found')
  const inserted = await db
    .insert(t.appointmentFiles)
    .values(ids.map((fileId) => ({ appointmentId: id, fileId, sender: senderOf(party), report })))
    .returning({ id: t.appointmentFiles.id })
  const [after] = await Promise.all([findAppointment(db, party, id), touch(db, id)])
  const added = new Set(inserted.map((row) => row.id))
  return { ok: true, value: (after?.files ?? []).filter((file) => added.has(file.id)) }
}

/** The patient's links, merged with those already there (the same link once). */
export async function addLinks(db: Database, userId: number, id: number, links: string[]): Promise<Outcome<number>> {
  const found = await forChange(db, { kind: 'patient', userId }, id, (a) => canCorrespond(statusOf(a)))
  if (!found.ok) return found
  const merged = [...new Set([...found.value.links, ...links])]
  if (merged.length > MAX_LINKS) return invalid('links', 'too_many_links')
  await db.update(t.appointments).set({ links: merged, updatedAt: new Date() }).where(eq(t.appointments.id, id))
  return { ok: true, value: id }
}

/**
 * A translator for a video call not paid yet: replaces any earlier one; the price follows.
 * `releasePrice` settles the appointment's unanswered 3-D Secure payments first (payments/charges.service.ts):
 * what still holds the price is a payment being processed.
 */
export async function setTranslator(
  db: Database,
  userId: number,
  id: number,
  translatorPlanId: number,
  releasePrice: (appointmentId: number) => Promise<void>,
): Promise<Outcome<number>> {
  const found = await forChange(db, { kind: 'patient', userId }, id, (a) => canAddTranslator({ status: statusOf(a), paid: a.paid }))
  if (!found.ok) return found
  if (found.value.plan.type !== PLAN_KIND.video_call) return invalid('translator_plan_id', 'translator_video_call_only')
  const [translator] = await db.select().from(t.translatorPlans).where(eq(t.translatorPlans.id, translatorPlanId))
  if (!translator) return invalid('translator_plan_id', 'translator_not_found')
  await releasePrice(id)
  const changed = await db.transaction(async (tx) => {
    const [priced] = await tx
      .update(t.appointments)
      .set({ priceCents: found.value.plan.priceCents + translator.priceCents, updatedAt: new Date() })
      .where(and(eq(t.appointments.id, id), eq(t.appointments.paid, false), priceUnlocked(id)))
      .returning({ id: t.appointments.id })
    if (!priced) return false
    await tx
      .insert(t.appointmentTranslators)
      .values({ appointmentId: id, translatorPlanId, priceCents: translator.priceCents })
      .onConflictDoUpdate({ target: t.appointmentTranslators.appointmentId, set: { translatorPlanId, priceCents: translator.priceCents } })
    return true
  })
  // forChange saw it unpaid: what stops the change now is a payment being processed (or one that just paid).
  if (!changed) return paymentOpen
  return { ok: true, value: id }
}

/** The doctor's report, written or rewritten while the consultation runs or after it. */
export async function writeReport(db: Database, party: Party, id: number, report: string): Promise<Outcome<AppointmentReportRow>> {
  const found = await forChange(db, party, id, (a) => canWriteReport(statusOf(a)))
  if (!found.ok) return found
  const [row] = await db
    .insert(t.appointmentReports)
    .values({ appointmentId: id, report })
    .onConflictDoUpdate({ target: t.appointmentReports.appointmentId, set: { report, dateReport: new Date() } })
    .returning()
  return { ok: true, value: row! }
}

/** The patient's one review of a consultation that took place. */
export async function addReview(
  db: Database,
  userId: number,
  id: number,
  halfStars: number,
  comment: string,
): Promise<Outcome<AppointmentReviewRow>> {
  const found = await forChange(db, { kind: 'patient', userId }, id, (a) => canReview(statusOf(a)) && a.review === null)
  if (!found.ok) return found
  const [row] = await db
    .insert(t.appointmentReviews)
    .values({ appointmentId: id, patientId: userId, halfStars, comment })
    .onConflictDoNothing()
    .returning()
  return row ? { ok: true, value: row } : notAllowed
}

/**
 * The patient's next consultation: the earliest accepted date of an approved or started
 * appointment whose call has not ended yet (date plus the plan's minutes).
 */
export async function nearestAppointment(db: Database, userId: number, now = new Date()): Promise<NearestAppointment | null> {
  // Prepared (db/prepared.ts): every signed-in page's header shows it (usually read with the session instead).
  const [row] = await preparedOnce(db, 'nearest_appointment', () =>
    nearestAppointmentOf(db, sql.placeholder('userId'), sql.placeholder('now')).prepare('nearest_appointment'),
  ).execute({ userId, now: now.toISOString() })
  return row ?? null
}

export type NearestAppointment = {
  dateId: number
  date: Date
  appointmentId: number
  doctorId: number
  status: number
  paid: boolean
  plan: ConsultPlanRow
}

/**
 * The patient's nearest accepted time of an approved or started appointment that is not over at
 * `now`, with its plan: for `nearestAppointment`, and as a lateral part of the session's statement
 * (auth/sessions.ts), where `patientId` is the session's user column.
 */
export const nearestAppointmentOf = (db: Database, patientId: SQLWrapper, now: SQLWrapper) =>
  db
    .select({
      // both `id`s named apart: a subquery's columns need distinct names
      dateId: sql<number>`${t.appointmentDates.id}`.as('date_id'),
      date: t.appointmentDates.date,
      appointmentId: sql<number>`${t.appointments.id}`.as('appointment_id'),
      doctorId: t.appointments.doctorId,
      status: t.appointments.status,
      paid: t.appointments.paid,
      plan: sql<ConsultPlanRow>`${rowObject(t.consultPlans)}`.as('plan'),
    })
    .from(t.appointmentDates)
    .innerJoin(t.appointments, eq(t.appointments.id, t.appointmentDates.appointmentId))
    .innerJoin(t.consultPlans, eq(t.consultPlans.id, t.appointments.planId))
    .where(
      and(
        sql`${t.appointments.patientId} = ${patientId}`,
        eq(t.appointmentDates.accepted, true),
        or(eq(t.appointments.status, APPOINTMENT_STATUS.approved), eq(t.appointments.status, APPOINTMENT_STATUS.started)),
        sql`${t.appointmentDates.date} + make_interval(mins => ${t.consultPlans.duration}) > ${now}`,
      ),
    )
    .orderBy(asc(t.appointmentDates.date))
    .limit(1)

/** The patient's reports, newest first (the account's doctor reports). */
export async function listReports(db: Database, userId: number, page: Page) {
  const where = eq(t.appointments.patientId, userId)
  const ofAppointment = eq(t.appointments.id, t.appointmentReports.appointmentId)
  return selectPage(
    db
      .select({
        row: {
          id: t.appointmentReports.id,
          appointmentId: t.appointments.id,
          doctorId: t.appointments.doctorId,
          report: t.appointmentReports.report,
          dateReport: t.appointmentReports.dateReport,
        },
        total: totalOverAll(),
      })
      .from(t.appointmentReports)
      .innerJoin(t.appointments, ofAppointment)
      .where(where)
      .orderBy(desc(t.appointmentReports.dateReport), desc(t.appointmentReports.id)),
    page,
    async () =>
      (await db.select({ n: count() }).from(t.appointmentReports).innerJoin(t.appointments, ofAppointment).where(where))[0]?.n ?? 0,
  )
}

/** The report of one of the patient's appointments, for the PDF. */
export async function findReportForPdf(db: Database, userId: number, reportId: number) {
  const [row] = await db
    .select({
      report: t.appointmentReports,
      appointment: { id: t.appointments.id, status: t.appointments.status },
      doctor: { firstName: t.doctors.firstName, lastName: t.doctors.lastName },
      patient: { firstName: t.users.firstName, lastName: t.users.lastName, dateOfBirth: t.users.dateOfBirth, timezone: t.users.timezone },
      plan: { name: t.consultPlans.name },
    })
    .from(t.appointmentReports)
    .innerJoin(t.appointments, eq(t.appointments.id, t.appointmentReports.appointmentId))
    .innerJoin(t.doctors, eq(t.doctors.id, t.appointments.doctorId))
    .innerJoin(t.users, eq(t.users.id, t.appointments.patientId))
    .innerJoin(t.consultPlans, eq(t.consultPlans.id, t.appointments.planId))
    .where(and(eq(t.appointmentReports.id, reportId), eq(t.appointments.patientId, userId)))
  return row ?? null
}

/**
 * A stored file this account may download: its own, or one attached to an appointment whose
 * patient or doctor it is.
 */
export async function findReadableFile(db: Database, account: { userId: number; doctorId: number | null }, fileId: number) {
  const attachedToMine = sql`exists (select 1 from ${t.appointmentFiles} inner join ${t.appointments} on ${t.appointments.id} = ${t.appointmentFiles.appointmentId}
      where ${t.appointmentFiles.fileId} = ${t.storedFiles.id}
      and (${t.appointments.patientId} = ${account.userId} ${account.doctorId !== null ? sql`or ${t.appointments.doctorId} = ${account.doctorId}` : sql``}))`
  const [row] = await db
    .select()
    .from(t.storedFiles)
    .where(and(eq(t.storedFiles.id, fileId), or(eq(t.storedFiles.ownerId, account.userId), attachedToMine)))
  return row ?? null
}
