import { useEffect, useState } from 'react'

/** What the page shows of the call: nobody else yet, setting up, talking, or finding each other again. */
export type CallStatus = 'waiting' | 'connecting' | 'connected' | 'reconnecting'
/** Why this page's part in the call is over: the same person joined from elsewhere, or the room is closed to it (session over, appointment over). */
export type CallEnd = 'replaced' | 'closed'

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
/** After this many failed connections in a row (online), the page asks whether the room is still open to it. */
const CHECK_AFTER = 3
/** The server's close codes that end this page's part (api/src/rooms/signalling.ts). */
const CLOSE_ENDS: Record<number, CallEnd> = { 4000: 'replaced', 4001: 'closed' }

/** One peer connection to one connection of the other side, with its own negotiation state and signal queue. */
type Peer = { id: string; connection: RTCPeerConnection; makingOffer: boolean; ignoreOffer: boolean; signals: Promise<void> }

/**
 * A two-party WebRTC call (issue 14). Signalling is the API's relay at `/room/signal` (through the
 * web server, which adds the room's session); media flows peer to peer with the configured ICE
 * servers. Negotiation follows the "perfect negotiation" pattern, except that the doctor's side
 * (impolite) alone offers a fresh connection and restarts ICE: when both sides offered at once,
 * Chromium stalled ICE gathering on the side that rolled back (ADR 0036). A dropped network (the
 * browser going offline, or no answer to a ping) reconnects the signalling, and both sides then start
 * a fresh peer connection.
 */
