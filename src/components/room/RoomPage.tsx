import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react'
import { getRouteApi, Link } from '@tanstack/react-router'
import { MicIcon, MicOffIcon, PhoneOffIcon, VideoIcon, VideoOffIcon } from 'lucide-react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Card } from '~/components/ui/card'
import { Button } from '~/components/ui/button'
import { langParam } from '~/i18n/locales'
import { useLocale } from '~/i18n/useLocale'
import { cn } from '~/lib/utils'
import { roomStillOpen } from '~/queries/room'
import { formatCountdown } from '#contract/join-call'
import { useCallClock } from './use-call-clock'
import { useAudioLevel, useLocalMedia } from './use-local-media'
import { useLiveKitCall } from './use-livekit-call'
import { useVideoCall, type CallStatus } from './use-video-call'

const route = getRouteApi('/{-$lang}/room/home/$meetUrl')

type RoomConfig = NonNullable<ReturnType<typeof route.useLoaderData>['room']>

/**
 * The video room (issue 14, spec part 1 §4): a device test before joining (camera preview and a
 * microphone meter), then the call with the other side's video, mute and camera toggles and leave.
 */
export function RoomPage() {
  const { room } = route.useLoaderData()
  return (
    <main className="mx-auto flex min-h-dvh w-full max-w-5xl flex-col gap-6 px-4 py-6">
      <h1 className="text-2xl font-semibold">
        <FormattedMessage id="room.title" />
      </h1>
      {room ? <VideoRoom room={room} /> : <RoomClosed />}
    </main>
  )
}

function RoomClosed() {
  const locale = useLocale()
  return (
    <Card as="section" padding="lg" className="flex flex-col items-start gap-3">
      <h2 className="text-lg font-semibold">
        <FormattedMessage id="room.closed_title" />
      </h2>
      <p className="text-muted">
        <FormattedMessage id="room.closed_text" />
      </p>
      <Button asChild>
        <Link to="/{-$lang}/appointments" params={{ lang: langParam(locale) }}>
          <FormattedMessage id="room.back_to_appointments" />
        </Link>
      </Button>
    </Card>
  )
}

function VideoRoom({ room }: { room: RoomConfig }) {
  const media = useLocalMedia()
  const [stage, setStage] = useState<'lobby' | 'call' | 'left'>('lobby')
  if (stage === 'left') {
    return (
      <Card as="section" padding="lg" className="flex flex-col items-start gap-3">
        <h2 className="text-lg font-semibold">
          <FormattedMessage id="room.left_title" />
        </h2>
        <Button onClick={() => setStage('lobby')}>
          <FormattedMessage id="room.rejoin" />
        </Button>
        <BackToAppointment room={room} />
      </Card>
    )
  }
  if (stage === 'lobby' || !media.stream) {
    return (
      <>
        <Lobby media={media} onJoin={() => setStage('call')} />
        <BackToAppointment room={room} />
      </>
    )
  }
  return <Call room={room} localStream={media.stream} onLeave={() => setStage('left')} />
}

function BackToAppointment({ room }: { room: RoomConfig }) {
  const locale = useLocale()
  if (room.role !== 'patient') return null
  return (
    <Link
      to="/{-$lang}/appointments/$id"
      params={{ lang: langParam(locale), id: String(room.appointmentId) }}
      className="text-brand-700 hover:underline"
    >
      <FormattedMessage id="room.back_to_appointment" />
    </Link>
  )
}

