#!/usr/bin/env node
// `npm run doctor -- <action> …`: the doctors' side of appointments from a terminal (issue 12), for
// people trying the app. The doctors' own site is separate; this signs in as a doctor through the
// API (POST /auth/sign-in with role doctor) and calls the same doctor-only GraphQL mutations it would.
// Run `npm run doctor -- help` for the actions.
import { readFile, writeFile } from 'node:fs/promises'
import { basename, join } from 'node:path'
import { parseArgs } from 'node:util'

const DEMO_DOCTOR_PASSWORD = 'Demo-Doctor-2026'
const STATUS_NAMES = {
  1: 'awaiting confirmation',
  2: 'approved',
  3: 'started',
  4: 'completed',
  5: 'canceled',
  6: 'rejected',
  7: 'finished',
}
const ONWARD = { start: 3, complete: 4, finish: 7 }

const USAGE = `Usage: npm run doctor -- <action> [arguments] [--doctor <slug>] [--email <e-mail>] [--password <password>] [--api <url>]

Actions (ids are appointment ids; "list" shows them):
  list                          the doctor's appointments with their dates
  show <id>                     one appointment: dates (with ids), messages, files, report
  approve <id>                  approve a request awaiting confirmation
  reject <id> <reason…>         reject a request awaiting confirmation
  propose <id> <time>…          propose times, e.g. 2026-12-01T09:00+01:00 (ISO 8601 with an offset or Z)
  accept <id> <dateId>          accept one of the patient's proposed times
  start <id> | complete <id> | finish <id>
                                move the consultation on (start needs it paid and, for a video call, an accepted date)
  message <id> <text…>          write to the patient
  upload <id> <file> [--report] attach a PDF or photo (to the report with --report)
  report <id> <text…>           write or rewrite the report
  room <id>                     the video room's address with a one-time ticket (open it in a browser within 2 minutes)
  files [folderId]              the folders patients shared with you, or what one of them holds (issue 29)
  download <fileId> [--out dir] save a shared document (the patient sees the download in their access log)

Signs in as the demo account of --doctor (default dr-anna-keller: ${'<slug>'}@doctors.example.com, password
${DEMO_DOCTOR_PASSWORD}; created when the API runs with DEMO_ACCOUNTS=1, as "npm start" does), or as
--email/--password (DOCTOR_EMAIL/DOCTOR_PASSWORD). The API is --api, API_URL, or http://127.0.0.1:$PORT (4000).`

const { values: flags, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    doctor: { type: 'string', default: 'dr-anna-keller' },
    email: { type: 'string' },
    password: { type: 'string' },
    api: { type: 'string' },
    report: { type: 'boolean', default: false },
    out: { type: 'string', default: '.' },
    help: { type: 'boolean', short: 'h', default: false },
  },
})
const [action, ...rest] = positionals
const api = (flags.api ?? process.env.API_URL ?? `http://127.0.0.1:${process.env.PORT ?? 4000}`).replace(/\/$/, '')

function fail(message) {
  console.error(message)
  process.exit(1)
}

async function signIn() {
  const email = flags.email ?? process.env.DOCTOR_EMAIL ?? `${flags.doctor}@doctors.example.com`
  const password = flags.password ?? process.env.DOCTOR_PASSWORD ?? DEMO_DOCTOR_PASSWORD
  let response
  try {
    response = await fetch(`${api}/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, role: 'doctor' }),
    })
  } catch (error) {
    fail(`The API at ${api} does not answer (${error.cause?.code ?? error.message}). Is it running ("npm start")?`)
  }
  const body = await response.json()
  if (!response.ok) fail(`Signing in as ${email} failed: ${body.message ?? response.status}`)
  return body.data.token
}

async function graphql(token, query, variables = {}) {
  const response = await fetch(`${api}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  })
  const body = await response.json()
  if (body.errors?.length) {
    const [error] = body.errors
    const fields = error.extensions?.errors?.map((e) => `${e.name}: ${e.messages.join(', ')}`).join('; ')
    fail(fields ? `${error.message} (${fields})` : error.message)
  }
  return body.data
}

const when = (iso) => new Date(iso).toISOString().replace('T', ' ').slice(0, 16) + ' UTC'
const senderName = (sender) => (sender === 3 ? 'doctor' : sender === 2 ? 'patient' : 'admin')
const needId = (value, what = 'an appointment id') => (/^\d+$/.test(value ?? '') ? value : fail(`${action} needs ${what}.\n\n${USAGE}`))
const text = (words, what) => words.join(' ').trim() || fail(`${action} needs ${what}.`)

