import { describe, expect, it } from 'vitest'
import { requestOrigin } from './request-origin'

const headers = (values: Record<string, string>) => new Headers(values)

describe('requestOrigin', () => {
  it('uses the request URL without proxy headers', () => {
    expect(requestOrigin('http://127.0.0.1:3000/ar?x=1', headers({}))).toBe('http://127.0.0.1:3000')
  })

  it('prefers the forwarded host and protocol', () => {
    const result = requestOrigin(
      'http://10.0.0.5:3000/',
      headers({ 'x-forwarded-host': 'medconsult.example', 'x-forwarded-proto': 'https' }),
    )
    expect(result).toBe('https://medconsult.example')
  })

  it('takes the first value of a proxy chain', () => {
    const result = requestOrigin(
      'http://10.0.0.5/',
      headers({ 'x-forwarded-host': 'www.medconsult.example:8443, inner.local', 'x-forwarded-proto': 'https,http' }),
    )
    expect(result).toBe('https://www.medconsult.example:8443')
  })

  it('ignores forged or malformed forwarded values', () => {
    const result = requestOrigin(
      'https://medconsult.example/',
      headers({ 'x-forwarded-host': 'evil.example/path?"<script>', 'x-forwarded-proto': 'javascript' }),
    )
    expect(result).toBe('https://medconsult.example')
  })
})
