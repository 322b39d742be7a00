import Stripe from 'stripe'
import type { ChargeInput, IntentOutcome, PaymentProcessor, ProcessorCard, RecurringBilling, WebhookChange } from './processor'
import { ProcessorCardError } from './processor'
import { cardError } from './test-cards'

/**
 * Stripe through its official SDK (ADR 0033). Card data is collected by Stripe Elements in the
 * browser and arrives here as a payment method id; we create customers, attach payment methods,
 * and create-and-confirm PaymentIntents (3-D Secure answered by Stripe.js), always with an
 * idempotency key. `client` may point the SDK elsewhere (the contract test's recording server).
 */
export type StripeConfig = { secretKey: string; publishableKey: string; webhookSecret: string }

export function stripeClient(secretKey: string, endpoint?: { host: string; port: number; protocol: 'http' | 'https' }): Stripe {
  return new Stripe(secretKey, { maxNetworkRetries: 2, timeout: 20_000, ...(endpoint ?? {}) })
}

const toCard = (method: Stripe.PaymentMethod): ProcessorCard => ({
  paymentMethodId: method.id,
  brand: method.card?.brand ?? 'unknown',
  last4: method.card?.last4 ?? '',
  expMonth: method.card?.exp_month ?? 0,
  expYear: method.card?.exp_year ?? 0,
  fingerprint: method.card?.fingerprint ?? null,
})

export function outcomeOfIntent(intent: Stripe.PaymentIntent): IntentOutcome {
  switch (intent.status) {
    case 'succeeded':
      return { status: 'succeeded', intentId: intent.id, receiptUrl: receiptOf(intent) }
    case 'requires_action':
    case 'requires_confirmation':
      return { status: 'requires_action', intentId: intent.id, clientSecret: intent.client_secret ?? '' }
    case 'canceled':
      return { status: 'canceled', intentId: intent.id }
    default: {
      // requires_payment_method after a decline; processing counts as not yet paid.
      const error = intent.last_payment_error
      return { status: 'failed', intentId: intent.id, error: cardError(error?.code ?? 'card_declined', error?.decline_code ?? null) }
    }
  }
}

function receiptOf(intent: Stripe.PaymentIntent): string | null {
  const charge = intent.latest_charge
  return charge && typeof charge === 'object' ? (charge.receipt_url ?? null) : null
}

/** Stripe's card errors become ours; anything else (network, keys) stays an exception. */
function rethrow(error: unknown): never {
  if (error instanceof Stripe.errors.StripeCardError)
    throw new ProcessorCardError(cardError(error.code ?? 'card_declined', error.decline_code ?? null))
  throw error
}

