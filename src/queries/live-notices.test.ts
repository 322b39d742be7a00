import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it, vi } from 'vitest'
import { appointmentQueries } from './appointments'
import { liveNoticeKeys, refetchForNotice } from './live-notices'
import { notificationQueries } from './notifications'
import { paymentQueries } from './payments'
import { sessionQueries } from './session'

// The server functions are not called here (the cache is filled by hand); their module needs a server.
vi.mock('~/server/session.functions', () => ({ getCurrentUser: vi.fn() }))

/** A cache holding what a signed-in page may show: appointments 7 and 8, the lists, the payments, the bell. */
function filledCache() {
  const client = new QueryClient()
  const queries = {
    seven: appointmentQueries.detail('de', '7').queryKey,
    eight: appointmentQueries.detail('de', '8').queryKey,
    active: appointmentQueries.list('de', 'active').queryKey,
    past: appointmentQueries.list('de', 'past').queryKey,
    charges: paymentQueries.charges('de', 0).queryKey,
    payable: paymentQueries.payable('de', 'pay-7').queryKey,
    cards: paymentQueries.cards('de').queryKey,
    panel: notificationQueries.list('de', 'all').queryKey,
    user: [...sessionQueries.currentUsers(), 'de'],
  }
  for (const key of Object.values(queries)) client.setQueryData(key, {})
  const invalidated = () =>
    Object.entries(queries)
      .filter(([, key]) => client.getQueryState(key)?.isInvalidated)
      .map(([name]) => name)
      .sort()
  return { client, invalidated }
}

describe('what a live notice refetches (issue 26)', () => {
  it('new times proposed for appointment 7: that appointment, the lists and the bell, nothing else', async () => {
    const { client, invalidated } = filledCache()
    await refetchForNotice(client, JSON.stringify({ type: 'created', id: 1, kind: 'dates_proposed', appointmentId: 7 }))
    expect(invalidated()).toEqual(['active', 'panel', 'past', 'seven', 'user'])
  })

  it('a payment received: the appointment, the lists, the history and the payment pages too (not the cards)', async () => {
    const { client, invalidated } = filledCache()
    await refetchForNotice(client, JSON.stringify({ type: 'created', id: 2, kind: 'payment_received', appointmentId: 7 }))
    expect(invalidated()).toEqual(['active', 'charges', 'panel', 'past', 'payable', 'seven', 'user'])
  })

  it('a reminder, a notification read, an unknown kind or an unreadable notice: the bell only', async () => {
    for (const data of [
      JSON.stringify({ type: 'created', id: 3, kind: 'reminder_1h', appointmentId: 7 }),
      JSON.stringify({ type: 'changed', id: 3 }),
      JSON.stringify({ type: 'created', id: 4, kind: 'something_new', appointmentId: 7 }),
      'not json',
    ]) {
      const { client, invalidated } = filledCache()
      await refetchForNotice(client, data)
      expect(invalidated(), data).toEqual(['panel', 'user'])
    }
  })

  it('an event with no appointment refetches no appointment', () => {
    expect(liveNoticeKeys({ type: 'created', id: 5, kind: 'message', appointmentId: null })).toEqual([
      notificationQueries.all,
      sessionQueries.currentUsers(),
    ])
  })
})
