import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArticle, createLanguages } from '../helpers/fixtures.js';
import { makeDataDir, startShellHost, startTestHost, type TestHost } from '../helpers/test-host.js';

describe('the local host', () => {
  it('keeps what was written across a restart', async () => {
    const dataDir = await makeDataDir();
    try {
      const first = await startTestHost({ dataDir });
      const langs = await createLanguages(first.services);
      const { id } = await createArticle(first.services, langs, { slug: 'survives-restart', title: 'Survives' });
      await first.post(`/api/articles/${id}/view`);
      await first.post(`/api/articles/${id}/share`);
      await first.stop();

      const second = await startTestHost({ dataDir });
      try {
        const res = await second.get('/api/articles/survives-restart?language=en');
        expect(res.status).toBe(200);
        const body = await res.json();
        expect(body).toMatchObject({ id, title: 'Survives', views: 1, shares: 1 });
        expect(new Date(body.publishedAt).getTime()).toBeLessThan(Date.now());
        // ids keep growing after a restart: the counter document was restored too.
        const next = await createArticle(second.services, langs, { slug: 'after-restart' });
        expect(next.id).toBe(id + 1);
      } finally {
        await second.stop();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  describe('serving', () => {
    let host: TestHost;
    beforeAll(async () => {
      host = await startShellHost();
    });
    afterAll(() => host.stop());

    it.each(['/', '/article/some-slug', '/admin/articles', '/no/such/page'])('answers %s with the web app (SPA fallback)', async (p) => {
      const res = await host.get(p);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(await res.text()).toContain('app shell');
    });

    // Its clients end idle connections, never the host (emulators/src/local-server.ts; what an
    // idle connection then gets is in local-servers.test.ts, the same server for every local one).
    it('keeps connections alive with no idle limit, so a client never sends down one it is closing', async () => {
      const res = await host.get('/api/health');
      await res.arrayBuffer();
      expect([res.headers.get('connection'), res.headers.get('keep-alive')]).toEqual(['keep-alive', null]);
    });

    it('serves built assets and local media with their types', async () => {
      const js = await host.get('/assets/app.js');
      expect(js.headers.get('content-type')).toMatch(/javascript/);
      const svg = await host.get('/media/seed/pic.svg');
      expect(svg.status).toBe(200);
      expect(svg.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
      expect((await host.get('/media/seed/missing.svg')).status).toBe(404);
    });

    it('serves the web config the app reads at run time', async () => {
      const res = await host.get('/__/firebase/init.json');
      expect(await res.json()).toMatchObject({ projectId: 'demo-cryptolekh', apiKey: expect.any(String) });
    });

    it('removes an article’s content and counters when the article is deleted (trigger)', async () => {
      const langs = await createLanguages(host.services);
      const { id } = await createArticle(host.services, langs, { slug: 'to-delete' });
      await host.post(`/api/articles/${id}/view`);
      const repo = host.services.repos.articles;
      expect(await repo.getContent(id, langs.en)).not.toBeNull();

      const fired = host.triggers.waitOne('onArticleDeleted', { timeout: 5000 });
      expect(await repo.delete(id, new Date())).toBe(true);
      await fired;

      expect(await repo.getContent(id, langs.en)).toBeNull();
      expect(await repo.counters(id).totals()).toEqual({ views: 0, shares: 0 });
      expect((await host.get('/api/articles/to-delete')).status).toBe(404);
    });
  });
});
