import { and, eq, ne } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as t from '../src/db/schema'
import { LIMITS, MemoryRateLimiter } from '../src/auth/rate-limit'
import { storeFile } from '../src/users/files.service'
import {
  createSignedInDoctor,
  createSignedInPatient,
  errorCode,
  insertAppointment,
  multipartRequest,
  rest,
  setupTestApi,
  testEnv,
  type GraphQLResponse,
  type TestApi,
} from './helpers'

/**
 * Issue 12: appointments end to end through GraphQL on a real database: booking, the status table,
 * date negotiation, messages, files, links, translator, review, and who may see and change what.
 */

const APPOINTMENT = `id status state price paid payKey reason creator links status_reason
  dates { id date sender accepted } doctor { id slug first_name } plan { id type price }
  files { id sender file { id name url } } reports_file { id } notes { id note sender created_at }
  report { id report date_report } admin_notes { id note kind } appointment_translators { id price translator_plan { id lang_1 lang_2 } }
  review { rating comment } patient { id first_name }`

const CREATE = `mutation($input: CreateAppointmentInput!) { CreateAppointment(input: $input) { id message } }`
const ONE = `query($id: ID!) { appointment(id: $id) { ${APPOINTMENT} } }`
const LIST = `query($query: AppointmentsQuery) { appointments(query: $query) { total results { id status plan { type } doctor { slug } } } }`
const APPROVE_DATE = `mutation($a: ID!, $d: ID!) { ApproveDate(appointmentId: $a, dateId: $d) { status message } }`
const REQUEST_DATES = `mutation($id: ID!, $dates: [DateTime!]!) { RequestAppointmentDates(id: $id, input: { dates: $dates }) { id dates { sender accepted } } }`
const NOTE = `mutation($id: ID!, $note: String!) { CreateAppointmentNote(id: $id, input: { note: $note }) { id note sender created_at } }`
const FILES = `mutation($id: ID!, $files: [FileRefInput!]!) { CreateAppointmentFile(id: $id, input: { files: $files }) { id sender file { id name mime size url } } }`
const LINKS = `mutation($id: ID!, $links: [String!]!) { AddLinks(id: $id, input: { links: $links }) { links } }`
const TRANSLATOR = `mutation($id: ID!, $plan: ID!) { AddTranslatorPlan(id: $id, translator_plan_id: $plan) { price appointment_translators { price translator_plan { lang_1 lang_2 } } } }`
const CANCEL = `mutation($id: ID!, $status: Int!, $reason: String!) { RejectStatus(id: $id, input: { status: $status, reason: $reason }) { status } }`
const REVIEW = `mutation($input: ReviewInput!) { CreateReview(input: $input) { rating comment } }`
const NEAREST = `{ nearestAppointment { id appointment_id date doctor { slug } plan { type } } }`

const D_LIST = `query { doctorAppointments { total results { id status patient { first_name } } } }`
const D_APPROVE = `mutation($id: ID!) { doctorApproveAppointment(id: $id) { status } }`
const D_REJECT = `mutation($id: ID!, $reason: String!) { doctorRejectAppointment(id: $id, reason: $reason) { status } }`
const D_PROPOSE = `mutation($id: ID!, $dates: [DateTime!]!) { doctorProposeDates(id: $id, input: { dates: $dates }) { dates { id sender } } }`
const D_ACCEPT = `mutation($a: ID!, $d: ID!) { doctorAcceptDate(appointmentId: $a, dateId: $d) { status } }`
const D_STATUS = `mutation($id: ID!, $status: Int!) { doctorSetStatus(id: $id, status: $status) { status } }`
const D_NOTE = `mutation($id: ID!, $note: String!) { doctorCreateNote(id: $id, input: { note: $note }) { sender } }`
const D_REPORT = `mutation($id: ID!, $report: String!) { doctorWriteReport(id: $id, report: $report) { report } }`
const D_FILES = `mutation($id: ID!, $files: [FileRefInput!]!) { doctorCreateFiles(id: $id, input: { files: $files }, report: true) { sender } }`

let ctx: TestApi
let patient: Awaited<ReturnType<typeof createSignedInPatient>>
let doctor: Awaited<ReturnType<typeof createSignedInDoctor>>
let videoPlan: typeof t.consultPlans.$inferSelect
let reportPlan: typeof t.consultPlans.$inferSelect
let translatorPlan: typeof t.translatorPlans.$inferSelect

beforeAll(async () => {
  ctx = await setupTestApi()
  patient = await createSignedInPatient(ctx.db, { timezone: 'Europe/Berlin' })
  doctor = await createSignedInDoctor(ctx.db)
  const plans = await ctx.db.select().from(t.consultPlans).where(eq(t.consultPlans.doctorId, doctor.doctor.id))
  videoPlan = plans.find((plan) => plan.type === t.PLAN_TYPE.videoCall)!
  reportPlan = plans.find((plan) => plan.type === t.PLAN_TYPE.report)!
  const [enDe] = await ctx.db
    .select()
    .from(t.translatorPlans)
    .where(and(eq(t.translatorPlans.lang1, 'en'), eq(t.translatorPlans.lang2, 'de')))
  translatorPlan = enDe!
  expect(videoPlan && reportPlan && translatorPlan).toBeTruthy()
})
afterAll(() => ctx.close())

/** An instant `days` ahead at `hour`:00 UTC. */
const ahead = (days: number, hour = 10, minute = 0) => {
  const date = new Date()
  date.setUTCDate(date.getUTCDate() + days)
  date.setUTCHours(hour, minute, 0, 0)
  return date.toISOString()
}

const asPatient = (query: string, variables: Record<string, unknown> = {}, who = patient) => ctx.gql(query, variables, who.headers)
const asDoctor = (query: string, variables: Record<string, unknown> = {}, who = doctor) => ctx.gql(query, variables, who.headers)

const fieldErrors = (response: GraphQLResponse) => {
  expect(errorCode(response), JSON.stringify(response.errors)).toBe('BAD_USER_INPUT')
  return response.errors?.[0]?.extensions?.errors as { name: string; messages: string[] }[]
}
const illegal = (response: GraphQLResponse) => {
  expect(response.errors?.[0]?.extensions?.reason, JSON.stringify(response.errors)).toBe('illegal_transition')
}

