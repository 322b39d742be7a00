import { execFile } from 'node:child_process'
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { AddressInfo } from 'node:net'
import { promisify } from 'node:util'
import { serve, type ServerType } from '@hono/node-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_DOCTOR_PASSWORD, DEMO_PATIENT, demoDoctorEmail, seedDemoAccounts } from '../src/db/demo-seed'
import { multipartRequest, rest, setupTestApi, type TestApi } from './helpers'

/**
 * `npm run doctor` (scripts/doctor.mjs) against the API on a real port: it signs in as the demo
 * doctor and changes the demo patient's appointments through the API, as a person trying the app would.
 */
let ctx: TestApi
let server: ServerType
let apiUrl: string
let patientHeaders: Record<string, string>

beforeAll(async () => {
  ctx = await setupTestApi()
  await seedDemoAccounts(ctx.db, ctx.storage)
  server = serve({ fetch: ctx.api.fetch, hostname: '127.0.0.1', port: 0 })
  await new Promise((resolve) => server.once('listening', resolve))
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const signIn = await rest(ctx.api, 'POST', '/auth/sign-in', { body: DEMO_PATIENT })
  patientHeaders = { authorization: `Bearer ${signIn.json.data.token}` }
})
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
  await ctx.close()
})

const doctorCli = async (...args: string[]) => {
  try {
    const { stdout } = await promisify(execFile)('node', ['scripts/doctor.mjs', ...args, '--api', apiUrl], { encoding: 'utf8' })
    return { code: 0, output: stdout }
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string }
    return { code: failed.code, output: failed.stdout + failed.stderr }
  }
}

const patientView = async () =>
  (
    await ctx.gql<{
      appointments: {
        results: { id: string; status: number; dates: { id: string; sender: number; accepted: boolean }[]; notes: { note: string }[] }[]
      }
    }>(
      `{ appointments(query: { pagination: { limit: 20 } }) { results { id status doctor { slug } dates { id sender accepted } notes { note } } } }`,
      {},
      patientHeaders,
    )
  ).data!.appointments.results

describe('npm run doctor', () => {
  it('lists the demo doctor’s appointments, approves, messages, proposes times and refuses what the status table does not allow', async () => {
    const listed = await doctorCli('list')
    expect(listed.code).toBe(0)
    expect(listed.output).toMatch(/awaiting confirmation — Demo Patient/)

    const waiting = (await patientView()).find((a) => a.status === 1 && a.dates[0]?.sender === 2)!
    // Dr Keller's request (the demo's first) awaits her; another doctor's would not be hers.
    const approved = await doctorCli('approve', waiting.id)
    expect(approved).toEqual({ code: 0, output: `#${waiting.id} is approved.\n` })
    expect((await patientView()).find((a) => a.id === waiting.id)!.status).toBe(2)

    expect((await doctorCli('message', waiting.id, 'Please', 'bring', 'your', 'readings.')).code).toBe(0)
    expect((await patientView()).find((a) => a.id === waiting.id)!.notes.map((n) => n.note)).toContain('Please bring your readings.')

    const proposed = await doctorCli('propose', waiting.id, new Date(Date.now() + 5 * 86_400_000).toISOString())
    expect(proposed.code).toBe(0)
    expect((await patientView()).find((a) => a.id === waiting.id)!.dates[0]!.sender).toBe(3)

    const refused = await doctorCli('reject', waiting.id, 'too', 'late')
    expect(refused.code).toBe(1)
    expect(refused.output).toMatch(/not possible while the appointment is in its current state/)

    // The room opens only 10 minutes before an accepted time of a paid appointment: not yet.
    const early = await doctorCli('room', waiting.id)
    expect(early.code).toBe(1)
    expect(early.output).toMatch(/not open yet/)
  })

  it('lists the folders the demo patient shared and downloads one of their files, which the patient’s access log shows', async () => {
    const patient = { headers: patientHeaders }
    const gql = async <T>(query: string, variables: Record<string, unknown> = {}) => {
      const answer = await ctx.gql<T>(query, variables, patient.headers)
      expect(answer.errors).toBeUndefined()
      return answer.data!
    }
    expect((await doctorCli('files')).output).toBe('No patient has shared a folder with you.\n')
    const { createFolder: folder } = await gql<{ createFolder: { id: string } }>(`mutation { createFolder(name: "Blood tests") { id } }`)
    const form = new FormData()
    form.set('file', new File([new TextEncoder().encode('date;value\n2026-11-01;5,4\n')], 'ferritin.csv'))
    const uploaded = await ctx.api.fetch(await multipartRequest('http://api/storage/file', form, patient.headers))
    const { data } = (await uploaded.json()) as { data: { file: { id: string } } }
    await gql(`mutation($ids: [ID!]!, $f: ID) { attachFileToFolder(file_ids: $ids, folder_id: $f) { message } }`, {
      ids: [data.file.id],
      f: folder.id,
    })
    const { getRelatedDoctors: related } = await gql<{ getRelatedDoctors: { id: string; slug: string }[] }>(
      `{ getRelatedDoctors { id slug } }`,
    )
    const keller = related.find((doctor) => doctor.slug === 'dr-anna-keller')!
    await gql(`mutation($f: ID!, $d: [ID!]!) { shareFolder(folder_id: $f, doctor_ids: $d) { id } }`, { f: folder.id, d: [keller.id] })

    expect((await doctorCli('files')).output).toMatch(
      new RegExp(`^folder ${folder.id}: Blood tests — Demo Patient, shared .* UTC, 0\\.00 MB\n$`),
    )
    const listed = await doctorCli('files', folder.id)
    expect(listed.output).toMatch(new RegExp(`^Blood tests\n  file ${data.file.id}: ferritin\\.csv \\(text/csv, 0\\.00 MB, .* UTC\\)\n$`))
    const out = mkdtempSync(join(tmpdir(), 'doctor-download-'))
    const saved = await doctorCli('download', data.file.id, '--out', out)
    expect(saved).toEqual({ code: 0, output: `Saved ${join(out, 'ferritin.csv')}.\n` })
    expect(readFileSync(join(out, 'ferritin.csv'), 'utf8')).toBe('date;value\n2026-11-01;5,4\n')
    const { getAccessLog: log } = await gql<{ getAccessLog: { doctor: { slug: string }; file_name: string }[] }>(
      `{ getAccessLog { doctor { slug } file_name } }`,
    )
    expect(log).toEqual([{ doctor: { slug: 'dr-anna-keller' }, file_name: 'ferritin.csv' }])
    expect((await doctorCli('download', data.file.id, '--doctor', 'dr-elena-sokolova', '--out', out)).code).toBe(1)
  })

  it('explains a wrong password and an unknown action', async () => {
    expect((await doctorCli('list', '--password', 'wrong')).output).toMatch(`Signing in as ${demoDoctorEmail('dr-anna-keller')} failed`)
    const unknown = await doctorCli('dance', '--password', DEMO_DOCTOR_PASSWORD)
    expect(unknown.code).toBe(1)
    expect(unknown.output).toMatch(/Unknown action "dance"/)
  })
})