export function useVideoCall({
  iceServers,
  polite,
  localStream,
  stillOpen,
}: {
  iceServers: RTCIceServer[]
  polite: boolean
  localStream: MediaStream | null
  /** Whether the room still takes this page (its session valid, the appointment approved or started). */
  stillOpen: () => Promise<boolean>
}) {
  const [remoteStream, setRemoteStream] = useState<MediaStream | null>(null)
  const [status, setStatus] = useState<CallStatus>('connecting')
  const [ended, setEnded] = useState<CallEnd | null>(null)

  useEffect(() => {
    if (!localStream) return
    let disposed = false
    let socket: WebSocket | null = null
    let peer: Peer | null = null
    let retries = 0
    let retryTimer: number | undefined
    let answerTimer: number | undefined
    /** Since when this side has waited for a word from the server (a ping's answer, or the welcome), if it has. */
    let waitingSince: number | null = null

    const send = (to: string, payload: Signal) => {
      if (socket?.readyState === WebSocket.OPEN) socket.send(JSON.stringify({ type: 'signal', to, payload }))
    }

    /** Ends the current peer: its queued signals are dropped (a closed connection's promises may never settle). */
    const closePeer = () => {
      peer?.connection.close()
      peer = null
      setRemoteStream(null)
    }

    /** A fresh connection to the other side's connection `id`, with this side's tracks. */
    const startPeer = (id: string) => {
      closePeer()
      window.clearTimeout(answerTimer)
      const connection = new RTCPeerConnection({ iceServers })
      const current: Peer = { id, connection, makingOffer: false, ignoreOffer: false, signals: Promise.resolve() }
      peer = current
      const remote = new MediaStream()
      connection.ontrack = ({ track }) => {
        remote.addTrack(track)
        setRemoteStream(new MediaStream(remote.getTracks()))
      }
      connection.onicecandidate = ({ candidate }) => {
        if (candidate) send(id, { candidate: candidate.toJSON() })
      }
      connection.onnegotiationneeded = async () => {
        // The polite side answers a fresh connection with its tracks rather than offering too.
        if (polite && !connection.remoteDescription) return
        try {
          current.makingOffer = true
          await connection.setLocalDescription()
          if (connection.localDescription) send(id, { description: connection.localDescription.toJSON() })
        } catch {
          // A connection closed meanwhile, or a negotiation the other side's offer overtook.
        } finally {
          current.makingOffer = false
        }
      }
      connection.oniceconnectionstatechange = () => {
        if (connection.iceConnectionState === 'failed' && !polite) connection.restartIce()
      }
      connection.onconnectionstatechange = () => {
        if (peer !== current) return
        const state = connection.connectionState
        setStatus(state === 'connected' ? 'connected' : state === 'disconnected' || state === 'failed' ? 'reconnecting' : 'connecting')
      }
      for (const track of localStream.getTracks()) connection.addTrack(track, localStream)
      setStatus('connecting')
    }

    /** Applies one signal to the peer it was meant for; a step for a peer since replaced does nothing. */
    const applySignal = async (target: Peer, { description, candidate }: Signal) => {
      if (peer !== target) return
      const { connection } = target
      if (description) {
        const collision = description.type === 'offer' && (target.makingOffer || connection.signalingState !== 'stable')
        target.ignoreOffer = !polite && collision
        if (target.ignoreOffer) return
        await connection.setRemoteDescription(description)
        if (description.type === 'offer' && peer === target) {
          await connection.setLocalDescription()
          if (connection.localDescription) send(target.id, { description: connection.localDescription.toJSON() })
        }
      } else if (candidate) {
        try {
          await connection.addIceCandidate(candidate)
        } catch (error) {
          if (!target.ignoreOffer) throw error
        }
      }
    }

    /** Stops everything for good: unmounted, or the server ended this page's part. */
    const dispose = () => {
      disposed = true
      window.clearTimeout(retryTimer)
      window.clearTimeout(answerTimer)
      window.clearInterval(heartbeat)
      window.removeEventListener('offline', onOffline)
      window.removeEventListener('online', onOnline)
      if (socket) {
        socket.onmessage = socket.onclose = null
        socket.close(1000, 'left')
        socket = null
      }
      closePeer()
    }

    const end = (why: CallEnd) => {
      dispose()
      setEnded(why)
    }

    /**
     * The socket is given up (closed by the server, or silent): try again after a back-off. A refused
     * connection looks the same to the browser, so after a few the page asks whether the room is over.
     */
    const lose = (ws: WebSocket) => {
      if (socket !== ws || disposed) return
      ws.onmessage = ws.onclose = null
      ws.close()
      socket = null
      setStatus('reconnecting')
      window.clearTimeout(answerTimer)
      window.clearTimeout(retryTimer)
      retryTimer = window.setTimeout(connect, Math.min(10_000, RETRY_MS * 2 ** retries++))
      if (retries === CHECK_AFTER && navigator.onLine) {
        stillOpen().then(
          (open) => open || disposed || end('closed'),
          () => undefined,
        )
      }
    }

    const onMessage = (ws: WebSocket, message: ServerMessage) => {
      if (message.type === 'welcome') {
        retries = 0
        if (peer) {
          // Back after a drop: the other side starts afresh with this new connection and says so
          // ('present'). No answer: they left while this side was away.
          closePeer()
          setStatus('reconnecting')
          answerTimer = window.setTimeout(() => setStatus('waiting'), ANSWER_MS)
        } else setStatus('waiting')
      } else if (message.type === 'joined' && message.from) {
        // Someone came in (or back): greet them and start afresh with them.
        ws.send(JSON.stringify({ type: 'present', to: message.from }))
        startPeer(message.from)
      } else if (message.type === 'present' && message.from && message.from !== peer?.id) {
        startPeer(message.from)
      } else if (message.type === 'signal' && message.payload && peer && message.from === peer.id) {
        // One at a time, in order: a candidate must not overtake the description it belongs to. A
        // failed step leaves the connection's own state to tell how the call is.
        const target = peer
        const payload = message.payload
        target.signals = target.signals.then(() => applySignal(target, payload)).catch(() => undefined)
      } else if (message.type === 'left' && message.from === peer?.id) {
        closePeer()
        setStatus('waiting')
      }
    }

    function connect() {
      if (disposed) return
      const url = new URL('/room/signal', window.location.href)
      url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:'
      const ws = new WebSocket(url)
      socket = ws
      waitingSince = Date.now()
      ws.onmessage = (event) => {
        waitingSince = null
        onMessage(ws, JSON.parse(String(event.data)) as ServerMessage)
      }
      ws.onclose = (event) => {
        const why = CLOSE_ENDS[event.code]
        if (why) end(why)
        else lose(ws)
      }
    }

    // The browser knows when the network goes and comes back: no need to wait for silence or a back-off.
    function onOffline() {
      if (socket) lose(socket)
    }
    function onOnline() {
      if (socket || disposed) return
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
    return dispose
  }, [iceServers, polite, localStream, stillOpen])

  return { remoteStream, status, ended }
}
