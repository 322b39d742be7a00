import { and, eq } from 'drizzle-orm'
import { APPOINTMENT_STATUS, SENDER } from '#contract/appointments'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_DOCTOR_PASSWORD, DEMO_PATIENT, demoDoctorEmail, seedDemoAccounts } from '../src/db/demo-seed'
import * as t from '../src/db/schema'
import { appointmentCharge } from '../src/entitlements/entitlements.service'
import type { FileStorage } from '../src/adapters/storage'
import type { Database } from '../src/db/client'
import { storeFile } from '../src/users/files.service'
import { createSignedInPatient, rest, setupTestApi, type TestApi } from './helpers'

let ctx: TestApi
beforeAll(async () => {
  ctx = await setupTestApi()
})
afterAll(() => ctx.close())

const signIn = async (email: string, password: string, role?: string) => {
  const response = await rest(ctx.api, 'POST', '/auth/sign-in', { body: { email, password, ...(role ? { role } : {}) } })
  expect(response.status, JSON.stringify(response.json)).toBe(200)
  return { authorization: `Bearer ${response.json.data.token}` }
}

type Listed = {
  id: string
  status: number
  dates: { sender: number; accepted: boolean }[]
  notes: { sender: number }[]
  files: { file: { url: string } }[]
  reports_file: { file: { url: string } }[]
  links: string[]
  report: { report: string } | null
  appointment_translators: { id: string }[]
}

