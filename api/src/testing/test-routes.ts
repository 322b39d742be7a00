import { desc, eq } from 'drizzle-orm'
import type { Hono, MiddlewareHandler } from 'hono'
import * as v from 'valibot'
import type { FileStorage } from '../adapters/storage'
import { deleteAccount } from '../auth/auth.service'
import { hashPassword } from '../auth/passwords'
import { startSession } from '../auth/sessions'
import type { Database } from '../db/client'
import { randomUUID } from 'node:crypto'
import { analyses, appointments, contactRequests, doctors, ROLE, storedFiles, users } from '../db/schema'
import { ANALYSIS_STATUS } from '#contract/analyses'
import { currentRequest } from '../shared/request-log'

const TestPatientSchema = v.object({
  email: v.pipe(v.string(), v.email()),
  password: v.pipe(v.string(), v.minLength(1)),
  /** null: a patient who has not given a name yet */
  first_name: v.optional(v.nullable(v.string()), 'Test'),
  last_name: v.optional(v.nullable(v.string()), 'Patient'),
  gender: v.optional(v.picklist([1, 2])),
  /** false: a patient who closed the verify-e-mail step (the banner's tests) */
  emailVerified: v.optional(v.boolean(), true),
  /** a complete profile (phone verified, date of birth, time zone): no complete-your-profile prompts */
  complete: v.optional(v.boolean(), false),
  timezone: v.optional(v.pipe(v.string(), v.maxLength(64))),
  /** a stored date of birth (YYYY-MM-DD) without the rest of a complete profile */
  date_of_birth: v.optional(v.pipe(v.string(), v.isoDate())),
})

const COMPLETE_PROFILE = {
  phone: '+4915112345678',
  phoneVerified: true,
  dateOfBirth: '1990-05-17',
  timezone: 'Europe/Berlin',
  gender: 1 as const,
}

/** How many web requests' API calls the tally remembers (the oldest go first); nothing else is tallied. */
const TALLIED_WEB_REQUESTS = 1_000

export type RequestTally = { middleware: MiddlewareHandler; of: (requestId: string) => string[] }

/**
 * The API requests each web request made (`GET /path`), by the request id the web server sends with
 * its calls (request-log.ts): end-to-end tests read it to count a page's round trips (issue 28).
 * Mounted, like the routes, only when API_TEST_ROUTES=1; runs after the request's id is settled.
 */
export function createRequestTally(): RequestTally {
  const tally = new Map<string, string[]>()
  return {
    middleware: async (c, next) => {
      const request = currentRequest()
      const requestId = request?.fromWebServer ? request.requestId : undefined
      if (requestId) {
        const calls = tally.get(requestId) ?? []
        if (!tally.has(requestId)) {
          tally.set(requestId, calls)
          if (tally.size > TALLIED_WEB_REQUESTS) tally.delete(tally.keys().next().value!)
        }
        calls.push(`${c.req.method} ${c.req.path}`)
      }
      await next()
    },
    of: (requestId) => tally.get(requestId) ?? [],
  }
}

/**
 * Routes for end-to-end tests: check what reached the database, start signed in and remove the
 * patient afterwards, while the API holds the embedded PGlite. Mounted only when API_TEST_ROUTES=1, which the
 * environment schema refuses in production.
 */
