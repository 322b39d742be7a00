// The video room's signalling through the web server (issue 14): the browser opens a WebSocket to
// `/room/signal` on the web origin; this hands it to the API's `/rooms/signal` with the room session
// from the browser's HttpOnly `roomSession` cookie as the bearer, and relays both ways. The browser
// never sees the session, and the API need not be reachable from the internet.
import WebSocket, { WebSocketServer } from 'ws'

export const ROOM_SIGNAL_PATH = '/room/signal'

/** The value of one cookie in a Cookie header. */
function cookie(header, name) {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=')
    if (key === name) return decodeURIComponent(value.join('='))
  }
  return null
}

/** Handles upgrades to ROOM_SIGNAL_PATH on `server` (a Node http server); others are left alone. */
export function attachRoomSignalProxy(server, { apiUrl }) {
  const wss = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 })
  const upstreamUrl = new URL('/rooms/signal', apiUrl.replace(/^http/, 'ws')).toString()
  server.on('upgrade', (request, socket, head) => {
    if (new URL(request.url ?? '/', 'http://web').pathname !== ROOM_SIGNAL_PATH) return
    const session = cookie(request.headers.cookie, 'roomSession')
    if (!session) {
      socket.end('HTTP/1.1 401 Unauthorized\r\nConnection: close\r\n\r\n')
      return
    }
    const upstream = new WebSocket(upstreamUrl, { headers: { authorization: `Bearer ${session}` } })
    upstream.once('unexpected-response', (_request, response) => {
      socket.end(`HTTP/1.1 ${response.statusCode === 401 ? '401 Unauthorized' : '502 Bad Gateway'}\r\nConnection: close\r\n\r\n`)
      upstream.terminate()
    })
    upstream.once('error', () => socket.destroy())
    // A browser that gave up while the API was still admitting it must not leave a connection there
    // that has joined the room. Its socket is read meanwhile to notice it closing (a browser sends
    // nothing before the handshake's answer).
    const abandon = () => upstream.terminate()
    socket.once('end', abandon).once('close', abandon).resume()
    upstream.once('open', () => {
      socket.off('end', abandon).off('close', abandon)
      if (socket.destroyed || !socket.readable) return upstream.terminate()
      wss.handleUpgrade(request, socket, head, (client) => {
        // Messages are relayed as they come; a close on either side closes the other with its code.
        client.on('message', (data, binary) => upstream.readyState === WebSocket.OPEN && upstream.send(data, { binary }))
        upstream.on('message', (data, binary) => client.readyState === WebSocket.OPEN && client.send(data, { binary }))
        const closeWith = (target) => (code, reason) => {
          if (target.readyState === WebSocket.OPEN) target.close(code >= 1000 && code < 5000 && code !== 1005 && code !== 1006 ? code : 1000, reason)
        }
        client.on('close', closeWith(upstream))
        upstream.on('close', closeWith(client))
        client.on('error', () => upstream.terminate())
        upstream.on('error', () => client.terminate())
      })
    })
  })
  return wss
}
