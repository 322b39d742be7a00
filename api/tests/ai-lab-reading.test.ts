import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { aiService } from '../src/adapters/ai'
import { aiCrossCheck, type CrossCheck } from '../src/analysis/ai-cross-check'
import { aiLabReader, MAX_IMAGE_SIDE } from '../src/analysis/ai-lab-reader'
import { aiValueExplainer } from '../src/analysis/ai-questions'
import { ANALYSIS_STATUS, processDueAnalyses } from '../src/analysis/analysis.service'
import * as t from '../src/db/schema'
import { analyseReport, premiumPatient, type Patient } from './analysis-flows'
import { setupTestApi, type TestApi } from './helpers'
import { CORPUS, type CorpusReport, type CorpusRow } from './lab-corpus'
import { startOpenAiStub, userText, type StubAnswer } from './openai-stub'

/**
 * The lab-report reader's OpenAI-compatible adapter (issue 30, ADR 0072), against a local server
 * that speaks the API: what the requests carry, and the cross-check through real analysis jobs —
 * the local value always stays, a difference or a value only the model read is shown to be checked,
 * and a model that fails leaves the local reading as it was.
 */
let ctx: TestApi
let stub: Awaited<ReturnType<typeof startOpenAiStub>>
let crossCheck: CrossCheck
const failures: unknown[] = []
const english = CORPUS.find((report) => report.language === 'en')!
/** The English report as the local reader alone reads it. */
let localOnly: Stored
/** One patient reads every report here (the month's 20 analyses are plenty). */
let patient: Patient

beforeAll(async () => {
  ;[ctx, stub] = await Promise.all([setupTestApi(), startOpenAiStub()])
  // Asked again at once after a failure: each failure case below reaches the server.
  const ai = aiService({ baseUrl: stub.baseUrl, apiKey: 'sk-test-key', model: 'lab-model', pauseAfterFailureMs: 0 })
  crossCheck = aiCrossCheck(aiLabReader(ai, { timeoutMs: 500 }), { onFailure: (error) => failures.push(error) })
  patient = await premiumPatient(ctx)
  const id = await analyseReport(ctx, patient, english)
  await processDueAnalyses(ctx.db, ctx.storage, () => new Date(), 10)
  localOnly = await stored(id)
})
afterAll(async () => {
  await stub.close()
  await ctx.close()
})

type Stored = Pick<typeof t.analyses.$inferSelect, 'status' | 'indicators' | 'unread'>
async function stored(id: string): Promise<Stored> {
  const [row] = await ctx.db
    .select({ status: t.analyses.status, indicators: t.analyses.indicators, unread: t.analyses.unread })
    .from(t.analyses)
    .where(eq(t.analyses.id, Number(id)))
  return row!
}

/** Reads the report with the model answering `answer`, through the worker's round. */
async function readWithModel(report: CorpusReport, answer: (body: Record<string, unknown>) => StubAnswer) {
  stub.answerWith(answer)
  const id = await analyseReport(ctx, patient, report)
  await processDueAnalyses(ctx.db, ctx.storage, () => new Date(), 10, { crossCheck })
  return id
}

type ModelRow = {
  name: string
  result: string
  unit: string | null
  reference_range: string | null
  flag: 'H' | 'L' | null
  page: number
  line: number
}

/**
 * A model that reads the numbered lines it was sent as the report prints them: each of the report's
 * rows, on the line that prints it. `change` alters or adds rows.
 */
function faithfulModel(report: CorpusReport, change: (rows: ModelRow[]) => ModelRow[] = (rows) => rows) {
  return (body: Record<string, unknown>): StubAnswer => {
    const numbered = [...userText({ body }).matchAll(/^\[(\d+):(\d+)\] (.*)$/gm)]
    const rows = report.rows.flatMap((row: CorpusRow): ModelRow[] => {
      const printed = numbered.find((line) => line[3]!.startsWith(`${row.name} ${row.value}`))
      if (!printed) return []
      const [, page, line] = printed
      const range = row.range.replace(/\s*\*$/, '')
      return [
        {
          name: row.name,
          result: row.value,
          unit: row.unit,
          reference_range: range,
          flag: row.flag,
          page: Number(page),
          line: Number(line),
        },
      ]
    })
    return { content: JSON.stringify({ rows: change(rows) }) }
  }
}

