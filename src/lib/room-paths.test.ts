import { describe, expect, it } from 'vitest'
import { isVideoRoomPath } from './room-paths'
import { securityHeaders } from './security-headers'

describe('the camera and microphone', () => {
  it('are allowed on the video room page only, in any language', () => {
    for (const path of ['/room/home/12-abcdefghijklmnop', '/ar/room/home/12-abcdefghijklmnop', '/de/room/home/12-abc/'])
      expect(isVideoRoomPath(path), path).toBe(true)
    for (const path of ['/room', '/room/home', '/appointments/12', '/room/home/12/extra', '/roomy/home/12', '/ar/appointments'])
      expect(isVideoRoomPath(path), path).toBe(false)
  })

  it('by the Permissions-Policy the room page gets', () => {
    const base = { adapters: [], https: true, reportOnly: false }
    expect(securityHeaders({ ...base, cameraAndMicrophone: true })['permissions-policy']).toContain('camera=(self), microphone=(self)')
    expect(securityHeaders(base)['permissions-policy']).toContain('camera=(), microphone=()')
  })
})

describe('the LiveKit server', () => {
  it('is a place the page may connect to only when named', async () => {
    const { contentSecurityPolicy } = await import('./security-headers')
    expect(contentSecurityPolicy({ adapters: [], https: true, connectTo: ['wss://lk.example.org', 'https://lk.example.org'] })).toContain(
      "connect-src 'self' wss://lk.example.org https://lk.example.org",
    )
    expect(contentSecurityPolicy({ adapters: [], https: true })).toContain("connect-src 'self';")
  })
})