export function mountTestRoutes(
  app: Hono,
  { db, authSecret, storage, tally }: { db: Database; authSecret: string; storage: FileStorage; tally: RequestTally },
) {
  // The API requests made for one web request, by its id (the web server's `x-request-id` answer header).
  app.get('/__test/requests/:id{[A-Za-z0-9-]{8,64}}', (c) => c.json({ data: tally.of(c.req.param('id')) }))

  // A verified (or, when asked, unverified) patient with a password and a signed-in session, so browser tests can start signed
  // in without going through the sign-in screens (the web keeps the tokens in HttpOnly cookies).
  app.post('/__test/sessions', async (c) => {
    const parsed = v.safeParse(TestPatientSchema, await c.req.json().catch(() => null))
    if (!parsed.success) return c.json({ error: 'bad_request' }, 400)
    const { email, password, first_name, last_name, gender, emailVerified, complete, timezone, date_of_birth } = parsed.output
    const profile: Partial<typeof COMPLETE_PROFILE> = complete ? COMPLETE_PROFILE : {}
    const [user] = await db
      .insert(users)
      .values({
        ...profile,
        email,
        firstName: first_name,
        lastName: last_name,
        gender: gender ?? profile.gender,
        timezone: timezone ?? profile.timezone,
        dateOfBirth: date_of_birth ?? profile.dateOfBirth,
        emailVerified,
        passwordHash: await hashPassword(password),
      })
      .returning({ id: users.id })
    const tokens = await startSession(db, authSecret, user!.id)
    return c.json({ data: { userId: user!.id, ...tokens } }, 201)
  })

  // A doctor's account (role 3) for a seeded doctor, signed in: browser tests play the doctors'
  // side through the API, as `npm run doctor` does. One account per doctor, made on first use.
  app.post('/__test/doctor-sessions', async (c) => {
    const parsed = v.safeParse(v.object({ slug: v.pipe(v.string(), v.minLength(1)) }), await c.req.json().catch(() => null))
    if (!parsed.success) return c.json({ error: 'bad_request' }, 400)
    const [doctor] = await db.select().from(doctors).where(eq(doctors.slug, parsed.output.slug))
    if (!doctor) return c.json({ error: 'not_found' }, 404)
    const [account] = await db
      .insert(users)
      .values({
        email: `${doctor.slug}@doctors.test`,
        firstName: doctor.firstName,
        lastName: doctor.lastName,
        emailVerified: true,
        role: ROLE.doctor,
        doctorId: doctor.id,
      })
      .onConflictDoUpdate({ target: users.doctorId, set: { role: ROLE.doctor } })
      .returning({ id: users.id })
    const tokens = await startSession(db, authSecret, account!.id)
    return c.json({ data: { userId: account!.id, doctorId: doctor.id, ...tokens } }, 201)
  })

  // Marks an appointment paid, standing in for the payment (issue 13) so browser tests can take a
  // consultation through start, complete and finish.
  app.post('/__test/appointments/:id{[0-9]{1,9}}/paid', async (c) => {
    const updated = await db
      .update(appointments)
      .set({ paid: true })
      .where(eq(appointments.id, Number(c.req.param('id'))))
      .returning({ id: appointments.id })
    return updated.length ? c.json({ data: { id: updated[0]!.id } }) : c.json({ error: 'not_found' }, 404)
  })

  // Read analyses of the patient's (no file, no values), so browser tests can fill the test results'
  // pages without uploading and reading a report for each.
  app.post('/__test/users/:id{[0-9]{1,9}}/analyses', async (c) => {
    const parsed = v.safeParse(
      v.object({ titles: v.pipe(v.array(v.pipe(v.string(), v.minLength(1), v.maxLength(255))), v.minLength(1), v.maxLength(100)) }),
      await c.req.json().catch(() => null),
    )
    if (!parsed.success) return c.json({ error: 'bad_request' }, 400)
    const ownerId = Number(c.req.param('id'))
    const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.id, ownerId))
    if (!owner) return c.json({ error: 'not_found' }, 404)
    const rows = await db
      .insert(analyses)
      .values(
        parsed.output.titles.map((title) => ({
          ...{ ownerId, fileName: title, fileSize: 1, fileMime: 'application/pdf', title },
          ...{ status: ANALYSIS_STATUS.ready, indicators: [], unread: [] },
        })),
      )
      .returning({ id: analyses.id })
    return c.json({ data: rows.map((row) => row.id) }, 201)
  })

  // A document that claims `size` bytes of the patient's storage (its stored bytes are a few), so
  // browser tests can bring a free plan to its limit without uploading a gigabyte.
  app.post('/__test/users/:id{[0-9]{1,9}}/documents', async (c) => {
    const parsed = v.safeParse(
      v.object({
        name: v.pipe(v.string(), v.minLength(1), v.maxLength(255)),
        size: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(2 ** 31 - 1)),
      }),
      await c.req.json().catch(() => null),
    )
    if (!parsed.success) return c.json({ error: 'bad_request' }, 400)
    const ownerId = Number(c.req.param('id'))
    const key = `${ownerId}/${randomUUID()}`
    await storage.put(key, new TextEncoder().encode('test document\n'), 'text/plain')
    const [row] = await db
      .insert(storedFiles)
      .values({ ownerId, name: parsed.output.name, mime: 'text/plain', size: parsed.output.size, storageKey: key, inDocuments: true })
      .returning({ id: storedFiles.id })
    return c.json({ data: { id: row!.id } }, 201)
  })

  app.get('/__test/users', async (c) => {
    const email = c.req.query('email') ?? ''
    const [row] = await db.select().from(users).where(eq(users.email, email))
    if (!row) return c.json({ data: null })
    const { passwordHash, totpSecret, totpPendingSecret, ...visible } = row
    return c.json({
      data: { ...visible, hasPassword: Boolean(passwordHash), hasTotp: Boolean(totpSecret), pendingTotp: Boolean(totpPendingSecret) },
    })
  })

  // Removes a patient the way account deletion does (files, sessions, outbox), so every browser
  // test leaves the database as it found it.
  app.delete('/__test/users/:id{[0-9]{1,9}}', async (c) => {
    const [user] = await db
      .select()
      .from(users)
      .where(eq(users.id, Number(c.req.param('id'))))
    if (!user) return c.json({ error: 'not_found' }, 404)
    await deleteAccount(db, storage, user)
    return c.body(null, 204)
  })

  // Blocks an account, so browser tests can see the blocked-account modal (403 account_is_blocked).
  app.post('/__test/users/block', async (c) => {
    const parsed = v.safeParse(v.object({ email: v.pipe(v.string(), v.email()) }), await c.req.json().catch(() => null))
    if (!parsed.success) return c.json({ error: 'bad_request' }, 400)
    const updated = await db
      .update(users)
      .set({ blockedAt: new Date() })
      .where(eq(users.email, parsed.output.email))
      .returning({ id: users.id })
    return updated.length ? c.json({ data: { id: updated[0]!.id } }) : c.json({ error: 'not_found' }, 404)
  })

  app.get('/__test/contact-requests', async (c) => {
    const email = c.req.query('email')
    const rows = await db
      .select()
      .from(contactRequests)
      .where(email ? eq(contactRequests.email, email) : undefined)
      .orderBy(desc(contactRequests.id))
    return c.json({ data: rows })
  })
}
