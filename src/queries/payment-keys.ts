/**
 * The payment query keys apart from the query options (payments.ts), as appointment-keys.ts is: what
 * the live notifications refetch on every signed-in page without loading the payment screens' code.
 */
const all = ['payments'] as const

export const paymentKeys = {
  all,
  cards: () => [...all, 'cards'] as const,
  charges: () => [...all, 'charges'] as const,
  /** an appointment's payment page by its pay key; without one, every such page */
  payable: (payKey?: string) => (payKey ? ([...all, 'payable', payKey] as const) : ([...all, 'payable'] as const)),
}
