import { requestLogger } from './request-log'

/**
 * Work a request starts but does not answer with (issue 25: forgot-password looks the account up and
 * queues its link after answering, so the answer and its timing are the same for every address).
 * A failure is logged with the request id; `settled()` waits for what is in flight (a shutdown, or
 * a test reading the outbox).
 */
export type BackgroundWork = {
  run(what: string, task: () => Promise<void>): void
  settled(): Promise<void>
}

export function createBackgroundWork(): BackgroundWork {
  const inFlight = new Set<Promise<void>>()
  return {
    run(what, task) {
      const logger = requestLogger()
      // setImmediate: the task starts after the answer has been handed back, never inside its time.
      const running = new Promise<void>((resolve) => setImmediate(resolve))
        .then(task)
        .catch((error: unknown) => logger.error({ err: error }, `${what} failed`))
        .finally(() => inFlight.delete(running))
      inFlight.add(running)
    },
    async settled() {
      while (inFlight.size) await Promise.all(inFlight)
    },
  }
}
