/**
 * Page-view beacons as a hostile reader sends them (issue 37). The beacon answers 204 whatever
 * happens, so every test here reads back what was counted: hostile map keys count exactly one
 * page view and one visitor each and store only field names Cloud Firestore accepts; 10 KB fields
 * are cut, not dropped; engaged time counts only for a counted view, once, capped at 1,800 s;
 * one client cannot fill the 50-key cap of a day's sources; the day's salt is gone once no page
 * view can use it. The documented numbers (200 characters, 100-character keys, 50 keys, 1,800 s)
 * are literals here.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allDocuments, documentsOf, observer } from '../helpers/firestore-documents.js';
import { startAdminHost, type AdminTestHost } from '../helpers/admin-host.js';
import { ANDROID, CHROME, readersCounted, sendBeacon, view } from '../helpers/analytics.js';
import { manualClock } from '../helpers/clock.js';
import { content, createArticle, createLanguages, type Langs } from '../helpers/fixtures.js';

const clock = manualClock(new Date('2026-10-01T06:00:00Z'));

/** What Cloud Firestore refuses as a field name; the local database accepts some of it. */
function firestoreRefuses(key: string): string | undefined {
  if (key === '') return 'empty';
  if (/^__.*__$/su.test(key)) return 'reserved';
  if (Buffer.byteLength(key, 'utf8') > 1_500) return 'longer than 1,500 bytes';
  if (/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(key)) return 'a lone surrogate';
  if (/[\p{Cc}]/u.test(key)) return 'a control character';
  return undefined;
}

/** Every field name of a stored value, nested maps included. */
function fieldNames(value: unknown, out: string[] = []): string[] {
  if (value && typeof value === 'object' && !Array.isArray(value) && !Buffer.isBuffer(value) && !(value instanceof Uint8Array) && !('toDate' in value)) {
    for (const [k, v] of Object.entries(value)) {
      out.push(k);
      fieldNames(v, out);
    }
  }
  return out;
}

const HOSTILE = [
  '',
  ' ',
  '\u0001',
  '\u0000\u007f',
  '\u0085',
  '__',
  '____',
  '__x__',
  '__proto__',
  '__name__',
  '\u0001__x__\u0001',
  'constructor',
  'toString',
  'hasOwnProperty',
  'a.b',
  'a/b',
  '`',
  '\\',
  '\ud800',
  'x\udc00y',
  '😀'.repeat(120),
  '\u202eevil',
  '\u200b\ufeff',
  '\u2028',
  'a'.repeat(10_000),
];

