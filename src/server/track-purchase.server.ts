import * as v from 'valibot'
import { logger } from './logger.server'

/**
 * Purchase tracking (`POST /api/track/purchase`, spec part 1 §7): the web server records a completed
 * purchase as an analytics event in its log stream (one JSON line, `event: "purchase"`), where a log
 * shipper forwards it. Never a reason for the patient to see an error: every answer is 204.
 */
const purchaseSchema = v.object({
  client_id: v.optional(v.pipe(v.string(), v.maxLength(100))),
  user_id: v.optional(v.pipe(v.string(), v.maxLength(40))),
  value: v.pipe(v.number(), v.minValue(0), v.maxValue(1_000_000)),
  transaction_id: v.pipe(v.string(), v.regex(/^[\w-]{1,100}$/)),
  items: v.pipe(
    v.array(
      v.object({
        item_id: v.pipe(v.string(), v.maxLength(100)),
        item_name: v.pipe(v.string(), v.maxLength(200)),
        price: v.number(),
        quantity: v.optional(v.number()),
      }),
    ),
    v.maxLength(10),
  ),
})
export type Purchase = v.InferOutput<typeof purchaseSchema>

export async function trackPurchase(request: Request): Promise<Response> {
  const body = await request.json().catch(() => null)
  const purchase = v.safeParse(purchaseSchema, body)
  if (purchase.success) logger().info({ event: 'purchase', currency: 'EUR', ...purchase.output }, 'purchase')
  else logger().debug({ event: 'purchase_rejected' }, 'purchase event not recorded')
  return new Response(null, { status: 204 })
}