// Seeding plays some hundred consultations through the services: seconds, more on a busy machine.
describe('seedDemoAccounts', { timeout: 180_000 }, () => {
  it('creates the demo patient with an appointment in every status and what each screen shows, once', async () => {
    expect(await seedDemoAccounts(ctx.db, ctx.storage)).toBe(true)
    expect(await seedDemoAccounts(ctx.db, ctx.storage)).toBe(false)

    const headers = await signIn(DEMO_PATIENT.email, DEMO_PATIENT.password)
    const response = await ctx.gql<{ appointments: { results: Listed[] } }>(
      `{ appointments(query: { pagination: { limit: 20 } }) { results { id status dates { sender accepted } notes { sender } files { file { url } } reports_file { file { url } } links report { report } appointment_translators { id } } } }`,
      {},
      headers,
    )
    expect(response.errors).toBeUndefined()
    const list = response.data!.appointments.results
    expect([...new Set(list.map((a) => a.status))].sort()).toEqual([1, 2, 3, 4, 5, 6, 7])
    // Doctor-proposed dates waiting for a pick: the doctor's run leads and nothing is accepted.
    expect(list.some((a) => a.status === 1 && a.dates[0]?.sender === 3 && a.dates.every((d) => !d.accepted))).toBe(true)
    expect(list.some((a) => a.notes.some((n) => n.sender === 2) && a.notes.some((n) => n.sender === 3))).toBe(true)
    expect(list.some((a) => a.links.length > 0 && a.files.length > 0)).toBe(true)
    expect(list.some((a) => a.appointment_translators.length > 0)).toBe(true)
    const finished = list.find((a) => a.status === 7)!
    expect(finished.report?.report).toMatch(/ECG/)
    expect(finished.reports_file).toHaveLength(1)

    // The files are real: the patient downloads the doctor's attachment, a PDF.
    const file = await ctx.api.fetch(new Request(`http://api${finished.reports_file[0]!.file.url}`, { headers }))
    expect(file.status).toBe(200)
    expect(new TextDecoder().decode((await file.arrayBuffer()).slice(0, 5))).toBe('%PDF-')

    // A test result read from a lab PDF by the local engine: every printed value, flags as printed.
    const analyses = await ctx.gql<{
      getAnalysis: { results: { id: string; status: number; summary: string; indicators: { biomarker: string; status: string }[] }[] }
    }>(`{ getAnalysis { results { id status summary indicators { biomarker status } } } }`, {}, headers)
    expect(analyses.errors).toBeUndefined()
    const [analysis] = analyses.data!.getAnalysis.results
    expect(analysis).toMatchObject({ status: 2, summary: '3 of 10 values outside the range' })
    expect(Object.fromEntries(analysis!.indicators.map((value) => [value.biomarker, value.status]))).toMatchObject({
      glucose: 'High',
      ldl: 'High',
      vitamin_d: 'Low',
      hemoglobin: 'Norm',
    })
  })

  it('gives every seeded doctor an account that signs in as a doctor and sees that doctor’s appointments', async () => {
    const [keller] = await ctx.db.select().from(t.doctors).where(eq(t.doctors.slug, 'dr-anna-keller'))
    const headers = await signIn(demoDoctorEmail(keller!.slug), DEMO_DOCTOR_PASSWORD, 'doctor')
    const response = await ctx.gql<{ doctorAppointments: { total: number; results: { patient: { first_name: string } }[] } }>(
      `{ doctorAppointments { total results { patient { first_name } } } }`,
      {},
      headers,
    )
    expect(response.data!.doctorAppointments.total).toBeGreaterThan(0)
    // The demo patient's, beside the consultations the reviewers had.
    expect(response.data!.doctorAppointments.results.some((a) => a.patient.first_name === 'Demo')).toBe(true)
    const doctors = await ctx.db.select({ id: t.doctors.id }).from(t.doctors)
    const accounts = await ctx.db.select({ id: t.users.id }).from(t.users).where(eq(t.users.role, t.ROLE.doctor))
    expect(accounts.length).toBe(doctors.length)
  })

  /** Issue 26 #21: ratings show on the cards only if the demo's doctors have reviews. */
  it('gives most catalogue doctors a handful of varied reviews, which the doctor list returns as rating and count', async () => {
    await seedDemoAccounts(ctx.db, ctx.storage)
    await ctx.catalogCache.invalidate()
    const response = await ctx.gql<{ doctors: { results: { slug: string; rating: number | null; reviewCount: number }[] } }>(
      `{ doctors(query: { pagination: { limit: 100 } }) { results { slug rating reviewCount } } }`,
    )
    expect(response.errors).toBeUndefined()
    const all = response.data!.doctors.results
    const rated = all.filter((doctor) => doctor.reviewCount > 0)
    expect(rated.length).toBeGreaterThan(all.length / 2)
    expect(rated.length).toBeLessThan(all.length)
    for (const doctor of rated) {
      expect(doctor.reviewCount, doctor.slug).toBeLessThanOrEqual(3)
      expect(doctor.rating, doctor.slug).toBeGreaterThanOrEqual(3)
      expect(doctor.rating, doctor.slug).toBeLessThanOrEqual(5)
    }
    expect(new Set(rated.map((doctor) => doctor.rating)).size).toBeGreaterThan(3)
    // The first card of the list, the demo's own doctor, is rated.
    expect(all[0]).toMatchObject({ slug: 'dr-anna-keller', reviewCount: expect.any(Number) })
    expect(all[0]!.reviewCount).toBeGreaterThan(1)
  })

  /**
   * Issue 26 #14: the demo is one story, played through the services a patient and a doctor use, so
   * what one screen says never contradicts another (billing, the bell, the health summary, the prices).
   */
  it('tells one coherent story: real payments with receipts at the doctor’s price, notifications of every event, a filled-in health summary', async () => {
    await seedDemoAccounts(ctx.db, ctx.storage)
    const headers = await signIn(DEMO_PATIENT.email, DEMO_PATIENT.password)
    const [patient] = await ctx.db.select().from(t.users).where(eq(t.users.email, DEMO_PATIENT.email))
    const appointments = await ctx.db.select().from(t.appointments).where(eq(t.appointments.patientId, patient!.id))
    const payments = await ctx.db.select().from(t.payments).where(eq(t.payments.userId, patient!.id))

    // Paid means a succeeded payment of the doctor's price (plus the interpreter), less the plan's discount then.
    const paid = appointments.filter((a) => a.paid)
    expect(paid.length).toBeGreaterThanOrEqual(3)
    for (const appointment of appointments) {
      const [plan] = await ctx.db.select().from(t.consultPlans).where(eq(t.consultPlans.id, appointment.planId))
      const translators = await ctx.db
        .select()
        .from(t.appointmentTranslators)
        .where(eq(t.appointmentTranslators.appointmentId, appointment.id))
      expect(plan!.doctorId).toBe(appointment.doctorId)
      expect(appointment.priceCents, `appointment ${appointment.id}`).toBe(
        plan!.priceCents + translators.reduce((sum, row) => sum + row.priceCents, 0),
      )
      const succeeded = payments.filter((p) => p.appointmentId === appointment.id && p.status === 'succeeded')
      if (!appointment.paid) {
        expect(succeeded).toEqual([])
        continue
      }
      expect(succeeded, `appointment ${appointment.id}`).toHaveLength(1)
      const due = await appointmentCharge(ctx.db, patient!.id, appointment.priceCents, succeeded[0]!.createdAt)
      expect(succeeded[0]!.amountCents).toBe(due.amountCents)
      expect(succeeded[0]!.priceCents).toBe(appointment.priceCents)
    }

    // Billing lists them, each with a receipt the patient can open.
    const billing = await ctx.gql<{
      chargePayments: { total: number; data: { amount: number; status: string; receipt_url: string | null }[] }
    }>(`{ chargePayments { total data { amount status receipt_url } } }`, {}, headers)
    expect(billing.errors).toBeUndefined()
    expect(billing.data!.chargePayments.total).toBe(paid.length)
    for (const charge of billing.data!.chargePayments.data) {
      expect(charge.status).toBe('succeeded')
      const receipt = await ctx.api.fetch(new Request(`http://api${charge.receipt_url}`, { headers }))
      expect(receipt.status, charge.receipt_url ?? 'no receipt').toBe(200)
      expect(new TextDecoder().decode((await receipt.arrayBuffer()).slice(0, 5))).toBe('%PDF-')
    }

    // The bell: a notification for every doctor's proposal, message, report and rejection, and every payment.
    const bell = await ctx.db
      .select()
      .from(t.notifications)
      .where(and(eq(t.notifications.userId, patient!.id), eq(t.notifications.removed, false)))
    const told = (kind: string, appointmentId: number) => bell.filter((n) => n.kind === kind && n.appointmentId === appointmentId).length
    for (const appointment of appointments) {
      const dates = await ctx.db.select().from(t.appointmentDates).where(eq(t.appointmentDates.appointmentId, appointment.id))
      const notes = await ctx.db.select().from(t.appointmentNotes).where(eq(t.appointmentNotes.appointmentId, appointment.id))
      const [report] = await ctx.db.select().from(t.appointmentReports).where(eq(t.appointmentReports.appointmentId, appointment.id))
      if (dates.some((d) => d.sender === SENDER.doctor))
        expect(told('dates_proposed', appointment.id), `proposal of ${appointment.id}`).toBeGreaterThan(0)
      expect(told('message', appointment.id), `messages of ${appointment.id}`).toBe(notes.filter((n) => n.sender === SENDER.doctor).length)
      if (report) expect(told('report_ready', appointment.id), `report of ${appointment.id}`).toBe(1)
      if (appointment.status === APPOINTMENT_STATUS.rejected) expect(told('rejected', appointment.id)).toBe(1)
      if (appointment.paid) expect(told('payment_received', appointment.id)).toBe(1)
    }
    const listed = await ctx.gql<{ getUserNotifications: { total: number; unread_count: number } }>(
      `{ getUserNotifications { total unread_count } }`,
      {},
      headers,
    )
    expect(listed.data!.getUserNotifications.total).toBe(bell.length)
    expect(listed.data!.getUserNotifications.unread_count).toBeGreaterThan(0)

    // The complete profile the README promises: every question of the health questionnaire answered.
    const me = await ctx.gql<{ me: { gender: number; health_info: Record<string, unknown> | null } }>(
      `{ me { gender health_info { height heightUnit weight weightUnit chronic_conditions family_history allergies surgical_history medication medication_history vaccination smoke alcohol sleep regular_cycle pregnant } } }`,
      {},
      headers,
    )
    expect(me.errors).toBeUndefined()
    const health = me.data!.me.health_info
    expect(health).not.toBeNull()
    for (const [question, answer] of Object.entries(health!)) expect(answer, question).not.toBeNull()
  })
})

