import { hkdfSync } from 'node:crypto'
import type { Database } from '../db/client'
import { paymentProcessorKind, resolveAuthSecret, type Env } from '../env'
import { createLocalProcessor } from './local-processor'
import type { PaymentProcessor } from './processor'
import { createStripeProcessor } from './stripe-processor'

/**
 * The processor PAYMENT_PROCESSOR names, or the default it falls back to (env.ts,
 * paymentProcessorKind; ADR 0040). Without one (production without Stripe keys nor an explicit
 * `test`) payment calls answer payments_unavailable.
 */
export function createPaymentProcessor(env: Env, db: Database): PaymentProcessor | null {
  switch (paymentProcessorKind(env)) {
    case 'stripe':
      // readEnv made sure the three keys are there.
      return createStripeProcessor({
        secretKey: env.STRIPE_SECRET_KEY!,
        publishableKey: env.STRIPE_PUBLISHABLE_KEY!,
        webhookSecret: env.STRIPE_WEBHOOK_SECRET!,
      })
    case 'test':
      // Card fingerprints must agree between instances and restarts: keyed from the shared secret.
      return createLocalProcessor(db, {
        fingerprintKey: Buffer.from(hkdfSync('sha256', resolveAuthSecret(env), Buffer.alloc(0), 'card-fingerprint-v1', 32)),
      })
    case 'none':
      return null
  }
}
