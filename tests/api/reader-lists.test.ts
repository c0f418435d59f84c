/**
 * The reader lists at scale: pages with exact counts, search, category and the four sorts done by
 * the server; counts rolled up from the shards; cache headers, ETag/304 and invalidation by writes.
 */
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { content, createArticle, createLanguages, type Langs } from '../helpers/fixtures.js';
import { startTestHost, type TestHost } from '../helpers/test-host.js';

interface Card {
  id: number;
  slug: string;
  title: string;
  views: number;
  shares: number;
  category: string;
  content?: string;
}
interface Page {
  articles: Card[];
  matched: number;
  total: number;
  offset: number;
  nextOffset: number | null;
}

describe('reader lists', () => {
  let host: TestHost;
  let langs: Langs;
  const slugs: string[] = []; // newest first

  beforeAll(async () => {
    host = await startTestHost();
    langs = await createLanguages(host.services);
    // 30 articles, one a day; every third is research; the Hindi version of #5 says "Bitcoin Halving".
    for (let i = 29; i >= 0; i--) {
      await createArticle(host.services, langs, {
        slug: `piece-${i}`,
        daysAgo: i + 1,
        category: i % 3 === 0 ? 'research' : 'education',
        title: i === 7 ? 'All about STAKING rewards' : `Piece number ${i}`,
        translations: i === 5 ? [content(langs.hi, 'बिटकॉइन Bitcoin Halving')] : [],
      });
    }
    for (let i = 0; i < 30; i++) slugs.push(`piece-${i}`);
    await createArticle(host.services, langs, { slug: 'unpublished', status: 'draft' });
  });
  afterAll(() => host.stop());

  const page = async (qs: string): Promise<Page> => {
    const res = await host.get(`/api/articles?${qs}`);
    expect(res.status).toBe(200);
    return res.json() as Promise<Page>;
  };

  it('pages through the list with exact counts, newest first, without article bodies', async () => {
    const first = await page('language=en&offset=0&limit=12');
    expect(first.articles.map((a) => a.slug)).toEqual(slugs.slice(0, 12));
    expect(first).toMatchObject({ matched: 30, total: 30, offset: 0, nextOffset: 12 });
    expect(first.articles[0]).not.toHaveProperty('content');
    const last = await page('language=en&offset=24&limit=12');
    expect(last.articles.map((a) => a.slug)).toEqual(slugs.slice(24));
    expect(last.nextOffset).toBeNull();
    expect((await page('offset=0')).articles).toHaveLength(24); // the default page size
  });

  it('searches title and excerpt in any case, in the reader language and the original', async () => {
    const staking = await page('language=en&offset=0&q=staking');
    expect(staking.articles.map((a) => a.slug)).toEqual(['piece-7']);
    expect(staking).toMatchObject({ matched: 1, total: 30 });
    expect((await page('language=en&offset=0&q=EXCERPT%20OF%20ALL')).matched).toBe(1);
    // The Hindi words are found for a Hindi reader only; the original's for everyone.
    expect((await page('language=hi&offset=0&q=bitcoin%20halving')).articles.map((a) => a.slug)).toEqual(['piece-5']);
    expect((await page('language=en&offset=0&q=bitcoin%20halving')).matched).toBe(0);
    expect((await page('offset=0&q=zzzz%20nothing')).articles).toEqual([]);
  });

  it('filters by category and combines it with search; the old array call takes the same filters', async () => {
    const research = await page('offset=0&category=research&limit=100');
    expect(research.articles.map((a) => a.slug)).toEqual(slugs.filter((_, i) => i % 3 === 0));
    expect(research).toMatchObject({ matched: 10, total: 30 });
    expect((await page('offset=0&category=research&q=number%202')).articles.map((a) => a.slug)).toEqual(['piece-21', 'piece-24', 'piece-27']);
    const array = (await (await host.get('/api/articles?q=staking')).json()) as Card[];
    expect(array.map((a) => a.slug)).toEqual(['piece-7']);
  });

  it('sorts latest, oldest, most viewed and most shared, with counts rolled up exactly after bursts', async () => {
    const ids = new Map((await page('offset=0&limit=100')).articles.map((a) => [a.slug, a.id]));
    const burst = (slug: string, kind: 'view' | 'share', n: number) =>
      Promise.all(Array.from({ length: n }, () => host.post(`/api/articles/${ids.get(slug)}/${kind}`)));
    await Promise.all([burst('piece-20', 'view', 40), burst('piece-3', 'view', 25), burst('piece-11', 'share', 15), burst('piece-3', 'share', 5)]);
    await expect
      .poll(async () => (await page('offset=0&sort=views&limit=3')).articles.map((a) => [a.slug, a.views]), { timeout: 15_000 })
      .toEqual([['piece-20', 40], ['piece-3', 25], ['piece-0', 0]]);
    // Shares roll up by their own trigger runs, which may come after the views' on a busy machine.
    await expect
      .poll(async () => (await page('offset=0&sort=shares&limit=2')).articles.map((a) => [a.slug, a.shares]), { timeout: 15_000 })
      .toEqual([['piece-11', 15], ['piece-3', 5]]);
    const oldest = await page('offset=0&sort=oldest&limit=2');
    expect(oldest.articles.map((a) => a.slug)).toEqual(['piece-29', 'piece-28']);
    expect((await page('offset=0&sort=latest&limit=1')).articles[0]!.slug).toBe('piece-0');
  });

  it('lets the CDN keep public GETs, answers 304 to a matching ETag, and never caches counting', async () => {
    for (const path of ['/api/articles?language=en&limit=12', '/api/articles/featured', '/api/articles/piece-1?language=en', '/api/articles?offset=0']) {
      const res = await host.get(path);
      // No stale-while-revalidate: browsers would serve their own stale copy (of a deleted article too).
      expect(res.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60');
      let etag = res.headers.get('etag');
      expect(etag).toMatch(/^"[^"]+"$/); // strong
      let again = await fetch(host.url + path, { headers: { 'If-None-Match': etag! } });
      if (again.status === 200) {
        // The answer changed in between (an expired kept answer was sent while it was read again, and
        // the earlier tests' counts were rolled up meanwhile): a 200 only ever comes with a new ETag.
        expect(again.headers.get('etag')).not.toBe(etag);
        etag = again.headers.get('etag');
        again = await fetch(host.url + path, { headers: { 'If-None-Match': etag! } });
      }
      expect(again.status).toBe(304);
      expect(again.headers.get('etag')).toBe(etag);
      expect(await again.text()).toBe('');
    }
    const view = await host.post(`/api/articles/${(await page('offset=0&limit=1')).articles[0]!.id}/view`);
    expect(view.headers.get('cache-control')).toBe('no-store');
    const missing = await host.get('/api/articles/no-such-piece');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).toBe('no-store');
  });

  it('answers a URL again from memory exactly as its route did, and sends anything else to the routes', async () => {
    const path = '/api/articles?language=en&limit=5&category=research';
    // Uncompressed, to compare what the app sent (the host compresses what asks for it).
    const call = (method: string) => fetch(host.url + path, { method, headers: { 'accept-encoding': 'identity' } });
    const headersOf = (res: Response) => Object.fromEntries([...res.headers].filter(([k]) => !['date', 'connection', 'keep-alive'].includes(k)));
    const first = await call('GET');
    const second = await call('GET');
    expect(second.status).toBe(200);
    expect(headersOf(second)).toEqual(headersOf(first));
    expect(second.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(second.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    const body = await second.text();
    expect(body).toBe(await first.text());
    expect((JSON.parse(body) as Card[]).map((a) => a.category)).toEqual(Array(5).fill('research'));
    // HEAD: the same headers, no body.
    const head = await call('HEAD');
    expect(head.status).toBe(200);
    expect(headersOf(head)).toEqual(headersOf(first));
    expect(await head.text()).toBe('');
    // What the routes would refuse is refused still: a GET with an unreadable body, a repeated
    // parameter, a wrong value; other methods are not answered from memory.
    const withBody = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request(host.url + path, { method: 'GET', headers: { 'content-type': 'application/json', 'content-length': '8' } }, (res) => {
        let text = '';
        res.setEncoding('utf8').on('data', (c: string) => (text += c)).on('end', () => resolve({ status: res.statusCode!, body: text }));
      });
      req.on('error', reject);
      req.end('{"broken');
    });
    expect(withBody.status).toBe(400);
    expect(JSON.parse(withBody.body)).toMatchObject({ field: 'body' });
    const repeated = await host.get(`${path}&limit=5`);
    expect(repeated.status).toBe(400);
    expect(await repeated.json()).toMatchObject({ field: 'limit' });
    expect((await host.get(path.replace('category=research', 'category=gossip'))).status).toBe(400);
    const post = await call('POST');
    expect(post.status).toBe(405);
  });

  it('compresses API answers as Hosting does, those answered from memory too', async () => {
    for (const round of ['computed', 'from memory']) {
      const res = await fetch(host.url + '/api/articles?offset=0&limit=30', { headers: { 'Accept-Encoding': 'gzip' } });
      expect(res.headers.get('content-encoding'), round).toBe('gzip');
      expect(((await res.json()) as Page).articles, round).toHaveLength(30);
    }
  });

  it('answers from memory before any routing, what the routes sent byte for byte, HSTS only over HTTPS', async () => {
    // As a client that asks for no compression (the host then forwards the request to the function
    // as it is): the first call of each URL is computed by the routes, the second is from memory.
    const raw = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
      new Promise<{ status: number; headers: Record<string, unknown>; body: string }>((resolve, reject) => {
        const req = request(host.url + path, { method, headers }, (res) => {
          let body = '';
          res.setEncoding('utf8').on('data', (c: string) => (body += c)).on('end', () => {
            const { date: _d, connection: _c, 'keep-alive': _k, ...rest } = res.headers;
            resolve({ status: res.statusCode!, headers: rest, body });
          });
        });
        req.on('error', reject);
        req.end();
      });
    // What the host receives as the protocol (Hosting's X-Forwarded-Proto from a front end on this machine).
    const spellings: [string | undefined, boolean][] = [[undefined, false], ['https', true], ['HTTPS', true], [' https ', true], ['http', false], ['http, https', true], ['https, http', false]];
    for (const [i, [proto, secure]] of spellings.entries()) {
      for (const path of [`/api/articles?language=en&limit=${i + 1}&category=education`, `/api/articles/piece-${i + 1}?language=en`, `/api/articles/featured?limit=${i + 1}`]) {
        const headers: Record<string, string> = proto === undefined ? {} : { 'x-forwarded-proto': proto };
        const computed = await raw(path, headers);
        const kept = await raw(path, headers);
        const label = `${path} over ${proto ?? 'plain HTTP'}`;
        expect(computed.status, label).toBe(200);
        expect(kept, label).toEqual(computed);
        expect(kept.headers['strict-transport-security'], label).toBe(secure ? 'max-age=31536000; includeSubDomains' : undefined);
        expect(kept.headers['content-security-policy'], label).toBe("default-src 'none'; frame-ancestors 'none'");
        expect(kept.headers['content-length'], label).toBe(String(Buffer.byteLength(computed.body)));
        // A HEAD from memory: the same headers, no body.
        expect(await raw(path, headers, 'HEAD'), label).toEqual({ ...computed, body: '' });
        // Revalidation from memory answers 304 with what the routes' 304 carries.
        const etag = kept.headers.etag as string;
        const notModified = await raw(path, { ...headers, 'if-none-match': `W/"other", ${etag}` });
        const viaRoutes = await fetch(host.url + path, { headers: { ...headers, 'if-none-match': etag, 'accept-encoding': 'identity' } });
        expect(notModified.status, label).toBe(304);
        expect(viaRoutes.status, label).toBe(304);
        expect(notModified.body, label).toBe('');
        const routed = Object.fromEntries([...viaRoutes.headers].filter(([k]) => !['date', 'connection', 'keep-alive'].includes(k)));
        expect(Object.fromEntries(Object.entries(notModified.headers).map(([k, v]) => [k, String(v)])), label).toEqual(routed);
      }
    }
  });

  it('shows a write at once in this instance: the cached list and article are dropped', async () => {
    const before = await page('offset=0&limit=1');
    await host.get('/api/articles/piece-0'); // now cached
    const id = before.articles[0]!.id;
    await host.services.repos.articles.upsertTranslation(id, content(langs.en, 'Renamed piece'), new Date());
    expect((await page('offset=0&limit=1')).articles[0]!.title).toBe('Renamed piece');
    expect(((await (await host.get('/api/articles/piece-0')).json()) as Card).title).toBe('Renamed piece');
    await createArticle(host.services, langs, { slug: 'brand-new', daysAgo: 0.1 });
    expect(await page('offset=0&limit=1')).toMatchObject({ total: 31, articles: [{ slug: 'brand-new' }] });
  });

  it.each([
    ['offset=-1', 'offset', 'offset must be an integer between 0 and 1000000'],
    ['offset=abc', 'offset', 'offset must be an integer between 0 and 1000000'],
    ['sort=popular', 'sort', 'sort must be one of: latest, oldest, views, shares'],
    [`q=${'x'.repeat(201)}`, 'q', 'q must be at most 200 characters'],
  ])('%s is a 400 naming %s', async (qs, field, reason) => {
    const res = await host.get(`/api/articles?${qs}`);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: `Invalid query parameter '${field}': ${reason}`, field, reason });
  });
});