function Lobby({ media, onJoin }: { media: ReturnType<typeof useLocalMedia>; onJoin: () => void }) {
  const intl = useIntl()
  const level = useAudioLevel(media.stream)
  return (
    <Card as="section" padding="lg" aria-labelledby="room-lobby" className="flex flex-col gap-4">
      <h2 id="room-lobby" className="text-lg font-semibold">
        <FormattedMessage id="room.lobby_title" />
      </h2>
      <p className="text-muted">
        <FormattedMessage id="room.lobby_text" />
      </p>
      {media.problem ? (
        <div role="alert" className="flex flex-col items-start gap-3 rounded-lg bg-red-50 p-4 text-red-800">
          <FormattedMessage id={media.problem === 'denied' ? 'room.permission_denied' : 'room.devices_unavailable'} />
          <Button variant="outline" onClick={() => void media.retry()}>
            <FormattedMessage id="room.retry" />
          </Button>
        </div>
      ) : (
        <>
          <StreamVideo
            stream={media.stream}
            muted
            label={intl.formatMessage({ id: 'room.your_camera' })}
            className="aspect-video w-full max-w-md"
            mirrored
          />
          <div className="flex items-center gap-3">
            <MicIcon aria-hidden className="size-5 text-muted" />
            <meter
              min={0}
              max={1}
              value={level}
              aria-label={intl.formatMessage({ id: 'room.mic_level' })}
              className="h-2 w-48"
              data-testid="mic-level"
            />
          </div>
        </>
      )}
      <Button className="self-start" disabled={!media.stream} onClick={onJoin}>
        <FormattedMessage id="room.join" />
      </Button>
    </Card>
  )
}

/** The call on LiveKit when the API is configured for it, else the embedded peer-to-peer call. */
function Call(props: { room: RoomConfig; localStream: MediaStream; onLeave: () => void }) {
  const intl = useIntl()
  const { liveKit, peerName, role } = props.room
  // Someone without a name is their side ("Patient", "Doctor") in the reader's language, never an e-mail.
  const peer = peerName ?? intl.formatMessage({ id: role === 'patient' ? 'room.peer_doctor' : 'room.peer_patient' })
  return liveKit ? <LiveKitCall {...props} liveKit={liveKit} peerName={peer} /> : <PeerCall {...props} peerName={peer} />
}

type CallProps = { room: RoomConfig; peerName: string; localStream: MediaStream; onLeave: () => void }

function PeerCall({ room, peerName, localStream, onLeave }: CallProps) {
  const locale = useLocale()
  const { meetUrl } = route.useParams()
  const stillOpen = useCallback(() => roomStillOpen(locale, meetUrl), [locale, meetUrl])
  const call = useVideoCall({ iceServers: room.iceServers, polite: room.role === 'patient', localStream, stillOpen })
  return <CallView call={call} peerName={peerName} localStream={localStream} onLeave={onLeave} />
}

function LiveKitCall({ liveKit, peerName, localStream, onLeave }: CallProps & { liveKit: { url: string; token: string } }) {
  const call = useLiveKitCall({ ...liveKit, localStream })
  return <CallView call={call} peerName={peerName} localStream={localStream} onLeave={onLeave} />
}

/**
 * The call fills the screen, as a phone call does (issue 26 #12): the other side's video behind
 * everything, their name, the status and the call's time on top, the self-view small in a corner,
 * and the controls at the bottom within thumb reach, in portrait and landscape alike. A wide screen
 * shows the whole picture (contain); a phone fills itself with it (cover) as video-call apps do.
 */