async function book(overrides: Record<string, unknown> = {}, who = patient): Promise<string> {
  const response = await asPatient(
    CREATE,
    {
      input: {
        doctor_id: String(doctor.doctor.id),
        plan_id: String(videoPlan.id),
        dates: [ahead(3), ahead(4)],
        reason: 'Chest pain when climbing stairs',
        ...overrides,
      },
    },
    who,
  )
  expect(response.errors, JSON.stringify(response.errors)).toBeUndefined()
  return String((response.data as { CreateAppointment: { id: string } }).CreateAppointment.id)
}

type Appointment = {
  id: string
  status: number
  price: number
  paid: boolean
  dates: { id: string; sender: number; accepted: boolean; date: string }[]
  [key: string]: unknown
}
async function read(id: string, who = patient): Promise<Appointment> {
  const response = await asPatient(ONE, { id }, who)
  expect(response.errors, JSON.stringify(response.errors)).toBeUndefined()
  return (response.data as { appointment: Appointment }).appointment
}

async function storedFileOf(ownerId: number, name = 'scan.pdf') {
  const stored = await storeFile(ctx.db, ctx.storage, 10_000_000, {
    ownerId,
    name,
    mime: 'application/pdf',
    bytes: new TextEncoder().encode('%PDF-1.4 test'),
  })
  if (!stored.ok) throw new Error('not stored')
  return stored.file
}

describe('booking', () => {
  it('creates a request awaiting confirmation with the proposed dates, a translator and the summed price', async () => {
    const file = await storedFileOf(patient.user.id)
    const id = await book({ translator_plan_id: String(translatorPlan.id), files: [{ id: String(file.id), name: file.name }] })
    const appointment = await read(id)
    expect(appointment).toMatchObject({
      status: 1,
      state: 'awaiting_confirmation',
      paid: false,
      creator: 2,
      reason: 'Chest pain when climbing stairs',
    })
    expect(appointment.price).toBe((videoPlan.priceCents + translatorPlan.priceCents) / 100)
    expect(appointment.dates).toHaveLength(2)
    expect(appointment.dates.every((date) => date.sender === 2 && !date.accepted)).toBe(true)
    expect(appointment['appointment_translators']).toEqual([
      {
        id: expect.anything(),
        price: translatorPlan.priceCents / 100,
        translator_plan: { id: String(translatorPlan.id), lang_1: 'en', lang_2: 'de' },
      },
    ])
    expect(appointment['files']).toEqual([
      { id: expect.anything(), sender: 2, file: { id: String(file.id), name: 'scan.pdf', url: `/storage/file/${file.id}` } },
    ])
    expect(appointment['payKey']).toMatch(/^[\w-]{20,}$/)
    expect(appointment['doctor']).toMatchObject({ slug: 'dr-anna-keller' })
  })

  it('refuses dates in the past, more than five times on one day (the patient’s day), an unknown plan and a translator for a written report', async () => {
    const past = fieldErrors(
      await asPatient(CREATE, {
        input: { doctor_id: String(doctor.doctor.id), plan_id: String(videoPlan.id), dates: [new Date(Date.now() - 60_000).toISOString()] },
      }),
    )
    expect(past).toEqual([{ name: 'dates', messages: ['date_in_past'] }])
    // Six times on one Berlin day: 08:00 to 13:00 Berlin is 07:00 to 12:00 UTC in winter, 06:00 to 11:00 in summer; either way one day.
    const sixTimes = [8, 9, 10, 11, 12, 13].map((hour) => ahead(5, hour - 2))
    const crowded = fieldErrors(
      await asPatient(CREATE, { input: { doctor_id: String(doctor.doctor.id), plan_id: String(videoPlan.id), dates: sixTimes } }),
    )
    expect(crowded).toEqual([{ name: 'dates', messages: ['too_many_times_per_day'] }])
    const five = await asPatient(CREATE, {
      input: { doctor_id: String(doctor.doctor.id), plan_id: String(videoPlan.id), dates: sixTimes.slice(0, 5) },
    })
    expect(five.errors).toBeUndefined()

    const otherDoctorsPlan = await ctx.db.select().from(t.consultPlans).where(eq(t.consultPlans.type, 1))
    const foreign = otherDoctorsPlan.find((plan) => plan.doctorId !== doctor.doctor.id)!
    expect(
      fieldErrors(
        await asPatient(CREATE, { input: { doctor_id: String(doctor.doctor.id), plan_id: String(foreign.id), dates: [ahead(2)] } }),
      ),
    ).toEqual([{ name: 'plan_id', messages: ['plan_not_found'] }])
    expect(
      fieldErrors(
        await asPatient(CREATE, {
          input: {
            doctor_id: String(doctor.doctor.id),
            plan_id: String(reportPlan.id),
            dates: [ahead(2)],
            translator_plan_id: String(translatorPlan.id),
          },
        }),
      ),
    ).toEqual([{ name: 'translator_plan_id', messages: ['translator_video_call_only'] }])
  })

  it('refuses another patient’s file', async () => {
    const stranger = await createSignedInPatient(ctx.db)
    const theirs = await storedFileOf(stranger.user.id)
    const refused = fieldErrors(
      await asPatient(CREATE, {
        input: {
          doctor_id: String(doctor.doctor.id),
          plan_id: String(videoPlan.id),
          dates: [ahead(2)],
          files: [{ id: String(theirs.id) }],
        },
      }),
    )
    expect(refused).toEqual([{ name: 'files', messages: ['file_not_found'] }])
  })
})

