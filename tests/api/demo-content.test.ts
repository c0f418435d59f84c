/** The demo content `npm start` seeds is rich enough to show every reader feature. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AD_PLACEMENTS, AD_TYPES, type ArticleDetail, type ArticleSummary, type PublicAd } from '../../functions/src/contract/index.js';
import { demoAds } from '../../emulators/seed/ads.js';
import { demoArticles } from '../../emulators/seed/index.js';
import { startTestHost, type TestHost } from '../helpers/test-host.js';

describe('demo content', () => {
  let host: TestHost;
  let published: ArticleSummary[];

  beforeAll(async () => {
    host = await startTestHost({ seed: true });
    published = await (await host.get('/api/articles')).json();
  });
  afterAll(() => host.stop());

  /** Every ad a reader is shown, in every placement. */
  const shownAds = async (): Promise<PublicAd[]> =>
    (await Promise.all(AD_PLACEMENTS.map(async (placement) => (await host.get(`/api/ads?placement=${placement}`)).json() as Promise<PublicAd[]>))).flat();

  it('offers the guide languages and the quick-add languages, English first', async () => {
    const codes = (await (await host.get('/api/languages')).json()).map((l: { code: string }) => l.code);
    expect(codes[0]).toBe('en');
    expect(codes).toEqual(expect.arrayContaining(['en', 'hi', 'bn', 'hi-en', 'kn', 'te', 'ta', 'gu', 'ml', 'pa', 'or', 'as']));
  });

  it('publishes at least 24 articles across the three categories, with differing views and several featured', async () => {
    expect(published.length).toBeGreaterThanOrEqual(22);
    expect(demoArticles.length).toBeGreaterThanOrEqual(24);
    for (const c of ['education', 'research', 'case-study']) expect(published.filter((a) => a.category === c).length).toBeGreaterThanOrEqual(6);
    expect(new Set(published.map((a) => a.views)).size).toBe(published.length);
    const featured: ArticleSummary[] = await (await host.get('/api/articles/featured?limit=100')).json();
    expect(featured.length).toBeGreaterThanOrEqual(6);
    expect(published.some((a) => a.imageUrl)).toBe(true);
    expect(published.filter((a) => a.videoUrl)).toHaveLength(1);
  });

  it('translates most articles into Hindi and Bengali, and some into Hinglish and Kannada', async () => {
    // A card in a language is that language's version when the article has one.
    const inLanguage = async (code: string): Promise<ArticleSummary[]> =>
      ((await (await host.get(`/api/articles?language=${code}`)).json()) as ArticleSummary[]).filter((a) => a.language.code === code);
    expect((await inLanguage('hi')).length).toBeGreaterThan(published.length / 2);
    expect((await inLanguage('bn')).length).toBeGreaterThan(published.length / 2);
    expect((await inLanguage('hi-en')).length).toBeGreaterThanOrEqual(3);
    expect((await inLanguage('kn')).length).toBeGreaterThanOrEqual(3);
    const hindi = (await inLanguage('hi'))[0]!;
    const read: ArticleDetail = await (await host.get(`/api/articles/${hindi.slug}?language=hi`)).json();
    expect(read.language.code).toBe('hi');
    expect(read.content).toMatch(/[\u0900-\u097F]/); // Devanagari
    expect(read.content.split('<p').length).toBeGreaterThan(3);
  });

  it('keeps the draft and the scheduled article out of every public call', async () => {
    const hidden = demoArticles.filter((a) => a.status !== 'published');
    expect(hidden.map((a) => a.status).sort()).toEqual(['draft', 'scheduled']);
    for (const a of hidden) {
      expect((await host.get(`/api/articles/${a.slug}`)).status).toBe(404);
      expect(published.some((p) => p.slug === a.slug)).toBe(false);
    }
    const featured: ArticleSummary[] = await (await host.get('/api/articles/featured?limit=100')).json();
    expect(featured.every((f) => published.some((p) => p.id === f.id))).toBe(true);
  });

  it('serves every ad type in every placement, by priority, and keeps paused ads back', async () => {
    for (const placement of AD_PLACEMENTS) {
      const ads: PublicAd[] = await (await host.get(`/api/ads?placement=${placement}`)).json();
      expect(new Set(ads.map((a) => a.type))).toEqual(new Set(AD_TYPES));
      expect(ads.map((a) => a.priority)).toEqual([...ads.map((a) => a.priority)].sort((x, y) => y - x));
      expect(ads.filter((a) => a.type === 'inline').every((a) => a.content?.includes('<'))).toBe(true);
    }
    const paused = demoAds.filter((a) => !a.isActive);
    expect(paused.length).toBeGreaterThan(0);
  });

  it('has a real uploaded photo (record, variants, size) and an uploaded video with its poster beside it', async () => {
    const photo = published.find((a) => a.imageUrl?.startsWith('/media/uploads/'))!;
    expect(photo?.imageVariants).toBeDefined();
    expect(photo.imageUrl).toMatch(/^\/media\/uploads\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.jpg$/);
    expect([photo.imageWidth, photo.imageHeight]).toEqual([1200, 630]);
    expect(photo.imageVariants!.map((v) => v.width)).toEqual([480, 960, 1200]);
    for (const v of photo.imageVariants!) expect((await host.get(v.url)).headers.get('content-type')).toBe('image/webp');

    const withVideo = published.find((a) => a.videoUrl)!;
    expect(withVideo.videoUrl).toMatch(/^\/media\/uploads\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.mp4$/);
    const stem = withVideo.videoUrl!.replace(/\.mp4$/, '');
    expect(withVideo.videoPosterUrl).toMatch(new RegExp(`^${stem}-poster-[0-9a-f]{8}\\.jpg$`));
    const poster = await host.get(withVideo.videoPosterUrl!);
    expect(poster.status).toBe(200);
    expect(poster.headers.get('content-type')).toBe('image/jpeg');
  });

  it('serves the media the demo articles and ads point to', async () => {
    const variants = published.flatMap((a) => (a.imageVariants ?? []).map((v) => v.url));
    const urls = new Set(
      [...published.map((a) => a.imageUrl), ...variants, ...published.map((a) => a.videoUrl), ...published.map((a) => a.videoPosterUrl)].filter((u): u is string => !!u),
    );
    for (const ad of await shownAds()) if (ad.imageUrl) urls.add(ad.imageUrl);
    for (const url of urls) expect((await host.get(url)).status, url).toBe(200);
  });

  it("shows its drawings as a publisher's uploads are shown: sized JPEGs with WebP widths, in the bodies sized JPEGs, ads as WebP, one image given by URL", async () => {
    const drawn = published.filter((a) => a.imageUrl?.startsWith('/media/seed/') && a.imageUrl.endsWith('.jpg'));
    expect(drawn.length).toBeGreaterThanOrEqual(12);
    for (const a of drawn) {
      expect([a.imageWidth, a.imageHeight], a.slug).toEqual([1200, 630]);
      expect(a.imageVariants!.map((v) => [v.width, v.height]), a.slug).toEqual([[480, 252], [960, 504], [1200, 630]]);
      expect((await host.get(a.imageVariants![0]!.url)).headers.get('content-type')).toBe('image/webp');
    }
    // An editor may give an image by URL: the reader pages reserve its space all the same (ssr.spec.ts).
    expect(published.filter((a) => a.imageUrl?.endsWith('.svg')).map((a) => [a.slug, a.imageWidth])).toEqual([['ronin-bridge-hack-2022', undefined]]);
    // The pictures inside the bodies too, as the editor inserts an upload: the JPEG, with its size.
    const bodies = await Promise.all(published.map(async (a) => ((await (await host.get(`/api/articles/${a.slug}?language=en`)).json()) as ArticleDetail).content));
    const pictures = bodies.flatMap((html) => [...html.matchAll(/<img\b[^>]*>/g)].map((m) => m[0]));
    expect(pictures.length).toBeGreaterThanOrEqual(5);
    for (const img of pictures) {
      expect(img).toMatch(/ src="\/media\/seed\/[a-z0-9-]+\.jpg"/);
      expect(img).toMatch(/ width="1200" height="630"/);
      expect((await host.get(/ src="([^"]+)"/.exec(img)![1]!)).headers.get('content-type'), img).toBe('image/jpeg');
    }
    const adImages = (await shownAds()).map((ad) => ad.imageUrl).filter((u): u is string => !!u);
    expect(adImages.length).toBeGreaterThan(0);
    for (const url of adImages) expect(url).toMatch(/^\/media\/seed\/ad-[a-z0-9-]+\.webp$/);
  });
});