/**
 * A card carries its title and excerpt once, in the requested language (else the original), and
 * what the card shows: 12 cards stay under 12 KB in any language, however many languages the site
 * has. The demo content is the measure (editorial lengths: titles up to ~60 characters, excerpts
 * up to ~200, Indic scripts at 3 bytes a character); the list was 35 KB in every language when
 * each card carried every version. Each card's image facts come on top: an uploaded image's size
 * and its three WebP widths (the `srcset` a phone picks the smallest sharp one from) are about
 * 250 bytes of a card, and every image of the demo is sized as an upload's is.
 */
describe('reader cards', () => {
  const IMAGE_FACTS_BYTES = 300;
  const BUDGET = 12 * 1024 + 12 * IMAGE_FACTS_BYTES;
  const NEW_CODES = ['mr', 'ur', 'ne', 'sa', 'sd', 'ks', 'kok', 'mai', 'doi', 'mni'];
  let host: TestHost;

  beforeAll(async () => {
    host = await startTestHost({ seed: true });
  });
  afterAll(() => host.stop());

  interface CardShown extends Card {
    excerpt: string;
    language: { code: string; isOriginal: boolean };
    translations: unknown[];
  }

  /** The 12 newest cards in a language, as bytes and as parsed. */
  const twelve = async (code: string) => {
    const res = await fetch(`${host.url}/api/articles?language=${code}&limit=12`, { headers: { 'accept-encoding': 'identity' } });
    expect(res.status).toBe(200);
    const text = await res.text();
    return { text, bytes: Buffer.byteLength(text), cards: JSON.parse(text) as CardShown[] };
  };
  const activeCodes = async () => ((await (await host.get('/api/languages')).json()) as { code: string }[]).map((l) => l.code);

  /** What a card in `code` must show: that language's version of the article, else its original. */
  const expectShownIn = async (code: string, cards: CardShown[]) => {
    const languages = await host.services.repos.languages.listAll();
    const wanted = languages.find((l) => l.code === code)!;
    for (const card of cards) {
      const doc = (await host.services.repos.articles.getById(card.id))!;
      const version = doc.translations.find((t) => t.languageId === wanted.id) ?? doc.translations.find((t) => t.isOriginal)!;
      const versionCode = languages.find((l) => l.id === version.languageId)!.code;
      expect(card, `${card.slug} in ${code}`).toMatchObject({
        title: version.title,
        excerpt: version.excerpt,
        language: { code: versionCode, isOriginal: version.isOriginal },
        translations: [],
      });
    }
  };

  it('12 cards of the demo content stay under 12 KB and their images\' facts in every language, each in that language or else the original', async () => {
    const codes = await activeCodes();
    expect(codes.length).toBeGreaterThanOrEqual(12);
    let translated = 0;
    for (const code of codes) {
      const { bytes, cards } = await twelve(code);
      expect(cards).toHaveLength(12);
      expect(bytes, `12 cards in ${code}`).toBeLessThanOrEqual(BUDGET);
      await expectShownIn(code, cards);
      translated += cards.filter((c) => !c.language.isOriginal).length;
    }
    // The demo content has versions in several languages (so the fallback is not all that was seen).
    expect(translated).toBeGreaterThan(30);
  });

  it('ten more languages, each with a version of every listed article, leave the other languages’ cards byte for byte the same', async () => {
    const before = new Map<string, string>();
    for (const code of ['en', 'hi', 'bn', 'kn']) before.set(code, (await twelve(code)).text);
    const { cards: newest } = await twelve('en');
    const { cards: hindiCards } = await twelve('hi');
    const now = new Date();
    for (const code of NEW_CODES) {
      const language = await host.services.repos.languages.create({ code, name: `Language ${code}`, nativeName: `भाषा ${code}`, isActive: true }, now);
      // As long as the Hindi version (Devanagari, 3 bytes a character), or the original.
      for (const card of newest) {
        const hindi = hindiCards.find((c) => c.id === card.id)!;
        await host.services.repos.articles.upsertTranslation(
          card.id,
          { languageId: language.id, title: hindi.title, excerpt: hindi.excerpt, content: `<p>${hindi.excerpt}</p>`, metaDescription: hindi.excerpt },
          now,
        );
      }
    }
    expect(await activeCodes()).toEqual(expect.arrayContaining(NEW_CODES));
    for (const [code, text] of before) expect((await twelve(code)).text, code).toBe(text);
    for (const code of NEW_CODES) {
      const { bytes, cards } = await twelve(code);
      expect(bytes, `12 cards in ${code}`).toBeLessThanOrEqual(BUDGET);
      expect(cards.map((c) => c.language)).toEqual(Array(12).fill({ code, isOriginal: false }));
      await expectShownIn(code, cards);
    }
  });
});
