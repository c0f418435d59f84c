/**
 * sendCached under many readers at once: an answer not in memory is computed once for all the
 * readers who ask while it is being computed, never for one who asks after a write.
 */
import express from 'express';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeSignal } from '../../data/change-signal.js';
import { sendCached } from './cached-json.js';

describe('answers computed for many readers at once', () => {
  let url: string;
  let close: () => void;
  /** Requests that reached the route, and computations started, by key; each computation waits for `release`. */
  const arrived = new Map<string, number>();
  const started = new Map<string, number>();
  let release: () => void = () => {};
  let gate = Promise.resolve();
  const holdComputations = () => {
    gate = new Promise<void>((r) => (release = r));
  };

  beforeAll(async () => {
    const app = express();
    app.get('/answer/:key', async (req, res) => {
      const key = req.params.key;
      arrived.set(key, (arrived.get(key) ?? 0) + 1);
      await sendCached(req, res, {
        key: `test:${key}`,
        type: 'text/plain; charset=utf-8',
        compute: async () => {
          const n = (started.get(key) ?? 0) + 1;
          started.set(key, n);
          await gate;
          return `${key} computed ${n}`;
        },
      });
    });
    const server = app.listen(0, '127.0.0.1');
    await new Promise((r) => server.once('listening', r));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });
  afterAll(() => close());

  /** Resolves once `key` has started `n` computations (the requests reached the route). */
  const computationsStarted = (key: string, n: number) => expect.poll(() => started.get(key) ?? 0, { interval: 5 }).toBe(n);

  it('computes an answer once for 20 readers asking together, and each gets it whole', async () => {
    holdComputations();
    const asked = Array.from({ length: 20 }, () => fetch(`${url}/answer/together`));
    // All 20 are in the route before the first computation may end.
    await expect.poll(() => arrived.get('together') ?? 0, { interval: 5 }).toBe(20);
    release();
    const answers = await Promise.all(asked);
    expect(answers.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(new Set(await Promise.all(answers.map((r) => r.text())))).toEqual(new Set(['together computed 1']));
    expect(started.get('together')).toBe(1);
  });

  it('does not hand a reader who asks after a write what was read before it', async () => {
    holdComputations();
    const before = fetch(`${url}/answer/written`);
    await computationsStarted('written', 1);
    changeSignal.articlesChanged();
    const after = fetch(`${url}/answer/written`);
    await computationsStarted('written', 2);
    release();
    expect(await (await before).text()).toBe('written computed 1');
    expect(await (await after).text()).toBe('written computed 2');
    // The first was read before the write, so it was never kept: the second is what is kept.
    expect(await (await fetch(`${url}/answer/written`)).text()).toBe('written computed 2');
  });

  it('shares a failure only with those who asked during it, and computes again after', async () => {
    // (A route's error goes to the error middleware as if it had computed it itself.)
    holdComputations();
    const failing = express();
    let calls = 0;
    let inRoute = 0;
    failing.get('/fails', async (req, res, next) => {
      inRoute++;
      try {
        await sendCached(req, res, {
          key: 'test:fails',
          type: 'text/plain; charset=utf-8',
          compute: async () => {
            calls++;
            await gate;
            if (calls === 1) throw new Error('the read failed');
            return 'read';
          },
        });
      } catch (err) {
        next(err);
      }
    });
    failing.use(((_err, _req, res, _next) => res.status(503).send('unavailable')) as express.ErrorRequestHandler);
    const server = failing.listen(0, '127.0.0.1');
    await new Promise((r) => server.once('listening', r));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const asked = [fetch(`${base}/fails`), fetch(`${base}/fails`)];
      await expect.poll(() => inRoute, { interval: 5 }).toBe(2);
      release();
      expect((await Promise.all(asked)).map((r) => r.status)).toEqual([503, 503]);
      const again = await fetch(`${base}/fails`);
      expect([again.status, await again.text(), calls]).toEqual([200, 'read', 2]);
    } finally {
      server.close();
    }
  });
});
