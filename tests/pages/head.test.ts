/**
 * The head of the server-rendered reader pages (functions/src/pages/head.ts, head-html.ts), read
 * back the way a browser or a crawler reads it: the HTML is parsed with a spec-compliant parser
 * (parse5, tests/helpers/page-head.ts), so an escaping mistake shows as a tag or an attribute that
 * should not be there.
 */
import { messageFormatter } from '../../functions/src/i18n/format-message.js';
import { parse } from 'parse5';
import { describe, expect, it } from 'vitest';
import type { ArticleSummary } from '../../functions/src/contract/index.js';
import { pageHead } from '../../functions/src/pages/head.js';
import { applyHead, renderHead } from '../../functions/src/pages/head-html.js';
import { jsonForScript } from '../../functions/src/pages/escape.js';
import { matchReaderRoute } from '../../functions/src/pages/routes.js';
import { HOSTILE, articleFor, articleHead, attr, data, parseHead, read, textOf, version, type Element } from '../helpers/page-head.js';

describe('an article page head', () => {
  it('names the article, its description, canonical URL and every current language version', () => {
    const head = articleHead(articleFor());
    expect(head.status).toBe(200);
    expect(head.lang).toBe('en');
    const r = read(head);
    expect(r.title).toBe('Bitcoin halving explained | CryptoLekh');
    expect(r.one('description')).toBe('The halving in plain words');
    expect(r.canonical).toEqual(['https://cryptolekh.in/article/bitcoin-halving']);
    expect(r.alternates).toEqual([
      ['en', 'https://cryptolekh.in/article/bitcoin-halving'],
      ['hi', 'https://cryptolekh.in/article/bitcoin-halving?lang=hi'],
      ['bn', 'https://cryptolekh.in/article/bitcoin-halving?lang=bn'],
      ['x-default', 'https://cryptolekh.in/article/bitcoin-halving'],
    ]);
    expect(r.meta('robots')).toEqual([]);
    expect(r.feeds).toEqual(['https://cryptolekh.in/rss.xml']);
  });

  it('has Open Graph and Twitter card tags with the image, its size, the type and the publication time', () => {
    const r = read(articleHead(articleFor()));
    expect(r.one('og:type')).toBe('article');
    expect(r.one('og:title')).toBe('Bitcoin halving explained');
    expect(r.one('og:description')).toBe('The halving in plain words');
    expect(r.one('og:url')).toBe('https://cryptolekh.in/article/bitcoin-halving');
    expect(r.one('og:site_name')).toBe('CryptoLekh');
    // A site path made absolute, with the stored image size.
    expect(r.one('og:image')).toBe('https://cryptolekh.in/media/uploads/2025/03/halving.png');
    expect(r.one('og:image:width')).toBe('1600');
    expect(r.one('og:image:height')).toBe('900');
    expect(r.one('article:published_time')).toBe('2025-03-01T10:00:00.000Z');
    expect(r.one('article:modified_time')).toBe('2025-03-02T11:30:00.000Z');
    expect(r.one('article:section')).toBe('Education');
    expect(r.one('og:locale')).toBe('en_IN');
    expect(r.meta('og:locale:alternate')).toEqual(['hi_IN', 'bn_IN']);
    expect(r.one('twitter:card')).toBe('summary_large_image');
    expect(r.one('twitter:image')).toBe('https://cryptolekh.in/media/uploads/2025/03/halving.png');
    expect(r.one('twitter:title')).toBe('Bitcoin halving explained');
  });

  it('gives an image without a stored size (one given by URL) no size, and an article without an image a small card', () => {
    const byUrl = read(articleHead(articleFor({ imageUrl: 'https://cdn.example/pic.jpg', imageWidth: null, imageHeight: null })));
    expect(byUrl.one('og:image')).toBe('https://cdn.example/pic.jpg');
    expect(byUrl.meta('og:image:width')).toEqual([]);
    const poster = read(articleHead(articleFor({ imageUrl: null, imageWidth: null, imageHeight: null, videoPosterUrl: '/media/uploads/v.jpg' })));
    expect(poster.one('og:image')).toBe('https://cryptolekh.in/media/uploads/v.jpg');
    const none = read(articleHead(articleFor({ imageUrl: null, imageWidth: null, imageHeight: null })));
    expect(none.meta('og:image')).toEqual([]);
    expect(none.one('twitter:card')).toBe('summary');
  });

  it('describes the article by its excerpt when it has no meta description, on one line', () => {
    const r = read(articleHead(articleFor({ metaDescription: '  ', excerpt: 'First line.\n\nSecond   line.' })));
    expect(r.one('description')).toBe('First line. Second line.');
    expect(r.one('og:description')).toBe('First line. Second line.');
  });

  it('in Hindi: Hindi is the language, the canonical URL carries ?lang=hi, the alternates stay the same', () => {
    const hindi = articleFor({ title: 'बिटकॉइन हॉल्विंग', language: { code: 'hi', name: 'Hindi', nativeName: 'हिन्दी', isOriginal: false } });
    const head = articleHead(hindi, 'hi');
    expect(head.lang).toBe('hi');
    const r = read(head);
    expect(r.canonical).toEqual(['https://cryptolekh.in/article/bitcoin-halving?lang=hi']);
    expect(r.one('og:locale')).toBe('hi_IN');
    expect(r.meta('og:locale:alternate')).toEqual(['en_IN', 'bn_IN']);
    expect(r.alternates.map(([l]) => l)).toEqual(['en', 'hi', 'bn', 'x-default']);
    expect(r.feeds).toEqual(['https://cryptolekh.in/rss.xml?lang=hi']);
  });

  it('leaves a stale AI translation out of the alternates, and its page names the original as canonical', () => {
    const page = articleFor(
      { title: 'पुराना अनुवाद', language: { code: 'hi', name: 'Hindi', nativeName: 'हिन्दी', isOriginal: false } },
      [version('en'), version('hi', { isStale: true }), version('bn')],
    );
    const head = articleHead(page, 'hi');
    const r = read(head);
    expect(r.alternates.map(([l]) => l)).toEqual(['en', 'bn', 'x-default']);
    expect(r.canonical).toEqual(['https://cryptolekh.in/article/bitcoin-halving']);
    expect(r.one('og:locale')).toBe('hi_IN');
    expect(r.meta('og:locale:alternate')).toEqual(['en_IN', 'bn_IN']);
    // The reader still reads the Hindi they asked for.
    expect(head.lang).toBe('hi');
  });

  it('offers no alternate in a language the article has no version in (a reader asking for it reads the original)', () => {
    // ?lang=bn on an article with English and Hindi only: the server answered the original.
    const head = articleHead(articleFor({}, [version('en'), version('hi')]), 'bn');
    const r = read(head);
    expect(r.alternates.map(([l]) => l)).toEqual(['en', 'hi', 'x-default']);
    expect(r.canonical).toEqual(['https://cryptolekh.in/article/bitcoin-halving']);
    expect(head.lang).toBe('en');
  });

  it('marks Hinglish as Hindi in Latin script, and an article first written in Hindi has x-default without ?lang', () => {
    const page = articleFor(
      { language: { code: 'hi', name: 'Hindi', nativeName: 'हिन्दी', isOriginal: true } },
      [version('hi', { isOriginal: true }), version('hi-en')],
    );
    const r = read(articleHead(page));
    expect(r.alternates).toEqual([
      ['hi', 'https://cryptolekh.in/article/bitcoin-halving?lang=hi'],
      ['hi-Latn', 'https://cryptolekh.in/article/bitcoin-halving?lang=hi-en'],
      ['x-default', 'https://cryptolekh.in/article/bitcoin-halving'],
    ]);
    expect(r.canonical).toEqual(['https://cryptolekh.in/article/bitcoin-halving?lang=hi']);
  });

  it('has JSON-LD of type Article that parses, with the page’s facts', () => {
    const ld = read(articleHead(articleFor())).jsonLd();
    expect(ld).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: 'Bitcoin halving explained',
      description: 'The halving in plain words',
      inLanguage: 'en',
      url: 'https://cryptolekh.in/article/bitcoin-halving',
      mainEntityOfPage: { '@type': 'WebPage', '@id': 'https://cryptolekh.in/article/bitcoin-halving' },
      datePublished: '2025-03-01T10:00:00.000Z',
      dateModified: '2025-03-02T11:30:00.000Z',
      articleSection: 'Education',
      image: ['https://cryptolekh.in/media/uploads/2025/03/halving.png'],
      author: { '@type': 'Organization', name: 'CryptoLekh Editorial Team', url: 'https://cryptolekh.in/' },
      publisher: { '@type': 'Organization', name: 'CryptoLekh', url: 'https://cryptolekh.in/' },
    });
  });

  it('dates an article published before publication times were kept by its creation', () => {
    const r = read(articleHead(articleFor({ publishedAt: null })));
    expect(r.one('article:published_time')).toBe('2025-02-28T09:00:00.000Z');
  });
});

