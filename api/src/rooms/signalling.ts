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
const PING_MS = 25_000;

/**
 * What peers send: `signal` (an SDP description or an ICE candidate) and `present` (an answer to
 * `joined`), to one peer; `ping`, answered `pong` by this server, so a page can tell a live
 * connection from one a dropped network left hanging.
 */
type ClientMessage = { type: 'signal' | 'present' | 'ping'; to?: string; payload?: unknown };
/** What travels on the bus between the connections of one room. */
type RoomMessage = { type: 'joined' | 'present' | 'signal' | 'left'; from: string; role: RoomSession['role']; userId: number; to?: string; payload?: unknown };

export function attachRoomSignalling(server: Server, deps: { db: Database; secret: string; bus: LiveBus }) {
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
      wss.handleUpgrade(request, socket, head, (ws) => joinRoom(ws, claims, deps.bus));
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

function joinRoom(ws: WebSocket, claims: RoomSession, bus: LiveBus) {
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

  ws.on('message', (data) => {
    let message: ClientMessage;
    try {
      message = JSON.parse(String(data));
    } catch {
      return;
    }
    if (message?.type === 'ping') return send({ type: 'pong' });
    if ((message?.type !== 'signal' && message?.type !== 'present') || typeof message.to !== 'string') return;
    void publish({ type: message.type, to: message.to, payload: message.payload });
  });

  // A dead connection (a dropped network) is noticed and its peer told.
  let alive = true;
  ws.on('pong', () => (alive = true));
  const ping = setInterval(() => {
    if (!alive) return ws.terminate();
    alive = false;
    ws.ping();
  }, PING_MS);
  // The session's end is the connection's end.
  const expiry = setTimeout(() => ws.close(4001, 'session expired'), Math.max(0, claims.exp * 1000 - Date.now()));

  ws.on('close', () => {
    clearInterval(ping);
    clearTimeout(expiry);
    unsubscribe();
    void publish({ type: 'left' });
  });
}
