import { randomUUID } from 'node:crypto'
import type { IncomingMessage, Server } from 'node:http'
import type { Duplex } from 'node:stream'
import type { Logger } from 'pino'
import { WebSocketServer, type WebSocket } from 'ws'
import { MAX_SIGNAL_BYTES, parseClientSignal } from '#contract/room-signal'
import type { Database } from '../db/client'
import type { LiveBus } from '../shared/live-bus'
import { ROOM_CLOSED, roomIsOpen, roomTopic, verifyRoomSession, type RoomSession } from './rooms.service'

/**
 * The embedded video room's signalling (issue 14): a WebSocket at `/rooms/signal` on the API,
 * authenticated by a room session (`Authorization: Bearer`, set by the web server's proxy from its
 * HttpOnly cookie). It only relays: who joined or left, and the WebRTC offers, answers and ICE
 * candidates between the two sides. Messages go through the live bus, so the patient and the
 * doctor may be connected to different API instances (Redis pub/sub when REDIS_URL is set).
 */
export const SIGNAL_PATH = '/rooms/signal'
/**
 * Pages ping every 10 s (src/components/room/use-video-call.ts); a connection silent this long is
 * gone (a dropped network, a closed laptop) and its peer is told it left. A WebSocket-level ping
 * would not tell: the web server's relay answers those itself.
 */
const SILENT_MS = 30_000

/**
 * Close codes: 4000 replaced by the same person elsewhere, 4001 the room is over for this session
 * (its end, or the appointment left approved/started); 1003 a binary message, 1008 a text message
 * that is not JSON of a known shape (contract/room-signal.ts). ws itself closes with 1009 for a
 * message over MAX_SIGNAL_BYTES and 1007 for text that is not UTF-8.
 */
const CLOSE = { replaced: 4000, over: 4001, binary: 1003, unknownMessage: 1008 } as const

/** What travels on the bus between the connections of one room (and `closed` when the room closes, rooms.service.ts). */
type PeerMessage = {
  type: 'joined' | 'present' | 'signal' | 'left'
  from: string
  role: RoomSession['role']
  userId: number
  to?: string
  payload?: unknown
}
type RoomMessage = PeerMessage | typeof ROOM_CLOSED

type SignallingDeps = { db: Database; secret: string; bus: LiveBus; webOrigin: string; logger: Logger; silentMs?: number }

/** Answers an upgrade with an HTTP error, once, unless the client already went away (as the web's relay does). */
function refuse(socket: Duplex, status: '401 Unauthorized' | '403 Forbidden') {
  if (!socket.destroyed && !socket.writableEnded) socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`)
}

export function attachRoomSignalling(server: Server, deps: SignallingDeps) {
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_SIGNAL_BYTES })
  const webOrigin = new URL(deps.webOrigin).origin
  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    // A client may reset its connection at any stage: that ends this connection, never the process
    // (a socket's 'error' without a listener is thrown).
    socket.on('error', () => socket.destroy())
    if (new URL(request.url ?? '/', 'http://api').pathname !== SIGNAL_PATH) {
      socket.destroy()
      return
    }
    // Only the web app's pages: a sibling origin (another port or subdomain) must not take a seat
    // with the browser's cookie. The web server's relay passes the browser's Origin on.
    if (request.headers.origin !== webOrigin) return refuse(socket, '403 Forbidden')
    admit(request, deps).then(
      (claims) => {
        if (socket.destroyed) return
        if (!claims) return refuse(socket, '401 Unauthorized')
        wss.handleUpgrade(request, socket, head, (ws) => joinRoom(ws, claims, deps))
      },
      (error: unknown) => {
        deps.logger.error({ err: error }, 'room admission failed')
        socket.destroy()
      },
    )
  }
  server.on('upgrade', onUpgrade)
  return {
    close() {
      server.off('upgrade', onUpgrade)
      for (const client of wss.clients) client.close(1001, 'server closing')
      wss.close()
    },
  }
}

async function admit(request: IncomingMessage, deps: { db: Database; secret: string }): Promise<RoomSession | null> {
  const token = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1]
  const claims = token ? verifyRoomSession(deps.secret, token) : null
  return claims && (await roomIsOpen(deps.db, claims.appointmentId)) ? claims : null
}

function joinRoom(ws: WebSocket, claims: RoomSession, { db, bus, logger, silentMs = SILENT_MS }: SignallingDeps) {
  const peerId = randomUUID()
  const topic = roomTopic(claims.appointmentId)
  // ws has already closed the connection with the error's code (1009, 1007, 1002): it is reported, not thrown.
  ws.on('error', (error) => logger.debug({ err: error, appointmentId: claims.appointmentId }, 'room connection failed'))
  // A bus that fails (Redis away) loses that message, reported; it must not end the process as an unhandled rejection.
  const publish = (message: Omit<PeerMessage, 'from' | 'role' | 'userId'>) =>
    bus
      .publish(topic, { ...message, from: peerId, role: claims.role, userId: claims.userId })
      .catch((error: unknown) => logger.warn({ err: error, appointmentId: claims.appointmentId }, 'room message not published'))
  const send = (message: object) => {
    if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(message))
  }

  const unsubscribe = bus.subscribe(topic, (raw) => {
    const message = raw as RoomMessage
    if (message.type === ROOM_CLOSED.type) return ws.close(CLOSE.over, 'room closed')
    if (message.from === peerId || (message.to && message.to !== peerId)) return
    // The same person joining again (a reload, another tab) takes over: this older connection ends.
    if (message.type === 'joined' && message.userId === claims.userId && message.role === claims.role) {
      ws.close(CLOSE.replaced, 'replaced')
      return
    }
    send({ type: message.type, from: message.from, role: message.role, payload: message.payload })
  })

  // Admitted just before the room closed, this connection may have subscribed after its `closed` was
  // published (and missed it): once the subscription hears, the room is checked again.
  bus
    .subscribed(topic)
    .then(() => roomIsOpen(db, claims.appointmentId))
    .then(
      (open) => {
        if (!open) ws.close(CLOSE.over, 'room closed')
      },
      (error: unknown) => logger.warn({ err: error, appointmentId: claims.appointmentId }, 'room not checked again after joining'),
    )

  send({ type: 'welcome', peerId, role: claims.role })
  void publish({ type: 'joined' })

  let heardAt = Date.now()
  ws.on('message', (data, binary) => {
    heardAt = Date.now()
    if (binary) return ws.close(CLOSE.binary, 'text messages only')
    // ws has checked that the text is UTF-8 and within MAX_SIGNAL_BYTES.
    const message = parseClientSignal(String(data))
    if (!message) return ws.close(CLOSE.unknownMessage, 'unknown message')
    if (message.type === 'ping') return send({ type: 'pong' })
    void publish({ type: message.type, to: message.to, payload: message.type === 'signal' ? message.payload : undefined })
  })

  // A dead connection (a dropped network) is noticed and its peer told.
  const livenessCheck = setInterval(
    () => {
      if (Date.now() - heardAt > silentMs) ws.terminate()
    },
    Math.min(silentMs / 3, 10_000),
  )
  // The session's end is the connection's end.
  const expiry = setTimeout(() => ws.close(CLOSE.over, 'session expired'), Math.max(0, claims.exp * 1000 - Date.now()))

  ws.on('close', () => {
    clearInterval(livenessCheck)
    clearTimeout(expiry)
    unsubscribe()
    void publish({ type: 'left' })
  })
}
