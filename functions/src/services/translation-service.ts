/**
 * AI translation jobs (issue 8). A request decides which languages need a job and records them
 * (`pending`); the Firestore trigger on the job documents runs each one in the background, never
 * inside the request. A run claims its job (a duplicate delivery finds it taken), translates the
 * four fields in one provider call with retries, validates and sanitises the answer (the HTML
 * structure must come back as it went), and stores it with its provenance in one transaction
 * that also completes the job. A failure ends the job `failed` with a reason an editor can read;
 * the article itself is never touched by a failure.
 */
import { articleTarget, KEPT_HUMAN, type AuditDraft } from '../data/index.js';
import { AI_MESSAGES, type ReviewStatus } from '../contract/index.js';
import { originalHashOf, type ArticleContentDoc, type ArticleDoc, type JobRecovery, type JobRequest, type Repositories, type TranslationJobDoc, type TranslationSummaryDoc } from '../data/index.js';
import { timestampOf } from '../data/timestamps.js';
import { AppError } from '../errors.js';
import type { AiClient } from '../integrations/openai.js';
import type { AiSettingsService } from './ai-settings-service.js';
import type { AiUsageRecorder } from './ai-usage.js';
import type { Clock } from './clock.js';
import { JobFailure, JobRunner, type JobRunnerOptions, type RunContext } from './job-runner.js';
import type { LanguagesService } from './languages-service.js';
import { assembleTranslation, partsToTranslate, planTranslation, type StoredTranslation } from './translation-plan.js';
import { checkWhole, modelAnswer, translationRequest } from './translation-request.js';

export { TRANSLATION_SCHEMA } from './translation-request.js';

/** At most this many provider calls at once in one instance (AI_MAX_CONCURRENCY). */
const DEFAULT_MAX_CONCURRENCY = 10;

/** The services it uses, and its run loop's options (job-runner.ts; at most 10 runs at once unless told). */
export interface TranslationServiceDeps extends JobRunnerOptions {
  repos: Pick<Repositories, 'articles' | 'aiTranslations' | 'translationJobs'>;
  languages: LanguagesService;
  settings: AiSettingsService;
  ai: AiClient;
  usage: AiUsageRecorder;
}

export class TranslationService {
  private readonly runner: JobRunner;

  constructor(private readonly deps: TranslationServiceDeps) {
    this.runner = new JobRunner(
      {
        name: 'Translation job',
        unexpectedReason: `${AI_MESSAGES.translateFailed}: an unexpected error. Try again; if it keeps failing, check the server logs.`,
        noAttemptsLeft: (attempts) => `${AI_MESSAGES.translateFailed}: no attempts left after ${attempts}. Retry it.`,
      },
      { clock: deps.clock, retry: deps.retry, lease: deps.lease, maxConcurrency: deps.maxConcurrency ?? DEFAULT_MAX_CONCURRENCY, log: deps.log },
    );
  }

  /** The most provider calls one request gets (the console shows "attempt n of this"). */
  get maxAttempts(): number {
    return this.runner.retry.maxAttempts;
  }

  /**
   * The recovery schedule (every minute deployed, and by the local host at start): takes jobs
   * back from workers that died, and starts due retries and pending jobs no trigger took.
   * `deadHolders`: the local host at start knows every other holder is gone.
   */
  recoverJobs(deadHolders?: (holder: string) => boolean): Promise<JobRecovery> {
    return this.deps.repos.translationJobs.recover(this.deps.clock.now(), this.runner.jobPolicy, deadHolders && { deadHolders });
  }

