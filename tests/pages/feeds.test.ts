/**
 * The sitemap, RSS and robots.txt writers (functions/src/pages/feeds.ts) on data given directly:
 * what an XML parser reads back, hostile text, the feed's language fallback and the sitemap's
 * split into pages. The HTTP side is tests/api/seo-feeds.test.ts.
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { RSS_ITEMS, rfc822, robotsTxt, rssXml, sitemapPageCount, sitemapXml } from '../../functions/src/pages/feeds.js';
import type { ArticleVersion, PublishedListing } from '../../functions/src/services/articles-service.js';

const SITE = 'https://cryptolekh.in/';
const HOSTILE = `</title><script>alert(1)</script> "Tom" \u0001& 'Jerry'`;

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  parseTagValue: false,
  isArray: (name) => ['url', 'item', 'xhtml:link', 'sitemap'].includes(name),
});

function readXml(xml: string) {
  expect(XMLValidator.validate(xml)).toBe(true);
  return parser.parse(xml);
}

function version(code: string, over: Partial<ArticleVersion> = {}): ArticleVersion {
  return { code, isOriginal: code === 'en', isStale: false, title: `T ${code}`, excerpt: `E ${code}`, metaDescription: '', ...over };
}

function listing(id: number, over: Partial<PublishedListing> = {}): PublishedListing {
  const day = String(1 + (id % 28)).padStart(2, '0');
  return {
    id,
    slug: `article-${id}`,
    category: 'research',
    publishedAt: `2025-01-${day}T10:00:00.000Z`,
    updatedAt: `2025-02-${day}T10:00:00.000Z`,
    versions: [version('en')],
    ...over,
  };
}

describe('the sitemap', () => {
  const articles = [
    listing(2, { versions: [version('en'), version('hi'), version('bn', { isStale: true })] }),
    listing(1, { category: 'education', slug: 'hindi-first', versions: [version('hi', { isOriginal: true })] }),
  ];
  const doc = readXml(sitemapXml({ siteUrl: SITE, languages: ['en', 'hi'], articles })!);
  const urls: { loc: string; lastmod?: string; 'xhtml:link'?: { rel: string; hreflang: string; href: string }[] }[] = doc.urlset.url;
  const entry = (loc: string) => urls.find((u) => u.loc === loc);
  const alternates = (loc: string) => entry(loc)?.['xhtml:link']?.map((l) => [l.hreflang, l.href]);

  it('is a urlset with the sitemap and xhtml namespaces', () => {
    expect(doc.urlset.xmlns).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    expect(doc.urlset['xmlns:xhtml']).toBe('http://www.w3.org/1999/xhtml');
  });

  it('lists each current version of an article with its last edit and all its versions as alternates', () => {
    const all = [
      ['en', 'https://cryptolekh.in/article/article-2'],
      ['hi', 'https://cryptolekh.in/article/article-2?lang=hi'],
      ['x-default', 'https://cryptolekh.in/article/article-2'],
    ];
    expect(alternates('https://cryptolekh.in/article/article-2')).toEqual(all);
    expect(alternates('https://cryptolekh.in/article/article-2?lang=hi')).toEqual(all);
    expect(entry('https://cryptolekh.in/article/article-2')!.lastmod).toBe('2025-02-03T10:00:00.000Z');
    expect(entry('https://cryptolekh.in/article/article-2')!['xhtml:link']!.every((l) => l.rel === 'alternate')).toBe(true);
    // The stale Bengali translation is not offered.
    expect(urls.filter((u) => u.loc.includes('lang=bn'))).toEqual([]);
  });

  it('lists an article first written in Hindi at its Hindi URL, x-default without ?lang', () => {
    expect(entry('https://cryptolekh.in/article/hindi-first')).toBeUndefined();
    expect(alternates('https://cryptolekh.in/article/hindi-first?lang=hi')).toEqual([
      ['hi', 'https://cryptolekh.in/article/hindi-first?lang=hi'],
      ['x-default', 'https://cryptolekh.in/article/hindi-first'],
    ]);
  });

  it('lists the home, All Articles and category pages in each language, and /advertise once', () => {
    const pages = urls.map((u) => u.loc).filter((l) => !l.includes('/article/'));
    expect(pages).toEqual([
      'https://cryptolekh.in/',
      'https://cryptolekh.in/?lang=hi',
      'https://cryptolekh.in/articles',
      'https://cryptolekh.in/articles?lang=hi',
      'https://cryptolekh.in/education',
      'https://cryptolekh.in/education?lang=hi',
      'https://cryptolekh.in/research',
      'https://cryptolekh.in/research?lang=hi',
      'https://cryptolekh.in/case-study',
      'https://cryptolekh.in/case-study?lang=hi',
      'https://cryptolekh.in/advertise',
    ]);
    expect(alternates('https://cryptolekh.in/research?lang=hi')).toEqual([
      ['en', 'https://cryptolekh.in/research'],
      ['hi', 'https://cryptolekh.in/research?lang=hi'],
      ['x-default', 'https://cryptolekh.in/research'],
    ]);
    // A list page was last modified when the newest edit of an article it lists was made.
    expect(entry('https://cryptolekh.in/')!.lastmod).toBe('2025-02-03T10:00:00.000Z');
    expect(entry('https://cryptolekh.in/education')!.lastmod).toBe('2025-02-02T10:00:00.000Z');
    expect(entry('https://cryptolekh.in/case-study')!.lastmod).toBeUndefined();
    expect(entry('https://cryptolekh.in/advertise')!['xhtml:link']).toBeUndefined();
  });

  it('becomes an index of pages when it has more entries than one file holds', () => {
    const many = Array.from({ length: 30 }, (_, i) => listing(100 - i));
    const input = { siteUrl: SITE, languages: ['en'], articles: many };
    // 6 list pages + 30 articles, 10 to a file.
    expect(sitemapPageCount(input, 10)).toBe(4);
    const index = readXml(sitemapXml(input, undefined, 10)!);
    expect(index.sitemapindex.sitemap.map((s: { loc: string }) => s.loc)).toEqual([1, 2, 3, 4].map((n) => `https://cryptolekh.in/sitemap.xml?page=${n}`));
    const pages = [1, 2, 3, 4].map((n) => readXml(sitemapXml(input, n, 10)!).urlset.url.map((u: { loc: string }) => u.loc));
    expect(pages.map((p) => p.length)).toEqual([10, 10, 10, 6]);
    const whole = readXml(sitemapXml(input)!).urlset.url.map((u: { loc: string }) => u.loc);
    expect(pages.flat()).toEqual(whole);
    expect(sitemapXml(input, 5, 10)).toBeNull();
    expect(sitemapXml(input, 0, 10)).toBeNull();
    // One file: there are no pages beyond /sitemap.xml itself.
    expect(sitemapXml(input, 1)).toBeNull();
  });
});

describe('the RSS feed', () => {
  const hindi = { code: 'hi', name: 'Hindi', nativeName: 'हिन्दी' };
  const english = { code: 'en', name: 'English', nativeName: 'English' };

  it('is RSS 2.0 in its language, linking to itself, with the newest RSS_ITEMS articles', () => {
    const articles = Array.from({ length: 60 }, (_, i) => listing(60 - i));
    const doc = readXml(rssXml({ siteUrl: SITE, language: english, articles }));
    expect(doc.rss.version).toBe('2.0');
    const channel = doc.rss.channel;
    expect(channel.title).toBe('CryptoLekh');
    expect(channel.link).toBe('https://cryptolekh.in/');
    expect(channel.language).toBe('en');
    expect(channel['atom:link']).toEqual({ href: 'https://cryptolekh.in/rss.xml', rel: 'self', type: 'application/rss+xml' });
    expect(channel.item).toHaveLength(RSS_ITEMS);
    expect(channel.item[0]).toEqual({
      title: 'T en',
      link: 'https://cryptolekh.in/article/article-60',
      guid: { '#text': 'urn:cryptolekh:article:60', isPermaLink: 'false' },
      description: 'E en',
      category: 'Research',
      pubDate: 'Sun, 05 Jan 2025 10:00:00 GMT',
    });
  });

  it('in Hindi: Hindi titles where the article has current Hindi, else the original, every link with ?lang=hi', () => {
    const articles = [
      listing(3, { versions: [version('en'), version('hi', { title: 'हिंदी शीर्षक', excerpt: 'सार' })] }),
      listing(2, { versions: [version('en'), version('hi', { title: 'पुराना', isStale: true })] }),
      listing(1, { versions: [version('en')] }),
    ];
    const channel = readXml(rssXml({ siteUrl: SITE, language: hindi, articles })).rss.channel;
    expect(channel.title).toBe('CryptoLekh (हिन्दी)');
    expect(channel.language).toBe('hi');
    expect(channel.link).toBe('https://cryptolekh.in/?lang=hi');
    expect(channel['atom:link'].href).toBe('https://cryptolekh.in/rss.xml?lang=hi');
    expect(channel.item.map((i: { title: string; description: string; link: string }) => [i.title, i.description, i.link])).toEqual([
      ['हिंदी शीर्षक', 'सार', 'https://cryptolekh.in/article/article-3?lang=hi'],
      ['T en', 'E en', 'https://cryptolekh.in/article/article-2?lang=hi'],
      ['T en', 'E en', 'https://cryptolekh.in/article/article-1?lang=hi'],
    ]);
  });

  it('carries hostile text as text (a control character XML cannot hold is dropped)', () => {
    const articles = [listing(1, { versions: [version('en', { title: HOSTILE, excerpt: HOSTILE })] })];
    const item = readXml(rssXml({ siteUrl: SITE, language: english, articles })).rss.channel.item[0];
    expect(item.title).toBe(HOSTILE.replace('\u0001', ''));
    expect(item.description).toBe(HOSTILE.replace('\u0001', ''));
  });

  it('writes dates as RFC 822', () => {
    expect(rfc822('2024-03-05T10:00:00.000Z')).toBe('Tue, 05 Mar 2024 10:00:00 GMT');
  });

  it('with no articles is still a valid, empty channel', () => {
    const channel = readXml(rssXml({ siteUrl: SITE, language: english, articles: [] })).rss.channel;
    expect(channel.item).toBeUndefined();
    expect(channel.lastBuildDate).toBeUndefined();
  });
});

describe('robots.txt', () => {
  it('keeps the console and the API out and names the sitemap', () => {
    expect(robotsTxt(SITE)).toBe('User-agent: *\nDisallow: /admin\nDisallow: /api\n\nSitemap: https://cryptolekh.in/sitemap.xml\n');
  });
});