describe('hostile text in the head', () => {
  const hostile = articleFor({ title: HOSTILE, excerpt: HOSTILE, metaDescription: HOSTILE, imageUrl: 'https://cdn.example/a.png?x="><script>alert(2)</script>' });
  const head = articleHead(hostile);

  it('stays text: no element or attribute appears that the head did not write', () => {
    const r = read(head);
    // title, description, canonical, 4 alternates, feed, the meta tags, one JSON-LD script: nothing else.
    expect(r.tags.filter((t) => !['title', 'meta', 'link', 'script'].includes(t))).toEqual([]);
    expect(r.scripts).toHaveLength(1);
    expect(r.title).toBe(`${HOSTILE} | CryptoLekh`);
    expect(r.one('description')).toBe(HOSTILE.replace(/\s+/g, ' '));
    expect(r.one('og:title')).toBe(HOSTILE);
    expect(r.one('og:image')).toBe('https://cdn.example/a.png?x="><script>alert(2)</script>');
    for (const el of parseHead(head)) {
      const allowed = new Set(['name', 'property', 'content', 'rel', 'href', 'hreflang', 'type', 'title']);
      expect(el.attrs.filter((a) => !allowed.has(a.name))).toEqual([]);
    }
  });

  it('keeps JSON-LD in its script: it parses back to the same title, and holds no < > & or line separators', () => {
    const r = read(head);
    const ld = r.jsonLd();
    expect(ld.headline).toBe(HOSTILE);
    const raw = textOf(r.scripts[0]!);
    expect(raw).not.toMatch(/[<>&\u2028\u2029]/);
  });

  it('escapes U+2028 and U+2029 in JSON-LD, which JSON allows and JavaScript reads as line ends', () => {
    const text = jsonForScript({ t: 'a\u2028b\u2029c</script><!--' });
    expect(text).toBe('{"t":"a\\u2028b\\u2029c\\u003c/script\\u003e\\u003c!--"}');
    expect(JSON.parse(text)).toEqual({ t: 'a\u2028b\u2029c</script><!--' });
  });

  it('quotes every attribute: a quote or apostrophe in a value ends nothing', () => {
    const html = renderHead(pageHead({ kind: 'article', slug: 'x' }, data({ article: articleFor({ title: `It's "new"` }) })));
    expect(html).toContain('<meta property="og:title" content="It&#39;s &quot;new&quot;">');
  });
});

