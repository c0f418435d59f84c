import { describe, expect, it } from 'vitest';
import { changeSignal } from './change-signal.js';
import { RESPONSE_TTL_MS, ShortLivedCache } from './short-lived-cache.js';

describe('ShortLivedCache', () => {
  it('answers a kept value for RESPONSE_TTL_MS, then no longer', () => {
    const cache = new ShortLivedCache<string>(10);
    cache.keep('a', 'A', changeSignal.mark(), 1_000);
    expect(cache.get('a', 1_000)).toBe('A');
    expect(cache.get('a', 1_000 + RESPONSE_TTL_MS - 1)).toBe('A');
    expect(cache.get('a', 1_000 + RESPONSE_TTL_MS)).toBeUndefined();
    expect(cache.get('b', 1_000)).toBeUndefined();
  });

  it('drops everything on a write, and on a count only what shows that article', () => {
    const cache = new ShortLivedCache<string>(10);
    const now = Date.now();
    cache.keep('list', 'L', changeSignal.mark(), now);
    cache.keep('article 7', 'A7', changeSignal.mark(), now, 7);
    cache.keep('article 8', 'A8', changeSignal.mark(), now, 8);
    changeSignal.articleCounted(7);
    expect([cache.get('list', now), cache.get('article 7', now), cache.get('article 8', now)]).toEqual(['L', undefined, 'A8']);
    changeSignal.articlesChanged();
    expect([cache.get('list', now), cache.get('article 8', now)]).toEqual([undefined, undefined]);
  });

  it('never keeps what was read before a write that came while reading', () => {
    const cache = new ShortLivedCache<string>(10);
    const now = Date.now();
    const mark = changeSignal.mark();
    changeSignal.articlesChanged();
    cache.keep('list', 'old', mark, now);
    expect(cache.get('list', now)).toBeUndefined();
    // Kept while still being read (a promise): settled after a count of its article, it goes.
    const reading = cache.keep('article 9', 'pending', changeSignal.mark(), now);
    expect(cache.get('article 9', now)).toBe('pending');
    changeSignal.articleCounted(9);
    cache.settled(reading, 9);
    expect(cache.get('article 9', now)).toBeUndefined();
    // A read that failed is never answered again.
    const failing = cache.keep('languages', 'pending', changeSignal.mark(), now);
    cache.failed(failing);
    expect(cache.get('languages', now)).toBeUndefined();
    // Settling an entry replaced since leaves the newer one.
    const first = cache.keep('settings', 'first', changeSignal.mark(), now);
    cache.keep('settings', 'second', changeSignal.mark(), now);
    cache.failed(first);
    expect(cache.get('settings', now)).toBe('second');
  });

  it('hands out an entry no longer fresh for staleMs more, while nothing was written, until dropped', () => {
    const cache = new ShortLivedCache<string>(10, 1_000, 500);
    cache.keep('a', 'A', changeSignal.mark(), 0);
    expect([cache.stale('a', 999), cache.get('a', 999)]).toEqual([undefined, 'A']);
    expect([cache.stale('a', 1_000), cache.get('a', 1_000)]).toEqual(['A', undefined]);
    expect([cache.stale('a', 1_499), cache.stale('a', 1_500)]).toEqual(['A', undefined]);
    // Dropped (its read failed): gone; another value kept meanwhile is not dropped with it.
    cache.drop('a', 'A');
    expect(cache.stale('a', 1_200)).toBeUndefined();
    cache.keep('b', 'new', changeSignal.mark(), 0);
    cache.drop('b', 'old');
    expect(cache.stale('b', 1_200)).toBe('new');
    // A write here ends it as it ends a fresh one; without staleMs nothing is stale.
    changeSignal.articlesChanged();
    expect(cache.stale('b', 1_200)).toBeUndefined();
    const plain = new ShortLivedCache<string>(10, 1_000);
    plain.keep('c', 'C', changeSignal.mark(), 0);
    expect(plain.stale('c', 1_000)).toBeUndefined();
  });

  it('makes room by dropping the oldest entry', () => {
    const cache = new ShortLivedCache<number>(3);
    const now = Date.now();
    for (let i = 1; i <= 4; i++) cache.keep(`k${i}`, i, changeSignal.mark(), now);
    expect([1, 2, 3, 4].map((i) => cache.get(`k${i}`, now))).toEqual([undefined, 2, 3, 4]);
  });
});
