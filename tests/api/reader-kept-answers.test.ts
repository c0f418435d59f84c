/**
 * A reader answer kept in this instance's memory (cached-json.ts) past its few seconds: sent as it
 * was while one request reads it again, never after a write here, and never longer than
 * RESPONSE_TTL_MS + STALE_MS after another instance's write. Time moves with a fake Date (timers
 * stay real); "another instance" is a client of the test's own writing the same database.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { RESPONSE_TTL_MS } from '../../functions/src/data/short-lived-cache.js';
import { observer } from '../helpers/firestore-documents.js';
import { content, createArticle, createLanguages, type Langs } from '../helpers/fixtures.js';
import { startTestHost, type TestHost } from '../helpers/test-host.js';

/** cached-json.ts's STALE_MS, a literal here as the docs state it. */
const STALE_MS = 3_000;

describe('reader answers kept past their few seconds', () => {
  let host: TestHost;
  let langs: Langs;

  beforeAll(async () => {
    host = await startTestHost();
    langs = await createLanguages(host.services);
  });
  afterAll(() => host.stop());
  afterEach(() => vi.useRealTimers());

  const article = async (slug: string) => {
    const res = await fetch(`${host.url}/api/articles/${slug}?language=en`);
    return { status: res.status, title: res.status === 200 ? ((await res.json()) as { title: string }).title : undefined };
  };
  /** Moves this process's clock on (Date only: timers, and so the host's work, run as before). */
  const later = (ms: number) => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + ms });
  };

  it('shows a write made here in the very next answer, though the kept one was no longer fresh', async () => {
    const { id } = await createArticle(host.services, langs, { slug: 'written-here', title: 'Before' });
    expect(await article('written-here')).toEqual({ status: 200, title: 'Before' });
    later(RESPONSE_TTL_MS + 1);
    await host.services.repos.articles.update(id, () => ({ changes: {}, content: content(langs.en, 'After') }), new Date());
    expect(await article('written-here')).toEqual({ status: 200, title: 'After' });
    expect(await article('written-here')).toEqual({ status: 200, title: 'After' });
  });

  it('shows another instance’s unpublishing at once after RESPONSE_TTL_MS + STALE_MS, and within them ends the old copy after one read', async () => {
    const db = observer(host.firestore);
    for (const slug of ['unpublished-elsewhere', 'unpublished-elsewhere-late']) {
      await createArticle(host.services, langs, { slug, title: 'Published' });
      expect(await article(slug)).toEqual({ status: 200, title: 'Published' });
    }
    const unpublish = async (slug: string) => {
      const [doc] = (await db.collection('articles').where('slug', '==', slug).get()).docs;
      await doc!.ref.update({ status: 'draft' });
    };

    // Within the stale window the old copy may still be sent while the read runs; once that read
    // found it gone, every answer is 404.
    await unpublish('unpublished-elsewhere');
    later(RESPONSE_TTL_MS + 1);
    await expect.poll(async () => (await article('unpublished-elsewhere')).status).toBe(404);
    for (let i = 0; i < 5; i++) expect(await article('unpublished-elsewhere')).toEqual({ status: 404, title: undefined });

    // Past it, the first request reads again and waits for that read.
    vi.useRealTimers();
    await unpublish('unpublished-elsewhere-late');
    later(RESPONSE_TTL_MS + STALE_MS);
    expect(await article('unpublished-elsewhere-late')).toEqual({ status: 404, title: undefined });
  });
});
