import { describe, expect, it } from 'vitest'
import { isIP } from 'node:net'
import { clientAddress as clientAddressWith, trustedForwardedValue } from './forwarded'

/** Both servers pass Node's own address check. */
const clientAddress = (socket: string | undefined, forwardedFor: string | null | undefined, hops: number) =>
  clientAddressWith(socket, forwardedFor, hops, isIP)

describe('clientAddress (TRUST_PROXY hop counting)', () => {
  it('uses the socket only when no proxy is trusted, whatever X-Forwarded-For says', () => {
    expect(clientAddress('203.0.113.7', '1.2.3.4', 0)).toBe('203.0.113.7')
    expect(clientAddress('203.0.113.7', undefined, 0)).toBe('203.0.113.7')
  })

  it('takes the N-th address from the right with N trusted hops', () => {
    const chain = '6.6.6.6, 198.51.100.1, 10.0.0.2'
    expect(clientAddress('10.0.0.1', chain, 1)).toBe('10.0.0.2')
    expect(clientAddress('10.0.0.1', chain, 2)).toBe('198.51.100.1')
    expect(clientAddress('10.0.0.1', chain, 3)).toBe('6.6.6.6')
  })

  it('never reads further left than the trusted hops, so a client-written prefix is ignored', () => {
    // one trusted proxy appended the real peer after whatever the client sent
    expect(clientAddress('10.0.0.1', '1.1.1.1, 2.2.2.2, 198.51.100.9', 1)).toBe('198.51.100.9')
  })

  it('stops at the leftmost entry when the list is shorter than the hop count, and at the socket without one', () => {
    expect(clientAddress('10.0.0.1', '198.51.100.1', 3)).toBe('198.51.100.1')
    expect(clientAddress('10.0.0.1', undefined, 2)).toBe('10.0.0.1')
  })

  it('stops at a malformed entry and keeps the last valid address', () => {
    expect(clientAddress('10.0.0.1', '198.51.100.1, not-an-ip', 2)).toBe('10.0.0.1')
    expect(clientAddress('10.0.0.1', 'not-an-ip, 198.51.100.1', 2)).toBe('198.51.100.1')
  })

  it('reads IPv4-mapped IPv6 as IPv4 and keeps IPv6 as it is', () => {
    expect(clientAddress('::ffff:192.0.2.4', null, 0)).toBe('192.0.2.4')
    expect(clientAddress('::1', '2001:db8::5', 1)).toBe('2001:db8::5')
  })

  it('is undefined without a socket address and without trusted hops', () => {
    expect(clientAddress(undefined, '1.2.3.4', 0)).toBeUndefined()
  })
})

describe('trustedForwardedValue (X-Forwarded-Host / -Proto)', () => {
  it('is ignored without trusted hops', () => {
    expect(trustedForwardedValue('evil.example', 0)).toBeUndefined()
  })

  it('takes the value the outermost trusted proxy wrote', () => {
    expect(trustedForwardedValue('forged.example, public.example', 1)).toBe('public.example')
    expect(trustedForwardedValue('public.example, inner.local', 2)).toBe('public.example')
    expect(trustedForwardedValue('public.example', 2)).toBe('public.example')
    expect(trustedForwardedValue('', 1)).toBeUndefined()
  })
})
