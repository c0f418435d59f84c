/**
 * The AI translations a person asks for: "Translate" in the article dialog (POST
 * /api/admin/articles/{id}/translate) and the languages selected while saving. The jobs then run
 * in the background (translation-service.ts); this decides which to start, and refuses a
 * retranslation that would replace words saved since the person looked (issue 39).
 */
import { ARTICLE_MESSAGES as M, IF_MATCH_MESSAGES, MESSAGES, type TranslateRequest, type TranslateResponse } from '../contract/index.js';
import type { ArticleDoc, ExpectedVersion, Repositories } from '../data/index.js';
import { refuseUnknownVersion, versionOf } from '../data/article-version.js';
import { BadRequestError, NotFoundError, VersionConflictError } from '../errors.js';
import type { ArticleConflicts } from './article-conflicts.js';
import type { LanguageCatalog, LanguagesService } from './languages-service.js';
import type { TranslationService } from './translation-service.js';

/** Whether the person saving may start AI work into a language of the article as saved (the policy's translation.update). */
export type MayTranslate = (languageId: number, doc: ArticleDoc) => boolean;

export class ArticleTranslationRequests {
  constructor(
    private readonly deps: {
      repos: Pick<Repositories, 'articles'>;
      languages: LanguagesService;
      translations: TranslationService;
      conflicts: ArticleConflicts;
      log: (message: string, details: Record<string, unknown>) => void;
    },
  ) {}

  /**
   * POST /api/admin/articles/{id}/translate: starts AI translation jobs for the languages that
   * need one (all of them with `forceRetranslate`); 503 when AI is off or has no key.
   */
  async translate(id: number, req: TranslateRequest, expect?: ExpectedVersion): Promise<TranslateResponse> {
    const [catalog, doc] = await Promise.all([this.deps.languages.loadCatalog({ fresh: true }), this.deps.repos.articles.getById(id)]);
    if (!doc) throw new NotFoundError(MESSAGES.articleNotFound);
    const ids = targetLanguages(catalog, req.languageIds, 'languageIds', doc.originalLanguageId);
    if (expect) await this.refuseReplacingNewerWork(doc, expect, ids, req, catalog);
    const started = await this.deps.translations.requestTranslations(doc, ids, { force: req.forceRetranslate, includeHuman: req.includeHuman, whenAiOff: 'refuse', audited: true });
    return { processed: started.length, languageIds: started };
  }

  /**
   * Jobs for the languages an editor asked for while saving. The article is saved whatever
   * happens here: with AI off the jobs are recorded as failed with the reason (the dialog shows
   * it and re-checking retries), and a failure to record them is logged, not thrown.
   */
  async startWhileSaving(doc: ArticleDoc, targets: number[], mayTranslate?: MayTranslate): Promise<void> {
    const languageIds = mayTranslate ? targets.filter((languageId) => mayTranslate(languageId, doc)) : targets;
    if (languageIds.length === 0) return;
    try {
      await this.deps.translations.requestTranslations(doc, languageIds, { force: false, whenAiOff: 'record' });
    } catch (err) {
      this.deps.log('Could not start translation jobs', { articleId: doc.id, languageIds, error: err instanceof Error ? err.message : String(err) });
    }
  }

  /**
   * A retranslation that replaces hand-written versions (`includeHuman`) from an older version of
   * the article than the current one (issue 39): refused with 409 when a language it would replace
   * was saved since, which the person confirming it never saw. Without `includeHuman` the runs
   * keep every word a person wrote, so there is nothing to lose.
   */
  private async refuseReplacingNewerWork(doc: ArticleDoc, expect: ExpectedVersion, ids: number[], req: TranslateRequest, catalog: LanguageCatalog): Promise<void> {
    const now = versionOf(doc);
    refuseUnknownVersion(expect.version, now);
    if (expect.version === now || !req.forceRetranslate || !req.includeHuman) return;
    const summary = (languageId: number) => doc.translations.find((t) => t.languageId === languageId);
    // Saved since and written by hand now (an AI run's save since leaves nothing of a person's).
    const saved = (await this.deps.repos.articles.versions.languagesSavedSince(doc, expect.version, ids)).filter((l) => summary(l)?.source === 'human');
    if (saved.length === 0) return;
    const err = new VersionConflictError(
      IF_MATCH_MESSAGES.translatedMeanwhile(saved.map((l) => catalog.get(l)?.name ?? `language ${l}`).join(', ')),
      saved.map((languageId) => ({ field: 'translation', languageId, yours: null, theirs: summary(languageId)?.title ?? null, base: null })),
    );
    await this.deps.conflicts.explain(doc.id, err);
    throw err;
  }
}

export function requireActive(catalog: LanguageCatalog, languageId: number, field: string): void {
  if (!catalog.isActive(languageId)) {
    const reason = M.languageUnavailable(languageId);
    throw new BadRequestError(`Invalid body parameter '${field}': ${reason}`, field, reason);
  }
}

/** Active language ids, without duplicates or the original's language (it needs no translation). */
export function targetLanguages(catalog: LanguageCatalog, ids: number[], field: string, originalLanguageId: number): number[] {
  ids.forEach((id, i) => requireActive(catalog, id, `${field}.${i}`));
  return [...new Set(ids)].filter((id) => id !== originalLanguageId);
}
