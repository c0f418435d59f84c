/**
 * AI translation jobs (issue 8). A request decides which languages need a job and records them
 * (`pending`); the Firestore trigger on the job documents runs each one in the background, never
 * inside the request. A run claims its job (a duplicate delivery finds it taken), translates the
 * four fields in one provider call with retries, validates and sanitises the answer (the HTML
 * structure must come back as it went), and stores it with its provenance in one transaction
 * that also completes the job. A failure ends the job `failed` with a reason an editor can read;
 * the article itself is never touched by a failure.
 */
import { z } from 'zod';
import {
  AI_MESSAGES,
  CONTENT_MAX_BYTES,
  TEXT_LIMITS,
  isInvisible,
  textProblem,
  withoutBidiControls,
} from '../contract/index.js';
import { originalHashOf, type ArticleDoc, type JobLeasePolicy, type JobRecovery, type JobRequest, type Repositories } from '../data/index.js';
import { timestampOf } from '../data/timestamps.js';
import { AppError } from '../errors.js';
import { AiProviderError, type AiClient } from '../integrations/openai.js';
import type { AiSettingsService } from './ai-settings-service.js';
import type { AiUsageRecorder } from './ai-usage.js';
import { DEFAULT_RETRY_POLICY, RunSuperseded, withRetries, type RetryPolicy } from './ai-retry.js';
import { ArticleHtmlLimitError, htmlSkeleton, sanitizeArticleHtml } from './article-html.js';
import type { Clock } from './clock.js';
import type { LanguagesService } from './languages-service.js';
import { keepLease } from './lease-keeper.js';

/** The structured output a translation asks for (exported so the provider's fake is tested against it). */
export const TRANSLATION_SCHEMA = {
  type: 'object',
  properties: { title: { type: 'string' }, excerpt: { type: 'string' }, content: { type: 'string' }, metaDescription: { type: 'string' } },
  required: ['title', 'excerpt', 'content', 'metaDescription'],
  additionalProperties: false,
} as const;

const TranslationOutputSchema = z.object({ title: z.string(), excerpt: z.string(), content: z.string(), metaDescription: z.string() });

/** At most this many provider calls at once in one instance (AI_MAX_CONCURRENCY). */
const DEFAULT_MAX_CONCURRENCY = 10;

/**
 * How a run holds its job: a lease of 2 minutes renewed every 40 s while the worker lives, so a
 * dead worker's job is taken back within about 3 minutes (the lease, then the next minute's
 * recovery schedule). A pending job no trigger took in 2 minutes is started by the schedule.
 */
export interface JobLeaseOptions {
  leaseMs: number;
  staleMs: number;
  maxInterruptions: number;
}
export const DEFAULT_JOB_LEASE: JobLeaseOptions = { leaseMs: 120_000, staleMs: 120_000, maxInterruptions: 3 };

export interface TranslationServiceDeps {
  repos: Pick<Repositories, 'articles' | 'aiTranslations' | 'translationJobs'>;
  languages: LanguagesService;
  settings: AiSettingsService;
  ai: AiClient;
  usage: AiUsageRecorder;
  clock: Clock;
  retry?: RetryPolicy;
  lease?: Partial<JobLeaseOptions>;
  maxConcurrency?: number;
  log?: (message: string, details: Record<string, unknown>) => void;
}

export class TranslationService {
  private readonly limit: Semaphore;
  private readonly running = new Set<Promise<void>>();
  private readonly retry: RetryPolicy;
  private readonly jobPolicy: JobLeasePolicy;

  constructor(private readonly deps: TranslationServiceDeps) {
    this.limit = new Semaphore(deps.maxConcurrency ?? DEFAULT_MAX_CONCURRENCY);
    this.retry = deps.retry ?? DEFAULT_RETRY_POLICY;
    this.jobPolicy = { ...DEFAULT_JOB_LEASE, ...deps.lease, maxAttempts: this.retry.maxAttempts, baseDelayMs: this.retry.baseDelayMs, maxDelayMs: this.retry.maxDelayMs };
  }

  /** The most provider calls one request gets (the console shows "attempt n of this"). */
  get maxAttempts(): number {
    return this.retry.maxAttempts;
  }

  /**
   * The recovery schedule (every minute deployed, and by the local host at start): takes jobs
   * back from workers that died, and starts due retries and pending jobs no trigger took.
   * `deadHolders`: the local host at start knows every other holder is gone.
   */
  recoverJobs(deadHolders?: (holder: string) => boolean): Promise<JobRecovery> {
    return this.deps.repos.translationJobs.recover(this.deps.clock.now(), this.jobPolicy, deadHolders && { deadHolders });
  }

