/**
 * Watching a test host's Firestore triggers, which run after the answer: how many run now, and
 * what any of them threw (a test ends by expecting none).
 */
import { expect } from 'vitest';
import { observer } from './firestore-documents.js';
import type { AdminTestHost } from './admin-host.js';

export function watchTriggers(host: AdminTestHost) {
  let running = 0;
  const failures: unknown[] = [];
  host.triggers.observeAll({
    before: () => void running++,
    after: () => void running--,
    error: (e) => {
      running--;
      failures.push(e.cause);
    },
  });
  return {
    failures,
    get running() {
      return running;
    },
  };
}

/**
 * Waiting for an ad's counting triggers: a test records impressions and clicks through the API,
 * and the counters move after the answer, in `adEvents` triggers. `idle()` resolves once every
 * claimed event has been decided (counted, or found a repeat) and no trigger runs; a trigger
 * starts a moment after the claim is written, so "none running" alone could be read before it
 * started. A trigger that failed fails the wait.
 */
export function watchAdCounting(host: AdminTestHost) {
  const triggers = watchTriggers(host);
  const undecided = async () => !(await observer(host.firestore).collection('adEvents').where('state', '==', 'pending').limit(1).get()).empty;
  return {
    async idle(): Promise<void> {
      const deadline = Date.now() + 5000;
      while (triggers.running > 0 || (await undecided())) {
        if (Date.now() > deadline) throw new Error('Timed out waiting for the counting triggers');
        await new Promise((r) => setImmediate(r));
      }
      expect(triggers.failures).toEqual([]);
    },
  };
}

/**
 * Waits until the triggers that earlier writes fired have run: none is running or waiting to be
 * delivered again, and none has started for `quietMs`. The emulator sends each event a moment
 * after its commit, so "none running" alone could be read before the last one arrived; a test
 * that counts what the next step costs settles the setup's triggers first.
 */
export async function triggersSettled(host: Pick<AdminTestHost, 'triggers'>, quietMs = 300): Promise<void> {
  let lastStart = Date.now();
  const stop = host.triggers.observeAll({ before: () => void (lastStart = Date.now()) });
  try {
    const deadline = Date.now() + 30_000;
    for (;;) {
      await host.triggers.idle();
      if (Date.now() - lastStart >= quietMs) return;
      if (Date.now() > deadline) throw new Error('The triggers did not settle within 30 s');
      await new Promise((r) => setTimeout(r, quietMs - (Date.now() - lastStart)));
    }
  } finally {
    stop();
  }
}
