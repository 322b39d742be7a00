import { useEffect, useState } from 'react'

/** What the page shows of the call: nobody else yet, setting up, talking, or finding each other again. */
export type CallStatus = 'waiting' | 'connecting' | 'connected' | 'reconnecting'

type Signal = { description?: RTCSessionDescriptionInit; candidate?: RTCIceCandidateInit }
type ServerMessage = { type: 'welcome' | 'joined' | 'present' | 'signal' | 'left' | 'pong'; from?: string; payload?: Signal }

/** A signalling connection lost (not closed by us, not taken over by another tab) is tried again after this, doubling to 10 s. */
const RETRY_MS = 500
/**
 * The page pings the server this often; no answer for SILENT_MS means the connection is gone even if
 * the browser still calls it open (a dropped network can leave a socket hanging for minutes).
 */
const PING_MS = 10_000
const SILENT_MS = 15_000
/** After coming back, how long the other side has to answer before the page says it is waiting for them. */
const ANSWER_MS = 5_000
/** The server's close code when the same person joined from elsewhere: this page stops. */
const REPLACED = 4000

/**
 * A two-party WebRTC call (issue 14). Signalling is the API's relay at `/room/signal` (through the
 * web server, which adds the room's session); media flows peer to peer with the configured ICE
 * servers. Negotiation follows the "perfect negotiation" pattern: the doctor's side offers each fresh
 * connection, either side may renegotiate later, and the patient's yields on a collision. A dropped network (the browser going offline, or silence on
 * the socket) reconnects the signalling, and both sides then start a fresh peer connection; ICE
 * restarts when a connection fails while the signalling stays.
 */
export function useVideoCall({ iceServers, polite, localStream }: { iceServers: RTCIceServer[]; polite: boolean; localStream: MediaStream | null }) {
  const [remoteStream, setRemoteStream] = useState<MediaStream | null>(null)
  const [status, setStatus] = useState<CallStatus>('connecting')
  const [replaced, setReplaced] = useState(false)

  useEffect(() => {
    if (!localStream) return
    let socket: WebSocket | null = null
    let peer: RTCPeerConnection | null = null
    let remoteId: string | null = null
    let makingOffer = false
    let ignoreOffer = false
    let retries = 0
    let retryTimer: number | undefined
    let answerTimer: number | undefined
    /** Since when this side has waited for a word from the server (a ping's answer, or the welcome), if it has. */
    let waitingSince: number | null = null
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

    /** A fresh connection to `id`, with this side's tracks. */
    const startPeer = (id: string) => {
      closePeer()
      window.clearTimeout(answerTimer)
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
        // A fresh connection is offered by the impolite side alone (the polite one answers with its
        // tracks): when both offer at once, Chromium may stall ICE gathering after the rollback.
        if (polite && !connection.remoteDescription) return
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

    /** The socket is given up (closed by the server, or silent): try again after a back-off. */
    const lose = (ws: WebSocket) => {
      if (socket !== ws) return
      ws.onmessage = ws.onclose = null
      ws.close()
      socket = null
      setStatus('reconnecting')
      window.clearTimeout(answerTimer)
      window.clearTimeout(retryTimer)
      retryTimer = window.setTimeout(connect, Math.min(10_000, RETRY_MS * 2 ** retries++))
    }

    const connect = () => {
      const url = new URL('/room/signal', window.location.href)
      url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:'
      const ws = new WebSocket(url)
      socket = ws
      waitingSince = Date.now()
      ws.onmessage = (event) => {
        waitingSince = null
        const message = JSON.parse(String(event.data)) as ServerMessage
        if (message.type === 'welcome') {
          retries = 0
          if (peer) {
            // Back after a drop: the other side starts afresh with this new connection and says so
            // ('present'). No answer: they left while this side was away.
            closePeer()
            answerTimer = window.setTimeout(() => setStatus('waiting'), ANSWER_MS)
          } else setStatus('waiting')
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
        if (event.code !== REPLACED) return lose(ws)
        socket = null
        setReplaced(true)
        closePeer()
      }
    }

    // The browser knows when the network goes and comes back: no need to wait for silence or a back-off.
    const onOffline = () => socket && lose(socket)
    const onOnline = () => {
      if (socket) return
      window.clearTimeout(retryTimer)
      retries = 0
      connect()
    }
    window.addEventListener('offline', onOffline)
    window.addEventListener('online', onOnline)
    const heartbeat = window.setInterval(() => {
      if (!socket) return
      if (waitingSince !== null && Date.now() - waitingSince > SILENT_MS) return lose(socket)
      if (socket.readyState !== WebSocket.OPEN) return
      socket.send(JSON.stringify({ type: 'ping' }))
      waitingSince ??= Date.now()
    }, PING_MS)

    connect()
    return () => {
      window.clearTimeout(retryTimer)
      window.clearTimeout(answerTimer)
      window.clearInterval(heartbeat)
      window.removeEventListener('offline', onOffline)
      window.removeEventListener('online', onOnline)
      if (socket) socket.onclose = null
      socket?.close(1000, 'left')
      closePeer()
    }
  }, [iceServers, polite, localStream])

  return { remoteStream, status, replaced }
}