  /**
   * Starts a job for each language that needs one and returns those languages. Needed: no
   * translation yet, a stale AI translation, or a failed job; with `force`, every language (even
   * an editor's translation or one in progress). A language already up to date, written by an
   * editor, or in progress is left alone. With AI off or without a key, `whenAiOff` decides:
   * 'refuse' answers 503 and starts nothing; 'record' records the jobs as failed with the reason
   * (the article being saved must not depend on AI), so the console shows why and can retry.
   */
  async requestTranslations(article: ArticleDoc, languageIds: number[], options: { force: boolean; whenAiOff: 'refuse' | 'record' }): Promise<number[]> {
    const jobs = new Map((await this.deps.repos.translationJobs.listForArticle(article.id)).map((j) => [j.languageId, j]));
    const wanted = [...new Set(languageIds)].filter((id) => id !== article.originalLanguageId);
    const start = wanted.filter((id) => {
      if (options.force) return true;
      const job = jobs.get(id);
      if (job && (job.state === 'pending' || job.state === 'running' || job.state === 'retrying')) return false;
      const summary = article.translations.find((t) => t.languageId === id);
      if (!summary) return true;
      if ((summary.source ?? 'human') === 'human') return false;
      return isStale(article, summary) || job?.state === 'failed';
    });
    if (start.length === 0) return [];

    let failedBecause: string | undefined;
    try {
      await this.deps.settings.requireUsable();
    } catch (err) {
      if (options.whenAiOff === 'refuse' || !(err instanceof AppError)) throw err;
      failedBecause = err.message;
    }
    const requests: JobRequest[] = start.map((languageId) => ({ languageId, force: options.force, failedBecause }));
    await this.deps.repos.translationJobs.request(article.id, requests, this.deps.clock.now(), this.jobPolicy.staleMs);
    return failedBecause ? [] : start;
  }

  /** Runs one job run (called by the trigger when a job becomes pending). Never throws: failures end in the job's state. */
  runJob(articleId: number, languageId: number, runId: string): Promise<void> {
    const run = this.run(articleId, languageId, runId).finally(() => this.running.delete(run));
    this.running.add(run);
    return run;
  }

  /** Resolves when no run is in progress in this instance (tests, and the local host on close). */
  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }

  private async run(articleId: number, languageId: number, runId: string): Promise<void> {
    const { repos, clock } = this.deps;
    const { leaseMs } = this.jobPolicy;
    const job = await repos.translationJobs.claim(articleId, languageId, runId, clock.now(), leaseMs);
    if (!job) return; // a duplicate delivery, or a newer request took over
    // Held from the claim on, also while the run waits for a free slot.
    const lease = keepLease(() => repos.translationJobs.renew(articleId, languageId, runId, clock.now(), leaseMs), leaseMs, this.deps.log);
    try {
      await this.limit.run(() => this.work(articleId, languageId, runId, job.attempts, () => lease.lost));
    } finally {
      await lease.stop();
    }
  }

  private async work(articleId: number, languageId: number, runId: string, attemptsBefore: number, leaseLost: () => boolean): Promise<void> {
    const { repos, clock } = this.deps;
    try {
      if (leaseLost()) return;
      // A run resumed after its worker died has the attempts left of its request.
      const policy = { ...this.retry, maxAttempts: this.retry.maxAttempts - attemptsBefore };
      if (policy.maxAttempts <= 0) throw new AppErrorReason(`${AI_MESSAGES.translateFailed}: no attempts left after ${attemptsBefore}. Retry it.`);
      const settings = await this.deps.settings.requireUsable();
      const [article, catalog] = await Promise.all([repos.articles.getById(articleId), this.deps.languages.loadCatalog()]);
      // Deleted meanwhile: its jobs go with it (onArticleDeleted); ended here too, should that event be lost.
      if (!article) throw new AppErrorReason('The article was deleted.');
      const language = catalog.get(languageId);
      if (!language?.isActive) throw new AppErrorReason(`${language?.name ?? `Language ${languageId}`} is not an active language: activate it, then retry.`);
      const original = await repos.articles.getContent(articleId, article.originalLanguageId);
      if (!original) throw new AppErrorReason('The original text of this article could not be read. Save the article again, then retry.');
      const sourceHash = article.originalHash ?? originalHashOf(original);
      const sourceSkeleton = htmlSkeleton(original.content);

      const system = [
        settings.translationPrompt.replaceAll('{language}', `${language.name} (${language.nativeName})`),
        settings.glossary.length > 0 ? `\nGlossary, keep these exactly as written: ${settings.glossary.join(', ')}` : '',
      ].join('');
      const user = JSON.stringify({
        targetLanguage: { code: language.code, name: language.name, nativeName: language.nativeName },
        glossary: settings.glossary,
        fields: { title: original.title, excerpt: original.excerpt, content: original.content, metaDescription: original.metaDescription },
      });

      let tokens = 0;
      const translated = await withRetries(
        async () => {
          const result = await this.deps.usage.track(() =>
            this.deps.ai.chatJson({ apiKey: settings.openaiApiKey, system, user, schemaName: 'article_translation', jsonSchema: TRANSLATION_SCHEMA }),
          );
          tokens += result.usage.totalTokens;
          return validTranslation(result.json, sourceSkeleton, original.metaDescription !== '');
        },
        policy,
        {
          beforeAttempt: async () => !leaseLost() && (await repos.translationJobs.recordAttempt(articleId, languageId, runId, clock.now())),
          beforeWait: (ms, err) => repos.translationJobs.waitForRetry(articleId, languageId, runId, new Date(clock.now().getTime() + ms), err.message, clock.now()),
        },
      );

      const outcome = await repos.aiTranslations.saveAiTranslation(
        articleId,
        {
          content: { languageId, ...translated },
          sourceHash,
          provenance: { model: settings.model, promptVersion: settings.promptVersion, tokens, translatedAt: timestampNow(clock) },
          runId,
        },
        clock.now(),
      );
      this.deps.log?.('Translation job finished', { articleId, languageId, outcome, tokens });
    } catch (err) {
      if (err instanceof RunSuperseded) return;
      const reason = readableReason(err);
      if (!(err instanceof AiProviderError || err instanceof AppError || err instanceof AppErrorReason)) {
        this.deps.log?.('Translation job failed unexpectedly', { articleId, languageId, error: err instanceof Error ? err.stack : String(err) });
      }
      await repos.translationJobs.fail(articleId, languageId, runId, reason, clock.now());
    }
  }
}

