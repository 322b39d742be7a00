import { and, eq, gt, inArray } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import { APPOINTMENT_STATUS, SENDER } from '#contract/appointments'
import type { HealthAnswersPatch } from '#contract/health-answers'
import type { FileStorage } from '../adapters/storage'
import * as appointments from '../appointments/appointments.service'
import { hashPassword } from '../auth/passwords'
import { storageQuotaBytes } from '../entitlements/entitlements.service'
import { notifyAppointmentEvent, type AppointmentEventKind } from '../notifications/appointment-events'
import { markRead } from '../notifications/notifications.service'
import { createLocalProcessor } from '../payments/local-processor'
import { ensureCustomer } from '../payments/cards.service'
import { payAppointment } from '../payments/charges.service'
import type { PaymentDeps } from '../payments/payment-types'
import { MemoryLiveBus, type LiveBus } from '../shared/live-bus'
import { updateHealthInfo } from '../users/users.service'
import { storeFile } from '../users/files.service'
import { ANALYSIS_STATUS, readLabFile } from '../analysis/analysis.service'
import type { Database } from './client'
import { seededRandom } from './seed-data/random'
import * as t from './schema'

/**
 * Demo accounts (issue 12), only when DEMO_ACCOUNTS=1 (`npm start` sets it; a deployment does not):
 * a demo patient with appointments in every status, and an account for every seeded doctor, so the
 * doctors' side can be played with `npm run doctor`. The passwords are public (README): never on a
 * server that holds real patients.
 *
 * The patient's story is played through the services the patient and the doctors use (issue 26 #14):
 * bookings, proposals, messages, files, status changes, card payments with the built-in test
 * processor, the report, the notifications each step sends and the health questionnaire. So prices,
 * payments, receipts, the bell and the profile agree as they would for a real patient. The steps run
 * at story times in the past; what a service stamps "now" is moved to its step's time.
 */
export const DEMO_PATIENT = { email: 'demo.patient@example.com', password: 'Demo-Patient-2026' } as const
export const DEMO_DOCTOR_PASSWORD = 'Demo-Doctor-2026'
export const demoDoctorEmail = (slug: string) => `${slug}@doctors.example.com`

