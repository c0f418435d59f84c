/** guardedReader: a throw in any registered callback settles the promise instead of escaping. */
import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { guardedReader } from './guarded-reader.js';

describe('guardedReader', () => {
  it('rejects with what an event callback threw, after onThrow, and ignores later events', async () => {
    const source = new EventEmitter();
    const cleanups: unknown[] = [];
    const seen: string[] = [];
    const read = guardedReader<string>(({ resolve, guard }) => {
      source.on('part', guard((name: string | undefined) => {
        seen.push(name!.slice(0, 3));
      }));
      source.on('end', guard(() => resolve(seen.join())));
    }, (err) => cleanups.push(err));
    source.emit('part', 'file');
    // Without the guard, this emit would throw here, in the emitter's caller (a parser, a socket).
    expect(() => source.emit('part', undefined)).not.toThrow();
    source.emit('end');
    await expect(read).rejects.toBeInstanceOf(TypeError);
    expect(cleanups).toHaveLength(1);
  });

  it('guards the start function and a .then after a callback', async () => {
    await expect(guardedReader(() => { throw new RangeError('at start'); })).rejects.toThrow('at start');
    const later = guardedReader<void>(({ guard }) => {
      void Promise.resolve().then(guard(() => { throw new Error('in then'); }));
    });
    await expect(later).rejects.toThrow('in then');
  });

  it('resolves once: a later reject does not change the answer', async () => {
    const value = await guardedReader<number>(({ resolve, reject }) => {
      resolve(1);
      reject(new Error('late'));
    });
    expect(value).toBe(1);
  });
});
