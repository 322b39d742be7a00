import { describe, expect, it } from 'vitest'
import { webLink } from '../src/shared/web-link'

describe('webLink', () => {
  it('puts the reader’s language first, except English, and keeps a path in the web origin', () => {
    expect(webLink('https://app.example', 'en', '/appointments/7')).toBe('https://app.example/appointments/7')
    expect(webLink('https://app.example/', 'de', '/appointments/7')).toBe('https://app.example/de/appointments/7')
    expect(webLink('https://app.example/portal/', 'ar', '/', { page: 'createPassword', key: 'k' })).toBe(
      'https://app.example/portal/ar/?page=createPassword&key=k',
    )
    // An unknown or missing language reads as English, the default.
    expect(webLink('https://app.example', 'xx', '/room')).toBe('https://app.example/room')
    expect(webLink('https://app.example', null, '/room')).toBe('https://app.example/room')
  })
})
