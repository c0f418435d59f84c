/**
 * One lane per hot document in this process: transactions on the same document (the id counter
 * meta/ids, a rate-limit window, a job's document) wait for each other here instead of meeting in
 * Firestore at once.
 *
 * Why: Firestore runs a read-write transaction with pessimistic locks. When N transactions of one
 * instance read and write one document together, one holds it and the others wait on its lock or
 * are aborted; the SDK retries an aborted one up to 5 times with a backoff that starts near a
 * second, so a burst of 100 ends in `ABORTED: Transaction lock timeout` (a 503) for many of them
 * after 15-30 s (measured on the Cloud Firestore emulator, which locks as production does). In a
 * lane the same 100 run one after another, each in one attempt (a few ms each), and the
 * transaction stays the one that decides (the id read and taken with the entity, a count checked
 * against its limit): correctness is Firestore's, the lane only removes this process's own
 * contention. Other instances may still meet this one on the document; their number is bounded by
 * the functions' instance cap, which Firestore's lock waits absorb.
 *
 * Keyed by the Firestore client, so two hosts in one process (tests) never wait for each other.
 */
import type { Firestore } from 'firebase-admin/firestore';

interface Lane {
  /** Settles when the last holder queued so far has finished. */
  tail: Promise<void>;
  /** Holders queued or running; the lane is dropped at 0, so idle documents cost no memory. */
  users: number;
}

const lanes = new WeakMap<Firestore, Map<string, Lane>>();

/**
 * Runs `work` once this process's earlier work on every one of `paths` (document paths) has
 * finished, and holds them until it settles. Several paths are taken in sorted order, so two
 * holders of overlapping sets can never wait for each other.
 */
export async function inDocumentLanes<T>(db: Firestore, paths: readonly string[], work: () => Promise<T>): Promise<T> {
  let byPath = lanes.get(db);
  if (!byPath) lanes.set(db, (byPath = new Map()));
  const taken: (() => void)[] = [];
  try {
    for (const path of [...new Set(paths)].sort()) taken.push(await enter(byPath, path));
    return await work();
  } finally {
    for (const leave of taken.reverse()) leave();
  }
}

/** Joins the lane of `path`; resolves, once every earlier holder left, with the function that leaves it. */
async function enter(byPath: Map<string, Lane>, path: string): Promise<() => void> {
  const lane = byPath.get(path) ?? { tail: Promise.resolve(), users: 0 };
  byPath.set(path, lane);
  lane.users++;
  let leave!: () => void;
  const done = new Promise<void>((resolve) => (leave = resolve));
  const before = lane.tail;
  lane.tail = before.then(() => done);
  await before;
  return () => {
    leave();
    if (--lane.users === 0 && byPath.get(path) === lane) byPath.delete(path);
  };
}