/**
 * Everything the demo seed writes, without what differs between two databases by construction:
 * generated ids and keys (also in texts, "Appointment #12"), salted hashes, and the present's stamps
 * (newer than `fresh`); the story's times are compared.
 */
async function demoContent(db: Database, fresh: Date) {
  const tables = {
    users: t.users,
    appointments: t.appointments,
    appointmentDates: t.appointmentDates,
    appointmentNotes: t.appointmentNotes,
    appointmentFiles: t.appointmentFiles,
    appointmentReports: t.appointmentReports,
    appointmentTranslators: t.appointmentTranslators,
    appointmentReviews: t.appointmentReviews,
    notifications: t.notifications,
    storedFiles: t.storedFiles,
    payments: t.payments,
  }
  const volatile = (key: string, value: unknown) =>
    key === 'id' || /(Id|Key|key|Hash|Token|token|Ref|ref)$/.test(key) || (value instanceof Date && value > fresh)
  const content: Record<string, string[]> = {}
  for (const [name, table] of Object.entries(tables)) {
    const rows = (await db.select().from(table as typeof t.users)) as Record<string, unknown>[]
    const kept = (row: Record<string, unknown>) => Object.entries(row).filter(([key, value]) => !volatile(key, value))
    content[name] = rows.map((row) => JSON.stringify(kept(row)).replace(/#\d+/g, '#…')).sort()
  }
  return content
}

describe('the demo seed is one unit (issue 26 #14)', { timeout: 300_000 }, () => {
  const now = new Date()
  const fresh = new Date(now.getTime() - 5 * 60_000)

  it('a seed that fails half-way leaves nothing, and the next start builds the same demo as a clean database', async () => {
    const crashed = await setupTestApi()
    const clean = await setupTestApi()
    try {
      // The disk fills up at the second document of the story (the patient's readings, half-way through).
      let puts = 0
      const failing: FileStorage = {
        ...crashed.storage,
        put: async (key, bytes, type) => {
          if (++puts === 2) throw new Error('disk full')
          await crashed.storage.put(key, bytes, type)
        },
      }
      const before = await demoContent(crashed.db, fresh)
      await expect(seedDemoAccounts(crashed.db, failing, { now })).rejects.toThrow('disk full')
      expect(puts).toBe(2)
      expect(await demoContent(crashed.db, fresh)).toEqual(before)

      expect(await seedDemoAccounts(crashed.db, crashed.storage, { now })).toBe(true)
      expect(await seedDemoAccounts(clean.db, clean.storage, { now })).toBe(true)
      const rebuilt = await demoContent(crashed.db, fresh)
      expect(rebuilt.appointments).not.toEqual([])
      expect(rebuilt).toEqual(await demoContent(clean.db, fresh))
    } finally {
      await crashed.close()
      await clean.close()
    }
  })

  it('settles only its own rows: what someone else wrote in the same minutes keeps its time', async () => {
    const other = await setupTestApi()
    try {
      const { user } = await createSignedInPatient(other.db)
      const [notification] = await other.db
        .insert(t.notifications)
        .values({ userId: user.id, roleName: 'patient', kind: 'message', title: 'Someone else', body: 'Not the demo' })
        .returning()
      const stored = await storeFile(other.db, other.storage, 10_000_000, {
        ownerId: user.id,
        name: 'mine.pdf',
        mime: 'application/pdf',
        bytes: new Uint8Array(8),
      })
      if (!stored.ok) throw new Error('file not stored')

      expect(await seedDemoAccounts(other.db, other.storage)).toBe(true)
      const [notificationAfter] = await other.db.select().from(t.notifications).where(eq(t.notifications.id, notification!.id))
      const [fileAfter] = await other.db.select().from(t.storedFiles).where(eq(t.storedFiles.id, stored.file.id))
      expect(notificationAfter!.createdAt).toEqual(notification!.createdAt)
      expect(fileAfter!.createdAt).toEqual(stored.file.createdAt)
    } finally {
      await other.close()
    }
  })
})
