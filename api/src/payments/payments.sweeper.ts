import type { Logger } from '../shared/logger'
import { startPeriodic } from '../shared/periodic'
import { renewDueSubscriptions } from '../subscriptions/patient-subscriptions.service'
import { reconcilePayments } from './charges.service'
import type { PaymentDeps } from './payment-types'

/**
 * One sweep, run periodically in every API instance: attempts cut off between "written" and
 * "answered" are replayed, challenges nobody answered given up (charges.service.ts), and for the
 * built-in processor the subscriptions due renewed (patient-subscriptions.service.ts). Every step is
 * safe to run twice and on several instances at once.
 */
export async function sweepPayments(deps: PaymentDeps): Promise<{ reconciled: number; renewed: number }> {
  const now = deps.now()
  const reconciled = await reconcilePayments(deps, now)
  return { reconciled, renewed: await renewDueSubscriptions(deps, now) }
}

/**
 * Runs the payments sweep (reconciliation of cut-off attempts, abandoned challenges, built-in
 * renewals) once at start and then every `intervalMs`. Every API instance may run one: each step
 * claims its work through a unique index, so instances never repeat each other's.
 */
export function startPaymentSweeper(deps: PaymentDeps, { intervalMs = 60_000, logger }: { intervalMs?: number; logger: Logger }) {
  return startPeriodic(
    async () => {
      const done = await sweepPayments(deps)
      if (done.reconciled || done.renewed) logger.info(done, 'payments sweep')
    },
    { intervalMs, onError: (error) => logger.error({ err: error }, 'payments sweep failed') },
  )
}
