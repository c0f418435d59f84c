/**
 * The console's Site text (issue 23): each language's interface strings beside English, a human
 * edit (checked like an AI text, and never replaced by AI), marking AI strings reviewed, and
 * asking AI for the missing and stale ones. Also the reader seam's source: a language's merged
 * catalogue, kept a minute in this instance like the languages, dropped at once when a write here
 * changes what readers see (change-signal.ts).
 */
import {
  ENGLISH_LANGUAGE_ID,
  SITE_TEXT_MESSAGES as M,
  type SiteTextCounts,
  type SiteTextJob,
  type SiteTextResponse,
  type SiteTextRow,
  type SiteTextTranslateResponse,
} from '../contract/index.js';
import { afterArticleWrite, changeSignal } from '../data/change-signal.js';
import type { LanguageDoc, Repositories, SiteTextJobDoc } from '../data/index.js';
import { toIsoRequired } from '../data/timestamps.js';
import { AppError, BadRequestError, NotFoundError } from '../errors.js';
import { ENGLISH_CATALOGUE, type Catalogue } from '../i18n/catalogues.js';
import type { AiSettingsService } from './ai-settings-service.js';
import type { Clock } from './clock.js';
import type { LanguagesService } from './languages-service.js';
import { englishHash, keysNeedingTranslation, mergeSiteTexts, resolveAll, siteTextProblem, type ResolvedSiteText, type SiteMessagesSource } from './site-text-catalogue.js';
import type { SiteTextWorker } from './site-text-worker.js';

/** How long this instance keeps a language's merged catalogue (as the languages: LANGUAGES_TTL_MS). */
export const SITE_MESSAGES_TTL_MS = 60_000;

export interface SiteTextServiceDeps {
  repos: Pick<Repositories, 'siteTexts' | 'siteTextJobs'>;
  languages: LanguagesService;
  settings: AiSettingsService;
  worker: SiteTextWorker;
  clock: Clock;
  log?: (message: string, details: Record<string, unknown>) => void;
}

export class SiteTextService implements SiteMessagesSource {
  private readonly kept = new Map<string, { stamp: string; at: number; value: Promise<Catalogue> }>();

  constructor(private readonly deps: SiteTextServiceDeps) {}

  async view(languageId: number): Promise<SiteTextResponse> {
    const language = await this.language(languageId);
    const [stored, job, ai] = await Promise.all([this.deps.repos.siteTexts.get(languageId), this.deps.repos.siteTextJobs.get(languageId), this.aiState()]);
    const resolved = resolveAll(language.code, stored);
    const rows = [...resolved].map(([key, r]) => row(key, r));
    return {
      language: { id: language.id, code: language.code, name: language.name, nativeName: language.nativeName, isActive: language.isActive },
      ai,
      job: job && this.jobView(job),
      counts: counts(rows),
      rows,
    };
  }

  /** An administrator's text for one key: checked as an AI text is, then stored as human (AI never replaces it). */
  async edit(languageId: number, key: string, text: string): Promise<SiteTextRow> {
    await this.language(languageId);
    const english = this.english(key);
    const problem = siteTextProblem(english, text);
    if (problem) throw new BadRequestError(M.invalidMessage(problem), 'text', problem);
    const stored = await afterArticleWrite(this.deps.repos.siteTexts.saveHuman(languageId, key, text, englishHash(english), this.deps.clock.now()));
    return row(key, { text, source: 'human', reviewed: true, stale: false, stored });
  }

  /** Drops the stored text of a key (an edit undone, or an AI text to be made again): the shipped text or English shows. */
  async reset(languageId: number, key: string): Promise<SiteTextRow> {
    const language = await this.language(languageId);
    this.english(key);
    await afterArticleWrite(this.deps.repos.siteTexts.remove(languageId, key, this.deps.clock.now()));
    return row(key, resolveAll(language.code, {}).get(key)!);
  }

  /** Marks AI texts reviewed (or not); every key must have a stored text. */
  async review(languageId: number, keys: string[], reviewed: boolean): Promise<SiteTextResponse> {
    await this.language(languageId);
    for (const key of keys) this.english(key);
    const absent = await afterArticleWrite(this.deps.repos.siteTexts.setReviewed(languageId, [...new Set(keys)], reviewed, this.deps.clock.now()));
    if (absent.length > 0) throw new BadRequestError(M.nothingToReview(absent[0]!), 'keys', 'no stored text');
    return this.view(languageId);
  }

  /** The screen's "Translate missing": a job for the missing and stale keys; refused (503) while AI cannot run. */
  async translate(languageId: number): Promise<SiteTextTranslateResponse> {
    const language = await this.language(languageId);
    await this.deps.settings.requireUsable();
    return this.request(language, true);
  }

