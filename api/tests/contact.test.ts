import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { desc } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { offCaptcha, RecaptchaVerifier } from '../src/adapters/captcha'
import * as t from '../src/db/schema'
import { errorCode, fromSocket, setupTestApi, type TestApi } from './helpers'

const SEND = `mutation($input: ContactUsInput!) { sendContactUsEmail(input: $input) { message } }`
const valid = {
  first_name: 'Mary-Ann',
  last_name: 'van Dijk',
  phone_number: '+49 (211) 555-0134',
  email: 'mary@example.com',
  description: 'I would like to know whether you offer MRI second opinions in Dutch.',
  recaptchaToken: 'token',
}

let ctx: TestApi
beforeAll(async () => {
  ctx = await setupTestApi()
})
afterAll(() => ctx.close())

type FieldError = { name: string; messages: string[] }
const isFieldError = (value: unknown): value is FieldError =>
  typeof value === 'object' &&
  value !== null &&
  'name' in value &&
  typeof value.name === 'string' &&
  'messages' in value &&
  Array.isArray(value.messages)

async function fieldErrors(input: Record<string, unknown>): Promise<FieldError[]> {
  const response = await ctx.gql(SEND, { input: { ...valid, ...input } })
  expect(errorCode(response)).toBe('BAD_USER_INPUT')
  expect(response.status).toBe(422)
  const errors: unknown = response.errors?.[0]?.extensions?.errors
  return Array.isArray(errors) ? errors.filter(isFieldError) : []
}

describe('sendContactUsEmail validation', () => {
  it.each([
    [{ first_name: '' }, 'first_name', 'required'],
    [{ first_name: 'Йорг' }, 'first_name', 'only_latin_letters'],
    [{ first_name: '-Ann' }, 'first_name', 'only_latin_letters'],
    [{ last_name: '   ' }, 'last_name', 'required'],
    [{ last_name: 'Smith2' }, 'last_name', 'only_latin_letters'],
    [{ phone_number: '' }, 'phone_number', 'required'],
    [{ phone_number: '0211 5550134' }, 'phone_number', 'invalid_phone'],
    [{ phone_number: '+49 12' }, 'phone_number', 'invalid_phone'],
    [{ email: '' }, 'email', 'required'],
    [{ email: 'not-an-email' }, 'email', 'types_email'],
    [{ description: '' }, 'description', 'required'],
    [{ description: 'x'.repeat(5001) }, 'description', 'string_max'],
  ])('%j -> %s %s', async (input, field, key) => {
    expect(await fieldErrors(input)).toEqual([{ name: field, messages: [key] }])
  })

  it('reports every invalid field at once', async () => {
    const errors = await fieldErrors({ first_name: '', email: 'x', phone_number: '123' })
    expect(errors.map((e) => e.name).sort()).toEqual(['email', 'first_name', 'phone_number'])
  })
})

describe('sendContactUsEmail success and captcha', () => {
  it('stores the request (normalised) and answers successfully_sent', async () => {
    const response = await ctx.gql(SEND, { input: valid }, { locale: 'de' })
    expect(response.errors).toBeUndefined()
    expect(response.data).toEqual({ sendContactUsEmail: { message: 'successfully_sent' } })
    const [stored] = await ctx.db.select().from(t.contactRequests).orderBy(desc(t.contactRequests.id)).limit(1)
    expect(stored).toMatchObject({
      firstName: 'Mary-Ann',
      lastName: 'van Dijk',
      phoneNumber: '+492115550134',
      email: 'mary@example.com',
      description: valid.description,
      locale: 'de',
    })
    expect(stored?.createdAt).toBeInstanceOf(Date)
  })

  it('a failed captcha is CAPTCHA_FAILED and stores nothing', async () => {
    const before = await ctx.db.$count(t.contactRequests)
    const api = ctx.makeApi({ captcha: { verify: async () => false } })
    const response = await ctx.gql(SEND, { input: valid }, {}, api)
    expect(errorCode(response)).toBe('CAPTCHA_FAILED')
    expect(await ctx.db.$count(t.contactRequests)).toBe(before)
  })
})

