import Stripe from 'stripe';
import type { ChargeInput, IntentOutcome, PaymentProcessor, ProcessorCard } from './processor';
import { ProcessorCardError } from './processor';
import { cardError } from './test-cards';

/**
 * Stripe through its official SDK (ADR 0033). Card data is collected by Stripe Elements in the
 * browser and arrives here as a payment method id; we create customers, attach payment methods,
 * and create-and-confirm PaymentIntents (3-D Secure answered by Stripe.js), always with an
 * idempotency key. `client` may point the SDK elsewhere (the contract test's recording server).
 */
export type StripeConfig = { secretKey: string; publishableKey: string; webhookSecret: string };

export function stripeClient(secretKey: string, endpoint?: { host: string; port: number; protocol: 'http' | 'https' }): Stripe {
  return new Stripe(secretKey, { maxNetworkRetries: 2, timeout: 20_000, ...(endpoint ?? {}) });
}

const toCard = (method: Stripe.PaymentMethod): ProcessorCard => ({
  paymentMethodId: method.id,
  brand: method.card?.brand ?? 'unknown',
  last4: method.card?.last4 ?? '',
  expMonth: method.card?.exp_month ?? 0,
  expYear: method.card?.exp_year ?? 0,
});

export function outcomeOfIntent(intent: Stripe.PaymentIntent): IntentOutcome {
  switch (intent.status) {
    case 'succeeded':
      return { status: 'succeeded', intentId: intent.id, receiptUrl: receiptOf(intent) };
    case 'requires_action':
    case 'requires_confirmation':
      return { status: 'requires_action', intentId: intent.id, clientSecret: intent.client_secret ?? '' };
    case 'canceled':
      return { status: 'canceled', intentId: intent.id };
    default: {
      // requires_payment_method after a decline; processing counts as not yet paid.
      const error = intent.last_payment_error;
      return { status: 'failed', intentId: intent.id, error: cardError(error?.code ?? 'card_declined', error?.decline_code ?? null) };
    }
  }
}

function receiptOf(intent: Stripe.PaymentIntent): string | null {
  const charge = intent.latest_charge;
  return charge && typeof charge === 'object' ? (charge.receipt_url ?? null) : null;
}

/** Stripe's card errors become ours; anything else (network, keys) stays an exception. */
function rethrow(error: unknown): never {
  if (error instanceof Stripe.errors.StripeCardError) throw new ProcessorCardError(cardError(error.code ?? 'card_declined', error.decline_code ?? null));
  throw error;
}

export function createStripeProcessor(config: StripeConfig, client: Stripe = stripeClient(config.secretKey)): PaymentProcessor {
  return {
    name: 'stripe',
    publishableKey: config.publishableKey,

    async createCustomer({ userId, email }, idempotencyKey) {
      const customer = await client.customers.create({ email, metadata: { user_id: String(userId) } }, { idempotencyKey });
      return customer.id;
    },

    async describeCard(paymentMethodId, customerId) {
      try {
        const method = await client.paymentMethods.retrieve(paymentMethodId);
        const owner = typeof method.customer === 'string' ? method.customer : (method.customer?.id ?? null);
        return method.type === 'card' && (owner === null || owner === customerId) ? toCard(method) : null;
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError) return null;
        throw error;
      }
    },

    async attachCard(customerId, paymentMethodId) {
      try {
        const method = await client.paymentMethods.retrieve(paymentMethodId);
        if (method.customer === customerId) return toCard(method);
        return toCard(await client.paymentMethods.attach(paymentMethodId, { customer: customerId }));
      } catch (error) {
        rethrow(error);
      }
    },

    async detachCard(paymentMethodId) {
      await client.paymentMethods.detach(paymentMethodId);
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
        );
        return outcomeOfIntent(intent);
      } catch (error) {
        // A decline on confirmation answers a card error carrying the intent it left behind.
        if (error instanceof Stripe.errors.StripeCardError) {
          const intentId = (error.raw as { payment_intent?: { id?: string } }).payment_intent?.id ?? null;
          return { status: 'failed', intentId, error: cardError(error.code ?? 'card_declined', error.decline_code ?? null) };
        }
        throw error;
      }
    },

    async retrieveIntent(intentId) {
      return outcomeOfIntent(await client.paymentIntents.retrieve(intentId, { expand: ['latest_charge'] }));
    },

    async cancelIntent(intentId) {
      await client.paymentIntents.cancel(intentId);
    },

    parseWebhook(payload, signature) {
      const event = client.webhooks.constructEvent(payload, signature, config.webhookSecret);
      if (!event.type.startsWith('payment_intent.')) return { id: event.id, type: event.type, paymentId: null, outcome: null };
      const intent = event.data.object as Stripe.PaymentIntent;
      return { id: event.id, type: event.type, paymentId: intent.metadata?.payment_id ?? null, outcome: outcomeOfIntent(intent) };
    },
  };
}