describe('who sees and changes what', () => {
  it('another patient cannot read or change the appointment; another doctor does not see it; tokens of one role do not work for the other', async () => {
    const id = await book()
    const stranger = await createSignedInPatient(ctx.db)
    expect(await read(id, stranger)).toBeNull()
    expect(((await asPatient(LIST, {}, stranger)).data as { appointments: { total: number } }).appointments.total).toBe(0)
    for (const [query, variables] of [
      [NOTE, { id, note: 'hello' }],
      [CANCEL, { id, status: 5, reason: 'mine now' }],
      [LINKS, { id, links: ['https://example.com/x'] }],
      [REQUEST_DATES, { id, dates: [ahead(6)] }],
    ] as const) {
      expect(errorCode(await asPatient(query, variables, stranger))).toBe('NOT_FOUND')
    }
    expect((await read(id)).status).toBe(1)

    const [colleague] = await ctx.db.select().from(t.doctors).where(ne(t.doctors.id, doctor.doctor.id)).limit(1)
    const otherDoctor = await createSignedInDoctor(ctx.db, colleague!.slug)
    expect(
      (
        (await asDoctor(D_LIST, {}, otherDoctor)).data as { doctorAppointments: { results: { id: string }[] } }
      ).doctorAppointments.results.map((a) => a.id),
    ).not.toContain(id)
    expect(errorCode(await asDoctor(D_APPROVE, { id }, otherDoctor))).toBe('NOT_FOUND')

    // A patient's token is not a doctor's, and a doctor's account is no patient.
    expect(errorCode(await asPatient(D_APPROVE, { id }))).toBe('FORBIDDEN')
    expect(errorCode(await asDoctor(ONE, { id }))).toBe('UNAUTHENTICATED')
    expect(errorCode(await asDoctor(`{ me { id } }`))).toBeUndefined()
    expect(((await asDoctor(`{ me { id } }`)).data as { me: unknown }).me).toBeNull()
  })

  it('a doctor’s account signs in as a doctor only', async () => {
    const asDoctorRole = await rest(ctx.api, 'POST', '/auth/sign-in', {
      body: { email: doctor.user.email, password: doctor.password, role: 'doctor' },
    })
    expect(asDoctorRole.status).toBe(200)
    const asPatientRole = await rest(ctx.api, 'POST', '/auth/sign-in', { body: { email: doctor.user.email, password: doctor.password } })
    expect(asPatientRole.status).toBe(401)
    const patientAsDoctor = await rest(ctx.api, 'POST', '/auth/sign-in', {
      body: { email: patient.user.email, password: patient.password, role: 3 },
    })
    expect(patientAsDoctor.status).toBe(401)
  })
})

describe('the status table', () => {
  it('the patient cancels only while awaiting confirmation, with a reason; nothing changes otherwise', async () => {
    const id = await book()
    expect(fieldErrors(await asPatient(CANCEL, { id, status: 5, reason: '   ' }))).toEqual([{ name: 'reason', messages: ['required'] }])
    // The patient may not approve their own request through the cancel mutation.
    illegal(await asPatient(CANCEL, { id, status: 2, reason: 'approve please' }))
    expect((await asPatient(CANCEL, { id, status: 5, reason: 'Feeling better' })).data).toEqual({ RejectStatus: { status: 5 } })
    expect(await read(id)).toMatchObject({ status: 5, state: 'canceled', status_reason: 'Feeling better' })
    illegal(await asPatient(CANCEL, { id, status: 5, reason: 'again' }))
    illegal(await asDoctor(D_APPROVE, { id }))

    const approved = await book()
    await asDoctor(D_APPROVE, { id: approved })
    illegal(await asPatient(CANCEL, { id: approved, status: 5, reason: 'too late' }))
    expect((await read(approved)).status).toBe(2)
  })

  it('the doctor rejects with a reason; a rejected request takes no messages', async () => {
    const id = await book()
    expect(fieldErrors(await asDoctor(D_REJECT, { id, reason: '' }))).toEqual([{ name: 'reason', messages: ['required'] }])
    expect((await asDoctor(D_REJECT, { id, reason: 'Not my speciality' })).data).toEqual({ doctorRejectAppointment: { status: 6 } })
    expect(await read(id)).toMatchObject({ status: 6, status_reason: 'Not my speciality' })
    illegal(await asPatient(NOTE, { id, note: 'Why?' }))
  })

  it('a consultation starts only paid and with an accepted date, then completes and finishes', async () => {
    const id = await book()
    await asDoctor(D_APPROVE, { id })
    expect(fieldErrors(await asDoctor(D_STATUS, { id, status: 3 }))).toEqual([{ name: 'status', messages: ['appointment_not_paid'] }])
    await ctx.db
      .update(t.appointments)
      .set({ paid: true })
      .where(eq(t.appointments.id, Number(id)))
    expect(fieldErrors(await asDoctor(D_STATUS, { id, status: 3 }))).toEqual([{ name: 'status', messages: ['no_accepted_date'] }])
    const patientDate = (await read(id)).dates[0]!
    expect((await asDoctor(D_ACCEPT, { a: id, d: patientDate.id })).data).toEqual({ doctorAcceptDate: { status: 2 } })
    illegal(await asDoctor(D_STATUS, { id, status: 4 }))
    expect((await asDoctor(D_STATUS, { id, status: 3 })).data).toEqual({ doctorSetStatus: { status: 3 } })
    expect((await asDoctor(D_REPORT, { id, report: 'Blood pressure normal; ECG without findings.' })).data).toEqual({
      doctorWriteReport: { report: 'Blood pressure normal; ECG without findings.' },
    })
    expect((await asDoctor(D_STATUS, { id, status: 4 })).data).toEqual({ doctorSetStatus: { status: 4 } })
    expect((await asDoctor(D_STATUS, { id, status: 7 })).data).toEqual({ doctorSetStatus: { status: 7 } })
    expect(fieldErrors(await asDoctor(D_STATUS, { id, status: 6 }))).toEqual([{ name: 'status', messages: ['status_invalid'] }])
    illegal(await asDoctor(D_REPORT, { id, report: 'rewritten after the end' }))
    expect((await read(id)).report).toMatchObject({ report: 'Blood pressure normal; ECG without findings.' })

    // A review of a finished consultation: halves allowed, once.
    expect(fieldErrors(await asPatient(REVIEW, { input: { appointment_id: id, rating: 4.3 } }))).toEqual([
      { name: 'rating', messages: ['rating_invalid'] },
    ])
    expect((await asPatient(REVIEW, { input: { appointment_id: id, rating: 4.5, comment: 'Very thorough' } })).data).toEqual({
      CreateReview: { rating: 4.5, comment: 'Very thorough' },
    })
    illegal(await asPatient(REVIEW, { input: { appointment_id: id, rating: 5 } }))
  })

  it('a review of a consultation that has not taken place is refused', async () => {
    const id = await book()
    illegal(await asPatient(REVIEW, { input: { appointment_id: id, rating: 5 } }))
  })
})

