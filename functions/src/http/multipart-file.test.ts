/**
 * readMultipartFile as Cloud Functions runs it: the body already read into `req.rawBody`, parsed
 * synchronously. A hostile part, or a judge that throws, rejects the promise (the error
 * middleware answers) instead of throwing out of the route.
 */
import type { Request } from 'express';
import { describe, expect, it } from 'vitest';
import { readMultipartFile, type FileJudge } from './multipart-file.js';

const BOUNDARY = 'b0undary';

function rawRequest(parts: { disposition: string; data: string }[]): Request {
  const body = Buffer.from(
    parts.map((p) => `--${BOUNDARY}\r\nContent-Disposition: ${p.disposition}\r\nContent-Type: image/png\r\n\r\n${p.data}\r\n`).join('') + `--${BOUNDARY}--\r\n`,
  );
  const headers = { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, 'content-length': String(body.length) };
  return { headers, rawBody: body, is: (type: string) => (type === 'multipart/form-data' ? type : false) } as unknown as Request;
}

const judge = (accept: FileJudge['accept'] = () => ({ maxBytes: 100, tooLarge: () => new Error('too large') })): FileJudge => ({ accept, sniffBytes: 4, hardMaxBytes: 100 });

describe('readMultipartFile with a raw body (Cloud Functions)', () => {
  it('rejects a nameless part with a 400', async () => {
    const read = readMultipartFile(rawRequest([{ disposition: 'form-data; filename="a.png"', data: 'abcdef' }]), 'file', judge());
    await expect(read).rejects.toMatchObject({ status: 400, reason: 'unnamed part' });
  });

  it('rejects, not throws, when a callback fails in a way no one planned', async () => {
    const broken = judge(() => {
      throw new TypeError("Cannot read properties of undefined (reading 'slice')");
    });
    let read: Promise<Buffer> | undefined;
    expect(() => (read = readMultipartFile(rawRequest([{ disposition: 'form-data; name="file"; filename="a.png"', data: 'abcdef' }]), 'file', broken))).not.toThrow();
    await expect(read).rejects.toBeDefined();
  });

  it('reads the file of a good form', async () => {
    const bytes = await readMultipartFile(rawRequest([{ disposition: 'form-data; name="file"; filename="a.png"', data: 'abcdef' }]), 'file', judge());
    expect(bytes.toString()).toBe('abcdef');
  });
});
