/** The console's dashboard numbers, language management and the site settings page over the admin API. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SITE_SETTINGS } from '../../functions/src/contract/index.js';
import type { NewArticle } from '../../functions/src/data/index.js';
import { manualClock } from '../helpers/clock.js';
import { content, createArticle, createLanguages, type Langs } from '../helpers/fixtures.js';
import { startAdminHost, type AdminTestHost } from '../helpers/admin-host.js';

describe('admin dashboard, language and settings calls', () => {
  // 00:30 IST on 16 January 2026 is 19:00 UTC on 15 January: the IST day began 30 minutes ago.
  const clock = manualClock(new Date('2026-01-15T19:00:00Z'));
  let host: AdminTestHost;
  let langs: Langs;
  beforeAll(async () => {
    host = await startAdminHost({ clock });
    langs = await createLanguages(host.services);
  });
  afterAll(() => host.stop());

  // First, while the database holds only the four languages, so the totals are exact.
  describe('GET /api/admin/stats', () => {
    it('counts all articles, those published today in India, active languages and all views', async () => {
      const at = (iso: string) => ({ publishedAt: new Date(iso) });
      const mk = (slug: string, over: Partial<NewArticle>) => createArticle(host.services, langs, { ...over, slug });
      // 23:50 IST on the 15th: yesterday in India, although the same UTC day as "now".
      await mk('yesterday-ist', at('2026-01-15T18:20:00Z'));
      // 00:10 IST on the 16th: today.
      const today1 = await mk('today-ist-1', at('2026-01-15T18:40:00Z'));
      const today2 = await mk('today-ist-2', at('2026-01-15T18:55:00Z'));
      await mk('draft-today', { status: 'draft' });
      await host.services.repos.articles.counters(today1.id).reset({ views: 40, shares: 1 });
      await host.services.repos.articles.counters(today2.id).reset({ views: 2 });
      await host.post(`/api/articles/${today2.id}/view`);
      // Ad counters live in the same kind of shards; they must not count as views.
      const ad = await host.services.repos.ads.create(
        { name: 'a', type: 'banner', placement: 'homepage', headline: 'h', text: 't', imageUrl: null, imagePublicId: null, url: null, content: null, isActive: true, priority: 0 },
        clock.now(),
      );
      await host.services.repos.ads.counters(ad.id).reset({ impressions: 1000, clicks: 10 });

      // Total views sums the articles' rolled-up stats: exact once the roll-ups (about a second) land.
      const stats = async () => {
        const res = await host.admin('GET', '/api/admin/stats');
        expect(res.status).toBe(200);
        return res.body as unknown;
      };
      await expect
        .poll(stats, { timeout: 10_000 })
        .toEqual({
          totalArticles: 4,
          publishedToday: 2,
          activeLanguages: 3,
          totalViews: 43,
          aiUsage: { month: '2026-01', requests: 0, tokens: 0 },
          // The ad's lifetime counts (set without days) are in no day; a lifetime view is not a page view of a day.
          last30Days: { from: '2025-12-18', to: '2026-01-16', timeZone: 'Asia/Kolkata', pageviews: 0, visitors: 0, adImpressions: 0, adClicks: 0, adCtr: '0.00' },
        });

      // At 23:59 IST the same articles are still today's; a minute later the day turns.
      clock.set(new Date('2026-01-16T18:29:00Z'));
      expect((await host.admin('GET', '/api/admin/stats')).body.publishedToday).toBe(2);
      clock.set(new Date('2026-01-16T18:30:00Z'));
      expect((await host.admin('GET', '/api/admin/stats')).body.publishedToday).toBe(0);
    });
  });

  const publicCodes = async () => ((await (await host.get('/api/languages')).json()) as { code: string }[]).map((l) => l.code);

  it('GET /api/admin/languages lists every language, active or not, English first', async () => {
    const res = await host.admin('GET', '/api/admin/languages');
    expect(res.status).toBe(200);
    expect(res.body.map((l: { code: string; isActive: boolean }) => [l.code, l.isActive])).toEqual([
      ['en', true],
      ['hi', true],
      ['bn', true],
      ['kn', false],
    ]);
    expect(res.body[0]).toEqual({ id: 1, code: 'en', name: 'English', nativeName: 'English', isActive: true, createdAt: expect.stringMatching(/Z$/) });
  });

  describe('POST /api/admin/languages', () => {
    it('adds a language, active by default, that readers can pick', async () => {
      const res = await host.admin('POST', '/api/admin/languages', { code: 'TA', name: 'Tamil', nativeName: 'தமிழ்' });
      expect(res.status).toBe(201);
      expect(res.body).toEqual({ id: expect.any(Number), code: 'ta', name: 'Tamil', nativeName: 'தமிழ்', isActive: true, createdAt: expect.any(String) });
      expect(await publicCodes()).toContain('ta');
    });

    it('adds an inactive language that readers do not see', async () => {
      const res = await host.admin('POST', '/api/admin/languages', { code: 'hi-en', name: 'Hinglish', nativeName: 'Hinglish', isActive: false });
      expect(res.body).toMatchObject({ code: 'hi-en', isActive: false });
      expect(await publicCodes()).not.toContain('hi-en');
    });

    it.each<[string, Record<string, unknown>, string, string]>([
      ['a 1-letter code', { code: 'x' }, 'code', 'Language code must be 2 to 5 characters'],
      ['a 6-letter code', { code: 'abcdef' }, 'code', 'Language code must be 2 to 5 characters'],
      ['no code', { code: undefined }, 'code', 'Language code must be 2 to 5 characters'],
      ['a code with digits', { code: 'h1' }, 'code', 'Language code may contain only lowercase letters and one hyphen (e.g. hi or hi-en)'],
      ['no name', { name: '' }, 'name', 'Language name is required'],
      ['a blank name', { name: '  ' }, 'name', 'Language name is required'],
      ['no native name', { nativeName: undefined }, 'nativeName', 'Native name is required'],
      ['a non-boolean isActive', { isActive: 'yes' }, 'isActive', 'Must be true or false, not text'],
      ['an unknown field', { flag: '🇮🇳' }, 'flag', 'unknown field'],
    ])('refuses %s with 400', async (_name, over, field, reason) => {
      const res = await host.admin('POST', '/api/admin/languages', { code: 'mr', name: 'Marathi', nativeName: 'मराठी', ...over });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: `Invalid body parameter '${field}': ${reason}`, field, reason });
    });

    it('refuses a code that exists with 409', async () => {
      const res = await host.admin('POST', '/api/admin/languages', { code: 'HI', name: 'Hindi again', nativeName: 'हिन्दी' });
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ message: "Language code 'hi' already exists", field: 'code', reason: 'already exists' });
    });
  });

  describe('PUT /api/admin/languages/{id}', () => {
    it('toggles only isActive when only isActive is sent (the list switch)', async () => {
      const res = await host.admin('PUT', `/api/admin/languages/${langs.bn}`, { isActive: false });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id: langs.bn, code: 'bn', name: 'Bengali', nativeName: 'বাংলা', isActive: false });
      expect(await publicCodes()).not.toContain('bn');
      expect((await host.admin('PUT', `/api/admin/languages/${langs.bn}`, { isActive: true })).body.isActive).toBe(true);
      expect(await publicCodes()).toContain('bn');
    });

    it('saves the full form', async () => {
      const res = await host.admin('PUT', `/api/admin/languages/${langs.kn}`, { code: 'kn', name: 'Kannada (India)', nativeName: 'ಕನ್ನಡ', isActive: true });
      expect(res.body).toMatchObject({ id: langs.kn, name: 'Kannada (India)', isActive: true });
    });

    it('refuses a code another language has (409), an empty body (400) and an unknown id (404)', async () => {
      expect(await host.admin('PUT', `/api/admin/languages/${langs.kn}`, { code: 'hi' })).toMatchObject({ status: 409, body: { message: "Language code 'hi' already exists" } });
      expect(await host.admin('PUT', `/api/admin/languages/${langs.kn}`, {})).toMatchObject({ status: 400, body: { message: 'Send at least one field to change' } });
      expect(await host.admin('PUT', `/api/admin/languages/${langs.kn}`, { name: '' })).toMatchObject({ status: 400, body: { field: 'name', reason: 'Language name is required' } });
      expect(await host.admin('PUT', '/api/admin/languages/99999', { isActive: true })).toMatchObject({ status: 404, body: { message: 'Language not found' } });
    });

    it('never deactivates or recodes English, but lets its names change', async () => {
      expect(await host.admin('PUT', '/api/admin/languages/1', { isActive: false })).toMatchObject({
        status: 400,
        body: { message: 'English is the default language and cannot be deactivated', field: 'isActive' },
      });
      expect(await host.admin('PUT', '/api/admin/languages/1', { code: 'eng' })).toMatchObject({ status: 400, body: { field: 'code' } });
      expect((await host.admin('PUT', '/api/admin/languages/1', { name: 'English', nativeName: 'English', isActive: true })).status).toBe(200);
      expect(await publicCodes()).toContain('en');
    });
  });

  describe('DELETE /api/admin/languages/{id}', () => {
    it('deletes a language nothing uses', async () => {
      const { id } = (await host.admin('POST', '/api/admin/languages', { code: 'pa', name: 'Punjabi', nativeName: 'ਪੰਜਾਬੀ' })).body;
      expect(await host.admin('DELETE', `/api/admin/languages/${id}`)).toMatchObject({ status: 200, body: { id, deleted: true } });
      expect((await host.admin('GET', '/api/admin/languages')).body.map((l: { code: string }) => l.code)).not.toContain('pa');
      expect(await host.admin('DELETE', `/api/admin/languages/${id}`)).toMatchObject({ status: 404, body: { message: 'Language not found' } });
    });

    it('never deletes English', async () => {
      expect(await host.admin('DELETE', '/api/admin/languages/1')).toMatchObject({
        status: 400,
        body: { message: 'English is the default language and cannot be deleted', field: 'id' },
      });
    });

    it('refuses with 409 while translations use it, and allows it once they are gone', async () => {
      const { id: gu } = (await host.admin('POST', '/api/admin/languages', { code: 'gu', name: 'Gujarati', nativeName: 'ગુજરાતી' })).body;
      const a1 = await createArticle(host.services, langs, { slug: 'uses-gujarati-1', translations: [content(gu, 'ગુજરાતી 1')] });
      await createArticle(host.services, langs, { slug: 'uses-gujarati-2', status: 'draft', translations: [content(gu, 'ગુજરાતી 2')] });

      const refused = await host.admin('DELETE', `/api/admin/languages/${gu}`);
      expect(refused.status).toBe(409);
      expect(refused.body).toEqual({
        message: 'Gujarati cannot be deleted because 2 articles still use it. Deactivate it instead to hide it from readers.',
        field: 'id',
        reason: 'in use',
      });

      await host.admin('DELETE', `/api/admin/articles/${a1.id}/translations/${gu}`);
      const a2 = (await host.admin('GET', '/api/admin/articles?limit=100')).body.find((a: { slug: string }) => a.slug === 'uses-gujarati-2');
      await host.admin('DELETE', `/api/admin/articles/${a2.id}/translations/${gu}`);
      expect((await host.admin('DELETE', `/api/admin/languages/${gu}`)).status).toBe(200);
    });

    it('refuses with 409 while a chat channel uses it', async () => {
      const { id: ml } = (await host.admin('POST', '/api/admin/languages', { code: 'ml', name: 'Malayalam', nativeName: 'മലയാളം' })).body;
      // Channels arrive with a later issue; their documents name the language the same way.
      await host.firestore.db.collection('telegramChannels').doc('1').set({ id: 1, name: 'Malayalam channel', languageId: ml });
      const refused = await host.admin('DELETE', `/api/admin/languages/${ml}`);
      expect(refused).toMatchObject({
        status: 409,
        body: { message: 'Malayalam cannot be deleted because 1 Telegram channel still uses it. Deactivate it instead to hide it from readers.' },
      });
    });

    it('refuses a malformed id with 400', async () => {
      expect(await host.admin('DELETE', '/api/admin/languages/en')).toMatchObject({ status: 400, body: { field: 'id' } });
    });
  });

  describe('site settings: GET and PUT /api/admin/settings', () => {
    const saved = {
      contactEmail: 'partners@cryptolekh.in',
      contactPhone: '+91 80 1234 5678',
      chatChannelUrl: 'https://t.me/cryptolekh_hi',
      social: { x: 'https://x.com/lekh', youtube: '', linkedin: 'https://www.linkedin.com/company/lekh' },
    };
    // A form without the time zone or the measured-audience switch (a console from before issue 30)
    // keeps the stored ones, the defaults here.
    const read = { ...saved, timeZone: 'Asia/Kolkata', showMeasuredAudience: false };

    it('reads the defaults, saves the whole form, and the reader site shows what was saved', async () => {
      expect(await host.admin('GET', '/api/admin/settings')).toMatchObject({ status: 200, body: DEFAULT_SITE_SETTINGS });
      const res = await host.admin('PUT', '/api/admin/settings', saved);
      expect(res).toMatchObject({ status: 200, body: read });
      expect((await host.admin('GET', '/api/admin/settings')).body).toEqual(read);
      expect(await (await host.get('/api/site-settings')).json()).toEqual(read);
    });

    it.each<[string, Record<string, unknown>, string, string]>([
      ['a bad email', { contactEmail: 'partners' }, 'contactEmail', 'Please enter a valid email address'],
      ['no phone', { contactPhone: ' ' }, 'contactPhone', 'Phone number is required'],
      ['a bad channel URL', { chatChannelUrl: 'telegram' }, 'chatChannelUrl', 'Please enter a valid URL'],
      ['a bad social URL', { social: { ...saved.social, x: 'x.com/lekh' } }, 'social.x', 'Please enter a valid URL'],
      ['an unknown social network', { social: { ...saved.social, tiktok: 'https://tiktok.com/@lekh' } }, 'social.tiktok', 'unknown field'],
      ['an unknown field', { theme: 'dark' }, 'theme', 'unknown field'],
      ['a missing phone', { contactPhone: undefined }, 'contactPhone', 'Phone number is required'],
      ['a missing email', { contactEmail: undefined }, 'contactEmail', 'Please enter a valid email address'],
      ['an unknown time zone', { timeZone: 'Asia/Atlantis' }, 'timeZone', 'Choose a time zone such as Asia/Kolkata'],
      ['a time zone abbreviation', { timeZone: 'IST' }, 'timeZone', 'Choose a time zone such as Asia/Kolkata'],
    ])('refuses %s with 400 and keeps the saved settings', async (_name, over, field, reason) => {
      const res = await host.admin('PUT', '/api/admin/settings', { ...saved, ...over });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: `Invalid body parameter '${field}': ${reason}`, field, reason });
      expect((await host.admin('GET', '/api/admin/settings')).body).toEqual(read);
    });
  });
});
