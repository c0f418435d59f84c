/** The dashboard numbers and scheduled publishing, both driven by a clock the test controls. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../helpers/clock.js';
import { createArticle, createLanguages, type Langs } from '../helpers/fixtures.js';
import { startAdminHost, type AdminTestHost } from '../helpers/admin-host.js';

const MINUTE = 60_000;

describe('dashboard and scheduled publishing', () => {
  // 00:30 IST on 16 January 2026 is 19:00 UTC on 15 January: the IST day began 30 minutes ago.
  const clock = manualClock(new Date('2026-01-15T19:00:00Z'));
  let host: AdminTestHost;
  let langs: Langs;

  beforeAll(async () => {
    host = await startAdminHost({ clock });
    langs = await createLanguages(host.services);
  });
  afterAll(() => host.stop());

  describe('GET /api/admin/stats', () => {
    it('counts all articles, those published today in India, active languages and all views', async () => {
      const at = (iso: string) => ({ publishedAt: new Date(iso) });
      const mk = (slug: string, over: Parameters<typeof createArticle>[2]) => createArticle(host.services, langs, { ...over, slug });
      // 23:50 IST on the 15th: yesterday in India, although the same UTC day as "now".
      await mk('yesterday-ist', at('2026-01-15T18:20:00Z'));
      // 00:10 IST on the 16th: today.
      const today1 = await mk('today-ist-1', at('2026-01-15T18:40:00Z'));
      const today2 = await mk('today-ist-2', at('2026-01-15T18:55:00Z'));
      await mk('draft-today', { status: 'draft' });
      await host.services.repos.articles.counters(today1.id).reset({ views: 40, shares: 1 });
      await host.services.repos.articles.counters(today2.id).reset({ views: 2 });
      await host.post(`/api/articles/${today2.id}/view`);
      // Ad counters live in the same kind of shards; they must not count as views.
      const ad = await host.services.repos.ads.create(
        { name: 'a', type: 'banner', placement: 'homepage', headline: 'h', text: 't', imageUrl: null, imagePublicId: null, url: null, content: null, isActive: true, priority: 0 },
        clock.now(),
      );
      await host.services.repos.ads.counters(ad.id).reset({ impressions: 1000, clicks: 10 });

      const res = await host.admin('GET', '/api/admin/stats');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ totalArticles: 4, publishedToday: 2, activeLanguages: 3, totalViews: 43 });

      // At 23:59 IST the same articles are still today's; a minute later the day turns.
      clock.set(new Date('2026-01-16T18:29:00Z'));
      expect((await host.admin('GET', '/api/admin/stats')).body.publishedToday).toBe(2);
      clock.set(new Date('2026-01-16T18:30:00Z'));
      expect((await host.admin('GET', '/api/admin/stats')).body.publishedToday).toBe(0);
    });
  });
});
