/**
 * The local stand-in for Cloud Scheduler: the same service call the deployed schedule makes, on
 * an unref'd timer (it never keeps the process alive). A run still going when the next tick comes
 * is not overlapped. Stopping waits for a run in progress.
 */
export function startScheduleTimer(name: string, intervalMs: number, log: (line: string) => void, run: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | undefined;
  const tick = () => {
    if (running) return;
    running = run()
      .catch((err: unknown) => log(`${name} failed: ${String(err)}`))
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  tick();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
