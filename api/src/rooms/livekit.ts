import { AccessToken } from 'livekit-server-sdk'
import type { Env } from '../env'
import type { RoomSession } from './rooms.service'

/**
 * The video room on a LiveKit server (issue 14, ADR 0036): when LIVEKIT_URL, LIVEKIT_API_KEY and
 * LIVEKIT_API_SECRET are set, the room's page joins LiveKit instead of the embedded peer-to-peer
 * call. Its token is minted when the ticket is exchanged (and again on a reload with the room
 * session): bound to this appointment's room and this person, for no longer than the room session.
 */
export type LiveKitAccess = { url: string; token: string }
export type LiveKitMinter = (claims: RoomSession, now?: Date) => Promise<LiveKitAccess>

/** The LiveKit room of an appointment. */
export const liveKitRoomOf = (appointmentId: number) => `appointment-${appointmentId}`

export function createLiveKitMinter(env: Pick<Env, 'LIVEKIT_URL' | 'LIVEKIT_API_KEY' | 'LIVEKIT_API_SECRET'>): LiveKitMinter | null {
  const { LIVEKIT_URL: url, LIVEKIT_API_KEY: key, LIVEKIT_API_SECRET: secret } = env
  if (!url || !key || !secret) return null
  return async (claims, now = new Date()) => {
    const access = new AccessToken(key, secret, {
      identity: `${claims.role}-${claims.userId}`,
      name: claims.role,
      ttl: Math.max(60, claims.exp - Math.floor(now.getTime() / 1000)),
    })
    access.addGrant({
      room: liveKitRoomOf(claims.appointmentId),
      roomJoin: true,
      canPublish: true,
      canSubscribe: true,
      canPublishData: false,
    })
    return { url, token: await access.toJwt() }
  }
}