describe('date negotiation', () => {
  it('the patient picks one of the doctor’s proposed dates, not their own and not twice', async () => {
    const id = await book()
    const own = (await read(id)).dates[0]!
    // The patient's dates are the current proposal: only the doctor may accept one.
    expect(fieldErrors(await asPatient(APPROVE_DATE, { a: id, d: own.id }))).toEqual([{ name: 'dateId', messages: ['date_not_offered'] }])

    const proposed = await asDoctor(D_PROPOSE, { id, dates: [ahead(7, 9), ahead(7, 15)] })
    expect(proposed.errors).toBeUndefined()
    const dates = (await read(id)).dates
    // Newest first: the doctor's two lead.
    expect(dates.map((date) => date.sender)).toEqual([3, 3, 2, 2])
    // The patient's own older dates are no longer on offer either.
    expect(fieldErrors(await asPatient(APPROVE_DATE, { a: id, d: own.id }))).toEqual([{ name: 'dateId', messages: ['date_not_offered'] }])
    const pick = dates[1]!
    expect((await asPatient(APPROVE_DATE, { a: id, d: pick.id })).data).toEqual({
      ApproveDate: { status: 1, message: 'successfully_updated' },
    })
    const after = await read(id)
    expect(after.dates.filter((date) => date.accepted).map((date) => date.id)).toEqual([pick.id])
    // Agreed: no second acceptance, no new proposals.
    illegal(await asPatient(APPROVE_DATE, { a: id, d: dates[0]!.id }))
    illegal(await asPatient(REQUEST_DATES, { id, dates: [ahead(9)] }))
  })

  it('new patient dates become the current proposal again', async () => {
    const id = await book()
    await asDoctor(D_PROPOSE, { id, dates: [ahead(8, 9)] })
    const response = await asPatient(REQUEST_DATES, { id, dates: [ahead(10, 11), ahead(11, 11)] })
    expect(
      (response.data as { RequestAppointmentDates: { dates: { sender: number }[] } }).RequestAppointmentDates.dates.map((d) => d.sender),
    ).toEqual([2, 2, 3, 2, 2])
    expect(fieldErrors(await asPatient(REQUEST_DATES, { id, dates: [] }))).toEqual([{ name: 'dates', messages: ['dates_required'] }])
  })

  it('the nearest appointment is the earliest accepted date of an approved, paid or not, consultation ahead', async () => {
    const someone = await createSignedInPatient(ctx.db)
    expect(((await asPatient(NEAREST, {}, someone)).data as { nearestAppointment: unknown }).nearestAppointment).toBeNull()
    const id = await book({ dates: [ahead(2, 12)] }, someone)
    const date = (await read(id, someone)).dates[0]!
    await asDoctor(D_ACCEPT, { a: id, d: date.id })
    // Awaiting confirmation is not yet a consultation.
    expect(((await asPatient(NEAREST, {}, someone)).data as { nearestAppointment: unknown }).nearestAppointment).toBeNull()
    await asDoctor(D_APPROVE, { id })
    expect(((await asPatient(NEAREST, {}, someone)).data as { nearestAppointment: unknown }).nearestAppointment).toEqual({
      id: date.id,
      appointment_id: id,
      date: date.date,
      doctor: { slug: 'dr-anna-keller' },
      plan: { type: 1 },
    })
  })
})

describe('messages, files, links and the translator', () => {
  it('messages from both sides, oldest first; an empty one is refused', async () => {
    const id = await book()
    expect(fieldErrors(await asPatient(NOTE, { id, note: '  \n ' }))).toEqual([{ name: 'note', messages: ['required'] }])
    expect((await asPatient(NOTE, { id, note: '  Is fasting needed?  ' })).data).toMatchObject({
      CreateAppointmentNote: { note: 'Is fasting needed?', sender: 2 },
    })
    expect((await asDoctor(D_NOTE, { id, note: 'No fasting needed.' })).data).toEqual({ doctorCreateNote: { sender: 3 } })
    expect(((await read(id))['notes'] as { note: string; sender: number }[]).map((n) => [n.sender, n.note])).toEqual([
      [2, 'Is fasting needed?'],
      [3, 'No fasting needed.'],
    ])
  })

  it('files the caller uploaded; the doctor’s report files apart from the conversation', async () => {
    const id = await book()
    const mine = await storedFileOf(patient.user.id, 'ecg.pdf')
    const added = await asPatient(FILES, { id, files: [{ id: String(mine.id), name: 'ecg.pdf' }] })
    expect((added.data as { CreateAppointmentFile: unknown[] }).CreateAppointmentFile).toEqual([
      {
        id: expect.anything(),
        sender: 2,
        file: { id: String(mine.id), name: 'ecg.pdf', mime: 'application/pdf', size: 13, url: `/storage/file/${mine.id}` },
      },
    ])
    // A doctor cannot attach the patient's file as their own, nor report files before the consultation.
    expect(
      fieldErrors(
        await asDoctor(`mutation($id: ID!, $files: [FileRefInput!]!) { doctorCreateFiles(id: $id, input: { files: $files }) { sender } }`, {
          id,
          files: [{ id: String(mine.id) }],
        }),
      ),
    ).toEqual([{ name: 'files', messages: ['file_not_found'] }])
    const doctorsFile = await storedFileOf(doctor.user.id, 'report.pdf')
    illegal(await asDoctor(D_FILES, { id, files: [{ id: String(doctorsFile.id) }] }))
  })

  it('links merge with those there; an invalid one is refused and nothing is added', async () => {
    const id = await book()
    expect((await asPatient(LINKS, { id, links: ['https://example.com/a', 'https://example.com/b'] })).data).toEqual({
      AddLinks: { links: ['https://example.com/a', 'https://example.com/b'] },
    })
    expect((await asPatient(LINKS, { id, links: ['https://example.com/b', 'https://example.com/c'] })).data).toEqual({
      AddLinks: { links: ['https://example.com/a', 'https://example.com/b', 'https://example.com/c'] },
    })
    expect(fieldErrors(await asPatient(LINKS, { id, links: ['https://example.com/d', 'not a link'] }))).toEqual([
      { name: 'links', messages: ['link_not_valid'] },
    ])
    expect((await read(id))['links']).toHaveLength(3)
  })

  it('a translator added before payment changes the price; after payment it is refused', async () => {
    const id = await book()
    const [other] = await ctx.db
      .select()
      .from(t.translatorPlans)
      .where(and(eq(t.translatorPlans.lang1, 'ar'), eq(t.translatorPlans.lang2, 'de')))
    const response = await asPatient(TRANSLATOR, { id, plan: String(other!.id) })
    expect(response.data).toEqual({
      AddTranslatorPlan: {
        price: (videoPlan.priceCents + other!.priceCents) / 100,
        appointment_translators: [{ price: other!.priceCents / 100, translator_plan: { lang_1: 'ar', lang_2: 'de' } }],
      },
    })
    await ctx.db
      .update(t.appointments)
      .set({ paid: true })
      .where(eq(t.appointments.id, Number(id)))
    illegal(await asPatient(TRANSLATOR, { id, plan: String(translatorPlan.id) }))
  })
})

