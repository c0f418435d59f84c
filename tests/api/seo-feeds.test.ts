/**
 * What search engines and feed readers get from the site over HTTP (issue 14): /sitemap.xml,
 * /rss.xml per language and /robots.txt from the `pages` function (how Hosting reaches it:
 * pages-hosting.test.ts), and the head of an article page built from the same services the
 * renderer calls. Articles are written through the console's service (what its routes call, with
 * their request schemas; the console's HTTP and sign-in are tested elsewhere, and the Auth
 * emulator would cost this file half a minute of start-up), AI translations by the trigger
 * against the fake provider, and the repositories; every answer is parsed as a crawler would.
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOpenAi, type FakeOpenAi } from '../../emulators/fakes/openai.js';
import {
  AiSettingsUpdateSchema,
  CreateArticleRequestSchema,
  DEFAULT_AI_MODEL,
  DEFAULT_AI_PROMPTS,
  TranslateRequestSchema,
  UpdateArticleRequestSchema,
} from '../../functions/src/contract/index.js';
import { NotFoundError } from '../../functions/src/errors.js';
import { parseInput } from '../../functions/src/http/validate.js';
import { pageHead } from '../../functions/src/pages/head.js';
import { renderHead } from '../../functions/src/pages/head-html.js';
import { GOOD_KEY } from '../helpers/ai-host.js';
import { startTestHost, type TestHost } from '../helpers/test-host.js';
import { content, createArticle, createLanguages, type Langs } from '../helpers/fixtures.js';

const CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  parseTagValue: false,
  isArray: (name) => ['url', 'item', 'xhtml:link', 'sitemap'].includes(name),
});

interface SitemapUrl {
  loc: string;
  lastmod?: string;
  'xhtml:link'?: { rel: string; hreflang: string; href: string }[];
}
interface RssItem {
  title: string;
  link: string;
  description: string;
  pubDate: string;
  category: string;
}

describe('sitemap, RSS and robots.txt', () => {
  let host: TestHost;
  let fake: FakeOpenAi;
  let langs: Langs;
  let halving: { id: number; slug: string };
  const ORIGINAL = { title: 'Bitcoin halving explained', excerpt: 'Why the reward halves.', content: '<p>Every 210,000 blocks.</p>', metaDescription: 'The halving' };

  beforeAll(async () => {
    fake = await startFakeOpenAi();
    host = await startTestHost({ schedules: false, ai: { baseUrl: fake.baseUrl, model: DEFAULT_AI_MODEL, timeoutMs: 5000 } });
    langs = await createLanguages(host.services);
    await host.services.aiSettings.updateSettings(
      parseInput(AiSettingsUpdateSchema, { ...DEFAULT_AI_PROMPTS, fieldInstructions: { ...DEFAULT_AI_PROMPTS.fieldInstructions }, openaiApiKey: GOOD_KEY, isActive: true }, 'body'),
    );
    // 55 older articles (the feeds list the newest 50), one with a hand-written Hindi version and an uploaded image.
    for (let i = 0; i < 55; i++) {
      await createArticle(host.services, langs, {
        slug: `older-${i}`,
        daysAgo: 10 + i,
        category: (['education', 'research', 'case-study'] as const)[i % 3],
        ...(i === 0 && {
          translations: [content(langs.hi, 'पुराना लेख')],
          imageUrl: '/media/uploads/2025/01/older.png',
          imageMeta: { width: 1200, height: 630, variants: [] },
        }),
      });
    }
    await createArticle(host.services, langs, { slug: 'still-a-draft', status: 'draft', daysAgo: 0.1 });

    // The newest: AI translations into Hindi and Bengali, then the original edited (both stale),
    // then Hindi translated again (current); Bengali stays stale.
    halving = await admin.create({
      article: { slug: 'bitcoin-halving', category: 'research', status: 'published', isFeatured: false },
      translation: { languageId: langs.en, ...ORIGINAL },
      targetLanguages: [langs.hi, langs.bn],
    });
    await translated([langs.hi, langs.bn]);
    await admin.update(halving.id, { translation: { languageId: langs.en, ...ORIGINAL, title: 'Bitcoin halving, explained again' } });
    await admin.translate(halving.id, { languageIds: [langs.hi], forceRetranslate: false });
    await translated([langs.hi]);
    const versions = (await host.services.adminArticles.getArticle(halving.id)).translations.map((t) => [t.language.code, t.isStale]);
    expect(versions).toEqual([
      ['en', false],
      ['hi', false],
      ['bn', true],
    ]);
  });
  afterAll(async () => {
    await host.stop();
    await fake.close();
  });

  /** What the console's article routes do after parsing their body. */
  const admin = {
    create: (body: unknown) => host.services.adminArticles.createArticle(parseInput(CreateArticleRequestSchema, body, 'body')),
    update: (id: number, body: unknown) => host.services.adminArticles.updateArticle(id, parseInput(UpdateArticleRequestSchema, body, 'body')),
    translate: (id: number, body: unknown) => host.services.adminArticles.translationRequests.translate(id, parseInput(TranslateRequestSchema, body, 'body')),
  };

  /** Waits until the AI jobs of these languages have finished (the trigger runs them in the background). */
  async function translated(languageIds: number[]) {
    const deadline = Date.now() + 20_000;
    for (;;) {
      const jobs = (await host.services.adminArticles.getArticle(halving.id)).translationJobs ?? [];
      const mine = jobs.filter((j) => languageIds.includes(j.languageId));
      const failed = mine.find((j) => j.state === 'failed');
      if (failed) throw new Error(`Translation into ${failed.languageId} failed: ${failed.error}`);
      if (mine.length === languageIds.length && mine.every((j) => j.state === 'completed')) return;
      if (Date.now() > deadline) throw new Error(`Translations not done in 20 s: ${JSON.stringify(jobs)}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  async function xml(p: string) {
    const res = await host.get(p);
    const text = await res.text();
    expect(res.status, text).toBe(200);
    expect(XMLValidator.validate(text)).toBe(true);
    return { res, doc: parser.parse(text) };
  }
  const sitemapUrls = async (): Promise<SitemapUrl[]> => (await xml('/sitemap.xml')).doc.urlset.url;
  const rssItems = async (p = '/rss.xml'): Promise<RssItem[]> => (await xml(p)).doc.rss.channel.item;
  const at = (p: string) => `${host.url}${p}`;
  /** Every published article, newest first, as the reader API lists them. */
  const published = async (): Promise<{ slug: string; updatedAt?: string }[]> => (await host.get('/api/articles')).json();

  describe('/robots.txt', () => {
    it('keeps /admin and /api out and points at the sitemap, as text', async () => {
      const res = await host.get('/robots.txt');
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
      expect(await res.text()).toBe(`User-agent: *\nDisallow: /admin\nDisallow: /api\n\nSitemap: ${host.url}/sitemap.xml\n`);
    });
  });

  describe('/sitemap.xml', () => {
    it('lists every published article with its last edit, and never a draft', async () => {
      const res = await host.get('/sitemap.xml');
      expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
      const urls = await sitemapUrls();
      const articleLocs = urls.map((u) => u.loc).filter((l) => l.includes('/article/') && !l.includes('?'));
      const slugs = (await published()).map((a) => a.slug);
      expect(slugs).toHaveLength(56);
      expect(articleLocs).toEqual(slugs.map((s) => at(`/article/${s}`)));
      expect(urls.some((u) => u.loc.includes('still-a-draft'))).toBe(false);
      const detail = await (await host.get('/api/articles/bitcoin-halving')).json();
      expect(urls.find((u) => u.loc === at('/article/bitcoin-halving'))!.lastmod).toBe(detail.updatedAt);
    });

    it('offers an article’s current language versions as alternates, leaving its stale AI translation out', async () => {
      const urls = await sitemapUrls();
      const expected = [
        ['en', at('/article/bitcoin-halving')],
        ['hi', at('/article/bitcoin-halving?lang=hi')],
        ['x-default', at('/article/bitcoin-halving')],
      ];
      for (const loc of [at('/article/bitcoin-halving'), at('/article/bitcoin-halving?lang=hi')]) {
        const entry = urls.find((u) => u.loc === loc);
        expect(entry?.['xhtml:link']?.map((l) => [l.hreflang, l.href]), loc).toEqual(expected);
      }
      expect(urls.filter((u) => u.loc.includes('bitcoin-halving?lang=bn'))).toEqual([]);
      // An article with only its original has that one version and x-default.
      expect(urls.find((u) => u.loc === at('/article/older-5'))!['xhtml:link']!.map((l) => l.hreflang)).toEqual(['en', 'x-default']);
    });

    it('lists the home, All Articles and category pages in every offered language, and /advertise', async () => {
      const locs = (await sitemapUrls()).map((u) => u.loc).filter((l) => !l.includes('/article/'));
      // English, Hindi and Bengali are offered; Kannada is not active.
      const versions = (p: string) => [at(p), at(`${p}?lang=hi`), at(`${p}?lang=bn`)];
      expect(locs).toEqual([...versions('/'), ...versions('/articles'), ...versions('/education'), ...versions('/research'), ...versions('/case-study'), at('/advertise')]);
    });

    it('shows an unpublished article no more, and a published one at once (the same instance’s catalog)', async () => {
      const created = await admin.create({
        article: { slug: 'fresh-news', category: 'education', status: 'draft', isFeatured: false },
        translation: { languageId: langs.en, title: 'Fresh news', excerpt: 'Just in.', content: '<p>New</p>', metaDescription: '' },
      });
      const loc = at('/article/fresh-news');
      expect((await sitemapUrls()).some((u) => u.loc === loc)).toBe(false);

      await admin.update(created.id, { article: { status: 'published' } });
      expect((await sitemapUrls()).some((u) => u.loc === loc)).toBe(true);
      expect((await rssItems())[0]!.link).toBe(loc);

      await admin.update(created.id, { article: { status: 'draft' } });
      expect((await sitemapUrls()).some((u) => u.loc === loc)).toBe(false);
      expect((await rssItems()).some((i) => i.link === loc)).toBe(false);
    });

    it('answers a sitemap page that does not exist with 404, and a page that is not a number with 400, in JSON', async () => {
      const missing = await host.get('/sitemap.xml?page=2');
      expect(missing.status).toBe(404);
      expect(missing.headers.get('cache-control')).toBe('no-store');
      expect((await missing.json()).message).toMatch(/Sitemap page 2 does not exist/);
      const bad = await host.get('/sitemap.xml?page=two');
      expect(bad.status).toBe(400);
      expect(await bad.json()).toMatchObject({ field: 'page' });
    });
  });

  describe('/rss.xml', () => {
    it('is RSS 2.0 in English with the newest 50 published articles, newest first, with RFC 822 dates', async () => {
      const res = await host.get('/rss.xml');
      expect(res.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
      const { doc } = await xml('/rss.xml');
      const channel = doc.rss.channel;
      expect(doc.rss.version).toBe('2.0');
      expect(channel.language).toBe('en');
      expect(channel['atom:link']).toEqual({ href: at('/rss.xml'), rel: 'self', type: 'application/rss+xml' });
      const items: RssItem[] = channel.item;
      expect(items).toHaveLength(50);
      expect(items.map((i) => i.link)).toEqual((await published()).slice(0, 50).map((a) => at(`/article/${a.slug}`)));
      expect(items[0]).toMatchObject({ title: 'Bitcoin halving, explained again', description: 'Why the reward halves.', category: 'Research' });
      for (const i of items) expect(new Date(i.pubDate).toUTCString()).toBe(i.pubDate);
    });

    it('in Hindi: Hindi where the article has a current Hindi version, else the original, every link with ?lang=hi', async () => {
      const { doc } = await xml('/rss.xml?lang=hi');
      const channel = doc.rss.channel;
      expect(channel.language).toBe('hi');
      expect(channel.title).toBe('CryptoLekh (हिन्दी)');
      expect(channel['atom:link'].href).toBe(at('/rss.xml?lang=hi'));
      const items: RssItem[] = channel.item;
      expect(items.every((i) => i.link.endsWith('?lang=hi'))).toBe(true);
      // The fake provider's Hindi is "[hi] " and the original.
      expect(items[0]!.title).toBe('[hi] Bitcoin halving, explained again');
      expect(items.find((i) => i.link === at('/article/older-1?lang=hi'))!.title).toBe('Title older-1');
    });

    it('in Bengali: the stale Bengali translation is not used, the original is', async () => {
      const items = await rssItems('/rss.xml?lang=bn');
      expect(items[0]).toMatchObject({ title: 'Bitcoin halving, explained again', link: at('/article/bitcoin-halving?lang=bn') });
    });

    it('reads the language code in any case', async () => {
      const { doc } = await xml('/rss.xml?lang=HI');
      expect(doc.rss.channel.language).toBe('hi');
    });

    it.each([
      ['/rss.xml?lang=kn', /Language 'kn' not found: lang must be one of en, hi, bn/],
      ['/rss.xml?lang=zz', /Language 'zz' not found/],
      ['/rss.xml?lang=hi&lang=bn', /must be given once/],
      ['/rss.xml?lang=', /must not be empty/],
    ])('%s is a 400 naming lang, in JSON, never cached', async (p, message) => {
      const res = await host.get(p);
      expect(res.status).toBe(400);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(res.headers.get('cache-control')).toBe('no-store');
      const body = await res.json();
      expect(body.message).toMatch(message);
      expect(body.field).toBe('lang');
    });
  });

  describe('caching', () => {
    it.each(['/sitemap.xml', '/rss.xml', '/rss.xml?lang=hi', '/robots.txt'])('%s is cacheable at the CDN, with an ETag that answers 304', async (p) => {
      const res = await host.get(p);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe(CACHE_CONTROL);
      const etag = res.headers.get('etag');
      expect(etag).toMatch(/^"[\w-]+"$/);
      const again = await fetch(at(p), { headers: { 'If-None-Match': etag! } });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe('');
    });

    it('changes the ETag when an article changes', async () => {
      const before = (await host.get('/sitemap.xml')).headers.get('etag');
      await createArticle(host.services, langs, { slug: 'another-one', daysAgo: 0.05 });
      const after = await fetch(at('/sitemap.xml'), { headers: { 'If-None-Match': before! } });
      expect(after.status).toBe(200);
      expect(after.headers.get('etag')).not.toBe(before);
    });

    it('answers HEAD with the headers and no body', async () => {
      const res = await fetch(at('/sitemap.xml'), { method: 'HEAD' });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
      expect(await res.text()).toBe('');
    });

    it('carries the security headers, and refuses other methods with 405 naming the allowed ones', async () => {
      const res = await host.get('/rss.xml');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
      const post = await host.post('/sitemap.xml');
      expect(post.status).toBe(405);
      expect(post.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
      expect((await post.json()).message).toBeTruthy();
    });
  });

  describe('the head of an article page, from the services the renderer calls', () => {
    const headFor = async (slug: string, language: string) => {
      const languages = (await host.services.languages.listActiveLanguages()).map((l) => l.code);
      let article = null;
      try {
        article = await host.services.publicArticles.getArticleForPage(slug, language);
      } catch (err) {
        if (!(err instanceof NotFoundError)) throw err;
      }
      return pageHead({ kind: 'article', slug }, { siteUrl: host.services.siteUrl(), language, languages, article });
    };

    it('in Hindi: the Hindi title, canonical with ?lang=hi, alternates en and hi (not the stale bn) and x-default', async () => {
      const head = await headFor('bitcoin-halving', 'hi');
      expect(head).toMatchObject({ status: 200, lang: 'hi', title: '[hi] Bitcoin halving, explained again | CryptoLekh', canonical: at('/article/bitcoin-halving?lang=hi') });
      expect(head.alternates).toEqual([
        { hreflang: 'en', href: at('/article/bitcoin-halving') },
        { hreflang: 'hi', href: at('/article/bitcoin-halving?lang=hi') },
        { hreflang: 'x-default', href: at('/article/bitcoin-halving') },
      ]);
    });

    it('in Bengali (stale): the reader reads it, search engines are pointed at the original', async () => {
      const head = await headFor('bitcoin-halving', 'bn');
      expect(head.lang).toBe('bn');
      expect(head.canonical).toBe(at('/article/bitcoin-halving'));
      expect(head.alternates.map((a) => a.hreflang)).toEqual(['en', 'hi', 'x-default']);
    });

    it('has the uploaded image with its stored size', async () => {
      const html = renderHead(await headFor('older-0', 'en'));
      expect(html).toContain(`<meta property="og:image" content="${at('/media/uploads/2025/01/older.png')}">`);
      expect(html).toContain('<meta property="og:image:width" content="1200">');
      expect(html).toContain('<meta property="og:image:height" content="630">');
      expect(html).toContain('<meta property="og:type" content="article">');
    });

    it('is a 404 for a draft and for an unknown slug', async () => {
      for (const slug of ['still-a-draft', 'no-such-article']) {
        const head = await headFor(slug, 'en');
        expect(head, slug).toMatchObject({ status: 404, robots: 'noindex', canonical: null, title: 'Article Not Found | CryptoLekh' });
      }
    });
  });
});