export function createStripeProcessor(config: StripeConfig, client: Stripe = stripeClient(config.secretKey)): PaymentProcessor {
  return {
    name: 'stripe',
    publishableKey: config.publishableKey,

    async createCustomer({ userId, email }, idempotencyKey) {
      const customer = await client.customers.create({ email, metadata: { user_id: String(userId) } }, { idempotencyKey })
      return customer.id
    },

    async describeCard(paymentMethodId, customerId) {
      try {
        const method = await client.paymentMethods.retrieve(paymentMethodId)
        const owner = typeof method.customer === 'string' ? method.customer : (method.customer?.id ?? null)
        return method.type === 'card' && (owner === null || owner === customerId) ? toCard(method) : null
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError) return null
        throw error
      }
    },

    async attachCard(customerId, paymentMethodId) {
      try {
        const method = await client.paymentMethods.retrieve(paymentMethodId)
        if (method.customer === customerId) return toCard(method)
        return toCard(await client.paymentMethods.attach(paymentMethodId, { customer: customerId }))
      } catch (error) {
        rethrow(error)
      }
    },

    async detachCard(paymentMethodId) {
      await client.paymentMethods.detach(paymentMethodId)
    },

    async charge(input: ChargeInput, idempotencyKey) {
      try {
        const intent = await client.paymentIntents.create(
          {
            amount: input.amountCents,
            currency: input.currency,
            customer: input.customerId,
            payment_method: input.paymentMethodId,
            // A card confirmed here, 3-D Secure answered in the page by Stripe.js: no redirect methods.
            automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
            description: input.description,
            metadata: input.metadata,
            confirm: true,
            ...(input.offSession ? { off_session: true } : {}),
            ...(input.saveCard && !input.offSession ? { setup_future_usage: 'off_session' as const } : {}),
            expand: ['latest_charge'],
          },
          { idempotencyKey },
        )
        return outcomeOfIntent(intent)
      } catch (error) {
        // A decline on confirmation answers a card error carrying the intent it left behind.
        if (error instanceof Stripe.errors.StripeCardError) {
          const intentId = (error.raw as { payment_intent?: { id?: string } }).payment_intent?.id ?? null
          return { status: 'failed', intentId, error: cardError(error.code ?? 'card_declined', error.decline_code ?? null) }
        }
        throw error
      }
    },

    async retrieveIntent(intentId) {
      return outcomeOfIntent(await client.paymentIntents.retrieve(intentId, { expand: ['latest_charge'] }))
    },

    async cancelIntent(intentId) {
      await client.paymentIntents.cancel(intentId)
    },

    async refund(intentId, idempotencyKey) {
      await client.refunds.create({ payment_intent: intentId }, { idempotencyKey })
    },

    billing: createStripeBilling(client),

    parseWebhook(payload, signature) {
      const event = client.webhooks.constructEvent(payload, signature, config.webhookSecret)
      return { id: event.id, type: event.type, change: changeOfEvent(event) }
    },
  }
}

const idOf = (value: string | { id: string } | null | undefined): string | null => (typeof value === 'string' ? value : (value?.id ?? null))
const dateOf = (seconds: number) => new Date(seconds * 1000)

/**
 * Stripe Billing (ADR 0034): Stripe keeps the subscription and renews it; we create it, move its
 * renewal price, and learn from webhooks what happened. A plan option's `source` is a price id
 * (`price_…`) or a price lookup key (the seed's `premium_monthly`, `premium_yearly`).
 */