const READ = `query($id: ID!) { getAnalysisById(id: $id) {
  status unread indicators { biomarker printed_name result unit reference_range status status_source page line check other_reading }
} }`
type Read = {
  status: number
  unread: string[]
  indicators: {
    biomarker: string
    result: string
    status: string | null
    status_source: string | null
    check: string | null
    other_reading: string | null
  }[]
}
const read = async (id: string) => (await ctx.gqlOk<{ getAnalysisById: Read }>(READ, { id }, patient)).getAnalysisById
const checked = (reading: Read) => reading.indicators.filter((indicator) => indicator.check)

describe('the AI service’s reading of a PDF', () => {
  it('is asked with the key, the model, a strict JSON schema and the numbered lines; agreeing, it changes nothing', async () => {
    stub.received.length = 0
    const id = await readWithModel(english, faithfulModel(english))
    expect(stub.received).toHaveLength(1)
    const [request] = stub.received
    expect(request).toMatchObject({ method: 'POST', url: '/v1/chat/completions', authorization: 'Bearer sk-test-key' })
    expect(request!.body).toMatchObject({
      model: 'lab-model',
      temperature: 0,
      response_format: { type: 'json_schema', json_schema: { name: 'lab_report_rows', strict: true, schema: { type: 'object' } } },
    })
    const text = userText(request!)
    expect(text).toMatch(/^\[1:\d+\] Hemoglobin 11\.1 L g\/dL 11\.5-15\.5$/m)
    expect(text).toMatch(/^\[1:1\] Northside Clinical Laboratories/m)

    // TSH's "2.150" stays unread even though the model read it: the same line reader reads the model's rows.
    expect(await stored(id)).toEqual(localOnly)
    expect(failures).toEqual([])
  })

  it('a value, unit or flag read otherwise is shown with the model’s reading to check, the local value kept', async () => {
    const id = await readWithModel(
      english,
      faithfulModel(english, (rows) =>
        rows.map((row) =>
          row.name === 'Hemoglobin'
            ? { ...row, result: '11.7' }
            : row.name === 'Potassium'
              ? { ...row, flag: null }
              : row.name === 'Sodium'
                ? { ...row, unit: 'mEq/L' }
                : row,
        ),
      ),
    )
    const reading = await read(id)
    expect(reading.status).toBe(ANALYSIS_STATUS.ready)
    expect(checked(reading)).toEqual([
      expect.objectContaining({
        biomarker: 'hemoglobin',
        result: '11.1',
        status: 'Low',
        check: 'ai_disagrees',
        other_reading: '11.7 g/dL L',
      }),
      expect.objectContaining({ biomarker: 'sodium', result: '140', check: 'ai_disagrees', other_reading: '140 mEq/L' }),
      expect.objectContaining({
        biomarker: 'potassium',
        result: '5.6',
        status: 'High',
        check: 'ai_disagrees',
        other_reading: '5.6 mmol/L',
      }),
    ])
    expect(reading.indicators).toHaveLength(localOnly.indicators!.length)
  })

  it('a value only the model read is shown to be checked, its status from the range it read; a row no line prints is left out', async () => {
    // The local reader leaves Ferritin and Vitamin B12 unread: their range column carries a footnote mark.
    const footnoted: CorpusReport = {
      ...english,
      rows: english.rows.map((row) => (row.id === 'ferritin' || row.id === 'vitamin_b12' ? { ...row, range: `${row.range} *` } : row)),
    }
    const id = await readWithModel(
      footnoted,
      faithfulModel(footnoted, (rows) => {
        const hemoglobin = rows.find((row) => row.name === 'Hemoglobin')!
        return [
          // A result its line does not print ("41" where it prints "412").
          ...rows.map((row) => (row.name === 'Vitamin B12' ? { ...row, result: '41' } : row)),
          // On a line that prints another test; on a line that does not exist; a test the table does not know.
          { ...hemoglobin, name: 'Vitamin D', result: '42', unit: 'ng/mL', reference_range: '30-100', flag: null },
          { ...hemoglobin, name: 'Magnesium', result: '0.8', unit: 'mmol/L', reference_range: '0.7-1.0', flag: null, line: 999 },
          { ...hemoglobin, name: 'Unobtainium', result: '1' },
        ]
      }),
    )
    const reading = await read(id)
    expect(checked(reading)).toEqual([
      expect.objectContaining({
        biomarker: 'ferritin',
        result: '11',
        status: 'Low',
        status_source: 'report_range',
        check: 'ai_only',
        other_reading: null,
      }),
    ])
    expect(reading.unread).toEqual(['TSH', 'Vitamin B12'])
    // In the report's order, where the local reader reads it when the line has no footnote.
    expect(reading.indicators.map((indicator) => indicator.biomarker)).toEqual(
      localOnly.indicators!.map((indicator) => indicator.id).filter((id) => id !== 'vitamin_b12'),
    )
  })

  it('a model that fails, answers nonsense or takes too long leaves the local reading as it is, logged', async () => {
    const tooMany = Array.from({ length: 301 }, () => ({
      name: 'Sodium',
      result: '1',
      unit: null,
      reference_range: null,
      flag: null,
      page: 1,
      line: 1,
    }))
    const answers: StubAnswer[] = [
      { status: 500 },
      { body: '<html>502 Bad Gateway</html>' },
      { content: 'The hemoglobin is 11.1 g/dL.' },
      { content: JSON.stringify({ rows: [{ name: 'Hemoglobin', result: '11.7', page: 'one' }] }) },
      { content: JSON.stringify({ rows: tooMany }) },
      'hang',
    ]
    failures.length = 0
    for (const answer of answers) {
      const id = await readWithModel(english, () => answer)
      expect(await stored(id)).toEqual(localOnly)
    }
    expect(failures).toHaveLength(answers.length)
    expect(String(failures.at(-1))).toMatch(/timed out/i)
  })
})

