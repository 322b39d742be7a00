/**
 * Reports a completed purchase to the web server's tracking route (spec part 1 §7). Failures are
 * silent: tracking never stands between a patient and their confirmation.
 */
export function reportPurchase(purchase: {
  userId: string | null
  value: number
  transactionId: string
  item: { id: string; name: string }
}): void {
  const clientId = /(?:^|;\s*)_ga=([^;]+)/.exec(document.cookie)?.[1]
  const body = {
    client_id: clientId,
    user_id: purchase.userId ?? undefined,
    value: purchase.value,
    transaction_id: purchase.transactionId,
    items: [{ item_id: purchase.item.id, item_name: purchase.item.name, price: purchase.value, quantity: 1 }],
  }
  void fetch('/api/track/purchase', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    keepalive: true,
  }).catch(() => undefined)
}
