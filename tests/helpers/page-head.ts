/**
 * Reader page heads for tests: an article as the article page reads it, the data a page passes to
 * `pageHead`, and the head read back the way a browser or a crawler reads it (parse5, a
 * spec-compliant parser, so an escaping mistake shows as a tag or attribute that should not be there).
 */
import { parseFragment, type DefaultTreeAdapterMap } from 'parse5';
import { expect } from 'vitest';
import type { ArticleDetail } from '../../functions/src/contract/index.js';
import { pageHead, type Head, type HeadData } from '../../functions/src/pages/head.js';
import { renderHead } from '../../functions/src/pages/head-html.js';
import type { ArticleForPage, ArticleVersion } from '../../functions/src/services/articles-service.js';

export type Node = DefaultTreeAdapterMap['node'];
export type Element = DefaultTreeAdapterMap['element'];

export const SITE = 'https://cryptolekh.in';
export const LANGUAGES = ['en', 'hi', 'bn', 'hi-en'];
export const HOSTILE = `</script><script>alert(1)</script> "quoted" & 'single' <b>bold</b>`;

export function version(code: string, over: Partial<ArticleVersion> = {}): ArticleVersion {
  return { code, isOriginal: code === 'en', isStale: false, title: `Title ${code}`, excerpt: `Excerpt ${code}`, metaDescription: `Meta ${code}`, ...over };
}

export function articleFor(over: Partial<ArticleDetail> = {}, versions: ArticleVersion[] = [version('en'), version('hi'), version('bn')]): ArticleForPage {
  const article: ArticleDetail = {
    id: 7,
    slug: 'bitcoin-halving',
    category: 'education',
    title: 'Bitcoin halving explained',
    excerpt: 'Why the block reward halves.',
    content: '<p>Body</p>',
    metaDescription: 'The halving in plain words',
    isFeatured: false,
    views: 3,
    shares: 1,
    publishedAt: '2025-03-01T10:00:00.000Z',
    createdAt: '2025-02-28T09:00:00.000Z',
    updatedAt: '2025-03-02T11:30:00.000Z',
    imageUrl: '/media/uploads/2025/03/halving.png',
    imageWidth: 1600,
    imageHeight: 900,
    imageVariants: [],
    videoUrl: null,
    videoPublicId: null,
    videoPosterUrl: null,
    language: { code: 'en', name: 'English', nativeName: 'English', isOriginal: true },
    availableLanguages: [],
    translations: [],
    isMachineTranslation: false,
    ...over,
  };
  return { article, versions };
}

export const data = (over: Partial<HeadData> = {}): HeadData => ({ siteUrl: SITE, language: 'en', languages: LANGUAGES, ...over });
export const articleHead = (page: ArticleForPage, language = 'en') => pageHead({ kind: 'article', slug: page.article.slug }, data({ language, article: page }));

/** The rendered head as a browser's parser builds it. */
export function parseHead(head: Head): Element[] {
  const fragment = parseFragment(renderHead(head));
  return fragment.childNodes.filter((n): n is Element => 'tagName' in n);
}

export const attr = (el: Element, name: string) => el.attrs.find((a) => a.name === name)?.value;
export const textOf = (el: Node): string => ('value' in el ? (el.value as string) : 'childNodes' in el ? el.childNodes.map(textOf).join('') : '');

/** What a crawler reads from the head: the title, the meta tags by name/property, links, JSON-LD. */
export function read(head: Head) {
  const els = parseHead(head);
  const meta = (key: string) => els.filter((e) => e.tagName === 'meta' && (attr(e, 'property') === key || attr(e, 'name') === key)).map((e) => attr(e, 'content'));
  return {
    tags: els.map((e) => e.tagName),
    title: textOf(els.find((e) => e.tagName === 'title')!),
    meta,
    one: (key: string) => {
      const all = meta(key);
      expect(all, key).toHaveLength(1);
      return all[0];
    },
    canonical: els.filter((e) => e.tagName === 'link' && attr(e, 'rel') === 'canonical').map((e) => attr(e, 'href')),
    alternates: els.filter((e) => e.tagName === 'link' && attr(e, 'rel') === 'alternate' && attr(e, 'hreflang')).map((e) => [attr(e, 'hreflang'), attr(e, 'href')]),
    feeds: els.filter((e) => attr(e, 'type') === 'application/rss+xml').map((e) => attr(e, 'href')),
    scripts: els.filter((e) => e.tagName === 'script'),
    jsonLd: () => {
      const scripts = els.filter((e) => e.tagName === 'script');
      expect(scripts).toHaveLength(1);
      expect(attr(scripts[0]!, 'type')).toBe('application/ld+json');
      return JSON.parse(textOf(scripts[0]!));
    },
  };
}
