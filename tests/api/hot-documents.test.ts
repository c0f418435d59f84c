/**
 * Hot documents under concurrency (issue 38), on Google's Cloud Firestore emulator, which locks as
 * production does: N transactions at one document wait for each other, the losers are aborted and
 * retried, and past Firestore's patience they fail with "Transaction lock timeout". The bursts
 * readers, API clients and duplicate trigger deliveries really send end with exact results, no
 * 5xx and no lock time-out (docs/architecture.md, "Hot documents").
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAdminHost, type AdminTestHost } from '../helpers/admin-host.js';
import { startAiHost, type AiTestHost } from '../helpers/ai-host.js';
import { CHROME, readersCounted, sendBeacon, view } from '../helpers/analytics.js';
import { createArticle, createLanguages, type Langs } from '../helpers/fixtures.js';

const times = <T>(n: number, make: (i: number) => Promise<T>) => Promise.all(Array.from({ length: n }, (_, i) => make(i)));

describe('200 readers of one article at once', () => {
  let host: AdminTestHost;
  let langs: Langs;
  beforeAll(async () => {
    host = await startAdminHost({ schedules: false });
    langs = await createLanguages(host.services);
  });
  afterAll(() => host?.stop());

  it('counts every view and every page view exactly, each answered', async () => {
    const article = await createArticle(host.services, langs, { slug: 'hot-article', title: 'Hot article' });
    // Each reader: the article's view counter and the analytics beacon, from an address of their own.
    const readers = Array.from({ length: 200 }, (_, i) => ({ from: `127.0.${2 + Math.floor(i / 100)}.${1 + (i % 100)}`, ua: CHROME }));
    const [views, beacons] = await Promise.all([
      times(200, () => host.post(`/api/articles/${article.id}/view`)),
      times(200, (i) => sendBeacon(host.url, view('en', { page: 'article', articleId: article.id }), readers[i])),
    ]);
    expect(views.map((r) => r.status)).toEqual(Array<number>(200).fill(200));
    expect(beacons.map((r) => r.status)).toEqual(Array<number>(200).fill(204));
    // Every reader is shown a count that holds their own view; the last one all 200.
    const answered = await Promise.all(views.map((r) => r.json() as Promise<{ views: number }>));
    expect(Math.max(...answered.map((a) => a.views))).toBe(200);
    expect(Math.min(...answered.map((a) => a.views))).toBeGreaterThanOrEqual(1);

    // The article, the list (once the roll-up follows) and the analytics report all say 200.
    expect((await (await host.get('/api/articles/hot-article')).json()).views).toBe(200);
    const listed = async () => ((await (await host.get('/api/articles?limit=12')).json()) as { id: number; views: number }[]).find((a) => a.id === article.id)?.views;
    await expect.poll(listed).toBe(200);
    await readersCounted(host);
    // The site-day of now, in whatever time zone the site reports in, is within a day of UTC's.
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const report = await host.admin('GET', `/api/admin/analytics?from=${day(-1)}&to=${day(1)}`);
    expect(report.status).toBe(200);
    expect(report.body.totals).toMatchObject({ pageviews: 200, visitors: 200, articleViews: 200 });
    expect(report.body.articles).toEqual([expect.objectContaining({ id: article.id, pageviews: 200, visitors: 200 })]);
  });
});

describe("100 external API creates, a burst over a key's limit and 50 deliveries of one job at once", () => {
  let host: AiTestHost;
  let langs: Langs;
  beforeAll(async () => {
    // The default limit is 20 creates a minute per key; a newsroom's bulk import raises it.
    host = await startAiHost({ externalApi: { rateLimits: { write: 1000 } } });
    langs = await createLanguages(host.services);
    await host.configureAi();
  });
  afterAll(() => host?.stop());

  it('creates 100 articles from 100 concurrent calls with one key: all 201, 100 consecutive ids', async () => {
    const key = (await host.admin('POST', '/api/admin/api-keys', { name: 'Newsroom', scopes: ['articles:write', 'articles:read'] })).body.fullApiKey as string;
    const body = (i: number) => ({
      slug: `wire-story-${i}`,
      category: 'research',
      status: 'published',
      isFeatured: false,
      title: `Wire story ${i}`,
      content: `<p>Story number ${i}.</p>`,
      excerpt: `Excerpt ${i}`,
      metaDescription: `Meta ${i}`,
      languageId: langs.en,
    });
    const answers = await times(100, (i) => host.call('POST', '/api/external/articles', { token: key, body: body(i) }));
    expect(answers.filter((a) => a.status !== 201).map((a) => `${a.status} ${JSON.stringify(a.body)}`)).toEqual([]);
    const ids = answers.map((a) => a.body.id as number).sort((a, b) => a - b);
    expect(ids).toEqual(Array.from({ length: 100 }, (_, i) => ids[0]! + i));
    // Each is stored under its id with its own slug.
    const read = await times(100, (i) => host.call('GET', `/api/external/articles/${answers[i]!.body.id}`, { token: key }));
    expect(read.map((r) => [r.status, r.body.article?.slug])).toEqual(answers.map((_, i) => [200, `wire-story-${i}`]));
  });

  it("holds a burst over a key's limit to exactly the limit: 150 reads at once, 120 answered, 30 told to wait", async () => {
    const key = (await host.admin('POST', '/api/admin/api-keys', { name: 'Reader', scopes: ['articles:read'] })).body.fullApiKey as string;
    const { id } = await createArticle(host.services, langs, { slug: 'read-by-a-burst' });
    const answers = await times(150, () => host.call('GET', `/api/external/articles/${id}`, { token: key }));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([...Array<number>(120).fill(200), ...Array<number>(30).fill(429)]);
    expect(answers.find((a) => a.status === 429)!.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('gives a job delivered 50 times at once to one run: one provider call, one translation, no error', async () => {
    const created = await host.triggers.losingEvents(async () => {
      const res = await host.admin('POST', '/api/admin/articles', {
        article: { slug: 'claimed-once', category: 'education', status: 'published', isFeatured: false },
        translation: { languageId: langs.en, title: 'Claimed once', excerpt: 'Once.', content: '<p>One run translates this.</p>', metaDescription: 'Once', isOriginal: true },
        targetLanguages: [langs.hi],
      });
      expect(res.status).toBe(201);
      return res.body as { id: number };
    });
    const job = (await host.services.repos.translationJobs.get(created.id, langs.hi))!;
    expect(job.state).toBe('pending');
    const before = host.fake.requests.length;
    // runJob never throws on its own: a claim that fails (a lock time-out) rejects it.
    const runs = await Promise.allSettled(Array.from({ length: 50 }, () => host.services.translations.runJob(created.id, langs.hi, job.runId)));
    expect(runs.filter((r) => r.status === 'rejected').map((r) => String((r as PromiseRejectedResult).reason))).toEqual([]);
    expect(host.fake.requests.slice(before).filter((r) => r.path.endsWith('/chat/completions'))).toHaveLength(1);
    const stored = (await host.admin('GET', `/api/admin/articles/${created.id}`)).body;
    expect(stored.translationJobs).toEqual([expect.objectContaining({ languageId: langs.hi, state: 'completed', attempts: 1 })]);
    expect(stored.translations.filter((t: { languageId: number }) => t.languageId === langs.hi)).toHaveLength(1);
  });
});
