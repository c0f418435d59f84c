/**
 * Article HTML past ARTICLE_HTML_LIMITS is refused on every path that takes it (admin create and
 * update, a translation, the external API), with a 400 naming the field; the costliest bodies
 * the limits accept are saved and their reader page renders; and while such bodies are being
 * refused, saved and rendered, other readers' requests go on being answered (issue 22: 100,000
 * unclosed tags held the event loop for seconds). The 100 ms target itself is measured by
 * `npm run bench:hostile` (bench/hostile-bodies.ts): a shared test machine cannot time it honestly.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARTICLE_HTML_LIMITS as L, ARTICLE_MESSAGES as M } from '../../functions/src/contract/index.js';
import { startAdminHost, type AdminTestHost } from '../helpers/admin-host.js';
import { createLanguages, type Langs } from '../helpers/fixtures.js';
import { atLimits, pastLimits, unclosedTags } from '../helpers/hostile-html.js';
import { articleBody } from '../helpers/media-client.js';

const REFUSALS = [
  { name: 'unclosed tags', body: unclosedTags, message: M.contentTooDeep(L.depth) },
  { name: 'too many elements', body: pastLimits.elements, message: M.contentTooManyElements(L.elements) },
  { name: 'escaped line breaks', body: pastLimits.escapedBreaks, message: M.contentTooManyElements(L.elements) },
  { name: 'too deep', body: pastLimits.depth, message: M.contentTooDeep(L.depth) },
  { name: 'too many references', body: pastLimits.textPieces, message: M.contentTooManyPieces(L.textPieces) },
  { name: 'too many embeds', body: pastLimits.embeds, message: M.contentTooManyEmbeds(L.embeds) },
];

describe('article HTML limits over HTTP', () => {
  let host: AdminTestHost;
  let langs: Langs;
  let key: string;
  let n = 0;
  const slug = () => `limits-${++n}`;

  beforeAll(async () => {
    host = await startAdminHost({ schedules: false, externalApi: { rateLimits: { write: 1000 } } });
    langs = await createLanguages(host.services);
    key = (await host.admin('POST', '/api/admin/api-keys', { name: 'Newsroom' })).body.fullApiKey;
  });
  afterAll(() => host.stop());

  const create = (content: string, s = slug()) => {
    const b = articleBody(s, langs.en);
    return host.admin('POST', '/api/admin/articles', { ...b, translation: { ...b.translation, content } });
  };

  it('refuses each body past a limit on admin create, update and translation, naming the field', async () => {
    const existing = await create('<p>Fine</p>');
    expect(existing.status).toBe(201);
    const id = existing.body.id as number;
    for (const r of REFUSALS) {
      const body = r.body();
      const created = await create(body);
      expect(created.status, r.name).toBe(400);
      expect(created.body, r.name).toEqual({ message: `Invalid body parameter 'translation.content': ${r.message}`, field: 'translation.content', reason: r.message });

      const b = articleBody('unused', langs.en);
      const updated = await host.admin('PATCH', `/api/admin/articles/${id}`, { translation: { ...b.translation, content: body } });
      expect(updated.status, r.name).toBe(400);
      expect(updated.body.field).toBe('translation.content');

      const translated = await host.admin('PUT', `/api/admin/articles/${id}/translations/${langs.hi}`, { title: 'T', excerpt: 'E', content: body });
      expect(translated.status, r.name).toBe(400);
      expect(translated.body).toMatchObject({ field: 'content', reason: r.message });
    }
    // Nothing of them was stored.
    const list = await host.admin('GET', '/api/admin/articles?limit=100');
    expect(list.body.articles ?? list.body.items ?? list.body).toHaveLength(1);
  });

  it('refuses them on the external API with the field as the API names it', async () => {
    const res = await host.call('POST', '/api/external/articles', {
      token: key,
      body: { slug: slug(), category: 'education', status: 'published', title: 'Deep', content: unclosedTags(), excerpt: 'E', languageId: langs.en },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ field: 'content', reason: M.contentTooDeep(L.depth) });
  });

  it('saves the costliest accepted bodies and renders their reader pages', async () => {
    for (const [name, body] of Object.entries(atLimits)) {
      const s = slug();
      const res = await create(body(), s);
      expect(res.status, `${name}: ${JSON.stringify(res.body).slice(0, 300)}`).toBe(201);
      const page = await host.get(`/article/${s}`);
      expect(page.status, name).toBe(200);
      expect(await page.text()).toContain('<article');
    }
  });

  it('goes on answering /api/health while such bodies are refused, saved and rendered', async () => {
    const latencies: number[] = [];
    let busy = true;
    const probe = (async () => {
      while (busy) {
        const t = performance.now();
        const res = await host.get('/api/health');
        latencies.push(performance.now() - t);
        expect(res.status).toBe(200);
      }
    })();
    const s = slug();
    await Promise.all([
      create(unclosedTags()),
      create(unclosedTags()),
      create(atLimits.strayLt()),
      create(atLimits.embeds(), s).then(() => host.get(`/article/${s}`)),
      create(atLimits.links()),
    ]);
    busy = false;
    await probe;
    expect(latencies.length).toBeGreaterThan(2);
    // Before the limits, each unclosed body alone held the loop for 2-3 s (8 s for its page).
    // The bound here has a shared machine's margin; the 100 ms target is measured in bench/.
    expect(Math.max(...latencies)).toBeLessThan(750);
  });
});
