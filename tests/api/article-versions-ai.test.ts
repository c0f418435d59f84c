/**
 * Background writers never overwrite a person's newer words (issue 39): an AI translation that
 * finishes after a person saved the same language version leaves their text as it is (the job
 * ends failed, saying why) and does not move the article's version; one that finishes over no
 * human edit moves it on by one, so a console form from before it merges, and a delete from before
 * it deletes (only someone's words since refuse a delete).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAiHost, type AiTestHost } from '../helpers/ai-host.js';
import { createLanguages, type Langs } from '../helpers/fixtures.js';

describe('AI translation and article versions', () => {
  let host: AiTestHost;
  let langs: Langs;
  let slugs = 0;

  beforeAll(async () => {
    host = await startAiHost();
    langs = await createLanguages(host.services);
    await host.configureAi();
  });
  afterAll(() => host.stop());

  const read = async (id: number) => {
    const res = await host.admin('GET', `/api/admin/articles/${id}`);
    return { etag: res.headers.get('etag')!, body: res.body };
  };
  const hindiJob = async (id: number) => (await read(id)).body.translationJobs.find((j: { languageId: number }) => j.languageId === langs.hi);
  const hindiOf = async (id: number) => (await read(id)).body.translations.find((t: { languageId: number }) => t.languageId === langs.hi);
  const calls = () => host.fake.requests.filter((r) => r.path.endsWith('/chat/completions')).length;
  const article = async () => {
    const res = await host.admin('POST', '/api/admin/articles', {
      article: { slug: `ai-versions-${++slugs}`, category: 'education', status: 'draft', isFeatured: false },
      translation: { languageId: langs.en, title: 'Halving', excerpt: 'Why the reward halves.', content: '<p>One.</p><p>Two.</p>', metaDescription: '' },
    });
    expect(res.status).toBe(201);
    return res.body.id as number;
  };

  it("keeps a person's words saved while the job was translating, and says why the job left them", async () => {
    const id = await article();
    const mine = { title: 'हॉल्विंग', excerpt: 'मेरा सार', content: '<p>मेरा पहला।</p><p>मेरा दूसरा।</p>', metaDescription: '' };
    host.fake.hold(true);
    let saved: { status: number; headers: Headers };
    try {
      const asked = calls();
      expect((await host.admin('POST', `/api/admin/articles/${id}/translate`, { languageIds: [langs.hi] })).status).toBe(200);
      // The job asked the model and waits for its (held) answer; a person saves Hindi meanwhile.
      await expect.poll(calls, { timeout: 15_000, interval: 20 }).toBeGreaterThan(asked);
      const opened = await read(id);
      saved = await host.call('PUT', `/api/admin/articles/${id}/translations/${langs.hi}`, { token: host.adminToken, body: mine, ifMatch: opened.etag });
      expect(saved.status).toBe(200);
    } finally {
      host.fake.hold(false);
    }
    await expect.poll(async () => (await hindiJob(id))?.state, { timeout: 20_000, interval: 50 }).toBe('failed');
    expect((await hindiJob(id)).error).toMatch(/saved by someone while AI was translating/);
    const after = await read(id);
    expect(after.etag).toBe(saved!.headers.get('etag'));
    expect(await hindiOf(id)).toMatchObject({ ...mine, source: 'human' });
  });

  it('a finished job moves the version on, and a form from before it still saves, merged', async () => {
    const id = await article();
    const opened = await read(id);
    expect((await host.admin('POST', `/api/admin/articles/${id}/translate`, { languageIds: [langs.hi] })).status).toBe(200);
    await expect.poll(async () => (await hindiJob(id))?.state, { timeout: 20_000, interval: 50 }).toBe('completed');
    const translated = await read(id);
    expect(translated.body.version).toBe(opened.body.version + 1);
    const res = await host.call('PATCH', `/api/admin/articles/${id}`, {
      token: host.adminToken,
      ifMatch: opened.etag,
      body: { translation: { languageId: langs.en, title: 'Halving, edited', excerpt: 'Why the reward halves.', content: '<p>One.</p><p>Two.</p>', metaDescription: '' } },
    });
    expect(res.status).toBe(200);
    expect(res.body.merged.with.name).toMatch(/^AI \(/);
    expect((await read(id)).body.translations.map((t: { title: string }) => t.title)).toEqual(['Halving, edited', (await hindiOf(id)).title]);
  });

  it('deletes an article opened before an AI translation finished; refuses (409, nothing deleted) when a person saved since', async () => {
    const translated = async (id: number) => {
      expect((await host.admin('POST', `/api/admin/articles/${id}/translate`, { languageIds: [langs.hi] })).status).toBe(200);
      await expect.poll(async () => (await hindiJob(id))?.state, { timeout: 20_000, interval: 50 }).toBe('completed');
    };
    const remove = (id: number, etag: string) => host.call('DELETE', `/api/admin/articles/${id}`, { token: host.adminToken, ifMatch: etag });

    // Only the machine wrote since: the article goes, its AI translation with it.
    const machineOnly = await article();
    const opened = await read(machineOnly);
    await translated(machineOnly);
    expect((await read(machineOnly)).etag).not.toBe(opened.etag);
    expect(await remove(machineOnly, opened.etag)).toMatchObject({ status: 200, body: { id: machineOnly, deleted: true } });
    expect((await host.admin('GET', `/api/admin/articles/${machineOnly}`)).status).toBe(404);

    // A person saved since (then the machine too): their words would be lost.
    const personSaved = await article();
    const before = await read(personSaved);
    const saved = await host.call('PATCH', `/api/admin/articles/${personSaved}`, { token: host.adminToken, ifMatch: before.etag, body: { article: { category: 'research' } } });
    expect(saved.status).toBe(200);
    await translated(personSaved);
    const now = await read(personSaved);
    const refused = await remove(personSaved, before.etag);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      message: 'Someone else changed the same part of this article since you opened it. Nothing was saved: compare the versions and save again.',
      conflicts: [{ field: 'version', yours: before.body.version, theirs: now.body.version, base: before.body.version }],
    });
    expect(await read(personSaved)).toEqual(now);
    // A version it never had is refused as such; the current one deletes.
    expect(await remove(personSaved, `"v${now.body.version + 5}"`)).toMatchObject({ status: 409, body: { message: `If-Match names version ${now.body.version + 5}, but the article is at version ${now.body.version}: send the ETag of the article you edited.` } });
    expect(await remove(personSaved, now.etag)).toMatchObject({ status: 200, body: { id: personSaved, deleted: true } });
  });

  describe('a retranslation asked from an older version of the article', () => {
    const hindi = { title: 'हाथ से', excerpt: 'हाथ से लिखा सार', content: '<p>हाथ से लिखा।</p>', metaDescription: '' };
    const bengali = { title: 'হাতে লেখা', excerpt: 'হাতে লেখা সারাংশ', content: '<p>হাতে লেখা।</p>', metaDescription: '' };
    const translate = (id: number, etag: string | undefined, body: Record<string, unknown>) =>
      host.call('POST', `/api/admin/articles/${id}/translate`, { token: host.adminToken, ...(etag !== undefined && { ifMatch: etag }), body });
    const saveByHand = async (id: number, languageId: number, text: typeof hindi) => {
      const res = await host.call('PUT', `/api/admin/articles/${id}/translations/${languageId}`, { token: host.adminToken, body: text, ifMatch: (await read(id)).etag });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    };

    it('needs the version it was asked from: 428 without If-Match, 400 when malformed, 409 for a version the article never had', async () => {
      const id = await article();
      const jobsBefore = (await read(id)).body.translationJobs;
      const missing = await host.call('POST', `/api/admin/articles/${id}/translate`, { token: host.adminToken, ifMatch: false, body: { languageIds: [langs.hi] } });
      expect(missing).toMatchObject({ status: 428, body: { message: 'If-Match is required: send the ETag of the article you edited.' } });
      const malformed = await translate(id, 'W/"v1"', { languageIds: [langs.hi] });
      expect(malformed).toMatchObject({ status: 400, body: { message: expect.stringContaining('If-Match') } });
      const future = await translate(id, '"v999"', { languageIds: [langs.hi] });
      expect(future).toMatchObject({ status: 409, body: { message: expect.stringContaining('version 999') } });
      expect((await read(id)).body.translationJobs).toEqual(jobsBefore);
    });

    it('refuses to replace a hand-written version someone saved since (409 naming it), and starts nothing', async () => {
      const id = await article();
      const opened = await read(id);
      await saveByHand(id, langs.hi, hindi);
      const asked = calls();
      const res = await translate(id, opened.etag, { languageIds: [langs.hi], forceRetranslate: true, includeHuman: true });
      expect(res.status).toBe(409);
      expect(res.body.message).toBe('Someone saved the Hindi version since you opened this article. Nothing was started: open the article again to see their words before replacing them.');
      expect(res.body.conflicts).toEqual([{ field: 'translation', languageId: langs.hi, yours: null, theirs: hindi.title, base: null }]);
      expect(res.body.current.version).toBe(opened.body.version + 1);
      expect((await read(id)).body.translationJobs).toEqual([]);
      expect(calls()).toBe(asked);
      expect(await hindiOf(id)).toMatchObject({ ...hindi, source: 'human' });
      // Asked again from the version that shows their words: replaced, as confirmed.
      const again = await translate(id, (await read(id)).etag, { languageIds: [langs.hi], forceRetranslate: true, includeHuman: true });
      expect(again).toMatchObject({ status: 200, body: { processed: 1, languageIds: [langs.hi] } });
      await expect.poll(async () => (await hindiJob(id))?.state, { timeout: 20_000, interval: 50 }).toBe('completed');
      expect((await hindiOf(id)).source).toBe('ai');
    });

    it("keeps a colleague's words saved after the retranslation was asked for and before its run began", async () => {
      const id = await article();
      await saveByHand(id, langs.hi, hindi);
      const opened = await read(id);
      // The job's event is lost (the run starts later, as the recovery schedule starts it), and a
      // colleague saves Hindi before that run.
      const res = await host.triggers.losingEvents(() => translate(id, opened.etag, { languageIds: [langs.hi], forceRetranslate: true, includeHuman: true }));
      expect(res).toMatchObject({ status: 200, body: { processed: 1, languageIds: [langs.hi] } });
      const colleague = { title: 'सहकर्मी का', excerpt: 'सहकर्मी का सार', content: '<p>सहकर्मी ने लिखा।</p>', metaDescription: '' };
      await saveByHand(id, langs.hi, colleague);
      const asked = calls();
      const job = (await host.services.repos.translationJobs.get(id, langs.hi))!;
      await host.services.translations.runJob(id, langs.hi, job.runId);
      // The words replaced were the ones the person asking saw; the colleague's newer ones stay.
      expect(await hindiJob(id)).toMatchObject({ state: 'failed', error: expect.stringMatching(/^Someone saved this translation after the retranslation was asked for, so AI kept their words/) });
      expect(await hindiOf(id)).toMatchObject({ ...colleague, source: 'human' });
      expect(calls()).toBe(asked);
    });

    it('goes ahead when what was saved since is another language, or when it replaces no hand-written work', async () => {
      const id = await article();
      await saveByHand(id, langs.hi, hindi);
      const opened = await read(id);
      await saveByHand(id, langs.bn, bengali);
      // Bengali was saved since; Hindi was not: replacing Hindi loses nothing anyone has not seen.
      const hindiOnly = await translate(id, opened.etag, { languageIds: [langs.hi], forceRetranslate: true, includeHuman: true });
      expect(hindiOnly).toMatchObject({ status: 200, body: { processed: 1, languageIds: [langs.hi] } });
      await expect.poll(async () => (await hindiJob(id))?.state, { timeout: 20_000, interval: 50 }).toBe('completed');
      // Without includeHuman, the runs keep every hand-written version: Bengali stays as its author left it.
      const keepsHuman = await translate(id, opened.etag, { languageIds: [langs.bn], forceRetranslate: true });
      expect(keepsHuman.status).toBe(200);
      expect((await read(id)).body.translations.find((t: { languageId: number }) => t.languageId === langs.bn)).toMatchObject({ ...bengali, source: 'human' });
    });
  });
});
