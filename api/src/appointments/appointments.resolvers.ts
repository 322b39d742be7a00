import { GraphQLError } from 'graphql'
import * as v from 'valibot'
import { linkField, noteField, reasonField, bookingReasonField } from '#contract/appointment-fields'
import { isRating, statusName, isAppointmentStatus, MAX_LINKS, APPOINTMENT_STATUS } from '#contract/appointments'
import type { AppointmentsQuery, Maybe, Resolvers } from '../generated/resolvers-types'
import { parseLocale, requireDoctor, requirePatient, type GraphQLContext } from '../graphql/context'
import { TranslationFailed } from '../adapters/ai'
import { consume, LIMITS } from '../auth/rate-limit'
import { badInput, parseId, tooManyRequests } from '../shared/errors'
import { euros } from '../shared/i18n'
import { apiMessage } from '../shared/messages'
import { parsePagination } from '../shared/pagination'
import { fieldErrorsError, validate } from '../shared/validation'
import { toPlan } from '../doctors/doctors.mappers'
import { inLocale, iso, storedFileUrl, toAppointmentFile, toNote, type AppointmentParent } from './appointments.mappers'
import * as service from './appointments.service'
import { createFastAppointment, findFastAppointment, listFastAppointments } from './fast-appointments.service'
import { findDoctorSchema } from '#contract/find-doctor'
import { notifyAppointmentEvent, type AppointmentEventKind } from '../notifications/appointment-events'
import { announceRoomStatus } from '../rooms/rooms.service'
import { PAGE_LIMITS } from '#contract/page-limits'
import { releaseAppointmentPrice } from '../payments/charges.service'

/** The answer to a refused change: not found (another's looks the same), not allowed now, or field errors. */
function refusal(ctx: GraphQLContext, outcome: service.Refusal): GraphQLError {
  switch (outcome.refused) {
    case 'not_found':
      return new GraphQLError(apiMessage('appointment_not_found', ctx.locale), { extensions: { code: 'NOT_FOUND', http: { status: 404 } } })
    case 'not_allowed':
      return new GraphQLError(apiMessage('appointment_change_not_allowed', ctx.locale), {
        extensions: { code: 'BAD_USER_INPUT', reason: 'illegal_transition', http: { status: 409 } },
      })
    case 'payment_open':
      return new GraphQLError(apiMessage('price_locked_by_payment', ctx.locale), {
        extensions: { code: 'BAD_USER_INPUT', reason: 'payment_in_progress', http: { status: 409 } },
      })
    case 'invalid':
      return fieldErrorsError(outcome.errors)
  }
}

function valueOf<T>(ctx: GraphQLContext, outcome: service.Outcome<T>): T {
  if (!outcome.ok) throw refusal(ctx, outcome)
  return outcome.value
}

function field<TSchema extends v.GenericSchema>(name: string, schema: TSchema, input: unknown): v.InferOutput<TSchema> {
  const result = validate(schema, input)
  // A value of its own ('input') or an item of a list ('1') is the field itself.
  if (!result.ok)
    throw fieldErrorsError(
      result.errors.map((error) => ({
        ...error,
        name: error.name === 'input' || /^\d+$/.test(error.name) ? name : `${name}.${error.name}`,
      })),
    )
  return result.value
}

async function patient(ctx: GraphQLContext): Promise<service.Party> {
  return { kind: 'patient', userId: await requirePatient(ctx) }
}

async function doctor(ctx: GraphQLContext): Promise<service.Party> {
  return { kind: 'doctor', ...(await requireDoctor(ctx)) }
}

/**
 * A message from either side, within the per-appointment and the looser per-account limit (issue 25:
 * a flood of messages would fill an appointment's bounded conversation and every reader's answer
 * with it; review L7: a doctor answering several patients must not run into one patient's bound).
 */
async function addNote(ctx: GraphQLContext, party: service.Party, id: string, note: unknown) {
  const appointmentId = parseId(id, 'id')
  const retryAfter = await consume(ctx.limiter, LIMITS.notesPerAppointment(party.userId, appointmentId), LIMITS.notesPerUser(party.userId))
  if (retryAfter !== null) throw tooManyRequests(ctx.locale, retryAfter)
  return valueOf(ctx, await service.addNote(ctx.db, party, appointmentId, field('note', noteField, note)))
}

