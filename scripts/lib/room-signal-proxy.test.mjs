import { spawn } from 'node:child_process'
import { createServer } from 'node:http'
import { afterEach, describe, expect, it } from 'vitest'
import WebSocket, { WebSocketServer } from 'ws'
import { resetAfter, upgradeRequest } from './raw-upgrade.mjs'
import { ROOM_SIGNAL_PATH } from './room-signal-proxy.mjs'

const listen = (server) => new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server.address().port)))
const closeAll = []
const webProcesses = []
afterEach(async () => {
  for (const child of webProcesses.splice(0)) child.kill()
  for (const server of closeAll.splice(0)) {
    server.closeAllConnections?.()
    await new Promise((resolve) => server.close(resolve))
  }
})

/**
 * A stand-in API: upgrades wait for `admit()` unless `admitAtOnce` (a slow database check), then
 * join whoever is still there and echo their messages, or answer `refuseWith` (a status) instead.
 * `asked` lists the headers of each upgrade.
 */
async function standInApi({ admitAtOnce = false, refuseWith = null } = {}) {
  const server = createServer((_request, response) => response.end('ok'))
  const wss = new WebSocketServer({ noServer: true })
  let admit
  const admitted = admitAtOnce ? Promise.resolve() : new Promise((resolve) => (admit = resolve))
  const asked = []
  server.on('upgrade', async (request, socket, head) => {
    socket.on('error', () => {})
    asked.push(request.headers)
    await admitted
    if (refuseWith) return socket.end(`HTTP/1.1 ${refuseWith} Refused\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`)
    wss.handleUpgrade(request, socket, head, (ws) => {
      ws.on('error', () => {})
      ws.on('message', (data) => ws.send(String(data)))
    })
  })
  closeAll.push(server)
  return { port: await listen(server), wss, admit: () => admit?.(), asked }
}

/**
 * The web server (answering plain requests too) with the relay in front of `api`, as
 * scripts/serve-web.mjs sets it up, in a process of its own: a crash shows as that process ending.
 * `originOf` is the source of the web's origin rule. With `reportSocketErrors` every error on a
 * browser's upgrade connection is written to its stderr (the relay handles them; this makes them seen).
 */
async function webServer(api, { originOf = '(url) => new URL(url).origin', reportSocketErrors = false } = {}) {
  const script = `
    import { createServer } from 'node:http'
    import { attachRoomSignalProxy } from ${JSON.stringify(new URL('./room-signal-proxy.mjs', import.meta.url).href)}
    const web = createServer((_request, response) => response.end('page'))
    attachRoomSignalProxy(web, { apiUrl: 'http://127.0.0.1:${api.port}', originOf: ${originOf}, maxPayload: 64 * 1024 })
    if (${reportSocketErrors}) web.on('upgrade', (_request, socket) => socket.on('error', (error) => console.error('browser socket:', error.code)))
    web.listen(0, '127.0.0.1', () => console.log(web.address().port))`
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'pipe'] })
  webProcesses.push(child)
  let stderr = ''
  child.stderr.on('data', (chunk) => (stderr += chunk))
  const port = Number(await new Promise((resolve) => child.stdout.once('data', (chunk) => resolve(String(chunk).trim()))))
  return { port, origin: `http://127.0.0.1:${port}`, url: `ws://127.0.0.1:${port}${ROOM_SIGNAL_PATH}`, child, stderr: () => stderr }
}

/** A browser's connection to the room: resolves once open (with its received messages) or to the refusal's status. */
function openRoom(web, { origin = web.origin, cookie = 'roomSession=session-1', headers = {} } = {}) {
  const socket = new WebSocket(web.url, { headers: { cookie, origin, ...headers } })
  const received = []
  const closed = new Promise((resolve) => socket.on('close', (code) => resolve(code)))
  socket.on('message', (data) => received.push(String(data)))
  return new Promise((resolve) => {
    socket.on('error', () => {})
    socket.once('open', () => resolve({ socket, received, closed }))
    socket.once('unexpected-response', (_request, response) => resolve({ status: response.statusCode }))
  })
}

/** The web server's process is still running, answers a page and still relays a fresh room connection. */
async function expectStillServing(web) {
  expect({ exitCode: web.child.exitCode, signal: web.child.signalCode, stderr: web.stderr() }).toEqual({
    exitCode: null,
    signal: null,
    stderr: '',
  })
  const page = await fetch(`http://127.0.0.1:${web.port}/`)
  expect(await page.text()).toBe('page')
  const room = await openRoom(web)
  expect(room.socket).toBeDefined()
  room.socket.send('{"type":"ping"}')
  await expect.poll(() => room.received, { timeout: 10_000 }).toEqual(['{"type":"ping"}'])
  room.socket.close()
}