// Issue 25: an appointment's lists are answered whole, so each is bounded, and messages are rate-limited.
describe('bounded conversations', () => {
  it('takes a limited number of messages per account and appointment in 10 minutes, then answers 429 in the caller’s language', async () => {
    const chatty = await createSignedInPatient(ctx.db, { timezone: 'Europe/Berlin' })
    const id = await book({}, chatty)
    const { max } = LIMITS.notesPerAppointment(chatty.user.id, Number(id))
    for (let i = 0; i < max; i += 1) expect((await asPatient(NOTE, { id, note: `Question ${i}` }, chatty)).errors).toBeUndefined()
    const refused = await ctx.gql(NOTE, { id, note: 'One more' }, { ...chatty.headers, locale: 'de' })
    expect(refused.errors?.[0]).toMatchObject({
      message: 'Zu viele Versuche. Bitte versuchen Sie es später erneut.',
      extensions: { code: 'TOO_MANY_REQUESTS' },
    })
    expect(refused.errors?.[0]?.extensions?.retryAfter).toBeGreaterThan(500)
    // the limit is the account's: the doctor still answers
    expect((await asDoctor(D_NOTE, { id, note: 'Answering all of them.' })).errors).toBeUndefined()
    // and the appointment's (review L7): the same patient writes in another appointment
    const other = await book({}, chatty)
    expect((await asPatient(NOTE, { id: other, note: 'About my other visit' }, chatty)).errors).toBeUndefined()
  })

  it('bounds one account’s messages across all its appointments more loosely', async () => {
    const limiter = new MemoryRateLimiter()
    const api = ctx.makeApi({ limiter })
    const busyDoctorAccount = LIMITS.notesPerUser(doctor.user.id)
    for (let i = 0; i < busyDoctorAccount.max; i += 1) await limiter.hit(busyDoctorAccount.key, busyDoctorAccount.windowMs)
    const id = await book()
    const refused = await ctx.gql(D_NOTE, { id, note: 'One more' }, doctor.headers, api)
    expect(refused.errors?.[0]?.extensions?.code).toBe('TOO_MANY_REQUESTS')
  })

  it('an appointment holds at most 500 messages and 50 proposed times', async () => {
    const busy = await createSignedInPatient(ctx.db, { timezone: 'Europe/Berlin' })
    const id = await book({}, busy)
    const appointmentId = Number(id)
    await ctx.db.insert(t.appointmentNotes).values(Array.from({ length: 499 }, (_, i) => ({ appointmentId, note: `n${i}`, sender: 2 })))
    expect((await asPatient(NOTE, { id, note: 'The 500th' }, busy)).errors).toBeUndefined()
    expect(fieldErrors(await asPatient(NOTE, { id, note: 'The 501st' }, busy))).toEqual([{ name: 'note', messages: ['too_many_notes'] }])
    // the doctor's open proposal already holds 48 times ahead: three more would make 51
    await ctx.db
      .insert(t.appointmentDates)
      .values(Array.from({ length: 48 }, (_, i) => ({ appointmentId, date: new Date(ahead(20 + i)), sender: 3 })))
    expect(fieldErrors(await asDoctor(D_PROPOSE, { id, dates: [ahead(5), ahead(6), ahead(7)] }))).toEqual([
      { name: 'dates', messages: ['too_many_dates'] },
    ])
    expect((await asDoctor(D_PROPOSE, { id, dates: [ahead(5), ahead(6)] })).errors).toBeUndefined()
    // the patient answers: the oldest times make room, the appointment never holds more than 50
    expect((await asPatient(REQUEST_DATES, { id, dates: [ahead(8), ahead(9)] }, busy)).errors).toBeUndefined()
    const dates = (await read(id, busy)).dates
    expect(dates).toHaveLength(50)
    expect(dates.slice(0, 2).map((date) => date.sender)).toEqual([2, 2])
  })

  // Review L8: proposed times only accumulated, so after 50 in all nobody could propose another.
  it('proposals back and forth go on past 50 times in all', async () => {
    const haggler = await createSignedInPatient(ctx.db, { timezone: 'Europe/Berlin' })
    const id = await book({}, haggler)
    for (let round = 0; round < 12; round += 1) {
      const dates = Array.from({ length: 5 }, (_, day) => ahead(2 + day, 8 + round))
      const answer = round % 2 === 0 ? await asDoctor(D_PROPOSE, { id, dates }) : await asPatient(REQUEST_DATES, { id, dates }, haggler)
      expect(answer.errors, `round ${round}`).toBeUndefined()
    }
    const dates = (await read(id, haggler)).dates
    expect(dates.length).toBeLessThanOrEqual(50)
    // the newest proposal, the patient's, leads and is whole
    expect(dates.slice(0, 5).map((date) => date.sender)).toEqual([2, 2, 2, 2, 2])
  })
})

