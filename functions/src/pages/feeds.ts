/**
 * What search engines and feed readers fetch besides the pages: the sitemap, the RSS feed of each
 * language and robots.txt, written from data already read (pure: no reads, no clock), with the
 * same URLs as the pages' heads (urls.ts).
 *
 * Sitemap: one `<url>` per language version, each listing all of the page's versions and
 * `x-default` as `xhtml:link` alternates (as search engines ask: every version names every other,
 * itself included). Articles: their current versions (a stale AI translation or a language it has
 * none in is left out, as in the page's head), `lastmod` its last edit. The home, All Articles and
 * the three category pages: one version per language the site offers, `lastmod` the newest edit
 * of an article they list. /advertise: one version. More than SITEMAP_MAX_URLS entries make
 * /sitemap.xml an index of `/sitemap.xml?page=N` files.
 *
 * RSS 2.0 per language: the newest RSS_ITEMS published articles, each titled and described in the
 * feed's language when the article has a current version in it, else in its original (a reader of
 * the Hindi feed still hears of an article not yet in Hindi). Every link is in the feed's language
 * (`?lang=hi`): the article opens in Hindi where it has Hindi, and the site stays in Hindi.
 */
import { DEFAULT_LANGUAGE_CODE, type Category, CATEGORIES, type PublicLanguage } from '../contract/index.js';
import type { ArticleVersion, PublishedListing } from '../services/articles-service.js';
import { escapeXml } from './escape.js';
import { CATEGORY_LABELS, SITE_NAME, articlePath, categoryPath, languageTag, pageUrl, siteOrigin } from './urls.js';

/**
 * URLs in one sitemap file. The protocol allows 50,000 URLs and 50 MB; each URL here carries an
 * alternate per version (a dozen languages make an entry about 1.5 KB), so 10,000 stays far below.
 */
export const SITEMAP_MAX_URLS = 10_000;
export const RSS_ITEMS = 50;

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';

export interface SitemapInput {
  siteUrl: string;
  /** Codes of the languages the site offers, the default first. */
  languages: readonly string[];
  /** Published articles, newest first. */
  articles: readonly PublishedListing[];
}

/**
 * One page and its language versions: one `<url>` per code, each naming all of them and
 * x-default as alternates; no codes is a page with a single version and no alternates.
 */
interface PageGroup {
  path: string;
  codes: readonly string[];
  lastmod: string | null;
}

const groupSize = (g: PageGroup) => Math.max(1, g.codes.length);

/** Versions search engines are offered: what readers can pick, minus stale AI translations. */
export function currentVersions(article: Pick<PublishedListing, 'versions'>): ArticleVersion[] {
  return article.versions.filter((v) => !v.isStale);
}

function groups(input: SitemapInput): PageGroup[] {
  const lastEdit = (category?: Category) => latestEdit(category ? input.articles.filter((a) => a.category === category) : input.articles);
  const languages = input.languages.length > 0 ? input.languages : [DEFAULT_LANGUAGE_CODE];
  const newest = lastEdit();
  return [
    { path: '/', codes: languages, lastmod: newest },
    { path: '/articles', codes: languages, lastmod: newest },
    ...CATEGORIES.map((c) => ({ path: categoryPath(c), codes: languages, lastmod: lastEdit(c) })),
    { path: '/advertise', codes: [], lastmod: null },
    ...input.articles.flatMap((a) => {
      const codes = currentVersions(a).map((v) => v.code);
      return codes.length > 0 ? [{ path: articlePath(a.slug), codes, lastmod: a.updatedAt }] : [];
    }),
  ];
}

/** The `<url>` elements of one page group; the alternates are written once and shared. */
function groupXml(g: PageGroup, siteUrl: string): string[] {
  const lastmod = g.lastmod ? `<lastmod>${escapeXml(g.lastmod)}</lastmod>` : '';
  if (g.codes.length === 0) return [`<url><loc>${escapeXml(pageUrl(siteUrl, g.path))}</loc>${lastmod}</url>`];
  const link = (hreflang: string, href: string) => `<xhtml:link rel="alternate" hreflang="${escapeXml(hreflang)}" href="${escapeXml(href)}"/>`;
  const alternates = [...g.codes.map((code) => link(languageTag(code), pageUrl(siteUrl, g.path, code))), link('x-default', pageUrl(siteUrl, g.path))].join('');
  return g.codes.map((code) => `<url><loc>${escapeXml(pageUrl(siteUrl, g.path, code))}</loc>${lastmod}${alternates}</url>`);
}

/** How many files the sitemap has (1: /sitemap.xml is the sitemap itself). */
export function sitemapPageCount(input: SitemapInput, maxUrls = SITEMAP_MAX_URLS): number {
  return Math.max(1, Math.ceil(groups(input).reduce((n, g) => n + groupSize(g), 0) / maxUrls));
}

