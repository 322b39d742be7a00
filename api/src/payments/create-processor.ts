import type { Database } from '../db/client';
import type { Env } from '../env';
import { createLocalProcessor } from './local-processor';
import type { PaymentProcessor } from './processor';
import { createStripeProcessor } from './stripe-processor';

/**
 * Stripe when its three keys are set; otherwise the built-in processor, except in production, where
 * there is then no processor at all (payment calls answer payments_unavailable) rather than one that
 * takes test cards for real money.
 */
export function createPaymentProcessor(env: Env, db: Database): PaymentProcessor | null {
  const { STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET } = env;
  if (STRIPE_SECRET_KEY && STRIPE_PUBLISHABLE_KEY && STRIPE_WEBHOOK_SECRET) {
    return createStripeProcessor({ secretKey: STRIPE_SECRET_KEY, publishableKey: STRIPE_PUBLISHABLE_KEY, webhookSecret: STRIPE_WEBHOOK_SECRET });
  }
  if (env.NODE_ENV === 'production') return null;
  return createLocalProcessor(db, { production: false });
}