describe('hostile page-view beacons', () => {
  let host: AdminTestHost;
  let langs: Langs;
  let articleId: number;

  beforeAll(async () => {
    host = await startAdminHost({ clock, seed: false });
    langs = await createLanguages(host.services);
    articleId = (await createArticle(host.services, langs, { slug: 'halving', title: 'The halving', translations: [content(langs.hi, 'हाल्विंग')] })).id;
  });
  afterAll(() => host.stop());

  const report = async (day: string, extra = '') => {
    const res = await host.admin('GET', `/api/admin/analytics?from=${day}&to=${day}${extra}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body;
  };
  const counted = async (day: string) => {
    const r = await report(day);
    return { pageviews: r.totals.pageviews, visitors: r.totals.visitors };
  };
  const csvRows = async (day: string) => {
    const res = await host.admin('GET', `/api/admin/analytics/export?from=${day}&to=${day}`);
    expect(res.status).toBe(200);
    return (res.body as string).split('\r\n').slice(1, -1);
  };
  const stored = () => allDocuments(observer(host.firestore));
  const dayShards = async (day: string) => (await documentsOf(observer(host.firestore), 'analyticsDays')).filter(([path]) => path.startsWith(`analyticsDays/${day}_`)).map(([, data]) => data);
  /** The keys of one map over a day's shards, with their page views. */
  const storedKeys = async (day: string, map: string) => {
    const keys = new Map<string, number>();
    for (const d of await dayShards(day)) for (const [k, c] of Object.entries((d[map] ?? {}) as Record<string, { pv?: number }>)) keys.set(k, (keys.get(k) ?? 0) + (c.pv ?? 0));
    return keys;
  };
  const engaged = (viewId: string, seconds: number, over: Record<string, unknown> = {}) => ({ type: 'engaged', viewId, page: 'home', language: 'en', seconds, ...over });

  it('counts exactly one page view and one visitor for a beacon with a hostile value in every text, and stores only field names Firestore accepts', async () => {
    for (const [i, value] of HOSTILE.entries()) {
      const day = `2026-10-${String(i + 1).padStart(2, '0')}`;
      clock.set(new Date(`${day}T06:00:00Z`));
      const beacon = view('en', { referrer: `https://${value}/`, utmSource: value, utmMedium: value, utmCampaign: value, browserLanguage: value, timeZone: value });
      expect((await sendBeacon(host.url, beacon, { from: `127.0.20.${i + 1}`, ua: CHROME })).status).toBe(204);
      // The referrer as written, too (not a URL, or a host Firestore would refuse as a key).
      expect((await sendBeacon(host.url, view('hi', { referrer: value, utmCampaign: value }), { from: `127.0.20.${i + 1}`, ua: CHROME })).status).toBe(204);
      await readersCounted(host);
      await expect.poll(() => counted(day), { message: JSON.stringify(value).slice(0, 40) }).toEqual({ pageviews: 2, visitors: 1 });
      const r = await report(day);
      expect(r.languages, JSON.stringify(value).slice(0, 40)).toEqual([
        { languageId: langs.en, pageviews: 1, visitors: 1 },
        { languageId: langs.hi, pageviews: 1, visitors: 1 },
      ]);
      expect(r.sources.reduce((n: number, s: { pageviews: number }) => n + s.pageviews, 0)).toBe(2);
      expect(r.sources.reduce((n: number, s: { visitors: number }) => n + s.visitors, 0)).toBe(1);
    }
    // Nothing the beacons wrote has a field name real Firestore would refuse, nor a key over 100 characters.
    const names = (await stored())
      .filter(([path]) => path.startsWith('analytics'))
      .flatMap(([, data]) => fieldNames(data));
    expect(names.filter((k) => firestoreRefuses(k) !== undefined)).toEqual([]);
    expect(names.filter((k) => [...k].length > 100)).toEqual([]);
    // The cleaned keys, as kept.
    expect([...(await storedKeys('2026-10-08', 'utmCampaigns')).keys()]).toEqual(['_x__']);
    expect([...(await storedKeys('2026-10-09', 'utmCampaigns')).keys()]).toEqual(['_proto__']);
    expect([...(await storedKeys('2026-10-03', 'utmCampaigns')).keys()]).toEqual([]);
    expect([...(await storedKeys(`2026-10-${HOSTILE.length}`, 'utmCampaigns')).keys()]).toEqual(['a'.repeat(100)]);
  });

  it('counts the reader of a marker stored with keys Firestore would refuse (written before the fix) once, its keys cleaned, and the trigger does not fail', async () => {
    const day = '2026-10-31';
    const visitor = 'f'.repeat(64);
    const errorsBefore = host.triggers.getStats('onAnalyticsReaderCreated').errorCount;
    await host.firestore.db
      .collection('analyticsVisitors')
      .doc(`${day}_${visitor}_${langs.en}`)
      .create({
        day,
        visitor,
        languageId: langs.en,
        hour: '10',
        first: { sources: '__x__', utmCampaigns: '\u0001', utmSources: '', countries: 'IN', devices: 'desktop' },
        lastSeen: Timestamp.fromDate(new Date(`${day}T04:30:00Z`)),
        articleId: null,
        expireAt: Timestamp.fromDate(new Date('2026-11-01T18:30:00Z')),
      });
    await readersCounted(host);
    expect(host.triggers.getStats('onAnalyticsReaderCreated').errorCount).toBe(errorsBefore);
    await expect.poll(() => counted(day)).toEqual({ pageviews: 0, visitors: 1 });
    const shard = (await dayShards(day))[0]!;
    expect(shard.sources).toEqual({ _x__: { v: 1 } });
    expect(shard.countries).toEqual({ IN: { v: 1 } });
    expect(shard).not.toHaveProperty('utmCampaigns');
    expect(shard).not.toHaveProperty('utmSources');
  });

  it('counts a view whose utm_campaign, referrer or every text is 10 KB, each text cut to 200 characters', async () => {
    clock.set(new Date('2026-11-01T06:00:00Z'));
    const long = (c: string) => c.repeat(10_000);
    const cases = [
      { utmCampaign: long('c') },
      { referrer: `https://example.org/${long('r')}` },
      { referrer: `https://example.org/${long('r')}`, utmSource: long('s'), utmMedium: long('m'), utmCampaign: long('c'), browserLanguage: `bn-BD${long('b')}`, timeZone: long('z') },
    ];
    for (const [i, over] of cases.entries()) {
      const res = await sendBeacon(host.url, view('en', over), { from: `127.0.21.${i + 1}`, ua: CHROME });
      expect(res.status).toBe(204);
    }
    await readersCounted(host);
    await expect.poll(() => counted('2026-11-01')).toEqual({ pageviews: 3, visitors: 3 });
    const r = await report('2026-11-01');
    expect(r.sources).toEqual([
      { key: 'example.org', pageviews: 2, visitors: 2 },
      { key: 'direct', pageviews: 1, visitors: 1 },
    ]);
    expect(r.browserLanguages).toEqual([
      { key: 'en-IN', pageviews: 2, visitors: 2 },
      { key: 'bn-BD', pageviews: 1, visitors: 1 },
    ]);
    // A key is the first 100 characters of the 200 kept.
    expect(Object.fromEntries(await storedKeys('2026-11-01', 'utmCampaigns'))).toEqual({ ['c'.repeat(100)]: 2 });
    expect(Object.fromEntries(await storedKeys('2026-11-01', 'utmSources'))).toEqual({ ['s'.repeat(100)]: 1 });
  });

  it('counts engaged time only for a counted view, once however often it is replayed, capped at 1,800 s, on the view’s own day, edition and page', async () => {
    const day = '2026-11-02';
    clock.set(new Date(`${day}T06:00:00Z`));
    const A = { from: '127.0.22.1', ua: CHROME };
    // Engaged reports of views never counted add nothing: no seconds, no row.
    for (const page of ['home', 'article'] as const) {
      expect((await sendBeacon(host.url, engaged(crypto.randomUUID(), 1_800, { page, ...(page === 'article' && { articleId }) }), A)).status).toBe(204);
    }
    await expect.poll(() => csvRows(day)).toEqual([`${day},all,,0,0,0`]);
    expect((await report(day)).totals).toMatchObject({ pageviews: 0, visitors: 0, engagedSeconds: 0 });

    // A counted view (60 s) replayed 10 times, at once and one after another, and one (20 s) once: (60 + 20) / 2.
    const read = crypto.randomUUID();
    const other = crypto.randomUUID();
    expect((await sendBeacon(host.url, view('en', { viewId: read }), A)).status).toBe(204);
    expect((await sendBeacon(host.url, view('en', { viewId: other }), A)).status).toBe(204);
    await Promise.all(Array.from({ length: 5 }, () => sendBeacon(host.url, engaged(read, 60), A)));
    for (let i = 0; i < 5; i++) await sendBeacon(host.url, engaged(read, 60), A);
    await sendBeacon(host.url, engaged(other, 20), A);
    await expect.poll(() => csvRows(day)).toEqual([`${day},${langs.en},en,2,1,40`, `${day},all,,2,1,40`]);
    expect((await report(day)).totals).toMatchObject({ pageviews: 2, visitors: 1, engagedSeconds: 40 });
    // The view beacon replayed is not a second page view, and its engaged time is not reopened.
    expect((await sendBeacon(host.url, view('en', { viewId: read }), A)).status).toBe(204);
    await sendBeacon(host.url, engaged(read, 60), A);
    await expect.poll(() => csvRows(day)).toEqual([`${day},${langs.en},en,2,1,40`, `${day},all,,2,1,40`]);

    // Over 1,800 s is 1,800 s.
    const capDay = '2026-11-03';
    clock.set(new Date(`${capDay}T06:00:00Z`));
    for (const seconds of [1_801, 86_400, 1e12]) {
      const id = crypto.randomUUID();
      await sendBeacon(host.url, view('en', { viewId: id }), A);
      await sendBeacon(host.url, engaged(id, seconds), A);
    }
    await expect.poll(() => csvRows(capDay)).toEqual([`${capDay},${langs.en},en,3,1,1800`, `${capDay},all,,3,1,1800`]);

    // The engaged time is the view's: its day (reported after midnight), its edition, page and
    // article, whatever the report claims.
    clock.set(new Date('2026-11-04T18:20:00Z')); // 23:50 on the 4th in Kolkata
    const late = crypto.randomUUID();
    await sendBeacon(host.url, view('hi', { viewId: late, page: 'article', articleId }), A);
    clock.set(new Date('2026-11-04T18:40:00Z')); // 00:10 on the 5th
    await sendBeacon(host.url, engaged(late, 1_200, { page: 'home', language: 'en' }), A);
    await expect.poll(() => csvRows('2026-11-04')).toEqual([`2026-11-04,${langs.hi},hi,1,1,1200`, '2026-11-04,all,,1,1,1200']);
    expect(await csvRows('2026-11-05')).toEqual(['2026-11-05,all,,0,0,0']);
    expect((await report('2026-11-04', `&articleId=${articleId}`)).totals.engagedSeconds).toBe(1_200);
  });

  it('keeps a day’s sources readable when one client sends 55 invented referrers: a WhatsApp reader is WhatsApp, another site is itself', async () => {
    const invented = (i: number) => `https://spam-${i}.example/`;
    // One client, one browser: the first page view is a new reader, the other 54 are not.
    let day = '2026-11-06';
    clock.set(new Date(`${day}T06:00:00Z`));
    for (let i = 0; i < 55; i++) await sendBeacon(host.url, view('en', { referrer: invented(i) }), { from: '127.0.23.1', ua: CHROME });
    await sendBeacon(host.url, view('en', { referrer: 'https://wa.me/123' }), { from: '127.0.23.2', ua: ANDROID });
    await sendBeacon(host.url, view('en', { referrer: 'https://news.ycombinator.com/item?id=1' }), { from: '127.0.23.3', ua: CHROME });
    await readersCounted(host);
    await expect.poll(async () => (await report(day)).sources).toEqual([
      { key: 'other', pageviews: 54, visitors: 0 },
      { key: 'spam-0.example', pageviews: 1, visitors: 1 },
      { key: 'whatsapp', pageviews: 1, visitors: 1 },
      { key: 'ycombinator.com', pageviews: 1, visitors: 1 },
    ]);

    // One address, a new browser each time (55 readers): it adds at most 2 sources a day.
    day = '2026-11-07';
    clock.set(new Date(`${day}T06:00:00Z`));
    await Promise.all(Array.from({ length: 55 }, (_, i) => sendBeacon(host.url, view('en', { referrer: invented(i) }), { from: '127.0.23.4', ua: `${CHROME} x${i}` })));
    await sendBeacon(host.url, view('en', { referrer: 'https://wa.me/123' }), { from: '127.0.23.5', ua: ANDROID });
    await sendBeacon(host.url, view('en', { referrer: 'https://news.ycombinator.com/item?id=1' }), { from: '127.0.23.6', ua: CHROME });
    await readersCounted(host);
    await expect.poll(() => counted(day)).toEqual({ pageviews: 57, visitors: 57 });
    const sources = (await report(day)).sources as { key: string; pageviews: number; visitors: number }[];
    expect(sources.filter((s) => s.key.startsWith('spam-'))).toHaveLength(2);
    expect(sources.filter((s) => !s.key.startsWith('spam-'))).toEqual([
      { key: 'other', pageviews: 53, visitors: 53 },
      { key: 'whatsapp', pageviews: 1, visitors: 1 },
      { key: 'ycombinator.com', pageviews: 1, visitors: 1 },
    ]);
  });

  it('keeps at most 50 keys of a breakdown a day; the rest are "other"', async () => {
    const day = '2026-11-08';
    clock.set(new Date(`${day}T06:00:00Z`));
    // 60 readers, each from their own address and their own site.
    for (let i = 0; i < 60; i++) await sendBeacon(host.url, view('en', { referrer: `https://site-${String(i).padStart(2, '0')}.example/` }), { from: `127.0.24.${i + 1}`, ua: CHROME });
    await readersCounted(host);
    await expect.poll(() => counted(day)).toEqual({ pageviews: 60, visitors: 60 });
    const keys = await storedKeys(day, 'sources');
    expect(keys.size).toBe(51);
    expect(keys.get('other')).toBe(10);
    expect([...keys.keys()].filter((k) => k !== 'other').sort()).toEqual(Array.from({ length: 50 }, (_, i) => `site-${String(i).padStart(2, '0')}.example`));
    // The report lists the top 50.
    const sources = (await report(day)).sources;
    expect(sources).toHaveLength(50);
    expect(sources[0]).toEqual({ key: 'other', pageviews: 10, visitors: 10 });
  });

  it('deletes the day’s salt once no page view can use it: when the next day’s is made, or by its TTL at the end of its day on a quiet site', async () => {
    const salt = async (day: string) => (await observer(host.firestore).doc(`analyticsSalts/${day}`).get()).data();
    clock.set(new Date('2026-11-09T18:00:00Z')); // 23:30 on the 9th in Kolkata
    await sendBeacon(host.url, view('en'), { from: '127.0.25.1', ua: CHROME });
    expect((await salt('2026-11-09'))!.salt).toHaveLength(32);
    // The first page view of the 10th makes its salt and deletes the 9th's.
    clock.set(new Date('2026-11-09T18:31:00Z'));
    await sendBeacon(host.url, view('en'), { from: '127.0.25.1', ua: CHROME });
    expect((await salt('2026-11-10'))!.salt).toHaveLength(32);
    expect((await salt('2026-11-09'))).toBeUndefined();
    await expect.poll(() => counted('2026-11-09')).toEqual({ pageviews: 1, visitors: 1 });
    await expect.poll(() => counted('2026-11-10')).toEqual({ pageviews: 1, visitors: 1 });

    // Nobody reads on the 11th: the 10th's salt expires at the end of the 10th (18:30Z), and the
    // host's TTL sweep (Firestore's TTL policy) removes it; the reader markers stay until the end of the 11th.
    expect((await salt('2026-11-10'))!.expireAt.toDate().toISOString()).toBe('2026-11-10T18:30:00.000Z');
    clock.set(new Date('2026-11-10T18:30:01Z'));
    const { deleteExpired, readTtlPolicies } = await import('../../emulators/src/ttl-policies.js');
    await deleteExpired(host.firestore.db, readTtlPolicies(), clock.now());
    expect((await salt('2026-11-10'))).toBeUndefined();
    expect((await documentsOf(observer(host.firestore), 'analyticsVisitors')).filter(([path]) => path.startsWith('analyticsVisitors/2026-11-10_'))).toHaveLength(1);
  });
});