export function createStripeBilling(client: Stripe): RecurringBilling {
  const prices = new Map<string, string>()
  async function priceId(source: string): Promise<string> {
    if (source.startsWith('price_')) return source
    const known = prices.get(source)
    if (known) return known
    const found = await client.prices.list({ lookup_keys: [source], active: true, limit: 1 })
    const id = found.data[0]?.id
    if (!id) throw new Error(`Stripe has no active price with the lookup key "${source}" (plan option source)`)
    prices.set(source, id)
    return id
  }

  return {
    async subscribe({ customerId, price, paymentMethodId, metadata }, idempotencyKey) {
      const subscription = await client.subscriptions.create(
        {
          customer: customerId,
          items: [{ price: await priceId(price), quantity: 1 }],
          default_payment_method: paymentMethodId,
          // The first invoice is paid now; a decline or 3-D Secure leaves the subscription incomplete.
          payment_behavior: 'allow_incomplete',
          metadata,
          expand: ['latest_invoice.payments'],
        },
        { idempotencyKey },
      )
      const invoice = subscription.latest_invoice as Stripe.Invoice | null
      const intentId = idOf(invoice?.payments?.data[0]?.payment.payment_intent)
      if (intentId)
        return {
          subscriptionId: subscription.id,
          outcome: outcomeOfIntent(await client.paymentIntents.retrieve(intentId, { expand: ['latest_charge'] })),
        }
      // Nothing to pay (a zero-amount first invoice): the subscription is active as it stands.
      const paid = subscription.status === 'active' || subscription.status === 'trialing'
      return {
        subscriptionId: subscription.id,
        outcome: paid
          ? { status: 'succeeded', intentId: invoice?.id ?? subscription.id, receiptUrl: invoice?.hosted_invoice_url ?? null }
          : { status: 'failed', intentId: null, error: cardError('card_declined', null) },
      }
    },

    async cancelNow(subscriptionId) {
      await client.subscriptions.cancel(subscriptionId)
    },

    async cancelAtPeriodEnd(subscriptionId, cancel) {
      if (cancel) {
        // A pending price change lives in a schedule, which would renew regardless: release it first.
        const schedule = idOf((await client.subscriptions.retrieve(subscriptionId)).schedule)
        if (schedule) await client.subscriptionSchedules.release(schedule)
      }
      await client.subscriptions.update(subscriptionId, { cancel_at_period_end: cancel })
    },

    async renewAt(subscriptionId, source) {
      const subscription = await client.subscriptions.retrieve(subscriptionId)
      const item = subscription.items.data[0]!
      const next = await priceId(source)
      const pending = idOf(subscription.schedule)
      if (next === item.price.id) {
        if (pending) await client.subscriptionSchedules.release(pending)
        return
      }
      // A change at the end of the period paid for, not now: a schedule's second phase, no proration.
      const schedule = pending
        ? await client.subscriptionSchedules.retrieve(pending)
        : await client.subscriptionSchedules.create({ from_subscription: subscriptionId })
      const current = schedule.current_phase!
      const interval = (await client.prices.retrieve(next)).recurring?.interval ?? 'month'
      await client.subscriptionSchedules.update(schedule.id, {
        end_behavior: 'release',
        proration_behavior: 'none',
        phases: [
          { items: [{ price: item.price.id, quantity: 1 }], start_date: current.start_date, end_date: current.end_date },
          { items: [{ price: next, quantity: 1 }], duration: { interval, interval_count: 1 } },
        ],
      })
    },
  }
}

/** The webhook events payments act on, in our words (processor.ts WebhookChange). */
function changeOfEvent(event: Stripe.Event): WebhookChange | null {
  switch (event.type) {
    case 'payment_intent.succeeded':
    case 'payment_intent.payment_failed':
    case 'payment_intent.canceled': {
      const intent = event.data.object
      const paymentId = intent.metadata?.payment_id
      const outcome = outcomeOfIntent(intent)
      return paymentId && outcome.status !== 'requires_action' ? { kind: 'payment', paymentId, outcome } : null
    }
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const invoice = event.data.object
      const subscriptionId = idOf(invoice.parent?.subscription_details?.subscription)
      const line = invoice.lines.data[0]
      if (!subscriptionId || !line) return null
      const common = {
        subscriptionId,
        invoiceId: invoice.id!,
        renewal: invoice.billing_reason === 'subscription_cycle',
        periodStart: dateOf(line.period.start),
        intentId: idOf(invoice.payments?.data[0]?.payment.payment_intent),
      }
      if (event.type === 'invoice.paid') {
        return {
          kind: 'invoice_paid',
          ...common,
          periodEnd: dateOf(line.period.end),
          amountCents: invoice.amount_paid,
          receiptUrl: invoice.hosted_invoice_url ?? null,
        }
      }
      return { kind: 'invoice_failed', ...common, amountCents: invoice.amount_due }
    }
    case 'customer.subscription.updated': {
      const subscription = event.data.object
      const item = subscription.items.data[0]
      if (!item) return null
      return {
        kind: 'subscription_updated',
        subscriptionId: subscription.id,
        price: [item.price.id, item.price.lookup_key].filter((key): key is string => Boolean(key)),
        periodEnd: dateOf(item.current_period_end),
        cancelAtPeriodEnd: subscription.cancel_at_period_end,
        changePending: subscription.schedule !== null,
      }
    }
    case 'customer.subscription.deleted': {
      const subscription = event.data.object
      return { kind: 'subscription_ended', subscriptionId: subscription.id, endedAt: dateOf(subscription.ended_at ?? event.created) }
    }
    default:
      return null
  }
}