describe('lists', () => {
  it('filter by status, plan type and doctor name; at most 200 a page', async () => {
    const someone = await createSignedInPatient(ctx.db)
    const video = await book({}, someone)
    const report = await book({ plan_id: String(reportPlan.id) }, someone)
    await asPatient(CANCEL, { id: report, status: 5, reason: 'changed my mind' }, someone)
    const list = async (query: Record<string, unknown>) =>
      ((await asPatient(LIST, { query }, someone)).data as { appointments: { total: number; results: { id: string }[] } }).appointments
    expect((await list({})).results.map((a) => a.id)).toEqual([report, video])
    expect((await list({ statuses: [1, 2, 3] })).results.map((a) => a.id)).toEqual([video])
    expect((await list({ plan_type: 2 })).results.map((a) => a.id)).toEqual([report])
    expect((await list({ name: 'keller' })).total).toBe(2)
    expect((await list({ name: 'nobody at all' })).total).toBe(0)
    expect(errorCode(await asPatient(LIST, { query: { pagination: { limit: 201 } } }, someone))).toBe('BAD_USER_INPUT')
  })

  it('pages a long history (issue 28): 20 a page unless asked, newest first, with whether there is more', async () => {
    const someone = await createSignedInPatient(ctx.db)
    // 45 appointments straight into the table: booking them through the API would meet its rate limits.
    const made = await ctx.db
      .insert(t.appointments)
      .values(
        Array.from({ length: 45 }, (_, i) => ({
          patientId: someone.user.id,
          doctorId: doctor.doctor.id,
          planId: i % 3 ? videoPlan.id : reportPlan.id,
          status: i % 2 ? 1 : 5,
          priceCents: 3000,
          payKey: `history-${someone.user.id}-${i}`,
          creator: 2,
          createdAt: new Date(Date.UTC(2026, 0, 1) + i * 60_000),
        })),
      )
      .returning({ id: t.appointments.id, status: t.appointments.status })
    const newestFirst = made.map((row) => String(row.id)).reverse()
    const PAGE = `query($query: AppointmentsQuery) { appointments(query: $query) { total has_more results { id } } }`
    const page = async (query: Record<string, unknown>) => {
      const response = await asPatient(PAGE, { query }, someone)
      expect(response.errors, JSON.stringify(response.errors)).toBeUndefined()
      const { total, has_more, results } = (
        response.data as { appointments: { total: number; has_more: boolean; results: { id: string }[] } }
      ).appointments
      return { total, more: has_more, ids: results.map((row) => row.id) }
    }
    expect(await page({})).toEqual({ total: 45, more: true, ids: newestFirst.slice(0, 20) })
    expect(await page({ pagination: { page: 1 } })).toEqual({ total: 45, more: true, ids: newestFirst.slice(20, 40) })
    expect(await page({ pagination: { page: 2 } })).toEqual({ total: 45, more: false, ids: newestFirst.slice(40) })
    expect(await page({ pagination: { page: 3 } })).toEqual({ total: 45, more: false, ids: [] })
    expect(await page({ pagination: { page: 0, limit: 45 } })).toEqual({ total: 45, more: false, ids: newestFirst })
    // A group's pages (the web's filter) count and page that group only.
    const active = made
      .filter((row) => row.status === 1)
      .map((row) => String(row.id))
      .reverse()
    expect(await page({ statuses: [1, 2, 3], pagination: { page: 1, limit: 10 } })).toEqual({
      total: active.length,
      more: true,
      ids: active.slice(10, 20),
    })
    expect(await page({ statuses: [1, 2, 3], pagination: { page: 2, limit: 10 } })).toEqual({
      total: 22,
      more: false,
      ids: active.slice(20),
    })
  })

  it('a page loads what the list card shows; relations a query asks besides come in one statement a page, not one a row', async () => {
    const someone = await createSignedInPatient(ctx.db)
    for (let i = 0; i < 3; i++) await book({}, someone)
    const CARD = `query($query: AppointmentsQuery) { appointments(query: $query) { total has_more results {
      id status paid payKey created_at price dates { id date sender accepted } plan { id name type duration } admin_notes { id note kind } } } }`
    const EVERYTHING = `query($query: AppointmentsQuery) { appointments(query: $query) { total results { ${APPOINTMENT} } } }`
    const statements = async (query: string, limit: number) => {
      const { result, sql } = await ctx.statements(() => asPatient(query, { query: { pagination: { page: 0, limit } } }, someone))
      expect(result.errors, JSON.stringify(result.errors)).toBeUndefined()
      return { sql, data: result.data as { appointments: { results: Record<string, unknown>[] } } }
    }
    const card = await statements(CARD, 20)
    // The card's page reads no conversation, files, report, translators, review or patient.
    for (const table of ['appointment_notes', 'appointment_files', 'appointment_reports', 'appointment_translators', 'appointment_reviews'])
      expect(card.sql.filter((statement) => statement.includes(`"${table}"`))).toEqual([])
    const everything = await statements(EVERYTHING, 20)
    const one = await statements(EVERYTHING, 1)
    expect(everything.sql.length).toBe(one.sql.length)
    expect(everything.data.appointments.results).toHaveLength(3)
    // What the list answers for each row is what the appointment's own query answers.
    for (const row of everything.data.appointments.results) expect(row).toEqual(await read(String(row.id), someone))
  })
})

describe('the doctor reports list (issue 29: appointments with a report, by the report’s day)', () => {
  it('lists ended appointments with a written report or a report file, and of one day only those dated in it', async () => {
    const someone = await createSignedInPatient(ctx.db)
    const other = await createSignedInPatient(ctx.db)
    const day = (date: string) => new Date(`${date}T00:00:00+01:00`)
    const appointment = (status: number, who = someone) => insertAppointment(ctx.db, who.user.id, doctor.doctor.id, { status })
    const written = await appointment(4)
    await ctx.db
      .insert(t.appointmentReports)
      .values({ appointmentId: written.id, report: 'BP normal', dateReport: new Date('2026-11-20T09:00:00Z') })
    const withFile = await appointment(7)
    const file = await storedFileOf(doctor.user.id, 'findings.pdf')
    await ctx.db
      .insert(t.appointmentFiles)
      .values({ appointmentId: withFile.id, fileId: file.id, sender: 3, report: true, createdAt: new Date('2026-11-21T23:30:00Z') })
    const withoutReport = await appointment(5)
    // A conversation's file is no report.
    await ctx.db.insert(t.appointmentFiles).values({ appointmentId: withoutReport.id, fileId: file.id, sender: 3, report: false })
    const stillOpen = await appointment(2)
    await ctx.db.insert(t.appointmentReports).values({ appointmentId: stillOpen.id, report: 'draft' })
    const theirs = await appointment(4, other)
    await ctx.db
      .insert(t.appointmentReports)
      .values({ appointmentId: theirs.id, report: 'not yours', dateReport: new Date('2026-11-20T09:00:00Z') })

    const ENDED = [4, 5, 6, 7]
    const ids = async (query: Record<string, unknown>) =>
      (
        (await asPatient(LIST, { query: { statuses: ENDED, with_report: true, ...query } }, someone)).data as {
          appointments: { results: { id: string }[] }
        }
      ).appointments.results.map((row) => Number(row.id))
    expect(await ids({})).toEqual([withFile.id, written.id])
    // Days in Berlin: the file came on the 22nd there (23:30 UTC on the 21st), the report on the 20th.
    expect(await ids({ report_from: day('2026-11-20').toISOString(), report_to: day('2026-11-21').toISOString() })).toEqual([written.id])
    expect(await ids({ report_from: day('2026-11-22').toISOString(), report_to: day('2026-11-23').toISOString() })).toEqual([withFile.id])
    expect(await ids({ report_from: day('2026-11-21').toISOString(), report_to: day('2026-11-22').toISOString() })).toEqual([])
    const backwards = await asPatient(
      LIST,
      { query: { with_report: true, report_from: day('2026-11-22').toISOString(), report_to: day('2026-11-20').toISOString() } },
      someone,
    )
    expect(errorCode(backwards)).toBe('BAD_USER_INPUT')
  })
})

