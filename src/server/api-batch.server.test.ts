import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { parse } from 'graphql'

/**
 * One API round trip per page render (issue 28, ADR 0053): the calls one web request makes in the
 * same turn of the event loop with the same headers leave as one batched request; another web
 * request's calls never join them, and one operation's errors stay its own.
 */
vi.hoisted(() => {
  process.env.API_URL = 'http://api.test'
})
vi.mock('@tanstack/react-start/server', () => import('./start-server.fake'))
vi.mock('./request-edge.server', () => ({ currentRequestId: () => 'request-1' }))

const { apiRequest, ApiError } = await import('./api.server')
const { fakeStart: context } = await import('./start-server.fake')

const ME = parse(`query Me { me { id } }`)
const LIST = parse(`query List($limit: Int) { appointments(limit: $limit) { total } }`)

type Sent = { url: string; body: unknown; authorization: string | null }
let sent: Sent[]
let answer: (body: unknown) => unknown

beforeEach(() => {
  sent = []
  context.sent = { token: 'access-token' }
  context.request = new Request('http://127.0.0.1:3000/appointments')
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: URL | string, init: RequestInit) => {
      const body: unknown = JSON.parse(String(init.body))
      sent.push({ url: String(url), body, authorization: new Headers(init.headers).get('authorization') })
      return Response.json(answer(body))
    }),
  )
  const one = (operation: { query: string }) =>
    operation.query.includes('query Me') ? { data: { me: { id: '1' } } } : { data: { appointments: { total: 2 } } }
  answer = (body) => (Array.isArray(body) ? body.map(one) : one(body as { query: string }))
})

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('apiRequest batching', () => {
  it('sends the calls of one turn as one request, each answered with its own data', async () => {
    const [me, list] = await Promise.all([apiRequest(ME, {}, { locale: 'en' }), apiRequest(LIST, { limit: 5 }, { locale: 'en' })])
    expect(me).toEqual({ me: { id: '1' } })
    expect(list).toEqual({ appointments: { total: 2 } })
    expect(sent).toHaveLength(1)
    expect(sent[0]!.url).toBe('http://api.test/graphql')
    expect(sent[0]!.authorization).toBe('Bearer access-token')
    expect(sent[0]!.body).toEqual([
      { query: expect.stringContaining('query Me'), variables: {} },
      { query: expect.stringContaining('query List'), variables: { limit: 5 } },
    ])
  })

  it('sends a call alone as a plain request, and a later turn’s call separately', async () => {
    await apiRequest(ME, {}, { locale: 'en' })
    await apiRequest(LIST, { limit: 1 }, { locale: 'en' })
    expect(sent.map((request) => Array.isArray(request.body))).toEqual([false, false])
  })

  it('never joins two web requests’ calls, even in the same turn', async () => {
    const first = apiRequest(ME, {}, { locale: 'en' })
    context.request = new Request('http://127.0.0.1:3000/appointments')
    context.sent = { token: 'another-patient' }
    const second = apiRequest(ME, {}, { locale: 'en' })
    await Promise.all([first, second])
    expect(sent.map((request) => request.authorization).sort()).toEqual(['Bearer access-token', 'Bearer another-patient'])
  })

  it('one operation’s error fails that call only', async () => {
    answer = (body) =>
      (body as Array<{ query: string }>).map((operation) =>
        operation.query.includes('query Me')
          ? { data: { me: { id: '1' } } }
          : { data: null, errors: [{ message: 'errors.not_found', extensions: { code: 'NOT_FOUND' } }] },
      )
    const [me, list] = await Promise.allSettled([apiRequest(ME, {}, { locale: 'en' }), apiRequest(LIST, {}, { locale: 'en' })])
    expect(me).toEqual({ status: 'fulfilled', value: { me: { id: '1' } } })
    expect(list.status).toBe('rejected')
    const reason = (list as PromiseRejectedResult).reason as InstanceType<typeof ApiError>
    expect(reason).toBeInstanceOf(ApiError)
    expect(reason.code).toBe('NOT_FOUND')
  })
})