const APPOINTMENT = `id status created_at price paid reason status_reason links patient { first_name last_name timezone } plan { name type duration }
  dates { id date sender accepted } notes { note sender created_at } files { file { name } sender } reports_file { file { name } } report { report date_report }
  appointment_translators { translator_plan { lang_1 lang_2 } }`

const LIST_PAGE = 20
const megabytes = (bytes) => `${(bytes / 1024 / 1024).toFixed(2)} MB`

function printAppointment(a) {
  console.log(
    `#${a.id} ${STATUS_NAMES[a.status]}${a.paid ? ', paid' : ''} — ${a.patient.first_name ?? ''} ${a.patient.last_name ?? ''} (${a.patient.timezone ?? 'no time zone'})`,
  )
  console.log(
    `  ${a.plan.name}, €${a.price}${a.appointment_translators[0] ? `, translator ${a.appointment_translators[0].translator_plan.lang_1}–${a.appointment_translators[0].translator_plan.lang_2}` : ''}`,
  )
  if (a.reason) console.log(`  reason: ${a.reason}`)
  if (a.status_reason) console.log(`  status reason: ${a.status_reason}`)
  for (const d of a.dates) console.log(`  date ${d.id}: ${when(d.date)} by the ${senderName(d.sender)}${d.accepted ? ' — accepted' : ''}`)
  for (const n of a.notes) console.log(`  ${senderName(n.sender)}, ${when(n.created_at)}: ${n.note}`)
  for (const f of a.files) console.log(`  file from the ${senderName(f.sender)}: ${f.file.name}`)
  for (const link of a.links) console.log(`  link: ${link}`)
  if (a.report) console.log(`  report (${when(a.report.date_report)}): ${a.report.report}`)
  for (const f of a.reports_file) console.log(`  report file: ${f.file.name}`)
}

async function upload(token, path) {
  const bytes = await readFile(path).catch(() => fail(`Cannot read ${path}.`))
  const form = new FormData()
  form.set('file', new Blob([bytes]), basename(path))
  const response = await fetch(`${api}/storage/file`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form })
  const body = await response.json()
  if (!response.ok) fail(`Upload refused: ${body.errors?.map((e) => e.messages.join(', ')).join('; ') ?? body.message}`)
  return body.data.file
}