describe('the room signal proxy', () => {
  it('relays with the cookie as bearer, and leaves nothing at the API when the browser gave up while it was being admitted', async () => {
    const api = await standInApi()
    const web = await webServer(api)

    const browser = new WebSocket(web.url, { headers: { cookie: 'other=1; roomSession=session-1', origin: web.origin } })
    browser.on('error', () => {})
    await expect.poll(() => api.asked.length, { timeout: 10_000 }).toBe(1)
    expect(api.asked[0].authorization).toBe('Bearer session-1')
    // The page gives up (offline, or no answer in time) before the API admitted it.
    browser.terminate()
    await new Promise((resolve) => setTimeout(resolve, 100))
    api.admit()
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(api.wss.clients.size).toBe(0)
  })

  it('keeps serving when a connection is reset before its request is complete, while the API admits it, or after the upgrade', async () => {
    const api = await standInApi()
    const web = await webServer(api)
    const request = upgradeRequest(web.url, { Origin: web.origin, Cookie: 'roomSession=anything' })

    await resetAfter(web.port, request.slice(0, 40), () => new Promise((resolve) => setTimeout(resolve, 50)))
    await resetAfter(web.port, request, () => expect.poll(() => api.asked.length, { timeout: 10_000 }).toBe(1))
    api.admit()
    await resetAfter(web.port, request, (answer) => expect.poll(answer, { timeout: 10_000 }).toMatch(/^HTTP\/1\.1 101 /))
    await expectStillServing(web)
  })

  it("passes the API's refusal (401, 403) on once: the browser's connection is ended cleanly, never written to again", async () => {
    for (const status of [401, 403]) {
      const api = await standInApi({ admitAtOnce: true, refuseWith: status })
      const web = await webServer(api, { reportSocketErrors: true })
      expect(await openRoom(web)).toEqual({ status })
      // A page served after the refusal: whatever the refusal left behind on that connection has happened by then.
      expect(await (await fetch(`http://127.0.0.1:${web.port}/`)).text()).toBe('page')
      expect({ exitCode: web.child.exitCode, stderr: web.stderr() }).toEqual({ exitCode: null, stderr: '' })
    }
  })

  it('closes a connection that sends a message over the limit (1009) or text that is not UTF-8 (1007), and keeps serving', async () => {
    const api = await standInApi({ admitAtOnce: true })
    const web = await webServer(api)

    const big = await openRoom(web)
    big.socket.send(JSON.stringify({ type: 'signal', payload: 'x'.repeat(70 * 1024) }))
    expect(await big.closed).toBe(1009)
    const garbled = await openRoom(web)
    garbled.socket.send(Buffer.from([0x7b, 0xff, 0xfe, 0x7d]), { binary: false })
    expect(await garbled.closed).toBe(1007)
    await expectStillServing(web)
  })

  it('admits a page of its own origin only: another site, a sibling port or no Origin is refused (403) before the API hears of it', async () => {
    const api = await standInApi({ admitAtOnce: true })
    const web = await webServer(api)

    expect(await openRoom(web, { origin: 'https://evil.example' })).toEqual({ status: 403 })
    expect(await openRoom(web, { origin: `http://127.0.0.1:${web.port + 1}` })).toEqual({ status: 403 })
    expect(await openRoom(web, { origin: `http://localhost:${web.port}` })).toEqual({ status: 403 })
    const noOrigin = new WebSocket(web.url, { headers: { cookie: 'roomSession=session-1' } })
    expect(await new Promise((resolve) => noOrigin.once('unexpected-response', (_request, response) => resolve(response.statusCode)))).toBe(
      403,
    )
    expect(api.asked).toHaveLength(0)

    const mine = await openRoom(web)
    expect(api.asked[0].origin).toBe(web.origin)
    mine.socket.close()
  })

  it('survives a malformed cookie escape and answers 401 without a room cookie', async () => {
    const api = await standInApi({ admitAtOnce: true })
    const web = await webServer(api)
    expect(await openRoom(web, { cookie: 'other=1' })).toEqual({ status: 401 })
    const odd = await openRoom(web, { cookie: 'roomSession=%E0%A4%A' })
    expect(api.asked[0].authorization).toBe('Bearer %E0%A4%A')
    odd.socket.close()
    await expectStillServing(web)
  })

  it('behind https (a trusted proxy says so) takes the room session from the __Host- cookie only', async () => {
    const api = await standInApi({ admitAtOnce: true })
    // As the web tier's rule does under TRUST_PROXY=1: the proxy's X-Forwarded-Proto names the scheme.
    const web = await webServer(api, {
      originOf: "(url, headers) => `${headers.get('x-forwarded-proto') ?? 'http'}://${new URL(url).host}`",
    })
    const https = { origin: `https://127.0.0.1:${web.port}`, headers: { 'x-forwarded-proto': 'https' } }
    expect(await openRoom(web, { ...https, cookie: 'roomSession=planted-by-a-sibling' })).toEqual({ status: 401 })
    const room = await openRoom(web, { ...https, cookie: 'roomSession=planted-by-a-sibling; __Host-roomSession=real' })
    expect(api.asked.map((headers) => headers.authorization)).toEqual(['Bearer real'])
    room.socket.close()
  })
})
