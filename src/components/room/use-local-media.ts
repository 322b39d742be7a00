import { useCallback, useEffect, useState } from 'react'

export type MediaProblem = 'denied' | 'unavailable'

/** The camera and microphone (the room's page is the only one allowed them); stopped when the page goes. */
export function useLocalMedia() {
  const [stream, setStream] = useState<MediaStream | null>(null)
  const [problem, setProblem] = useState<MediaProblem | null>(null)

  const start = useCallback(async () => {
    try {
      setStream(await navigator.mediaDevices.getUserMedia({ audio: true, video: { width: { ideal: 1280 }, height: { ideal: 720 } } }))
      setProblem(null)
    } catch (error) {
      setProblem(error instanceof DOMException && error.name === 'NotAllowedError' ? 'denied' : 'unavailable')
    }
  }, [])

  useEffect(() => {
    void start()
  }, [start])
  useEffect(() => () => stream?.getTracks().forEach((track) => track.stop()), [stream])

  return { stream, problem, retry: start }
}

/** How loud the microphone is, 0 to 1, for the device test before joining. */
export function useAudioLevel(stream: MediaStream | null): number {
  const [level, setLevel] = useState(0)
  useEffect(() => {
    if (!stream || stream.getAudioTracks().length === 0) return
    const context = new AudioContext()
    const analyser = context.createAnalyser()
    analyser.fftSize = 512
    context.createMediaStreamSource(stream).connect(analyser)
    const samples = new Uint8Array(analyser.fftSize)
    let frame = 0
    const measure = () => {
      analyser.getByteTimeDomainData(samples)
      let peak = 0
      for (const sample of samples) peak = Math.max(peak, Math.abs(sample - 128) / 128)
      setLevel(peak)
      frame = requestAnimationFrame(measure)
    }
    measure()
    return () => {
      cancelAnimationFrame(frame)
      void context.close()
    }
  }, [stream])
  return level
}
