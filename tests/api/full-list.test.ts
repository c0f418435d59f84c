/**
 * The plain list call (`GET /api/articles` without `limit`, the spec's "full list") is bounded: with
 * thousands of articles it would be megabytes per call. More come in pages with exact counts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedGeneratedArticles } from '../../emulators/seed/generated.js';
import { createLanguages } from '../helpers/fixtures.js';
import { startTestHost, type TestHost } from '../helpers/test-host.js';

const COUNT = 130;

describe('the full list', () => {
  let host: TestHost;

  beforeAll(async () => {
    host = await startTestHost();
    await createLanguages(host.services);
    await seedGeneratedArticles(host.firestore.db, COUNT, new Date());
  });
  afterAll(() => host.stop());

  it('answers at most 100 articles, newest first, and the rest in pages', async () => {
    // Written straight to the database: the host's catalog sees them at its next catch-up.
    const page = async (qs: string) => (await host.get(`/api/articles?${qs}`)).json() as Promise<{ articles: { slug: string }[]; total: number; nextOffset: number | null }>;
    await expect.poll(async () => (await page('offset=0')).total, { timeout: 10_000 }).toBe(COUNT);

    const res = await host.get('/api/articles');
    expect(res.status).toBe(200);
    const all = (await res.json()) as { slug: string }[];
    expect(all).toHaveLength(100);
    expect(all[0]!.slug).toBe(`generated-${COUNT}`);
    expect(all[99]!.slug).toBe(`generated-${COUNT - 99}`);

    const rest = await page('offset=100&limit=100');
    expect(rest.articles.map((a) => a.slug)).toEqual(Array.from({ length: 30 }, (_, i) => `generated-${30 - i}`));
    expect(rest.nextOffset).toBeNull();
    // A smaller limit still means what it says; a larger one is refused as before.
    expect(await (await host.get('/api/articles?limit=5')).json()).toHaveLength(5);
    expect((await host.get('/api/articles?limit=101')).status).toBe(400);
  });
});
