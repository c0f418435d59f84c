/** Scheduled articles published by the schedule when their time comes, and not before. */
import { describe, expect, it } from 'vitest';
import { MINUTE, adminArticlesHost } from '../helpers/admin-articles.js';

describe('admin article calls', () => {
  const { host, langs, clock } = adminArticlesHost();

  describe('scheduled publishing', () => {
    const publicRead = (slug: string) => host.get(`/api/articles/${slug}?language=en`);
    const schedule = async (slug: string, minutesAhead: number) => {
      const at = new Date(clock.now().getTime() + minutesAhead * MINUTE).toISOString();
      const res = await host.admin('POST', '/api/admin/articles', {
        article: { slug, category: 'research', status: 'scheduled', scheduledAt: at },
        translation: { languageId: langs.en, title: `Title ${slug}`, content: '<p>Body</p>', excerpt: 'Excerpt', isOriginal: true },
      });
      expect(res.status).toBe(201);
      return { id: res.body.id as number, at };
    };
    const publishDue = () => host.services.scheduledPublishing.publishDueArticles();
    /**
     * Moves the clock forward to 09:30 IST on day n of a month after everything above, and publishes
     * what earlier tests left due, so each test counts only its own articles.
     */
    const startAt = async (n: number) => {
      clock.set(new Date(Date.UTC(2031, 0, n, 4)));
      await publishDue();
    };

    it('publishes an article when its time comes, with publishedAt = scheduledAt, and not before', async () => {
      await startAt(1);
      const { id, at } = await schedule('scheduled-story', 10);
      expect((await publicRead('scheduled-story')).status).toBe(404);
      expect((await host.get('/api/articles')).status).toBe(200);
      expect(((await (await host.get('/api/articles')).json()) as { slug: string }[]).map((a) => a.slug)).not.toContain('scheduled-story');

      clock.advance(9 * MINUTE + 59_000);
      expect(await publishDue()).toBe(0);
      expect((await publicRead('scheduled-story')).status).toBe(404);

      clock.advance(1000);
      expect(await publishDue()).toBe(1);
      const read = await publicRead('scheduled-story');
      expect(read.status).toBe(200);
      expect(await read.json()).toMatchObject({ slug: 'scheduled-story', publishedAt: at });
      expect((await host.admin('GET', `/api/admin/articles/${id}`)).body).toMatchObject({ status: 'published', publishedAt: at, scheduledAt: null });

      expect(await publishDue()).toBe(0);
    });

    it('publishes every article that is due (even if overdue) and leaves the rest scheduled', async () => {
      await startAt(2);
      await schedule('due-first', 5);
      await schedule('due-second', 6);
      const later = await schedule('due-later', 60);
      clock.advance(30 * MINUTE);
      expect(await publishDue()).toBe(2);
      expect((await publicRead('due-first')).status).toBe(200);
      expect((await publicRead('due-second')).status).toBe(200);
      expect((await publicRead('due-later')).status).toBe(404);
      expect((await host.admin('GET', `/api/admin/articles/${later.id}`)).body).toMatchObject({ status: 'scheduled', scheduledAt: later.at });
    });

    it('does not publish an article moved back to draft before its time', async () => {
      await startAt(3);
      const { id } = await schedule('changed-mind', 10);
      await host.admin('PATCH', `/api/admin/articles/${id}`, { article: { status: 'draft' } });
      clock.advance(60 * MINUTE);
      expect(await publishDue()).toBe(0);
      expect((await host.admin('GET', `/api/admin/articles/${id}`)).body).toMatchObject({ status: 'draft', scheduledAt: null, publishedAt: null });
    });

    it('shows a published-by-schedule article in the dashboard count of its day', async () => {
      await startAt(4);
      const before = (await host.admin('GET', '/api/admin/stats')).body.publishedToday;
      await schedule('counted-today', 10);
      clock.advance(15 * MINUTE);
      await publishDue();
      expect((await host.admin('GET', '/api/admin/stats')).body.publishedToday).toBe(before + 1);
    });
  });
});
