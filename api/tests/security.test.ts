import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MAX_BODY_BYTES } from '../src/app'
import { createSignedInPatient, rest, setupTestApi, testEnv, viaWebServer, type TestApi } from './helpers'

let ctx: TestApi
beforeAll(async () => {
  ctx = await setupTestApi()
})
afterAll(() => ctx.close())

const INTROSPECTION = `{ __schema { queryType { name } } }`
const CONTACT = `mutation($input: ContactUsInput!) { sendContactUsEmail(input: $input) { message } }`
const contactInput = (email: string) => ({
  first_name: 'Ada',
  last_name: 'Lovelace',
  phone_number: '+4930123456',
  email,
  description: 'Hello',
})

describe('GraphQL limits', () => {
  // The deepest real path in today's schema is 5 (doctors.results.organization.settings.id), so
  // depth 11 is built from a path that also has unknown fields: validation reports all errors.
  it('rejects a query deeper than 10', async () => {
    const deepest = `{ doctors { results { organization { settings { id } } } } }`
    expect((await ctx.gql(deepest)).errors).toBeUndefined()
    const nest = (depth: number): string => (depth === 0 ? 'id' : `settings { ${nest(depth - 1)} }`)
    const tooDeep = `{ doctors { results { organization { ${nest(8)} } } } }`
    const response = await ctx.gql(tooDeep)
    expect(response.errors?.map((e) => e.message)).toContainEqual(expect.stringMatching(/depth limit of 10 exceeded/))
    expect(response.data).toBeUndefined()
  })

  it('rejects more than 15 aliases', async () => {
    const aliases = (n: number) => `{ ${Array.from({ length: n }, (_, i) => `a${i}: organizations { id }`).join(' ')} }`
    expect((await ctx.gql(aliases(15))).errors).toBeUndefined()
    const response = await ctx.gql(aliases(16))
    expect(response.errors?.[0]?.message).toMatch(/aliases/i)
  })

  // Issue 9: 15 aliased, nested doctors(limit: 100) returned 736 KB to an anonymous caller.
  it('refuses 15 aliased, nested doctor lists of 100 by cost, before any resolver runs', async () => {
    // A fragment keeps the document short (under the token limit); the cost counts it where spread.
    const fields =
      `fragment Full on Doctor { id slug first_name last_name about cover avatar lowestPrice ` +
      `languages { id code name nativeName } specialties { id name slug } groups { id group_id name } working_hours { day start end } ` +
      `plans { id name description features price type type_name duration } organization { id name settings { id primary_color region settings } } }`
    const attack = `{ ${Array.from({ length: 15 }, (_, i) => `a${i}: doctors(query: { pagination: { limit: 100 } }) { total results { ...Full } }`).join(' ')} } ${fields}`
    const response = await ctx.gql(attack)
    expect(response.errors?.[0]?.message).toMatch(/cost limit of \d+ exceeded/i)
    expect(response.data).toBeUndefined()
    // one such list is an ordinary request
    const one = await ctx.gql<{ doctors: { results: unknown[] } }>(
      `{ doctors(query: { pagination: { limit: 100 } }) { results { ...Full } } } ${fields}`,
    )
    expect(one.errors).toBeUndefined()
    expect(one.data?.doctors.results.length).toBeGreaterThan(0)
  })

  // Issue 25: 15 aliased `appointments(limit: 200) { notes }` returned 1.5 MB: the cost ignored list sizes.
  it('multiplies the cost by the list limits, literal or in variables, and refuses the aliased appointment lists', async () => {
    const patient = await createSignedInPatient(ctx.db)
    const notes = (limit: number) =>
      `appointments(query: { pagination: { limit: ${limit} } }) { results { notes { id note sender created_at } } }`
    const attack = `{ ${Array.from({ length: 15 }, (_, i) => `a${i}: ${notes(200)}`).join(' ')} }`
    const refused = await ctx.gql(attack, {}, patient.headers)
    expect(refused.errors?.[0]?.message).toMatch(/cost limit of \d+ exceeded/i)
    expect(refused.data).toBeUndefined()
    // a page of 20 with its conversations is an ordinary request
    expect((await ctx.gql(`{ ${notes(20)} }`, {}, patient.headers)).errors).toBeUndefined()
    // the limit counts when it comes as a variable too
    const byVariable = `query ($query: AppointmentsQuery) { appointments(query: $query) { results { notes { id note sender created_at } } } }`
    expect((await ctx.gql(byVariable, { query: { pagination: { limit: 200 } } }, patient.headers)).errors?.[0]?.message).toMatch(
      /cost limit/i,
    )
    expect((await ctx.gql(byVariable, { query: { pagination: { limit: 20 } } }, patient.headers)).errors).toBeUndefined()
  })

  it('refuses a document with too many tokens', async () => {
    const fields = (n: number) => `{ organizations { ${Array.from({ length: n }, () => 'id').join(' ')} } }`
    expect((await ctx.gql(fields(200))).errors).toBeUndefined()
    const response = await ctx.gql(fields(1000))
    expect(response.errors?.[0]?.message).toMatch(/token limit of \d+ exceeded/i)
  })

  it('suggests field names in development only (no "Did you mean" once introspection is off)', async () => {
    const typo = `{ organizations { nam } }`
    expect((await ctx.gql(typo)).errors?.[0]?.message).toMatch(/Did you mean "name"/)
    const production = ctx.makeApi({ env: testEnv({ NODE_ENV: 'production' }) })
    const response = await ctx.gql(typo, {}, {}, production)
    expect(response.errors?.[0]?.message).toMatch(/Cannot query field "nam"/)
    expect(JSON.stringify(response.errors)).not.toMatch(/did you mean|"name"/i)
  })

  it('introspection works in development and is refused in production', async () => {
    expect((await ctx.gql(INTROSPECTION)).data).toEqual({ __schema: { queryType: { name: 'Query' } } })
    const production = ctx.makeApi({ env: testEnv({ NODE_ENV: 'production' }) })
    const response = await ctx.gql(INTROSPECTION, {}, {}, production)
    expect(response.errors?.[0]?.message).toMatch(/introspection/i)
    // ordinary queries still work in production
    expect((await ctx.gql(`{ organizations { id } }`, {}, {}, production)).errors).toBeUndefined()
  })

  it('masks unexpected errors but shows our own codes', async () => {
    // An adapter failing the way a network call does: its message must not reach the client.
    const failingCaptcha = {
      verify: async (): Promise<boolean> => Promise.reject(new Error('connect ECONNREFUSED 10.0.0.7:443 internal-detail')),
    }
    const failing = ctx.makeApi({ captcha: failingCaptcha })
    const masked = await ctx.gql(CONTACT, { input: contactInput(`masked-${Date.now()}@example.com`) }, {}, failing)
    expect(masked.errors?.map((e) => e.message)).toEqual(['Unexpected error.'])
    expect(JSON.stringify(masked)).not.toMatch(/internal-detail|ECONNREFUSED|10\.0\.0\.7/)

    const ours = await ctx.gql(`{ doctors(query: { pagination: { page: -1 } }) { total } }`)
    expect(ours.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT')
  })
})

describe('HTTP layer', () => {
  it('rejects a body over 1 MB with 413, by declared length and by streamed size', async () => {
    const big = JSON.stringify({ query: `{ organizations { id } }`, variables: { pad: 'x'.repeat(MAX_BODY_BYTES) } })
    const declared = await ctx.api.fetch(
      new Request('http://api/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: big }),
    )
    expect(declared.status).toBe(413)

    // A chunked body without content-length must be cut off as well.
    const bytes = new TextEncoder().encode(big)
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < bytes.length; i += 64 * 1024) controller.enqueue(bytes.slice(i, i + 64 * 1024))
        controller.close()
      },
    })
    // Node requires duplex for stream bodies; its RequestInit type does not declare it yet.
    const init: RequestInit & { duplex: 'half' } = {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: stream,
      duplex: 'half',
    }
    const streamed = await ctx.api.fetch(new Request('http://api/graphql', init))
    expect(streamed.status).toBe(413)
  })

  it('serves /health-check and a JSON 404 elsewhere', async () => {
    const health = await ctx.api.fetch(new Request('http://api/health-check'))
    expect(health.status).toBe(200)
    expect(await health.json()).toEqual({ ok: true })
    const missing = await ctx.api.fetch(new Request('http://api/nope'))
    expect(missing.status).toBe(404)
    expect(await missing.json()).toEqual({ error: 'not_found', path: '/nope' })
  })

  it('does not answer CORS preflights with permissive headers', async () => {
    // What a browser sends before a cross-origin JSON POST; no allow-* header means it never sends the POST.
    const preflight = await ctx.api.fetch(
      new Request('http://api/graphql', {
        method: 'OPTIONS',
        headers: {
          origin: 'https://evil.example',
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      }),
    )
    const allowHeaders = [...preflight.headers.keys()].filter((name) => name.startsWith('access-control-'))
    expect(allowHeaders).toEqual([])

    const post = await ctx.api.fetch(
      new Request('http://api/graphql', {
        method: 'POST',
        headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ organizations { id } }' }),
      }),
    )
    expect(post.status).toBe(200)
    expect(post.headers.get('access-control-allow-origin')).toBeNull()
  })
})

