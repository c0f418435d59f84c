/**
 * A language's interface text (issue 23) through the admin API, with the fake OpenAI provider:
 * adding or re-activating a language translates the English catalogue in the background; an AI
 * answer that would break a page (ICU syntax, placeholders) is refused, asked for again, and left
 * English with the reason if it stays broken; a human edit is never overwritten by AI, not even by
 * a job already running; a text written for an older English shows as stale and is refreshed,
 * unless a human wrote it. The reader seam (siteMessages) sees what the console shows.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGLISH_CATALOGUE, shippedCatalogue } from '../../functions/src/i18n/catalogues.js';
import { siteMessages } from '../../functions/src/i18n/site-messages.js';
import { englishHash } from '../../functions/src/services/site-text-catalogue.js';
import { SITE_TEXT_BATCH } from '../../functions/src/services/site-text-worker.js';
import { startAiHost, type AiTestHost } from '../helpers/ai-host.js';
import { createLanguages, type Langs } from '../helpers/fixtures.js';

interface Row {
  key: string;
  english: string;
  text: string | null;
  source: 'human' | 'shipped' | 'ai' | null;
  reviewed: boolean;
  stale: boolean;
  model?: string;
}
interface View {
  language: { id: number; code: string };
  ai: { usable: boolean; message?: string };
  job: { state: string; attempts: number; maxAttempts: number; done: number; total: number; skipped: { key: string; reason: string }[]; error?: string } | null;
  counts: Record<string, number>;
  rows: Row[];
}

const KEYS = Object.keys(ENGLISH_CATALOGUE);
/** A key whose English has a placeholder or a plural: what a careless translation breaks. */
const WITH_PLACEHOLDER = KEYS.find((k) => ENGLISH_CATALOGUE[k]!.includes('{'))!;
const PLAIN = KEYS.find((k) => !ENGLISH_CATALOGUE[k]!.includes('{'))!;
const fakeText = (code: string, key: string) => `[${code}] ${ENGLISH_CATALOGUE[key]}`;

