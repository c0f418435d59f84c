/**
 * The reader pages rendered on the server, read as a client without JavaScript would: the article
 * is in the HTML (in the link's language), drafts and unknown paths are 404 with the not-found page,
 * and pages carry the CDN's cache headers and the page security headers. Needs the SSR build
 * (`npm run build -w web`, which `npm test` runs first).
 */
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SSR_DIR } from '../../functions/src/http/pages/page-handler.js';
import { content, createArticle, createLanguages, type Langs } from '../helpers/fixtures.js';
import { startTestHost, type TestHost } from '../helpers/test-host.js';

if (!existsSync(new URL('entry-server.js', SSR_DIR))) {
  throw new Error('The server renderer is not built: run `npm run build -w web` first (npm test does).');
}

/** The page's state for the browser, as the page carries it. */
function ssrState(html: string): { language: string; queries: { queries: { queryKey: unknown[] }[] } } {
  const m = /<script type="application\/json" id="ssr-state">([\s\S]*?)<\/script>/.exec(html);
  if (!m) throw new Error('no ssr-state script');
  return JSON.parse(m[1]!);
}

describe('server-rendered reader pages', () => {
  let host: TestHost;
  let langs: Langs;

  beforeAll(async () => {
    host = await startTestHost();
    const s = host.services;
    langs = await createLanguages(s);
    await createArticle(s, langs, {
      slug: 'halving-study',
      category: 'research',
      title: 'Halving study',
      isFeatured: true,
      original: content(langs.en, 'Halving study', { content: '<p>Supply halves every four years.</p><script>alert(1)</script><p>It is <a href="https://example.com/x">cited</a>.</p>' }),
      translations: [content(langs.hi, 'हाल्विंग अध्ययन', { excerpt: 'हर चार साल में आपूर्ति आधी', content: '<p>आपूर्ति हर चार साल में आधी होती है।</p>' })],
    });
    await createArticle(s, langs, { slug: 'wallet-basics', title: 'Wallet basics </script><script>alert(2)</script>', daysAgo: 0.5 });
    await createArticle(s, langs, { slug: 'draft-piece', status: 'draft', title: 'Secret draft' });
  });
  afterAll(() => host.stop());

  const page = async (path: string) => {
    const res = await host.get(path);
    return { res, html: await res.text() };
  };

  it('renders an article with its title, excerpt and body in English, in the HTML', async () => {
    const { res, html } = await page('/article/halving-study');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(html).toMatch(/<html data-script="latin" lang="en" dir="ltr">/);
    expect(html).toContain('<title>Halving study | CryptoLekh</title>');
    expect(html).toMatch(/<h1[^>]*>Halving study<\/h1>/);
    expect(html).toContain('Excerpt of Halving study');
    expect(html).toContain('Supply halves every four years.');
    // Sanitised on the server too, and links leave in a new tab as in the browser.
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toMatch(/<a href="https:\/\/example.com\/x" target="_blank" rel="noopener noreferrer nofollow">cited<\/a>/);
    // MUI's styles and the app's stylesheet are in the page (no stylesheet to wait for before the
    // first paint); the first script comes at low priority, after what the page is drawn with, and
    // the code that hydrates it (the app's chunks, the route's) is only listed, in an inert
    // template the first script fetches from once the page has loaded: nothing preloaded.
    expect(html).toMatch(/<style data-emotion="css[ -]/);
    expect(html).toMatch(/<style>@font-face\{/);
    // The one stylesheet link names the inlined file, disabled (nothing fetched): the app's loader
    // then sees it in the page and does not add it again (web/scripts/finish-build.mjs).
    expect(html.match(/<link rel="stylesheet"[^>]*>/g)).toEqual([expect.stringMatching(/^<link rel="stylesheet" href="\/assets\/index-[\w-]+\.css" disabled>$/)]);
    expect(html).toMatch(/<script type="module" fetchpriority="low" crossorigin src="\/assets\/index-[^"]+\.js"><\/script>/);
    const listed = html.match(/<template id="app-chunks">(.*?)<\/template>/)?.[1] ?? '';
    expect(listed).toMatch(/^(<link rel="prefetch" as="script" crossorigin href="\/assets\/[\w.-]+\.js">)+$/);
    // The app with what it imports (Rolldown's runtime) and the screen's own module: what the
    // screen shares with other screens comes when the app wakes (each prefetch costs the loading
    // page's main thread; docs/performance.md).
    const files = [...listed.matchAll(/href="\/assets\/([\w-]+?)-[\w-]{8}\.js"/g)].map((m) => m[1]);
    expect(files).toEqual(['app', 'rolldown-runtime', 'article-page']);
    expect(html.replace(listed, '')).not.toMatch(/rel="(modulepreload|prefetch)"/);
  });

  it("preloads the Noto faces of the page language's script and marks the page with it; a page in English is marked Latin and preloads none", async () => {
    const fonts = (html: string) => [...html.matchAll(/<link rel="preload" as="font" type="font\/woff2" crossorigin href="\/assets\/([\w-]+?)-[\w-]{8}\.woff2">/g)].map((m) => m[1]).sort();
    // The script chooses the page's first fonts (web/src/shared/indic-fonts.css): latin, the system's.
    const script = (html: string) => /<html\b([^>]*)>/.exec(html)![1]!.match(/ data-script="([a-z]+)"/)?.[1];
    // A Hindi page draws its titles (bold) and text (regular) in Devanagari from the first paint.
    const hindi = (await page('/article/halving-study?lang=hi')).html;
    expect(fonts(hindi)).toEqual(['noto-sans-devanagari-devanagari-400-normal', 'noto-sans-devanagari-devanagari-700-normal']);
    expect(script(hindi)).toBe('devanagari');
    const bengali = (await page('/articles?lang=bn')).html;
    expect(fonts(bengali)).toEqual(['noto-sans-bengali-bengali-400-normal', 'noto-sans-bengali-bengali-700-normal']);
    expect(script(bengali)).toBe('bengali');
    const english = (await page('/article/halving-study')).html;
    expect(fonts(english)).toEqual([]);
    expect(script(english)).toBe('latin');
    // The English home page keeps only its hero's few-KiB native-name fonts.
    const home = (await page('/')).html;
    expect(fonts(home)).toEqual(['native-names-bengali', 'native-names-devanagari', 'native-names-kannada']);
    expect(script(home)).toBe('latin');
  });

  it('renders the article in Hindi with ?lang=hi, and embeds the data the browser hydrates from', async () => {
    const { res, html } = await page('/article/halving-study?lang=hi');
    expect(res.status).toBe(200);
    expect(html).toMatch(/<html data-script="devanagari" lang="hi" dir="ltr">/);
    expect(html).toContain('<title>हाल्विंग अध्ययन | CryptoLekh</title>');
    expect(html).toMatch(/<h1[^>]*>हाल्विंग अध्ययन<\/h1>/);
    expect(html).toContain('हर चार साल में आपूर्ति आधी');
    expect(html).toContain('आपूर्ति हर चार साल में आधी होती है।');
    const state = ssrState(html);
    expect(state.language).toBe('hi');
    const keys = state.queries.queries.map((q) => q.queryKey[0]);
    expect(keys).toEqual(expect.arrayContaining(['/api/languages', '/api/site-settings', '/api/articles/halving-study?language=hi', '/api/ads?placement=article&language=hi']));
  });

  it("fills the head on the server: one title, description, canonical, Open Graph, JSON-LD and the current versions' alternates", async () => {
    const { html } = await page('/article/halving-study?lang=hi');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head.match(/<title>/g)).toHaveLength(1);
    expect(head.match(/<meta name="description"/g)).toHaveLength(1);
    expect(head).toContain('<meta name="description" content="Meta of हाल्विंग अध्ययन">'); // the translation's meta description
    expect(head).toMatch(/<link rel="canonical" href="http[^"]+\/article\/halving-study\?lang=hi">/);
    expect(head).toMatch(/<link rel="alternate" hreflang="en" href="http[^"]+\/article\/halving-study">/);
    expect(head).toMatch(/<link rel="alternate" hreflang="hi" href="http[^"]+\/article\/halving-study\?lang=hi">/);
    expect(head).toMatch(/<link rel="alternate" hreflang="x-default" href="http[^"]+\/article\/halving-study">/);
    expect(head).toContain('<meta property="og:type" content="article">');
    expect(head).toContain('<meta property="og:title" content="हाल्विंग अध्ययन">');
    expect(head).toMatch(/<meta name="twitter:card" content="[a-z_]+">/);
    const jsonLd = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(head);
    expect(JSON.parse(jsonLd![1]!)).toMatchObject({ '@type': 'Article', headline: 'हाल्विंग अध्ययन', inLanguage: 'hi' });

    const missing = await page('/article/no-such-article');
    expect(missing.html).toContain('<meta name="robots" content="noindex');
    expect(missing.html).not.toContain('rel="canonical"');
  });

  it('renders the default language for an unknown ?lang', async () => {
    const { res, html } = await page('/article/halving-study?lang=xx');
    expect(res.status).toBe(200);
    expect(html).toMatch(/<html data-script="latin" lang="en" dir="ltr">/);
    expect(html).toMatch(/<h1[^>]*>Halving study<\/h1>/);
  });

  it('answers 404 with the not-found page for a draft and an unknown slug', async () => {
    for (const slug of ['draft-piece', 'no-such-article']) {
      const { res, html } = await page(`/article/${slug}`);
      expect(res.status, slug).toBe(404);
      expect(html).toContain('Article Not Found');
      expect(html).toContain('The article you&#x27;re looking for doesn&#x27;t exist.');
      expect(html).not.toContain('Secret draft');
      expect(res.headers.get('cache-control')).not.toContain('stale-while-revalidate');
    }
    const { res, html } = await page('/no/such/page');
    expect(res.status).toBe(404);
    expect(html).toContain('404 Page Not Found');
  });

  it('renders home and a category with their lists, escaping text inside the embedded state', async () => {
    const home = await page('/');
    expect(home.res.status).toBe(200);
    expect(home.html).toContain('Featured Articles');
    expect(home.html).toContain('Halving study');
    // An article title cannot close the state's script element.
    expect(home.html).not.toContain('</script><script>alert(2)');
    expect(JSON.stringify(ssrState(home.html))).toContain('</script><script>alert(2)');
    const research = await page('/research?lang=hi');
    expect(research.res.status).toBe(200);
    // The site's own words are Hindi too (issue 23): the heading, and the title.
    expect(research.html).toContain('रिसर्च लेख');
    expect(research.html).not.toContain('Research Articles');
    expect(research.html).toContain('हाल्विंग अध्ययन');
    expect(research.html).not.toContain('Wallet basics');
  });

  it.each(['/', '/research?lang=hi', '/articles', '/article/halving-study', '/advertise'])(
    'writes the styles of %s with only the vendor prefixes a supported browser needs',
    async (path) => {
      const { html } = await page(path);
      const css = [...html.matchAll(/<style data-emotion="[^"]*">(.*?)<\/style>/gs)].map((m) => m[1]).join('');
      // What the page is laid out with is there, unprefixed...
      expect(css).toMatch(/[;{]display:flex;/);
      expect(css).toMatch(/[;{]transition:/);
      // ...without the twins no supported browser reads (a decade of flexbox, transitions and
      // keyframes, Firefox's and old Edge's user-select, Safari 12's sticky)...
      expect(css).not.toMatch(/:-(webkit|ms)-(box|flexbox|inline-box|inline-flexbox|flex|inline-flex|sticky)[;}]/);
      expect(css).not.toMatch(/[;{]-(webkit|ms|moz)-(transition|transform|animation|align-items|justify-content|flex[\w-]*|box-[\w-]+)\s*:/);
      expect(css).not.toMatch(/[;{]-(moz|ms)-user-select:|@-webkit-keyframes/);
      // ...and with Safari's -webkit-user-select before every user-select (MUI's buttons).
      const selects = [...css.matchAll(/(.{0,40})[;{]user-select:(\w+)/g)];
      expect(selects.length).toBeGreaterThan(0);
      for (const [, before, value] of selects) expect(before).toMatch(new RegExp(`-webkit-user-select:${value}$`));
    },
  );

  it('renders All Articles and Advertise', async () => {
    const all = await page('/articles');
    expect(all.res.status).toBe(200);
    expect(all.html).toContain('Halving study');
    const advertise = await page('/advertise');
    expect(advertise.res.status).toBe(200);
    expect(advertise.html).toContain('Advertise with CryptoLekh');
  });

  it.each([
    ['/Articles', '/articles'],
    ['/articles/', '/articles'],
    ['/EDUCATION', '/education'],
    ['/case-study/?lang=hi', '/case-study?lang=hi'],
    ['/Advertise/', '/advertise'],
    ['/Article/halving-study?lang=hi', '/article/halving-study?lang=hi'],
    ['/article/halving-study/', '/article/halving-study'],
    ['/article/halving%2Dstudy', '/article/halving-study'],
    ['//', '/'],
  ])('sends %s, which the browser router would show too, to its one URL %s', async (from, to) => {
    const res = await fetch(host.url + from, { redirect: 'manual' });
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe(to);
    const landed = await fetch(new URL(to, host.url));
    expect(landed.status).toBe(200);
  });

  it('answers the canonical spellings themselves, and 404 what is no page in any spelling', async () => {
    for (const path of ['/', '/articles', '/education', '/article/halving-study?lang=hi']) {
      expect((await fetch(host.url + path, { redirect: 'manual' })).status, path).toBe(200);
    }
    for (const path of ['/Article/no-such-slug', '/nope/', '/ADMINX']) {
      const res = await fetch(host.url + path, { redirect: 'manual' });
      // An unknown slug in another spelling still goes to its one URL first, then 404s there.
      const final = res.status === 301 ? await fetch(new URL(res.headers.get('location')!, host.url)) : res;
      expect(final.status, path).toBe(404);
    }
  });

  it('names a PNG as the tab’s icon on every page, which the host serves as one', async () => {
    // A browser fetches the icon after the load event; an SVG icon is a document of its own that the
    // page's renderer creates and lays out on its main thread then (9-49 ms a load here, docs/performance.md).
    for (const path of ['/', '/education', '/articles', '/advertise', '/article/halving-study?lang=hi']) {
      const icons = [...(await page(path)).html.matchAll(/<link\b[^>]*\brel="(?:shortcut )?icon"[^>]*>/g)].map((m) => m[0]);
      expect(icons, path).toEqual(['<link rel="icon" href="/logo.png" type="image/png" sizes="96x96" />']);
    }
    const icon = await host.get('/logo.png');
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await icon.arrayBuffer()).subarray(1, 4).toString()).toBe('PNG');
  });

  it('is cacheable at the CDN for a minute, stale while revalidating, with the page security headers', async () => {
    const { res } = await page('/article/halving-study');
    expect(res.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300');
    expect(res.headers.get('content-security-policy')).toMatch(/script-src 'self';/);
    expect(res.headers.get('x-frame-options')).toBe('DENY');
  });

  it('shows an edit and an unpublish at the next render (the CDN bound is the cache header)', async () => {
    const s = host.services;
    const created = await createArticle(s, langs, { slug: 'fresh-piece', title: 'Fresh piece' });
    expect((await page('/article/fresh-piece')).html).toMatch(/<h1[^>]*>Fresh piece<\/h1>/);
    await s.repos.articles.update(created.id, () => ({ changes: {}, content: content(langs.en, 'Fresh, renamed') }), new Date());
    expect((await page('/article/fresh-piece')).html).toMatch(/<h1[^>]*>Fresh, renamed<\/h1>/);
    await s.repos.articles.update(created.id, () => ({ changes: { status: 'draft' } }), new Date());
    expect((await page('/article/fresh-piece')).res.status).toBe(404);
  });
});
