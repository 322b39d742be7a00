import { API_URL, expect, test, type Patient } from './fixtures'

/** The appointment API as tests play it: GraphQL as a patient or a doctor, and the instants they propose. */

export async function graphql<T>(token: string, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await fetch(`${API_URL}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
    },
    body: JSON.stringify({ query, variables }),
  })
  const body = (await response.json()) as { data?: T; errors?: unknown[] }
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined()
  return body.data!
}

/**
 * Seeded doctors whose calendars the tests book, one per parallel worker (`parallelIndex`), so two
 * tests running at once never hold times with the same doctor. All women: the pages' texts about a
 * doctor are gendered in German, Russian and Arabic. `specialty`: one of theirs, in English.
 */
const CALENDAR_DOCTORS = [
  { slug: 'dr-anna-keller', name: 'Anna Keller', specialty: 'Cardiology' },
  { slug: 'dr-sofia-romano', name: 'Sofia Romano', specialty: 'Oncology' },
  { slug: 'dr-julia-lehmann', name: 'Julia Lehmann', specialty: 'Neurology' },
  { slug: 'dr-claire-dubois', name: 'Claire Dubois', specialty: 'Gastroenterology' },
] as const

/** The doctor this worker's tests book: call it inside a test. */
export function calendarDoctor(): (typeof CALENDAR_DOCTORS)[number] {
  const { parallelIndex } = test.info()
  const doctor = CALENDAR_DOCTORS[parallelIndex]
  if (!doctor) throw new Error(`No calendar doctor for parallel worker ${parallelIndex}: add one to CALENDAR_DOCTORS`)
  return doctor
}

/** The account of this worker's doctor (`calendarDoctor`), signed in through the test route (one account per doctor). */
export async function doctorSession(): Promise<{ token: string; doctorId: number }> {
  const response = await fetch(`${API_URL}/__test/doctor-sessions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ slug: calendarDoctor().slug }),
  })
  expect(response.status).toBe(201)
  return (await response.json()).data
}

/** The doctor approves the appointment (as `npm run doctor -- approve` does): it becomes payable. */
export async function approveAsDoctor(doctorToken: string, appointmentId: string): Promise<void> {
  await graphql(
    doctorToken,
    `
      mutation ($id: ID!) {
        doctorApproveAppointment(id: $id) {
          status
        }
      }
    `,
    { id: appointmentId },
  )
}

/** An instant `days` ahead at `hour`:00 UTC. */
export function ahead(days: number, hour: number): string {
  const date = new Date()
  date.setUTCDate(date.getUTCDate() + days)
  date.setUTCHours(hour, 0, 0, 0)
  return date.toISOString()
}

/**
 * An instant as the page writes it in the patient's time zone, rebuilt from its parts in the way
 * each language writes a date (issue 26 #3): "14 December 2026, 09:00", "14. Dezember 2026, 09:00",
 * "14 декабря 2026 г., 09:00", "14 ديسمبر 2026، 09:00".
 */
export function asShown(iso: string, zone: string, language: 'en' | 'de' | 'ru' | 'ar' = 'en'): string {
  const parts = new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : language, {
    timeZone: zone,
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    numberingSystem: 'latn',
  })
    .formatToParts(new Date(iso))
    .reduce<Record<string, string>>((all, part) => ({ ...all, [part.type]: part.value }), {})
  const date = {
    en: `${parts.day} ${parts.month} ${parts.year}`,
    de: `${parts.day}. ${parts.month} ${parts.year}`,
    ru: `${parts.day} ${parts.month} ${parts.year} г.`,
    ar: `${parts.day} ${parts.month} ${parts.year}`,
  }[language]
  return `${date}${language === 'ar' ? '،' : ','} ${parts.hour}:${parts.minute}`
}

/** An instant as the page writes it for a patient in Berlin (the `complete` test patients' zone). */
export const berlin = (iso: string) => asShown(iso, 'Europe/Berlin')

