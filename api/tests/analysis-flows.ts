import { expect } from 'vitest'
import { createSignedInPatient, multipartRequest, rest, type TestApi } from './helpers'
import { corpusPdf, type CorpusReport } from './lab-corpus'
import { subscribeToPremium } from './payment-flows'

/** A patient's way to a lab report read (issue 30): a Premium plan, an upload, POST /ai/analysis. */
export type Patient = Awaited<ReturnType<typeof createSignedInPatient>>

export async function premiumPatient(ctx: TestApi, gender: 1 | 2 = 2): Promise<Patient> {
  const patient = await createSignedInPatient(ctx.db, { gender })
  await subscribeToPremium(ctx, patient)
  return patient
}

export async function uploadFile(ctx: TestApi, patient: Patient, bytes: Uint8Array<ArrayBuffer>, name: string): Promise<string> {
  const form = new FormData()
  form.set('file', new File([bytes], name))
  const response = await ctx.api.fetch(await multipartRequest('http://api/storage/file', form, patient.headers))
  expect(response.status).toBe(201)
  return ((await response.json()) as { data: { file: { id: string } } }).data.file.id
}

/** Uploads the report as a PDF and starts its analysis; answers the analysis' id. */
export async function analyseReport(ctx: TestApi, patient: Patient, report: CorpusReport): Promise<string> {
  return analyseFile(ctx, patient, new Uint8Array(await corpusPdf(report)), `labs-${report.language}.pdf`)
}

/** Uploads a file (a PDF or a photo) and starts its analysis; answers the analysis' id. */
export async function analyseFile(ctx: TestApi, patient: Patient, bytes: Uint8Array<ArrayBuffer>, name: string): Promise<string> {
  const fileId = await uploadFile(ctx, patient, bytes, name)
  const started = await rest<{ data: { data: { id: string } } }>(ctx.api, 'POST', '/ai/analysis', {
    body: { filename: fileId },
    headers: patient.headers,
  })
  expect(started.status).toBe(201)
  return started.json.data.data.id
}
