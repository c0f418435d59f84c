/**
 * Counting page views (issue 30): POST /api/page-views answers 204 with no cookie whatever it is
 * sent; a daily visitor is hash(daySalt, IP, user agent) with the day in the site's time zone;
 * bots, previews and staff are not counted; a flood from one address stops counting; a concurrent
 * burst is counted exactly. What is counted is read back through GET /api/admin/analytics.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allDocuments } from '../helpers/firestore-documents.js';
import { startAdminHost, type AdminTestHost } from '../helpers/admin-host.js';
import { ANDROID, CHROME, IPAD, readersCounted, sendBeacon, view } from '../helpers/analytics.js';
import { manualClock } from '../helpers/clock.js';
import { content, createArticle, createLanguages, type Langs } from '../helpers/fixtures.js';

// 10:00 in Kolkata on 2026-11-20.
const clock = manualClock(new Date('2026-11-20T04:30:00Z'));

describe('counting page views', () => {
  let host: AdminTestHost;
  let langs: Langs;
  let articleId: number;

  beforeAll(async () => {
    host = await startAdminHost({ clock, seed: false });
    langs = await createLanguages(host.services);
    articleId = (await createArticle(host.services, langs, { slug: 'halving', title: 'The halving', translations: [content(langs.hi, 'हाल्विंग')] })).id;
  });
  afterAll(() => host.stop());

  const report = async (from: string, to = from, extra = '') => {
    const res = await host.admin('GET', `/api/admin/analytics?from=${from}&to=${to}${extra}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body;
  };
  const counted = async (day: string) => {
    const r = await report(day);
    return { pageviews: r.totals.pageviews, visitors: r.totals.visitors };
  };
  const stored = () => allDocuments(host.firestore.db);

  it('counts two page views of one reader on one day as one visitor, and the same reader the next day as a new one', async () => {
    const a = await sendBeacon(host.url, view('en'), { from: '127.0.0.2', ua: CHROME });
    expect(a.status).toBe(204);
    expect(a.text).toBe('');
    expect(a.headers['set-cookie']).toBeUndefined();
    expect((await sendBeacon(host.url, view('hi', { page: 'article', articleId }), { from: '127.0.0.2', ua: CHROME })).status).toBe(204);
    await expect.poll(() => counted('2026-11-20')).toEqual({ pageviews: 2, visitors: 1 });

    // Another browser on the same address is another reader; another address too.
    await sendBeacon(host.url, view('en'), { from: '127.0.0.2', ua: ANDROID });
    await sendBeacon(host.url, view('en'), { from: '127.0.0.3', ua: CHROME });
    await expect.poll(() => counted('2026-11-20')).toEqual({ pageviews: 4, visitors: 3 });

    clock.advance(24 * 3_600_000);
    await sendBeacon(host.url, view('en'), { from: '127.0.0.2', ua: CHROME });
    await sendBeacon(host.url, view('en'), { from: '127.0.0.2', ua: CHROME });
    await expect.poll(() => counted('2026-11-21')).toEqual({ pageviews: 2, visitors: 1 });
    await expect.poll(() => counted('2026-11-20')).toEqual({ pageviews: 4, visitors: 3 });

    // Neither the address nor the user agent is stored anywhere.
    const text = JSON.stringify((await stored()).filter(([path]) => path.startsWith('analytics')));
    expect(text).not.toContain('127.0.0.2');
    expect(text).not.toContain('Chrome/131');
  });

  it("rotates the salt at the site's midnight (Asia/Kolkata by default, the time zone setting otherwise)", async () => {
    clock.set(new Date('2026-11-22T18:29:00Z')); // 23:59 on the 22nd in Kolkata
    await sendBeacon(host.url, view('en'), { from: '127.0.0.4', ua: CHROME });
    const saltOf = async (day: string) => (await stored()).find(([path]) => path === `analyticsSalts/${day}`)?.[1];
    const salt22 = Buffer.from((await saltOf('2026-11-22'))!.salt);
    expect(salt22).toHaveLength(32);
    // Its TTL is the end of its day (18:30Z in Kolkata): the backstop when no page view comes the next day.
    expect((await saltOf('2026-11-22'))!.expireAt.toDate().toISOString()).toBe('2026-11-22T18:30:00.000Z');
    clock.set(new Date('2026-11-22T18:31:00Z')); // 00:01 on the 23rd
    await sendBeacon(host.url, view('en'), { from: '127.0.0.4', ua: CHROME });
    await expect.poll(() => counted('2026-11-22')).toEqual({ pageviews: 1, visitors: 1 });
    await expect.poll(() => counted('2026-11-23')).toEqual({ pageviews: 1, visitors: 1 });

    // The 23rd's salt is another one, and the 22nd's is gone as soon as the 23rd's was made.
    expect(Buffer.from((await saltOf('2026-11-23'))!.salt).equals(salt22)).toBe(false);
    expect((await saltOf('2026-11-22'))).toBeUndefined();

    // In UTC the same two minutes are one day.
    const settings = (await host.admin('GET', '/api/admin/settings')).body;
    expect(settings.timeZone).toBe('Asia/Kolkata');
    const saved = await host.admin('PUT', '/api/admin/settings', { ...settings, timeZone: 'UTC' });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.timeZone).toBe('UTC');
    clock.set(new Date('2026-11-25T23:59:00Z'));
    await sendBeacon(host.url, view('en'), { from: '127.0.0.5', ua: CHROME });
    clock.set(new Date('2026-11-26T00:01:00Z'));
    await sendBeacon(host.url, view('en'), { from: '127.0.0.5', ua: CHROME });
    await expect.poll(() => counted('2026-11-25')).toEqual({ pageviews: 1, visitors: 1 });
    await expect.poll(() => counted('2026-11-26')).toEqual({ pageviews: 1, visitors: 1 });
    expect((await report('2026-11-26')).timeZone).toBe('UTC');

    // A settings save without the time zone (an older console) keeps it; an unknown zone is a 400.
    const { timeZone: _tz, ...older } = settings;
    expect((await host.admin('PUT', '/api/admin/settings', older)).body.timeZone).toBe('UTC');
    for (const bad of ['Mars/Olympus', 'IST', '+05:30', '', 'Asia/Kolkata/x', 'a'.repeat(80)]) {
      const res = await host.admin('PUT', '/api/admin/settings', { ...settings, timeZone: bad });
      expect(res.status, bad).toBe(400);
      expect(res.body).toMatchObject({ message: "Invalid body parameter 'timeZone': Choose a time zone such as Asia/Kolkata", field: 'timeZone' });
    }
    expect((await host.admin('PUT', '/api/admin/settings', { ...settings, timeZone: 'Asia/Kolkata' })).body.timeZone).toBe('Asia/Kolkata');
  });

  it('does not count bots, preview links, the console, signed-in staff, unknown languages or unknown articles, and answers each 204', async () => {
    clock.set(new Date('2026-11-27T06:00:00Z'));
    const skipped = [
      sendBeacon(host.url, view('en'), { from: '127.0.0.6', ua: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' }),
      sendBeacon(host.url, view('en'), { from: '127.0.0.6', ua: 'TelegramBot (like TwitterBot)' }),
      sendBeacon(host.url, view('en'), { from: '127.0.0.6', ua: 'curl/8.5.0' }),
      sendBeacon(host.url, view('en'), { from: '127.0.0.6' }),
      sendBeacon(host.url, view('en'), { from: '127.0.0.6', ua: CHROME, headers: { referer: `${host.url}/preview/abcdef?language=hi` } }),
      sendBeacon(host.url, view('en'), { from: '127.0.0.6', ua: CHROME, headers: { referer: `${host.url}/admin/articles` } }),
      sendBeacon(host.url, view('en'), { from: '127.0.0.6', ua: CHROME, headers: { authorization: `Bearer ${host.adminToken}` } }),
      sendBeacon(host.url, view('xx'), { from: '127.0.0.6', ua: CHROME }),
      sendBeacon(host.url, view('kn'), { from: '127.0.0.6', ua: CHROME }), // inactive
      sendBeacon(host.url, view('en', { page: 'article', articleId: 999_999 }), { from: '127.0.0.6', ua: CHROME }),
      sendBeacon(host.url, view('en', { page: 'article' }), { from: '127.0.0.6', ua: CHROME }),
    ];
    for (const res of await Promise.all(skipped)) expect(res.status).toBe(204);
    await expect.poll(() => counted('2026-11-27')).toEqual({ pageviews: 0, visitors: 0 });
    // A reader's page on the site itself is counted (the check above is not "everything is ignored").
    await sendBeacon(host.url, view('en'), { from: '127.0.0.6', ua: CHROME, headers: { referer: `${host.url}/article/halving?language=en` } });
    await expect.poll(() => counted('2026-11-27')).toEqual({ pageviews: 1, visitors: 1 });
  });

  it('answers 204 and never a 5xx to odd input: bad JSON, bad UTF-8, a huge referrer or body, wrong types', async () => {
    clock.set(new Date('2026-11-28T06:00:00Z'));
    const odd: (string | Buffer)[] = [
      '',
      '{',
      'null',
      '[]',
      '"view"',
      '{"type":"view"}',
      JSON.stringify({ ...view('en'), viewId: 'not-a-uuid' }),
      JSON.stringify({ ...view('en'), page: 'admin' }),
      JSON.stringify({ ...view('en'), articleId: -1 }),
      JSON.stringify({ ...view('en'), screenWidth: 'wide' }),
      JSON.stringify({ type: 'engaged', viewId: 'x', seconds: 'long' }),
      Buffer.concat([Buffer.from('{"type":"view","language":"'), Buffer.from([0xff, 0xfe, 0xc3]), Buffer.from('"}')]),
      'x'.repeat(100_000),
    ];
    for (const body of odd) {
      const res = await sendBeacon(host.url, body, { from: '127.0.0.7', ua: CHROME });
      expect(res.status, String(body).slice(0, 60)).toBe(204);
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    expect((await sendBeacon(host.url, 'x', { from: '127.0.0.7', ua: CHROME, type: 'application/json; charset=koi8-r' })).status).toBe(204);
    await expect.poll(() => counted('2026-11-28')).toEqual({ pageviews: 0, visitors: 0 });

    // Sent as JSON or as sendBeacon's text/plain, with a huge referrer and bad UTF-8 in a text: counted, cut to size.
    const long = `https://example.org/${'a'.repeat(5_000)}`;
    expect((await sendBeacon(host.url, view('en', { referrer: long }), { from: '127.0.0.7', ua: CHROME, type: 'application/json' })).status).toBe(204);
    const [before, after] = JSON.stringify(view('en', { referrer: long, utmCampaign: 'XX' })).split('XX') as [string, string];
    const badUtf8 = Buffer.concat([Buffer.from(before), Buffer.from([0xff, 0xfe]), Buffer.from(after)]);
    expect((await sendBeacon(host.url, badUtf8, { from: '127.0.0.7', ua: CHROME })).status).toBe(204);
    const r = await report('2026-11-28');
    expect(r.totals).toMatchObject({ pageviews: 2, visitors: 1 });
    expect(r.sources).toEqual([{ key: 'example.org', pageviews: 2, visitors: 1 }]);
  });

  it('stops counting an address past its per-minute limit, and still answers 204', async () => {
    clock.set(new Date('2026-11-29T06:00:00Z'));
    const answers = await Promise.all(Array.from({ length: 80 }, (_, i) => sendBeacon(host.url, view('en'), { from: '127.0.0.8', ua: `${CHROME} r${i}` })));
    expect(answers.every((a) => a.status === 204)).toBe(true);
    await expect.poll(() => counted('2026-11-29')).toEqual({ pageviews: 60, visitors: 60 });
    // The next minute counts again; other addresses were never limited.
    clock.advance(60_000);
    await sendBeacon(host.url, view('en'), { from: '127.0.0.8', ua: CHROME });
    await sendBeacon(host.url, view('en'), { from: '127.0.0.9', ua: CHROME });
    await expect.poll(() => counted('2026-11-29')).toEqual({ pageviews: 62, visitors: 62 });
  });

  it('counts a concurrent burst exactly: page views, visitors, languages, articles, hours', async () => {
    clock.set(new Date('2026-11-30T09:15:00Z')); // 14:45 in Kolkata
    const readers = Array.from({ length: 25 }, (_, i) => ({ from: `127.0.1.${i + 1}`, ua: i % 2 ? ANDROID : CHROME }));
    const hits = readers.flatMap((r, i) =>
      Array.from({ length: 8 }, (_, j) => sendBeacon(host.url, view(j % 2 ? 'hi' : 'en', j < 4 ? {} : { page: 'article', articleId }), r).then((res) => [i, res.status])),
    );
    expect((await Promise.all(hits)).every(([, s]) => s === 204)).toBe(true);
    // The site's readers are counted after the answers (the trigger on each new edition marker).
    await expect.poll(async () => (await report('2026-11-30')).totals.visitors).toBe(25);
    const r = await report('2026-11-30');
    expect(r.totals).toMatchObject({ pageviews: 200, visitors: 25, articleViews: 100 });
    // Each of the 25 read both editions: 25 readers of each, exactly.
    expect(r.languages).toEqual([
      { languageId: langs.en, pageviews: 100, visitors: 25 },
      { languageId: langs.hi, pageviews: 100, visitors: 25 },
    ]);
    expect(r.articles).toEqual([
      { id: articleId, title: 'The halving', pageviews: 100, visitors: expect.any(Number), shares: 0, byLanguage: [{ languageId: langs.en, pageviews: 50 }, { languageId: langs.hi, pageviews: 50 }] },
    ]);
    expect(r.devices).toEqual([
      { key: 'desktop', pageviews: 104, visitors: 13 },
      { key: 'mobile', pageviews: 96, visitors: 12 },
    ]);
    const hourly = await report('2026-11-30', '2026-11-30', '&interval=hour');
    expect(hourly.series).toHaveLength(24);
    expect(hourly.series[14]).toEqual({ start: '2026-11-30T08:30:00.000Z', pageviews: 200, visitors: 25 });
    expect(hourly.series.reduce((n: number, s: { pageviews: number }) => n + s.pageviews, 0)).toBe(200);
    // Readers online now: the 25 of the last five minutes site-wide; on the article, those whose last page it is.
    for (const [i, reader] of readers.entries()) await sendBeacon(host.url, view('en', i < 15 ? { page: 'article', articleId } : {}), reader);
    expect((await report('2026-11-30')).online).toBe(25);
    expect((await report('2026-11-30', '2026-11-30', `&articleId=${articleId}`)).online).toBe(15);
    clock.advance(6 * 60_000);
    expect((await report('2026-11-30')).online).toBe(0);
  });

  it('normalises sources, utm, countries from the time zone, devices and browser languages', async () => {
    clock.set(new Date('2026-12-01T06:00:00Z'));
    const refs: [string, string][] = [
      ['https://www.google.com/', 'google'],
      ['https://www.google.co.in/search?q=x', 'google'],
      ['https://t.me/cryptolekh/12', 'telegram'],
      ['https://web.telegram.org/k/', 'telegram'],
      ['android-app://org.telegram.messenger/', 'telegram'],
      ['https://wa.me/123', 'whatsapp'],
      ['https://l.wl.co/l?u=x', 'whatsapp'],
      ['https://web.whatsapp.com/', 'whatsapp'],
      ['https://t.co/abc', 'x'],
      ['https://twitter.com/someone', 'x'],
      ['https://x.com/someone', 'x'],
      ['https://l.facebook.com/l.php?u=x', 'facebook'],
      ['https://m.facebook.com/', 'facebook'],
      ['https://fb.me/x', 'facebook'],
      ['', 'direct'],
      ['not a url', 'direct'],
      [`${host.url}/articles`, 'direct'],
      ['https://news.ycombinator.com/item?id=1', 'ycombinator.com'],
      ['https://www.bbc.co.uk/news', 'bbc.co.uk'],
    ];
    let n = 0;
    for (const [referrer] of refs) await sendBeacon(host.url, view('en', { referrer }), { from: '127.0.2.1', ua: `${CHROME} s${n++}` });
    const zones: [string | undefined, number | undefined, string][] = [
      ['Asia/Calcutta', 390, IPAD],
      ['Asia/Dhaka', 390, ANDROID],
      ['Europe/London', 1440, CHROME],
      ['Mars/Base', 1440, CHROME],
      [undefined, undefined, CHROME],
    ];
    for (const [timeZone, screenWidth, ua] of zones) {
      await sendBeacon(host.url, view('bn', { timeZone, screenWidth, browserLanguage: 'bn_bd', utmSource: 'Newsletter', utmMedium: 'email', utmCampaign: 'Halving Week' }), { from: '127.0.2.2', ua: `${ua} z${n++}` });
    }
    const r = await report('2026-12-01');
    const sources = Object.fromEntries(r.sources.map((s: { key: string; pageviews: number }) => [s.key, s.pageviews]));
    const expected: Record<string, number> = {};
    for (const [, key] of refs) expected[key] = (expected[key] ?? 0) + 1;
    expected.direct! += zones.length;
    expect(sources).toEqual(expected);
    const countries = Object.fromEntries(r.countries.map((s: { key: string; pageviews: number }) => [s.key, s.pageviews]));
    expect(countries).toEqual({ IN: refs.length + 1, BD: 1, GB: 1, unknown: 2 });
    const devices = Object.fromEntries(r.devices.map((s: { key: string; pageviews: number }) => [s.key, s.pageviews]));
    expect(devices).toEqual({ desktop: refs.length + 3, tablet: 1, mobile: 1 });
    const browserLanguages = Object.fromEntries(r.browserLanguages.map((s: { key: string; pageviews: number }) => [s.key, s.pageviews]));
    expect(browserLanguages).toEqual({ 'en-IN': refs.length, 'bn-BD': zones.length });
  });

  it('costs at most 3 writes and no read per page view, once the instance has the day’s salt and its catalog, 2 writes once per reader of the site a day after the answer, and a read and 2 writes per engaged report (Firestore billing as the usage meter models it)', async () => {
    clock.set(new Date('2026-12-02T06:00:00Z'));
    // The day's salt and the catalog of published articles: read once per instance.
    await sendBeacon(host.url, view('en', { page: 'article', articleId }), { from: '127.0.3.1', ua: CHROME });
    await readersCounted(host);
    const cost = async (p: Promise<unknown>) => {
      host.firestore.meter.reset();
      await p;
      await readersCounted(host);
      const u = host.firestore.meter.usage();
      return { reads: u.reads, writes: u.writesByCollection, deletes: u.deletes };
    };
    // A new reader: in the request, the open view, the edition marker and one shard; after it, the
    // trigger counts the site's reader: the site-day marker and one shard.
    const opened = crypto.randomUUID();
    expect(await cost(sendBeacon(host.url, view('hi', { viewId: opened, page: 'article', articleId }), { from: '127.0.3.2', ua: CHROME }))).toEqual({
      reads: 0,
      writes: { analyticsOpenViews: 1, analyticsVisitors: 1, analyticsDays: 2, analyticsDayVisitors: 1 },
      deletes: 0,
    });
    // The same reader again, in the same edition: the open view, the marker's update and one shard.
    expect(await cost(sendBeacon(host.url, view('hi'), { from: '127.0.3.2', ua: CHROME }))).toEqual({ reads: 0, writes: { analyticsOpenViews: 1, analyticsVisitors: 1, analyticsDays: 1 }, deletes: 0 });
    // In another edition: a new edition marker and one shard; the trigger finds the site's reader counted (its batch is refused: no write).
    expect(await cost(sendBeacon(host.url, view('en'), { from: '127.0.3.2', ua: CHROME }))).toEqual({ reads: 0, writes: { analyticsOpenViews: 1, analyticsVisitors: 1, analyticsDays: 1 }, deletes: 0 });
    // An engaged report of a counted view: its open view read and closed, one shard.
    expect(await cost(sendBeacon(host.url, { type: 'engaged', viewId: opened, page: 'article', articleId, language: 'hi', seconds: 12 }, { from: '127.0.3.2', ua: CHROME }))).toEqual({
      reads: 1,
      writes: { analyticsDays: 1, analyticsOpenViews: 1 },
      deletes: 0,
    });
    // Of a view never counted: the read that finds no open view, nothing written.
    expect(await cost(sendBeacon(host.url, { type: 'engaged', viewId: crypto.randomUUID(), page: 'home', language: 'en', seconds: 12 }, { from: '127.0.3.2', ua: CHROME }))).toEqual({
      reads: 1,
      writes: {},
      deletes: 0,
    });
    // What is not counted costs nothing.
    expect(await cost(sendBeacon(host.url, view('en'), { from: '127.0.3.2', ua: 'Googlebot/2.1' }))).toEqual({ reads: 0, writes: {}, deletes: 0 });
    await expect.poll(() => counted('2026-12-02')).toEqual({ pageviews: 4, visitors: 2 });
  });
});