describe('the AI service’s reading of a photo', () => {
  it('is asked with the image as vision input; without lines to hold them to, its own values are shown to be checked', async () => {
    // A phone photo larger than the model looks at: sent smaller, as JPEG, without its metadata.
    const photo = new Uint8Array(
      await sharp({ create: { width: 3000, height: 1200, channels: 3, background: '#ffffff' } })
        .withMetadata({ exif: { IFD0: { Artist: 'Jane Doe' } } })
        .png()
        .toBuffer(),
    )
    stub.received.length = 0
    stub.answerWith(() => ({
      content: JSON.stringify({
        rows: [{ name: 'Glucose', result: '7,2', unit: 'mmol/L', reference_range: '3.9-6.1', flag: 'H', page: 1, line: 4 }],
      }),
    }))
    const reader = aiLabReader(aiService({ baseUrl: stub.baseUrl, apiKey: 'sk-test-key', model: 'lab-model' }))
    const reading = await reader.read({ bytes: photo, mime: 'image/png' })
    const messages = stub.received[0]!.body['messages'] as { role: string; content: unknown }[]
    const parts = messages.find((message) => message.role === 'user')!.content as {
      type: string
      image_url?: { url: string; detail: string }
    }[]
    const image = parts.find((part) => part.type === 'image_url')!.image_url!
    expect(image).toMatchObject({ url: expect.stringMatching(/^data:image\/jpeg;base64,/), detail: 'high' })
    const sent = await sharp(Buffer.from(image.url.split(',')[1]!, 'base64')).metadata()
    expect(sent).toMatchObject({ format: 'jpeg', width: MAX_IMAGE_SIDE, height: 819 })
    expect(sent.exif).toBeUndefined()
    expect(reading).toEqual({
      lines: null,
      rows: [{ name: 'Glucose', result: '7,2', unit: 'mmol/L', range: '3.9-6.1', flag: 'H', position: { page: 1, line: 4 } }],
    })
    const checkedReading = await aiCrossCheck(reader, { onFailure: (error) => failures.push(error) })(
      { indicators: [], unread: [] },
      { bytes: photo, mime: 'image/png', sex: null },
    )
    expect(checkedReading.indicators).toEqual([
      expect.objectContaining({ id: 'glucose', value: 7.2, status: 'High', statusSource: 'report_range', check: 'ai_only' }),
    ])
  })
})

