/**
 * Runs `task` once now and then every `intervalMs` in this process, never two runs at once; a
 * failure is the task's to report (`onError`) and the next run goes ahead. `stop()` waits for a run
 * under way; `runNow()` starts a run at once (or joins the one under way). The background work of an
 * API instance (payment sweep, reminders, the analyses) runs this way.
 */
export function startPeriodic(
  task: () => Promise<void>,
  { intervalMs, onError }: { intervalMs: number; onError: (error: unknown) => void },
) {
  let running: Promise<void> | null = null
  const run = () => {
    running ??= task()
      .catch(onError)
      .finally(() => {
        running = null
      })
    return running
  }
  void run()
  const timer = setInterval(() => void run(), intervalMs)
  timer.unref()
  return {
    runNow: run,
    async stop() {
      clearInterval(timer)
      await running
    },
  }
}