function CallView({
  call,
  peerName,
  localStream,
  onLeave,
}: {
  call: ReturnType<typeof useVideoCall>
  peerName: string
  localStream: MediaStream
  onLeave: () => void
}) {
  const intl = useIntl()
  const { remoteStream, status, ended } = call
  const [muted, setMuted] = useState(false)
  const [cameraOff, setCameraOff] = useState(false)
  const elapsed = useCallClock(status)

  useEffect(() => {
    for (const track of localStream.getAudioTracks()) track.enabled = !muted
  }, [localStream, muted])
  useEffect(() => {
    for (const track of localStream.getVideoTracks()) track.enabled = !cameraOff
  }, [localStream, cameraOff])

  if (ended === 'closed') return <RoomClosed />
  if (ended === 'replaced') {
    return (
      <Card as="p" padding="lg" role="status">
        <FormattedMessage id="room.replaced" />
      </Card>
    )
  }
  return (
    <section aria-labelledby="room-peer" className="fixed inset-0 z-40 flex flex-col overflow-hidden bg-slate-950 text-white">
      <StreamVideo
        stream={remoteStream}
        label={intl.formatMessage({ id: 'room.their_video' }, { name: peerName })}
        className="absolute inset-0 size-full bg-slate-950 tablet:object-contain"
        testId="remote-video"
      />
      <div className="relative flex flex-col gap-0.5 bg-linear-to-b from-black/75 to-transparent px-4 pt-3 pb-10">
        <h2 id="room-peer" className="truncate text-lg font-semibold">
          <bdi>{peerName}</bdi>
        </h2>
        <p className="flex flex-wrap items-center gap-x-3 text-sm">
          <span role="status" data-status={status}>
            <FormattedMessage id={STATUS_MESSAGE[status]} />
          </span>
          {elapsed !== null && (
            <span role="timer" aria-live="off" className="font-medium tabular-nums" data-testid="call-clock">
              <span className="sr-only">
                <FormattedMessage id="room.call_time" />{' '}
              </span>
              <bdi>{formatCountdown(elapsed)}</bdi>
            </span>
          )}
        </p>
      </div>
      <StreamVideo
        stream={localStream}
        muted
        mirrored
        label={intl.formatMessage({ id: 'room.your_camera' })}
        testId="self-video"
        className="absolute end-3 top-20 aspect-3/4 w-24 rounded-xl border-2 border-white/80 shadow-lg landscape:aspect-video landscape:w-36 tablet:w-56 tablet:landscape:w-56"
      />
      <div
        className="relative mt-auto flex items-start justify-center gap-4 bg-linear-to-t from-black/75 to-transparent px-4 pt-10 pb-4"
        data-testid="call-controls"
      >
        <CallControl
          pressed={muted}
          onClick={() => setMuted((value) => !value)}
          icon={muted ? <MicOffIcon aria-hidden /> : <MicIcon aria-hidden />}
        >
          <FormattedMessage id="room.mute" />
        </CallControl>
        <CallControl
          pressed={cameraOff}
          onClick={() => setCameraOff((value) => !value)}
          icon={cameraOff ? <VideoOffIcon aria-hidden /> : <VideoIcon aria-hidden />}
        >
          <FormattedMessage id="room.camera_off" />
        </CallControl>
        <CallControl danger onClick={onLeave} icon={<PhoneOffIcon aria-hidden />}>
          <FormattedMessage id="room.leave" />
        </CallControl>
      </div>
    </section>
  )
}

/** A round control with its word beneath, big enough for a thumb; a toggle says whether it is on. */
function CallControl({
  pressed,
  danger = false,
  onClick,
  icon,
  children,
}: {
  pressed?: boolean
  danger?: boolean
  onClick: () => void
  icon: ReactNode
  children: ReactNode
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onClick}
      className="group flex w-24 flex-col items-center gap-1.5 rounded-xl p-1 text-center text-xs leading-tight font-medium outline-none focus-visible:ring-2 focus-visible:ring-white"
    >
      <span
        className={cn(
          'flex size-14 items-center justify-center rounded-full transition-colors [&_svg]:size-6',
          danger
            ? 'bg-red-600 group-hover:bg-red-700'
            : 'bg-white/20 group-hover:bg-white/30 group-aria-pressed:bg-white group-aria-pressed:text-slate-900',
        )}
      >
        {icon}
      </span>
      {children}
    </button>
  )
}

const STATUS_MESSAGE: Record<CallStatus, string> = {
  waiting: 'room.waiting',
  connecting: 'room.connecting',
  connected: 'room.connected',
  reconnecting: 'room.reconnecting',
}

function StreamVideo({
  stream,
  muted = false,
  mirrored = false,
  label,
  className,
  testId,
}: {
  stream: MediaStream | null
  muted?: boolean
  mirrored?: boolean
  label: string
  className?: string
  testId?: string
}) {
  const ref = useRef<HTMLVideoElement>(null)
  useEffect(() => {
    if (ref.current) ref.current.srcObject = stream
  }, [stream])
  return (
    <video
      ref={ref}
      autoPlay
      playsInline
      muted={muted}
      aria-label={label}
      data-testid={testId}
      className={cn('bg-slate-800 object-cover', mirrored && '-scale-x-100', className)}
    />
  )
}
