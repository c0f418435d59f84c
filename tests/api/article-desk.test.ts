/**
 * The editor's desk over HTTP (issue 24): a draft preview link anyone holding it can read (never
 * indexed, cached or counted, gone after 7 days, the article still 404 in public), and the
 * revisions every save keeps (listed newest first without bodies, read whole, restored as a new
 * save, the last 50 per language kept). Needs the SSR build (`npm run build -w web`).
 */
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SSR_DIR } from '../../functions/src/http/pages/page-handler.js';
import { startAdminHost, type AdminTestHost } from '../helpers/admin-host.js';
import { manualClock } from '../helpers/clock.js';
import { createLanguages, type Langs } from '../helpers/fixtures.js';

if (!existsSync(new URL('entry-server.js', SSR_DIR))) {
  throw new Error('The server renderer is not built: run `npm run build -w web` first (npm test does).');
}

const DAY = 86_400_000;

describe("the editor's desk", () => {
  const clock = manualClock(new Date());
  let host: AdminTestHost;
  let langs: Langs;
  let slugs = 0;

  beforeAll(async () => {
    host = await startAdminHost({ clock, schedules: false });
    langs = await createLanguages(host.services);
  });
  afterAll(() => host.stop());

  const create = async (status = 'draft', title = 'Layer two, explained') => {
    const slug = `desk-article-${++slugs}`;
    const res = await host.admin('POST', '/api/admin/articles', {
      article: { slug, category: 'education', status, isFeatured: false },
      translation: { languageId: langs.en, title, excerpt: 'Rollups in plain words.', content: '<p>Rollups batch transactions.</p>', metaDescription: 'Rollups' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body as { id: number; slug: string };
  };
  const saveOriginal = (id: number, title: string, body: string) =>
    host.admin('PATCH', `/api/admin/articles/${id}`, { translation: { languageId: langs.en, title, excerpt: 'Rollups in plain words.', content: body, metaDescription: 'Rollups' } });
  const pathOf = (url: string) => new URL(url).pathname;

  describe('previews', () => {
    it('shows a draft to anyone with the link, in any language, never indexed, cached or counted', async () => {
      const { id, slug } = await create();
      await host.admin('PUT', `/api/admin/articles/${id}/translations/${langs.hi}`, { title: 'लेयर टू', excerpt: 'रोलअप सरल शब्दों में।', content: '<p>रोलअप लेनदेन को जोड़ते हैं।</p>' });
      const made = await host.admin('POST', `/api/admin/articles/${id}/preview`);
      expect(made.status).toBe(201);
      expect(made.body.url).toMatch(new RegExp(`^${host.url}/preview/[A-Za-z0-9_-]{43}$`));
      expect(new Date(made.body.expiresAt).getTime()).toBe(clock.now().getTime() + 7 * DAY);

      // Signed out: a plain request, no token.
      const page = await host.get(pathOf(made.body.url));
      expect(page.status).toBe(200);
      expect(page.headers.get('x-robots-tag')).toBe('noindex, nofollow');
      expect(page.headers.get('cache-control')).toBe('private, no-store');
      const html = await page.text();
      expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
      expect(html).toContain('Rollups batch transactions.');
      expect(html).not.toContain('rel="canonical"');

      const hindi = await (await host.get(`${pathOf(made.body.url)}?lang=hi`)).text();
      expect(hindi).toContain('रोलअप लेनदेन को जोड़ते हैं।');
      const api = await host.get(`/api/preview/${pathOf(made.body.url).split('/').at(-1)}?language=hi`);
      expect(api.status).toBe(200);
      expect(api.headers.get('x-robots-tag')).toBe('noindex, nofollow');
      expect(api.headers.get('cache-control')).toBe('private, no-store');
      expect(await api.json()).toMatchObject({ id, slug, title: 'लेयर टू', language: { code: 'hi' }, isMachineTranslation: false });

      // Still a draft in public.
      expect((await host.get(`/article/${slug}`)).status).toBe(404);
      expect((await host.get(`/api/articles/${slug}`)).status).toBe(404);
      expect((await host.post(`/api/articles/${id}/view`)).status).toBe(404);
      expect((await host.admin('GET', `/api/admin/articles/${id}`)).body.views).toBe(0);
    });

    it('shows the text as saved now, and is the not-found page once the link expired or for a token never given', async () => {
      const { id } = await create();
      const path = pathOf((await host.admin('POST', `/api/admin/articles/${id}/preview`)).body.url);
      await saveOriginal(id, 'Layer two, saved again', '<p>Rollups post proofs to Ethereum.</p>');
      expect(await (await host.get(path)).text()).toContain('Rollups post proofs to Ethereum.');

      clock.advance(7 * DAY - 1000);
      expect((await host.get(path)).status).toBe(200);
      clock.advance(1000);
      const gone = await host.get(path);
      expect(gone.status).toBe(404);
      expect(gone.headers.get('cache-control')).toBe('private, no-store');
      expect(await gone.text()).toContain('Article Not Found');
      const api = await host.get(`/api/preview/${path.split('/').at(-1)}`);
      expect(api.status).toBe(404);
      expect(await api.json()).toEqual({ message: 'This preview link has expired or does not exist. Ask for a new one.' });

      expect((await host.get(`/preview/${'A'.repeat(43)}`)).status).toBe(404);
      expect((await host.get('/api/preview/not-a-token')).status).toBe(404);
      expect((await host.admin('POST', '/api/admin/articles/999999/preview')).status).toBe(404);
      expect((await host.call('POST', `/api/admin/articles/${id}/preview`)).status).toBe(401);
    });
  });

  describe('revisions', () => {
    it('keeps every save, newest first without bodies, and restores one as a new save', async () => {
      const { id, slug } = await create('published', 'First title');
      clock.advance(1000);
      await saveOriginal(id, 'Second title', '<p>Second body.</p>');
      clock.advance(1000);
      await saveOriginal(id, 'Third title', '<p>Third body.</p>');

      const list = await host.admin('GET', `/api/admin/articles/${id}/revisions`);
      expect(list.status).toBe(200);
      expect(list.body.nextBefore).toBeNull();
      expect(list.body.revisions.map((r: { id: string; title: string; action: string }) => [r.id, r.title, r.action])).toEqual([
        [`${langs.en}-3`, 'Third title', 'save'],
        [`${langs.en}-2`, 'Second title', 'save'],
        [`${langs.en}-1`, 'First title', 'create'],
      ]);
      expect(list.body.revisions[0]).toEqual({
        id: `${langs.en}-3`,
        languageId: langs.en,
        action: 'save',
        by: { kind: 'admin', name: expect.any(String) },
        restoredFrom: null,
        // Not merged with anyone's newer save (issue 39).
        mergedWith: null,
        savedAt: clock.now().toISOString(),
        title: 'Third title',
      });

      const first = await host.admin('GET', `/api/admin/articles/${id}/revisions/${langs.en}-1`);
      expect(first.body).toMatchObject({ title: 'First title', content: '<p>Rollups batch transactions.</p>', excerpt: 'Rollups in plain words.', metaDescription: 'Rollups' });

      clock.advance(1000);
      const restored = await host.admin('POST', `/api/admin/articles/${id}/revisions/${langs.en}-1/restore`);
      expect(restored.status).toBe(200);
      expect(restored.body.translations[0]).toMatchObject({ title: 'First title', content: '<p>Rollups batch transactions.</p>' });
      expect((await host.get(`/api/articles/${slug}`).then((r) => r.json())).title).toBe('First title');
      const after = (await host.admin('GET', `/api/admin/articles/${id}/revisions?limit=2`)).body;
      expect(after.revisions.map((r: { id: string; action: string; restoredFrom: string | null }) => [r.id, r.action, r.restoredFrom])).toEqual([
        [`${langs.en}-4`, 'restore', `${langs.en}-1`],
        [`${langs.en}-3`, 'save', null],
      ]);
      expect(after.nextBefore).toBe(`${langs.en}-3`);
      const rest = (await host.admin('GET', `/api/admin/articles/${id}/revisions?limit=2&before=${after.nextBefore}`)).body;
      expect(rest.revisions.map((r: { id: string }) => r.id)).toEqual([`${langs.en}-2`, `${langs.en}-1`]);
    });

    it('keeps the last 50 saves of each language and drops older ones', async () => {
      const { id } = await create();
      // Each save sends the ETag the previous one answered, as the console does (issue 39).
      let etag = (await host.admin('GET', `/api/admin/articles/${id}`)).headers.get('etag')!;
      for (let i = 1; i <= 55; i++) {
        const body = { title: `संस्करण ${i}`, excerpt: 'सार', content: `<p>पाठ ${i}</p>` };
        const put = await host.call('PUT', `/api/admin/articles/${id}/translations/${langs.hi}`, { token: host.adminToken, body, ifMatch: etag });
        expect(put.status).toBe(200);
        etag = put.headers.get('etag')!;
      }
      const hindi = (await host.admin('GET', `/api/admin/articles/${id}/revisions?languageId=${langs.hi}&limit=50`)).body;
      expect(hindi.revisions).toHaveLength(50);
      expect(hindi.revisions[0].title).toBe('संस्करण 55');
      expect(hindi.revisions.at(-1).id).toBe(`${langs.hi}-6`);
      expect((await host.admin('GET', `/api/admin/articles/${id}/revisions?languageId=${langs.hi}&before=${langs.hi}-6`)).body).toEqual({ revisions: [], nextBefore: null });
      expect((await host.admin('GET', `/api/admin/articles/${id}/revisions/${langs.hi}-5`)).status).toBe(404);
      expect((await host.admin('GET', `/api/admin/articles/${id}/revisions/${langs.hi}-6`)).status).toBe(200);
      // The original's history is its own.
      const english = (await host.admin('GET', `/api/admin/articles/${id}/revisions?languageId=${langs.en}`)).body;
      expect(english.revisions.map((r: { id: string }) => r.id)).toEqual([`${langs.en}-1`]);
      // 55 saves one after another, each with the triggers it fires: 24-40 s on a loaded 2-core
      // machine, past the 30 s default (a time bound, not what the test checks).
    }, 120_000);

    it('answers bad revision calls with the reason', async () => {
      const { id } = await create();
      const missing = await host.admin('GET', `/api/admin/articles/${id}/revisions/${langs.en}-99`);
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual({ message: 'Revision not found' });
      const bad = await host.admin('GET', `/api/admin/articles/${id}/revisions/latest`);
      expect(bad.status).toBe(400);
      expect(bad.body.field).toBe('revisionId');
      expect((await host.admin('GET', `/api/admin/articles/${id}/revisions?limit=500`)).body.field).toBe('limit');
      expect((await host.admin('GET', '/api/admin/articles/999999/revisions')).status).toBe(404);
      expect((await host.admin('POST', `/api/admin/articles/${id}/revisions/${langs.en}-99/restore`)).status).toBe(404);
    });
  });
});