describe('questions about a value, with the AI service', () => {
  const QUESTIONS = `query($id: ID!, $b: String!) { getQuestions(id: $id, biomarker: $b) { question answer } }`
  type Answers = { question: string; answer: string }[]
  let id: string
  let withModel: ReturnType<TestApi['makeApi']>
  const ask = async (biomarker: string, locale: string, api = withModel) => {
    const answer = await ctx.gql<{ getQuestions: Answers }>(QUESTIONS, { id, b: biomarker }, { ...patient.headers, locale }, api)
    expect(answer.errors).toBeUndefined()
    return answer.data!.getQuestions
  }
  const explanation = {
    measures: 'Kalium ist ein Salz im Blut, das Nerven und Muskeln steuert.',
    high: ['Nierenerkrankungen', 'bestimmte Medikamente'],
    low: ['Durchfall', 'Entwässerungsmittel'],
    see_doctor: 'Besprechen Sie den Wert zeitnah mit Ihrer Ärztin oder Ihrem Arzt.',
  }

  const explainer = (pauseAfterFailureMs: number) =>
    aiValueExplainer(aiService({ baseUrl: stub.baseUrl, apiKey: 'sk-test-key', model: 'lab-model', pauseAfterFailureMs }), {
      timeoutMs: 500,
    })

  beforeAll(async () => {
    withModel = ctx.makeApi({
      valueExplainer: explainer(0),
    })
    id = await analyseReport(ctx, patient, {
      ...english,
      rows: [
        { id: 'potassium', name: 'Potassium', value: '6.9', unit: 'mmol/L', range: '3.5-5.2', flag: 'H' },
        { id: 'sodium', name: 'Sodium', value: '140', unit: 'mmol/L', range: '134-144', flag: null },
        // Below the table's critical 7 g/dL, but within the report's own range: the report knows its units.
        { id: 'hemoglobin', name: 'Hemoglobin', value: '6.5', unit: 'g/dL', range: '6.0-16.0', flag: null },
      ],
    })
    await processDueAnalyses(ctx.db, ctx.storage, () => new Date(), 10)
  })

  it('are answered by the model in the reader’s language, wrapped by the safety rules, and kept for the next time', async () => {
    stub.received.length = 0
    stub.answerWith(() => ({ content: JSON.stringify(explanation) }))
    const potassium = await ask('potassium', 'de')
    expect(potassium).toEqual([
      { question: 'Was misst Kalium?', answer: explanation.measures },
      { question: 'Warum kann Kalium erhöht sein?', answer: 'Nierenerkrankungen, bestimmte Medikamente.' },
      { question: 'Warum kann Kalium erniedrigt sein?', answer: 'Durchfall, Entwässerungsmittel.' },
      { question: 'Wann sollte ich zum Arzt gehen?', answer: expect.any(String) },
    ])
    // The emergency notice first, then the doctor for a value outside its range, then the model's words.
    const doctor = potassium.at(-1)!.answer
    expect(doctor).toMatch(/^Ihr Wert für Kalium liegt in einem Bereich, der gefährlich sein kann\. .*Notruf 112/)
    expect(doctor.indexOf('außerhalb des Referenzbereichs')).toBeGreaterThan(0)
    expect(doctor.endsWith(explanation.see_doctor)).toBe(true)

    expect(stub.received).toHaveLength(1)
    const [request] = stub.received
    expect(request).toMatchObject({ url: '/v1/chat/completions', authorization: 'Bearer sk-test-key' })
    expect(request!.body).toMatchObject({
      model: 'lab-model',
      response_format: { type: 'json_schema', json_schema: { name: 'lab_value_explanation', strict: true } },
    })
    const [system] = request!.body['messages'] as { content: string }[]
    expect(system!.content).toMatch(/in German/)
    expect(JSON.parse(userText(request!))).toMatchObject({ test: 'Potassium', result: '6.9', unit: 'mmol/L', status: 'High' })

    // Opened again: the kept answer, the service not asked.
    expect(await ask('potassium', 'de')).toEqual(potassium)
    expect(stub.received).toHaveLength(1)
    // Critical by the table but normal by the report's own range: neither notice.
    const hemoglobin = (await ask('hemoglobin', 'de')).at(-1)!.answer
    expect(hemoglobin).toBe(explanation.see_doctor)
  })

  it('are answered from the knowledge base when the model fails, answers nonsense or takes too long', async () => {
    const curated = await ask('sodium', 'ru', ctx.api)
    for (const answer of [
      { status: 500 },
      { content: 'Натрий в норме.' },
      { content: JSON.stringify({ ...explanation, measures: '' }) },
      { content: JSON.stringify({ ...explanation, high: Array.from({ length: 50 }, () => 'x') }) },
      'hang',
    ] satisfies StubAnswer[]) {
      stub.answerWith(() => answer)
      expect(await ask('sodium', 'ru')).toEqual(curated)
    }
    // Nothing kept from a failure: the next open asks again.
    const [row] = await ctx.db
      .select({ explanations: t.analyses.explanations })
      .from(t.analyses)
      .where(eq(t.analyses.id, Number(id)))
    expect(Object.keys(row!.explanations ?? {}).sort()).toEqual(['hemoglobin:de', 'potassium:de'])
  })

  it('after the service failed, are answered from the knowledge base at once for a while, the service not asked', async () => {
    const paused = ctx.makeApi({ valueExplainer: explainer(60_000) })
    const curated = await ask('sodium', 'en', ctx.api)
    stub.received.length = 0
    stub.answerWith(() => ({ status: 503 }))
    expect(await ask('sodium', 'en', paused)).toEqual(curated)
    stub.answerWith(() => ({ content: JSON.stringify(explanation) }))
    expect(await ask('sodium', 'en', paused)).toEqual(curated)
    expect(stub.received).toHaveLength(1)
  })
})
