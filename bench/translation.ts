/**
 * Wall time to translate one article into ten languages through the real path: an admin create
 * with ten targetLanguages, the jobs run by the trigger in the background, against the fake
 * OpenAI-compatible provider answering each call after 2 s (BENCH_AI_LATENCY_MS). Target: under
 * 3 s, i.e. about one model latency, since languages run in parallel. A missed target is reported;
 * `failed` (a translation job failed, or they did not all finish within a minute) is what fails the bench.
 * The host runs in the bench process: it drives the services directly, and nothing else runs meanwhile.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_AI_PROMPTS } from '../functions/src/contract/index.js';
import { startFakeOpenAi } from '../emulators/fakes/openai.js';
import { startHost } from '../emulators/src/create-host.js';
import type { BenchSection } from './context.js';

const TARGET_MS = 3000;
/** Past this the jobs are stuck, not slow. */
const GIVE_UP_MS = 60_000;

export const translationSection: BenchSection = {
  name: 'translation',
  description: 'wall time of translating one article into ten languages (fake AI provider)',
  async run(ctx) {
    if ((await benchTranslation()).failed) ctx.fail('translation: a translation failed or never finished (above)');
  },
};

export async function benchTranslation(): Promise<{ ms: number; targetMet: boolean; failed: boolean }> {
  const latencyMs = Number(process.env.BENCH_AI_LATENCY_MS ?? 2000);
  const fake = await startFakeOpenAi({ latencyMs });
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'cryptolekh-bench-ai-'));
  const host = await startHost({ port: 0, dataDir, auth: false, seed: false, schedules: false, ai: { baseUrl: fake.baseUrl } });
  try {
    const { services } = host;
    const now = new Date();
    const en = await services.repos.languages.create({ code: 'en', name: 'English', nativeName: 'English', isActive: true }, now, 1);
    const codes = ['hi', 'bn', 'te', 'ta', 'gu', 'kn', 'ml', 'pa', 'or', 'as'];
    const targets: number[] = [];
    for (const code of codes) targets.push((await services.repos.languages.create({ code, name: code.toUpperCase(), nativeName: code, isActive: true }, now)).id);
    await services.aiSettings.updateSettings({
      openaiApiKey: 'sk-bench-key-0000',
      translationPrompt: DEFAULT_AI_PROMPTS.translationPrompt,
      generationPrompt: DEFAULT_AI_PROMPTS.generationPrompt,
      fieldInstructions: { ...DEFAULT_AI_PROMPTS.fieldInstructions },
      isActive: true,
    });

    const started = performance.now();
    const article = await services.adminArticles.createArticle({
      article: { slug: 'bench-translation', category: 'education', status: 'published', isFeatured: false, imageUrl: null, imagePublicId: null, videoUrl: null, videoPublicId: null },
      translation: {
        languageId: en.id,
        title: 'What a blockchain is',
        excerpt: 'A shared ledger that nobody owns.',
        content: '<h2>A shared ledger</h2><p>Blocks of transactions, chained by hashes.</p>'.repeat(10),
        metaDescription: 'Blockchains in plain words',
      },
      targetLanguages: targets,
    });
    for (;;) {
      const jobs = await services.repos.translationJobs.listForArticle(article.id);
      const ms = Math.round(performance.now() - started);
      const done = jobs.length === targets.length && jobs.every((j) => j.state === 'completed' || j.state === 'failed');
      if (done || ms > GIVE_UP_MS) {
        const failedJobs = jobs.filter((j) => j.state === 'failed').length;
        const targetMet = done && ms < TARGET_MS;
        console.log(
          `AI translation: one article into ${targets.length} languages with a ${latencyMs} ms model: ` +
            (done ? `${ms} ms wall time` : `not finished after ${ms} ms (${jobs.filter((j) => j.state === 'completed').length} of ${targets.length} stored)`) +
            ` (target under ${TARGET_MS} ms: ${targetMet ? 'met' : 'MISSED'})${failedJobs ? `; BROKEN: ${failedJobs} translations failed` : ''}`,
        );
        return { ms, targetMet, failed: !done || failedJobs > 0 };
      }
      await new Promise((r) => setTimeout(r, 20));
    }
  } finally {
    await host.close();
    await fake.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}
