import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTranslator, openAiCompatibleTranslator } from '../src/adapters/ai'
import * as t from '../src/db/schema'
import { createSignedInDoctor, createSignedInPatient, errorCode, setupTestApi, testEnv, type TestApi } from './helpers'

/**
 * `translate` (issue 12) through the AI adapter, against a local server that speaks the
 * OpenAI-compatible chat completions API: the request's shape is checked as the provider would
 * read it, and the answer is what the patient gets.
 */
let ctx: TestApi
let server: Server
let baseUrl: string
const received: { method?: string; url?: string; authorization?: string; body: Record<string, unknown> }[] = []
let answer: (body: Record<string, unknown>) => { status: number; json: unknown } = () => ({
  status: 200,
  json: { choices: [{ message: { role: 'assistant', content: ' Kein Fasten nötig. ' } }] },
})

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = ''
    request.on('data', (chunk) => (text += chunk))
    request.on('end', () => resolve(text))
  })

beforeAll(async () => {
  ctx = await setupTestApi()
  server = createServer(async (request, response) => {
    const body = JSON.parse(await readBody(request))
    received.push({ method: request.method, url: request.url, authorization: request.headers.authorization, body })
    const { status, json } = answer(body)
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`
})
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
  await ctx.close()
})

const TRANSLATE = `mutation($input: TranslateInput!) { translate(input: $input) { body } }`

async function appointmentWithDoctorNote(patient: Awaited<ReturnType<typeof createSignedInPatient>>) {
  const doctor = await createSignedInDoctor(ctx.db)
  const [plan] = await ctx.db.select().from(t.consultPlans).where(eq(t.consultPlans.doctorId, doctor.doctor.id)).limit(1)
  const created = await ctx.gql<{ CreateAppointment: { id: string } }>(
    `mutation($input: CreateAppointmentInput!) { CreateAppointment(input: $input) { id } }`,
    {
      input: {
        doctor_id: String(doctor.doctor.id),
        plan_id: String(plan!.id),
        dates: [new Date(Date.now() + 3 * 86_400_000).toISOString()],
      },
    },
    patient.headers,
  )
  const id = String(created.data!.CreateAppointment.id)
  await ctx.gql(`mutation($id: ID!) { doctorCreateNote(id: $id, input: { note: "No fasting needed." }) { id } }`, { id }, doctor.headers)
  const [note] = await ctx.db
    .select()
    .from(t.appointmentNotes)
    .where(eq(t.appointmentNotes.appointmentId, Number(id)))
  return { id, noteId: String(note!.id) }
}

describe('translate', () => {
  it('is offered only when the endpoint, key and model are all configured', async () => {
    expect(createTranslator(testEnv())).toBeNull()
    expect(createTranslator({ AI_BASE_URL: baseUrl, AI_API_KEY: 'k', AI_MODEL: undefined })).toBeNull()
    expect(createTranslator({ AI_BASE_URL: baseUrl, AI_API_KEY: 'k', AI_MODEL: 'm' })).not.toBeNull()
    expect((await ctx.gql(`{ translationAvailable }`)).data).toEqual({ translationAvailable: false })
    const patient = await createSignedInPatient(ctx.db)
    const { id, noteId } = await appointmentWithDoctorNote(patient)
    expect(errorCode(await ctx.gql(TRANSLATE, { input: { appointment_id: id, note_id: noteId } }, patient.headers))).toBe('NOT_IMPLEMENTED')
  })

  it('sends the note to the chat completions endpoint as the provider expects and answers its translation', async () => {
    const api = ctx.makeApi({ translator: openAiCompatibleTranslator({ baseUrl, apiKey: 'sk-test-key', model: 'test-model' }) })
    const gql = (query: string, variables: Record<string, unknown>, headers: Record<string, string>) =>
      ctx.gql(query, variables, headers, api)
    expect((await gql(`{ translationAvailable }`, {}, {})).data).toEqual({ translationAvailable: true })
    const patient = await createSignedInPatient(ctx.db)
    const { id, noteId } = await appointmentWithDoctorNote(patient)
    received.length = 0
    const response = await gql(TRANSLATE, { input: { appointment_id: id, note_id: noteId } }, { ...patient.headers, locale: 'de' })
    expect(response.data).toEqual({ translate: { body: 'Kein Fasten nötig.' } })
    expect(received).toHaveLength(1)
    const [request] = received
    expect(request).toMatchObject({ method: 'POST', url: '/v1/chat/completions', authorization: 'Bearer sk-test-key' })
    expect(request!.body).toMatchObject({ model: 'test-model', temperature: 0 })
    const messages = request!.body['messages'] as { role: string; content: string }[]
    expect(messages.map((m) => m.role)).toEqual(['system', 'user'])
    expect(messages[0]!.content).toMatch(/into German/)
    expect(messages[1]!.content).toBe('No fasting needed.')

    // Another language on request; another patient's note is not found; a failing provider is a clear error.
    await gql(TRANSLATE, { input: { appointment_id: id, note_id: noteId, lang: 'ar' } }, patient.headers)
    expect((received.at(-1)!.body['messages'] as { content: string }[])[0]!.content).toMatch(/into Arabic/)
    const stranger = await createSignedInPatient(ctx.db)
    expect(errorCode(await gql(TRANSLATE, { input: { appointment_id: id, note_id: noteId } }, stranger.headers))).toBe('NOT_FOUND')
    answer = () => ({ status: 500, json: { error: { message: 'overloaded' } } })
    const failed = await gql(TRANSLATE, { input: { appointment_id: id, note_id: noteId } }, { ...patient.headers, locale: 'ru' })
    expect(errorCode(failed)).toBe('SERVICE_UNAVAILABLE')
    expect(failed.errors?.[0]?.message).toBe('Перевод сейчас недоступен. Попробуйте позже.')
  })
})