/** The appointment as the caller now sees it, after a change. */
async function reloaded(ctx: GraphQLContext, party: service.Party, id: number): Promise<AppointmentParent> {
  const row = await service.findAppointment(ctx.db, party, id)
  if (!row) throw refusal(ctx, { refused: 'not_found' })
  return { ...row, locale: ctx.locale }
}

/**
 * The relations only one appointment's screen shows: on the row already (one appointment), or for
 * a list's row loaded when a query asks, with the rest of its page in one statement.
 */
const hasDetails = (row: AppointmentParent): row is AppointmentParent & service.AppointmentDetails => 'notes' in row

async function detailsOf(row: AppointmentParent, ctx: GraphQLContext): Promise<service.AppointmentDetails> {
  if (hasDetails(row)) return row
  const details = await ctx.loaders.appointmentDetailsById.load(row.id)
  if (!details) throw new Error(`appointment ${row.id} is missing`)
  return details
}

/** Like the other mutations' answers, the message is a key the web translates. */
const statusAnswer = (status: number) => ({ status, message: 'successfully_updated' })

const fileIds = (files: readonly { id: string }[] | null | undefined) => (files ?? []).map((file) => parseId(file.id, 'files.id'))

const links = v.pipe(v.array(linkField), v.maxLength(MAX_LINKS, 'too_many_links'))

/** The report dates' window: both ends or neither, the end after the start, at most a few days apart. */
function reportDatesOf(query: Maybe<AppointmentsQuery> | undefined): { from: Date; to: Date } | null {
  if (!query?.report_from && !query?.report_to) return null
  const from = new Date(String(query.report_from ?? ''))
  const to = new Date(String(query.report_to ?? ''))
  if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime()) || to <= from || to.getTime() - from.getTime() > 3 * 86_400_000)
    throw badInput('report_from and report_to must both be instants, report_to after report_from and within 3 days of it')
  return { from, to }
}

async function list(ctx: GraphQLContext, party: service.Party, query: Maybe<AppointmentsQuery> | undefined) {
  const page = parsePagination(query?.pagination, PAGE_LIMITS.appointments)
  const statuses = query?.statuses ?? null
  if (statuses?.some((status) => !isAppointmentStatus(status))) throw badInput('statuses must be appointment statuses 1-7')
  const reportDates = reportDatesOf(query)
  const { total, rows } = await service.listAppointments(
    ctx.db,
    party,
    { name: query?.name, planType: query?.plan_type, statuses, withReport: query?.with_report ?? false, reportDates },
    page,
  )
  return { total, has_more: page.offset + rows.length < total, results: inLocale(rows, ctx.locale) }
}

