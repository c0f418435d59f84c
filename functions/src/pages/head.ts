/**
 * The head of every server-rendered reader page (issue 14): title, meta description, canonical
 * URL, hreflang alternates, Open Graph and Twitter card tags, JSON-LD, `<html lang>` and the
 * page's status. `pageHead` decides it from the route and the data the page shows (pure: no reads,
 * no clock); head-html.ts writes it as HTML into the built index.html.
 *
 * Decisions, for every page alike:
 * - A page's language versions are its URLs with `?lang={code}`, the default language's without
 *   (urls.ts). `x-default` is the URL without `?lang`: it shows the reader's own choice.
 * - An article's alternates are its versions readers can pick that are current: an AI translation
 *   of an older text of the original (stale) is left out, and so is a language it has no version
 *   in. A page showing a stale version names the original's URL as canonical, so search engines
 *   index the original until the translation is redone; readers still get the stale version.
 * - An article's `<html lang>` is the language of the version shown (a reader asking for Hindi of
 *   an article with no Hindi reads the original); every other page's is the reader's language: the
 *   site's own words are in it (issue 23), and so are its title and description (`text`).
 * - The list pages exist in every language the site offers; the advertiser page has one version.
 * - An unknown slug, a draft (or anything unpublished) and an unknown path are 404 with `noindex`,
 *   no canonical and no alternates.
 */
import { DEFAULT_LANGUAGE_CODE, type ArticleSummary, type Category } from '../contract/index.js';
import type { ArticleForPage } from '../services/articles-service.js';
import { ENGLISH_CATALOGUE } from '../i18n/catalogues.js';
import { messageFormatter, type MessageFormatter } from '../i18n/format-message.js';
import { routePath, type ReaderRoute } from './routes.js';
import { CATEGORY_LABELS, SITE_NAME, absoluteUrl, articlePath, languageTag, ogLocale, pageUrl, siteOrigin } from './urls.js';

/** The article page's byline in English (the catalogue's `article.author`): JSON-LD names the organisation so. */
export const AUTHOR_NAME = 'CryptoLekh Editorial Team';
/** Longest meta description written: longer text is cut at a word (search engines show ~160). */
export const DESCRIPTION_MAX = 300;

export interface HeadData {
  /** The site's public origin (`services.siteUrl()`): every URL in the head is absolute on it. */
  siteUrl: string;
  /** The reader's language for this page: `selectLanguage(?lang, languages)`. */
  language: string;
  /** The codes of the languages the site offers (active), the default first: the lists' versions. */
  languages: readonly string[];
  /**
   * The article route's data (`services.publicArticles.getArticleForPage(slug, language)`); null
   * when there is no such published article (its NotFoundError), which makes the head a 404.
   */
  article?: ArticleForPage | null;
  /** A list page's articles as it shows them (optional): JSON-LD lists them. */
  items?: readonly ArticleSummary[];
  /** The page language's site text (titles, descriptions); English when not given. */
  text?: MessageFormatter;
}

const ENGLISH_TEXT = messageFormatter({ language: 'en', messages: ENGLISH_CATALOGUE });

export interface HeadMeta {
  /** `property` for Open Graph (og:*, article:*), `name` for the rest (twitter:*). */
  attribute: 'property' | 'name';
  key: string;
  content: string;
}

export interface Head {
  /** What the page answers: 404 for an unknown path, slug or an unpublished article. */
  status: 200 | 404;
  /** `<html lang>` (BCP 47). */
  lang: string;
  title: string;
  description: string;
  /** `<meta name="robots">`: 'noindex' on 404 pages, else null. */
  robots: string | null;
  canonical: string | null;
  /** hreflang alternates, `x-default` last; empty on pages with one version. */
  alternates: { hreflang: string; href: string }[];
  /** The RSS feed in the page's language (`<link rel="alternate" type="application/rss+xml">`). */
  feed: { title: string; href: string } | null;
  /** Open Graph, article:* and Twitter card tags, in order. */
  meta: HeadMeta[];
  /** JSON-LD (`Article`, `CollectionPage` or `WebPage`), or null. */
  jsonLd: Record<string, unknown> | null;
}

/** The language a page is in: `?lang` when the site offers it, else the default. */
export function selectLanguage(requested: string | null | undefined, languages: readonly string[]): string {
  const code = requested?.trim().toLowerCase();
  return code && languages.includes(code) ? code : DEFAULT_LANGUAGE_CODE;
}

