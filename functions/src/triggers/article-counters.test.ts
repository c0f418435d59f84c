import { describe, expect, it } from 'vitest';
import { rollUpSoon } from './article-counters.js';

describe('rollUpSoon', () => {
  it('gives a burst of events on one article one roll-up, and an event after it started the next', async () => {
    const started: number[] = [];
    let release!: () => void;
    const rollUp = (id: number) => {
      started.push(id);
      return started.length === 1 ? new Promise<void>((r) => (release = r)) : Promise.resolve();
    };
    const [leader, ...joined] = Array.from({ length: 50 }, () => rollUpSoon(7, rollUp, 10));
    // Only the event that queued the roll-up waits for it (and fails with it, to be delivered again).
    expect(leader).toBeInstanceOf(Promise);
    expect(joined).toEqual(Array(49).fill(undefined));
    const other = rollUpSoon(8, rollUp, 10);
    await expect.poll(() => started).toEqual([7, 8]);
    // The first roll-up of 7 is running: a new increment may not be in what it read.
    const late = rollUpSoon(7, rollUp, 10);
    expect(late).toBeInstanceOf(Promise);
    release();
    await Promise.all([leader, other, late]);
    expect(started).toEqual([7, 8, 7]);
  });

  it('fails the events of a failed roll-up (Firestore retries them) and lets the next one run', async () => {
    await expect(rollUpSoon(9, () => Promise.reject(new Error('unavailable')), 1)).rejects.toThrow('unavailable');
    await expect(rollUpSoon(9, () => Promise.resolve('ok'), 1)).resolves.toBe('ok');
  });
});
