import { describe, expect, it } from 'vitest'
import { safeRedirectTarget } from './safe-redirect'

const ORIGIN = 'https://clinic.example'

describe('safeRedirectTarget', () => {
  it.each([
    ['/ru/account?slug=settings', '/ru/account?slug=settings'],
    ['/doctors#list', '/doctors#list'],
    ['/', '/'],
    // an absolute URL on our own origin is reduced to its path
    ['https://clinic.example/health?x=1', '/health?x=1'],
    // dot segments are resolved the way a browser would
    ['/account/../health', '/health'],
    // encoded slashes stay encoded: a same-origin path, never read as a host
    ['/%2F%2Fevil.example', '/%2F%2Fevil.example'],
    ['/%5Cevil.example', '/%5Cevil.example'],
  ])('keeps %j as %j', (value, expected) => {
    expect(safeRedirectTarget(value, ORIGIN)).toBe(expected)
  })

  it.each([
    // the report: the decoded cookie or parameter holds a tab that browsers drop
    '/\t/evil.example/steal',
    '\t//evil.example',
    '/%09/evil.example'.replace('%09', '\t'),
    '/\n/evil.example',
    '/\r\n/evil.example',
    '/\u0000/evil.example',
    '/\u007f/evil.example',
    '/\u0085/evil.example',
    '//evil.example',
    '///evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '/.//evil.example',
    'https://evil.example/',
    'http://clinic.example/',
    'https://clinic.example.evil.example/',
    'https://clinic.example@evil.example/',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'mailto:someone@evil.example',
    '',
    null,
    undefined,
  ])('refuses %j', (value) => {
    expect(safeRedirectTarget(value, ORIGIN)).toBeNull()
  })

  it('keeps a plain encoded tab, which stays a same-origin path segment', () => {
    expect(safeRedirectTarget('/%09/evil.example', ORIGIN)).toBe('/%09/evil.example')
  })
})