describe('list page heads', () => {
  it('the home page in English: its title, canonical without ?lang, a version per offered language, CollectionPage', () => {
    const head = pageHead({ kind: 'home' }, data());
    expect(head.status).toBe(200);
    expect(head.lang).toBe('en');
    const r = read(head);
    expect(r.title).toBe('CryptoLekh: crypto insights in your language');
    expect(r.canonical).toEqual(['https://cryptolekh.in/']);
    expect(r.alternates).toEqual([
      ['en', 'https://cryptolekh.in/'],
      ['hi', 'https://cryptolekh.in/?lang=hi'],
      ['bn', 'https://cryptolekh.in/?lang=bn'],
      ['hi-Latn', 'https://cryptolekh.in/?lang=hi-en'],
      ['x-default', 'https://cryptolekh.in/'],
    ]);
    expect(r.one('og:type')).toBe('website');
    expect(r.jsonLd()).toMatchObject({ '@type': 'CollectionPage', url: 'https://cryptolekh.in/', inLanguage: 'en' });
  });

  it('a category page in Bengali: canonical with ?lang=bn, bn lang, its articles listed in JSON-LD with links in Bengali', () => {
    // Cards as a Bengali list answers them: the first has a Bengali version, the second only its original.
    const { isFeatured: _f, imageWidth: _w, imageHeight: _h, imageVariants: _v, content: _c, metaDescription: _m, updatedAt: _u, availableLanguages: _a, isMachineTranslation: _i, ...card } = articleFor().article;
    const items: ArticleSummary[] = [
      { ...card, title: 'বিটকয়েন', excerpt: 'x', language: { code: 'bn', isOriginal: false } },
      { ...card, slug: 'eth-staking', title: 'Staking', language: { code: 'en', isOriginal: true } },
    ];
    const head = pageHead({ kind: 'category', category: 'case-study' }, data({ language: 'bn', items }));
    expect(head.lang).toBe('bn');
    const r = read(head);
    expect(r.title).toBe('Case Study Articles | CryptoLekh');
    expect(r.canonical).toEqual(['https://cryptolekh.in/case-study?lang=bn']);
    expect(r.one('og:locale')).toBe('bn_IN');
    expect(r.jsonLd().mainEntity).toEqual({
      '@type': 'ItemList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'বিটকয়েন', url: 'https://cryptolekh.in/article/bitcoin-halving?lang=bn' },
        { '@type': 'ListItem', position: 2, name: 'Staking', url: 'https://cryptolekh.in/article/eth-staking?lang=bn' },
      ],
    });
  });

  it('All Articles, and a language the site does not offer read as the default', () => {
    const r = read(pageHead({ kind: 'articles' }, data({ language: 'xx' })));
    expect(r.title).toBe('All Articles | CryptoLekh');
    expect(r.canonical).toEqual(['https://cryptolekh.in/articles']);
  });

  it('the advertiser page has one version for search engines, its words in the reader’s language', () => {
    const head = pageHead({ kind: 'advertise' }, data({ language: 'hi', text: messageFormatter({ language: 'hi', messages: { 'advertise.title': 'CryptoLekh पर विज्ञापन दें' } }) }));
    expect(head.lang).toBe('hi');
    const r = read(head);
    expect(r.title).toBe('CryptoLekh पर विज्ञापन दें');
    expect(read(pageHead({ kind: 'advertise' }, data({ language: 'en' }))).title).toBe('Advertise with CryptoLekh');
    expect(r.canonical).toEqual(['https://cryptolekh.in/advertise']);
    expect(r.alternates).toEqual([]);
    expect(r.jsonLd()).toMatchObject({ '@type': 'WebPage' });
  });
});

