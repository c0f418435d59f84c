/**
 * Translation that keeps human work (issue 24), against the fake provider: after a change to the
 * original, the model receives only the blocks whose source changed; a paragraph a person wrote
 * survives every run (flagged for review when its source changed) unless the force is confirmed
 * for it; and the review states an editor and a reader see.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAiHost, type AiTestHost } from '../helpers/ai-host.js';
import { createLanguages, type Langs } from '../helpers/fixtures.js';

const P1 = '<p>Every 210,000 blocks the reward halves.</p>';
const P2 = '<p>Miners earn fees as well.</p>';
const P3 = '<p>The last bitcoin is mined around 2140.</p>';
const ORIGINAL = `<h2>What a halving is</h2>${P1}<ul><li>BTC supply</li><li>Miners</li></ul>${P2}${P3}`;

interface Translation {
  languageId: number;
  title: string;
  content: string;
  source: string;
  isStale: boolean;
  reviewStatus: string;
  needsReview?: number;
}

describe('translation kept per block', () => {
  let host: AiTestHost;
  let langs: Langs;
  let slugs = 0;

  beforeAll(async () => {
    host = await startAiHost();
    langs = await createLanguages(host.services);
    await host.configureAi();
  });
  afterAll(() => host.stop());

  const article = async (id: number) => (await host.admin('GET', `/api/admin/articles/${id}`)).body;
  const hindiOf = async (id: number): Promise<Translation> => (await article(id)).translations.find((t: Translation) => t.languageId === langs.hi);
  const settled = (id: number) =>
    expect.poll(async () => (await article(id)).translationJobs.find((j: { languageId: number }) => j.languageId === langs.hi)?.state, { timeout: 20_000, interval: 50 }).toBe('completed');
  const translate = async (id: number, body: Record<string, unknown> = {}) => {
    const res = await host.admin('POST', `/api/admin/articles/${id}/translate`, { languageIds: [langs.hi], ...body });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    if (res.body.processed > 0) await settled(id);
    return res.body as { processed: number };
  };
  const saveOriginal = (id: number, content: string) =>
    host.admin('PATCH', `/api/admin/articles/${id}`, {
      translation: { languageId: langs.en, title: 'Bitcoin halving explained', excerpt: 'Why the reward halves.', content, metaDescription: 'The halving' },
    });
  /** What the model was sent in its last translation call. */
  const lastSent = () => {
    const call = host.fake.requests.filter((r) => r.path.endsWith('/chat/completions')).at(-1)!;
    return JSON.parse(call.body.messages.find((m: { role: string }) => m.role === 'user').content).fields;
  };
  const translationCalls = () => host.fake.requests.filter((r) => r.path.endsWith('/chat/completions')).length;

  const translated = async () => {
    const res = await host.admin('POST', '/api/admin/articles', {
      article: { slug: `blocks-${++slugs}`, category: 'education', status: 'published', isFeatured: false },
      translation: { languageId: langs.en, title: 'Bitcoin halving explained', excerpt: 'Why the reward halves.', content: ORIGINAL, metaDescription: 'The halving' },
      targetLanguages: [langs.hi],
    });
    expect(res.status).toBe(201);
    await settled(res.body.id);
    return res.body as { id: number; slug: string };
  };

  it('sends the model only the paragraph that changed, and keeps the rest of the translation', async () => {
    const { id } = await translated();
    const first = await hindiOf(id);
    expect(first).toMatchObject({ source: 'ai', reviewStatus: 'machine', isStale: false });
    expect(lastSent().content).toBe(ORIGINAL);

    await saveOriginal(id, ORIGINAL.replace(P2, '<p>Miners earn <strong>fees</strong> as well, more each halving.</p>'));
    expect((await hindiOf(id)).isStale).toBe(true);
    expect(await translate(id)).toEqual({ processed: 1, languageIds: [langs.hi] });
    expect(lastSent()).toEqual({ title: '', excerpt: '', content: '<section><p>Miners earn <strong>fees</strong> as well, more each halving.</p></section>', metaDescription: '' });

    const after = await hindiOf(id);
    expect(after).toMatchObject({ isStale: false, reviewStatus: 'machine', title: first.title });
    expect(after.content).toBe(first.content.replace('<p>[hi] Miners earn fees as well.</p>', '<p>[hi] Miners earn <strong>[hi] fees</strong> [hi] as well, more each halving.</p>'));
    // Current again: nothing to send.
    const calls = translationCalls();
    expect(await translate(id)).toEqual({ processed: 0, languageIds: [] });
    expect(translationCalls()).toBe(calls);
  });

  it("never overwrites a paragraph a person edited, flags it when its source changes, and replaces it only when told to", async () => {
    const { id } = await translated();
    const ai = await hindiOf(id);
    const mine = ai.content.replace('<p>[hi] Every 210,000 blocks the reward halves.</p>', '<p>हर 2,10,000 ब्लॉक पर इनाम आधा हो जाता है।</p>');
    const put = await host.admin('PUT', `/api/admin/articles/${id}/translations/${langs.hi}`, { title: ai.title, excerpt: '[hi] Why the reward halves.', content: mine, metaDescription: '[hi] The halving' });
    expect(put.status).toBe(200);
    // Still mostly AI's: an AI translation, not yet reviewed.
    expect(put.body.translations.find((t: Translation) => t.languageId === langs.hi)).toMatchObject({ source: 'ai', reviewStatus: 'machine', needsReview: 0 });

    await saveOriginal(id, ORIGINAL.replace(P1, '<p>Every 210,000 blocks (about four years) the reward halves.</p>').replace(P3, '<p>The last bitcoin is mined in about 2140.</p>'));
    await translate(id);
    expect(lastSent().content).toBe('<section><p>The last bitcoin is mined in about 2140.</p></section>');
    const kept = await hindiOf(id);
    expect(kept.content).toContain('<p>हर 2,10,000 ब्लॉक पर इनाम आधा हो जाता है।</p>');
    expect(kept.content).toContain('<p>[hi] The last bitcoin is mined in about 2140.</p>');
    expect(kept.needsReview).toBe(1);
    const review = (await host.admin('GET', `/api/admin/articles/${id}/translations/${langs.hi}/review`)).body;
    expect(review.aligned).toBe(true);
    expect(review.blocks[1]).toEqual({
      original: '<p>Every 210,000 blocks (about four years) the reward halves.</p>',
      translation: '<p>हर 2,10,000 ब्लॉक पर इनाम आधा हो जाता है।</p>',
      by: 'human',
      needsReview: true,
    });
    expect(review.blocks.filter((b: { needsReview: boolean }) => b.needsReview)).toHaveLength(1);

    // A force retranslates AI's blocks only...
    await translate(id, { forceRetranslate: true });
    expect(lastSent().content).not.toContain('210,000');
    expect((await hindiOf(id)).content).toContain('<p>हर 2,10,000 ब्लॉक पर इनाम आधा हो जाता है।</p>');
    // ...unless confirmed for a person's words too.
    await translate(id, { forceRetranslate: true, includeHuman: true });
    expect(lastSent().content).toContain('about four years');
    const replaced = await hindiOf(id);
    expect(replaced.content).toContain('<p>[hi] Every 210,000 blocks (about four years) the reward halves.</p>');
    expect(replaced).toMatchObject({ source: 'ai', needsReview: 0 });
  });

  it('keeps a translation a person wrote whole, unless the force is confirmed for it', async () => {
    const { id } = await translated();
    const human = { title: 'बिटकॉइन हाल्विंग', excerpt: 'संपादक ने लिखा।', content: '<p>एक ही अनुच्छेद।</p>', metaDescription: '' };
    const put = await host.admin('PUT', `/api/admin/articles/${id}/translations/${langs.hi}`, human);
    expect(put.body.translations.find((t: Translation) => t.languageId === langs.hi)).toMatchObject({ source: 'human', reviewStatus: 'human' });
    await saveOriginal(id, ORIGINAL.replace(P3, '<p>Changed.</p>'));
    expect(await translate(id)).toEqual({ processed: 0, languageIds: [] });
    expect(await translate(id, { forceRetranslate: true })).toEqual({ processed: 0, languageIds: [] });
    expect((await hindiOf(id)).content).toBe(human.content);
    await translate(id, { forceRetranslate: true, includeHuman: true });
    expect(await hindiOf(id)).toMatchObject({ source: 'ai', reviewStatus: 'machine', title: '[hi] Bitcoin halving explained' });
  });

  it('tells readers about an unreviewed machine translation until an editor marks it reviewed', async () => {
    const { id, slug } = await translated();
    const reader = await host.get(`/api/articles/${slug}?language=hi`).then((r) => r.json());
    expect(reader).toMatchObject({ language: { code: 'hi' }, isMachineTranslation: true });
    expect((await host.get(`/api/articles/${slug}?language=en`).then((r) => r.json())).isMachineTranslation).toBe(false);

    const approved = await host.admin('POST', `/api/admin/articles/${id}/translations/${langs.hi}/review`);
    expect(approved.status).toBe(200);
    expect(approved.body.translations.find((t: Translation) => t.languageId === langs.hi)).toMatchObject({ reviewStatus: 'reviewed', needsReview: 0 });
    await expect.poll(async () => (await host.get(`/api/articles/${slug}?language=hi`).then((r) => r.json())).isMachineTranslation).toBe(false);

    // A new AI run over a changed paragraph makes it machine text again.
    await saveOriginal(id, ORIGINAL.replace(P3, '<p>Changed once more.</p>'));
    await translate(id);
    expect((await hindiOf(id)).reviewStatus).toBe('machine');

    const original = await host.admin('POST', `/api/admin/articles/${id}/translations/${langs.en}/review`);
    expect(original.status).toBe(400);
    expect(original.body.message).toMatch(/original/);
    expect((await host.admin('POST', `/api/admin/articles/${id}/translations/${langs.bn}/review`)).body).toEqual({ message: 'Translation not found' });
    expect((await host.admin('POST', `/api/admin/articles/999999/translations/${langs.hi}/review`)).status).toBe(404);
  });
});
