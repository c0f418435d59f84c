/**
 * Presence over the admin API (issue 39): PUT and DELETE /api/admin/articles/{id}/presence and
 * GET /api/admin/presence. Who else has an article open, in which language version and mode, as of
 * their last beat; gone when they leave or 60 s after their last beat (the host's clock is moved,
 * never waited for). A beat is one Firestore write; the list is one query whose reads count the
 * articles someone has open, not the articles listed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAdminHost, type AdminTestHost } from '../helpers/admin-host.js';
import { manualClock } from '../helpers/clock.js';
import { content, createArticle, createLanguages, type Langs } from '../helpers/fixtures.js';
import { createStaff, type StaffFixture } from '../helpers/staff-fixtures.js';
import { triggersSettled } from '../helpers/trigger-watch.js';

describe('presence', () => {
  const clock = manualClock(new Date(Date.UTC(2026, 10, 29, 9, 0, 0)));
  let host: AdminTestHost;
  let langs: Langs;
  /** An editor of every language, an editor of Hindi, a translator of Hindi. */
  let asha: StaffFixture;
  let priya: StaffFixture;
  let tara: StaffFixture;
  let english: number;
  let other: number;

  const beat = (who: StaffFixture, id: number, body: unknown) => host.call('PUT', `/api/admin/articles/${id}/presence`, { token: who.token, body });
  const leave = (who: StaffFixture, id: number) => host.call('DELETE', `/api/admin/articles/${id}/presence`, { token: who.token });
  const seen = async (who: StaffFixture) => {
    const res = await host.call('GET', '/api/admin/presence', { token: who.token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.articles as { articleId: number; people: { uid: string; name: string; languageId: number; mode: string; at: string }[] }[];
  };
  /** Who `who` sees on article `id`, as "name: languageId mode". */
  const on = async (who: StaffFixture, id: number) => ((await seen(who)).find((a) => a.articleId === id)?.people ?? []).map((p) => `${p.name}: ${p.languageId} ${p.mode}`);

  beforeAll(async () => {
    host = await startAdminHost({ seed: false, schedules: false, clock });
    langs = await createLanguages(host.services);
    asha = await createStaff(host, { role: 'editor', languageIds: '*', name: 'Asha Rao' });
    priya = await createStaff(host, { role: 'editor', languageIds: [langs.hi], name: 'Priya Sharma' });
    tara = await createStaff(host, { role: 'translator', languageIds: [langs.hi], name: 'Tara Bose' });
    english = (await createArticle(host.services, langs, { slug: 'open-by-two', translations: [content(langs.hi, 'हिन्दी')] })).id;
    other = (await createArticle(host.services, langs, { slug: 'open-by-one' })).id;
  });
  afterAll(() => host.stop());

  it('shows who else has an article open, in which language and mode, with their last beat; never oneself', async () => {
    const first = await beat(asha, english, { languageId: langs.en, mode: 'editing' });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toEqual({ at: '2026-11-29T09:00:00.000Z', expiresAt: '2026-11-29T09:01:00.000Z' });
    clock.advance(5_000);
    expect((await beat(priya, english, { languageId: langs.hi, mode: 'editing' })).status).toBe(200);

    expect(await seen(tara)).toEqual([
      {
        articleId: english,
        people: [
          { uid: priya.uid, name: 'Priya Sharma', languageId: langs.hi, mode: 'editing', at: '2026-11-29T09:00:05.000Z' },
          { uid: asha.uid, name: 'Asha Rao', languageId: langs.en, mode: 'editing', at: '2026-11-29T09:00:00.000Z' },
        ],
      },
    ]);
    expect(await on(asha, english)).toEqual(['Priya Sharma: 2 editing']);
    expect(await on(priya, english)).toEqual(['Asha Rao: 1 editing']);
    // The console polls with the last answer's ETag: unchanged, the answer is an empty 304.
    const polled = await host.call('GET', '/api/admin/presence', { token: tara.token });
    const etag = polled.headers.get('etag')!;
    expect(etag).toMatch(/^"/);
    const again = await host.call('GET', '/api/admin/presence', { token: tara.token, headers: { 'if-none-match': etag } });
    expect([again.status, again.body]).toEqual([304, undefined]);

    // A beat moves the person: Asha now reads the Hindi version.
    expect((await beat(asha, english, { languageId: langs.hi, mode: 'viewing' })).status).toBe(200);
    expect(await on(priya, english)).toEqual(['Asha Rao: 2 viewing']);
    expect((await host.call('GET', '/api/admin/presence', { token: tara.token, headers: { 'if-none-match': etag } })).status).toBe(200);

    await leave(asha, english);
    await leave(priya, english);
    expect(await seen(tara)).toEqual([]);
  });

  it('forgets a person 60 s after their last beat (a closed tab), and a beat renews it', async () => {
    await beat(asha, other, { languageId: langs.en, mode: 'viewing' });
    clock.advance(59_000);
    expect(await on(priya, other)).toEqual(['Asha Rao: 1 viewing']);
    await beat(asha, other, { languageId: langs.en, mode: 'viewing' });
    clock.advance(59_999);
    expect(await on(priya, other)).toEqual(['Asha Rao: 1 viewing']);
    clock.advance(1);
    expect(await seen(priya)).toEqual([]);
    // Lapsed, the article is not even read any more.
    host.firestore.meter.reset();
    await seen(priya);
    expect(host.firestore.meter.usage().readsByCollection.articlePresence).toBe(1); // an empty query's minimum
  });

  it("leaving removes only the caller's entry, and the last to leave removes the document", async () => {
    await beat(asha, english, { languageId: langs.en, mode: 'editing' });
    await beat(priya, english, { languageId: langs.hi, mode: 'editing' });
    expect((await leave(asha, english)).body).toEqual({ left: true });
    expect(await on(tara, english)).toEqual(['Priya Sharma: 2 editing']);
    expect((await leave(asha, english)).body).toEqual({ left: false });
    expect((await leave(priya, english)).body).toEqual({ left: true });
    expect(await seen(tara)).toEqual([]);
    expect((await host.firestore.db.doc(`articlePresence/${english}`).get()).exists).toBe(false);
  });

  it('costs one write a beat, and one query for the whole list whatever the number of articles listed', async () => {
    const many = await Promise.all(Array.from({ length: 30 }, (_, i) => createArticle(host.services, langs, { slug: `listed-${i}` })));
    // Counted alone: the new articles' triggers done, and Asha's sign-in's lastSeenAt written by a call before.
    await triggersSettled(host);
    await seen(asha);
    host.firestore.meter.reset();
    await beat(asha, many[3]!.id, { languageId: langs.en, mode: 'editing' });
    let usage = host.firestore.meter.usage();
    expect(usage.writesByCollection).toEqual({ articlePresence: 1 });
    expect(usage.writes).toBe(1);
    expect(usage.readsByCollection.articlePresence ?? 0).toBe(0); // the beat reads no presence

    await beat(priya, many[7]!.id, { languageId: langs.hi, mode: 'viewing' });
    await seen(tara);
    host.firestore.meter.reset();
    const open = await seen(tara);
    usage = host.firestore.meter.usage();
    expect(open.map((a) => a.articleId).sort((a, b) => a - b)).toEqual([many[3]!.id, many[7]!.id].sort((a, b) => a - b));
    // One read per article someone has open (2), none per article of the 32 the console lists.
    expect(usage.readsByCollection.articlePresence).toBe(2);
    expect(usage.readsByCollection.articles ?? 0).toBe(0);
    expect(usage.writes).toBe(0);

    // The console's list answer itself reads no presence either.
    host.firestore.meter.reset();
    expect((await host.call('GET', '/api/admin/articles?limit=50', { token: tara.token })).status).toBe(200);
    expect(host.firestore.meter.usage().readsByCollection.articlePresence ?? 0).toBe(0);
    await leave(asha, many[3]!.id);
    await leave(priya, many[7]!.id);
  });

  it('follows the staff roles: anyone who may read the article is seen and sees; editing asks the right to edit', async () => {
    // A Hindi translator may read the English article and edit its Hindi version, not its original.
    expect((await beat(tara, english, { languageId: langs.en, mode: 'viewing' })).status).toBe(200);
    expect((await beat(tara, english, { languageId: langs.hi, mode: 'editing' })).status).toBe(200);
    const refused = await beat(tara, english, { languageId: langs.en, mode: 'editing' });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Translators can edit translations into Hindi only');
    // The refusal left the Hindi entry as it was.
    expect(await on(asha, english)).toEqual(['Tara Bose: 2 editing']);
    await leave(tara, english);

    const badMode = await beat(asha, english, { languageId: langs.en, mode: 'typing' });
    expect(badMode.status).toBe(400);
    expect(badMode.body).toMatchObject({ field: 'mode' });
    const extra = await beat(asha, english, { languageId: langs.en, mode: 'viewing', name: 'Someone else' });
    expect(extra.status).toBe(400);
    expect(extra.body.message).toMatch(/name/);
    // Kannada is switched off and the article has no Kannada version.
    const inactive = await beat(asha, english, { languageId: langs.kn, mode: 'viewing' });
    expect(inactive.status).toBe(400);
    expect(inactive.body).toMatchObject({ field: 'languageId' });
    expect(await beat(asha, 999_999, { languageId: langs.en, mode: 'viewing' })).toMatchObject({ status: 404, body: { message: 'Article not found' } });

    expect((await host.call('GET', '/api/admin/presence', { token: host.nonAdminToken })).status).toBe(403);
    expect((await host.call('GET', '/api/admin/presence')).status).toBe(401);
    expect((await host.call('PUT', `/api/admin/articles/${english}/presence`, { body: { languageId: langs.en, mode: 'viewing' } })).status).toBe(401);
    expect(await seen(priya)).toEqual([]);
  });

  it("deleting the article removes who had it open", async () => {
    await beat(asha, other, { languageId: langs.en, mode: 'editing' });
    const fired = host.triggers.waitOne('onArticleDeleted', { timeout: 15_000 });
    expect((await host.admin('DELETE', `/api/admin/articles/${other}`)).status).toBe(200);
    await fired;
    expect((await host.firestore.db.doc(`articlePresence/${other}`).get()).exists).toBe(false);
    expect(await seen(priya)).toEqual([]);
  });
});
