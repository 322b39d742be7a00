import { useEffect, useState } from 'react'
import type { CallStatus } from './use-video-call'

/**
 * The call on a LiveKit server (issue 14, ADR 0036), when the API is configured for it: the same
 * contract as useVideoCall for the page. livekit-client loads only here, so the embedded call's
 * pages never carry it; it reconnects by itself after a network drop.
 */
export function useLiveKitCall({ url, token, localStream }: { url: string; token: string; localStream: MediaStream | null }) {
  const [remoteStream, setRemoteStream] = useState<MediaStream | null>(null)
  const [status, setStatus] = useState<CallStatus>('connecting')

  useEffect(() => {
    if (!localStream) return
    let stopped = false
    let leave = () => {}
    void import('livekit-client')
      .then(async ({ Room, RoomEvent, ConnectionState }) => {
        if (stopped) return
        const room = new Room({ adaptiveStream: true, dynacast: true })
        leave = () => void room.disconnect()
        const remote = new MediaStream()
        const showRemote = () => setRemoteStream(remote.getTracks().length ? new MediaStream(remote.getTracks()) : null)
        room.on(RoomEvent.TrackSubscribed, (track) => {
          remote.addTrack(track.mediaStreamTrack)
          showRemote()
          setStatus('connected')
        })
        room.on(RoomEvent.TrackUnsubscribed, (track) => {
          remote.removeTrack(track.mediaStreamTrack)
          showRemote()
        })
        room.on(RoomEvent.ParticipantDisconnected, () => {
          if (room.remoteParticipants.size === 0) setStatus('waiting')
        })
        room.on(RoomEvent.ParticipantConnected, () => setStatus('connecting'))
        room.on(RoomEvent.ConnectionStateChanged, (state) => {
          if (state === ConnectionState.Reconnecting || state === ConnectionState.SignalReconnecting) setStatus('reconnecting')
          else if (state === ConnectionState.Connected) setStatus(room.remoteParticipants.size ? 'connected' : 'waiting')
        })
        await room.connect(url, token)
        if (stopped) return leave()
        for (const track of localStream.getTracks()) await room.localParticipant.publishTrack(track)
        setStatus(room.remoteParticipants.size ? 'connected' : 'waiting')
      })
      .catch(() => setStatus('reconnecting'))
    return () => {
      stopped = true
      leave()
    }
  }, [url, token, localStream])

  return { remoteStream, status, ended: null }
}
