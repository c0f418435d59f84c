/**
 * Keeps a worker's lease alive while it works: renews it every third of its length, so a live
 * worker never loses it to the recovery schedule while a dead one's runs out within one lease
 * length. A renewal that is refused (a newer run took the work over) marks the lease lost; the
 * worker checks `lost` between steps and stops without writing, and every write it makes is
 * checked against its run id anyway.
 */
export interface LeaseKeeper {
  /** True once a renewal was refused. */
  readonly lost: boolean;
  stop(): Promise<void>;
}

export function keepLease(renew: () => Promise<boolean>, leaseMs: number, log?: (message: string, details: Record<string, unknown>) => void): LeaseKeeper {
  let lost = false;
  let renewing: Promise<void> | undefined;
  const timer = setInterval(() => {
    if (renewing || lost) return;
    renewing = renew()
      .then((held) => {
        if (!held) lost = true;
      })
      // A failed renewal (Firestore unavailable a moment) is tried again next tick; the lease
      // lasts three ticks.
      .catch((err: unknown) => log?.('Lease renewal failed', { error: String(err) }))
      .finally(() => {
        renewing = undefined;
      });
  }, Math.max(50, Math.floor(leaseMs / 3)));
  timer.unref();
  return {
    get lost() {
      return lost;
    },
    async stop() {
      clearInterval(timer);
      await renewing;
    },
  };
}
