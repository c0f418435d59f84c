/**
 * Every console write to an article says which version it started from (issue 39). The console's
 * one request helper refuses, before anything is sent, any write under /api/admin/articles/{id}
 * without If-Match (deny by default: a new write route is covered the day it is written), and no
 * console code reaches an article path around that helper.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, MissingIfMatchError, writesArticle } from '../../web/src/api/request.js';

const ROOT = join(import.meta.dirname, '../..');

describe('the request helper', () => {
  const sent: { url: string; headers: Record<string, string> }[] = [];
  beforeEach(() => {
    sent.length = 0;
    vi.stubGlobal('localStorage', { getItem: () => 'token' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        sent.push({ url, headers: init.headers as Record<string, string> });
        return new Response('{}', { status: 200 });
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  // Every article write the console makes today, and one it may make tomorrow.
  const writes: [string, string][] = [
    ['PATCH', '/api/admin/articles/7'],
    ['DELETE', '/api/admin/articles/7'],
    ['PUT', '/api/admin/articles/7/translations/2'],
    ['DELETE', '/api/admin/articles/7/translations/2'],
    ['POST', '/api/admin/articles/7/revisions/1-3/restore'],
    ['POST', '/api/admin/articles/7/translations/2/review'],
    ['POST', '/api/admin/articles/7/submit-for-review'],
    ['POST', '/api/admin/articles/7/translate'],
    ['POST', '/api/admin/articles/7/some-write-added-later'],
  ];

  it.each(writes)('refuses %s %s without If-Match and sends nothing', async (method, path) => {
    expect(writesArticle(method, path)).toBe(true);
    await expect(apiRequest(method, path, {})).rejects.toBeInstanceOf(MissingIfMatchError);
    await expect(apiRequest(method, path, {}, { ifMatch: '' })).rejects.toBeInstanceOf(MissingIfMatchError);
    expect(sent).toEqual([]);
  });

  it.each(writes)('sends %s %s with the If-Match it is given', async (method, path) => {
    await apiRequest(method, path, {}, { ifMatch: '"v12"' });
    expect(sent).toEqual([{ url: path, headers: expect.objectContaining({ 'If-Match': '"v12"', Authorization: 'Bearer token' }) }]);
  });

  it('lets through what does not write an article: reads, the list, a new article, and the calls that leave it as it is', async () => {
    const free: [string, string][] = [
      ['GET', '/api/admin/articles/7'],
      ['GET', '/api/admin/articles?limit=50'],
      ['POST', '/api/admin/articles'],
      ['PUT', '/api/admin/articles/7/autosave/1'],
      ['DELETE', '/api/admin/articles/7/autosave/1'],
      ['PUT', '/api/admin/articles/7/presence'],
      ['DELETE', '/api/admin/articles/7/presence'],
      ['POST', '/api/admin/articles/7/preview'],
      ['POST', '/api/admin/articles/7/telegram-deliveries/3/retry'],
      ['PUT', '/api/admin/languages/2'],
    ];
    for (const [method, path] of free) {
      expect(writesArticle(method, path), `${method} ${path}`).toBe(false);
      await apiRequest(method, path, method === 'GET' ? undefined : {});
    }
    expect(sent.map((s) => s.headers['If-Match'])).toEqual(free.map(() => undefined));
  });
});

describe('the console', () => {
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [join(dir, e.name)] : []));

  it('reaches article paths only through the request helper', () => {
    // A request sent by other means to an article path would go around the check; presence and
    // its beacon on tab close change no article.
    const around = files(join(ROOT, 'web/src'))
      .filter((f) => !f.endsWith(join('web/src/api/request.ts')))
      .flatMap((f) => [...readFileSync(f, 'utf8').matchAll(/\b(?:fetch|sendBeacon|\.open)\(([^;]*)/g)].map((m) => `${relative(ROOT, f)}: ${m[1]!.slice(0, 120)}`))
      .filter((call) => /\/api\/admin\/articles|ADMIN_ARTICLES_PATH|articlePath\(/.test(call) && !/presence/.test(call));
    expect(around).toEqual([]);
  });

  it('gives every article write the version it started from (the API client\u2019s calls, read from its source)', () => {
    // Each apiRequest call with a method other than GET on an article path passes { ifMatch }.
    const calls = files(join(ROOT, 'web/src/admin')).flatMap((f) => {
      const text = readFileSync(f, 'utf8');
      return [...text.matchAll(/apiRequest\(\s*'(\w+)',([^;]*?)\)\s*\)?[;,\n]/g)].map((m) => ({ file: relative(ROOT, f), method: m[1]!, rest: m[2]! }));
    });
    const articleWrites = calls.filter(
      (c) =>
        c.method !== 'GET' &&
        /ADMIN_ARTICLES_PATH|articlePath\(|\/api\/admin\/articles/.test(c.rest) &&
        // A new article (the collection itself) has no version yet; these leave the article as it is.
        !/^\s*ADMIN_ARTICLES_PATH\s*,/.test(c.rest) &&
        !/autosave|presence|preview|telegram/.test(c.rest),
    );
    // The ones the console has now; a new one is checked as soon as it is written.
    expect(articleWrites.length).toBeGreaterThanOrEqual(8);
    expect(articleWrites.filter((c) => !/\{\s*ifMatch\s*\}|ifMatch:/.test(c.rest))).toEqual([]);
  });
});
