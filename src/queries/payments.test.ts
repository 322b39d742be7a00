import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it, vi } from 'vitest'
import { paymentQueries } from './payments'
import { refetchSession } from './session'

// The server functions are not called here (the cache is filled by hand); their module needs a server.
vi.mock('~/server/session.functions', () => ({ getCurrentUser: vi.fn() }))

describe('the entitlements query', () => {
  it('is read again when the session changes: a visitor who signs in on the booking page sees their discount', async () => {
    const client = new QueryClient()
    const { queryKey } = paymentQueries.entitlements('en')
    // A visitor's answer: no plan.
    client.setQueryData(queryKey, null)
    await refetchSession(client)
    expect(client.getQueryState(queryKey)?.isInvalidated).toBe(true)
  })
})