/** Books a video call with this worker's doctor (`doctorSession().doctorId`) for the patient through the API; answers the appointment id. */
export async function book(patient: Patient, doctorId: number, dates = [ahead(3, 8), ahead(4, 13)]): Promise<string> {
  const { doctor } = await graphql<{
    doctor: { id: string; plans: { id: string; type: number }[] }
  }>(
    patient.token,
    `
      query ($slug: String!) {
        doctor: doctorBySlug(slug: $slug) {
          id
          plans {
            id
            type
          }
        }
      }
    `,
    { slug: calendarDoctor().slug },
  )
  expect(doctor.id, 'book() takes the doctor of doctorSession()').toBe(String(doctorId))
  const plan = doctor.plans.find((p) => p.type === 1)!
  const created = await graphql<{ CreateAppointment: { id: string } }>(
    patient.token,
    `
      mutation ($input: CreateAppointmentInput!) {
        CreateAppointment(input: $input) {
          id
        }
      }
    `,
    {
      input: {
        doctor_id: String(doctorId),
        plan_id: plan.id,
        dates,
        reason: 'Palpitations at night',
      },
    },
  )
  return String(created.CreateAppointment.id)
}

/** The doctor proposes a time `minutes` from now and the patient accepts it, through the API. */
export async function agreeOnTimeIn(patient: Patient, doctorToken: string, appointmentId: string, minutes: number): Promise<void> {
  const proposed = await graphql<{ doctorProposeDates: { dates: { id: string; sender: number }[] } }>(
    doctorToken,
    `
      mutation ($id: ID!, $dates: [DateTime!]!) {
        doctorProposeDates(id: $id, input: { dates: $dates }) {
          dates {
            id
            sender
          }
        }
      }
    `,
    { id: appointmentId, dates: [new Date(Date.now() + minutes * 60_000).toISOString()] },
  )
  const offered = proposed.doctorProposeDates.dates.find((date) => date.sender === 3)!
  await graphql(
    patient.token,
    `
      mutation ($a: ID!, $d: ID!) {
        ApproveDate(appointmentId: $a, dateId: $d) {
          status
        }
      }
    `,
    { a: appointmentId, d: offered.id },
  )
}

