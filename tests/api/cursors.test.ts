/**
 * Every paging cursor of the API, forged (issue 37 item 7): whatever a client makes of one, out of
 * range numbers, wrong types or lengths, not base64url, JSON that is not the list a page gives,
 * another spelling of a real one, is a 400 naming `cursor`, never a 500 and never a page. Cursors
 * the lists gave still page through them (here and in my-translations.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAdminHost, type AdminTestHost } from '../helpers/admin-host.js';
import { createLanguages, type Langs } from '../helpers/fixtures.js';
import { createStaff } from '../helpers/staff-fixtures.js';

const b64 = (text: string) => Buffer.from(text).toString('base64url');
const json = (value: unknown) => b64(JSON.stringify(value));

/** Forgeries every cursor refuses, whatever its list. */
const ANY_LIST: [what: string, cursor: string][] = [
  ['empty', ''],
  ['not base64url', 'not base64!'],
  ['base64 with padding', `${json([1, 2, 3])}==`],
  ['base64 with + and /', Buffer.from('[1,2,3]>>>???').toString('base64')],
  ['one character', 'A'],
  ['base64url of text that is not JSON', b64('hello')],
  ['base64url of bytes that are not UTF-8', Buffer.from([0xff, 0xfe, 0x5b, 0x5d]).toString('base64url')],
  ['JSON null', json(null)],
  ['a JSON number', json(5)],
  ['a JSON string', json('abc')],
  ['a JSON object', json({ seconds: 1, id: 'abc' })],
  ['an empty list', json([])],
  ['very long', 'A'.repeat(5000)],
  ['a list of 1e20s', json([1e20, 1e20, 1e20])],
  ['nested lists', json([[1], [2], [3]])],
];

describe('forged cursors', () => {
  let host: AdminTestHost;
  let langs: Langs;
  beforeAll(async () => {
    host = await startAdminHost({ schedules: false });
    langs = await createLanguages(host.services);
  });
  afterAll(() => host?.stop());

  const expectCursor400 = async (path: string, cursor: string, what: string, token = host.adminToken) => {
    const res = await host.call('GET', `${path}${path.includes('?') ? '&' : '?'}cursor=${encodeURIComponent(cursor)}`, { token });
    expect(res.status, `${what}: ${JSON.stringify(res.body)}`).toBe(400);
    expect(res.headers.get('content-type'), what).toMatch(/^application\/json/);
    expect(res.body, what).toMatchObject({ field: 'cursor', message: expect.stringContaining('cursor') });
  };

  it('the audit log and its export: out-of-range times, nanoseconds and ids, wrong types and lengths, another spelling', async () => {
    const t = 1_790_000_000;
    const forged: [string, string][] = [
      ...ANY_LIST,
      ['[1e20, 0, "abc"] (the issue)', json([1e20, 0, 'abc'])],
      ['a negative time', json([-1, 0, 'abc'])],
      ['a time before year 1', json([-62_135_596_801, 0, 'abc'])],
      ['a time after 9999', json([253_402_300_800, 0, 'abc'])],
      ['an unsafe integer time', json([2 ** 53, 0, 'abc'])],
      ['a fractional time', json([t + 0.5, 0, 'abc'])],
      ['negative nanoseconds', json([t, -1, 'abc'])],
      ['a billion nanoseconds', json([t, 1e9, 'abc'])],
      ['a huge offset as nanoseconds', json([t, 1e15, 'abc'])],
      ['a time as text', json([String(t), 0, 'abc'])],
      ['nanoseconds as text', json([t, '0', 'abc'])],
      ['a numeric id', json([t, 0, 5])],
      ['a null id', json([t, 0, null])],
      ['an empty id', json([t, 0, ''])],
      ['an id with a slash', json([t, 0, 'a/b'])],
      ['an id of 41 characters', json([t, 0, 'a'.repeat(41)])],
      ['an id with unicode', json([t, 0, 'ईद'])],
      ['two values', json([t, 0])],
      ['four values', json([t, 0, 'abc', 'd'])],
      ['JSON with spaces (not the spelling a page gives)', b64(`[${t}, 0, "abc"]`)],
      ['a time in exponent form', b64('[1.79e9,0,"abc"]')],
      ['the old translator-desk form', '12.3_4'],
    ];
    for (const path of ['/api/admin/audit-log', '/api/admin/audit-log/export', '/api/admin/audit-log?action=auditLog.read&limit=5']) {
      for (const [what, cursor] of forged) await expectCursor400(path, cursor, `${path} ${what}`);
    }
    // A cursor in range is read, whether or not an entry sits there.
    const inRange = await host.admin('GET', `/api/admin/audit-log?cursor=${json([t, 999_999_999, 'abc'])}`);
    expect(inRange.status, JSON.stringify(inRange.body)).toBe(200);
  });

  it('another spelling of a real audit-log cursor is refused; the real one pages on', async () => {
    for (const code of ['ta', 'te', 'ml']) expect((await host.admin('POST', '/api/admin/languages', { code, name: `Cursor ${code}`, nativeName: `Cursor ${code}` })).status).toBe(201);
    const first = await host.admin('GET', '/api/admin/audit-log?limit=1');
    const cursor = first.body.nextCursor as string;
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    const second = await host.admin('GET', `/api/admin/audit-log?limit=1&cursor=${cursor}`);
    expect(second.status).toBe(200);
    expect(second.body.entries).toHaveLength(1);
    expect(second.body.entries[0].id).not.toBe(first.body.entries[0].id);
    // The same bytes, spelled with padding or with the last character's unused bits set.
    await expectCursor400('/api/admin/audit-log', `${cursor}=`, 'padded');
    const bytes = Buffer.from(cursor, 'base64url');
    if (cursor.length % 4 !== 0) {
      const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
      const last = alphabet.indexOf(cursor.at(-1)!);
      const other = cursor.slice(0, -1) + alphabet[last ^ 1]!;
      if (Buffer.from(other, 'base64url').equals(bytes)) await expectCursor400('/api/admin/audit-log', other, 'unused bits set');
    }
  });

  it("the translator's desk: out-of-range views and ids, wrong types and lengths, for a translator and the owner alike", async () => {
    const translator = await createStaff(host, { role: 'translator', languageIds: [langs.hi] });
    const max = Number.MAX_SAFE_INTEGER;
    const forged: [string, string][] = [
      ...ANY_LIST,
      ['1e20 views', json([1e20, 1, 1])],
      ['negative views', json([-1, 1, 1])],
      ['unsafe views', json([max + 1, 1, 1])],
      ['article 0', json([5, 0, 1])],
      ['language 0', json([5, 1, 0])],
      ['a negative article', json([5, -1, 1])],
      ['an unsafe language', json([5, 1, max + 1])],
      ['a fractional article', json([5, 1.5, 1])],
      ['an article as text', json([5, '1', 1])],
      ['the entry id as text', json([5, '1_1'])],
      ['two values', json([5, 1])],
      ['four values', json([5, 1, 1, 1])],
      ['the old form', '12.3_4'],
      ['the old form, out of range', '9999999999999999.9999999999999999_9999999999999999'],
    ];
    for (const token of [host.adminToken, translator.token]) {
      for (const [what, cursor] of forged) await expectCursor400('/api/admin/my-translations', cursor, `my-translations ${what}`, token);
    }
    expect((await host.call('GET', `/api/admin/my-translations?cursor=${json([max, max, max])}`, { token: translator.token })).status).toBe(200);
  });
});
