import type { Logger } from '../shared/logger';
import { startPeriodic } from '../shared/periodic';
import { sweepPayments, type PaymentDeps } from './payments.service';

/**
 * Runs the payments sweep (reconciliation of cut-off attempts, abandoned challenges, built-in
 * renewals) once at start and then every `intervalMs`. Every API instance may run one: each step
 * claims its work through a unique index, so instances never repeat each other's.
 */
export function startPaymentSweeper(deps: PaymentDeps, { intervalMs = 60_000, logger }: { intervalMs?: number; logger: Logger }) {
  return startPeriodic(
    async () => {
      const done = await sweepPayments(deps);
      if (done.reconciled || done.renewed) logger.info(done, 'payments sweep');
    },
    { intervalMs, onError: (error) => logger.error({ err: error }, 'payments sweep failed') },
  );
}
