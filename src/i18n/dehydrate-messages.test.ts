import { QueryClient } from '@tanstack/react-query'
import { expect, it } from 'vitest'
import { dehydrateMessages, hydrateMessages, isMessagesQuery, messagesQuery } from './messages'

it('sends the page’s message parts as JSON text, made once per part, and the browser gets them back before rendering', () => {
  const server = new QueryClient()
  const layout = { 'layout.home': 'Home' }
  const slice = {
    'auth.logout': 'Log out',
    'auth.resend_in': [
      { type: 0, value: 'in ' },
      { type: 1, value: 'seconds' },
    ],
  } as const
  server.setQueryData(messagesQuery('de', 'layout').queryKey, layout)
  server.setQueryData(messagesQuery('de', 'signedIn').queryKey, slice as never)
  server.setQueryData(['session', 'currentUser', 'de'], { id: 1 })
  void server.prefetchQuery({ queryKey: ['messages', 'de', 'ui'], queryFn: () => new Promise(() => {}) })

  const sent = dehydrateMessages(server)
  expect(sent.map(([locale, part]) => [locale, part])).toEqual([
    ['de', 'layout'],
    ['de', 'signedIn'],
  ])
  expect(dehydrateMessages(new QueryClient())).toEqual([])
  // The same text for the same part on the next request: stringified once.
  const again = new QueryClient()
  again.setQueryData(messagesQuery('de', 'layout').queryKey, layout)
  expect(dehydrateMessages(again)[0]![2]).toBe(sent[0]![2])

  const browser = new QueryClient()
  hydrateMessages(browser, JSON.parse(JSON.stringify(sent)))
  expect(browser.getQueryData(messagesQuery('de', 'layout').queryKey)).toEqual(layout)
  expect(browser.getQueryData(messagesQuery('de', 'signedIn').queryKey)).toEqual(slice)

  expect(isMessagesQuery({ queryKey: messagesQuery('en', 'ui').queryKey })).toBe(true)
  expect(isMessagesQuery({ queryKey: ['session', 'currentUser', 'en'] })).toBe(false)
})