describe('not-found heads', () => {
  it('an unknown path is 404, noindex, with no canonical, alternates or cards', () => {
    const head = pageHead(matchReaderRoute('/no/such/page'), data());
    expect(head.status).toBe(404);
    const r = read(head);
    expect(r.title).toBe('404 Page Not Found | CryptoLekh');
    expect(r.one('robots')).toBe('noindex');
    expect(r.canonical).toEqual([]);
    expect(r.alternates).toEqual([]);
    expect(r.meta('og:title')).toEqual([]);
    expect(r.scripts).toEqual([]);
  });

  it('an article route without a published article (unknown slug, draft) is the 404 "Article Not Found"', () => {
    const head = pageHead({ kind: 'article', slug: 'draft-one' }, data({ article: null }));
    expect(head.status).toBe(404);
    expect(read(head).title).toBe('Article Not Found | CryptoLekh');
    expect(head.robots).toBe('noindex');
  });
});

describe('the head in the built page', () => {
  const template =
    '<!doctype html>\n<html lang="en" data-x="1">\n<head>\n<meta charset="UTF-8" />\n<meta name="description" content="Old" />\n<title>Old title</title>\n<script type="module" src="/assets/app.js"></script>\n</head>\n<body><div id="root"></div></body>\n</html>';

  it('replaces the template’s lang, title and description, keeps everything else', () => {
    const head = articleHead(articleFor({ title: 'हॉल्विंग', language: { code: 'hi', name: 'Hindi', nativeName: 'हिन्दी', isOriginal: false } }), 'hi');
    const doc = parse(applyHead(template, head));
    const html = doc.childNodes.find((n): n is Element => 'tagName' in n && n.tagName === 'html')!;
    expect(attr(html, 'lang')).toBe('hi');
    expect(attr(html, 'data-x')).toBe('1');
    const headEl = html.childNodes.find((n): n is Element => 'tagName' in n && n.tagName === 'head')!;
    const children = headEl.childNodes.filter((n): n is Element => 'tagName' in n);
    expect(children.filter((e) => e.tagName === 'title').map(textOf)).toEqual(['हॉल्विंग | CryptoLekh']);
    expect(children.filter((e) => attr(e, 'name') === 'description').map((e) => attr(e, 'content'))).toEqual(['The halving in plain words']);
    expect(children.some((e) => attr(e, 'charset') === 'UTF-8')).toBe(true);
    expect(children.some((e) => attr(e, 'src') === '/assets/app.js')).toBe(true);
    expect(children.some((e) => attr(e, 'rel') === 'canonical')).toBe(true);
  });

  it('refuses a template without a head', () => {
    expect(() => applyHead('<p>no head</p>', pageHead({ kind: 'home' }, data()))).toThrow(/template/);
  });
});
