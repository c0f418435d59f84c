/**
 * The classes of hostile input a probe of every route found, each tried in several spellings:
 * nothing answers 5xx, every answer is JSON in our words naming the field, and nothing unsafe or
 * unshowable is stored.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLanguages, type Langs } from '../helpers/fixtures.js';
import { startAdminHost, type AdminTestHost } from '../helpers/admin-host.js';

/** Words of libraries that must never reach a client. */
const LIBRARY_WORDS = /Invalid input|expected \w+, received|incorrect header check|unsupported charset|unsupported content encoding|Failed to decode|ZodError|INVALID_ARGUMENT|ALREADY_EXISTS/i;

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

  /** Raw request: the path is sent exactly as written (no URL normalising of `%`). */
  const raw = async (method: string, path: string, init: { headers?: Record<string, string>; body?: string; token?: string } = {}) => {
    const headers: Record<string, string> = { ...init.headers };
    if (init.token) headers.authorization = `Bearer ${init.token}`;
    const res = await fetch(host.url + path, { method, headers, body: init.body });
    const text = await res.text();
    return { status: res.status, type: res.headers.get('content-type') ?? '', text, body: text ? (JSON.parse(text) as { message: string; field?: string; reason?: string }) : undefined };
  };

  const expectOurJson = (res: { status: number; type: string; text: string }) => {
    expect(res.status).toBeLessThan(500);
    expect(res.type).toMatch(/^application\/json/);
    expect(res.text).not.toMatch(LIBRARY_WORDS);
  };

  describe('malformed percent-encoding in a path is a 400, on every route that takes a parameter', () => {
    it.each([
      ['GET', '/api/articles/%'],
      ['GET', '/api/articles/%E0%A4%A'],
      ['GET', '/api/articles/%ZZ'],
      ['GET', '/api/articles/abc%'],
      ['POST', '/api/ads/%/click'],
      ['POST', '/api/ads/%E0%A4%A/impression'],
      ['PUT', '/api/admin/ads/%'],
      ['DELETE', '/api/admin/ads/%ZZ'],
      ['POST', '/api/articles/%C0/view'],
      ['POST', '/api/articles/%FF%FE/share'],
      ['GET', '/api/admin/articles/%'],
      ['PATCH', '/api/admin/articles/%E0%A4%A'],
      ['DELETE', '/api/admin/languages/%'],
      ['PUT', '/api/admin/articles/1/translations/%'],
    ])('%s %s', async (method, path) => {
      const res = await raw(method, path, { token: host.adminToken, ...(method !== 'GET' && method !== 'DELETE' && { headers: { 'content-type': 'application/json' }, body: '{}' }) });
      expectOurJson(res);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        message: 'The path is not valid percent-encoding: write % as %25 and encode other characters as UTF-8',
        field: 'path',
        reason: 'malformed percent-encoding',
      });
    });

    it('still reads a well-encoded non-ASCII path as a (missing) slug', async () => {
      const res = await raw('GET', '/api/articles/%E0%A4%B9%E0%A4%BF');
      expect(res.status).toBe(404);
    });
  });

  describe('bodies the parser or the schema refuse are answered in our words', () => {
    const json = { 'content-type': 'application/json' };
    it.each([
      ['a JSON list for a body', json, '[1,2]', 400, 'Request body must be a JSON object, not a list'],
      ['a JSON string for a body', json, '"hello"', 400, 'Request body is not valid JSON'],
      ['a truncated body', json, '{"email":', 400, 'Request body is not valid JSON'],
      ['a gzip header on plain text', { ...json, 'content-encoding': 'gzip' }, '{"email":"a@b.c"}', 400, 'Request body could not be decompressed: send it uncompressed, or compressed as its Content-Encoding says'],
      ['a deflate header on plain text', { ...json, 'content-encoding': 'deflate' }, '{}', 400, 'Request body could not be decompressed: send it uncompressed, or compressed as its Content-Encoding says'],
      ['an unknown content encoding', { ...json, 'content-encoding': 'zstd-ish' }, '{}', 415, "Content-Encoding 'zstd-ish' is not supported: send the body uncompressed, or with gzip, deflate or br"],
      ['a charset other than UTF-8', { 'content-type': 'application/json; charset=latin9' }, '{}', 415, "Charset 'latin9' is not supported: send the JSON body as UTF-8 (Content-Type: application/json; charset=utf-8)"],
      ['a form instead of JSON', { 'content-type': 'application/x-www-form-urlencoded' }, 'email=a', 415, 'Request body must be JSON (Content-Type: application/json)'],
    ])('%s', async (_kind, headers, body, status, message) => {
      const res = await raw('POST', '/api/admin/login', { headers, body });
      expectOurJson(res);
      expect(res.status).toBe(status);
      expect(res.body!.message).toBe(message);
    });

    it.each([
      [{ email: 42, password: 'x' }, 'email', 'Please enter a valid email address'],
      [{ email: 'a@b.co', password: ['x'] }, 'password', 'Password is required'],
    ])('wrong types with a spec message keep it: %j', async (body, field, reason) => {
      const res = await host.call('POST', '/api/admin/login', { body });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: `Invalid body parameter '${field}': ${reason}`, field, reason });
    });

    it.each([
      [{ article: [] }, 'article', 'Must be a JSON object, not a list'],
      [{ article: 'x' }, 'article', 'Must be a JSON object, not text'],
      [{ article: { isFeatured: 'yes' } }, 'article.isFeatured', 'Must be true or false, not text'],
      [{ article: { imagePublicId: 7 } }, 'article.imagePublicId', 'Must be text, not a number'],
      [{ selectedLanguages: 'hi' }, 'selectedLanguages', 'Must be a list, not text'],
      [{ selectedLanguages: Array.from({ length: 101 }, () => 2) }, 'selectedLanguages', 'Must have at most 100 items'],
    ])('wrong types without one get ours, saying what to send: %j', async (body, field, reason) => {
      const res = await host.admin('PATCH', '/api/admin/articles/1', body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: `Invalid body parameter '${field}': ${reason}`, field, reason });
    });

    it('refuses a body nested deeper than any call needs', async () => {
      const deep = '['.repeat(5000) + ']'.repeat(5000);
      const res = await raw('POST', '/api/admin/login', { headers: { 'content-type': 'application/json' }, body: `{"email":${deep}}` });
      expectOurJson(res);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: 'Request body is nested more than 20 levels deep', field: 'body', reason: 'nested too deeply' });
    });
  });

  describe('a query parameter is given once, as text', () => {
    it.each([
      ['/api/articles?limit[]=1', 'limit[]', "Invalid query parameter 'limit[]': send limit once, as limit=value"],
      ['/api/articles?category[]=education', 'category[]', "Invalid query parameter 'category[]': send category once, as category=value"],
      ['/api/articles?language[code]=hi', 'language[code]', "Invalid query parameter 'language[code]': send language once, as language=value"],
      ['/api/ads?placement[0]=homepage', 'placement[0]', "Invalid query parameter 'placement[0]': send placement once, as placement=value"],
      ['/api/articles?limit=1&limit=2', 'limit', "Invalid query parameter 'limit': must be given once"],
      ['/api/articles?language=%00', 'language', "Invalid query parameter 'language': Must not contain control characters (such as NUL or escape codes)"],
      ['/api/articles?q[]=bitcoin', 'q[]', "Invalid query parameter 'q[]': send q once, as q=value"],
      ['/api/articles?offset[]=0', 'offset[]', "Invalid query parameter 'offset[]': send offset once, as offset=value"],
      ['/api/articles?sort=views&sort=shares', 'sort', "Invalid query parameter 'sort': must be given once"],
      ['/api/articles?offset=0&q=%00', 'q', "Invalid query parameter 'q': Must not contain control characters (such as NUL or escape codes)"],
    ])('%s', async (path, field, message) => {
      const res = await raw('GET', path);
      expectOurJson(res);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ message, field });
    });

    it('on admin calls too', async () => {
      const res = await host.admin('GET', '/api/admin/articles?status[]=draft');
      expect(res.status).toBe(400);
      expect(res.body.field).toBe('status[]');
    });
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
      });
      const served = await host.get('/api/site-settings').then((r) => r.json());
      expect(served).toEqual({
        contactEmail: 'ads@example.com',
        contactPhone: '+91 1',
        chatChannelUrl: '',
        social: { x: '', youtube: 'https://www.youtube.com/@x', linkedin: '' },
      });
    });
  });
});
