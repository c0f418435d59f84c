/**
 * The local host after it was killed (kill -9, a crash, the machine going down): a marker file in
 * DATA_DIR says a host is running and is removed by a clean stop, so finding it at start means the
 * previous host died. The trigger events of its last writes died with it (Cloud Functions would
 * deliver them again: those triggers are `retry: true`), so the derived data those triggers keep
 * is reconciled from the documents, in the background, with the same idempotent service calls
 * the triggers make: counter roll-ups, search vectors, video posters, ad events not yet counted,
 * the translator's desk.
 * (Translation jobs and Telegram deliveries are recovered by their leases, create-host.ts.)
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Services } from '../../functions/src/services/index.js';

export const RUNNING_MARKER = 'host.running';

/** Marks DATA_DIR as in use; answers whether the previous host there stopped without cleaning up. */
export function markRunning(dataDir: string): { previousDied: boolean; clear(): void } {
  const file = path.join(dataDir, RUNNING_MARKER);
  const previousDied = fs.existsSync(file);
  fs.writeFileSync(file, `${process.pid}\n`);
  return {
    previousDied,
    clear: () => fs.rmSync(file, { force: true }),
  };
}

export interface CatchUp {
  rolledUp: number;
  embedded: number;
  posters: number;
  adEvents: number;
  queued: number;
}

/** Reconciles what the lost events would have done. Each step is idempotent: a step that finds nothing to do writes nothing. */
export async function catchUpAfterCrash(services: Services, log: (line: string) => void): Promise<CatchUp> {
  const { repos } = services;
  const done: CatchUp = { rolledUp: 0, embedded: 0, posters: 0, adEvents: 0, queued: 0 };
  const each = async <T>(items: T[], step: (item: T) => Promise<unknown>, count: (r: unknown) => number) => {
    let n = 0;
    for (const item of items) {
      try {
        n += count(await step(item));
      } catch (err) {
        log(`Catching up after a crash failed for ${String(item)}: ${String(err)}`);
      }
    }
    return n;
  };
  const articleIds = await repos.catchUp.articleIds();
  done.rolledUp = await each(articleIds, (id) => repos.articleStats.rollUp(id), (r) => (r ? 1 : 0));
  done.queued = await each(articleIds, (id) => repos.translationQueue.sync(id), (r) => (r as { written: number }).written);
  done.adEvents = await each(await repos.catchUp.pendingAdEventIds(), (id) => services.publicAds.countEvent(id), (r) => (r && r !== 'pending' ? 1 : 0));
  done.posters = await each(await repos.catchUp.videoPublicIds(), (id) => services.media.syncVideoPoster(id), (r) => (r as number) ?? 0);
  done.embedded = await each(await repos.catchUp.publishedArticleIds(), (id) => services.search.syncArticle(id), (r) => (r as { embedded: number }).embedded);
  return done;
}
