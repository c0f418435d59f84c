/**
 * Drops the earlier versions of documents that no read can ask for any more.
 *
 * firebase-bridge keeps every version a document ever had (`MasterDocument._history`) to answer
 * reads at a past `readTime` through its direct accessor (the Admin SDK's reads here, transactions
 * with a `readTime` included, get the current version: 0.0.10 does not pass it on). Firestore allows
 * such reads at most 60 seconds back, and the library answers older ones "not found" too. It never
 * drops a version itself, because a test may move its clock backwards; the host's clock only moves
 * forward (local-firestore.ts), so a version replaced minutes ago can never be read again. Kept
 * anyway, every write held on to the version before it for good: a host counting views grew by
 * about 200 bytes per view (19 MiB per 100,000), and an article edited ten times kept ten copies of
 * its text.
 *
 * A read at time R gets the newest version written at or before R. For every R after `cutoff`, that
 * is the newest version written at or before `cutoff` or a later one, so every version older than
 * that one can go. The pass is a walk over the documents' entries in memory, once a minute (a few
 * milliseconds for 10,000 articles).
 */
import type { FirestoreController } from '@firebase-bridge/firestore-admin';

/** How far back versions are kept: Firestore's 60 s for past reads, with room to spare. */
export const KEEP_VERSIONS_MS = 5 * 60_000;

interface Version {
  updateTime: { toMillis(): number };
}

interface MasterDocument {
  _history: Version[];
}

/** The library's documents by path, or null if a new version stores them elsewhere. */
function documentsOf(controller: FirestoreController): Map<string, MasterDocument> | null {
  const docs = (controller as unknown as { _accessor?: { _src?: { docs?: unknown } } })._accessor?._src?.docs;
  return docs instanceof Map ? (docs as Map<string, MasterDocument>) : null;
}

/** Drops the versions no read after `cutoff` (ms since the epoch) can get; answers how many. */
export function dropUnreadableVersions(controller: FirestoreController, cutoff: number): number {
  let dropped = 0;
  for (const doc of documentsOf(controller)?.values() ?? []) {
    const history = doc._history;
    if (!Array.isArray(history) || history.length < 2) continue;
    // The newest version written at or before the cutoff: it, and what came after, stay.
    let keepFrom = -1;
    for (let i = history.length - 1; i >= 0; i--) {
      if (history[i]!.updateTime.toMillis() <= cutoff) {
        keepFrom = i;
        break;
      }
    }
    if (keepFrom > 0) {
      history.splice(0, keepFrom);
      dropped += keepFrom;
    }
  }
  return dropped;
}

/** How many earlier versions the database holds, all documents together. */
export function versionsKept(controller: FirestoreController): number {
  let count = 0;
  for (const doc of documentsOf(controller)?.values() ?? []) count += Array.isArray(doc._history) ? doc._history.length : 0;
  return count;
}

/**
 * Drops the versions replaced more than `keepMs` ago, every `intervalMs` (the timer does not keep
 * the process alive); answers a function that stops it. Without the library's document map (a new
 * version of it), it says so once and does nothing: memory then grows with writes, but nothing is
 * lost.
 */
export function dropUnreadableVersionsEvery(
  controller: FirestoreController,
  { intervalMs, keepMs = KEEP_VERSIONS_MS }: { intervalMs: number; keepMs?: number },
  log: (line: string) => void,
): () => void {
  const docs = documentsOf(controller);
  if (!docs || ![...docs.values()].every((d) => Array.isArray(d._history))) {
    log('@firebase-bridge/firestore-admin no longer keeps versions where the local host drops old ones: its memory will grow with every write.');
    return () => undefined;
  }
  const timer = setInterval(() => dropUnreadableVersions(controller, Date.now() - keepMs), intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
