import { useEffect, useState } from 'react'

/** What the page shows of the call: nobody else yet, setting up, talking, or finding each other again. */
export type CallStatus = 'waiting' | 'connecting' | 'connected' | 'reconnecting'

type Signal = { description?: RTCSessionDescriptionInit; candidate?: RTCIceCandidateInit }
type ServerMessage = { type: 'welcome' | 'joined' | 'present' | 'signal' | 'left'; from?: string; payload?: Signal }

/** A signalling connection lost (not closed by us, not taken over by another tab) is tried again after this, doubling to 10 s. */
const RETRY_MS = 500
/** The server's close code when the same person joined from elsewhere: this page stops. */
const REPLACED = 4000

/**
 * A two-party WebRTC call (issue 14). Signalling is the API's relay at `/room/signal` (through the
 * web server, which adds the room's session); media flows peer to peer with the configured ICE
 * servers. Negotiation follows the "perfect negotiation" pattern: either side may offer, the
 * patient's side yields on a collision. A dropped network reconnects the signalling and restarts ICE.
 */
export function useVideoCall({ iceServers, polite, localStream }: { iceServers: RTCIceServer[]; polite: boolean; localStream: MediaStream | null }) {
  const [remoteStream, setRemoteStream] = useState<MediaStream | null>(null)
  const [status, setStatus] = useState<CallStatus>('connecting')
  const [replaced, setReplaced] = useState(false)

  useEffect(() => {
    if (!localStream) return
    let stopped = false
    let socket: WebSocket | null = null
    let peer: RTCPeerConnection | null = null
    let remoteId: string | null = null
    let makingOffer = false
    let ignoreOffer = false
    let retries = 0
    let retryTimer: number | undefined
    let signals: Promise<void> = Promise.resolve()

    const send = (to: string, payload: Signal) => {
      if (socket?.readyState === WebSocket.OPEN) socket.send(JSON.stringify({ type: 'signal', to, payload }))
    }

    const closePeer = () => {
      peer?.close()
      peer = null
      remoteId = null
      setRemoteStream(null)
    }

    /** A fresh connection to `id`: either side's tracks trigger negotiation. */
    const startPeer = (id: string) => {
      closePeer()
      remoteId = id
      const connection = new RTCPeerConnection({ iceServers })
      peer = connection
      const remote = new MediaStream()
      connection.ontrack = ({ track }) => {
        remote.addTrack(track)
        setRemoteStream(new MediaStream(remote.getTracks()))
      }
      connection.onicecandidate = ({ candidate }) => {
        if (candidate) send(id, { candidate: candidate.toJSON() })
      }
      connection.onnegotiationneeded = async () => {
        try {
          makingOffer = true
          await connection.setLocalDescription()
          if (connection.localDescription) send(id, { description: connection.localDescription.toJSON() })
        } finally {
          makingOffer = false
        }
      }
      connection.oniceconnectionstatechange = () => {
        if (connection.iceConnectionState === 'failed') connection.restartIce()
      }
      connection.onconnectionstatechange = () => {
        const state = connection.connectionState
        setStatus(state === 'connected' ? 'connected' : state === 'disconnected' || state === 'failed' ? 'reconnecting' : 'connecting')
      }
      for (const track of localStream.getTracks()) connection.addTrack(track, localStream)
      setStatus('connecting')
    }

    const onSignal = async (from: string, { description, candidate }: Signal) => {
      if (from !== remoteId || !peer) startPeer(from)
      const connection = peer!
      if (description) {
        const collision = description.type === 'offer' && (makingOffer || connection.signalingState !== 'stable')
        ignoreOffer = !polite && collision
        if (ignoreOffer) return
        await connection.setRemoteDescription(description)
        if (description.type === 'offer') {
          await connection.setLocalDescription()
          if (connection.localDescription) send(from, { description: connection.localDescription.toJSON() })
        }
      } else if (candidate) {
        try {
          await connection.addIceCandidate(candidate)
        } catch (error) {
          if (!ignoreOffer) throw error
        }
      }
    }

    const connect = () => {
      const url = new URL('/room/signal', window.location.href)
      url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:'
      const ws = new WebSocket(url)
      socket = ws
      ws.onmessage = (event) => {
        const message = JSON.parse(String(event.data)) as ServerMessage
        if (message.type === 'welcome') {
          retries = 0
          setStatus(remoteId ? 'reconnecting' : 'waiting')
        } else if (message.type === 'joined' && message.from) {
          // Someone came in (or back): greet them and start afresh with them.
          ws.send(JSON.stringify({ type: 'present', to: message.from }))
          startPeer(message.from)
        } else if (message.type === 'present' && message.from && message.from !== remoteId) {
          startPeer(message.from)
        } else if (message.type === 'signal' && message.from && message.payload) {
          // One at a time, in order: a candidate must not overtake the description it belongs to.
          const { from, payload } = message
          signals = signals.then(() => onSignal(from, payload)).catch(() => setStatus('reconnecting'))
        } else if (message.type === 'left' && message.from === remoteId) {
          closePeer()
          setStatus('waiting')
        }
      }
      ws.onclose = (event) => {
        if (stopped) return
        if (event.code === REPLACED) {
          setReplaced(true)
          closePeer()
          return
        }
        setStatus('reconnecting')
        retryTimer = window.setTimeout(connect, Math.min(10_000, RETRY_MS * 2 ** retries++))
      }
    }

    connect()
    return () => {
      stopped = true
      window.clearTimeout(retryTimer)
      socket?.close(1000, 'left')
      closePeer()
    }
  }, [iceServers, polite, localStream])

  return { remoteStream, status, replaced }
}
