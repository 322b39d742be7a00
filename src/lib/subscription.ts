/** An active subscription means the expiration date is in the future (spec part 1 §4). */
export function isSubscribed(subscription: { expiration_date: string } | null | undefined, now: Date = new Date()): boolean {
  if (!subscription) return false
  const expires = Date.parse(subscription.expiration_date)
  return Number.isFinite(expires) && expires > now.getTime()
}
