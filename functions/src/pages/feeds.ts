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

interface SitemapEntry {
  loc: string;
  lastmod: string | null;
  alternates: { hreflang: string; href: string }[];
}

/** Versions search engines are offered: what readers can pick, minus stale AI translations. */
export function currentVersions(article: Pick<PublishedListing, 'versions'>): ArticleVersion[] {
  return article.versions.filter((v) => !v.isStale);
}

function entries(input: SitemapInput): SitemapEntry[] {
  const { siteUrl } = input;
  const lastEdit = (category?: Category) => latestEdit(input.articles.filter((a) => !category || a.category === category));
  const versioned = (path: string, codes: readonly string[], lastmod: string | null): SitemapEntry[] => {
    const alternates = [...codes.map((code) => ({ hreflang: languageTag(code), href: pageUrl(siteUrl, path, code) })), { hreflang: 'x-default', href: pageUrl(siteUrl, path) }];
    return codes.map((code) => ({ loc: pageUrl(siteUrl, path, code), lastmod, alternates }));
  };
  const languages = input.languages.length > 0 ? input.languages : [DEFAULT_LANGUAGE_CODE];
  return [
    ...versioned('/', languages, lastEdit()),
    ...versioned('/articles', languages, lastEdit()),
    ...CATEGORIES.flatMap((c) => versioned(categoryPath(c), languages, lastEdit(c))),
    { loc: pageUrl(siteUrl, '/advertise'), lastmod: null, alternates: [] },
    ...input.articles.flatMap((a) =>
      versioned(
        articlePath(a.slug),
        currentVersions(a).map((v) => v.code),
        a.updatedAt,
      ),
    ),
  ];
}

/** How many files the sitemap has (1: /sitemap.xml is the sitemap itself). */
export function sitemapPageCount(input: SitemapInput, maxUrls = SITEMAP_MAX_URLS): number {
  return Math.max(1, Math.ceil(entries(input).length / maxUrls));
}

/**
 * `/sitemap.xml` (page undefined): the urlset, or an index of its pages when they are more than
 * one. `/sitemap.xml?page=N`: page N (1-based) of an indexed sitemap. Null for a page that does
 * not exist.
 */
export function sitemapXml(input: SitemapInput, page?: number, maxUrls = SITEMAP_MAX_URLS): string | null {
  const all = entries(input);
  const pages = Math.max(1, Math.ceil(all.length / maxUrls));
  if (page === undefined) {
    if (pages === 1) return urlset(all);
    const lastmod = latestEdit(input.articles);
    const files = Array.from({ length: pages }, (_, i) => {
      const loc = `${siteOrigin(input.siteUrl)}/sitemap.xml?page=${i + 1}`;
      return `<sitemap><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : ''}</sitemap>`;
    });
    return [XML_DECLARATION, '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...files, '</sitemapindex>', ''].join('\n');
  }
  if (pages === 1 || !Number.isInteger(page) || page < 1 || page > pages) return null;
  return urlset(all.slice((page - 1) * maxUrls, page * maxUrls));
}

function urlset(list: SitemapEntry[]): string {
  const urls = list.map((e) => {
    const parts = [`<loc>${escapeXml(e.loc)}</loc>`];
    if (e.lastmod) parts.push(`<lastmod>${escapeXml(e.lastmod)}</lastmod>`);
    for (const a of e.alternates) parts.push(`<xhtml:link rel="alternate" hreflang="${escapeXml(a.hreflang)}" href="${escapeXml(a.href)}"/>`);
    return `<url>${parts.join('')}</url>`;
  });
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
