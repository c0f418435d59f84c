/**
 * AI translation jobs over HTTP against a fake provider: started by the calls of the spec, run in
 * the background by the trigger, retried, visible per language, never losing an article or an
 * editor's words.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GOOD_KEY, startAiHost, type AiTestHost } from '../helpers/ai-host.js';
import { createLanguages, type Langs } from '../helpers/fixtures.js';

const ORIGINAL_HTML =
  '<h2>What a halving is</h2><p>Every 210,000 blocks the <a href="https://bitcoin.org/en/" target="_blank" rel="noopener noreferrer">Bitcoin</a> reward halves.</p><ul><li>BTC supply</li><li>Miners</li></ul><img src="/media/halving.svg" alt="Chart" />';

interface Job {
  languageId: number;
  state: string;
  attempts: number;
  error?: string;
}

describe('AI translation jobs', () => {
  let host: AiTestHost;
  let langs: Langs & { te: number; ta: number };
  let slugs = 0;

  beforeAll(async () => {
    host = await startAiHost();
    const base = await createLanguages(host.services);
    const now = new Date();
    const te = await host.services.repos.languages.create({ code: 'te', name: 'Telugu', nativeName: 'తెలుగు', isActive: true }, now);
    const ta = await host.services.repos.languages.create({ code: 'ta', name: 'Tamil', nativeName: 'தமிழ்', isActive: true }, now);
    langs = { ...base, te: te.id, ta: ta.id };
    await host.configureAi();
  });
  afterAll(() => host.stop());

  const create = async (targetLanguages: number[], over: Record<string, unknown> = {}) => {
    const slug = `halving-explained-${++slugs}`;
    const res = await host.admin('POST', '/api/admin/articles', {
      article: { slug, category: 'education', status: 'published', isFeatured: false },
      translation: {
        languageId: langs.en,
        title: 'Bitcoin halving explained',
        excerpt: 'Why the block reward halves every four years.',
        content: ORIGINAL_HTML,
        metaDescription: 'The Bitcoin halving in plain words',
        ...over,
      },
      targetLanguages,
    });
    expect(res.status).toBe(201);
    return res.body as { id: number; slug: string; translationJobs: Job[] };
  };
  const article = async (id: number) => (await host.admin('GET', `/api/admin/articles/${id}`)).body;
  const jobOf = async (id: number, languageId: number): Promise<Job | undefined> =>
    (await article(id)).translationJobs.find((j: Job) => j.languageId === languageId);
  const settled = (id: number, languageIds: number[]) =>
    expect
      .poll(async () => (await article(id)).translationJobs.filter((j: Job) => languageIds.includes(j.languageId) && (j.state === 'completed' || j.state === 'failed')).length, {
        timeout: 20_000,
        interval: 50,
      })
      .toBe(languageIds.length);
  const translationOf = async (id: number, languageId: number) => (await article(id)).translations.find((t: { languageId: number }) => t.languageId === languageId);

  it('translates a new article into three languages in the background, each readable on the reader site', async () => {
    const created = await create([langs.hi, langs.bn, langs.te]);
    // The create answers at once: the jobs are recorded, not done.
    expect(created.translationJobs.map((j) => j.languageId).sort()).toEqual([langs.hi, langs.bn, langs.te].sort());
    await settled(created.id, [langs.hi, langs.bn, langs.te]);
    const body = await article(created.id);
    expect(body.translationJobs.map((j: Job) => [j.languageId, j.state, j.attempts])).toEqual(
      [langs.hi, langs.bn, langs.te].sort((a, b) => a - b).map((l) => [l, 'completed', 1]),
    );
    const hi = body.translations.find((t: { languageId: number }) => t.languageId === langs.hi);
    expect(hi).toMatchObject({ title: '[hi] Bitcoin halving explained', source: 'ai', isStale: false, ai: { model: 'gpt-4o', promptVersion: expect.any(Number), tokens: expect.any(Number) } });
    expect(hi.ai.tokens).toBeGreaterThan(0);
    const reader = await host.get(`/api/articles/${created.slug}?language=te`).then((r) => r.json());
    expect(reader.title).toBe('[te] Bitcoin halving explained');
    expect(reader.language.code).toBe('te');
  });

  it('keeps the HTML structure (tags, links, attributes) and the glossary in the prompt', async () => {
    const created = await create([langs.bn]);
    await settled(created.id, [langs.bn]);
    const bn = await translationOf(created.id, langs.bn);
    const original = await translationOf(created.id, langs.en);
    const stripText = (html: string) => html.replace(/>[^<]*</g, '><');
    expect(stripText(bn.content)).toBe(stripText(original.content));
    expect(bn.content).toContain('<img src="/media/halving.svg" alt="Chart" />');
    expect(bn.content).toContain('<a href="https://bitcoin.org/en/" target="_blank" rel="noopener noreferrer">[bn] Bitcoin</a>');
    const call = host.fake.requests.filter((r) => r.path.endsWith('/chat/completions')).at(-1)!;
    const system = call.body.messages.find((m: { role: string }) => m.role === 'system').content as string;
    expect(system).toContain('Bengali (বাংলা)');
    expect(system).toMatch(/BTC/);
    expect(JSON.parse(call.body.messages.find((m: { role: string }) => m.role === 'user').content).glossary).toContain('DeFi');
  });

  it('retries a provider failing twice, then stores the translation', async () => {
    host.fake.failNext(2, { status: 500 });
    const created = await create([langs.ta]);
    await settled(created.id, [langs.ta]);
    expect(await jobOf(created.id, langs.ta)).toMatchObject({ state: 'completed', attempts: 3 });
  });

  it('waits what Retry-After asks before trying again', async () => {
    host.fake.failNext(1, { status: 429, retryAfterSeconds: 1 });
    const before = host.fake.requests.length;
    const created = await create([langs.hi]);
    await settled(created.id, [langs.hi]);
    expect(await jobOf(created.id, langs.hi)).toMatchObject({ state: 'completed', attempts: 2 });
    const calls = host.fake.requests.slice(before).filter((r) => r.path.endsWith('/chat/completions'));
    expect(calls).toHaveLength(2);
    expect(calls[1]!.at - calls[0]!.at).toBeGreaterThanOrEqual(950);
  });

  it('retries output that changes the HTML structure or is not JSON', async () => {
    host.fake.mangleNext(1);
    host.fake.garbageNext(1);
    const created = await create([langs.bn]);
    await settled(created.id, [langs.bn]);
    expect(await jobOf(created.id, langs.bn)).toMatchObject({ state: 'completed', attempts: 3 });
  });

  it('fails visibly after the last attempt, keeps the article, and a retry from the console completes it', async () => {
    host.fake.failNext(4, { status: 503 });
    const created = await create([langs.hi]);
    await settled(created.id, [langs.hi]);
    const failed = await jobOf(created.id, langs.hi);
    expect(failed).toMatchObject({ state: 'failed', attempts: 4 });
    expect(failed!.error).toMatch(/OpenAI/);
    const body = await article(created.id);
    expect(body.translations.map((t: { languageId: number }) => t.languageId)).toEqual([langs.en]);
    expect((await host.get(`/api/articles/${created.slug}`)).status).toBe(200);

    const retry = await host.admin('POST', `/api/admin/articles/${created.id}/translate`, { languageIds: [langs.hi], forceRetranslate: false });
    expect(retry.body).toEqual({ processed: 1, languageIds: [langs.hi] });
    await settled(created.id, [langs.hi]);
    expect(await jobOf(created.id, langs.hi)).toMatchObject({ state: 'completed', attempts: 1 });
  });

  it("clears a failed job's reason once an editor writes that language by hand", async () => {
    host.fake.failNext(4, { status: 500 });
    const created = await create([langs.bn]);
    await settled(created.id, [langs.bn]);
    expect((await jobOf(created.id, langs.bn))!.state).toBe('failed');
    const put = await host.admin('PUT', `/api/admin/articles/${created.id}/translations/${langs.bn}`, { title: 'হাতে লেখা', excerpt: 'সম্পাদক', content: '<p>সম্পাদক</p>' });
    expect(put.status).toBe(200);
    expect(put.body.translationJobs).toEqual([]);
  });

  it('does not retry a refused key: one attempt, and the reason says so', async () => {
    await host.configureAi({ openaiApiKey: 'sk-invalid-key-0000' });
    const created = await create([langs.te]);
    await settled(created.id, [langs.te]);
    const job = await jobOf(created.id, langs.te);
    expect(job).toMatchObject({ state: 'failed', attempts: 1 });
    expect(job!.error).toMatch(/API key/);
    expect(job!.error).not.toContain('sk-invalid-key-0000');
    await host.configureAi({ openaiApiKey: GOOD_KEY });
  });

  it('marks AI translations stale when the original changes, and refreshes them on request', async () => {
    const created = await create([langs.hi, langs.bn]);
    await settled(created.id, [langs.hi, langs.bn]);
    const edit = await host.admin('PATCH', `/api/admin/articles/${created.id}`, {
      translation: { languageId: langs.en, title: 'Bitcoin halving, explained again', excerpt: 'Why the reward halves.', content: ORIGINAL_HTML, metaDescription: 'Halving' },
    });
    expect(edit.status).toBe(200);
    expect(edit.body.translations.map((t: { languageId: number; isStale: boolean }) => [t.languageId, t.isStale])).toEqual([
      [langs.en, false],
      ...[langs.hi, langs.bn].sort((a, b) => a - b).map((l) => [l, true]),
    ]);
    const list = (await host.admin('GET', '/api/admin/articles?limit=5')).body.find((a: { id: number }) => a.id === created.id);
    expect(list.translations.filter((t: { isStale: boolean }) => t.isStale)).toHaveLength(2);

    const refresh = await host.admin('POST', `/api/admin/articles/${created.id}/translate`, { languageIds: [langs.hi], forceRetranslate: false });
    expect(refresh.body.processed).toBe(1);
    await settled(created.id, [langs.hi]);
    expect(await translationOf(created.id, langs.hi)).toMatchObject({ title: '[hi] Bitcoin halving, explained again', isStale: false });
    expect((await translationOf(created.id, langs.bn)).isStale).toBe(true);
  });

  it('never answers a finished job with the article from before it finished (the dialog stops asking then)', async () => {
    const created = await create([langs.hi]);
    await settled(created.id, [langs.hi]);
    await host.admin('PATCH', `/api/admin/articles/${created.id}`, {
      translation: { languageId: langs.en, title: 'Halving, read while it was translated', excerpt: 'Why the reward halves.', content: ORIGINAL_HTML, metaDescription: 'Halving' },
    });
    expect((await translationOf(created.id, langs.hi)).isStale).toBe(true);

    // The console's read is held after its first read of the article or of its jobs; meanwhile
    // the Hindi translation is refreshed to the end; then the read goes on.
    const { articles, translationJobs } = host.services.repos;
    const getById = articles.getById;
    const listForArticle = translationJobs.listForArticle;
    let armed = true;
    let held!: () => void;
    const holding = new Promise<void>((resolve) => (held = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const holdFirst =
      <A extends unknown[], R>(read: (...args: A) => Promise<R>) =>
      async (...args: A): Promise<R> => {
        const result = await read(...args);
        if (armed) {
          armed = false;
          held();
          await released;
        }
        return result;
      };
    articles.getById = holdFirst(getById.bind(articles));
    translationJobs.listForArticle = holdFirst(listForArticle.bind(translationJobs));
    try {
      const reading = article(created.id);
      await holding;
      const refresh = await host.admin('POST', `/api/admin/articles/${created.id}/translate`, { languageIds: [langs.hi], forceRetranslate: false });
      expect(refresh.body.processed).toBe(1);
      await expect.poll(async () => (await translationJobs.get(created.id, langs.hi))?.state, { timeout: 20_000, interval: 50 }).toBe('completed');
      release();
      const seen = await reading;
      const running = seen.translationJobs.some((j: Job) => j.state === 'pending' || j.state === 'running');
      const hi = seen.translations.find((t: { languageId: number }) => t.languageId === langs.hi);
      // No job running in the answer: the dialog stops asking, so it must show the fresh version.
      expect(running).toBe(false);
      expect(hi).toMatchObject({ title: '[hi] Halving, read while it was translated', isStale: false });
    } finally {
      articles.getById = getById;
      translationJobs.listForArticle = listForArticle;
      release();
    }
    expect(await translationOf(created.id, langs.hi)).toMatchObject({ title: '[hi] Halving, read while it was translated', isStale: false });
  });

  it("never overwrites an editor's translation unless the force is confirmed for a person's words", async () => {
    const created = await create([langs.ta]);
    await settled(created.id, [langs.ta]);
    const human = { title: 'பிட்காயின் பாதியாக்கம்', excerpt: 'ஒரு ஆசிரியர் எழுதியது.', content: '<p>ஆசிரியர்</p>', metaDescription: '' };
    const put = await host.admin('PUT', `/api/admin/articles/${created.id}/translations/${langs.ta}`, human);
    expect(put.body.translations.find((t: { languageId: number }) => t.languageId === langs.ta)).toMatchObject({ source: 'human', isStale: false });

    const again = await host.admin('POST', `/api/admin/articles/${created.id}/translate`, { languageIds: [langs.ta], forceRetranslate: false });
    expect(again.body).toEqual({ processed: 0, languageIds: [] });
    // Editing the original does not make an editor's translation stale either: only AI ones are.
    await host.admin('PATCH', `/api/admin/articles/${created.id}`, { translation: { languageId: langs.en, title: 'Changed', excerpt: 'Changed.', content: '<p>Changed</p>' } });
    expect(await translationOf(created.id, langs.ta)).toMatchObject({ title: human.title, source: 'human', isStale: false });

    // A force alone retranslates AI's blocks: this translation has none.
    const aiOnly = await host.admin('POST', `/api/admin/articles/${created.id}/translate`, { languageIds: [langs.ta], forceRetranslate: true });
    expect(aiOnly.body).toEqual({ processed: 0, languageIds: [] });
    const forced = await host.admin('POST', `/api/admin/articles/${created.id}/translate`, { languageIds: [langs.ta], forceRetranslate: true, includeHuman: true });
    expect(forced.body).toEqual({ processed: 1, languageIds: [langs.ta] });
    await settled(created.id, [langs.ta]);
    expect(await translationOf(created.id, langs.ta)).toMatchObject({ title: '[ta] Changed', source: 'ai' });
  });

  it('writes one translation when the same job is delivered twice', async () => {
    const created = await host.triggers.losingEvents(() => create([langs.bn]));
    const job = (await host.services.repos.translationJobs.get(created.id, langs.bn))!;
    expect(job.state).toBe('pending');
    const before = host.fake.requests.length;
    await Promise.all([
      host.services.translations.runJob(created.id, langs.bn, job.runId),
      host.services.translations.runJob(created.id, langs.bn, job.runId),
    ]);
    expect(host.fake.requests.slice(before).filter((r) => r.path.endsWith('/chat/completions'))).toHaveLength(1);
    expect(await jobOf(created.id, langs.bn)).toMatchObject({ state: 'completed', attempts: 1 });
    expect((await article(created.id)).translations.filter((t: { languageId: number }) => t.languageId === langs.bn)).toHaveLength(1);
  });

  it('starts jobs for newly checked languages on update, and re-checking a failed one retries it', async () => {
    const created = await create([]);
    expect(created.translationJobs).toEqual([]);
    host.fake.failNext(4, { status: 500 });
    await host.admin('PATCH', `/api/admin/articles/${created.id}`, { selectedLanguages: [langs.hi] });
    await settled(created.id, [langs.hi]);
    expect((await jobOf(created.id, langs.hi))!.state).toBe('failed');

    const recheck = await host.admin('PATCH', `/api/admin/articles/${created.id}`, { selectedLanguages: [langs.hi, langs.te] });
    expect(recheck.status).toBe(200);
    await settled(created.id, [langs.hi, langs.te]);
    const jobs = (await article(created.id)).translationJobs.map((j: Job) => [j.languageId, j.state]);
    expect(jobs).toEqual([langs.hi, langs.te].sort((a, b) => a - b).map((l) => [l, 'completed']));
  });

  it('answers the translate call as the console expects', async () => {
    const created = await create([langs.hi]);
    await settled(created.id, [langs.hi]);
    const none = await host.admin('POST', `/api/admin/articles/${created.id}/translate`, { languageIds: [langs.hi] });
    expect(none.body).toEqual({ processed: 0, languageIds: [] });
    expect((await host.admin('POST', `/api/admin/articles/${created.id}/translate`, { languageIds: [] })).body.reason).toBe('Select at least one language');
    const inactive = await host.admin('POST', `/api/admin/articles/${created.id}/translate`, { languageIds: [langs.kn] });
    expect(inactive.status).toBe(400);
    expect(inactive.body.field).toBe('languageIds.0');
    expect((await host.admin('POST', '/api/admin/articles/999999/translate', { languageIds: [langs.hi] })).status).toBe(404);
  });

  it('with AI off: the article is saved, its jobs show why, translate answers 503, and they run once AI is on', async () => {
    await host.configureAi({ isActive: false });
    const created = await create([langs.te]);
    expect(created.translationJobs).toEqual([
      expect.objectContaining({ languageId: langs.te, state: 'failed', attempts: 0, error: 'AI is switched off in AI Settings: switch it on to generate or translate.' }),
    ]);
    const refused = await host.admin('POST', `/api/admin/articles/${created.id}/translate`, { languageIds: [langs.te] });
    expect(refused.status).toBe(503);
    expect(refused.body.message).toBe('AI is switched off in AI Settings: switch it on to generate or translate.');

    await host.configureAi({ isActive: true });
    const started = await host.admin('POST', `/api/admin/articles/${created.id}/translate`, { languageIds: [langs.te] });
    expect(started.body.processed).toBe(1);
    await settled(created.id, [langs.te]);
    expect((await jobOf(created.id, langs.te))!.state).toBe('completed');
  });
});
