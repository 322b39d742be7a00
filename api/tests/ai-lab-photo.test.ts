import { afterAll, beforeAll, expect, it } from 'vitest'
import { aiService } from '../src/adapters/ai'
import { aiCrossCheck } from '../src/analysis/ai-cross-check'
import { aiLabReader } from '../src/analysis/ai-lab-reader'
import { ANALYSIS_STATUS, processDueAnalyses } from '../src/analysis/analysis.service'
import { analyseFile, premiumPatient } from './analysis-flows'
import { setupTestApi, type TestApi } from './helpers'
import { CORPUS, type CorpusReport } from './lab-corpus'
import { corpusPhoto } from './lab-photos'
import { startOpenAiStub } from './openai-stub'

/**
 * A lab photo read by OCR and by the AI service through a real analysis job (issue 30, ADR 0071,
 * ADR 0072): the photo goes to the model as vision input, and whatever OCR read stays as OCR read it,
 * while a value only the model read is shown to be checked.
 */
let ctx: TestApi
let stub: Awaited<ReturnType<typeof startOpenAiStub>>
beforeAll(async () => {
  ;[ctx, stub] = await Promise.all([setupTestApi(), startOpenAiStub()])
})
afterAll(async () => {
  await stub.close()
  await ctx.close()
})

const english = CORPUS.find((report) => report.language === 'en')!
// A short report: OCR of a whole page would take most of a minute on two cores.
const short: CorpusReport = {
  ...english,
  header: english.header.slice(0, 1),
  footer: [],
  rows: english.rows.filter((row) => ['hemoglobin', 'sodium', 'potassium'].includes(row.id)),
}

it(
  'sends the photo as an image and shows each value as OCR read it, or as the model alone read it, to check',
  { timeout: 90_000 },
  async () => {
    stub.answerWith(() => ({
      content: JSON.stringify({
        rows: short.rows.map((row, index) => ({
          name: row.name,
          result: row.value,
          unit: row.unit,
          reference_range: row.range,
          flag: row.flag,
          page: 1,
          line: index + 3,
        })),
      }),
    }))
    const failures: unknown[] = []
    const crossCheck = aiCrossCheck(aiLabReader(aiService({ baseUrl: stub.baseUrl, apiKey: 'sk-test-key', model: 'lab-model' })), {
      onFailure: (error) => failures.push(error),
    })
    const patient = await premiumPatient(ctx)
    const id = await analyseFile(ctx, patient, new Uint8Array(await corpusPhoto(short)), 'labs.jpg')
    await processDueAnalyses(ctx.db, ctx.storage, () => new Date(), 10, { crossCheck })

    expect(failures).toEqual([])
    const [request] = stub.received
    const content = (request!.body['messages'] as { role: string; content: { type: string; image_url?: { url: string } }[] }[]).find(
      (message) => message.role === 'user',
    )!.content
    expect(content.find((part) => part.type === 'image_url')!.image_url!.url).toMatch(/^data:image\/jpeg;base64,\/9j\//)

    const { getAnalysisById: read } = await ctx.gqlOk<{
      getAnalysisById: { status: number; indicators: { biomarker: string; result: string; check: string | null }[] }
    }>(`query($id: ID!) { getAnalysisById(id: $id) { status indicators { biomarker result check } } }`, { id }, patient)
    expect(read.status).toBe(ANALYSIS_STATUS.ready)
    // The model read every row as printed: nothing to disagree with; OCR's values keep their own check.
    expect(read.indicators.map((indicator) => indicator.biomarker).sort()).toEqual(['hemoglobin', 'potassium', 'sodium'])
    for (const indicator of read.indicators) {
      expect(indicator.result).toBe(short.rows.find((row) => row.id === indicator.biomarker)!.value)
      expect([null, 'ocr_unsure', 'ai_only']).toContain(indicator.check)
    }
    console.log(
      `photo cross-check: ${read.indicators.map((indicator) => `${indicator.biomarker} ${indicator.check ?? 'local'}`).join(', ')}`,
    )
  },
)
