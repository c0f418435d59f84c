/**
 * Hostile values a probe of every route found, each tried in several spellings: text that can
 * never be shown properly, content that sanitising makes too large, reserved slugs, dates out of
 * range, unsafe URLs. Each is refused as JSON in our words naming the field, and nothing unsafe
 * or unshowable is stored.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLanguages, type Langs } from '../helpers/fixtures.js';
import { startAdminHost, type AdminTestHost } from '../helpers/admin-host.js';

describe('hostile input', () => {
  let host: AdminTestHost;
  let langs: Langs;
  let slugs = 0;
  const nextSlug = () => `hostile-${++slugs}`;

  beforeAll(async () => {
    host = await startAdminHost({ schedules: false });
    langs = await createLanguages(host.services);
  });
  afterAll(() => host.stop());

  const createBody = (over: { article?: Record<string, unknown>; translation?: Record<string, unknown> } = {}) => ({
    article: { slug: nextSlug(), category: 'education', status: 'published', isFeatured: false, ...over.article },
    translation: {
      languageId: langs.en,
      title: 'Why blocks have a size limit',
      excerpt: 'Block size trades throughput for decentralisation.',
      content: '<p>Block size trades throughput for decentralisation.</p>',
      metaDescription: 'Block size and decentralisation',
      ...over.translation,
    },
  });

  describe('text that can never be shown properly is never stored', () => {
    it.each([
      ['a NUL', 'title', 'Bitcoin\u0000 basics', 'Must not contain control characters (such as NUL or escape codes)'],
      ['a bell', 'title', 'Bitcoin \u0007basics', 'Must not contain control characters (such as NUL or escape codes)'],
      ['a terminal escape', 'excerpt', 'Red \u001b[31malert', 'Must not contain control characters (such as NUL or escape codes)'],
      ['a C1 control', 'metaDescription', 'Meta \u0085 description', 'Must not contain control characters (such as NUL or escape codes)'],
      ['a line break in a title', 'title', 'Two\nlines', 'Must be a single line, without line breaks or tabs'],
      ['a lone high surrogate', 'title', 'Broken \ud800 title', 'Must not contain broken characters (a lone UTF-16 surrogate or a Unicode non-character)'],
      ['a lone low surrogate', 'excerpt', '\udc00 broken excerpt', 'Must not contain broken characters (a lone UTF-16 surrogate or a Unicode non-character)'],
      ['a non-character', 'title', 'Odd \uffff title', 'Must not contain broken characters (a lone UTF-16 surrogate or a Unicode non-character)'],
      ['only zero-width spaces', 'title', '\u200b\u200b\u200b', 'Title is required'],
      ['only a Hangul filler', 'title', '\u3164', 'Title is required'],
      ['only no-break spaces and a BOM', 'excerpt', '\u00a0 \ufeff \u2003', 'Excerpt is required'],
      ['only invisible characters as a meta description', 'metaDescription', '\u200d\u2060', 'Must contain visible text, or be left empty'],
    ])('refuses %s in %s', async (_kind, field, value, reason) => {
      const res = await host.admin('POST', '/api/admin/articles', createBody({ translation: { [field]: value } }));
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: `Invalid body parameter 'translation.${field}': ${reason}`, field: `translation.${field}`, reason });
    });

    it.each([
      ['NUL in HTML content', { content: '<p>a\u0000b</p>' }, 'translation.content', 'Must not contain control characters (such as NUL or escape codes)'],
      ['a lone surrogate in HTML content', { content: '<p>\ud83d</p>' }, 'translation.content', 'Must not contain broken characters (a lone UTF-16 surrogate or a Unicode non-character)'],
      ['content that shows nothing', { content: '<p>\u200b</p><p>&nbsp;</p>' }, 'translation.content', 'Content is required'],
      ['content that is only a script', { content: '<script>alert(1)</script>' }, 'translation.content', 'Content is required'],
    ])('refuses %s', async (_kind, translation, field, reason) => {
      const res = await host.admin('POST', '/api/admin/articles', createBody({ translation }));
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ field, reason });
    });

    it('keeps zero-width joiners inside Indic text, emoji and line breaks in an excerpt', async () => {
      const title = 'क्\u200dष और ক্\u200cষ: crypto 🚀 basics';
      const res = await host.admin('POST', '/api/admin/articles', createBody({ translation: { title, excerpt: 'First line.\nSecond line.' } }));
      expect(res.status).toBe(201);
      expect(res.body.translations[0].title).toBe(title);
      expect(res.body.translations[0].excerpt).toBe('First line.\nSecond line.');
    });

    it('refuses a control character in a field name', async () => {
      const res = await host.admin('PATCH', '/api/admin/articles/1', { 'article\u0000': {} });
      expect(res.status).toBe(400);
      expect(res.body.reason).toBe('Must not contain control characters (such as NUL or escape codes)');
    });

    it.each([
      ['name', '<b>Hindi</b>', 'Must be plain text, without < or >'],
      ['name', '<img src=x onerror=alert(1)>', 'Must be plain text, without < or >'],
      ['nativeName', 'हिन्दी<script>', 'Must be plain text, without < or >'],
      ['nativeName', 'हिन्दी\u0000', 'Must not contain control characters (such as NUL or escape codes)'],
      ['name', '\u200b', 'Language name is required'],
      ['nativeName', '\u2800\u2800', 'Native name is required'],
    ])('refuses a language %s of %j, on create and on edit', async (field, value, reason) => {
      const body = { code: 'xq', name: 'Test', nativeName: 'Test', [field]: value };
      const created = await host.admin('POST', '/api/admin/languages', body);
      expect(created.status).toBe(400);
      expect(created.body).toEqual({ message: `Invalid body parameter '${field}': ${reason}`, field, reason });
      const edited = await host.admin('PUT', `/api/admin/languages/${langs.bn}`, { [field]: value });
      expect(edited.status).toBe(400);
      expect(edited.body.reason).toBe(reason);
      const names = (await host.get('/api/languages').then((r) => r.json())) as { name: string; nativeName: string }[];
      expect(names.every((l) => !/[<>\u0000]/.test(l.name + l.nativeName))).toBe(true);
    });

    it('refuses markup in the site phone number', async () => {
      const settings = (await host.admin('GET', '/api/admin/settings')).body;
      const res = await host.admin('PUT', '/api/admin/settings', { ...settings, contactPhone: '<script>alert(1)</script>' });
      expect(res.status).toBe(400);
      expect(res.body.field).toBe('contactPhone');
    });
  });

  describe('content that sanitising makes too large to store is refused with 413 and its size, never a 500', () => {
    const tooLarge = (bytes: number) =>
      `Content is too large once cleaned for safe display: at most 800 KB is stored, this is ${Math.ceil(bytes / 1024)} KB. Split the article or remove embedded data.`;

    it.each([
      ['ampersands, each becoming &amp;', '&'.repeat(250_000), 250_000 * 5],
      ['angle brackets, each becoming &lt;', '<'.repeat(250_000), 250_000 * 4],
      ['Devanagari, three bytes a character', 'क'.repeat(290_000), 290_000 * 3],
    ])('on create: %s', async (_kind, text, bytes) => {
      const res = await host.admin('POST', '/api/admin/articles', createBody({ translation: { content: text } }));
      expect(res.status).toBe(413);
      expect(res.body).toEqual({ message: `Invalid body parameter 'translation.content': ${tooLarge(bytes)}`, field: 'translation.content', reason: tooLarge(bytes) });
    });

    it('on a hand translation and on an edit, leaving the article as it was', async () => {
      const created = await host.admin('POST', '/api/admin/articles', createBody());
      expect(created.status).toBe(201);
      const id = created.body.id as number;
      const big = '&'.repeat(200_000);
      const translation = await host.admin('PUT', `/api/admin/articles/${id}/translations/${langs.hi}`, { title: 'शीर्षक', excerpt: 'सार', content: big });
      expect(translation.status).toBe(413);
      expect(translation.body.field).toBe('content');
      const edit = await host.admin('PATCH', `/api/admin/articles/${id}`, { translation: { languageId: langs.en, title: 'New', excerpt: 'New', content: big } });
      expect(edit.status).toBe(413);
      const after = await host.admin('GET', `/api/admin/articles/${id}`);
      expect(after.body.translations.map((t: { title: string }) => t.title)).toEqual(['Why blocks have a size limit']);
    });

    it('stores content just under the limit', async () => {
      const res = await host.admin('POST', '/api/admin/articles', createBody({ translation: { content: `<p>${'a&b '.repeat(70_000)}</p>` } }));
      expect(res.status).toBe(201);
    });
  });

  describe('reserved and degenerate slugs are refused', () => {
    it.each([
      ['featured', "The slug 'featured' is reserved by the site; please choose another"],
      ['-', 'Slug must start and end with a letter or number, with single hyphens between words'],
      ['---', 'Slug must start and end with a letter or number, with single hyphens between words'],
      ['-bitcoin', 'Slug must start and end with a letter or number, with single hyphens between words'],
      ['bitcoin-', 'Slug must start and end with a letter or number, with single hyphens between words'],
      ['bit--coin', 'Slug must start and end with a letter or number, with single hyphens between words'],
      ['Bitcoin', 'Slug must contain only lowercase letters, numbers, and hyphens'],
    ])('%j, on create and on edit', async (slug, reason) => {
      const created = await host.admin('POST', '/api/admin/articles', createBody({ article: { slug } }));
      expect(created.status).toBe(400);
      expect(created.body).toEqual({ message: `Invalid body parameter 'article.slug': ${reason}`, field: 'article.slug', reason });
      const edited = await host.admin('PATCH', '/api/admin/articles/1', { article: { slug } });
      expect(edited.status).toBe(400);
      expect(edited.body.reason).toBe(reason);
    });

    it('keeps /api/articles/featured the featured list', async () => {
      const res = await host.get('/api/articles/featured');
      expect(res.status).toBe(200);
      expect(Array.isArray(await res.json())).toBe(true);
    });
  });

  describe('dates outside any sensible range are refused', () => {
    const outOfRange = 'Please enter a date between the years 2000 and 2099';
    it.each([
      ['publishedAt', '1970-01-01T00:00:00Z', outOfRange],
      ['publishedAt', '0001-01-01T00:00:00Z', outOfRange],
      ['publishedAt', '1999-12-31T23:59:59+05:30', outOfRange],
      ['scheduledAt', '9999-12-31T00:00:00Z', outOfRange],
      ['scheduledAt', '2100-01-01T00:00:00Z', outOfRange],
      ['publishedAt', 'yesterday', 'Please enter a valid date and time'],
    ])('%s %s', async (field, value, reason) => {
      const status = field === 'scheduledAt' ? 'scheduled' : 'published';
      const res = await host.admin('POST', '/api/admin/articles', createBody({ article: { status, [field]: value } }));
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: `Invalid body parameter 'article.${field}': ${reason}`, field: `article.${field}`, reason });
    });

    it('refuses a schedule more than a year ahead', async () => {
      const scheduledAt = new Date(Date.now() + 400 * 86_400_000).toISOString();
      const res = await host.admin('POST', '/api/admin/articles', createBody({ article: { status: 'scheduled', scheduledAt } }));
      expect(res.status).toBe(400);
      expect(res.body.reason).toBe('Scheduled time must be within a year from now');
    });
  });

  describe('URL fields take only http(s) URLs or paths on this site', () => {
    const UNSAFE = [
      'javascript:alert(document.domain)',
      'JaVaScRiPt:alert(1)',
      'java\tscript:alert(1)',
      ' javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'file:///etc/passwd',
      '//evil.example/x',
      '/\\evil.example',
      '\\\\evil.example',
      'https:\\\\evil.example',
      'https:evil.example',
      'http:/evil.example',
      'https://trusted.example@evil.example/',
      'https://exa mple.com/',
      'ftp://example.com/file',
      'mailto:a@b.c',
    ];

    it.each(UNSAFE)('the site settings refuse %j as the chat-channel link and as a social link', async (url) => {
      const settings = (await host.admin('GET', '/api/admin/settings')).body;
      const chat = await host.admin('PUT', '/api/admin/settings', { ...settings, chatChannelUrl: url });
      expect(chat.status).toBe(400);
      expect(chat.body).toEqual({ message: "Invalid body parameter 'chatChannelUrl': Please enter a valid URL", field: 'chatChannelUrl', reason: 'Please enter a valid URL' });
      const social = await host.admin('PUT', '/api/admin/settings', { ...settings, social: { ...settings.social, x: url } });
      expect(social.status).toBe(400);
      expect(social.body.field).toBe('social.x');
    });

    it.each(UNSAFE)('articles refuse %j as an image or video URL', async (url) => {
      for (const field of ['imageUrl', 'videoUrl']) {
        const res = await host.admin('POST', '/api/admin/articles', createBody({ article: { [field]: url } }));
        expect(res.status).toBe(400);
        expect(res.body.field).toBe(`article.${field}`);
      }
    });

    it.each(['https://t.me/cryptolekh', 'http://example.com/a?b=c#d', '/advertise', ''])('accepts %j', async (url) => {
      const settings = (await host.admin('GET', '/api/admin/settings')).body;
      const res = await host.admin('PUT', '/api/admin/settings', { ...settings, chatChannelUrl: url });
      expect(res.status).toBe(200);
      expect((await host.get('/api/site-settings').then((r) => r.json())).chatChannelUrl).toBe(url);
    });

    it('never serves a link stored before the rule, while keeping the safe ones', async () => {
      await host.firestore.db.doc('settings/site').set({
        contactEmail: 'ads@example.com',
        contactPhone: '+91 1',
        chatChannelUrl: 'javascript:alert(document.domain)',
        social: { x: 'data:text/html,x', youtube: 'https://www.youtube.com/@x', linkedin: '' },
        // A time zone the runtime does not know reads as the default (analytics days, issue 30).
        timeZone: 'Mars/Olympus_Mons',
        // Only `true` turns the measured audience on: anything else stored reads as off.
        showMeasuredAudience: 'yes',
      });
      const served = await host.get('/api/site-settings').then((r) => r.json());
      expect(served).toEqual({
        contactEmail: 'ads@example.com',
        contactPhone: '+91 1',
        chatChannelUrl: '',
        social: { x: '', youtube: 'https://www.youtube.com/@x', linkedin: '' },
        timeZone: 'Asia/Kolkata',
        showMeasuredAudience: false,
      });
    });
  });
});