describe('uploads and downloads (POST /storage/file, GET /storage/file/{id})', () => {
  const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF')
  async function upload(
    who: { headers: Record<string, string> },
    bytes: Uint8Array<ArrayBuffer>,
    name = 'letter.pdf',
    type = 'application/pdf',
    api = ctx.api,
  ) {
    const form = new FormData()
    form.set('file', new File([bytes], name, { type }))
    const response = await api.fetch(await multipartRequest('http://api/storage/file', form, who.headers))
    return { status: response.status, json: await response.json() }
  }
  const download = (who: { headers: Record<string, string> }, id: string) =>
    ctx.api.fetch(new Request(`http://api/storage/file/${id}`, { headers: who.headers }))

  it('stores a PDF or a photo recognised by its bytes, and refuses other types whatever their name says', async () => {
    const stored = await upload(patient, PDF)
    expect(stored.status).toBe(201)
    expect(stored.json.data.file).toMatchObject({ name: 'letter.pdf', mime: 'application/pdf', size: PDF.byteLength })
    const disguised = await upload(patient, new TextEncoder().encode('<script>alert(1)</script>'), 'scan.pdf')
    expect(disguised.status).toBe(422)
    expect(disguised.json.errors).toEqual([{ name: 'file', messages: ['document_type'] }])
    // The largest document is a setting (UPLOAD_MAX_FILE_MB): over it by a byte, the count while streaming refuses it.
    const oneMegabyte = ctx.makeApi({ env: testEnv({ UPLOAD_MAX_FILE_MB: '1' }) })
    const overByOne = new Uint8Array(1024 * 1024 + 1).fill(0x25)
    overByOne.set(PDF)
    const oversized = await upload(patient, overByOne, 'big.pdf', 'application/pdf', oneMegabyte)
    expect(oversized).toMatchObject({ status: 422, json: { errors: [{ name: 'file', messages: ['document_size'] }] } })
    const exactly = await upload(patient, overByOne.subarray(0, 1024 * 1024), 'big.pdf', 'application/pdf', oneMegabyte)
    expect(exactly.status).toBe(201)
    // A body declared far over it is refused before it is read.
    expect((await upload(patient, new Uint8Array(2 * 1024 * 1024), 'huge.pdf', 'application/pdf', oneMegabyte)).status).toBe(413)
    const anonymous = await upload({ headers: {} }, PDF)
    expect(anonymous.status).toBe(401)
  })

  it('a file is downloadable by its owner, and by the appointment’s doctor once attached; never by anyone else', async () => {
    const { json } = await upload(patient, PDF, 'blood test.pdf')
    const fileId = String(json.data.file.id)
    const own = await download(patient, fileId)
    expect(own.status).toBe(200)
    expect(own.headers.get('content-type')).toBe('application/pdf')
    expect(own.headers.get('content-disposition')).toBe(`attachment; filename="blood test.pdf"; filename*=UTF-8''blood%20test.pdf`)
    expect(new Uint8Array(await own.arrayBuffer())).toEqual(PDF)
    expect((await download(doctor, fileId)).status).toBe(404)

    const id = await book({ files: [{ id: fileId }] })
    expect((await download(doctor, fileId)).status).toBe(200)
    const stranger = await createSignedInPatient(ctx.db)
    expect((await download(stranger, fileId)).status).toBe(404)
    const [colleague] = await ctx.db.select().from(t.doctors).where(ne(t.doctors.id, doctor.doctor.id)).limit(1)
    expect((await download(await createSignedInDoctor(ctx.db, colleague!.slug), fileId)).status).toBe(404)

    // The doctor's upload, attached to the conversation, is the patient's to read.
    const doctors = await upload(doctor, PDF, 'advice.pdf')
    expect(doctors.status).toBe(201)
    await asDoctor(`mutation($id: ID!, $files: [FileRefInput!]!) { doctorCreateFiles(id: $id, input: { files: $files }) { sender } }`, {
      id,
      files: [{ id: String(doctors.json.data.file.id) }],
    })
    expect((await download(patient, String(doctors.json.data.file.id))).status).toBe(200)
    expect((await download(stranger, String(doctors.json.data.file.id))).status).toBe(404)
  })
})

