import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { content, createArticle, createLanguages, type Langs } from '../helpers/fixtures.js';
import { startTestHost, type TestHost } from '../helpers/test-host.js';

describe('public article calls', () => {
  let host: TestHost;
  let langs: Langs;
  let ids: Record<string, number>;

  beforeAll(async () => {
    host = await startTestHost();
    const s = host.services;
    langs = await createLanguages(s);
    const made = {
      old: await createArticle(s, langs, { slug: 'old-guide', daysAgo: 30, category: 'education', title: 'Old guide' }),
      research: await createArticle(s, langs, {
        slug: 'halving-study',
        daysAgo: 10,
        category: 'research',
        title: 'Halving study',
        isFeatured: true,
        imageUrl: '/media/seed/halving.svg',
        translations: [content(langs.hi, 'हाल्विंग अध्ययन'), content(langs.kn, 'ಹಾಲ್ವಿಂಗ್ ಅಧ್ಯಯನ')],
      }),
      caseStudy: await createArticle(s, langs, {
        slug: 'ftx-collapse',
        daysAgo: 2,
        category: 'case-study',
        title: 'FTX collapse',
        isFeatured: true,
        videoUrl: '/media/seed/explainer.mp4',
        videoPublicId: 'seed/explainer',
        translations: [content(langs.bn, 'এফটিএক্স পতন')],
      }),
      newest: await createArticle(s, langs, { slug: 'wallet-basics', daysAgo: 0.5, title: 'Wallet basics', isFeatured: true }),
      draft: await createArticle(s, langs, { slug: 'draft-piece', status: 'draft', isFeatured: true }),
      scheduled: await createArticle(s, langs, {
        slug: 'scheduled-piece',
        status: 'scheduled',
        isFeatured: true,
        scheduledAt: new Date(Date.now() + 3 * 86_400_000),
      }),
    };
    ids = Object.fromEntries(Object.entries(made).map(([k, v]) => [k, v.id]));
    await s.repos.articles.counters(ids.research!).reset({ views: 120, shares: 7 });
  });
  afterAll(() => host.stop());

  const json = async (path: string) => {
    const res = await host.get(path);
    return { status: res.status, type: res.headers.get('content-type'), body: await res.json() };
  };

  describe('GET /api/articles', () => {
    it('returns the full published list, newest first, without drafts or scheduled articles', async () => {
      const { status, type, body } = await json('/api/articles');
      expect(status).toBe(200);
      expect(type).toMatch(/^application\/json/);
      expect(body.map((a: { slug: string }) => a.slug)).toEqual(['wallet-basics', 'ftx-collapse', 'halving-study', 'old-guide']);
    });

    it('gives every field a card shows (no body: the article call has it), counts rolled up from the shards', async () => {
      // Counts reach lists through the roll-up trigger and the few-second caches: poll for them.
      await expect
        .poll(async () => (await json('/api/articles?language=hi&limit=12')).body.find((a: { slug: string }) => a.slug === 'halving-study').views, { timeout: 10_000 })
        .toBe(120);
      const { body } = await json('/api/articles?language=hi&limit=12');
      const halving = body.find((a: { slug: string }) => a.slug === 'halving-study');
      expect(halving).toEqual({
        id: ids.research,
        slug: 'halving-study',
        category: 'research',
        // In Hindi: the article has a Hindi version. Once only, and no other version's words.
        title: 'हाल्विंग अध्ययन',
        excerpt: 'Excerpt of हाल्विंग अध्ययन',
        language: { code: 'hi', isOriginal: false },
        views: 120,
        shares: 7,
        publishedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        // Given by URL: no stored size or variants.
        imageUrl: '/media/seed/halving.svg',
        videoUrl: null,
        videoPublicId: null,
        videoPosterUrl: null,
        translations: [],
      });
    });

    it('falls back to the original when the requested language has no version, or its version is of an inactive language', async () => {
      const cards = async (qs: string) =>
        Object.fromEntries(((await json(`/api/articles?${qs}`)).body as { slug: string; title: string; language: unknown }[]).map((a) => [a.slug, [a.title, a.language]]));
      expect(await cards('language=hi')).toEqual({
        'wallet-basics': ['Wallet basics', { code: 'en', isOriginal: true }],
        'ftx-collapse': ['FTX collapse', { code: 'en', isOriginal: true }],
        'halving-study': ['हाल्विंग अध्ययन', { code: 'hi', isOriginal: false }],
        'old-guide': ['Old guide', { code: 'en', isOriginal: true }],
      });
      expect((await cards('language=bn'))['ftx-collapse']).toEqual(['এফটিএক্স পতন', { code: 'bn', isOriginal: false }]);
      // Without a language, and in English: the originals (the Kannada version stays hidden while
      // Kannada is inactive, and asking for Kannada is a 400).
      for (const qs of ['', 'language=en']) {
        expect(Object.values(await cards(qs)).map(([, language]) => language)).toEqual(Array(4).fill({ code: 'en', isOriginal: true }));
      }
      expect((await host.get('/api/articles?language=kn')).status).toBe(400);
    });

    it('filters by category and honours limit', async () => {
      expect((await json('/api/articles?category=research')).body.map((a: { slug: string }) => a.slug)).toEqual(['halving-study']);
      expect((await json('/api/articles?language=en&limit=2')).body.map((a: { slug: string }) => a.slug)).toEqual([
        'wallet-basics',
        'ftx-collapse',
      ]);
    });
  });

  describe('GET /api/articles/featured', () => {
    it('lists featured published articles only, newest first', async () => {
      const { status, body } = await json('/api/articles/featured?language=bn&limit=6');
      expect(status).toBe(200);
      expect(body.map((a: { slug: string }) => a.slug)).toEqual(['wallet-basics', 'ftx-collapse', 'halving-study']);
      expect(body[1]).toMatchObject({ title: 'এফটিএক্স পতন', language: { code: 'bn', isOriginal: false }, translations: [] });
    });

    it('defaults to six and accepts a smaller limit', async () => {
      expect((await json('/api/articles/featured?limit=1')).body).toHaveLength(1);
    });
  });

  describe('GET /api/articles/{slug}', () => {
    it('reads an article in the requested language and says which languages exist', async () => {
      const { status, body } = await json('/api/articles/halving-study?language=hi');
      expect(status).toBe(200);
      expect(body).toMatchObject({
        id: ids.research,
        slug: 'halving-study',
        title: 'हाल्विंग अध्ययन',
        excerpt: 'Excerpt of हाल्विंग अध्ययन',
        content: '<p>Body of हाल्विंग अध्ययन</p>',
        metaDescription: 'Meta of हाल्विंग अध्ययन',
        language: { code: 'hi', name: 'Hindi', nativeName: 'हिन्दी', isOriginal: false },
        availableLanguages: [
          { code: 'en', name: 'English', nativeName: 'English', isOriginal: true },
          { code: 'hi', name: 'Hindi', nativeName: 'हिन्दी', isOriginal: false },
        ],
        views: 120,
        shares: 7,
      });
    });

    it('falls back to the original when the language has no translation', async () => {
      const { status, body } = await json('/api/articles/halving-study?language=bn');
      expect(status).toBe(200);
      expect(body.title).toBe('Halving study');
      expect(body.content).toBe('<p>Body of Halving study</p>');
      expect(body.language).toEqual({ code: 'en', name: 'English', nativeName: 'English', isOriginal: true });
    });

    it('reads the original without a language', async () => {
      const { body } = await json('/api/articles/ftx-collapse');
      expect(body).toMatchObject({ title: 'FTX collapse', videoUrl: '/media/seed/explainer.mp4', videoPublicId: 'seed/explainer' });
    });

    it.each(['draft-piece', 'scheduled-piece', 'no-such-article', 'Not_A_Slug'])('answers 404 for %s', async (slug) => {
      const { status, type, body } = await json(`/api/articles/${slug}?language=en`);
      expect(status).toBe(404);
      expect(type).toMatch(/^application\/json/);
      expect(body).toEqual({ message: 'Article not found' });
    });
  });

  describe('bad input', () => {
    const cases: [string, string, string][] = [
      ['/api/articles?limit=abc', 'limit', 'limit must be an integer between 1 and 100'],
      ['/api/articles?limit=0', 'limit', 'limit must be an integer between 1 and 100'],
      ['/api/articles?limit=101', 'limit', 'limit must be an integer between 1 and 100'],
      ['/api/articles?limit=2.5', 'limit', 'limit must be an integer between 1 and 100'],
      ['/api/articles?limit=-3', 'limit', 'limit must be an integer between 1 and 100'],
      ['/api/articles?limit=', 'limit', 'limit must be an integer between 1 and 100'],
      ['/api/articles?limit=1&limit=2', 'limit', 'must be given once'],
      ['/api/articles?category=news', 'category', 'category must be one of: education, research, case-study'],
      ['/api/articles/featured?limit=1000', 'limit', 'limit must be an integer between 1 and 100'],
      ['/api/articles?language=', 'language', 'language must not be empty'],
    ];
    it.each(cases)('%s is a 400 naming %s', async (path, field, reason) => {
      const { status, type, body } = await json(path);
      expect(status).toBe(400);
      expect(type).toMatch(/^application\/json/);
      expect(body).toEqual({ message: `Invalid query parameter '${field}': ${reason}`, field, reason });
    });

    it.each([
      ['/api/articles?language=xx'],
      ['/api/articles/featured?language=xx'],
      ['/api/articles/halving-study?language=xx'],
    ])('%s: an unknown language code is a 400', async (path) => {
      const { status, body } = await json(path);
      expect(status).toBe(400);
      expect(body).toEqual({ message: "Language 'xx' not found", field: 'language', reason: 'unknown or inactive language code' });
    });

    it('treats an inactive language like an unknown one', async () => {
      const { status, body } = await json('/api/articles?language=kn');
      expect(status).toBe(400);
      expect(body.message).toBe("Language 'kn' not found");
    });
  });
});
