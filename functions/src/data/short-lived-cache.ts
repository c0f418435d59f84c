/**
 * Reader answers and reads kept a few seconds in this instance (the API's encoded answers, the
 * server-rendered pages' reads), each good while nothing it depends on was written here since it
 * was read (change-signal.ts): any write of articles, languages or settings, or a view or share of
 * the article it shows counts of. Writes in other instances are not seen, which the short lifetime
 * bounds. The oldest entry makes room when full.
 */
import { changeSignal, type ChangeSignal } from './change-signal.js';

export const RESPONSE_TTL_MS = 3_000;

type Mark = ReturnType<ChangeSignal['mark']>;

/** One kept value: hand it back to `settled` or `failed` when it was kept before it was known. */
export interface Kept<V> {
  readonly key: string;
  readonly value: V;
  readonly mark: Mark;
  readonly expires: number;
  articleId?: number;
}

export class ShortLivedCache<V> {
  private readonly kept = new Map<string, Kept<V>>();

  /**
   * `ttlMs`: how long an entry stays fresh (default RESPONSE_TTL_MS); `staleMs`: how long after
   * that `stale` still hands it out while it is being read again (default none).
   */
  constructor(
    private readonly maxEntries: number,
    private readonly ttlMs = RESPONSE_TTL_MS,
    private readonly staleMs = 0,
  ) {}

  /** What is kept under `key`, while it is fresh. */
  get(key: string, now: number): V | undefined {
    const entry = this.kept.get(key);
    return entry && entry.expires > now && changeSignal.isCurrent(entry.mark, entry.articleId) ? entry.value : undefined;
  }

  /**
   * What was kept under `key` and is no longer fresh, up to `staleMs` after, when nothing it depends
   * on was written here since: only a write in another instance can have changed it, as when fresh.
   */
  stale(key: string, now: number): V | undefined {
    const entry = this.kept.get(key);
    return entry && entry.expires <= now && now < entry.expires + this.staleMs && changeSignal.isCurrent(entry.mark, entry.articleId) ? entry.value : undefined;
  }

  /** Drops `value` if it is still what is kept under `key`. */
  drop(key: string, value: V): void {
    if (this.kept.get(key)?.value === value) this.kept.delete(key);
  }

  /**
   * Keeps `value`, read after `mark` was taken (`changeSignal.mark()`), unless something was
   * written since. `articleId`: the article whose counts it shows, when already known.
   */
  keep(key: string, value: V, mark: Mark, now: number, articleId?: number): Kept<V> {
    const entry: Kept<V> = { key, value, mark, expires: now + this.ttlMs, articleId };
    this.kept.delete(key);
    if (!changeSignal.isCurrent(mark, articleId)) return entry;
    if (this.kept.size >= this.maxEntries) this.kept.delete(this.kept.keys().next().value!);
    this.kept.set(key, entry);
    return entry;
  }

  /** A value kept while still being read (a promise) is known now: dropped if a write came meanwhile. */
  settled(entry: Kept<V>, articleId?: number): void {
    entry.articleId = articleId;
    if (!changeSignal.isCurrent(entry.mark, articleId)) this.drop(entry.key, entry.value);
  }

  /** Its read failed: never kept. */
  failed(entry: Kept<V>): void {
    this.drop(entry.key, entry.value);
  }
}
