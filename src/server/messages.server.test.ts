import { expect, it } from 'vitest'
import { LOCALES } from '~/i18n/locales'
import { compiledMessages } from './messages.server'

it('compiles the signedIn slice in every language with exactly its keys, keeping their namespace', () => {
  const expected = Object.keys(compiledMessages('en', 'signedIn')).sort()
  expect(expected).toContain('auth.logout')
  expect(expected).toContain('home.qr_label')
  expect(expected).not.toContain('auth.login_submit')
  for (const locale of LOCALES) {
    const slice = compiledMessages(locale, 'signedIn')
    expect(Object.keys(slice).sort()).toEqual(expected)
    expect(slice['auth.logout']).toBe(compiledMessages(locale, 'auth')['auth.logout'])
  }
})