describe('captcha adapters', () => {
  let server: Server
  let url: string
  const received: URLSearchParams[] = []

  beforeAll(async () => {
    // A stand-in for Google's siteverify: the token "good" passes, anything else fails.
    server = createServer((req, res) => {
      let body = ''
      req.on('data', (chunk: Buffer) => (body += chunk.toString()))
      req.on('end', () => {
        const params = new URLSearchParams(body)
        received.push(params)
        res.setHeader('content-type', 'application/json')
        res.end(JSON.stringify({ success: params.get('response') === 'good' && params.get('secret') === 's3cret' }))
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const address: AddressInfo | string | null = server.address()
    if (address === null || typeof address === 'string') throw new Error('fake server has no TCP address')
    url = `http://127.0.0.1:${address.port}/siteverify`
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  it('the local implementation accepts everything', async () => {
    expect(await offCaptcha.verify()).toBe(true)
    expect(await offCaptcha.verify('any')).toBe(true)
  })

  it('reCAPTCHA posts secret, response and remoteip and reads success', async () => {
    const recaptcha = new RecaptchaVerifier({ secret: 's3cret', verifyUrl: url })
    expect(await recaptcha.verify('good', '10.0.0.1')).toBe(true)
    expect(received.at(-1)?.get('remoteip')).toBe('10.0.0.1')
    expect(await recaptcha.verify('bad')).toBe(false)
    // no token: fails without a network call
    const calls = received.length
    expect(await recaptcha.verify(undefined)).toBe(false)
    expect(received.length).toBe(calls)
  })

  it('reCAPTCHA fails closed when the verifier is unreachable', async () => {
    const recaptcha = new RecaptchaVerifier({ secret: 's3cret', verifyUrl: 'http://127.0.0.1:9/siteverify', timeoutMs: 1000 })
    expect(await recaptcha.verify('good')).toBe(false)
  })

  it('the API rejects a submission the real adapter refuses', async () => {
    const api = ctx.makeApi({ captcha: new RecaptchaVerifier({ secret: 's3cret', verifyUrl: url }) })
    expect(errorCode(await ctx.gql(SEND, { input: { ...valid, recaptchaToken: 'bad' } }, {}, api))).toBe('CAPTCHA_FAILED')
    const ok = await ctx.gql(SEND, { input: { ...valid, recaptchaToken: 'good' } }, {}, api)
    expect(ok.data).toEqual({ sendContactUsEmail: { message: 'successfully_sent' } })
  })
})

describe('sendContactUsEmail throttling', () => {
  async function sendFrom(api: TestApi['api'], socket: string, locale = 'en') {
    const response = await api.fetch(
      new Request('http://api/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', locale },
        body: JSON.stringify({ query: SEND, variables: { input: valid } }),
      }),
      fromSocket(socket),
    )
    return {
      status: response.status,
      retryAfter: response.headers.get('retry-after'),
      body: (await response.json()) as { data?: unknown; errors?: { message: string; extensions?: Record<string, unknown> }[] },
    }
  }

  it('answers 429 with Retry-After and a translated message after 5 messages per client, and stores no more', async () => {
    const api = ctx.makeApi()
    const before = (await ctx.db.select().from(t.contactRequests)).length
    for (let i = 0; i < 5; i++) expect((await sendFrom(api, '203.0.113.50')).status).toBe(200)
    const limited = await sendFrom(api, '203.0.113.50', 'de')
    expect(limited.status).toBe(429)
    expect(Number(limited.retryAfter)).toBeGreaterThan(0)
    expect(limited.body.errors?.[0]?.extensions?.code).toBe('TOO_MANY_REQUESTS')
    expect(limited.body.errors?.[0]?.message).toBe('Zu viele Versuche. Bitte versuchen Sie es später erneut.')
    expect((await ctx.db.select().from(t.contactRequests)).length).toBe(before + 5)
    // another client is not affected
    expect((await sendFrom(api, '203.0.113.51')).status).toBe(200)
  })
})
