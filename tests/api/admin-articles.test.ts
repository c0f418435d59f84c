/** Articles created and listed over the admin API: the create body, its checks and sanitising, the console's list and its filters. */
import { beforeAll, describe, expect, it } from 'vitest';
import { ISO, KANNADA, MINUTE, adminArticlesHost, type BodyParts } from '../helpers/admin-articles.js';

describe('admin article calls', () => {
  const { host, langs, clock, create, createBody, publicRead } = adminArticlesHost();

  describe('POST /api/admin/articles', () => {
    it('creates a draft and answers the article as the console sees it', async () => {
      const now = clock.now().toISOString();
      const res = await host.admin('POST', '/api/admin/articles', createBody('first-draft', { article: { isFeatured: true, imageUrl: '/media/a.png' } }));
      expect(res.status).toBe(201);
      expect(res.body).toEqual({
        id: expect.any(Number),
        slug: 'first-draft',
        category: 'education',
        status: 'draft',
        isFeatured: true,
        imageUrl: '/media/a.png',
        imagePublicId: null,
        imageWidth: null,
        imageHeight: null,
        imageVariants: [],
        videoUrl: null,
        videoPublicId: null,
        videoPosterUrl: null,
        publishedAt: null,
        scheduledAt: null,
        createdAt: now,
        updatedAt: now,
        views: 0,
        shares: 0,
        translations: [
          {
            id: `${res.body.id}-${langs.en}`,
            languageId: langs.en,
            language: { code: 'en', name: 'English', nativeName: 'English' },
            title: 'Title of first-draft',
            excerpt: 'Excerpt of first-draft',
            metaDescription: 'Meta of first-draft',
            content: '<p>Body of first-draft</p>',
            isOriginal: true,
            source: 'human',
            isStale: false,
            reviewStatus: 'human',
          },
        ],
        translationsCount: 1,
        targetLanguageIds: [],
        translationJobs: [],
        // Created in the console by the seeded administrator (issue 29).
        authorId: host.adminUid,
        authorName: 'Administrator',
        awaitingReview: false,
        submittedForReview: null,
        // Its first write (issue 39), answered as `ETag: "v1"` too.
        version: 1,
      });
      expect(res.headers.get('etag')).toBe('"v1"');
      clock.advance(1000);
      expect((await publicRead('first-draft')).status).toBe(404);
    });

    it('publishes at once with status published: publishedAt is now and readers see it', async () => {
      const now = clock.now().toISOString();
      const article = await create('published-now', { article: { status: 'published' } });
      expect(article.publishedAt).toBe(now);
      const res = await publicRead('published-now');
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ title: 'Title of published-now', content: '<p>Body of published-now</p>' });
    });

    it('keeps a past publishedAt and turns a future one into now', async () => {
      const past = new Date(clock.now().getTime() - 3 * 86_400_000).toISOString();
      expect((await create('backdated', { article: { status: 'published', publishedAt: past } })).publishedAt).toBe(past);
      const now = clock.now().toISOString();
      const future = new Date(clock.now().getTime() + 86_400_000).toISOString();
      expect((await create('not-in-future', { article: { status: 'published', publishedAt: future } })).publishedAt).toBe(now);
    });

    it('stores the requested AI target languages, without duplicates or the original, and saves the article even with AI not set up', async () => {
      const article = await create('with-targets', { targetLanguages: [langs.hi, langs.bn, langs.hi, langs.en] });
      expect(article.targetLanguageIds).toEqual([langs.hi, langs.bn]);
      const reason = 'AI is not set up: add an OpenAI API key in AI Settings and switch AI on.';
      expect(article.translationJobs).toEqual([
        expect.objectContaining({ languageId: langs.hi, state: 'failed', attempts: 0, error: reason }),
        expect.objectContaining({ languageId: langs.bn, state: 'failed', attempts: 0, error: reason }),
      ]);
    });

    it('schedules an article at least 5 minutes ahead, invisible to readers', async () => {
      const at = new Date(clock.now().getTime() + 5 * MINUTE).toISOString();
      const article = await create('scheduled-ok', { article: { status: 'scheduled', scheduledAt: at } });
      expect(article).toMatchObject({ status: 'scheduled', scheduledAt: at, publishedAt: null });
      expect((await publicRead('scheduled-ok')).status).toBe(404);
    });

    it('accepts a scheduled time given in IST', async () => {
      const at = new Date(clock.now().getTime() + 60 * MINUTE);
      const ist = new Date(at.getTime() + 330 * MINUTE).toISOString().replace('Z', '+05:30');
      expect((await create('scheduled-ist', { article: { status: 'scheduled', scheduledAt: ist } })).scheduledAt).toBe(at.toISOString());
    });

    it('ignores scheduledAt unless the status is scheduled', async () => {
      const at = new Date(clock.now().getTime() + 60 * MINUTE).toISOString();
      expect((await create('draft-with-time', { article: { status: 'draft', scheduledAt: at } })).scheduledAt).toBeNull();
    });

    const soon = () => new Date(clock.now().getTime() + 4 * MINUTE + 59_000).toISOString();
    it.each<[string, () => BodyParts, string, string]>([
      ['no slug', () => ({ article: { slug: undefined } }), 'article.slug', 'Slug is required'],
      ['an empty slug', () => ({ article: { slug: '  ' } }), 'article.slug', 'Slug is required'],
      ['a slug with capitals', () => ({ article: { slug: 'Bad-Slug' } }), 'article.slug', 'Slug must contain only lowercase letters, numbers, and hyphens'],
      ['a slug with spaces', () => ({ article: { slug: 'bad slug' } }), 'article.slug', 'Slug must contain only lowercase letters, numbers, and hyphens'],
      ['no category', () => ({ article: { category: undefined } }), 'article.category', 'Please select a category'],
      ['the News category', () => ({ article: { category: 'news' } }), 'article.category', 'Please select a category'],
      ['no status', () => ({ article: { status: '' } }), 'article.status', 'Please select a status'],
      ['an unknown status', () => ({ article: { status: 'archived' } }), 'article.status', 'Please select a status'],
      ['no title', () => ({ translation: { title: undefined } }), 'translation.title', 'Title is required'],
      ['a blank title', () => ({ translation: { title: '   ' } }), 'translation.title', 'Title is required'],
      ['no content', () => ({ translation: { content: '' } }), 'translation.content', 'Content is required'],
      ['content that is only a script', () => ({ translation: { content: '<script>alert(1)</script>' } }), 'translation.content', 'Content is required'],
      ['no excerpt', () => ({ translation: { excerpt: undefined } }), 'translation.excerpt', 'Excerpt is required'],
      ['no language', () => ({ translation: { languageId: undefined } }), 'translation.languageId', 'Please select a language'],
      ['language 0', () => ({ translation: { languageId: 0 } }), 'translation.languageId', 'Please select a language'],
      ['an inactive language', () => ({ translation: { languageId: langs.kn } }), 'translation.languageId', `Language ${KANNADA} does not exist or is not active`],
      ['an unknown language', () => ({ translation: { languageId: 999 } }), 'translation.languageId', 'Language 999 does not exist or is not active'],
      ['an unknown target language', () => ({ targetLanguages: [langs.hi, 999] }), 'targetLanguages.1', 'Language 999 does not exist or is not active'],
      ['a javascript: image URL', () => ({ article: { imageUrl: 'javascript:alert(1)' } }), 'article.imageUrl', 'Please enter a valid URL'],
      ['a protocol-relative video URL', () => ({ article: { videoUrl: '//evil.example/v.mp4' } }), 'article.videoUrl', 'Please enter a valid URL'],
      ['scheduled without a time', () => ({ article: { status: 'scheduled' } }), 'article.scheduledAt', 'Please choose a scheduled time'],
      ['scheduled under 5 minutes ahead', () => ({ article: { status: 'scheduled', scheduledAt: soon() } }), 'article.scheduledAt', 'Scheduled time must be at least 5 minutes from now'],
      ['a time that is not a date', () => ({ article: { status: 'scheduled', scheduledAt: 'tomorrow' } }), 'article.scheduledAt', 'Please enter a valid date and time'],
      ['an unknown article field', () => ({ article: { author: 'me' } }), 'article.author', 'unknown field'],
      ['an unknown translation field', () => ({ translation: { slug: 'x' } }), 'translation.slug', 'unknown field'],
    ])('refuses %s with 400', async (_name, over, field, reason) => {
      const res = await host.admin('POST', '/api/admin/articles', createBody('refused-article', over()));
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: `Invalid body parameter '${field}': ${reason}`, field, reason });
    });

    it('refuses unknown top-level fields', async () => {
      const res = await host.admin('POST', '/api/admin/articles', { ...createBody('top-level'), views: 1000 });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ field: 'views', reason: 'unknown field' });
    });

    it('refuses a taken slug with 409', async () => {
      await create('taken-slug');
      const res = await host.admin('POST', '/api/admin/articles', createBody('taken-slug'));
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ message: "An article with slug 'taken-slug' already exists", field: 'article.slug', reason: 'already exists' });
    });

    it('sanitises the content: scripts, handlers and javascript: URLs go, article markup stays', async () => {
      const content = [
        '<h2 onclick="steal()">Heading</h2>',
        '<script>alert(1)</script>',
        '<p style="color:red">Text <a href="javascript:alert(1)">bad</a> <a href="https://ok.example/" target="_blank">good</a></p>',
        '<img src="/media/chart.png" alt="chart" onerror="steal()">',
        '<img src="data:image/png;base64,AAAA">',
        '<iframe src="https://evil.example/"></iframe>',
        '<iframe src="https://www.youtube-nocookie.com/embed/abc" allowfullscreen></iframe>',
        '<ul><li>one</li></ul><form action="/x"><input name="q"></form>',
      ].join('');
      const article = await create('sanitised', { translation: { content } });
      expect(article.translations[0].content).toBe(
        '<h2>Heading</h2>' +
          '<p>Text <a>bad</a> <a href="https://ok.example/" target="_blank" rel="noopener noreferrer">good</a></p>' +
          '<img src="/media/chart.png" alt="chart" />' +
          '<iframe src="https://www.youtube-nocookie.com/embed/abc" allowfullscreen></iframe>' +
          '<ul><li>one</li></ul>',
      );
    });
  });

  describe('GET /api/admin/articles', () => {
    let ids: Record<string, number>;
    beforeAll(async () => {
      clock.advance(60 * MINUTE);
      const made = {
        a: await create('list-a', { article: { category: 'research', status: 'published' } }),
        b: await create('list-b', { article: { category: 'research', status: 'draft' } }),
        c: await create('list-c', { article: { category: 'case-study', status: 'scheduled', scheduledAt: new Date(clock.now().getTime() + 86_400_000).toISOString() } }),
      };
      ids = Object.fromEntries(Object.entries(made).map(([k, v]) => [k, v.id]));
      await host.services.repos.articles.counters(ids.a!).reset({ views: 42, shares: 3 });
      // As the demo seed does: the list reads rolled-up counts, which the counter trigger writes a second later.
      await host.services.repos.articleStats.rollUp(ids.a!);
      await host.admin('PUT', `/api/admin/articles/${ids.a}/translations/${langs.hi}`, { title: 'हिंदी शीर्षक', content: '<p>हिंदी</p>', excerpt: 'सार', metaDescription: 'मेटा' });
    });
    const slugs = (body: { slug: string }[]) => body.map((a) => a.slug);

    it('lists every status, newest created first, each with its translations (no content) and views', async () => {
      const res = await host.admin('GET', '/api/admin/articles?limit=3');
      expect(res.status).toBe(200);
      expect(slugs(res.body)).toEqual(['list-c', 'list-b', 'list-a']);
      const a = res.body[2];
      expect(a).toMatchObject({ id: ids.a, status: 'published', views: 42, shares: 3, translationsCount: 2 });
      expect(a.translations).toEqual([
        { id: `${ids.a}-${langs.en}`, languageId: langs.en, language: { code: 'en', name: 'English', nativeName: 'English' }, title: 'Title of list-a', excerpt: 'Excerpt of list-a', metaDescription: 'Meta of list-a', isOriginal: true, source: 'human', isStale: false, reviewStatus: 'human' },
        { id: `${ids.a}-${langs.hi}`, languageId: langs.hi, language: { code: 'hi', name: 'Hindi', nativeName: 'हिन्दी' }, title: 'हिंदी शीर्षक', excerpt: 'सार', metaDescription: 'मेटा', isOriginal: false, source: 'human', isStale: false, reviewStatus: 'human' },
      ]);
    });

    it('filters by category and status, and treats empty or "all" as no filter', async () => {
      expect(slugs((await host.admin('GET', '/api/admin/articles?category=research')).body)).toEqual(['list-b', 'list-a']);
      expect(slugs((await host.admin('GET', '/api/admin/articles?category=research&status=published')).body)).toEqual(['list-a']);
      expect(slugs((await host.admin('GET', '/api/admin/articles?status=scheduled&limit=1')).body)).toEqual(['list-c']);
      expect(slugs((await host.admin('GET', '/api/admin/articles?category=&status=&limit=3')).body)).toEqual(['list-c', 'list-b', 'list-a']);
      expect(slugs((await host.admin('GET', '/api/admin/articles?category=all&limit=2')).body)).toEqual(['list-c', 'list-b']);
    });

    it('accepts the console\'s "news" filter, which no article has', async () => {
      const res = await host.admin('GET', '/api/admin/articles?category=news');
      expect(res.status).toBe(200);
      expect(res.body).toEqual([]);
    });

    it('answers at most 50 by default', async () => {
      for (let i = 0; i < 45; i++) await host.services.repos.articles.create(
        { slug: `bulk-${i}`, category: 'education', status: 'draft', isFeatured: false, imageUrl: null, imagePublicId: null, videoUrl: null, videoPublicId: null, publishedAt: null, scheduledAt: null, original: { languageId: langs.en, title: 't', excerpt: 'e', content: 'c', metaDescription: '' }, translations: [] },
        new Date(clock.now().getTime() - 86_400_000 * 365),
      );
      expect((await host.admin('GET', '/api/admin/articles')).body).toHaveLength(50);
      expect((await host.admin('GET', '/api/admin/articles?limit=100')).body.length).toBeGreaterThan(50);
    });

    it.each([
      ['limit=0', 'limit', 'limit must be an integer between 1 and 100'],
      ['limit=101', 'limit', 'limit must be an integer between 1 and 100'],
      ['category=crypto', 'category', 'category must be one of: education, research, case-study, news'],
      ['status=archived', 'status', 'status must be one of: draft, published, scheduled'],
    ])('refuses ?%s with 400', async (qs, field, reason) => {
      const res = await host.admin('GET', `/api/admin/articles?${qs}`);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: `Invalid query parameter '${field}': ${reason}`, field, reason });
    });
  });

  it('checks every write against the clock it was given (createdAt, updatedAt)', async () => {
    const { id, createdAt } = await create('clocked');
    expect(createdAt).toMatch(ISO);
    const before = clock.now().toISOString();
    const res = await host.admin('PATCH', `/api/admin/articles/${id}`, { article: { isFeatured: true } });
    expect(res.body).toMatchObject({ createdAt, updatedAt: before });
  });
});
