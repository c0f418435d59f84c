import { describe, expect, it } from 'vitest';
import { rollUpSoon } from './article-counters.js';

describe('rollUpSoon', () => {
  it('gives a burst of events on one article one roll-up, and an event after it started the next', async () => {
    const started: number[] = [];
    let release!: () => void;
    const stats = {
      rollUp: (id: number) => {
        started.push(id);
        return started.length === 1 ? new Promise<void>((r) => (release = r)) : Promise.resolve();
      },
    };
    const [leader, ...joined] = Array.from({ length: 50 }, () => rollUpSoon(stats, 7, 10));
    // Only the event that queued the roll-up waits for it (and fails with it, to be delivered again).
    expect(leader).toBeInstanceOf(Promise);
    expect(joined).toEqual(Array(49).fill(undefined));
    const other = rollUpSoon(stats, 8, 10);
    await expect.poll(() => started).toEqual([7, 8]);
    // The first roll-up of 7 is running: a new increment may not be in what it read.
    const late = rollUpSoon(stats, 7, 10);
    expect(late).toBeInstanceOf(Promise);
    release();
    await Promise.all([leader, other, late]);
    expect(started).toEqual([7, 8, 7]);
  });

  it('fails the events of a failed roll-up (Firestore retries them) and lets the next one run', async () => {
    let fail = true;
    const stats = { rollUp: () => (fail ? Promise.reject(new Error('unavailable')) : Promise.resolve('ok')) };
    await expect(rollUpSoon(stats, 9, 1)).rejects.toThrow('unavailable');
    fail = false;
    await expect(rollUpSoon(stats, 9, 1)).resolves.toBe('ok');
  });

  it("keeps the queues of two runtimes apart: a host never joins a roll-up of another host's database", async () => {
    const rolled: string[] = [];
    const a = { rollUp: async (id: number) => rolled.push(`a${id}`) };
    const b = { rollUp: async (id: number) => rolled.push(`b${id}`) };
    const both = [rollUpSoon(a, 5, 1), rollUpSoon(b, 5, 1)];
    expect(both.every((p) => p instanceof Promise)).toBe(true);
    await Promise.all(both);
    expect(rolled.sort()).toEqual(['a5', 'b5']);
  });
});
