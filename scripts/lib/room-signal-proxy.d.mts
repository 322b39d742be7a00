import type { Server } from 'node:http'
import type { WebSocketServer } from 'ws'

export const ROOM_SIGNAL_PATH: string
export function attachRoomSignalProxy(
  server: Server,
  options: { apiUrl: string; originOf: (url: string, headers: { get(name: string): string | null }) => string; maxPayload: number },
): WebSocketServer