export const appointmentResolvers: Resolvers = {
  Query: {
    getFastAppointments: async (_, { pagination }, ctx) => {
      const userId = await requirePatient(ctx)
      return listFastAppointments(ctx.db, userId, parsePagination(pagination, PAGE_LIMITS.fastAppointments)).then(({ total, rows }) => ({
        total,
        results: rows,
      }))
    },
    fastAppointmentById: async (_, { id }, ctx) => findFastAppointment(ctx.db, await requirePatient(ctx), parseId(id, 'id')),
    translationAvailable: (_, __, ctx) => ctx.translator !== null,
    appointments: async (_, { query }, ctx) => list(ctx, await patient(ctx), query),
    doctorAppointments: async (_, { query }, ctx) => list(ctx, await doctor(ctx), query),
    appointment: async (_, { id }, ctx) => {
      const row = await service.findAppointment(ctx.db, await patient(ctx), parseId(id, 'id'))
      return row && { ...row, locale: ctx.locale }
    },
    doctorAppointment: async (_, { id }, ctx) => {
      const row = await service.findAppointment(ctx.db, await doctor(ctx), parseId(id, 'id'))
      return row && { ...row, locale: ctx.locale }
    },
    appointmentByKey: async (_, { payKey }, ctx) => {
      const row = await service.findAppointmentByPayKey(ctx.db, await requirePatient(ctx), payKey)
      return row && { ...row, locale: ctx.locale }
    },
    nearestAppointment: async (_, __, ctx) => {
      // Read with the session when asked in time (graphql/session-loader.ts), else on its own.
      ctx.session.want({ nearest: true })
      const userId = await requirePatient(ctx)
      const withSession = await ctx.session.part(userId, 'nearest')
      const row = withSession !== undefined ? withSession : await service.nearestAppointment(ctx.db, userId)
      if (!row) return null
      const card = await ctx.loaders.doctorCardById.load(row.doctorId)
      if (!card) return null
      return {
        id: row.dateId,
        appointment_id: row.appointmentId,
        date: iso(row.date),
        doctor: { ...card, locale: ctx.locale },
        plan: toPlan(row.plan, ctx.locale),
        status: row.status,
        paid: row.paid,
      }
    },
    appointmentReports: async (_, { pagination }, ctx) => {
      const userId = await requirePatient(ctx)
      const page = parsePagination(pagination, PAGE_LIMITS.appointmentReports)
      const { total, rows } = await service.listReports(ctx.db, userId, page)
      const cards = await ctx.loaders.doctorCardById.loadMany(rows.map((row) => row.doctorId))
      return {
        total,
        results: rows.map((row, index) => {
          const card = cards[index]
          if (!card || card instanceof Error) throw new Error(`doctor ${row.doctorId} of report ${row.id} is missing`)
          return {
            id: row.id,
            appointment_id: row.appointmentId,
            report: row.report,
            date_report: iso(row.dateReport),
            doctor: { ...card, locale: ctx.locale },
            has_pdf: true,
          }
        }),
      }
    },
  },

  Mutation: {
    CreateFastAppointment: async (_, { input }, ctx) => {
      const userId = await requirePatient(ctx)
      const values = validate(findDoctorSchema, {
        ...input,
        organization_ids: input.organization_ids?.map(String),
        files: input.files?.map(String),
      })
      if (!values.ok) throw fieldErrorsError(values.errors)
      const created = await createFastAppointment(ctx.db, userId, values.value)
      if (!created.ok) throw fieldErrorsError(created.errors)
      return { id: created.id, message: 'appointment_created' }
    },
    translate: async (_, { input }, ctx) => {
      const party = await patient(ctx)
      if (!ctx.translator)
        throw new GraphQLError('translation is not configured', { extensions: { code: 'NOT_IMPLEMENTED', http: { status: 501 } } })
      const appointment = await service.findAppointment(ctx.db, party, parseId(input.appointment_id, 'appointment_id'))
      const note = appointment?.notes.find((candidate) => candidate.id === parseId(input.note_id, 'note_id'))
      if (!note) throw refusal(ctx, { refused: 'not_found' })
      const retryAfter = await consume(ctx.limiter, LIMITS.translatePerUser(party.userId))
      if (retryAfter !== null) throw tooManyRequests(ctx.locale, retryAfter)
      try {
        return { body: await ctx.translator.translate(note.note, input.lang ? parseLocale(input.lang) : ctx.locale) }
      } catch (error) {
        if (!(error instanceof TranslationFailed)) throw error
        throw new GraphQLError(apiMessage('translation_failed', ctx.locale), {
          extensions: { code: 'SERVICE_UNAVAILABLE', http: { status: 503 } },
        })
      }
    },
    CreateAppointment: async (_, { input }, ctx) => {
      const userId = await requirePatient(ctx)
      const created = valueOf(
        ctx,
        await service.createAppointment(ctx.db, userId, {
          doctorId: parseId(input.doctor_id, 'doctor_id'),
          planId: parseId(input.plan_id, 'plan_id'),
          dates: input.dates,
          reason: field('reason', bookingReasonField, input.reason ?? ''),
          translatorPlanId: input.translator_plan_id ? parseId(input.translator_plan_id, 'translator_plan_id') : null,
          fileIds: fileIds(input.files),
        }),
      )
      await tell(ctx, 'created', created.id, 'patient')
      return { id: created.id, message: 'appointment_created' }
    },
    ApproveDate: async (_, { appointmentId, dateId }, ctx) => {
      const id = parseId(appointmentId, 'appointmentId')
      const status = valueOf(ctx, await service.acceptDate(ctx.db, await patient(ctx), id, parseId(dateId, 'dateId')))
      await tell(ctx, 'date_accepted', id, 'patient')
      return statusAnswer(status)
    },
    RequestAppointmentDates: async (_, { id, input }, ctx) => {
      const party = await patient(ctx)
      const proposed = valueOf(ctx, await service.proposeDates(ctx.db, party, parseId(id, 'id'), input.dates))
      await tell(ctx, 'dates_proposed', proposed, 'patient')
      return reloaded(ctx, party, proposed)
    },
    CreateAppointmentNote: async (_, { id, input }, ctx) => {
      const note = await addNote(ctx, await patient(ctx), id, input.note)
      await tell(ctx, 'message', note.appointmentId, 'patient')
      return toNote(note)
    },
    CreateAppointmentFile: async (_, { id, input }, ctx) => {
      const appointmentId = parseId(id, 'id')
      const files = valueOf(ctx, await service.addFiles(ctx.db, await patient(ctx), appointmentId, fileIds(input.files)))
      await tell(ctx, 'file_added', appointmentId, 'patient')
      return files.map(toAppointmentFile)
    },
    AddLinks: async (_, { id, input }, ctx) => {
      const party = await patient(ctx)
      const added = field('links', links, input.links)
      return reloaded(ctx, party, valueOf(ctx, await service.addLinks(ctx.db, party.userId, parseId(id, 'id'), added)))
    },
    AddTranslatorPlan: async (_, { id, translator_plan_id }, ctx) => {
      const party = await patient(ctx)
      const appointmentId = parseId(id, 'id')
      const payments = ctx.payments
      const releasePrice = async (unpaid: number) => (payments ? releaseAppointmentPrice(payments, unpaid) : undefined)
      valueOf(
        ctx,
        await service.setTranslator(ctx.db, party.userId, appointmentId, parseId(translator_plan_id, 'translator_plan_id'), releasePrice),
      )
      return reloaded(ctx, party, appointmentId)
    },
    RejectStatus: async (_, { id, input }, ctx) => {
      const party = await patient(ctx)
      // The patient's only status change is the cancel; the status table refuses anything else.
      const reason = field('reason', reasonField, input.reason)
      const appointmentId = parseId(id, 'id')
      const status = valueOf(ctx, await changeStatus(ctx, party, appointmentId, input.status, reason))
      await tell(ctx, 'cancelled', appointmentId, 'patient')
      return statusAnswer(status)
    },
    CreateReview: async (_, { input }, ctx) => {
      const userId = await requirePatient(ctx)
      if (!isRating(input.rating)) throw fieldErrorsError([{ name: 'rating', messages: ['rating_invalid'] }])
      const comment = field('comment', bookingReasonField, input.comment ?? '')
      const review = valueOf(
        ctx,
        await service.addReview(ctx.db, userId, parseId(input.appointment_id, 'appointment_id'), input.rating * 2, comment),
      )
      return { rating: review.halfStars / 2, comment: review.comment, created_at: iso(review.createdAt) }
    },

    doctorApproveAppointment: async (_, { id }, ctx) => {
      const appointmentId = parseId(id, 'id')
      const status = valueOf(ctx, await changeStatus(ctx, await doctor(ctx), appointmentId, APPOINTMENT_STATUS.approved, null))
      await tell(ctx, 'approved', appointmentId, 'doctor')
      return statusAnswer(status)
    },
    doctorRejectAppointment: async (_, { id, reason }, ctx) => {
      const party = await doctor(ctx)
      const why = field('reason', reasonField, reason)
      const appointmentId = parseId(id, 'id')
      const status = valueOf(ctx, await changeStatus(ctx, party, appointmentId, APPOINTMENT_STATUS.rejected, why))
      await tell(ctx, 'rejected', appointmentId, 'doctor')
      return statusAnswer(status)
    },
    doctorProposeDates: async (_, { id, input }, ctx) => {
      const party = await doctor(ctx)
      const proposed = valueOf(ctx, await service.proposeDates(ctx.db, party, parseId(id, 'id'), input.dates))
      await tell(ctx, 'dates_proposed', proposed, 'doctor')
      return reloaded(ctx, party, proposed)
    },
    doctorAcceptDate: async (_, { appointmentId, dateId }, ctx) => {
      const id = parseId(appointmentId, 'appointmentId')
      const status = valueOf(ctx, await service.acceptDate(ctx.db, await doctor(ctx), id, parseId(dateId, 'dateId')))
      await tell(ctx, 'date_accepted', id, 'doctor')
      return statusAnswer(status)
    },
    doctorSetStatus: async (_, { id, status }, ctx) => {
      const party = await doctor(ctx)
      // Approve and reject have their own mutations (reject needs a reason); this moves a consultation on.
      const onward: number[] = [APPOINTMENT_STATUS.started, APPOINTMENT_STATUS.completed, APPOINTMENT_STATUS.finished]
      if (!onward.includes(status)) throw fieldErrorsError([{ name: 'status', messages: ['status_invalid'] }])
      return statusAnswer(valueOf(ctx, await changeStatus(ctx, party, parseId(id, 'id'), status, null)))
    },
    doctorCreateNote: async (_, { id, input }, ctx) => {
      const note = await addNote(ctx, await doctor(ctx), id, input.note)
      await tell(ctx, 'message', note.appointmentId, 'doctor')
      return toNote(note)
    },
    doctorCreateFiles: async (_, { id, input, report }, ctx) => {
      const appointmentId = parseId(id, 'id')
      const files = valueOf(ctx, await service.addFiles(ctx.db, await doctor(ctx), appointmentId, fileIds(input.files), report ?? false))
      await tell(ctx, 'file_added', appointmentId, 'doctor')
      return files.map(toAppointmentFile)
    },
    doctorWriteReport: async (_, { id, report }, ctx) => {
      const party = await doctor(ctx)
      const row = valueOf(ctx, await service.writeReport(ctx.db, party, parseId(id, 'id'), field('report', noteField, report)))
      await tell(ctx, 'report_ready', row.appointmentId, 'doctor')
      return { id: row.id, report: row.report, date_report: iso(row.dateReport) }
    },
  },

  FastAppointment: {
    created_at: (row) => iso(row.createdAt),
    organization_ids: (row) => row.organizationIds,
    notes: (row) => row.notes.map((note) => ({ ...note, created_at: iso(note.created_at) })),
    files: (row) => row.files.map((file) => ({ ...file, url: storedFileUrl(file.id) })),
  },

  Appointment: {
    state: (row) => (isAppointmentStatus(row.status) ? statusName(row.status) : 'unknown'),
    created_at: (row) => iso(row.createdAt),
    price: (row) => euros(row.priceCents),
    dates: (row) => row.dates.map((date) => ({ id: date.id, date: iso(date.date), sender: date.sender, accepted: date.accepted })),
    doctor: async (row, _, ctx) => {
      const card = await ctx.loaders.doctorCardById.load(row.doctorId)
      if (!card) throw new Error(`doctor ${row.doctorId} of appointment ${row.id} is missing`)
      return { ...card, locale: row.locale }
    },
    plan: (row) => toPlan(row.plan, row.locale),
    files: async (row, _, ctx) => (await detailsOf(row, ctx)).files.filter((file) => !file.report).map(toAppointmentFile),
    reports_file: async (row, _, ctx) => (await detailsOf(row, ctx)).files.filter((file) => file.report).map(toAppointmentFile),
    notes: async (row, _, ctx) => (await detailsOf(row, ctx)).notes.map(toNote),
    report: async (row, _, ctx) => {
      const { report } = await detailsOf(row, ctx)
      return report && { id: report.id, report: report.report, date_report: iso(report.dateReport) }
    },
    admin_notes: (row) => row.adminNotes,
    appointment_translators: async (row, _, ctx) =>
      (await detailsOf(row, ctx)).translators.map((translator) => ({
        id: translator.id,
        price: euros(translator.priceCents),
        translator_plan: translator.plan,
      })),
    status_reason: (row) => row.statusReason,
    review: async (row, _, ctx) => {
      const { review } = await detailsOf(row, ctx)
      return review && { rating: review.halfStars / 2, comment: review.comment, created_at: iso(review.createdAt) }
    },
    patient: async (row, _, ctx) => {
      const { patient } = await detailsOf(row, ctx)
      return { id: patient.id, first_name: patient.firstName, last_name: patient.lastName, timezone: patient.timezone }
    },
  },
}

/**
 * Every status change: the status table's rules (the service), then a room the appointment no
 * longer has open ends its connections (issue 25), on every API instance.
 */
async function changeStatus(ctx: GraphQLContext, party: service.Party, id: number, to: number, reason: string | null) {
  const changed = await service.changeStatus(ctx.db, party, id, to, reason)
  // Like a notification, after the change and never its failure (the room's check at the next connection stays).
  if (changed.ok)
    await announceRoomStatus(ctx.notifications.bus, id, changed.value).catch((error: unknown) => ctx.notifications.onError?.(error))
  return changed
}

/** The other party hears of a change (notifications, issue 14); after the change, never failing it. */
const tell = (ctx: GraphQLContext, kind: AppointmentEventKind, appointmentId: number, by: 'patient' | 'doctor') =>
  notifyAppointmentEvent(ctx.notifications, { kind, appointmentId, by })