describe('site text', () => {
  let host: AiTestHost;
  let langs: Langs;
  let codes = 0;

  beforeAll(async () => {
    host = await startAiHost();
    langs = await createLanguages(host.services);
    await host.configureAi();
  });
  afterAll(() => host.stop());

  const view = async (id: number): Promise<View> => {
    const res = await host.admin('GET', `/api/admin/site-text/${id}`);
    expect(res.status).toBe(200);
    return res.body as View;
  };
  const settled = async (id: number) => {
    await expect.poll(async () => (await view(id)).job?.state, { timeout: 20_000, interval: 50 }).toMatch(/^(completed|failed)$/);
    return view(id);
  };
  const addLanguage = async () => {
    const code = `x${'abcdefghijklmnopqrstuvwxyz'[codes++]}`;
    const res = await host.admin('POST', '/api/admin/languages', { code, name: `Lang ${code}`, nativeName: `Native ${code}` });
    expect(res.status).toBe(201);
    return { id: res.body.id as number, code };
  };
  const interfaceCalls = () => host.fake.requests.filter((r) => r.body?.response_format?.json_schema?.name === 'interface_text_translation');
  const askedKeys = (call: { body: { messages: { role: string; content: string }[] } }) =>
    (JSON.parse(call.body.messages.find((m) => m.role === 'user')!.content).messages as { key: string }[]).map((m) => m.key);

  it('adding a language fills its whole catalogue from AI in the background, with provenance and the glossary', async () => {
    const before = interfaceCalls().length;
    const { id, code } = await addLanguage();
    const done = await settled(id);
    expect(done.job).toMatchObject({ state: 'completed', done: KEYS.length, total: KEYS.length, skipped: [] });
    expect(done.counts).toMatchObject({ total: KEYS.length, ai: KEYS.length, missing: 0, human: 0, reviewed: 0, stale: 0 });
    for (const row of done.rows) {
      expect(row).toMatchObject({ english: ENGLISH_CATALOGUE[row.key], text: fakeText(code, row.key), source: 'ai', reviewed: false, stale: false, model: expect.any(String) });
    }
    const calls = interfaceCalls().slice(before);
    expect(calls.flatMap(askedKeys).sort()).toEqual([...KEYS].sort());
    expect(calls[0]!.body.messages[0].content).toContain('Glossary, keep these exactly as written: Bitcoin');
    // What readers of the language get.
    expect(await siteMessages(code, host.services.siteText)).toMatchObject(Object.fromEntries(KEYS.map((k) => [k, fakeText(code, k)])));
  });

  it('without AI set up, a new language starts no job: the screen says why, readers see English, Translate answers 503', async () => {
    await host.configureAi({ isActive: false });
    try {
      const { id, code } = await addLanguage();
      const v = await view(id);
      expect(v.job).toBeNull();
      expect(v.ai).toMatchObject({ usable: false, message: expect.any(String) });
      expect(v.counts).toMatchObject({ missing: KEYS.length });
      expect(v.rows.every((r) => r.text === null && r.source === null)).toBe(true);
      expect(await siteMessages(code, host.services.siteText)).toEqual(ENGLISH_CATALOGUE);
      const res = await host.admin('POST', `/api/admin/site-text/${id}/translate`);
      expect(res.status).toBe(503);
      expect(res.body.message).toEqual(expect.any(String));
    } finally {
      await host.configureAi();
    }
  });

  it('refuses an answer that breaks a message’s ICU syntax and asks again for that message alone', async () => {
    const before = interfaceCalls().length;
    host.fake.mangleNext(1);
    const { id, code } = await addLanguage();
    const done = await settled(id);
    expect(done.job).toMatchObject({ state: 'completed', done: KEYS.length, skipped: [] });
    expect(done.rows.find((r) => r.key === WITH_PLACEHOLDER)).toMatchObject({ text: fakeText(code, WITH_PLACEHOLDER), source: 'ai' });
    // One call per batch of the catalogue, then one more for the refused message alone.
    const calls = interfaceCalls().slice(before);
    expect(calls).toHaveLength(Math.ceil(KEYS.length / SITE_TEXT_BATCH) + 1);
    expect(calls.map(askedKeys).filter((keys) => keys.length === 1)).toEqual([[WITH_PLACEHOLDER]]);
  });

  it('leaves a message English, with the reason, when every attempt breaks it; the rest is stored', async () => {
    host.fake.mangleNext(4);
    const { id, code } = await addLanguage();
    const done = await settled(id);
    expect(done.job).toMatchObject({ state: 'completed', done: KEYS.length - 1, skipped: [{ key: WITH_PLACEHOLDER, reason: expect.any(String) }] });
    expect(done.rows.find((r) => r.key === WITH_PLACEHOLDER)).toMatchObject({ text: null, source: null });
    expect((await siteMessages(code, host.services.siteText))[WITH_PLACEHOLDER]).toBe(ENGLISH_CATALOGUE[WITH_PLACEHOLDER]);
    // Asking again does only what is missing.
    const before = interfaceCalls().length;
    const res = await host.admin('POST', `/api/admin/site-text/${id}/translate`);
    expect(res).toMatchObject({ status: 202, body: { started: true, keys: 1 } });
    expect((await settled(id)).rows.find((r) => r.key === WITH_PLACEHOLDER)).toMatchObject({ text: fakeText(code, WITH_PLACEHOLDER), source: 'ai' });
    expect(interfaceCalls().slice(before).flatMap(askedKeys)).toEqual([WITH_PLACEHOLDER]);
  });

  it('a human edit survives an AI job that was already running, and every later refresh', async () => {
    host.fake.hold(true);
    let id: number;
    let code: string;
    const mine = `Mera ${ENGLISH_CATALOGUE[WITH_PLACEHOLDER]}`;
    try {
      const asked = interfaceCalls().length;
      ({ id, code } = await addLanguage());
      // The worker asked the provider and waits for its (held) answer.
      await expect.poll(() => interfaceCalls().length, { timeout: 10_000, interval: 20 }).toBeGreaterThan(asked);
      const edit = await host.admin('PUT', `/api/admin/site-text/${id}/${encodeURIComponent(WITH_PLACEHOLDER)}`, { text: mine });
      expect(edit).toMatchObject({ status: 200, body: { key: WITH_PLACEHOLDER, text: mine, source: 'human', reviewed: true, stale: false } });
    } finally {
      host.fake.hold(false);
    }
    const done = await settled(id!);
    expect(done.rows.find((r) => r.key === WITH_PLACEHOLDER)).toMatchObject({ text: mine, source: 'human' });
    expect(done.job!.done).toBe(KEYS.length - 1);

    // Every stored text now looks written for an older English: AI ones are refreshed, the human one is not.
    const { repos } = host.services;
    await markAllStale(id!);
    const stale = await view(id!);
    expect(stale.counts.stale).toBe(KEYS.length);
    expect(stale.rows.find((r) => r.key === WITH_PLACEHOLDER)).toMatchObject({ source: 'human', stale: true });
    const before = interfaceCalls().length;
    const res = await host.admin('POST', `/api/admin/site-text/${id!}/translate`);
    expect(res).toMatchObject({ status: 202, body: { started: true, keys: KEYS.length - 1 } });
    const refreshed = await settled(id!);
    expect(interfaceCalls().slice(before).flatMap(askedKeys)).not.toContain(WITH_PLACEHOLDER);
    expect(refreshed.rows.find((r) => r.key === WITH_PLACEHOLDER)).toMatchObject({ text: mine, source: 'human', stale: true });
    expect(refreshed.rows.filter((r) => r.source === 'ai').every((r) => !r.stale && r.text === fakeText(code!, r.key))).toBe(true);
    expect((await siteMessages(code!, host.services.siteText))[WITH_PLACEHOLDER]).toBe(mine);
    expect(await repos.siteTexts.get(id!)).toHaveProperty([WITH_PLACEHOLDER, 'source'], 'human');

    async function markAllStale(languageId: number) {
      const texts = await repos.siteTexts.get(languageId);
      const old = englishHash('an English text of an older release');
      const ref = host.firestore.db.collection('siteTexts').doc(String(languageId));
      await ref.update({ texts: Object.fromEntries(Object.entries(texts).map(([k, t]) => [k, { ...t, englishHash: old }])) });
    }
  });

  it('a shipped catalogue wins over AI, a human edit over both; re-activating a language translates only what ships nowhere', async () => {
    const shipped = shippedCatalogue('kn') ?? {};
    const missing = KEYS.filter((k) => !Object.hasOwn(shipped, k));
    const before = interfaceCalls().length;
    expect((await host.admin('PUT', `/api/admin/languages/${langs.kn}`, { isActive: true })).status).toBe(200);
    // Kannada ships whole: nothing is left for AI, so no job starts and the model is not asked.
    const done = missing.length > 0 ? await settled(langs.kn) : await view(langs.kn);
    if (missing.length === 0) expect(done.job).toBeNull();
    expect(interfaceCalls().slice(before).flatMap(askedKeys).sort()).toEqual([...missing].sort());
    for (const row of done.rows) {
      if (Object.hasOwn(shipped, row.key)) expect(row).toMatchObject({ text: shipped[row.key], source: 'shipped', reviewed: true });
      else expect(row).toMatchObject({ text: fakeText('kn', row.key), source: 'ai', reviewed: false });
    }
    const shippedKey = Object.keys(shipped)[0];
    if (shippedKey) {
      const mine = `${shipped[shippedKey]} (site)`;
      expect((await host.admin('PUT', `/api/admin/site-text/${langs.kn}/${encodeURIComponent(shippedKey)}`, { text: mine })).status).toBe(200);
      expect((await siteMessages('kn', host.services.siteText))[shippedKey]).toBe(mine);
    }
  });

  it('marks AI strings reviewed, and a reset string shows English until it is translated again', async () => {
    const { id, code } = await addLanguage();
    await settled(id);
    const res = await host.admin('POST', `/api/admin/site-text/${id}/review`, { keys: [PLAIN] });
    expect(res.status).toBe(200);
    expect((res.body as View).rows.find((r) => r.key === PLAIN)).toMatchObject({ source: 'ai', reviewed: true });
    expect((res.body as View).counts.reviewed).toBe(1);

    const key = encodeURIComponent(PLAIN);
    expect(await host.admin('DELETE', `/api/admin/site-text/${id}/${key}`)).toMatchObject({ status: 200, body: { key: PLAIN, text: null, source: null } });
    expect((await siteMessages(code, host.services.siteText))[PLAIN]).toBe(ENGLISH_CATALOGUE[PLAIN]);
    expect(await host.admin('POST', `/api/admin/site-text/${id}/translate`)).toMatchObject({ status: 202, body: { keys: 1 } });
    expect((await settled(id)).rows.find((r) => r.key === PLAIN)).toMatchObject({ text: fakeText(code, PLAIN), source: 'ai', reviewed: false });
    expect((await host.admin('DELETE', `/api/admin/site-text/${id}/no.such.key`)).status).toBe(404);
  });

  it('answers bad edits and unknown targets with a JSON reason and the right status', async () => {
    const key = encodeURIComponent(WITH_PLACEHOLDER);
    const put = (id: number | string, k: string, body: unknown) => host.admin('PUT', `/api/admin/site-text/${id}/${k}`, body);
    // A translation that drops or renames a placeholder, or does not parse, would break the page.
    for (const text of ['{', ENGLISH_CATALOGUE[WITH_PLACEHOLDER]!.replace(/\{\s*(\w+)/, '{renamed'), '<b>Bold</b> ' + ENGLISH_CATALOGUE[WITH_PLACEHOLDER]]) {
      const res = await put(langs.hi, key, { text });
      expect(res.status, text).toBe(400);
      expect(res.body).toMatchObject({ message: expect.stringMatching(/^This text would break the page: /), field: 'text' });
    }
    expect((await put(langs.hi, key, { text: '   ' })).body).toMatchObject({ message: expect.stringContaining('Text is required') });
    expect((await put(langs.hi, key, {})).status).toBe(400);
    expect((await put(langs.hi, key, { text: 'x', extra: 1 })).status).toBe(400);
    expect(await put(langs.hi, 'no.such.key', { text: 'x' })).toMatchObject({ status: 404, body: { message: "Unknown site text key 'no.such.key'" } });
    expect(await put(9999, key, { text: 'x' })).toMatchObject({ status: 404, body: { message: 'Language not found' } });
    expect(await put(langs.en, key, { text: 'x' })).toMatchObject({ status: 400, body: { message: expect.stringContaining('English is the source') } });
    expect((await put('abc', key, { text: 'x' })).status).toBe(400);
    expect((await host.admin('GET', '/api/admin/site-text/9999')).status).toBe(404);
    expect((await host.admin('POST', '/api/admin/site-text/9999/translate')).status).toBe(404);
    expect((await host.admin('POST', `/api/admin/site-text/${langs.bn}/review`, { keys: [] })).status).toBe(400);
    expect(await host.admin('POST', `/api/admin/site-text/${langs.bn}/review`, { keys: [PLAIN] })).toMatchObject({ status: 400, body: { message: expect.stringContaining('no translation to review') } });
    expect((await host.call('GET', `/api/admin/site-text/${langs.hi}`)).status).toBe(401);
    expect((await host.call('GET', `/api/admin/site-text/${langs.hi}`, { token: host.nonAdminToken })).status).toBe(403);
  });

  it('takes a job back from a worker that stopped, and the late worker’s answer is not stored twice', async () => {
    host.fake.hold(true);
    let id: number;
    try {
      ({ id } = await addLanguage());
      await expect.poll(async () => (await view(id)).job?.attempts, { timeout: 10_000, interval: 20 }).toBe(1);
      expect(await host.services.siteTextWorker.recoverJobs(() => true)).toMatchObject({ takenBack: 1 });
      expect((await view(id)).job).toMatchObject({ state: 'retrying', error: expect.stringMatching(/stopped before finishing/) });
      await expect
        .poll(
          async () => {
            await host.services.siteTextWorker.recoverJobs();
            return (await view(id)).job?.state;
          },
          { timeout: 10_000, interval: 50 },
        )
        .not.toBe('retrying');
    } finally {
      host.fake.hold(false);
    }
    const done = await settled(id!);
    expect(done.job).toMatchObject({ state: 'completed', done: KEYS.length });
    expect(done.counts.ai).toBe(KEYS.length);
  });
});
