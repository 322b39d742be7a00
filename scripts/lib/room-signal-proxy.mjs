// @ts-check
// The video room's signalling through the web server (issue 14): the browser opens a WebSocket to
// `/room/signal` on the web origin; this hands it to the API's `/rooms/signal` with the room session
// from the browser's HttpOnly room cookie as the bearer, and relays both ways. The browser never
// sees the session, and the API need not be reachable from the internet.
import WebSocket, { WebSocketServer } from 'ws'

export const ROOM_SIGNAL_PATH = '/room/signal'
/** The room cookie (src/server/cookies.server.ts): `__Host-` prefixed when the page is served over https. */
const ROOM_COOKIE = 'roomSession'

/**
 * The value of one cookie in a Cookie header (a malformed escape is taken as it is, never thrown).
 * @param {string | undefined} header
 * @param {string} name
 */
function cookie(header, name) {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=')
    if (key !== name) continue
    try {
      return decodeURIComponent(value.join('='))
    } catch {
      return value.join('=')
    }
  }
  return null
}

/**
 * Answers an upgrade with an HTTP error, once, unless the browser already went away. A refusal can be
 * followed by another (the API's 401, then the error ws reports as the connection to it is dropped):
 * ending the socket again would fail as a write after end and destroy it, cutting off the first answer.
 * @param {import('node:stream').Duplex} socket
 * @param {string} status
 */
function refuse(socket, status) {
  if (!socket.destroyed && !socket.writableEnded) socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`)
}

/** A close code the other side may be sent (1005, 1006 and 1015 only describe what happened locally). */
const sendableCode = (/** @type {number} */ code) => (code >= 1000 && code < 5000 && ![1004, 1005, 1006, 1015].includes(code) ? code : 1000)

/**
 * Handles upgrades to ROOM_SIGNAL_PATH on `server` (a Node http server); others are left alone.
 * `originOf(url, headers)` is the web tier's public origin of a request (src/server/web-origin.server.ts,
 * honouring TRUST_PROXY): only a page of that origin gets in, so a sibling origin (another port, another
 * subdomain) cannot take a seat with the browser's cookie. `maxPayload` is the largest message
 * (contract/room-signal.ts); a bigger one closes that connection (1009).
 * @param {import('node:http').Server} server
 * @param {{ apiUrl: string; originOf: OriginOf; maxPayload: number }} options
 * @returns {WebSocketServer}
 */
export function attachRoomSignalProxy(server, { apiUrl, originOf, maxPayload }) {
  const wss = new WebSocketServer({ noServer: true, maxPayload })
  const upstreamUrl = new URL('/rooms/signal', apiUrl.replace(/^http/, 'ws')).toString()
  server.on('upgrade', (request, socket, head) => {
    if (new URL(request.url ?? '/', 'http://web').pathname !== ROOM_SIGNAL_PATH) return
    // A browser may reset its connection at any stage: that ends this attempt, never the server
    // (a socket's 'error' without a listener is thrown).
    socket.on('error', () => socket.destroy())
    const webOrigin = publicOrigin(request, originOf)
    if (!webOrigin || request.headers.origin !== webOrigin) return refuse(socket, '403 Forbidden')
    const session = cookie(request.headers.cookie, webOrigin.startsWith('https:') ? `__Host-${ROOM_COOKIE}` : ROOM_COOKIE)
    if (!session) return refuse(socket, '401 Unauthorized')

    // The API checks the browser's Origin too (against WEB_ORIGIN), for connections that reach it directly.
    // What it sends is its own (a peer's checked message with a few fields around it): no limit here.
    const upstream = new WebSocket(upstreamUrl, { headers: { authorization: `Bearer ${session}`, origin: webOrigin } })
    /** @type {WebSocket | null} */
    let client = null
    upstream.on('error', () => (client ? client.terminate() : refuse(socket, '502 Bad Gateway')))
    upstream.once('unexpected-response', (_request, response) => {
      /** @type {Record<number, string>} */
      const refusals = { 401: '401 Unauthorized', 403: '403 Forbidden' }
      const status = refusals[response.statusCode ?? 0] ?? '502 Bad Gateway'
      refuse(socket, status)
      upstream.terminate()
    })
    // A browser that gave up while the API was still admitting it must not leave a connection there
    // that has joined the room. Its socket is read meanwhile to notice it closing (a browser sends
    // nothing before the handshake's answer).
    const abandon = () => upstream.terminate()
    socket.once('end', abandon).once('close', abandon).resume()
    upstream.once('open', () => {
      socket.off('end', abandon).off('close', abandon)
      if (socket.destroyed || !socket.readable) return upstream.terminate()
      wss.handleUpgrade(request, socket, head, (browser) => {
        client = browser
        // Messages are relayed as they come; a close on either side closes the other with its code.
        browser.on('message', (data, binary) => upstream.readyState === WebSocket.OPEN && upstream.send(data, { binary }))
        upstream.on('message', (data, binary) => browser.readyState === WebSocket.OPEN && browser.send(data, { binary }))
        const closeWith = (/** @type {WebSocket} */ target) => (/** @type {number} */ code, /** @type {Buffer} */ reason) => {
          if (target.readyState === WebSocket.OPEN) target.close(sendableCode(code), reason)
        }
        browser.on('close', closeWith(upstream))
        upstream.on('close', closeWith(browser))
        // ws has already closed the connection that failed (with 1009 for a message over maxPayload,
        // 1007 for text that is not UTF-8); the other side goes with it.
        browser.on('error', () => upstream.terminate())
      })
    })
  })
  return wss
}

/** @typedef {(url: string, headers: { get(name: string): string | null }) => string} OriginOf */

/**
 * The web's origin for this upgrade, or null when its Host is not one.
 * @param {import('node:http').IncomingMessage} request
 * @param {OriginOf} originOf
 * @returns {string | null}
 */
function publicOrigin(request, originOf) {
  const scheme = 'encrypted' in request.socket && request.socket.encrypted ? 'https' : 'http'
  try {
    return originOf(`${scheme}://${request.headers.host}${request.url}`, {
      get: (name) => {
        const value = request.headers[name.toLowerCase()]
        return Array.isArray(value) ? value.join(', ') : (value ?? null)
      },
    })
  } catch {
    return null
  }
}
