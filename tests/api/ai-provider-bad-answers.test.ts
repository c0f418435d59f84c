/**
 * A provider (or a proxy in front of it) answering 200 with something that is not a chat
 * completion, over HTTP through a host wired to the fake: generation answers 502 saying what came
 * back; translation jobs retry it as bad output, complete once the provider recovers, and fail
 * with that reason (what the console shows) when it never does, the article kept either way.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BAD_ANSWER_KINDS, type BadAnswerKind } from '../../emulators/fakes/openai.js';
import { startAiHost, type AiTestHost } from '../helpers/ai-host.js';
import { createLanguages, type Langs } from '../helpers/fixtures.js';

/** What an editor reads for each kind: what came back, none of it quoted. */
const REASON: Record<BadAnswerKind, string> = {
  html200: 'The AI provider answered with an HTML page instead of a chat completion',
  emptyBody: 'The AI provider answered with an empty body instead of a chat completion',
  truncatedJson: 'The AI provider answered with JSON that is cut off or malformed instead of a chat completion',
  jsonArray: 'The AI provider answered with a JSON array instead of a chat completion',
  noChoices: 'The AI provider answered with JSON that is not a chat completion (it has no list of choices)',
  emptyChoices: 'The AI provider answered with a chat completion without any choices, so there was no answer to read',
  noMessage: 'The AI provider answered with a chat completion whose choice has no message',
  nullContent: 'The AI provider answered with a chat completion without any content in its message',
};

/** Bits of the proxy's page and of the completions the fake sends: none may reach an editor. */
const LEAKS = /<|Gateway|Sign in|chatcmpl|\[xx\]|Sample|sk-/;

interface Job {
  languageId: number;
  state: string;
  attempts: number;
  error?: string;
}

describe('a provider answering 200 with something that is not a chat completion', () => {
  let host: AiTestHost;
  let langs: Langs;
  let slugs = 0;

  beforeAll(async () => {
    host = await startAiHost();
    langs = await createLanguages(host.services);
    await host.configureAi();
  });
  afterAll(() => host.stop());

  const chatCalls = () => host.fake.requests.filter((r) => r.path === '/v1/chat/completions').length;
  const articleCount = async () => ((await host.admin('GET', '/api/admin/articles')).body as unknown[]).length;

  describe('POST /api/admin/generate-article', () => {
    it.each(BAD_ANSWER_KINDS)('%s twice: answers 502 with the reason after one retry, and stores nothing', async (kind) => {
      const [articlesBefore, callsBefore] = [await articleCount(), chatCalls()];
      host.fake.failNext(2, { kind });
      const res = await host.admin('POST', '/api/admin/generate-article', { rawContent: 'Spot Bitcoin ETF flows this week' });
      expect(res.status).toBe(502);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(res.body).toMatchObject({ message: REASON[kind] });
      expect(JSON.stringify(res.body)).not.toMatch(LEAKS);
      expect(chatCalls() - callsBefore).toBe(2);
      expect(await articleCount()).toBe(articlesBefore);
    });

    it('answers with the article fields when the provider recovers on the retry', async () => {
      host.fake.failNext(1, { kind: 'html200' });
      const res = await host.admin('POST', '/api/admin/generate-article', { rawContent: 'On-chain data analysis of exchange flows' });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ title: expect.stringContaining('On-chain data analysis'), category: 'research' });
    });
  });

  describe('translation jobs', () => {
    const create = async (languageId: number) => {
      const slug = `proxy-in-the-way-${++slugs}`;
      const res = await host.admin('POST', '/api/admin/articles', {
        article: { slug, category: 'education', status: 'published', isFeatured: false },
        translation: { languageId: langs.en, title: 'Proxies and APIs', excerpt: 'What a gateway does.', content: '<p>A gateway sits <em>between</em> you and the API.</p>', metaDescription: '' },
        targetLanguages: [languageId],
      });
      expect(res.status).toBe(201);
      return res.body as { id: number; slug: string };
    };
    const article = async (id: number) => (await host.admin('GET', `/api/admin/articles/${id}`)).body;
    const settledJob = async (id: number, languageId: number): Promise<Job> => {
      let job: Job | undefined;
      await expect
        .poll(
          async () => {
            job = (await article(id)).translationJobs.find((j: Job) => j.languageId === languageId);
            return job?.state;
          },
          { timeout: 20_000, interval: 50 },
        )
        .toMatch(/^(completed|failed)$/);
      return job!;
    };

    it.each(BAD_ANSWER_KINDS)('%s twice: retried as bad output, then completed when the provider recovers', async (kind) => {
      host.fake.failNext(2, { kind });
      const created = await create(langs.hi);
      expect(await settledJob(created.id, langs.hi)).toMatchObject({ state: 'completed', attempts: 3 });
      const hi = (await article(created.id)).translations.find((t: { languageId: number }) => t.languageId === langs.hi);
      expect(hi).toMatchObject({ title: '[hi] Proxies and APIs', source: 'ai' });
    });

    it.each(BAD_ANSWER_KINDS)('%s every time: failed after the last attempt with the reason, the article kept', async (kind) => {
      host.fake.failNext(4, { kind });
      const created = await create(langs.bn);
      const job = await settledJob(created.id, langs.bn);
      expect(job).toMatchObject({ state: 'failed', attempts: 4, error: REASON[kind] });
      expect(job.error).not.toMatch(LEAKS);
      expect((await article(created.id)).translations.map((t: { languageId: number }) => t.languageId)).toEqual([langs.en]);
      expect((await host.get(`/api/articles/${created.slug}`)).status).toBe(200);

      // The provider is back: a retry from the console completes it.
      const retry = await host.admin('POST', `/api/admin/articles/${created.id}/translate`, { languageIds: [langs.bn], forceRetranslate: false });
      expect(retry.status).toBe(200);
      expect(await settledJob(created.id, langs.bn)).toMatchObject({ state: 'completed', attempts: 1 });
    });
  });
});