/**
 * `/sitemap.xml` (page undefined): the urlset, or an index of its pages when they are more than
 * one. `/sitemap.xml?page=N`: page N (1-based) of an indexed sitemap. Null for a page that does
 * not exist. Only the URLs of the file asked for are written.
 */
export function sitemapXml(input: SitemapInput, page?: number, maxUrls = SITEMAP_MAX_URLS): string | null {
  const all = groups(input);
  const total = all.reduce((n, g) => n + groupSize(g), 0);
  const pages = Math.max(1, Math.ceil(total / maxUrls));
  if (page === undefined && pages > 1) {
    const lastmod = latestEdit(input.articles);
    const files = Array.from({ length: pages }, (_, i) => {
      const loc = `${siteOrigin(input.siteUrl)}/sitemap.xml?page=${i + 1}`;
      return `<sitemap><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : ''}</sitemap>`;
    });
    return [XML_DECLARATION, '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...files, '</sitemapindex>', ''].join('\n');
  }
  if (page !== undefined && (pages === 1 || !Number.isInteger(page) || page < 1 || page > pages)) return null;
  const from = page === undefined ? 0 : (page - 1) * maxUrls;
  const to = from + maxUrls;
  const urls: string[] = [];
  let at = 0;
  for (const g of all) {
    const size = groupSize(g);
    if (at + size > from && at < to) urls.push(...groupXml(g, input.siteUrl).slice(Math.max(0, from - at), to - at));
    at += size;
    if (at >= to) break;
  }
  return [
    XML_DECLARATION,
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export interface RssInput {
  siteUrl: string;
  /** The feed's language (one the site offers). */
  language: Pick<PublicLanguage, 'code' | 'name' | 'nativeName'>;
  /** Published articles, newest first (only the first RSS_ITEMS are listed). */
  articles: readonly PublishedListing[];
}

/** The feed's own address: `/rss.xml`, or `/rss.xml?lang={code}` in another language. */
export function rssUrl(siteUrl: string, code: string): string {
  return pageUrl(siteUrl, '/rss.xml', code);
}

export function rssXml(input: RssInput): string {
  const { siteUrl, language } = input;
  const code = language.code;
  const items = input.articles.slice(0, RSS_ITEMS);
  const title = code === DEFAULT_LANGUAGE_CODE ? SITE_NAME : `${SITE_NAME} (${language.nativeName || language.name})`;
  const built = latestEdit(items);
  const text = (tag: string, value: string) => `<${tag}>${escapeXml(value)}</${tag}>`;
  const lines = [
    XML_DECLARATION,
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '<channel>',
    text('title', title),
    text('link', pageUrl(siteUrl, '/', code)),
    text('description', 'Crypto education, research and case studies in your language.'),
    text('language', languageTag(code)),
    ...(built ? [text('lastBuildDate', rfc822(built))] : []),
    `<atom:link href="${escapeXml(rssUrl(siteUrl, code))}" rel="self" type="application/rss+xml"/>`,
    ...items.map((a) => {
      const current = currentVersions(a);
      const version = current.find((v) => v.code === code) ?? a.versions.find((v) => v.isOriginal) ?? a.versions[0];
      return [
        '<item>',
        text('title', version?.title ?? a.slug),
        text('link', pageUrl(siteUrl, articlePath(a.slug), code)),
        // The id, not the link: a new slug must not make the article new to feed readers.
        `<guid isPermaLink="false">${escapeXml(`urn:cryptolekh:article:${a.id}`)}</guid>`,
        text('description', version?.excerpt ?? ''),
        text('category', CATEGORY_LABELS[a.category]),
        text('pubDate', rfc822(a.publishedAt)),
        '</item>',
      ].join('');
    }),
    '</channel>',
    '</rss>',
    '',
  ];
  return lines.join('\n');
}

/** The newest `updatedAt` (ISO strings compare as times), or null for none. */
function latestEdit(articles: readonly PublishedListing[]): string | null {
  return articles.reduce<string | null>((max, a) => (max === null || a.updatedAt > max ? a.updatedAt : max), null);
}

/** RFC 822 (as RFC 1123 writes it, which RSS 2.0 readers expect): `Tue, 05 Mar 2024 10:00:00 GMT`. */
export function rfc822(iso: string): string {
  return new Date(iso).toUTCString();
}

/** robots.txt: everything but the console and the API, and where the sitemap is. */
export function robotsTxt(siteUrl: string): string {
  return ['User-agent: *', 'Disallow: /admin', 'Disallow: /api', '', `Sitemap: ${siteOrigin(siteUrl)}/sitemap.xml`, ''].join('\n');
}
