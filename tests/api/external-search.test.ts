/**
 * Semantic search over the external API (admin-and-api.md §3 Search result, §7, §9 topK) with the
 * local embedder: relevance on a fixed set of articles in several languages, results naming the
 * language that matched, filters, topK bounds, only published articles ever found (the index
 * follows publish, edit, unpublish and delete through a trigger), and unanswered queries.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLanguages, type Langs } from '../helpers/fixtures.js';
import { startAdminHost, type AdminTestHost } from '../helpers/admin-host.js';

/** Polls until `check` passes (the index is written by a trigger after the request answered). */
async function eventually<T>(read: () => Promise<T>, check: (value: T) => void, timeoutMs = 10_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    try {
      check(value);
      return value;
    } catch (err) {
      if (Date.now() > until) throw err;
      await new Promise((r) => setTimeout(r, 50));
    }
  }
}

describe('External search', () => {
  let host: AdminTestHost;
  let langs: Langs;
  let key: string;
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    host = await startAdminHost({ schedules: false, externalApi: { rateLimits: { write: 1000, search: 1000 } } });
    langs = await createLanguages(host.services);
    key = (await host.admin('POST', '/api/admin/api-keys', { name: 'Search' })).body.fullApiKey;
    const make = async (slug: string, category: string, title: string, excerpt: string, content: string, status = 'published') => {
      const res = await host.call('POST', '/api/external/articles', { token: key, body: { slug, category, status, title, excerpt, content, languageId: langs.en } });
      expect(res.status).toBe(201);
      ids[slug] = res.body.id;
    };
    await make('bitcoin-halving', 'education', 'Bitcoin halving explained', 'Why the block reward halves every four years', '<p>The halving cuts the mining reward for new blocks in half.</p>');
    await make('ethereum-staking', 'research', 'Ethereum staking yields', 'How validators earn rewards by staking ether', '<p>Staking locks ether with validators to secure the network.</p>');
    await make('spot-etf-flows', 'case-study', 'Spot ETF inflows', 'What spot ETF flows tell us about institutional demand', '<p>Spot ETF inflows reached records as funds bought.</p>');
    await make('secret-draft', 'education', 'Quantum resistant wallets', 'A draft about quantum wallets', '<p>Quantum computers and wallets.</p>', 'draft');
    const hindi = await host.admin('PUT', `/api/admin/articles/${ids['spot-etf-flows']}/translations/${langs.hi}`, {
      title: 'स्पॉट ETF निवेश',
      excerpt: 'संस्थागत मांग के बारे में ETF प्रवाह',
      content: '<p>फंड ने रिकॉर्ड ETF खरीदे।</p>',
    });
    expect(hindi.status).toBe(200);
    await eventually(() => search({ query: 'ETF', topK: 100 }), (r) => expect(r.body.totalResults).toBe(4));
  });
  afterAll(() => host.stop());

  const search = (body: unknown) => host.call('POST', '/api/external/search', { token: key, body });
  const slugs = (res: { body: { results: { article: { slug: string } }[] } }) => res.body.results.map((r) => r.article.slug);

  it('ranks the article about the query first, with the documented result shape', async () => {
    const res = await search({ query: 'bitcoin halving block reward' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, query: 'bitcoin halving block reward', totalResults: expect.any(Number) });
    expect(res.body.results[0]).toEqual({
      id: `article_${ids['bitcoin-halving']}_en`,
      score: expect.any(Number),
      article: {
        id: ids['bitcoin-halving'],
        slug: 'bitcoin-halving',
        title: 'Bitcoin halving explained',
        excerpt: 'Why the block reward halves every four years',
        category: 'education',
        language: { code: 'en', name: 'English' },
        isOriginal: true,
        createdAt: expect.any(String),
      },
    });
    expect(res.body.results[0].score).toBeGreaterThan(res.body.results[1].score);
    expect(slugs(await search({ query: 'staking validators ether' }))[0]).toBe('ethereum-staking');
  });

  it('finds versions in every language unless filtered, naming the language that matched', async () => {
    const res = await search({ query: 'ETF प्रवाह' });
    const top = res.body.results.slice(0, 2).map((r: { id: string }) => r.id);
    expect(top).toContain(`article_${ids['spot-etf-flows']}_hi`);
    expect(top).toContain(`article_${ids['spot-etf-flows']}_en`);
    const hiOnly = await search({ query: 'ETF', filter: { languageCode: 'hi' } });
    expect(hiOnly.body.results.map((r: { id: string }) => r.id)).toEqual([`article_${ids['spot-etf-flows']}_hi`]);
    expect(hiOnly.body.results[0].article).toMatchObject({ language: { code: 'hi', name: 'Hindi' }, isOriginal: false, title: 'स्पॉट ETF निवेश' });
  });

  it('filters by category', async () => {
    const res = await search({ query: 'bitcoin halving', filter: { category: 'research' } });
    expect(slugs(res)).toEqual(['ethereum-staking']);
  });

  it('keeps to topK: default 10, at most 100', async () => {
    expect((await search({ query: 'ETF', topK: 1 })).body.results).toHaveLength(1);
    expect((await search({ query: 'ETF', topK: 100 })).status).toBe(200);
    for (const topK of [0, 101, 1.5, '10']) {
      const res = await search({ query: 'ETF', topK });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, field: 'topK' });
    }
  });

  it('refuses an empty or oversized query, unknown filters and unknown languages', async () => {
    expect(await search({ query: '  ' })).toMatchObject({ status: 400, body: { success: false, field: 'query', reason: 'Search query is required' } });
    expect(await search({})).toMatchObject({ status: 400, body: { field: 'query' } });
    expect((await search({ query: 'x'.repeat(1001) })).status).toBe(400);
    expect(await search({ query: 'ETF', filter: { status: 'draft' } })).toMatchObject({ status: 400, body: { field: 'filter.status', reason: 'unknown field' } });
    expect(await search({ query: 'ETF', filter: { languageCode: 'xx' } })).toMatchObject({ status: 400, body: { success: false, message: "Language 'xx' not found" } });
  });

  it('never finds a draft, and follows publish, edits, unpublish and delete', async () => {
    const found = async (q: string) => slugs(await search({ query: q, topK: 100 }));
    expect(await found('quantum resistant wallets')).not.toContain('secret-draft');
    const id = ids['secret-draft']!;
    await host.admin('PATCH', `/api/admin/articles/${id}`, { article: { status: 'published' } });
    await eventually(() => search({ query: 'quantum resistant wallets' }), (r) => expect(slugs(r)[0]).toBe('secret-draft'));
    await host.admin('PUT', `/api/admin/articles/${id}/translations/${langs.en}`, { title: 'Post-quantum signatures', excerpt: 'Lattice signatures', content: '<p>Lattice cryptography.</p>' });
    await eventually(() => search({ query: 'lattice signatures' }), (r) => expect(r.body.results[0].article.title).toBe('Post-quantum signatures'));
    await host.admin('PATCH', `/api/admin/articles/${id}`, { article: { status: 'draft' } });
    await eventually(() => found('lattice signatures'), (s) => expect(s).not.toContain('secret-draft'));
    await host.admin('DELETE', `/api/admin/articles/${ids['ethereum-staking']}`);
    await eventually(() => found('staking validators ether'), (s) => expect(s).not.toContain('ethereum-staking'));
    // Their vectors go too, by the triggers that follow the unpublishing and the deletion.
    await expect.poll(async () => (await host.firestore.db.collection('articleEmbeddings').where('articleId', 'in', [id, ids['ethereum-staking']]).get()).size).toBe(0);
  });

  it('records searches that found nothing good, for the dashboard', async () => {
    for (let i = 0; i < 3; i++) await search({ query: 'Solana   validator outages' });
    await search({ query: 'zk rollups' });
    const gaps = await host.admin('GET', '/api/admin/search-gaps');
    expect(gaps.status).toBe(200);
    // (Other tests' searches that found nothing good are listed too, how often depends on their polling.)
    expect(gaps.body.find((g: { query: string }) => g.query === 'solana validator outages')).toEqual({ query: 'solana validator outages', count: 3, lastSearchedAt: expect.any(String) });
    expect(gaps.body.map((g: { query: string }) => g.query)).toContain('zk rollups');
  });

  it('needs the search scope', async () => {
    const readOnly = (await host.admin('POST', '/api/admin/api-keys', { name: 'reader', scopes: ['articles:read'] })).body.fullApiKey;
    const res = await host.call('POST', '/api/external/search', { token: readOnly, body: { query: 'ETF' } });
    expect(res).toMatchObject({ status: 403, body: { success: false, message: "This API key does not have the 'search' scope" } });
  });
});