describe('end-to-end test routes', () => {
  it('are absent unless API_TEST_ROUTES=1', async () => {
    const response = await ctx.api.fetch(new Request('http://api/__test/contact-requests'))
    expect(response.status).toBe(404)
  })

  it('list stored contact requests when enabled', async () => {
    const withRoutes = ctx.makeApi({ env: testEnv({ API_TEST_ROUTES: '1' }) })
    const email = `routes-${Date.now()}@example.com`
    expect((await ctx.gql(CONTACT, { input: contactInput(email) })).errors).toBeUndefined()
    const response = await withRoutes.fetch(new Request(`http://api/__test/contact-requests?email=${encodeURIComponent(email)}`))
    const body: { data: Array<{ email: string; firstName: string }> } = await response.json()
    expect(body.data).toHaveLength(1)
    expect(body.data[0]).toMatchObject({ email, firstName: 'Ada' })
  })

  it('create a signed-in patient and delete it with its sessions (the Playwright patient fixture)', async () => {
    const withRoutes = ctx.makeApi({ env: testEnv({ API_TEST_ROUTES: '1' }) })
    const email = `fixture-${Date.now()}@example.com`
    const created = await rest(withRoutes, 'POST', '/__test/sessions', { body: { email, password: 'Sunny-Day-42' } })
    expect(created.status).toBe(201)
    const bearer = { authorization: `Bearer ${created.json.data.token}` }
    expect((await ctx.gql(`{ me { email } }`, {}, bearer)).data).toEqual({ me: { email } })

    const path = `/__test/users/${created.json.data.userId}`
    expect((await withRoutes.fetch(new Request(`http://api${path}`, { method: 'DELETE' }))).status).toBe(204)
    expect((await rest(withRoutes, 'GET', `/__test/users?email=${encodeURIComponent(email)}`)).json).toEqual({ data: null })
    expect((await ctx.gql(`{ me { email } }`, {}, bearer)).data).toEqual({ me: null })
    expect((await withRoutes.fetch(new Request(`http://api${path}`, { method: 'DELETE' }))).status).toBe(404)
  })

  it('count the API requests of each web request, by the id only the web server may give', async () => {
    const withRoutes = ctx.makeApi({ env: testEnv({ API_TEST_ROUTES: '1' }) })
    const id = `web-request-${Date.now()}`
    const ask = (headers: Record<string, string>) =>
      withRoutes.fetch(
        new Request('http://api/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-request-id': id, ...headers },
          body: '{"query":"{ __typename }"}',
        }),
      )
    for (const headers of [viaWebServer('203.0.113.7'), viaWebServer('203.0.113.7'), {}, viaWebServer('203.0.113.7', 'not-the-secret')])
      expect((await ask(headers)).status).toBe(200)
    // The two from the web server; the others were given ids of their own.
    expect((await rest(withRoutes, 'GET', `/__test/requests/${id}`)).json).toEqual({ data: ['POST /graphql', 'POST /graphql'] })
    expect((await rest(withRoutes, 'GET', '/__test/requests/never-made-0001')).json).toEqual({ data: [] })
    expect((await ctx.api.fetch(new Request(`http://api/__test/requests/${id}`))).status).toBe(404)
  })

  it('cannot be enabled in production', () => {
    expect(() => testEnv({ API_TEST_ROUTES: '1', NODE_ENV: 'production' })).toThrow(/API_TEST_ROUTES/)
  })
})
