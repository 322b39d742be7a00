import * as v from 'valibot'

/**
 * What a page may send on the video room's signalling WebSocket (issue 14, issue 25): `ping`, `present`
 * (an answer to `joined`) to one peer, and `signal` (an SDP description or an ICE candidate) to one
 * peer. Anything else closes that connection (api/src/rooms/signalling.ts).
 */

/**
 * The largest message, on the web server's relay and on the API alike. A real SDP description is a
 * few kilobytes (about 6 KB for audio and video with the usual codecs, twice that with simulcast),
 * an ICE candidate a few hundred bytes: 64 KiB leaves room for any browser's offer while a message
 * cannot make either server buffer much for one connection.
 */
export const MAX_SIGNAL_BYTES = 64 * 1024

const peerId = v.pipe(v.string(), v.uuid())
const sessionDescription = v.object({
  type: v.picklist(['offer', 'answer', 'pranswer', 'rollback']),
  sdp: v.optional(v.string()),
})
const iceCandidate = v.object({
  candidate: v.optional(v.string()),
  sdpMid: v.optional(v.nullable(v.string())),
  sdpMLineIndex: v.optional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0)))),
  usernameFragment: v.optional(v.nullable(v.string())),
})
const signalPayload = v.union([v.object({ description: sessionDescription }), v.object({ candidate: iceCandidate })])

export const clientSignalSchema = v.variant('type', [
  v.object({ type: v.literal('ping') }),
  v.object({ type: v.literal('present'), to: peerId }),
  v.object({ type: v.literal('signal'), to: peerId, payload: signalPayload }),
])

export type ClientSignal = v.InferOutput<typeof clientSignalSchema>

/** A text message's signal when it is JSON of one of the known shapes, else null. */
export function parseClientSignal(text: string): ClientSignal | null {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    return null
  }
  const result = v.safeParse(clientSignalSchema, json)
  return result.success ? result.output : null
}
