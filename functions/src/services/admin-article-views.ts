/**
 * How the console sees an article (admin-articles-service.ts): its list row, and the edit
 * dialog's full view with every language version's content and the translation jobs.
 */
import { MESSAGES, type AdminArticle, type AdminTranslation, type TranslationJob } from '../contract/index.js';
import type { ArticleContentDoc, ArticleDoc, Repositories } from '../data/index.js';
import { toIso, toIsoRequired } from '../data/timestamps.js';
import { NotFoundError } from '../errors.js';
import { imageFactsOf } from './article-media.js';
import type { LanguageCatalog, LanguagesService } from './languages-service.js';
import { isStale, reviewStatusOf, type TranslationService } from './translation-service.js';
import { needsReviewCount } from './translation-plan.js';

export class AdminArticleViews {
  constructor(
    private readonly repos: Pick<Repositories, 'articles' | 'translationJobs' | 'staff'>,
    private readonly languages: LanguagesService,
    private readonly translations: Pick<TranslationService, 'maxAttempts'>,
  ) {}

  /** Every staff member's name by uid (one query; a staff is a few dozen people). */
  async staffNames(): Promise<Map<string, string>> {
    return new Map((await this.repos.staff.list()).map((p) => [p.uid, p.name || p.email]));
  }

  /** The names one article's view needs: its author's and its submitter's (at most two reads). */
  private async namesFor(doc: ArticleDoc): Promise<Map<string, string>> {
    const uids = [...new Set([doc.authorId, doc.submittedForReviewBy].filter((u): u is string => !!u))];
    const people = await Promise.all(uids.map((uid) => this.repos.staff.get(uid)));
    return new Map(people.filter((p) => p !== null).map((p) => [p.uid, p.name || p.email]));
  }

  /**
   * The article as the edit dialog shows it, with its translation jobs. The jobs are read first
   * and the article after them: a job ends (completed) in the same transaction that stores its
   * translation, so an answer whose jobs have all ended always holds their translations. The
   * other order could pair the article from just before a job finished with the finished job: the
   * dialog, which stops asking once no job is running, would then show the old version for good.
   * `written`: the document a write just returned, answered if the article is gone meanwhile.
   */
  async fullView(id: number, written?: ArticleDoc): Promise<AdminArticle> {
    const jobs = await this.repos.translationJobs.listForArticle(id);
    const doc = (await this.repos.articles.getById(id)) ?? written;
    if (!doc) throw new NotFoundError(MESSAGES.articleNotFound);
    const [catalog, counts, contents, names] = await Promise.all([
      this.languages.loadCatalog(),
      this.repos.articles.counters(doc.id).totals(),
      this.repos.articles.getContents(doc.languageIds.map((languageId) => ({ articleId: doc.id, languageId }))),
      this.namesFor(doc),
    ]);
    const byLanguage = new Map(contents.filter((c) => c !== null).map((c) => [c.languageId, c]));
    const translationJobs: TranslationJob[] = jobs.map((j) => ({
      languageId: j.languageId,
      state: j.state,
      attempts: j.attempts,
      maxAttempts: this.translations.maxAttempts,
      ...(j.state === 'retrying' && j.nextAttemptAt && { nextAttemptAt: toIsoRequired(j.nextAttemptAt) }),
      // A completed job's last failed attempt is history, not news.
      ...(j.error && j.state !== 'completed' && { error: j.error }),
      updatedAt: toIsoRequired(j.updatedAt),
    }));
    return { ...this.view(doc, catalog, counts, names, byLanguage), translationJobs };
  }

  view(
    doc: ArticleDoc,
    catalog: LanguageCatalog,
    counts: { views: number; shares: number },
    names: Map<string, string>,
    contents?: Map<number, ArticleContentDoc>,
  ): AdminArticle {
    const original = contents?.get(doc.originalLanguageId);
    const translations: AdminTranslation[] = [...doc.translations]
      .sort((a, b) => Number(b.isOriginal) - Number(a.isOriginal) || a.languageId - b.languageId)
      .map((t) => {
        const lang = catalog.get(t.languageId);
        const full = contents?.get(t.languageId);
        return {
          id: `${doc.id}-${t.languageId}`,
          languageId: t.languageId,
          language: { code: lang?.code ?? 'und', name: lang?.name ?? 'Unknown', nativeName: lang?.nativeName ?? 'Unknown' },
          title: t.title,
          excerpt: t.excerpt,
          metaDescription: full?.metaDescription ?? t.metaDescription ?? '',
          isOriginal: t.isOriginal,
          source: t.source ?? 'human',
          isStale: isStale(doc, t),
          reviewStatus: reviewStatusOf(t),
          ...(full && original && !t.isOriginal && { needsReview: needsReviewCount(full, original) }),
          ...(t.ai && { ai: { model: t.ai.model, promptVersion: t.ai.promptVersion, tokens: t.ai.tokens, translatedAt: toIsoRequired(t.ai.translatedAt) } }),
          ...(contents && { content: full?.content ?? '' }),
        };
      });
    return {
      id: doc.id,
      slug: doc.slug,
      category: doc.category,
      status: doc.status,
      isFeatured: doc.isFeatured,
      imageUrl: doc.imageUrl,
      imagePublicId: doc.imagePublicId,
      videoUrl: doc.videoUrl,
      videoPublicId: doc.videoPublicId,
      videoPosterUrl: doc.videoPosterUrl ?? null,
      ...imageFactsOf(doc),
      publishedAt: toIso(doc.publishedAt),
      scheduledAt: toIso(doc.scheduledAt),
      createdAt: toIsoRequired(doc.createdAt),
      updatedAt: toIsoRequired(doc.updatedAt),
      views: counts.views,
      shares: counts.shares,
      translations,
      translationsCount: translations.length,
      targetLanguageIds: doc.targetLanguageIds ?? [],
      authorId: doc.authorId ?? null,
      // Their name on the staff now; once removed from it, the name they had when they wrote it.
      authorName: (doc.authorId && (names.get(doc.authorId) ?? doc.authorName)) || null,
      awaitingReview: doc.awaitingReview ?? false,
      submittedForReview:
        doc.submittedForReviewAt && doc.submittedForReviewBy
          ? { at: toIsoRequired(doc.submittedForReviewAt), byId: doc.submittedForReviewBy, byName: names.get(doc.submittedForReviewBy) ?? null }
          : null,
      version: doc.version ?? 0,
    };
  }
}
