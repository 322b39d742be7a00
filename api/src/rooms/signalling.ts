import { randomUUID } from 'node:crypto';
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import type { Database } from '../db/client';
import type { LiveBus } from '../shared/live-bus';
import { roomIsOpen, verifyRoomSession, type RoomSession } from './rooms.service';

/**
 * The embedded video room's signalling (issue 14): a WebSocket at `/rooms/signal` on the API,
 * authenticated by a room session (`Authorization: Bearer`, set by the web server's proxy from its
 * HttpOnly cookie). It only relays: who joined or left, and the WebRTC offers, answers and ICE
 * candidates between the two sides. Messages go through the live bus, so the patient and the
 * doctor may be connected to different API instances (Redis pub/sub when REDIS_URL is set).
 */
export const SIGNAL_PATH = '/rooms/signal';
/**
 * Pages ping every 10 s (src/components/room/use-video-call.ts); a connection silent this long is
 * gone (a dropped network, a closed laptop) and its peer is told it left. A WebSocket-level ping
 * would not tell: the web server's relay answers those itself.
 */
const SILENT_MS = 30_000;

/**
 * What peers send: `signal` (an SDP description or an ICE candidate) and `present` (an answer to
 * `joined`), to one peer; `ping`, answered `pong` by this server, so a page can tell a live
 * connection from one a dropped network left hanging.
 */
type ClientMessage = { type: 'signal' | 'present' | 'ping'; to?: string; payload?: unknown };
/** What travels on the bus between the connections of one room. */
type RoomMessage = { type: 'joined' | 'present' | 'signal' | 'left'; from: string; role: RoomSession['role']; userId: number; to?: string; payload?: unknown };

export function attachRoomSignalling(server: Server, deps: { db: Database; secret: string; bus: LiveBus; silentMs?: number }) {
  const wss = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 });
  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    if (new URL(request.url ?? '/', 'http://api').pathname !== SIGNAL_PATH) {
      socket.destroy();
      return;
    }
    void admit(request, deps).then((claims) => {
      if (!claims) {
        socket.end('HTTP/1.1 401 Unauthorized\r\nConnection: close\r\n\r\n');
        return;
      }
      wss.handleUpgrade(request, socket, head, (ws) => joinRoom(ws, claims, deps.bus, deps.silentMs ?? SILENT_MS));
    }, () => socket.destroy());
  };
  server.on('upgrade', onUpgrade);
  return {
    close() {
      server.off('upgrade', onUpgrade);
      for (const client of wss.clients) client.close(1001, 'server closing');
      wss.close();
    },
  };
}

async function admit(request: IncomingMessage, deps: { db: Database; secret: string }): Promise<RoomSession | null> {
  const token = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
  const claims = token ? verifyRoomSession(deps.secret, token) : null;
  return claims && (await roomIsOpen(deps.db, claims.appointmentId)) ? claims : null;
}

function joinRoom(ws: WebSocket, claims: RoomSession, bus: LiveBus, silentMs: number) {
  const peerId = randomUUID();
  const topic = `room:${claims.appointmentId}`;
  const publish = (message: Omit<RoomMessage, 'from' | 'role' | 'userId'>) => bus.publish(topic, { ...message, from: peerId, role: claims.role, userId: claims.userId });
  const send = (message: object) => {
    if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(message));
  };

  const unsubscribe = bus.subscribe(topic, (raw) => {
    const message = raw as RoomMessage;
    if (message.from === peerId || (message.to && message.to !== peerId)) return;
    // The same person joining again (a reload, another tab) takes over: this older connection ends.
    if (message.type === 'joined' && message.userId === claims.userId && message.role === claims.role) {
      ws.close(4000, 'replaced');
      return;
    }
    send({ type: message.type, from: message.from, role: message.role, payload: message.payload });
  });

  send({ type: 'welcome', peerId, role: claims.role });
  void publish({ type: 'joined' });

  let heardAt = Date.now();
  ws.on('message', (data) => {
    heardAt = Date.now();
    let message: ClientMessage;
    try {
      message = JSON.parse(String(data));
    } catch {
      return;
    }
    if (message?.type === 'ping') return send({ type: 'pong' });
    if ((message?.type !== 'signal' && message?.type !== 'present') || typeof message.to !== 'string' || !message.to) return;
    void publish({ type: message.type, to: message.to, payload: message.payload });
  });

  // A dead connection (a dropped network) is noticed and its peer told.
  const livenessCheck = setInterval(() => {
    if (Date.now() - heardAt > silentMs) ws.terminate();
  }, Math.min(silentMs / 3, 10_000));
  // The session's end is the connection's end.
  const expiry = setTimeout(() => ws.close(4001, 'session expired'), Math.max(0, claims.exp * 1000 - Date.now()));

  ws.on('close', () => {
    clearInterval(livenessCheck);
    clearTimeout(expiry);
    unsubscribe();
    void publish({ type: 'left' });
  });
}