export function pageHead(route: ReaderRoute, data: HeadData): Head {
  switch (route.kind) {
    case 'article':
      return data.article ? articleHead(data.article, data) : notFoundHead('article.notFound.title', 'article.notFound.text', data);
    case 'home':
    case 'category':
    case 'articles':
      return listHead(route, data);
    case 'advertise':
      return advertiseHead(data);
    case 'preview':
      // A draft as it will read, for those holding the link only: never indexed, no canonical or alternates.
      return data.article ? { ...articleHead(data.article, data), robots: 'noindex, nofollow', canonical: null, alternates: [], jsonLd: null } : notFoundHead('article.notFound.title', 'article.notFound.text', data);
    case 'not-found':
      return notFoundHead('notFound.title', 'head.notFound.description', data);
  }
}

function articleHead({ article, versions }: ArticleForPage, data: HeadData): Head {
  const path = articlePath(article.slug);
  const shown = article.language.code;
  const original = versions.find((v) => v.isOriginal)?.code ?? shown;
  const current = versions.filter((v) => !v.isStale);
  const canonicalCode = current.some((v) => v.code === shown) ? shown : original;
  const canonical = pageUrl(data.siteUrl, path, canonicalCode);
  const description = clip(article.metaDescription.trim() || article.excerpt || article.title);
  const image = articleImage(article, data.siteUrl);
  const locale = ogLocale(shown);
  const otherLocales = [...new Set(current.map((v) => ogLocale(v.code)))].filter((l) => l !== locale);
  const published = article.publishedAt ?? article.createdAt;
  const section = CATEGORY_LABELS[article.category];

  const meta: HeadMeta[] = [
    og('og:site_name', SITE_NAME),
    og('og:type', 'article'),
    og('og:title', article.title),
    og('og:description', description),
    og('og:url', canonical),
    og('og:locale', locale),
    ...otherLocales.map((l) => og('og:locale:alternate', l)),
    ...imageMeta(image, article.title),
    og('article:published_time', published),
    og('article:modified_time', article.updatedAt),
    og('article:section', section),
    ...twitterMeta(article.title, description, image),
  ];
  return {
    status: 200,
    lang: languageTag(shown),
    title: `${article.title} | ${SITE_NAME}`,
    description,
    robots: null,
    canonical,
    alternates: alternatesOf(
      current.map((v) => v.code),
      (code) => pageUrl(data.siteUrl, path, code),
      pageUrl(data.siteUrl, path),
    ),
    feed: feedOf(data.siteUrl, selectLanguage(data.language, data.languages)),
    meta,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: article.title,
      description,
      inLanguage: languageTag(shown),
      url: canonical,
      mainEntityOfPage: { '@type': 'WebPage', '@id': canonical },
      datePublished: published,
      dateModified: article.updatedAt,
      articleSection: section,
      ...(image && { image: [image.url] }),
      author: { '@type': 'Organization', name: AUTHOR_NAME, url: `${siteOrigin(data.siteUrl)}/` },
      publisher: { '@type': 'Organization', name: SITE_NAME, url: `${siteOrigin(data.siteUrl)}/` },
    },
  };
}

const CATEGORY_HEAD: Record<Category, { heading: string; description: string }> = {
  education: { heading: 'home.heading.education', description: 'head.education.description' },
  research: { heading: 'home.heading.research', description: 'head.research.description' },
  'case-study': { heading: 'home.heading.case-study', description: 'head.case-study.description' },
};

function listHead(route: Extract<ReaderRoute, { kind: 'home' | 'category' | 'articles' }>, data: HeadData): Head {
  const path = routePath(route)!;
  const language = selectLanguage(data.language, data.languages);
  const t = data.text ?? ENGLISH_TEXT;
  const { title, name, description } =
    route.kind === 'home'
      ? { title: t('site.title'), name: SITE_NAME, description: t('head.home.description') }
      : route.kind === 'articles'
        ? { title: t('site.pageTitle', { page: t('articles.title') }), name: t('articles.title'), description: t('head.articles.description') }
        : {
            title: t('site.pageTitle', { page: t(CATEGORY_HEAD[route.category].heading) }),
            name: t(CATEGORY_HEAD[route.category].heading),
            description: t(CATEGORY_HEAD[route.category].description),
          };
  const canonical = pageUrl(data.siteUrl, path, language);
  const items = data.items ?? [];
  return {
    status: 200,
    lang: languageTag(language),
    title,
    description,
    robots: null,
    canonical,
    alternates: alternatesOf(
      data.languages,
      (code) => pageUrl(data.siteUrl, path, code),
      pageUrl(data.siteUrl, path),
    ),
    feed: feedOf(data.siteUrl, language),
    meta: [
      og('og:site_name', SITE_NAME),
      og('og:type', 'website'),
      og('og:title', name),
      og('og:description', description),
      og('og:url', canonical),
      og('og:locale', ogLocale(language)),
      ...twitterMeta(name, description, null),
    ],
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'CollectionPage',
      name,
      description,
      url: canonical,
      inLanguage: languageTag(language),
      isPartOf: { '@type': 'WebSite', name: SITE_NAME, url: `${siteOrigin(data.siteUrl)}/` },
      ...(items.length > 0 && {
        mainEntity: {
          '@type': 'ItemList',
          itemListElement: items.map((a, i) => ({
            '@type': 'ListItem',
            position: i + 1,
            // The card's words: the reader's language's version when the article has it, else the original.
            name: a.title,
            url: pageUrl(data.siteUrl, articlePath(a.slug), language),
          })),
        },
      }),
    },
  };
}

