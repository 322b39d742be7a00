import { beforeEach, describe, expect, it, vi } from 'vitest'

/** Anonymous catalog reads are shared for PUBLIC_READ_TTL_MS, keyed by what changes the answer; sessions always ask the API. */
vi.mock('@tanstack/react-start/server', () => import('./start-server.fake'))
vi.mock('./request-edge.server', () => ({ currentRequestId: () => 'request-1' }))

const { publicRead } = await import('./api.server')
const { fakeStart: context } = await import('./start-server.fake')
const { SpecialtyListDocument } = await import('./catalog.documents')

const answered: Array<{ organization: string | null; body: string }> = []
let failNext = false

beforeEach(() => {
  answered.length = 0
  failNext = false
  context.request = new Request('http://127.0.0.1:3000/')
  context.sent = {}
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      const headers = new Headers(init.headers)
      answered.push({ organization: headers.get('organization'), body: String(init.body) })
      if (failNext) return new Response('down', { status: 502 })
      return Response.json({ data: { specialties: [{ id: '1', name: `call ${answered.length}`, slug: 'cardiology', icon: null }] } })
    }),
  )
})

describe('publicRead', () => {
  it('asks the API once for the same anonymous read and keeps languages and organisations apart', async () => {
    const read = publicRead(SpecialtyListDocument)
    const first = await read({ visible: true, lang: 'en' }, { locale: 'en' })
    expect(await read({ visible: true, lang: 'en' }, { locale: 'en' })).toBe(first)
    expect(answered).toHaveLength(1)
    await read({ visible: true, lang: 'de' }, { locale: 'de' })
    context.sent = { organizationId: '13' }
    await read({ visible: true, lang: 'en' }, { locale: 'en' })
    expect(answered).toHaveLength(3)
    expect(answered[2]!.organization).toBe('13')
  })

  it('never shares a read made for a session', async () => {
    const read = publicRead(SpecialtyListDocument)
    context.sent = { token: 'access' }
    await read({ visible: true, lang: 'en' }, { locale: 'en' })
    await read({ visible: true, lang: 'en' }, { locale: 'en' })
    expect(answered).toHaveLength(2)
  })

  it('does not keep a failure', async () => {
    const read = publicRead(SpecialtyListDocument)
    failNext = true
    await expect(read({ visible: true, lang: 'en' }, { locale: 'en' })).rejects.toThrow()
    failNext = false
    expect((await read({ visible: true, lang: 'en' }, { locale: 'en' })).specialties).toHaveLength(1)
    expect(answered).toHaveLength(2)
  })
})