/** An AI translation made from an older text of the original. */
export function isStale(article: Pick<ArticleDoc, 'originalHash'>, summary: { source?: string; sourceHash?: string }): boolean {
  return summary.source === 'ai' && article.originalHash !== undefined && summary.sourceHash !== article.originalHash;
}

/** The model's answer as it may be stored, or a retryable 'bad-output' failure saying what was wrong. */
function validTranslation(json: unknown, sourceSkeleton: string[], hasMeta: boolean) {
  const bad = (why: string) => new AiProviderError('bad-output', `The AI translation was unusable: ${why}.`);
  const parsed = TranslationOutputSchema.safeParse(json);
  if (!parsed.success) throw bad('it did not answer with the four article fields');
  // Plain text as the forms store it: without bidi overrides (contract/text.ts).
  const line = (v: string) => withoutBidiControls(v).replace(/\s+/g, ' ').trim();
  const title = line(parsed.data.title);
  const excerpt = withoutBidiControls(parsed.data.excerpt).trim();
  const metaDescription = line(parsed.data.metaDescription);
  if (isInvisible(title) || textProblem(title) || title.length > TEXT_LIMITS.title) throw bad('the title was empty, broken or too long');
  if (isInvisible(excerpt) || textProblem(excerpt, { multiline: true }) || excerpt.length > TEXT_LIMITS.excerpt) throw bad('the excerpt was empty, broken or too long');
  if ((hasMeta && isInvisible(metaDescription)) || textProblem(metaDescription) || metaDescription.length > TEXT_LIMITS.metaDescription) {
    throw bad('the meta description was empty, broken or too long');
  }
  let content: string;
  try {
    content = sanitizeArticleHtml(parsed.data.content);
  } catch (err) {
    if (err instanceof ArticleHtmlLimitError) throw bad(`its content broke a limit of article HTML (${err.message})`);
    throw err;
  }
  if (!content) throw bad('the content was empty');
  if (Buffer.byteLength(content, 'utf8') > CONTENT_MAX_BYTES) throw bad(`the content was larger than the ${CONTENT_MAX_BYTES / 1024} KB that can be stored`);
  if (JSON.stringify(htmlSkeleton(content)) !== JSON.stringify(sourceSkeleton)) throw bad("it changed the article's HTML structure (its tags or links)");
  return { title, excerpt, content, metaDescription };
}

/** A reason to fail a job that is not the provider's doing. */
class AppErrorReason extends Error {}

function readableReason(err: unknown): string {
  if (err instanceof AiProviderError || err instanceof AppError || err instanceof AppErrorReason) return err.message;
  return `${AI_MESSAGES.translateFailed}: an unexpected error. Try again; if it keeps failing, check the server logs.`;
}

function timestampNow(clock: Clock) {
  return timestampOf(clock.now());
}

/** A counting semaphore: at most `size` runs of `run` at once, the rest wait in order. */
class Semaphore {
  private active = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly size: number) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.active < this.size) this.active++;
    else await new Promise<void>((resolve) => this.waiting.push(resolve)); // a finishing run hands its slot over
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.active--;
    }
  }
}