function advertiseHead(data: HeadData): Head {
  const t = data.text ?? ENGLISH_TEXT;
  const title = t('advertise.title');
  const description = t('head.advertise.description');
  // One version for search engines (the English one); a reader who chose a language reads its words.
  const canonical = pageUrl(data.siteUrl, '/advertise');
  const language = selectLanguage(data.language, data.languages);
  return {
    status: 200,
    lang: languageTag(language),
    title,
    description,
    robots: null,
    canonical,
    alternates: [],
    feed: feedOf(data.siteUrl, selectLanguage(data.language, data.languages)),
    meta: [
      og('og:site_name', SITE_NAME),
      og('og:type', 'website'),
      og('og:title', title),
      og('og:description', description),
      og('og:url', canonical),
      og('og:locale', ogLocale(language)),
      ...twitterMeta(title, description, null),
    ],
    jsonLd: { '@context': 'https://schema.org', '@type': 'WebPage', name: title, description, url: canonical, inLanguage: languageTag(language) },
  };
}

function notFoundHead(headingKey: string, descriptionKey: string, data: HeadData): Head {
  const t = data.text ?? ENGLISH_TEXT;
  return {
    status: 404,
    lang: languageTag(selectLanguage(data.language, data.languages)),
    title: t('site.pageTitle', { page: t(headingKey) }),
    description: t(descriptionKey),
    robots: 'noindex',
    canonical: null,
    alternates: [],
    feed: null,
    meta: [],
    jsonLd: null,
  };
}

interface Image {
  url: string;
  width: number | null;
  height: number | null;
}

/** The article's image (with its stored size), else its video's first frame (size unknown). */
function articleImage(article: ArticleForPage['article'], siteUrl: string): Image | null {
  if (article.imageUrl) return { url: absoluteUrl(siteUrl, article.imageUrl), width: article.imageWidth, height: article.imageHeight };
  if (article.videoPosterUrl) return { url: absoluteUrl(siteUrl, article.videoPosterUrl), width: null, height: null };
  return null;
}

function imageMeta(image: Image | null, alt: string): HeadMeta[] {
  if (!image) return [];
  return [
    og('og:image', image.url),
    ...(image.width && image.height ? [og('og:image:width', String(image.width)), og('og:image:height', String(image.height))] : []),
    og('og:image:alt', alt),
  ];
}

function twitterMeta(title: string, description: string, image: Image | null): HeadMeta[] {
  return [
    named('twitter:card', image ? 'summary_large_image' : 'summary'),
    named('twitter:title', title),
    named('twitter:description', description),
    ...(image ? [named('twitter:image', image.url), named('twitter:image:alt', title)] : []),
  ];
}

/** One alternate per language code (in the order given), then x-default; none for a single version. */
function alternatesOf(codes: readonly string[], href: (code: string) => string, xDefault: string): Head['alternates'] {
  const unique = [...new Set(codes)];
  if (unique.length === 0) return [];
  return [...unique.map((code) => ({ hreflang: languageTag(code), href: href(code) })), { hreflang: 'x-default', href: xDefault }];
}

function feedOf(siteUrl: string, language: string): Head['feed'] {
  return { title: `${SITE_NAME} RSS`, href: pageUrl(siteUrl, '/rss.xml', language) };
}

const og = (key: string, content: string): HeadMeta => ({ attribute: 'property', key, content });
const named = (key: string, content: string): HeadMeta => ({ attribute: 'name', key, content });

/** One line, at most DESCRIPTION_MAX characters, cut at a word with an ellipsis. */
export function clip(text: string, max = DESCRIPTION_MAX): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.-]+$/, '')}…`;
}