  /**
   * Starts a job for each language that needs one and returns those languages. Needed: no
   * translation yet, a stale AI translation, or a failed job; with `force`, every language (even
   * an editor's translation or one in progress). A language already up to date, written by an
   * editor, or in progress is left alone. With AI off or without a key, `whenAiOff` decides:
   * 'refuse' answers 503 and starts nothing; 'record' records the jobs as failed with the reason
   * (the article being saved must not depend on AI), so the console shows why and can retry.
   */
  async requestTranslations(
    article: ArticleDoc,
    languageIds: number[],
    options: { force: boolean; includeHuman?: boolean; whenAiOff: 'refuse' | 'record'; audited?: boolean },
  ): Promise<number[]> {
    const jobs = new Map((await this.deps.repos.translationJobs.listForArticle(article.id)).map((j) => [j.languageId, j]));
    const wanted = [...new Set(languageIds)].filter((id) => id !== article.originalLanguageId);
    const includeHuman = options.force && !!options.includeHuman;
    const start = wanted.filter((id) => {
      const summary = article.translations.find((t) => t.languageId === id);
      const byPeople = !!summary && (summary.source ?? 'human') === 'human';
      // Every block of it a person's: nothing for AI to do unless told to replace their words.
      if (options.force) return !byPeople || includeHuman;
      const job = jobs.get(id);
      if (job && (job.state === 'pending' || job.state === 'running' || job.state === 'retrying')) return false;
      if (!summary) return true;
      if (byPeople) return false;
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
    const requests: JobRequest[] = start.map((languageId) => ({
      languageId,
      force: options.force,
      includeHuman,
      ...(includeHuman && { includeHumanAtSeq: seqOf(article, languageId) }),
      failedBecause,
    }));
    const audit: AuditDraft | undefined = options.audited
      ? { action: 'translation.request', target: articleTarget(article), changes: { languageIds: { from: null, to: start }, force: { from: null, to: options.force } } }
      : undefined;
    await this.deps.repos.translationJobs.request(article.id, requests, this.deps.clock.now(), this.runner.jobPolicy.staleMs, audit);
    return failedBecause ? [] : start;
  }

  /** Runs one job run (called by the trigger when a job becomes pending). Never throws: failures end in the job's state. */
  runJob(articleId: number, languageId: number, runId: string): Promise<void> {
    const job = this.deps.repos.translationJobs.run(articleId, languageId, runId);
    return this.runner.run(job, { articleId, languageId }, (claimed, ctx) => this.work(articleId, languageId, runId, claimed, ctx));
  }

  /** Resolves when no run is in progress in this instance (tests, and the local host on close). */
  idle(): Promise<void> {
    return this.runner.idle();
  }

  private async work(articleId: number, languageId: number, runId: string, job: TranslationJobDoc, ctx: RunContext): Promise<void> {
    const { repos, clock } = this.deps;
    // A run resumed after its worker died has the attempts left of its request.
    const policy = ctx.retryPolicy(job.attempts);
    const settings = await this.deps.settings.requireUsable();
    const [article, catalog] = await Promise.all([repos.articles.getById(articleId), this.deps.languages.loadCatalog()]);
    // Deleted meanwhile: its jobs go with it (onArticleDeleted); ended here too, should that event be lost.
    if (!article) throw new JobFailure('The article was deleted.');
    const language = catalog.get(languageId);
    if (!language?.isActive) throw new JobFailure(`${language?.name ?? `Language ${languageId}`} is not an active language: activate it, then retry.`);
    const [original, existing] = await Promise.all([repos.articles.getContent(articleId, article.originalLanguageId), repos.articles.getContent(articleId, languageId)]);
    if (!original) throw new JobFailure('The original text of this article could not be read. Save the article again, then retry.');
    const sourceHash = article.originalHash ?? originalHashOf(original);
    const stored = existing && !existing.isOriginal ? storedTranslation(existing) : null;
    // People's words are replaced only as the person asking saw them: a save of the language since
    // (a colleague's) keeps every block a person wrote, as a run without includeHuman does.
    const includeHuman = !!job.includeHuman && (job.includeHumanAtSeq === undefined || job.includeHumanAtSeq === seqOf(article, languageId));
    // A person's text that does not line up block by block with the original is theirs as a whole.
    if (stored && stored.source === 'human' && !stored.blocks && !includeHuman) throw new JobFailure(job.includeHuman ? SAVED_SINCE_ASKED : KEPT_HUMAN);
    const plan = planTranslation(original, includeHuman && !stored?.blocks ? null : stored, { force: job.force, includeHuman });
    const ask = partsToTranslate(plan);
    const prompt = { settings, language };

    let tokens = 0;
    const translated =
      ask.blocks.length === 0 && Object.keys(ask.fields).length === 0
        ? ask // nothing changed that AI made: no provider call (a person's blocks may be flagged)
        : await ctx.withRetries(
            async () => {
              const result = await this.deps.usage.track(() => this.deps.ai.chatJson(translationRequest(prompt, original.content, plan, ask)));
              tokens += result.usage.totalTokens;
              return await modelAnswer(result.json, original.content, plan, ask);
            },
            policy,
          );
    const result = assembleTranslation(plan, translated);
    checkWhole(result.content, plan);

    const outcome = await repos.aiTranslations.saveAiTranslation(
      articleId,
      {
        content: { languageId, title: result.title, excerpt: result.excerpt, content: result.content, metaDescription: result.metaDescription },
        sourceHash,
        provenance: { model: settings.model, promptVersion: settings.promptVersion, tokens, translatedAt: timestampNow(clock) },
        runId,
        blocks: result.blocks,
        fields: result.fields,
        basedOn: existing ? existing.updatedAt.toMillis() : null,
        machineWritten: result.translatedParts > 0,
      },
      clock.now(),
    );
    this.deps.log?.('Translation job finished', { articleId, languageId, outcome, tokens });
  }
}

/** Whether a person approved a translation (older documents have no review state: AI's is unreviewed). */
export function reviewStatusOf(summary: Pick<TranslationSummaryDoc, 'reviewStatus' | 'source'>): ReviewStatus {
  return summary.reviewStatus ?? (summary.source === 'ai' ? 'machine' : 'human');
}

/** An AI translation made from an older text of the original. */
export function isStale(article: Pick<ArticleDoc, 'originalHash'>, summary: { source?: string; sourceHash?: string }): boolean {
  return summary.source === 'ai' && article.originalHash !== undefined && summary.sourceHash !== article.originalHash;
}

function storedTranslation(c: ArticleContentDoc): StoredTranslation {
  return { title: c.title, excerpt: c.excerpt, content: c.content, metaDescription: c.metaDescription, source: c.source ?? 'human', blocks: c.blocks ?? null, fields: c.fields ?? {} };
}

function timestampNow(clock: Clock) {
  return timestampOf(clock.now());
}

/** A job's error when a replacement of people's words finds the language saved again since it was asked for. */
const SAVED_SINCE_ASKED = 'Someone saved this translation after the retranslation was asked for, so AI kept their words. Open the article to read them, then translate again to replace them.';

/** How many saves of the language the article has had (its revisions' sequence). */
function seqOf(article: ArticleDoc, languageId: number): number {
  return article.revisionSeq?.[String(languageId)] ?? 0;
}
