import { parse } from '@formatjs/icu-messageformat-parser'
import { createIntl } from 'react-intl'
import { describe, expect, it } from 'vitest'
import { compactMessage, mergeMessages, type CompactMessages } from './compact-messages'

const compact = (messages: Record<string, string>): CompactMessages =>
  Object.fromEntries(Object.entries(messages).map(([id, text]) => [id, compactMessage(parse(text))]))

describe('compact messages', () => {
  it('sends plain text as text and keeps an AST only where there is something to format', () => {
    const messages = compact({
      a: 'Log in',
      b: "You're all set",
      c: "It's '{'literal'}'",
      d: 'Hello {name}',
      e: '{n, plural, one {# doctor} other {# doctors}}',
    })
    expect(messages.a).toBe('Log in')
    expect(messages.b).toBe("You're all set")
    // ICU escapes are resolved by the parser: the text is what the user sees.
    expect(messages.c).toBe("It's {literal}")
    expect(Array.isArray(messages.d)).toBe(true)
    expect(Array.isArray(messages.e)).toBe(true)
  })

  it('formats with react-intl exactly as the parsed messages did, without a parser or errors', () => {
    const source = {
      'x.plain': 'Find a doctor',
      'x.arg': 'Rated {rating} out of 5',
      'x.plural': '{n, plural, one {# year} other {# years}}',
    }
    const errors: unknown[] = []
    const intl = createIntl({ locale: 'en', messages: mergeMessages([compact(source)]), onError: (error) => errors.push(error) })
    expect(intl.formatMessage({ id: 'x.plain' })).toBe('Find a doctor')
    expect(intl.formatMessage({ id: 'x.arg' }, { rating: '4.8' })).toBe('Rated 4.8 out of 5')
    expect(intl.formatMessage({ id: 'x.plural' }, { n: 3 })).toBe('3 years')
    expect(errors).toEqual([])
  })

  it('merges namespaces once per combination of the same parts', () => {
    const layout = compact({ 'layout.login': 'Log in' })
    const home = compact({ 'home.title': 'Welcome' })
    const merged = mergeMessages([layout, home])
    expect(Object.keys(merged)).toEqual(['layout.login', 'home.title'])
    expect(mergeMessages([layout, home])).toBe(merged)
    expect(mergeMessages([layout])).not.toBe(merged)
    expect(mergeMessages([layout, compact({ 'home.title': 'Welcome' })])).not.toBe(merged)
  })
})