/** A one-page PDF showing `lines`: real bytes for the demo's documents. */
export function simplePdf(lines: string[]): Uint8Array<ArrayBuffer> {
  // Latin-1 text in Helvetica; the demo's documents are in English.
  const escape = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\x7e]/g, '?')
  const content = ['BT', '/F1 14 Tf', '72 770 Td', '18 TL', ...lines.map((line) => `(${escape(line)}) Tj T*`), 'ET'].join('\n')
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ]
  let pdf = '%PDF-1.4\n'
  const offsets: number[] = []
  objects.forEach((body, index) => {
    offsets.push(pdf.length)
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`
  })
  const xref = pdf.length
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return new TextEncoder().encode(pdf)
}

const HOUR = 3_600_000
const DAY = 24 * HOUR
const MINUTE = 60_000

/** A complete health questionnaire (the README promises a complete profile). */
const DEMO_HEALTH: HealthAnswersPatch = {
  height: 168,
  heightUnit: 'cm',
  weight: 64,
  weightUnit: 'kg',
  chronic_conditions: 1,
  chronic_conditions_options: ['hypertension'],
  family_history: 1,
  family_history_options: ['heart_and_vascular_diseases'],
  allergies: 1,
  allergies_other: 'Penicillin',
  surgical_history: 0,
  medication: 1,
  medication_other: 'Ramipril 5 mg in the morning',
  medication_history: 0,
  vaccination: 'within_the_last_year',
  smoke: 0,
  alcohol: 1,
  alcohol_other: 'occasionally',
  sleep: 'from_7_to_9_hours',
  regular_cycle: 1,
  pregnant: 0,
}

/** Stripe's test Visa: the built-in processor charges it without a challenge. */
const DEMO_CARD = { number: '4242424242424242', expMonth: 12, cvc: '123' }

export type DemoSeedOptions = {
  /** the live bus notifications are announced on (nobody listens yet at start) */
  bus?: LiveBus
  now?: Date
}

/**
 * Creates the demo accounts once (when the demo patient does not exist yet), as one unit: the whole
 * seed runs in one transaction (the services take the transaction as their database; theirs nest as
 * savepoints), so a start that crashes half-way leaves nothing and the next start builds it whole.
 * Two instances starting at once: the second waits on the first's patient row and then skips.
 */
export async function seedDemoAccounts(db: Database, storage: FileStorage, options: DemoSeedOptions = {}): Promise<boolean> {
  const [existing] = await db.select({ id: t.users.id }).from(t.users).where(eq(t.users.email, DEMO_PATIENT.email))
  if (existing) return false
  const now = options.now ?? new Date()
  // Stored bytes are not part of the transaction: what a failed seed stored is deleted again.
  const stored: string[] = []
  const tracked: FileStorage = {
    ...storage,
    put: async (key, bytes, type) => {
      stored.push(key)
      await storage.put(key, bytes, type)
    },
  }
  try {
    return await db.transaction((tx) => seedDemo(tx, tracked, options.bus ?? new MemoryLiveBus(), now))
  } catch (error) {
    await Promise.allSettled(stored.map((key) => storage.delete(key)))
    throw error
  }
}

async function seedDemo(db: Database, storage: FileStorage, bus: LiveBus, now: Date): Promise<boolean> {
  const [patient] = await db
    .insert(t.users)
    .values({
      email: DEMO_PATIENT.email,
      firstName: 'Demo',
      lastName: 'Patient',
      phone: '+4915112345678',
      phoneVerified: true,
      emailVerified: true,
      gender: 2,
      dateOfBirth: '1984-03-12',
      timezone: 'Europe/Berlin',
      country: 'DE',
      city: 'Berlin',
      passwordHash: await hashPassword(DEMO_PATIENT.password),
    })
    .onConflictDoNothing({ target: t.users.email })
    .returning()
  // Another start made it meanwhile (committed while this one waited on the row).
  if (!patient) return false
  const patientId = patient.id

  const doctors = await db.select().from(t.doctors).orderBy(t.doctors.id)
  const doctorHash = await hashPassword(DEMO_DOCTOR_PASSWORD)
  await db
    .insert(t.users)
    .values(
      doctors.map((doctor) => ({
        email: demoDoctorEmail(doctor.slug),
        firstName: doctor.firstName,
        lastName: doctor.lastName,
        emailVerified: true,
        passwordHash: doctorHash,
        timezone: doctor.timezone,
        role: t.ROLE.doctor,
        doctorId: doctor.id,
      })),
    )
    .onConflictDoNothing()

  const health = await updateHealthInfo(db, patientId, DEMO_HEALTH, 'en')
  if (!health.ok) throw new Error(`demo seed: health answers refused: ${JSON.stringify(health.errors)}`)

  const bySlug = new Map(doctors.map((doctor) => [doctor.slug, doctor]))
  const keller = bySlug.get('dr-anna-keller') ?? doctors[0]!
  const chosen = [keller, ...doctors.filter((doctor) => doctor.id !== keller.id).slice(0, 3)]
  const story = new DemoStory(db, storage, patientId, chosen, bus, now)
  await story.load()
  const [doctorB, doctorC, doctorD] = [chosen[1]!, chosen[2]!, chosen[3]!]
  const slot = (days: number, hour: number) => {
    const date = new Date(now.getTime() + days * DAY)
    date.setUTCHours(hour, 0, 0, 0)
    return date
  }
  const ago = (offset: number) => new Date(now.getTime() - offset)

  // The oldest first, as it happened. A finished video consultation with its report.
  {
    const id = await story.book(ago(30 * DAY), keller, 1, 'Chest tightness when climbing stairs.', [slot(-25, 9)])
    await story.message(ago(30 * DAY - HOUR), id, 'patient', 'Should I bring anything to the call?')
    await story.message(ago(30 * DAY - 3 * HOUR), id, keller, 'Your latest ECG, if you have one.')
    await story.confirm(ago(29 * DAY), id, keller)
    await story.pay(ago(29 * DAY - 2 * HOUR), id)
    await story.consult(slot(-25, 9), id, keller, {
      report:
        'Resting ECG and blood pressure are normal. The chest tightness on exertion is most likely muscular. ' +
        'Recommendation: regular moderate exercise, and an exercise ECG if the symptoms return.',
      attachment: { name: 'ecg-findings.pdf', lines: ['Resting ECG', 'Sinus rhythm, 68/min', 'No signs of ischaemia'] },
    })
  }
  // A request the doctor declined, with the reason.
  {
    const id = await story.book(ago(20 * DAY), doctorB, 1, 'Back pain after lifting.', [slot(-15, 9)])
    await story.reject(ago(19 * DAY), id, doctorB, 'An orthopaedic specialist is the right doctor for this.')
  }
  // A request the patient withdrew.
  {
    const id = await story.book(ago(15 * DAY), keller, 2, 'Question about medication.', [slot(-10, 9)])
    await story.cancel(ago(14 * DAY), id, 'My GP answered the question.')
  }
  // A written second opinion, paid and completed; the report is still to come.
  {
    const id = await story.book(ago(12 * DAY), doctorD, 2, 'Second opinion on an MRI of the knee.', [slot(-6, 9)])
    await story.confirm(ago(11 * DAY), id, doctorD)
    await story.pay(ago(11 * DAY - HOUR), id)
    await story.start(slot(-6, 9), id, doctorD)
    await story.complete(new Date(slot(-6, 9).getTime() + HOUR), id, doctorD)
    await story.message(new Date(slot(-6, 9).getTime() + 2 * HOUR), id, doctorD, 'The written opinion follows within two days.')
  }
  // A video consultation going on now.
  {
    const id = await story.book(ago(7 * DAY), doctorC, 1, 'Skin rash on both forearms.', [ago(10 * MINUTE)])
    await story.confirm(ago(7 * DAY - HOUR), id, doctorC)
    await story.pay(ago(6 * DAY), id)
    await story.start(ago(10 * MINUTE), id, doctorC)
  }
  // Approved, time agreed, waiting for payment; with the patient's readings, a link and messages.
  {
    const id = await story.book(ago(5 * DAY), keller, 1, 'Follow-up on my blood pressure readings.', [slot(2, 10), slot(3, 10)])
    await story.link(ago(5 * DAY - HOUR), id, 'https://www.heart.org/en/health-topics/high-blood-pressure')
    await story.upload(ago(5 * DAY - HOUR), id, 'patient', {
      name: 'blood-pressure-readings.pdf',
      lines: ['Blood pressure readings, last 30 days', 'Morning average: 128/82 mmHg', 'Evening average: 134/86 mmHg'],
    })
    await story.message(ago(5 * DAY - HOUR), id, 'patient', 'I attached last month’s readings.')
    await story.confirm(ago(4 * DAY), id, keller)
    await story.message(ago(4 * DAY - HOUR), id, keller, 'Thank you, I will go through them before the call.')
  }
  // The doctor proposed other times: the patient's pick is awaited.
  {
    const id = await story.book(ago(3 * DAY), doctorB, 1, 'Recurring headaches, worse in the morning.', [slot(2, 8)])
    await story.propose(ago(3 * DAY - HOUR), id, doctorB, [slot(6, 9), slot(6, 16), slot(7, 11)])
    await story.message(ago(3 * DAY - 2 * HOUR), id, doctorB, 'Your first time does not suit me; please pick one of mine.')
  }
  // A new request with an interpreter, awaiting the doctor's confirmation.
  await story.book(ago(DAY), keller, 1, 'Palpitations in the evening for two weeks.', [slot(4, 9), slot(4, 14), slot(5, 10)], {
    translator: true,
  })

  // What is older than a few days has been read; the recent news is still unread in the bell.
  await story.readBefore(ago(4 * DAY))

  await seedDemoAnalysis(db, storage, patientId, ago(9 * DAY))

  await seedReviews(db, storage, bus, now, doctors)
  return true
}

/** A lab's report as it prints its rows: name, result, unit, range, flag (issue 30). */
const DEMO_LAB_REPORT = {
  name: 'Blood test November 2026.pdf',
  lines: [
    'Northside Clinical Laboratories - Complete blood count and chemistry',
    'Patient: Demo Patient   Collected: 11/20/2026',
    'Test Result Units Reference range Flag',
    'Hemoglobin 12.9 g/dL 12.0-16.0',
    'Platelets 245 x10^3/uL 150-450',
    'Glucose 112 mg/dL 70-99 H',
    'LDL Cholesterol 131 mg/dL 0-99 H',
    'HDL Cholesterol 58 mg/dL >39',
    'Potassium 4.4 mmol/L 3.5-5.2',
    'Creatinine 0.82 mg/dL 0.57-1.00',
    'TSH 1.90 mIU/L 0.45-4.50',
    'Ferritin 18 ng/mL 15-150',
    'Vitamin D 22 ng/mL 30-100 L',
  ],
}

/**
 * The demo patient's test result (issue 30): a lab's PDF read by the local engine, as the worker
 * reads one, so the section shows real values, statuses and questions. Stored directly: the demo
 * patient's free plan does not include analyses today (the report is from an earlier subscription).
 */
async function seedDemoAnalysis(db: Database, storage: FileStorage, patientId: number, at: Date) {
  const bytes = simplePdf(DEMO_LAB_REPORT.lines)
  const stored = await storeFile(db, storage, await storageQuotaBytes(db, patientId, at), {
    ownerId: patientId,
    name: DEMO_LAB_REPORT.name,
    mime: 'application/pdf',
    bytes,
  })
  if (!stored.ok) throw new Error('demo seed: lab report not stored')
  const read = await readLabFile(bytes, 'application/pdf', 'female')
  if (!read.ok) throw new Error(`demo seed: lab report not read (${read.error})`)
  await db.insert(t.analyses).values({
    ownerId: patientId,
    fileId: stored.file.id,
    fileName: DEMO_LAB_REPORT.name,
    fileSize: bytes.byteLength,
    fileMime: 'application/pdf',
    title: DEMO_LAB_REPORT.name,
    status: ANALYSIS_STATUS.ready,
    indicators: read.reading.indicators,
    unread: read.reading.unread,
    createdAt: at,
    updatedAt: at,
    nextAttemptAt: at,
  })
}

/**
 * Patients who consulted the catalogue's doctors before and reviewed them (issue 26 #21: the cards
 * show ratings): accounts without a password, each consultation booked, approved, paid, held and
 * reviewed through the same services as the demo patient's. Most doctors get two or three reviews of
 * three to five stars, some none yet; the comments are in a language the doctor speaks.
 */
const REVIEWERS = [
  { firstName: 'Lisa', lastName: 'Hartmann', language: 'de', timezone: 'Europe/Berlin', country: 'DE' },
  { firstName: 'Oliver', lastName: 'Bennett', language: 'en', timezone: 'Europe/London', country: 'GB' },
  { firstName: 'Анна', lastName: 'Смирнова', language: 'ru', timezone: 'Europe/Berlin', country: 'DE' },
  { firstName: 'مريم', lastName: 'حسن', language: 'ar', timezone: 'Asia/Dubai', country: 'AE' },
  { firstName: 'Zeynep', lastName: 'Kaya', language: 'tr', timezone: 'Europe/Istanbul', country: 'TR' },
  { firstName: 'Lucía', lastName: 'García', language: 'es', timezone: 'Europe/Madrid', country: 'ES' },
  { firstName: 'Julien', lastName: 'Moreau', language: 'fr', timezone: 'Europe/Paris', country: 'FR' },
  { firstName: 'Giulia', lastName: 'Conti', language: 'it', timezone: 'Europe/Rome', country: 'IT' },
  { firstName: 'Peter', lastName: 'Lindner', language: 'de', timezone: 'Europe/Vienna', country: 'AT' },
  { firstName: 'Sarah', lastName: 'Collins', language: 'en', timezone: 'America/New_York', country: 'US' },
] as const
export const demoReviewerEmail = (index: number) => `reviewer.${index + 1}@patients.example.com`

/** Short comments by stars (3, 4, 5), in the reviewers' languages. */
const REVIEW_TEXTS: Record<string, [string[], string[], string[]]> = {
  en: [
    ['Helpful, though the call started late.'],
    ['Clear advice and enough time for my questions.', 'Friendly and thorough.'],
    ['Excellent: listened carefully and explained everything.', 'Very kind, I felt in good hands.'],
  ],
  de: [
    ['Hilfreich, aber der Termin begann verspätet.'],
    ['Klare Empfehlungen und genug Zeit für meine Fragen.', 'Freundlich und gründlich.'],
    ['Hervorragend: hat genau zugehört und alles erklärt.', 'Sehr einfühlsam, ich habe mich gut aufgehoben gefühlt.'],
  ],
  ru: [
    ['Полезно, но консультация началась с опозданием.'],
    ['Понятные рекомендации, ответили на все вопросы.', 'Внимательный и доброжелательный врач.'],
    ['Отлично: внимательно выслушали и всё объяснили.', 'Очень рекомендую, чувствовала себя в надёжных руках.'],
  ],
  ar: [
    ['مفيدة، لكن المكالمة بدأت متأخرة.'],
    ['نصائح واضحة ووقت كافٍ لأسئلتي.', 'طبيب ودود ودقيق.'],
    ['ممتاز: استمع بعناية وشرح كل شيء.', 'لطيف جدًا، شعرت بالاطمئنان.'],
  ],
  tr: [
    ['Faydalıydı ama görüşme geç başladı.'],
    ['Açık tavsiyeler, sorularıma yeterince zaman ayrıldı.'],
    ['Harika: dikkatle dinledi ve her şeyi açıkladı.'],
  ],
  es: [
    ['Útil, aunque la llamada empezó tarde.'],
    ['Consejos claros y tiempo para mis preguntas.'],
    ['Excelente: escuchó con atención y lo explicó todo.'],
  ],
  fr: [
    ['Utile, mais la consultation a commencé en retard.'],
    ['Des conseils clairs et du temps pour mes questions.'],
    ['Excellent : à l’écoute et très clair.'],
  ],
  it: [
    ['Utile, anche se la visita è iniziata in ritardo.'],
    ['Consigli chiari e tempo per le mie domande.'],
    ['Eccellente: ha ascoltato con attenzione e spiegato tutto.'],
  ],
}
const REVIEWED_REASONS = [
  'Persistent cough for three weeks.',
  'Second opinion on my blood test results.',
  'Recurring migraines.',
  'Advice on a new medication.',
  'Follow-up after a hospital stay.',
]

async function seedReviews(db: Database, storage: FileStorage, bus: LiveBus, now: Date, doctors: Doctor[]) {
  const reviewers = await db
    .insert(t.users)
    .values(REVIEWERS.map(({ language: _, ...reviewer }, index) => ({ ...reviewer, email: demoReviewerEmail(index), emailVerified: true })))
    .returning({ id: t.users.id })
  const languages = await db
    .select({ doctorId: t.doctorLanguages.doctorId, code: t.languages.code })
    .from(t.doctorLanguages)
    .innerJoin(t.languages, eq(t.languages.id, t.doctorLanguages.languageId))
  const stories = new Map<number, DemoStory>()
  const storyOf = async (index: number) => {
    let story = stories.get(index)
    if (!story) {
      story = new DemoStory(db, storage, reviewers[index]!.id, doctors, bus, now, true)
      await story.load()
      stories.set(index, story)
    }
    return story
  }
  const random = seededRandom(20261126)
  for (const [position, doctor] of doctors.entries()) {
    // About a third are new here (no reviews yet); the first (the demo's own doctor) never. Each review
    // is a whole paid consultation through the services (about 40 statements): a handful, not dozens.
    if (position > 0 && random.next() < 0.3) continue
    const spoken = new Set(languages.filter((row) => row.doctorId === doctor.id).map((row) => row.code))
    const candidates = REVIEWERS.flatMap((reviewer, index) => (spoken.has(reviewer.language) ? [index] : []))
    for (const index of random.sample(candidates, random.int(2, 3))) {
      const stars = random.pick([3, 4, 4, 4.5, 5, 5, 5])
      const texts = REVIEW_TEXTS[REVIEWERS[index]!.language] ?? REVIEW_TEXTS.en!
      const comment = random.pick(texts[Math.min(2, Math.floor(stars) - 3)]!)
      const story = await storyOf(index)
      const booked = new Date(now.getTime() - random.int(20, 300) * DAY)
      const held = new Date(booked.getTime() + 3 * DAY)
      held.setUTCHours(random.int(8, 15), 0, 0, 0)
      const id = await story.book(booked, doctor, 1, random.pick(REVIEWED_REASONS), [held])
      await story.confirm(new Date(booked.getTime() + 2 * HOUR), id, doctor)
      await story.pay(new Date(booked.getTime() + 3 * HOUR), id)
      await story.start(held, id, doctor)
      await story.complete(new Date(held.getTime() + 30 * MINUTE), id, doctor)
      await story.review(new Date(held.getTime() + 5 * HOUR), id, stars * 2, comment)
    }
  }
}

type Doctor = t.DoctorRow
type Party = appointments.Party

/**
 * The demo patient's story, step by step through the services. Each step takes its time in the
 * story; rows a service stamped with the present are moved to it afterwards (`settle`), and what the
 * step would tell the other side is told, as the GraphQL resolvers do.
 */
class DemoStory {
  readonly #patient: Party
  #doctorAccounts = new Map<number, number>()
  #plans: (typeof t.consultPlans.$inferSelect)[] = []
  #translator: typeof t.translatorPlans.$inferSelect | undefined
  /** what services write now is newer than this; every story time is older */
  readonly #fresh: Date
  #clock: Date
  readonly #payments: PaymentDeps
  readonly #processor
  #card: string | null = null

  constructor(
    private readonly db: Database,
    private readonly storage: FileStorage,
    private readonly patientId: number,
    private readonly doctors: Doctor[],
    private readonly bus: LiveBus,
    now: Date,
    /** a reviewer's background consultation: nobody is notified, and only the dates and the last change are dated */
    private readonly quiet = false,
  ) {
    this.#patient = { kind: 'patient', userId: patientId }
    this.#fresh = new Date(now.getTime() - 5 * MINUTE)
    this.#clock = now
    this.#processor = createLocalProcessor(db, { now: () => this.#clock })
    this.#payments = { db, processor: this.#processor, now: () => this.#clock, notifications: { db, bus } }
  }

  async load() {
    const ids = this.doctors.map((doctor) => doctor.id)
    const accounts = await this.db
      .select({ id: t.users.id, doctorId: t.users.doctorId })
      .from(t.users)
      .where(and(eq(t.users.role, t.ROLE.doctor), inArray(t.users.doctorId, ids)))
    this.#doctorAccounts = new Map(accounts.map((account) => [account.doctorId!, account.id]))
    this.#plans = await this.db.select().from(t.consultPlans).where(inArray(t.consultPlans.doctorId, ids))
    ;[this.#translator] = await this.db.select().from(t.translatorPlans).limit(1)
  }

  #doctor(doctor: Doctor): Party {
    const userId = this.#doctorAccounts.get(doctor.id)
    if (userId === undefined) throw new Error(`demo seed: ${doctor.slug} has no account`)
    return { kind: 'doctor', userId, doctorId: doctor.id }
  }

  #party(who: 'patient' | Doctor): Party {
    return who === 'patient' ? this.#patient : this.#doctor(who)
  }

  async book(
    at: Date,
    doctor: Doctor,
    planType: number,
    reason: string,
    dates: Date[],
    extra: { translator?: boolean } = {},
  ): Promise<number> {
    this.#clock = at
    const plan = this.#plans.find((candidate) => candidate.doctorId === doctor.id && candidate.type === planType)
    if (!plan) throw new Error(`demo seed: ${doctor.slug} has no plan of type ${planType}`)
    const created = must(
      await appointments.createAppointment(
        this.db,
        this.patientId,
        {
          doctorId: doctor.id,
          planId: plan.id,
          dates: dates.map((date) => date.toISOString()),
          reason,
          translatorPlanId: extra.translator && this.#translator ? this.#translator.id : null,
          fileIds: [],
        },
        at,
      ),
      'booking',
    )
    await this.db.update(t.appointments).set({ createdAt: at }).where(eq(t.appointments.id, created.id))
    await this.#tell('created', created.id, 'patient')
    await this.#settle(created.id, [], true)
    return created.id
  }

  async message(at: Date, id: number, from: 'patient' | Doctor, note: string) {
    this.#clock = at
    must(await appointments.addNote(this.db, this.#party(from), id, note), 'message')
    await this.#tell('message', id, from === 'patient' ? 'patient' : 'doctor')
    await this.#settle(id)
  }

  async link(at: Date, id: number, url: string) {
    this.#clock = at
    must(await appointments.addLinks(this.db, this.patientId, id, [url]), 'link')
    await this.#settle(id)
  }

  async upload(at: Date, id: number, from: 'patient' | Doctor, file: { name: string; lines: string[] }, report = false) {
    this.#clock = at
    const party = this.#party(from)
    const stored = await storeFile(this.db, this.storage, await storageQuotaBytes(this.db, party.userId, at), {
      ownerId: party.userId,
      name: file.name,
      mime: 'application/pdf',
      bytes: simplePdf(file.lines),
    })
    if (!stored.ok) throw new Error('demo seed: file not stored')
    must(await appointments.addFiles(this.db, party, id, [stored.file.id], report), 'file')
    await this.#tell('file_added', id, party.kind)
    await this.#settle(id, [stored.file.id])
  }

  async propose(at: Date, id: number, doctor: Doctor, dates: Date[]) {
    this.#clock = at
    must(
      await appointments.proposeDates(
        this.db,
        this.#doctor(doctor),
        id,
        dates.map((date) => date.toISOString()),
        at,
      ),
      'proposal',
    )
    await this.#tell('dates_proposed', id, 'doctor')
    await this.#settle(id)
  }

  /** The doctor accepts the patient's first proposed time and approves the request. */
  async confirm(at: Date, id: number, doctor: Doctor) {
    this.#clock = at
    const party = this.#doctor(doctor)
    const appointment = await appointments.findAppointment(this.db, party, id)
    const [first] = (appointment?.dates ?? [])
      .filter((date) => date.sender === SENDER.patient)
      .sort((a, b) => new Date(a.date).getTime() - new Date(b.date).getTime())
    if (!first) throw new Error(`demo seed: appointment ${id} has no time to accept`)
    must(await appointments.acceptDate(this.db, party, id, first.id, at), 'accepting a time')
    await this.#tell('date_accepted', id, 'doctor')
    must(await appointments.changeStatus(this.db, party, id, APPOINTMENT_STATUS.approved, null), 'approval')
    await this.#tell('approved', id, 'doctor')
    await this.#settle(id)
  }

  async reject(at: Date, id: number, doctor: Doctor, reason: string) {
    this.#clock = at
    must(await appointments.changeStatus(this.db, this.#doctor(doctor), id, APPOINTMENT_STATUS.rejected, reason), 'rejection')
    await this.#tell('rejected', id, 'doctor')
    await this.#settle(id)
  }

  async cancel(at: Date, id: number, reason: string) {
    this.#clock = at
    must(await appointments.changeStatus(this.db, this.#patient, id, APPOINTMENT_STATUS.canceled, reason), 'cancellation')
    await this.#tell('cancelled', id, 'patient')
    await this.#settle(id)
  }

  /** The patient pays with the test Visa (saved with the first payment), as the payment page does. */
  async pay(at: Date, id: number) {
    this.#clock = at
    const appointment = await appointments.findAppointment(this.db, this.#patient, id)
    if (!appointment) throw new Error(`demo seed: appointment ${id} not found`)
    if (!this.#card) {
      const customerId = await ensureCustomer(this.#payments, this.patientId)
      const made = await this.#processor.createPaymentMethod({ ...DEMO_CARD, expYear: at.getUTCFullYear() + 4 }, customerId)
      if (!made.ok) throw new Error(`demo seed: test card refused: ${made.error.code}`)
      this.#card = made.card.paymentMethodId
    }
    const paid = await payAppointment(this.#payments, this.patientId, {
      payKey: appointment.payKey,
      paymentMethodId: this.#card,
      priceCents: appointment.priceCents,
      amountDueCents: null,
      save: true,
    })
    if (!paid.ok || paid.value.payment.status !== 'succeeded')
      throw new Error(`demo seed: payment of ${id} failed: ${JSON.stringify(paid)}`)
    await this.#settle(id)
  }

  async start(at: Date, id: number, doctor: Doctor) {
    this.#clock = at
    must(await appointments.changeStatus(this.db, this.#doctor(doctor), id, APPOINTMENT_STATUS.started, null), 'start')
    await this.#settle(id)
  }

  async complete(at: Date, id: number, doctor: Doctor) {
    this.#clock = at
    must(await appointments.changeStatus(this.db, this.#doctor(doctor), id, APPOINTMENT_STATUS.completed, null), 'completion')
    await this.#settle(id)
  }

  /** The call, the report with its attachment a day later, and the appointment finished. */
  async consult(at: Date, id: number, doctor: Doctor, outcome: { report: string; attachment: { name: string; lines: string[] } }) {
    await this.start(at, id, doctor)
    await this.complete(new Date(at.getTime() + 30 * MINUTE), id, doctor)
    const reportAt = new Date(at.getTime() + DAY)
    this.#clock = reportAt
    must(await appointments.writeReport(this.db, this.#doctor(doctor), id, outcome.report), 'report')
    await this.db.update(t.appointmentReports).set({ dateReport: reportAt }).where(eq(t.appointmentReports.appointmentId, id))
    await this.#tell('report_ready', id, 'doctor')
    await this.#settle(id)
    await this.upload(reportAt, id, doctor, outcome.attachment, true)
    this.#clock = new Date(reportAt.getTime() + HOUR)
    must(await appointments.changeStatus(this.db, this.#doctor(doctor), id, APPOINTMENT_STATUS.finished, null), 'finishing')
    await this.#settle(id)
  }

  /** The patient's review of a consultation that took place (as the CreateReview mutation writes it). */
  async review(at: Date, id: number, halfStars: number, comment: string) {
    this.#clock = at
    const review = must(await appointments.addReview(this.db, this.patientId, id, halfStars, comment), 'review')
    await this.db.update(t.appointmentReviews).set({ createdAt: at }).where(eq(t.appointmentReviews.appointmentId, review.appointmentId))
    await this.#settle(id, [], true)
  }

  /** The patient has read the notifications older than `before` (through the bell's own service). */
  async readBefore(before: Date) {
    const old = await this.db
      .select({ id: t.notifications.id, createdAt: t.notifications.createdAt })
      .from(t.notifications)
      .where(eq(t.notifications.userId, this.patientId))
    for (const row of old.filter((notification) => notification.createdAt < before))
      await markRead({ db: this.db, bus: this.bus }, this.patientId, row.id)
  }

  async #tell(kind: AppointmentEventKind, appointmentId: number, by: 'patient' | 'doctor') {
    if (this.quiet) return
    await notifyAppointmentEvent(
      {
        db: this.db,
        bus: this.bus,
        onError: (error) => {
          throw error
        },
      },
      { kind, appointmentId, by },
    )
  }

  /**
   * Moves what the last step wrote "now" to the step's time in the story: exactly the seed's rows,
   * those of the appointment the step worked on (created in this transaction, so nobody else's) that
   * are not settled yet, and the stored files by id. A row anyone else writes meanwhile is untouched.
   */
  async #settle(appointmentId: number, storedFileIds: number[] = [], evenQuiet = false) {
    // A quiet story settles at booking (its dates) and at the review (the appointment's last change) only.
    if (this.quiet && !evenQuiet) return
    const at = this.#clock
    const unsettled = <T extends { appointmentId: AnyPgColumn; createdAt: AnyPgColumn }>(table: T) =>
      and(eq(table.appointmentId, appointmentId), gt(table.createdAt, this.#fresh))
    await this.db.update(t.appointmentDates).set({ createdAt: at }).where(unsettled(t.appointmentDates))
    await this.db.update(t.appointments).set({ updatedAt: at }).where(eq(t.appointments.id, appointmentId))
    if (this.quiet) return
    await this.db.update(t.appointmentNotes).set({ createdAt: at }).where(unsettled(t.appointmentNotes))
    await this.db.update(t.appointmentFiles).set({ createdAt: at }).where(unsettled(t.appointmentFiles))
    await this.db.update(t.appointmentTranslators).set({ createdAt: at }).where(unsettled(t.appointmentTranslators))
    await this.db.update(t.notifications).set({ createdAt: at }).where(unsettled(t.notifications))
    if (storedFileIds.length) await this.db.update(t.storedFiles).set({ createdAt: at }).where(inArray(t.storedFiles.id, storedFileIds))
  }
}

function must<T>(outcome: appointments.Outcome<T>, step: string): T {
  if (!outcome.ok) throw new Error(`demo seed: the ${step} was refused: ${JSON.stringify(outcome)}`)
  return outcome.value
}
