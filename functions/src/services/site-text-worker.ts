/**
 * Runs interface-text jobs (issue 23): the English catalogue's missing and stale keys of a
 * language, translated by AI in batches, through the run loop of the article translation jobs
 * (job-runner.ts): a claim under a lease kept alive while the worker lives, provider calls retried
 * with backoff, every write checked against the run id, recovery by the schedule and at host
 * start. Each message is checked before it is stored (ICU syntax, the English placeholders and
 * plural arguments, no markup the English lacks, plain text within the length limit): a batch's
 * unusable messages are asked for again, alone; still unusable after every attempt, they stay
 * English and the job lists them with the reason. Nothing is stored that could break a page.
 */
import { withoutBidiControls } from '../contract/index.js';
import type { JobLeasePolicy, JobRecovery, Repositories, SiteTextJobDoc } from '../data/index.js';
import { ENGLISH_CATALOGUE } from '../i18n/catalogues.js';
import { AiProviderError, type AiClient } from '../integrations/openai.js';
import type { AiSettingsService } from './ai-settings-service.js';
import type { AiUsageRecorder } from './ai-usage.js';
import { RunSuperseded } from './ai-retry.js';
import { JobFailure, JobRunner, type JobRunnerOptions, type RunContext } from './job-runner.js';
import type { LanguagesService } from './languages-service.js';
import { englishHash, keysNeedingTranslation, siteTextProblem } from './site-text-catalogue.js';

/** Keys per provider call: small enough for a quick, reliable answer, few calls for a catalogue. */
export const SITE_TEXT_BATCH = 40;

/** The structured output asked for (strict mode: an array of {key, text}, since object keys cannot vary). */
export const SITE_TEXT_SCHEMA = {
  type: 'object',
  properties: {
    messages: {
      type: 'array',
      items: { type: 'object', properties: { key: { type: 'string' }, text: { type: 'string' } }, required: ['key', 'text'], additionalProperties: false },
    },
  },
  required: ['messages'],
  additionalProperties: false,
} as const;

const SYSTEM_PROMPT = [
  'You translate the interface text of CryptoLekh, a site that explains cryptocurrency to readers in India, into {language}.',
  'Each message is a short label, button, heading or sentence of the website, in ICU MessageFormat.',
  'Translate only the words. Keep every placeholder such as {count} or {name} exactly as written, and keep ICU plural and select structures',
  '(e.g. {count, plural, one {# view} other {# views}}) with the same argument names and case keywords (one, other, =0), translating only the text inside the cases.',
  'Write natural, concise {language} as a well-made local website would. Never add markup, quotes or explanations.',
  'Answer with {"messages": [{"key": ..., "text": ...}]}, one entry per key you were given, with the same keys.',
].join('\n');

/** The services it uses, and its run loop's options (job-runner.ts; no limit on runs at once). */
export interface SiteTextWorkerDeps extends Omit<JobRunnerOptions, 'maxConcurrency'> {
  repos: Pick<Repositories, 'siteTexts' | 'siteTextJobs'>;
  languages: LanguagesService;
  settings: AiSettingsService;
  ai: AiClient;
  usage: AiUsageRecorder;
}

type Unusable = { key: string; reason: string };

export class SiteTextWorker {
  private readonly runner: JobRunner;

  constructor(private readonly deps: SiteTextWorkerDeps) {
    this.runner = new JobRunner(
      {
        name: 'Site text job',
        unexpectedReason: 'Translating the site text failed: an unexpected error. Try again; if it keeps failing, check the server logs.',
        noAttemptsLeft: (attempts) => `Translating the site text failed: no attempts left after ${attempts}. Translate again.`,
      },
      { clock: deps.clock, retry: deps.retry, lease: deps.lease, log: deps.log },
    );
  }

  get jobPolicy(): JobLeasePolicy {
    return this.runner.jobPolicy;
  }

  get maxAttempts(): number {
    return this.runner.retry.maxAttempts;
  }

  /** Taken back from dead workers, due retries and lost events started (the schedule, and the host at start). */
  recoverJobs(deadHolders?: (holder: string) => boolean): Promise<JobRecovery> {
    return this.deps.repos.siteTextJobs.recover(this.deps.clock.now(), this.jobPolicy, deadHolders && { deadHolders });
  }

  /** One run of a language's job (the trigger calls it when the job becomes pending). Never throws. */
  runJob(languageId: number, runId: string): Promise<void> {
    const job = this.deps.repos.siteTextJobs.run(languageId, runId);
    return this.runner.run(job, { languageId }, (claimed, ctx) => this.work(languageId, runId, claimed, ctx));
  }

  idle(): Promise<void> {
    return this.runner.idle();
  }