  /**
   * A language was added or switched back on: when AI is set up, its interface is translated in
   * the background. Never throws: the language is saved whatever AI does (the screen shows why).
   */
  async languageActivated(languageId: number): Promise<void> {
    try {
      if (languageId === ENGLISH_LANGUAGE_ID) return;
      await this.deps.settings.requireUsable();
      const language = (await this.deps.languages.loadCatalog({ fresh: true })).get(languageId);
      if (language?.isActive) await this.request(language);
    } catch (err) {
      if (!(err instanceof AppError)) this.deps.log?.('Starting a site text job failed', { languageId, error: String(err) });
    }
  }

  /** A deleted language's texts and job go with it. */
  async languageDeleted(languageId: number): Promise<void> {
    await afterArticleWrite(Promise.all([this.deps.repos.siteTexts.delete(languageId), this.deps.repos.siteTextJobs.delete(languageId)]));
  }

  /** The catalogue readers of `code` see (the reader seam, through i18n/site-messages.ts). */
  messagesFor(code: string): Promise<Catalogue> {
    const stamp = changeSignal.stamp();
    const now = Date.now();
    const k = this.kept.get(code);
    if (k && k.stamp === stamp && now - k.at < SITE_MESSAGES_TTL_MS) return k.value;
    const value = this.read(code);
    const entry = { stamp, at: now, value };
    if (this.kept.size > 200) this.kept.clear(); // codes come from readers' URLs: bounded
    this.kept.set(code, entry);
    value.catch(() => this.kept.get(code) === entry && this.kept.delete(code));
    return value;
  }

  private async read(code: string): Promise<Catalogue> {
    const catalog = await this.deps.languages.loadCatalog();
    const language = catalog.all.find((l) => l.code === code);
    const stored = language && language.id !== ENGLISH_LANGUAGE_ID ? await this.deps.repos.siteTexts.get(language.id) : {};
    return mergeSiteTexts(code, stored);
  }

  private async request(language: LanguageDoc, audited = false): Promise<SiteTextTranslateResponse> {
    const keys = keysNeedingTranslation(language.code, await this.deps.repos.siteTexts.get(language.id));
    if (keys.length === 0) return { started: false, keys: 0, message: M.nothingToTranslate };
    const audit = audited ? { action: 'siteText.request' as const, target: { type: 'siteText' as const, id: `${language.id}:*`, title: language.name, languageId: language.id }, changes: { keys: { from: null, to: keys.length } } } : undefined;
    const started = await this.deps.repos.siteTextJobs.request(language.id, keys.length, this.deps.clock.now(), this.deps.worker.jobPolicy.staleMs, audit);
    if (!started) return { started: false, keys: keys.length, message: 'A translation of the site text is already in progress.' };
    return { started: true, keys: keys.length, message: M.translationStarted(keys.length) };
  }

  private async aiState(): Promise<SiteTextResponse['ai']> {
    try {
      await this.deps.settings.requireUsable();
      return { usable: true };
    } catch (err) {
      if (err instanceof AppError) return { usable: false, message: err.message };
      throw err;
    }
  }

  private async language(languageId: number): Promise<LanguageDoc> {
    if (languageId === ENGLISH_LANGUAGE_ID) throw new BadRequestError(M.englishIsSource, 'languageId', 'source language');
    const language = (await this.deps.languages.loadCatalog({ fresh: true })).get(languageId);
    if (!language) throw new NotFoundError(M.languageNotFound);
    return language;
  }

  private english(key: string): string {
    if (!Object.hasOwn(ENGLISH_CATALOGUE, key)) throw new NotFoundError(M.unknownKey(key));
    return ENGLISH_CATALOGUE[key]!;
  }

  private jobView(j: SiteTextJobDoc): SiteTextJob {
    return {
      state: j.state,
      attempts: j.attempts,
      maxAttempts: this.deps.worker.maxAttempts,
      ...(j.state === 'retrying' && j.nextAttemptAt && { nextAttemptAt: toIsoRequired(j.nextAttemptAt) }),
      ...(j.error && j.state !== 'completed' && { error: j.error }),
      done: j.done,
      total: j.total,
      skipped: j.skipped ?? [],
      updatedAt: toIsoRequired(j.updatedAt),
    };
  }
}

function row(key: string, r: ResolvedSiteText): SiteTextRow {
  return {
    key,
    english: ENGLISH_CATALOGUE[key]!,
    text: r.text,
    source: r.source,
    reviewed: r.reviewed,
    stale: r.stale,
    ...(r.stored && { updatedAt: toIsoRequired(r.stored.updatedAt) }),
    ...(r.stored?.model && { model: r.stored.model }),
  };
}

function counts(rows: SiteTextRow[]): SiteTextCounts {
  const n = (f: (r: SiteTextRow) => boolean) => rows.filter(f).length;
  return {
    total: rows.length,
    missing: n((r) => r.source === null),
    ai: n((r) => r.source === 'ai'),
    human: n((r) => r.source === 'human'),
    shipped: n((r) => r.source === 'shipped'),
    reviewed: n((r) => r.reviewed),
    stale: n((r) => r.stale),
  };
}
