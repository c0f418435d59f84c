/**
 * Background writers never overwrite a person's newer words (issue 39): an AI translation that
 * finishes after a person saved the same language version leaves their text as it is (the job
 * ends failed, saying why) and does not move the article's version; one that finishes over no
 * human edit moves it on by one, so a console form from before it merges.
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
});
