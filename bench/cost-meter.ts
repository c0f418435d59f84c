/**
 * What one step costs on the local host, as production would bill it: the Firestore reads, writes
 * and deletes the usage meter (emulators/src/usage-meter.ts) counted, and the trigger invocations
 * (Cloud Functions events) it caused, from the step's start until every trigger and background job
 * it set off has ended.
 */
import type { Host } from '../emulators/src/create-host.js';

export interface Cost {
  reads: number;
  writes: number;
  deletes: number;
  /** Firestore trigger invocations (each a billed Cloud Functions event). */
  triggers: number;
  /** Reads by collection, biggest first (where the reads go). */
  readsBy: string;
  /** Wall time of the step itself (its background work not included). */
  ms: number;
}

export interface CostMeter {
  measure(step: () => Promise<unknown>): Promise<Cost>;
  close(): void;
}

const SETTLE_MS = 150;

export function costMeter(host: Host): CostMeter {
  let running = 0;
  let invocations = 0;
  // Triggers already running when this attaches end without having started here: never below 0.
  const ended = () => void (running = Math.max(0, running - 1));
  const stop = host.triggers.observeAll({ before: () => void (running++, invocations++), after: ended, error: ended });
  const meter = host.firestore.meter;
  const signature = () => {
    const u = meter.usage();
    return `${u.reads}/${u.writes}/${u.deletes}/${invocations}`;
  };

  /** Until no trigger runs, the background workers are idle and nothing moved for SETTLE_MS. */
  const settle = async () => {
    const giveUp = performance.now() + 120_000;
    for (;;) {
      if (performance.now() > giveUp) throw new Error(`background work did not settle within 120 s (${running} trigger(s) running, ${signature()})`);
      await Promise.all([host.services.translations.idle(), host.services.telegramDeliveries.idle()]);
      const before = signature();
      // Triggers fire from timers a few ms after the commit that caused them: a quiet pause is the
      // only outside sign that none is still to come.
      await new Promise((r) => setTimeout(r, SETTLE_MS));
      if (running === 0 && signature() === before) return;
    }
  };

  return {
    async measure(step) {
      await settle();
      meter.reset();
      invocations = 0;
      const started = performance.now();
      await step();
      const ms = performance.now() - started;
      await settle();
      const u = meter.usage();
      const readsBy = Object.entries(u.readsByCollection)
        .sort((a, b) => b[1] - a[1])
        .map(([c, n]) => `${c} ${n}`)
        .join(', ');
      return { reads: u.reads, writes: u.writes, deletes: u.deletes, triggers: invocations, readsBy, ms };
    },
    close: stop,
  };
}
