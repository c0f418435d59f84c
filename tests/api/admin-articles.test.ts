/** Article management over the admin API: create, list, read, update, hand translations, delete, scheduled publishing. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../helpers/clock.js';
import { createLanguages, type Langs } from '../helpers/fixtures.js';
import { startAdminHost, type AdminTestHost } from '../helpers/admin-host.js';

const MINUTE = 60_000;
/** createLanguages gives the inactive Kannada id 4; tables are built before the hooks run. */
const KANNADA = 4;
const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

interface BodyParts {
  article?: Record<string, unknown>;
  translation?: Record<string, unknown>;
  targetLanguages?: unknown;
}

describe('admin article calls', () => {
  const clock = manualClock();
  let host: AdminTestHost;
  let langs: Langs;

  beforeAll(async () => {
    // Scheduled publishing runs only when a test calls it, so each step is deterministic.
    host = await startAdminHost({ clock, schedules: false });
    langs = await createLanguages(host.services);
    expect(langs.kn).toBe(KANNADA);
  });
  afterAll(() => host.stop());

  /** The create body the console sends (admin-and-api.md §7), with overrides; `undefined` drops a key. */
  const createBody = (slug: string, over: BodyParts = {}) => ({
    article: {
      slug,
      category: 'education',
      status: 'draft',
      isFeatured: false,
      imageUrl: '',
      imagePublicId: '',
      videoUrl: '',
      videoPublicId: '',
      ...over.article,
    },
    translation: {
      languageId: langs.en,
      title: `Title of ${slug}`,
      content: `<p>Body of ${slug}</p>`,
      excerpt: `Excerpt of ${slug}`,
      metaDescription: `Meta of ${slug}`,
      isOriginal: true,
      ...over.translation,
    },
    targetLanguages: over.targetLanguages ?? [],
  });
  const create = async (slug: string, over: BodyParts = {}) => {
    const res = await host.admin('POST', '/api/admin/articles', createBody(slug, over));
    if (res.status !== 201) throw new Error(`create ${slug}: ${res.status} ${JSON.stringify(res.body)}`);
    clock.advance(1000); // distinct createdAt for ordering
    return res.body;
  };
  const publicRead = (slug: string, language = 'en') => host.get(`/api/articles/${slug}?language=${language}`);

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
      });
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

  describe('GET /api/admin/articles/{id}', () => {
    it('answers every language version with its content', async () => {
      const { id } = await create('full-read');
      await host.admin('PUT', `/api/admin/articles/${id}/translations/${langs.bn}`, { title: 'বাংলা', content: '<p>বাংলা লেখা</p>', excerpt: 'সারাংশ' });
      const res = await host.admin('GET', `/api/admin/articles/${id}`);
      expect(res.status).toBe(200);
      expect(res.body.translations.map((t: { language: { code: string }; content: string }) => [t.language.code, t.content])).toEqual([
        ['en', '<p>Body of full-read</p>'],
        ['bn', '<p>বাংলা লেখা</p>'],
      ]);
      expect(res.body.translations[1].metaDescription).toBe('');
    });

    it('answers 404 for an unknown article and 400 for a malformed id', async () => {
      expect(await host.admin('GET', '/api/admin/articles/99999')).toMatchObject({ status: 404, body: { message: 'Article not found' } });
      expect(await host.admin('GET', '/api/admin/articles/abc')).toMatchObject({ status: 400, body: { field: 'id', reason: 'id must be a positive integer' } });
    });
  });

  describe('PATCH /api/admin/articles/{id}', () => {
    let patched = 0;
    const patch = (id: number, body: unknown) => host.admin('PATCH', `/api/admin/articles/${id}`, body);

    it('changes only the fields given', async () => {
      const { id } = await create('patch-fields', { article: { imageUrl: '/media/old.png' } });
      const res = await patch(id, { article: { category: 'research', isFeatured: true } });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ slug: 'patch-fields', category: 'research', isFeatured: true, imageUrl: '/media/old.png', status: 'draft' });
      expect((await patch(id, { article: { imageUrl: '' } })).body.imageUrl).toBeNull();
      expect((await patch(id, {})).status).toBe(200);
    });

    it('publishing sets publishedAt once; later edits and re-publishing keep the first time', async () => {
      const { id } = await create('publish-once');
      const first = clock.now().toISOString();
      expect((await patch(id, { article: { status: 'published' } })).body.publishedAt).toBe(first);
      expect((await publicRead('publish-once')).status).toBe(200);
      clock.advance(10 * MINUTE);
      expect((await patch(id, { article: { status: 'draft' } })).body).toMatchObject({ status: 'draft', publishedAt: first });
      expect((await publicRead('publish-once')).status).toBe(404);
      clock.advance(10 * MINUTE);
      const again = await patch(id, { article: { status: 'published', publishedAt: clock.now().toISOString() }, translation: { languageId: langs.en, title: 'Edited', content: '<p>Edited</p>', excerpt: 'Edited' } });
      expect(again.body).toMatchObject({ status: 'published', publishedAt: first });
    });

    it('moving away from scheduled clears scheduledAt; a kept time is accepted even when it is now close', async () => {
      const at = new Date(clock.now().getTime() + 10 * MINUTE).toISOString();
      const { id } = await create('reschedule', { article: { status: 'scheduled', scheduledAt: at } });
      clock.advance(7 * MINUTE);
      const kept = await patch(id, { article: { status: 'scheduled', scheduledAt: at, isFeatured: true } });
      expect(kept.status).toBe(200);
      const moved = await patch(id, { article: { status: 'scheduled', scheduledAt: new Date(clock.now().getTime() + 4 * MINUTE).toISOString() } });
      expect(moved).toMatchObject({ status: 400, body: { field: 'article.scheduledAt', reason: 'Scheduled time must be at least 5 minutes from now' } });
      const drafted = await patch(id, { article: { status: 'draft' } });
      expect(drafted.body).toMatchObject({ status: 'draft', scheduledAt: null, publishedAt: null });
      const again = await patch(id, { article: { status: 'scheduled' } });
      expect(again).toMatchObject({ status: 400, body: { field: 'article.scheduledAt', reason: 'Please choose a scheduled time' } });
    });

    it('edits the original through `translation`, keeping the list summary in step, and sanitises it', async () => {
      const { id } = await create('patch-original');
      const res = await patch(id, { translation: { languageId: langs.en, title: 'New title', content: '<p onmouseover="x()">New</p>', excerpt: 'New excerpt', metaDescription: 'New meta', isOriginal: true } });
      expect(res.body.translations).toEqual([expect.objectContaining({ title: 'New title', content: '<p>New</p>', excerpt: 'New excerpt', metaDescription: 'New meta', isOriginal: true })]);
      const listed = (await host.admin('GET', '/api/admin/articles?limit=100')).body.find((a: { id: number }) => a.id === id);
      expect(listed.translations[0]).toMatchObject({ title: 'New title', excerpt: 'New excerpt' });
    });

    it('adds another language through `translation` and replaces the AI targets with selectedLanguages', async () => {
      const { id } = await create('patch-translation', { targetLanguages: [langs.hi] });
      const res = await patch(id, { translation: { languageId: langs.bn, title: 'বাংলা', content: '<p>ক</p>', excerpt: 'খ' }, selectedLanguages: [langs.bn, langs.hi] });
      expect(res.status).toBe(200);
      expect(res.body.translations.map((t: { languageId: number; isOriginal: boolean }) => [t.languageId, t.isOriginal])).toEqual([
        [langs.en, true],
        [langs.bn, false],
      ]);
      expect(res.body.targetLanguageIds).toEqual([langs.bn, langs.hi]);
    });

    it('refuses a taken slug with 409 and accepts the article\'s own slug', async () => {
      await create('patch-taken');
      const { id } = await create('patch-mine');
      expect(await patch(id, { article: { slug: 'patch-taken' } })).toMatchObject({ status: 409, body: { field: 'article.slug' } });
      expect((await patch(id, { article: { slug: 'patch-mine' } })).status).toBe(200);
      expect((await patch(id, { article: { slug: 'patch-renamed' } })).body.slug).toBe('patch-renamed');
      expect((await publicRead('patch-mine')).status).toBe(404);
    });

    it.each<[string, Record<string, unknown>, string, string]>([
      ['a bad slug', { article: { slug: 'No Good' } }, 'article.slug', 'Slug must contain only lowercase letters, numbers, and hyphens'],
      ['an unknown field', { article: { views: 5 } }, 'article.views', 'unknown field'],
      ['an unknown top-level field', { targetLanguages: [2] }, 'targetLanguages', 'unknown field'],
      ['a translation without a title', { translation: { languageId: 1, content: 'c', excerpt: 'e' } }, 'translation.title', 'Title is required'],
      ['an inactive selected language', { selectedLanguages: [4] }, 'selectedLanguages.0', 'Language 4 does not exist or is not active'],
    ])('refuses %s with 400', async (_name, body, field, reason) => {
      const { id } = await create(`patch-bad-${++patched}`);
      const res = await patch(id, body);
      expect(res).toMatchObject({ status: 400, body: { message: `Invalid body parameter '${field}': ${reason}`, field, reason } });
    });

    it('answers 404 for an unknown article', async () => {
      expect(await patch(99999, { article: { isFeatured: true } })).toMatchObject({ status: 404, body: { message: 'Article not found' } });
    });
  });

  describe('hand translations: PUT and DELETE /api/admin/articles/{id}/translations/{languageId}', () => {
    let id: number;
    beforeAll(async () => {
      ({ id } = await create('hand-translated', { article: { status: 'published' } }));
    });
    const put = (languageId: number, body: unknown, articleId = id) => host.admin('PUT', `/api/admin/articles/${articleId}/translations/${languageId}`, body);

    it('adds a language version that readers get in that language', async () => {
      const res = await put(langs.hi, { title: 'हाथ से अनुवाद', content: '<p>हिंदी पाठ</p><script>x()</script>', excerpt: 'हिंदी सार', metaDescription: 'हिंदी मेटा' });
      expect(res.status).toBe(200);
      expect(res.body.translationsCount).toBe(2);
      const read = await publicRead('hand-translated', 'hi');
      expect(await read.json()).toMatchObject({
        title: 'हाथ से अनुवाद',
        content: '<p>हिंदी पाठ</p>',
        excerpt: 'हिंदी सार',
        metaDescription: 'हिंदी मेटा',
        language: { code: 'hi', isOriginal: false },
        availableLanguages: [expect.objectContaining({ code: 'en', isOriginal: true }), expect.objectContaining({ code: 'hi', isOriginal: false })],
      });
      const listed = await (await host.get('/api/articles?language=hi')).json();
      expect(listed.find((a: { slug: string }) => a.slug === 'hand-translated')).toMatchObject({ title: 'हाथ से अनुवाद', language: { code: 'hi', isOriginal: false } });
    });

    it('replaces an existing version, in the summary and in the content', async () => {
      await put(langs.hi, { title: 'नया शीर्षक', content: '<p>नया</p>', excerpt: 'नया सार' });
      const body = (await host.admin('GET', `/api/admin/articles/${id}`)).body;
      expect(body.translations.filter((t: { languageId: number }) => t.languageId === langs.hi)).toEqual([
        expect.objectContaining({ title: 'नया शीर्षक', content: '<p>नया</p>', excerpt: 'नया सार', metaDescription: '' }),
      ]);
      expect(await (await publicRead('hand-translated', 'hi')).json()).toMatchObject({ title: 'नया शीर्षक' });
    });

    it('may replace the original, which stays the original', async () => {
      const res = await put(langs.en, { title: 'Retitled', content: '<p>Rewritten</p>', excerpt: 'Re' });
      expect(res.body.translations[0]).toMatchObject({ languageId: langs.en, title: 'Retitled', isOriginal: true });
    });

    it.each<[string, () => [number, unknown, number?], number, Record<string, unknown>]>([
      ['an inactive language', () => [langs.kn, { title: 't', content: 'c', excerpt: 'e' }], 400, { field: 'languageId', reason: `Language ${KANNADA} does not exist or is not active` }],
      ['no title', () => [langs.bn, { content: 'c', excerpt: 'e' }], 400, { field: 'title', reason: 'Title is required' }],
      ['no excerpt', () => [langs.bn, { title: 't', content: 'c', excerpt: '' }], 400, { field: 'excerpt', reason: 'Excerpt is required' }],
      ['an unknown field', () => [langs.bn, { title: 't', content: 'c', excerpt: 'e', languageId: 3 }], 400, { field: 'languageId', reason: 'unknown field' }],
      ['an unknown article', () => [langs.bn, { title: 't', content: 'c', excerpt: 'e' }, 99999], 404, { message: 'Article not found' }],
    ])('refuses %s', async (_name, args, status, body) => {
      const [languageId, payload, articleId] = args();
      expect(await put(languageId, payload, articleId)).toMatchObject({ status, body });
    });

    it('deletes a version: readers fall back to the original', async () => {
      await put(langs.bn, { title: 'বাংলা', content: '<p>বাংলা</p>', excerpt: 'সার' });
      const res = await host.admin('DELETE', `/api/admin/articles/${id}/translations/${langs.bn}`);
      expect(res.status).toBe(200);
      expect(res.body.translations.map((t: { languageId: number }) => t.languageId)).not.toContain(langs.bn);
      expect(res.body.translations.length).toBe(res.body.translationsCount);
      expect(await host.services.repos.articles.getContent(id, langs.bn)).toBeNull();
      expect(await (await publicRead('hand-translated', 'bn')).json()).toMatchObject({ language: { code: 'en' } });
    });

    it('refuses to delete the original (400) and answers 404 for a missing version', async () => {
      expect(await host.admin('DELETE', `/api/admin/articles/${id}/translations/${langs.en}`)).toMatchObject({
        status: 400,
        body: { message: 'The original language version cannot be deleted. Delete the article instead.' },
      });
      expect(await host.admin('DELETE', `/api/admin/articles/${id}/translations/${langs.bn}`)).toMatchObject({ status: 404, body: { message: 'Translation not found' } });
      expect(await host.admin('DELETE', `/api/admin/articles/99999/translations/${langs.bn}`)).toMatchObject({ status: 404, body: { message: 'Article not found' } });
    });
  });

  describe('DELETE /api/admin/articles/{id}', () => {
    it('deletes the article, then its content and counters (trigger), leaving nothing behind', async () => {
      const { id } = await create('to-delete', { article: { status: 'published' } });
      await host.admin('PUT', `/api/admin/articles/${id}/translations/${langs.hi}`, { title: 'ह', content: '<p>ह</p>', excerpt: 'ह' });
      await host.post(`/api/articles/${id}/view`);
      const repo = host.services.repos.articles;
      expect(await repo.counters(id).totals()).toEqual({ views: 1, shares: 0 });

      const fired = host.triggers.waitOne('onArticleDeleted', { timeout: 5000 });
      const res = await host.admin('DELETE', `/api/admin/articles/${id}`);
      expect(res).toMatchObject({ status: 200, body: { id, deleted: true } });
      await fired;

      expect(await repo.getContents([{ articleId: id, languageId: langs.en }, { articleId: id, languageId: langs.hi }])).toEqual([null, null]);
      expect(await repo.counters(id).totals()).toEqual({ views: 0, shares: 0 });
      expect((await host.admin('GET', `/api/admin/articles/${id}`)).status).toBe(404);
      expect((await publicRead('to-delete')).status).toBe(404);
      expect(await host.admin('DELETE', `/api/admin/articles/${id}`)).toMatchObject({ status: 404, body: { message: 'Article not found' } });
      // The slug is free again.
      expect((await host.admin('POST', '/api/admin/articles', createBody('to-delete'))).status).toBe(201);
    });
  });

  it('checks every write against the clock it was given (createdAt, updatedAt)', async () => {
    const { id, createdAt } = await create('clocked');
    expect(createdAt).toMatch(ISO);
    const before = clock.now().toISOString();
    const res = await host.admin('PATCH', `/api/admin/articles/${id}`, { article: { isFeatured: true } });
    expect(res.body).toMatchObject({ createdAt, updatedAt: before });
  });

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