describe('the report PDF (GET /appointments-reports/pdf/{id})', () => {
  it('renders the doctor’s report as a PDF that parses, labelled in the patient’s language; another patient’s is not found', async () => {
    const { extractText, getDocumentProxy } = await import('unpdf')
    const id = await book()
    await asDoctor(D_APPROVE, { id })
    await ctx.db
      .update(t.appointments)
      .set({ paid: true })
      .where(eq(t.appointments.id, Number(id)))
    await asDoctor(D_ACCEPT, { a: id, d: (await read(id)).dates[0]!.id })
    await asDoctor(D_STATUS, { id, status: 3 })
    await asDoctor(D_REPORT, { id, report: 'Ruhe-EKG unauffällig. Blutdruck 128/82 mmHg. Kontrolle in sechs Monaten.' })
    const reportId = ((await read(id))['report'] as { id: string }).id

    const response = await ctx.api.fetch(
      new Request(`http://api/appointments-reports/pdf/${reportId}`, { headers: { ...patient.headers, locale: 'de' } }),
    )
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    const pdf = await getDocumentProxy(new Uint8Array(await response.arrayBuffer()))
    expect(pdf.numPages).toBe(1)
    const { text } = await extractText(pdf, { mergePages: true })
    expect(text).toContain('Ärztlicher Befund')
    expect(text).toContain('Ruhe-EKG unauffällig')
    expect(text).toContain(doctor.doctor.lastName)

    // Russian and Arabic labels need the embedded font's Cyrillic and Arabic letters.
    for (const locale of ['ru', 'ar']) {
      const other = await ctx.api.fetch(
        new Request(`http://api/appointments-reports/pdf/${reportId}`, { headers: { ...patient.headers, locale } }),
      )
      expect(other.status).toBe(200)
      const { text: labelled } = await extractText(await getDocumentProxy(new Uint8Array(await other.arrayBuffer())), { mergePages: true })
      expect(labelled).toContain('Ruhe-EKG')
      if (locale === 'ru') expect(labelled).toContain('Медицинское заключение')
    }

    const stranger = await createSignedInPatient(ctx.db)
    expect(
      (await ctx.api.fetch(new Request(`http://api/appointments-reports/pdf/${reportId}`, { headers: stranger.headers }))).status,
    ).toBe(404)
    expect((await ctx.api.fetch(new Request(`http://api/appointments-reports/pdf/${reportId}`))).status).toBe(401)
  })

  it('dates the report in the patient’s time zone, as the pages do: late evening in New York is still that day there', async () => {
    const { extractText, getDocumentProxy } = await import('unpdf')
    const newYorker = await createSignedInPatient(ctx.db, { timezone: 'America/New_York' })
    const id = await book({}, newYorker)
    await asDoctor(D_APPROVE, { id })
    await ctx.db
      .update(t.appointments)
      .set({ paid: true })
      .where(eq(t.appointments.id, Number(id)))
    await asDoctor(D_ACCEPT, { a: id, d: (await read(id, newYorker)).dates[0]!.id })
    await asDoctor(D_STATUS, { id, status: 3 })
    await asDoctor(D_REPORT, { id, report: 'Resting ECG normal.' })
    const reportId = ((await read(id, newYorker))['report'] as { id: string }).id
    // 02:30 UTC on 11 March is 22:30 on 10 March in New York.
    await ctx.db
      .update(t.appointmentReports)
      .set({ dateReport: new Date('2026-03-11T02:30:00Z') })
      .where(eq(t.appointmentReports.id, Number(reportId)))

    const response = await ctx.api.fetch(
      new Request(`http://api/appointments-reports/pdf/${reportId}`, { headers: { ...newYorker.headers, locale: 'en' } }),
    )
    expect(response.status).toBe(200)
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(await response.arrayBuffer())), { mergePages: true })
    expect(text).toContain('10 March 2026')
    expect(text).not.toContain('11 March 2026')
  })
})

describe('find-doctor requests (CreateFastAppointment, getFastAppointments, fastAppointmentById)', () => {
  const CREATE_FAST = `mutation($input: CreateFastAppointmentInput!) { CreateFastAppointment(input: $input) { id message } }`
  const FAST = `id status created_at note notes { note } files { id name url } organization_ids`
  const form = (overrides: Record<string, unknown> = {}) => ({
    organization_ids: ['1'],
    first_name: 'Lena',
    last_name: 'Fischer',
    gender: 2,
    phone: '+4915112345678',
    date_of_birth: '1990-05-04',
    healthConcerns: 'Migraine twice a week despite medication.',
    files: [],
    agree: true,
    ...overrides,
  })

  it('records a request with its files for the signed-in patient, fills what the profile lacks, and lists it only for them', async () => {
    const someone = await createSignedInPatient(ctx.db, { firstName: null, lastName: null, phone: null })
    const scan = await storedFileOf(someone.user.id, 'mri.pdf')
    const created = await asPatient(CREATE_FAST, { input: form({ files: [String(scan.id)] }) }, someone)
    expect(created.errors).toBeUndefined()
    const id = String((created.data as { CreateFastAppointment: { id: string } }).CreateFastAppointment.id)

    const listed = await asPatient(`{ getFastAppointments { total results { ${FAST} } } }`, {}, someone)
    expect(listed.data).toEqual({
      getFastAppointments: {
        total: 1,
        results: [
          {
            id,
            status: 1,
            created_at: expect.any(String),
            note: 'Migraine twice a week despite medication.',
            notes: [],
            files: [{ id: String(scan.id), name: 'mri.pdf', url: `/storage/file/${scan.id}` }],
            organization_ids: ['1'],
          },
        ],
      },
    })
    const [profile] = await ctx.db.select().from(t.users).where(eq(t.users.id, someone.user.id))
    expect(profile).toMatchObject({ firstName: 'Lena', lastName: 'Fischer', phone: '+4915112345678', gender: 2, dateOfBirth: '1990-05-04' })

    const stranger = await createSignedInPatient(ctx.db)
    expect((await asPatient(`query($id: ID!) { fastAppointmentById(id: $id) { id } }`, { id }, stranger)).data).toEqual({
      fastAppointmentById: null,
    })
    expect((await asPatient(`query($id: ID!) { fastAppointmentById(id: $id) { id } }`, { id }, someone)).data).toEqual({
      fastAppointmentById: { id },
    })
  })

  it('refuses a form without agreement, with a bad phone, another’s file or an unknown organisation', async () => {
    expect(fieldErrors(await asPatient(CREATE_FAST, { input: form({ agree: false, phone: '123' }) }))).toEqual([
      { name: 'phone', messages: ['invalid_phone'] },
      { name: 'agree', messages: ['please_read_and_accept'] },
    ])
    const stranger = await createSignedInPatient(ctx.db)
    const theirs = await storedFileOf(stranger.user.id)
    expect(fieldErrors(await asPatient(CREATE_FAST, { input: form({ files: [String(theirs.id)] }) }))).toEqual([
      { name: 'files', messages: ['file_not_found'] },
    ])
    expect(fieldErrors(await asPatient(CREATE_FAST, { input: form({ organization_ids: ['999999'] }) }))).toEqual([
      { name: 'organization_ids', messages: ['invalid_value'] },
    ])
    expect(errorCode(await ctx.gql(CREATE_FAST, { input: form() }))).toBe('UNAUTHENTICATED')
  })
})
