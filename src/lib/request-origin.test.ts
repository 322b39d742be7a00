import { describe, expect, it } from 'vitest'
import { requestOrigin } from './request-origin'

const headers = (values: Record<string, string>) => new Headers(values)

describe('requestOrigin', () => {
  it('uses the request URL without proxy headers', () => {
    expect(requestOrigin('http://127.0.0.1:3000/ar?x=1', headers({}), 0)).toBe('http://127.0.0.1:3000')
  })

  it('ignores forwarded host and protocol without trusted proxies (the client wrote them)', () => {
    const forged = headers({ 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' })
    expect(requestOrigin('http://127.0.0.1:3000/', forged, 0)).toBe('http://127.0.0.1:3000')
  })

  it('prefers the forwarded host and protocol behind a trusted proxy', () => {
    const result = requestOrigin(
      'http://10.0.0.5:3000/',
      headers({ 'x-forwarded-host': 'medconsult.example', 'x-forwarded-proto': 'https' }),
      1,
    )
    expect(result).toBe('https://medconsult.example')
  })

  it('takes the value the outermost trusted proxy of a chain wrote', () => {
    const chain = headers({ 'x-forwarded-host': 'www.medconsult.example:8443, inner.local', 'x-forwarded-proto': 'https,http' })
    expect(requestOrigin('http://10.0.0.5/', chain, 2)).toBe('https://www.medconsult.example:8443')
    // one trusted hop: a value the client put in front of the proxy's is not read
    const prefixed = headers({ 'x-forwarded-host': 'evil.example, medconsult.example' })
    expect(requestOrigin('http://10.0.0.5/', prefixed, 1)).toBe('http://medconsult.example')
  })

  it('ignores forged or malformed forwarded values', () => {
    const result = requestOrigin(
      'https://medconsult.example/',
      headers({ 'x-forwarded-host': 'evil.example/path?"<script>', 'x-forwarded-proto': 'javascript' }),
      1,
    )
    expect(result).toBe('https://medconsult.example')
  })
})
