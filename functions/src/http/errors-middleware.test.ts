/** The error middleware's mapping of errors no request can trigger on demand (Firestore's). */
import express from 'express';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorHandler } from './errors-middleware.js';

describe('Firestore failures that outlive the retries', () => {
  let url: string;
  let close: () => void;
  beforeAll(async () => {
    const app = express();
    app.get('/throw/:code', (req) => {
      throw Object.assign(new Error(`${req.query.message ?? 'raw firestore text'}`), { code: Number(req.params.code) });
    });
    app.use(errorHandler);
    const server = app.listen(0, '127.0.0.1');
    await new Promise((r) => server.once('listening', r));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });
  afterAll(() => close());

  it.each([
    [10, 503, 'Too many changes to the same data at once. Please try again.', '1'],
    [6, 409, 'This already exists: it was created by another request at the same time.', null],
    [14, 503, 'The database is temporarily unavailable. Please try again shortly.', '5'],
    [4, 503, 'The database is temporarily unavailable. Please try again shortly.', '5'],
  ])('gRPC code %i answers %i in our words, never the raw text', async (code, status, message, retryAfter) => {
    const res = await fetch(`${url}/throw/${code}`);
    expect(res.status).toBe(status);
    expect(res.headers.get('retry-after')).toBe(retryAfter);
    expect(await res.json()).toEqual({ message });
  });

  it('a document over the size limit is a 413', async () => {
    const res = await fetch(`${url}/throw/3?message=${encodeURIComponent('Document exceeds the maximum allowed size of 1,048,576 bytes')}`);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ message: 'This is too large to store: shorten the longest text and try again.', reason: 'too large' });
  });

  it('anything else is a 500 without detail', async () => {
    const res = await fetch(`${url}/throw/13`);
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ message: 'Internal server error' });
  });
});
