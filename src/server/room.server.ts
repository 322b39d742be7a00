import type { Locale } from '~/i18n/locales'
import { OpenRoomDocument } from './room.documents'
import { apiRequest, attempt } from './api.server'
import { apiRest } from './api-rest.server'
import { COOKIE, readCookie, setServerCookie } from './cookies.server'

/** The video room (issue 14): the patient's way in, the ticket's exchange, the room's settings. */

export type RoomConfig = {
  appointmentId: number
  role: 'patient' | 'doctor'
  /** the other side's name: the doctor's for the patient, the patient's for the doctor; null for a patient who gave none */
  peerName: string | null
  iceServers: RTCIceServer[]
  /** the LiveKit server and this person's token, when the API runs the room on LiveKit */
  liveKit: { url: string; token: string } | null
}
type ApiRoomConfig = {
  appointment_id: number
  role: RoomConfig['role']
  peer_name: string | null
  expires_at: string
  ice_servers: RTCIceServer[]
  livekit: { url: string; token: string } | null
}

const toConfig = (config: ApiRoomConfig): RoomConfig => ({
  appointmentId: config.appointment_id,
  role: config.role,
  peerName: config.peer_name,
  iceServers: config.ice_servers,
  liveKit: config.livekit,
})

/** OpenRoom, then the room's address with the ticket and the language (never an access or refresh token). */
export function openVideoRoom(locale: Locale, appointmentId: string) {
  return attempt(async () => {
    const { redirect_url, meetUrl, ticket } = (await apiRequest(OpenRoomDocument, { id: appointmentId }, { locale })).OpenRoom
    const address = new URL(`${redirect_url.replace(/\/+$/, '')}/home/${encodeURIComponent(meetUrl)}`)
    address.search = new URLSearchParams({ ticket, lang: locale }).toString()
    return address.toString()
  })
}

/** The room's page exchanges the ticket in its address for a room session, kept in an HttpOnly cookie. */
export async function enterRoom(locale: Locale, meetUrl: string, ticket: string): Promise<RoomConfig | null> {
  const entered = await apiRest<ApiRoomConfig & { session: string }>(
    '/rooms/session',
    { method: 'POST', json: { meetUrl, ticket }, bearer: null },
    { locale },
  )
  if (!entered.ok) return null
  setServerCookie(
    COOKIE.roomSession,
    entered.data.session,
    Math.max(0, Math.floor((Date.parse(entered.data.expires_at) - Date.now()) / 1000)),
  )
  return toConfig(entered.data)
}

/** The room this browser already entered (a reload), when its session is still good and for this room. */
export async function readRoomConfig(locale: Locale, meetUrl: string): Promise<RoomConfig | null> {
  const session = readCookie(COOKIE.roomSession)
  if (!session) return null
  const found = await apiRest<ApiRoomConfig>(
    '/rooms/config',
    { method: 'GET', bearer: null, headers: { 'x-room-session': session } },
    { locale },
  )
  if (!found.ok || !meetUrl.startsWith(`${found.data.appointment_id}-`)) return null
  return toConfig(found.data)
}