/** A Stripe test card from the API's built-in tokeniser: its payment method id. */
async function testCard(patient: Patient, number = '4242424242424242', expMonth = 12): Promise<string> {
  const card = await fetch(`${API_URL}/payments/local/payment-methods`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${patient.token}` },
    body: JSON.stringify({ number, exp_month: expMonth, exp_year: new Date().getUTCFullYear() + 3, cvc: '123' }),
  })
  expect(card.status).toBe(200)
  return ((await card.json()) as { data: { id: string } }).data.id
}

/** The patient saves a test card (the billing section's "Add card"); resolves when it is kept. */
export async function saveTestCard(patient: Patient, number = '4242424242424242'): Promise<void> {
  const source = await testCard(patient, number)
  await graphql(
    patient.token,
    `
      mutation ($input: SourceInput!) {
        createSource(input: $input) {
          message
        }
      }
    `,
    { input: { source } },
  )
}

/** The patient buys Premium monthly with the 4242 test card. */
export async function subscribeWithTestCard(patient: Patient): Promise<void> {
  const { getSubscriptions } = await graphql<{
    getSubscriptions: { results: { id: string; options: { id: string; duration_type: number }[] }[] }
  }>(
    patient.token,
    `
      {
        getSubscriptions {
          results {
            id
            options {
              id
              duration_type
            }
          }
        }
      }
    `,
  )
  const plan = getSubscriptions.results.find((candidate) => candidate.options.some((option) => option.duration_type === 1))!
  const option = plan.options.find((candidate) => candidate.duration_type === 1)!
  const paid = await graphql<{ PaySubscription: { status: string } }>(
    patient.token,
    `
      mutation ($input: PaySubscriptionInput!) {
        PaySubscription(input: $input) {
          status
        }
      }
    `,
    { input: { plan_id: plan.id, option_id: option.id, sourceId: await testCard(patient) } },
  )
  expect(paid.PaySubscription.status).toBe('succeeded')
}

/** `count` appointments of the patient's with this worker's doctor (`calendarDoctor`), approved by her and so payable. */
export async function approvedAppointments(patient: Patient, count: number): Promise<string[]> {
  const doctor = await doctorSession()
  const ids: string[] = []
  for (let i = 0; i < count; i += 1) {
    const id = await book(patient, doctor.doctorId)
    await approveAsDoctor(doctor.token, id)
    ids.push(id)
  }
  return ids
}

/** One approved appointment of the patient's, with what its payment page needs. */
export async function payableAppointment(patient: Patient): Promise<{ id: string; payKey: string; price: number }> {
  const [id] = await approvedAppointments(patient, 1)
  const { appointment } = await graphql<{ appointment: { payKey: string; price: number } }>(
    patient.token,
    `
      query ($id: ID!) {
        appointment(id: $id) {
          payKey
          price
        }
      }
    `,
    { id },
  )
  return { id: id!, ...appointment }
}

/** The patient pays the appointment with a Stripe test card through the API's built-in processor: how it ended. */
export async function payWithCard(patient: Patient, appointmentId: string, number: string, expMonth = 12): Promise<string> {
  const sourceId = await testCard(patient, number, expMonth)
  const { appointment } = await graphql<{ appointment: { payKey: string } }>(
    patient.token,
    `
      query ($id: ID!) {
        appointment(id: $id) {
          payKey
        }
      }
    `,
    { id: appointmentId },
  )
  const paid = await graphql<{ PayAppointment: { status: string } }>(
    patient.token,
    `
      mutation ($input: PayAppointmentInput!) {
        PayAppointment(input: $input) {
          status
        }
      }
    `,
    { input: { payKey: appointment.payKey, sourceId } },
  )
  return paid.PayAppointment.status
}

/** The patient pays the appointment with Stripe's 4242 test card. */
export async function payWithTestCard(patient: Patient, appointmentId: string): Promise<void> {
  expect(await payWithCard(patient, appointmentId, '4242424242424242')).toBe('succeeded')
}

/** A paid video consultation of `patient`'s, approved, its time agreed `minutes` from now: the patient's nearest appointment. */
export async function paidCallIn(patient: Patient, minutes: number): Promise<string> {
  const doctor = await doctorSession()
  const id = await book(patient, doctor.doctorId)
  await approveAsDoctor(doctor.token, id)
  await agreeOnTimeIn(patient, doctor.token, id, minutes)
  await payWithTestCard(patient, id)
  return id
}

/**
 * A consultation that took place and ended with the doctor's report (status 4, completed): booked with
 * this worker's doctor, approved, its first time accepted, paid, started, the report written (dated
 * now) and, with `reportFile`, a file the doctor uploads as a report file. Answers the appointment id.
 */
export async function completedWithReport(patient: Patient, reportFile?: { name: string; body: string }): Promise<string> {
  const doctor = await doctorSession()
  const id = await book(patient, doctor.doctorId)
  const { appointment } = await graphql<{ appointment: { dates: { id: string }[] } }>(
    patient.token,
    `
      query ($id: ID!) {
        appointment(id: $id) {
          dates {
            id
          }
        }
      }
    `,
    { id },
  )
  await approveAsDoctor(doctor.token, id)
  await graphql(
    doctor.token,
    `
      mutation ($a: ID!, $d: ID!) {
        doctorAcceptDate(appointmentId: $a, dateId: $d) {
          status
        }
      }
    `,
    {
      a: id,
      d: appointment.dates[0]!.id,
    },
  )
  expect((await fetch(`${API_URL}/__test/appointments/${id}/paid`, { method: 'POST' })).status).toBe(200)
  const setStatus = (s: number) =>
    graphql(
      doctor.token,
      `
        mutation ($id: ID!, $s: Int!) {
          doctorSetStatus(id: $id, status: $s) {
            status
          }
        }
      `,
      { id, s },
    )
  await setStatus(3)
  await graphql(
    doctor.token,
    `
      mutation ($id: ID!) {
        doctorWriteReport(id: $id, report: "Resting ECG normal.") {
          id
        }
      }
    `,
    { id },
  )
  if (reportFile) {
    const form = new FormData()
    form.append('file', new Blob([reportFile.body], { type: 'application/pdf' }), reportFile.name)
    const upload = await fetch(`${API_URL}/storage/file`, {
      method: 'POST',
      headers: { authorization: `Bearer ${doctor.token}` },
      body: form,
    })
    expect(upload.status, 'the doctor uploads the report file').toBe(201)
    const { data } = (await upload.json()) as { data: { file: { id: string; name: string } } }
    await graphql(
      doctor.token,
      `
        mutation ($id: ID!, $files: [FileRefInput!]!) {
          doctorCreateFiles(id: $id, input: { files: $files }, report: true) {
            id
          }
        }
      `,
      {
        id,
        files: [{ id: data.file.id, name: data.file.name }],
      },
    )
  }
  await setStatus(4)
  return id
}
