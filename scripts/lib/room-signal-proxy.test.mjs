import { createServer } from 'node:http'
import { afterEach, describe, expect, it } from 'vitest'
import WebSocket, { WebSocketServer } from 'ws'
import { attachRoomSignalProxy, ROOM_SIGNAL_PATH } from './room-signal-proxy.mjs'

const listen = (server) => new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server.address().port)))
const closeAll = []
afterEach(async () => {
  for (const server of closeAll.splice(0)) {
    server.closeAllConnections?.()
    await new Promise((resolve) => server.close(resolve))
  }
})

/** A stand-in API whose upgrades wait for `admit()` (a slow database check), then join whoever is still there. */
async function slowApi() {
  const server = createServer()
  const wss = new WebSocketServer({ noServer: true })
  let admit
  const admitted = new Promise((resolve) => (admit = resolve))
  let asked
  const askedFor = new Promise((resolve) => (asked = resolve))
  server.on('upgrade', async (request, socket, head) => {
    asked(request.headers.authorization)
    await admitted
    wss.handleUpgrade(request, socket, head, (ws) => wss.emit('connection', ws))
  })
  closeAll.push(server)
  return { port: await listen(server), wss, admit, askedFor }
}

describe('the room signal proxy', () => {
  it('relays with the cookie as bearer, and leaves nothing at the API when the browser gave up while it was being admitted', async () => {
    const api = await slowApi()
    const web = createServer()
    attachRoomSignalProxy(web, { apiUrl: `http://127.0.0.1:${api.port}` })
    closeAll.push(web)
    const url = `ws://127.0.0.1:${await listen(web)}${ROOM_SIGNAL_PATH}`

    const browser = new WebSocket(url, { headers: { cookie: 'other=1; roomSession=session-1' } })
    browser.on('error', () => {})
    expect(await api.askedFor).toBe('Bearer session-1')
    // The page gives up (offline, or no answer in time) before the API admitted it.
    browser.terminate()
    await new Promise((resolve) => setTimeout(resolve, 100))
    api.admit()
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(api.wss.clients.size).toBe(0)
  })
})
