import type { Logger } from '../shared/logger';
import { sweepPayments, type PaymentDeps } from './payments.service';

/**
 * Runs the payments sweep (reconciliation of cut-off attempts, abandoned challenges, built-in
 * renewals) once at start and then every `intervalMs`. Every API instance may run one: each step
 * claims its work through a unique index, so instances never repeat each other's.
 */
export function startPaymentSweeper(deps: PaymentDeps, { intervalMs = 60_000, logger }: { intervalMs?: number; logger: Logger }) {
  let running: Promise<void> | null = null;
  const run = () => {
    running ??= sweepPayments(deps)
      .then((done) => {
        if (done.reconciled || done.renewed) logger.info(done, 'payments sweep');
      })
      .catch((error: unknown) => logger.error({ err: error }, 'payments sweep failed'))
      .finally(() => {
        running = null;
      });
    return running;
  };
  void run();
  const timer = setInterval(() => void run(), intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