  private async work(languageId: number, runId: string, job: SiteTextJobDoc, ctx: RunContext): Promise<void> {
    const { repos, clock } = this.deps;
    const settings = await this.deps.settings.requireUsable();
    const language = (await this.deps.languages.loadCatalog({ fresh: true })).get(languageId);
    if (!language) throw new JobFailure('The language was deleted.');
    if (!language.isActive) throw new JobFailure(`${language.name} is not an active language: activate it, then translate again.`);
    // Computed now, not when requested: whatever was stored meanwhile (by an editor, or by an
    // earlier run of this job that died) is not done again.
    const keys = keysNeedingTranslation(language.code, await repos.siteTexts.get(languageId));
    const system = SYSTEM_PROMPT.replaceAll('{language}', `${language.name} (${language.nativeName})`) + (settings.glossary.length > 0 ? `\nGlossary, keep these exactly as written: ${settings.glossary.join(', ')}` : '');
    const provenance = { model: settings.model, promptVersion: settings.promptVersion };
    let stored = 0;
    const skipped: Unusable[] = [];

    for (let start = 0; start < keys.length; start += SITE_TEXT_BATCH) {
      if (ctx.leaseLost) throw new RunSuperseded();
      const first = start === 0;
      if (!first && !(await repos.siteTextJobs.startBatch(languageId, runId, clock.now()))) throw new RunSuperseded();
      let pending = keys.slice(start, start + SITE_TEXT_BATCH);
      let unusable: Unusable[] = [];
      // A run resumed after its worker died has, for its first batch, the attempts the batch it was in had left.
      const policy = ctx.retryPolicy(first ? job.attempts : 0);
      try {
        await ctx.withRetries(
          async () => {
            const user = JSON.stringify({
              targetLanguage: { code: language.code, name: language.name, nativeName: language.nativeName },
              glossary: settings.glossary,
              messages: pending.map((key) => ({ key, text: ENGLISH_CATALOGUE[key]! })),
            });
            const result = await this.deps.usage.track(() =>
              this.deps.ai.chatJson({ apiKey: settings.openaiApiKey, system, user, schemaName: 'interface_text_translation', jsonSchema: SITE_TEXT_SCHEMA }),
            );
            const { usable, unusable: bad } = checkAnswer(result.json, pending);
            const n = await repos.siteTexts.saveAi(languageId, runId, usable, { ...provenance, model: result.model || provenance.model }, clock.now());
            if (n === null) throw new RunSuperseded();
            stored += n;
            unusable = bad;
            pending = bad.map((b) => b.key);
            if (bad.length > 0) {
              const sample = bad.slice(0, 3).map((b) => `${b.key}: ${b.reason}`).join('; ');
              throw new AiProviderError('bad-output', `The AI translation of ${bad.length} string${bad.length === 1 ? ' was' : 's were'} unusable (${sample}).`);
            }
          },
          policy,
        );
      } catch (err) {
        // Unusable messages after every attempt stay English; other failures end the job.
        if (!(err instanceof AiProviderError && err.kind === 'bad-output')) throw err;
        const left = unusable.length > 0 ? unusable : pending.map((key) => ({ key, reason: err.message }));
        if (!(await repos.siteTextJobs.skip(languageId, runId, left, clock.now()))) throw new RunSuperseded();
        skipped.push(...left);
      }
    }
    if (stored === 0 && skipped.length > 0) throw new JobFailure(`No usable translation came back: ${skipped[0]!.reason}`);
    await repos.siteTextJobs.complete(languageId, runId, clock.now());
    this.deps.log?.('Site text job finished', { languageId, stored, skipped: skipped.length });
  }
}

/** The usable messages of an answer, and why each other asked-for key is not. */
function checkAnswer(json: unknown, asked: string[]): { usable: { key: string; text: string; englishHash: string }[]; unusable: Unusable[] } {
  const wanted = new Set(asked);
  const answers = new Map<string, unknown>();
  const list = (json as { messages?: unknown } | null)?.messages;
  if (!Array.isArray(list)) throw new AiProviderError('bad-output', 'The AI translation was unusable: it did not answer with the list of messages.');
  for (const item of list) {
    const key = (item as { key?: unknown } | null)?.key;
    if (typeof key === 'string' && wanted.has(key) && !answers.has(key)) answers.set(key, (item as { text?: unknown }).text);
  }
  const usable: { key: string; text: string; englishHash: string }[] = [];
  const unusable: Unusable[] = [];
  for (const key of asked) {
    const english = ENGLISH_CATALOGUE[key]!;
    const why = textReason(english, answers.get(key));
    if (why) unusable.push({ key, reason: why });
    else usable.push({ key, text: withoutBidiControls(answers.get(key) as string).trim(), englishHash: englishHash(english) });
  }
  return { usable, unusable };
}

function textReason(english: string, answer: unknown): string | null {
  if (answer === undefined) return 'the answer left it out';
  if (typeof answer !== 'string') return 'the answer was not text';
  const text = withoutBidiControls(answer).trim();
  if (!text) return 'the answer was empty';
  return siteTextProblem(english, text);
}