async function main() {
  if (!action || flags.help || action === 'help') {
    console.log(USAGE)
    return
  }
  const token = await signIn()
  const [first, ...more] = rest
  switch (action) {
    case 'list': {
      // A page of the newest: every appointment with its whole conversation is over the API's query cost limit.
      const data = await graphql(
        token,
        `{ doctorAppointments(query: { pagination: { limit: ${LIST_PAGE} } }) { total results { ${APPOINTMENT} } } }`,
      )
      if (!data.doctorAppointments.total) console.log('No appointments yet.')
      for (const a of data.doctorAppointments.results) printAppointment(a)
      if (data.doctorAppointments.total > LIST_PAGE)
        console.log(`(the newest ${LIST_PAGE} of ${data.doctorAppointments.total}; "show <id>" opens any)`)
      return
    }
    case 'show': {
      const data = await graphql(token, `query($id: ID!) { doctorAppointment(id: $id) { ${APPOINTMENT} } }`, { id: needId(first) })
      if (!data.doctorAppointment) fail(`No appointment ${first} of this doctor.`)
      printAppointment(data.doctorAppointment)
      return
    }
    case 'approve': {
      const data = await graphql(
        token,
        `
          mutation ($id: ID!) {
            doctorApproveAppointment(id: $id) {
              status
            }
          }
        `,
        { id: needId(first) },
      )
      console.log(`#${first} is ${STATUS_NAMES[data.doctorApproveAppointment.status]}.`)
      return
    }
    case 'reject': {
      const data = await graphql(
        token,
        `
          mutation ($id: ID!, $reason: String!) {
            doctorRejectAppointment(id: $id, reason: $reason) {
              status
            }
          }
        `,
        { id: needId(first), reason: text(more, 'a reason') },
      )
      console.log(`#${first} is ${STATUS_NAMES[data.doctorRejectAppointment.status]}.`)
      return
    }
    case 'propose': {
      if (more.length === 0) fail(`propose needs at least one time.\n\n${USAGE}`)
      const dates = more.map((value) => (Number.isNaN(Date.parse(value)) ? fail(`Not a time: ${value}`) : new Date(value).toISOString()))
      await graphql(
        token,
        `
          mutation ($id: ID!, $dates: [DateTime!]!) {
            doctorProposeDates(id: $id, input: { dates: $dates }) {
              id
            }
          }
        `,
        { id: needId(first), dates },
      )
      console.log(`Proposed ${dates.length} time(s) for #${first}.`)
      return
    }
    case 'accept': {
      await graphql(
        token,
        `
          mutation ($a: ID!, $d: ID!) {
            doctorAcceptDate(appointmentId: $a, dateId: $d) {
              status
            }
          }
        `,
        { a: needId(first), d: needId(more[0], 'a date id (see "show")') },
      )
      console.log(`Accepted date ${more[0]} of #${first}.`)
      return
    }
    case 'start':
    case 'complete':
    case 'finish': {
      const data = await graphql(
        token,
        `
          mutation ($id: ID!, $status: Int!) {
            doctorSetStatus(id: $id, status: $status) {
              status
            }
          }
        `,
        { id: needId(first), status: ONWARD[action] },
      )
      console.log(`#${first} is ${STATUS_NAMES[data.doctorSetStatus.status]}.`)
      return
    }
    case 'message': {
      await graphql(
        token,
        `
          mutation ($id: ID!, $note: String!) {
            doctorCreateNote(id: $id, input: { note: $note }) {
              id
            }
          }
        `,
        { id: needId(first), note: text(more, 'a text') },
      )
      console.log(`Sent to the patient of #${first}.`)
      return
    }
    case 'upload': {
      const id = needId(first)
      const file = await upload(token, more[0] ?? fail('upload needs a file path.'))
      await graphql(
        token,
        `
          mutation ($id: ID!, $files: [FileRefInput!]!, $report: Boolean) {
            doctorCreateFiles(id: $id, input: { files: $files }, report: $report) {
              id
            }
          }
        `,
        {
          id,
          files: [{ id: file.id, name: file.name }],
          report: flags.report,
        },
      )
      console.log(`Attached ${file.name} to #${id}${flags.report ? "'s report" : ''}.`)
      return
    }
    case 'report': {
      await graphql(
        token,
        `
          mutation ($id: ID!, $report: String!) {
            doctorWriteReport(id: $id, report: $report) {
              id
            }
          }
        `,
        { id: needId(first), report: text(more, 'the report text') },
      )
      console.log(`Report of #${first} saved.`)
      return
    }
    case 'room': {
      const { doctorOpenRoom: room } = await graphql(
        token,
        `
          mutation ($id: ID!) {
            doctorOpenRoom(id: $id) {
              redirect_url
              meetUrl
              ticket
            }
          }
        `,
        { id: needId(first) },
      )
      console.log(`${room.redirect_url}/home/${room.meetUrl}?ticket=${room.ticket}&lang=en`)
      return
    }
    case 'files': {
      if (first === undefined) {
        const { doctorSharedFolders: shares } = await graphql(
          token,
          `
            {
              doctorSharedFolders {
                folder {
                  id
                  name
                  size
                }
                patient_first_name
                patient_last_name
                granted_at
              }
            }
          `,
        )
        if (!shares.length) console.log('No patient has shared a folder with you.')
        for (const share of shares)
          console.log(
            `folder ${share.folder.id}: ${share.folder.name} — ${share.patient_first_name} ${share.patient_last_name}, shared ${when(share.granted_at)}, ${megabytes(share.folder.size)}`,
          )
        return
      }
      const { doctorFolder: listing } = await graphql(
        token,
        `
          query ($id: ID!) {
            doctorFolder(folder_id: $id, sort_option: 3) {
              path {
                name
              }
              children {
                id
                name
                size
              }
              files {
                id
                name
                size
                mime
                updated_at
              }
            }
          }
        `,
        { id: needId(first, 'a folder id (see "files")') },
      )
      console.log(listing.path.map((folder) => folder.name).join(' / '))
      for (const folder of listing.children) console.log(`  folder ${folder.id}: ${folder.name}/ (${megabytes(folder.size)})`)
      for (const file of listing.files)
        console.log(`  file ${file.id}: ${file.name} (${file.mime}, ${megabytes(file.size)}, ${when(file.updated_at)})`)
      if (!listing.children.length && !listing.files.length) console.log('  (empty)')
      return
    }
    case 'download': {
      const id = needId(first, 'a file id (see "files <folderId>")')
      const response = await fetch(`${api}/storage/file/${id}`, { headers: { authorization: `Bearer ${token}` } })
      if (!response.ok) fail(`No shared file ${id} for this doctor (${response.status}).`)
      // The API names the file after its type (RFC 6266); keep only a plain name.
      const name = /filename\*=UTF-8''([^;]+)/.exec(response.headers.get('content-disposition') ?? '')?.[1]
      const safe = basename(decodeURIComponent(name ?? `file-${id}`)).replace(/^\.+/, '_')
      const path = join(flags.out, safe)
      await writeFile(path, Buffer.from(await response.arrayBuffer()))
      console.log(`Saved ${path}.`)
      return
    }
    default:
      fail(`Unknown action "${action}".\n\n${USAGE}`)
  }
}

await main()
