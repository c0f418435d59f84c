/**
 * Article management for the console: every status, every language version, and the rules of
 * admin-and-api.md §4 (publishing sets publishedAt once; scheduling needs a time at least five
 * minutes ahead; leaving "scheduled" clears it). Article HTML is sanitised on every write.
 */
import {
  ADMIN_ARTICLE_LIMITS,
  ALL_LANGUAGES,
  ARTICLE_MESSAGES as M,
  CONTENT_MAX_BYTES,
  IF_MATCH_MESSAGES,
  MESSAGES,
  isInvisible,
  type VersionConflict,
  type AdminArticle,
  type AdminArticleListQuery,
  type LanguageScope,
  type CreateArticleRequest,
  type DeletedResponse,
  type TranslationFields,
  type UpdateArticleRequest,
} from '../contract/index.js';
import type { ArticleChanges, ArticleDoc, ContentInput, ExpectedVersion, Repositories, RevisionActorDoc, SaveContext } from '../data/index.js';
import type { AdminListQuery } from '../data/article-inputs.js';
import { timestampOf } from '../data/timestamps.js';
import { BadRequestError, ConflictError, NotFoundError, PayloadTooLargeError, VersionConflictError } from '../errors.js';
import { mergeStaleUpdate, mergeText } from './article-merge.js';
import { ArticleHtmlLimitError } from './article-html.js';
import { sanitizeArticleHtmlInPieces } from './article-html-pieces.js';
import { resolveArticleMedia, uploadIdsOf } from './article-media.js';
import type { Clock } from './clock.js';
import type { LanguagesService } from './languages-service.js';
import type { TranslationService } from './translation-service.js';
import { personalSave } from './translation-plan.js';
import { decidePublication } from './article-publication.js';
import { AdminArticleViews } from './admin-article-views.js';
import { ArticleConflicts } from './article-conflicts.js';
import { ArticleTranslationRequests, requireActive, targetLanguages, type MayTranslate } from './article-translation-requests.js';

import { articlesByRecentViews } from './admin-articles-by-views.js';

export class AdminArticlesService {
  /** How articles are shown to the console (admin-article-views.ts). */
  private readonly views: AdminArticleViews;
  /** What a refused stale save answers (article-conflicts.ts). */
  readonly conflicts: ArticleConflicts;
  /** "Translate", and the languages selected while saving (article-translation-requests.ts). */
  readonly translationRequests: ArticleTranslationRequests;

  constructor(
    private readonly repos: Pick<Repositories, 'articles' | 'articleStats' | 'translationJobs' | 'staff'>,
    private readonly languages: LanguagesService,
    translations: TranslationService,
    private readonly clock: Clock,
    log: (message: string, details: Record<string, unknown>) => void = () => {},
    /** Each article's page views of the last 30 site-days (analytics/recent-views.ts); none: every article at 0. */
    private readonly recentViews: () => Promise<Map<number, number>> = async () => new Map(),
  ) {
    this.views = new AdminArticleViews(repos, languages, translations);
    this.conflicts = new ArticleConflicts(repos, this.views);
    this.translationRequests = new ArticleTranslationRequests({ repos, languages, translations, conflicts: this.conflicts, log });
  }

  /**
   * `me`: the signed-in staff member, for "Mine" (their uid) and "Waiting for review" (the drafts
   * written in their languages: the editors of a language review its drafts).
   */
  async listArticles(q: AdminArticleListQuery, me?: { uid: string; languageIds: LanguageScope }): Promise<AdminArticle[]> {
    const reviewLanguages = q.review === 'waiting' && me && me.languageIds !== ALL_LANGUAGES ? me.languageIds.slice(0, 30) : undefined;
    if (reviewLanguages?.length === 0) return [];
    const filters: AdminListQuery = {
      category: q.category,
      status: q.status,
      ...(q.mine && { authorId: me?.uid ?? '' }),
      ...(q.review === 'waiting' && { awaitingReview: true }),
      ...(reviewLanguages && { originalLanguageIds: reviewLanguages }),
      limit: q.limit ?? ADMIN_ARTICLE_LIMITS.list,
    };
    // Sorted by the last 30 days' views: the rollups read once for the whole list (admin-articles-by-views.ts).
    const recent = q.sort === 'views30d' ? await this.recentViews() : undefined;
    const [catalog, docs, names] = await Promise.all([
      this.languages.loadCatalog(),
      recent ? articlesByRecentViews(this.repos.articles, filters, recent) : this.repos.articles.listAll(filters),
      // Authors' names: the staff read once for the whole list, never per article.
      this.views.staffNames(),
    ]);
    // The counts rolled up by the counter trigger (a second or so behind a burst), all in one read
    // as in the reader lists: no stats means never viewed nor shared.
    const stats = await this.repos.articleStats.getMany(docs.map((d) => d.id));
    return docs.map((doc) => ({
      ...this.views.view(doc, catalog, { views: stats.get(doc.id)?.views ?? 0, shares: stats.get(doc.id)?.shares ?? 0 }, names),
      ...(recent && { views30d: recent.get(doc.id) ?? 0 }),
    }));
  }

  /**
   * "Submit for review": the draft waits for an editor of its language. Only a draft can be
   * submitted (409 once it is published or scheduled); submitting again updates when.
   */
  async submitForReview(id: number, by: string, actor?: RevisionActorDoc, expect?: ExpectedVersion): Promise<AdminArticle> {
    const result = await this.conflicts.withCurrent(id, () => this.repos.articles.submitForReview(id, by, this.clock.now(), actor, expect), expect);
    if (result === null) throw new NotFoundError(MESSAGES.articleNotFound);
    if (result === 'not-draft') throw new ConflictError(M.onlyDraftsSubmitted, 'status', 'not a draft');
    return this.views.fullView(id, result);
  }

  /** One article with the content of every language version (the edit dialog). */
  async getArticle(id: number): Promise<AdminArticle> {
    return this.views.fullView(id);
  }

  /**
   * `authorId`: the staff member creating it in the console (none for the external API);
   * `mayTranslate`: the languages whose AI work that person may start (none: every language).
   */
  async createArticle(req: CreateArticleRequest, save?: SaveContext, authorId?: string, mayTranslate?: MayTranslate): Promise<AdminArticle> {
    const now = this.clock.now();
    const catalog = await this.languages.loadCatalog({ fresh: true });
    requireActive(catalog, req.translation.languageId, 'translation.languageId');
    const targets = targetLanguages(catalog, req.targetLanguages, 'targetLanguages', req.translation.languageId);
    const publication = decidePublication(null, req.article, now);
    const a = req.article;
    const original = await contentInput(req.translation.languageId, req.translation, 'translation');
    const doc = await this.withBodyFields(() =>
      this.repos.articles.create(
        {
          slug: a.slug,
          category: a.category,
          status: publication.status,
          isFeatured: a.isFeatured ?? false,
          imageUrl: null,
          imagePublicId: null,
          videoUrl: null,
          videoPublicId: null,
          publishedAt: publication.publishedAt,
          scheduledAt: publication.scheduledAt,
          original,
          translations: [],
          targetLanguageIds: targets,
          authorId: authorId ?? null,
          authorName: authorId ? (save?.by.name ?? null) : null,
        },
        now,
        // URLs and image/video facts from the uploads' records, read in the creating transaction.
        { publicIds: uploadIdsOf(a), apply: (records) => resolveArticleMedia(a, null, records) },
        save,
      ),
    );
    await this.translationRequests.startWhileSaving(doc, targets, mayTranslate);
    return this.views.fullView(doc.id, doc);
  }

  /**
   * Saving with `selectedLanguages` starts the AI work its targets need (a missing, stale or failed
   * translation), in the languages `mayTranslate` allows (none given: every language).
   */
  async updateArticle(id: number, req: UpdateArticleRequest, save?: SaveContext, mayTranslate?: MayTranslate, expect?: ExpectedVersion): Promise<AdminArticle> {
    const now = this.clock.now();
    const catalog = await this.languages.loadCatalog({ fresh: true });
    const given = req.translation && (await contentInput(req.translation.languageId, req.translation, 'translation'));
    let selectedLanguages = req.selectedLanguages;
    // The language version a stale save merges (its text then and now are read in the transaction).
    if (expect) expect.languageId = given?.languageId;
    const doc = await this.conflicts.withCurrent(id, () => this.withBodyFields(() =>
      this.repos.articles.update(
        id,
        (current, media, stale) => {
          // A save from an older version keeps only what it changed from that version (article-merge.ts).
          const merged = stale ? mergeStaleUpdate({ article: req.article ?? {}, content: given, selectedLanguages: req.selectedLanguages }, current, stale) : undefined;
          const content = merged ? merged.content : given;
          selectedLanguages = merged ? merged.selectedLanguages : req.selectedLanguages;
          if (content && !current.languageIds.includes(content.languageId)) requireActive(catalog, content.languageId, 'translation.languageId');
          const changes: ArticleChanges = {};
          const a = merged ? merged.article : (req.article ?? {});
          if (a.slug !== undefined) changes.slug = a.slug;
          if (a.category !== undefined) changes.category = a.category;
          if (a.isFeatured !== undefined) changes.isFeatured = a.isFeatured;
          Object.assign(changes, resolveArticleMedia(a, current, media));
          const publication = decidePublication(current, a, now);
          changes.status = publication.status;
          changes.publishedAt = publication.publishedAt && timestampOf(publication.publishedAt);
          changes.scheduledAt = publication.scheduledAt && timestampOf(publication.scheduledAt);
          if (selectedLanguages) {
            const targets = targetLanguages(catalog, selectedLanguages, 'selectedLanguages', current.originalLanguageId);
            // The route's guard allowed the languages this adds as it read the article; a language it
            // saw there and another save removed since is not this person's to put back.
            const had = new Set(current.targetLanguageIds ?? []);
            if (mayTranslate && targets.some((languageId) => !had.has(languageId) && !mayTranslate(languageId, current))) {
              throw new ConflictError(M.targetsChanged, 'selectedLanguages', 'changed meanwhile');
            }
            changes.targetLanguageIds = targets;
          }
          return { changes, content };
        },
        now,
        { mediaIds: uploadIdsOf(req.article ?? {}), save, human: personalSave, expect, slug: req.article?.slug },
      ),
    ), expect);
    if (!doc) throw new NotFoundError(MESSAGES.articleNotFound);
    if (selectedLanguages) await this.translationRequests.startWhileSaving(doc, doc.targetLanguageIds ?? [], mayTranslate);
    return this.answer(id, doc, expect);
  }

  /** A write's answer: the article, and with whose newer version a stale save was merged (issue 39). */
  private async answer(id: number, doc: ArticleDoc, expect?: ExpectedVersion): Promise<AdminArticle> {
    const view = await this.views.fullView(id, doc);
    const m = expect?.mergedWith;
    return m ? { ...view, merged: { with: { uid: m.id, name: m.name }, at: m.at.toDate().toISOString() } } : view;
  }

  /** Deletes the article; the onArticleDeleted trigger then removes its content and counters. */
  async deleteArticle(id: number, expect?: ExpectedVersion): Promise<DeletedResponse> {
    if (!(await this.conflicts.withCurrent(id, () => this.repos.articles.delete(id, this.clock.now(), expect), expect))) throw new NotFoundError(MESSAGES.articleNotFound);
    return { id, deleted: true };
  }

  /** Creates or replaces one language version by hand. */
  async upsertTranslation(id: number, languageId: number, body: TranslationFields, save?: SaveContext, expect?: ExpectedVersion): Promise<AdminArticle> {
    const catalog = await this.languages.loadCatalog({ fresh: true });
    const existing = await this.repos.articles.getById(id);
    if (!existing) throw new NotFoundError(MESSAGES.articleNotFound);
    // An existing version may be edited even while its language is inactive; a new one needs an active language.
    if (!existing.languageIds.includes(languageId)) requireActive(catalog, languageId, 'languageId');
    const content = await contentInput(languageId, body, '');
    const doc = await this.conflicts.withCurrent(id, () =>
      this.repos.articles.upsertTranslation(id, content, this.clock.now(), save, personalSave, expect, (_current, stale) => {
        const conflicts: VersionConflict[] = [];
        const merged = mergeText(content, stale, conflicts);
        if (conflicts.length) throw new VersionConflictError(IF_MATCH_MESSAGES.conflict, conflicts);
        return merged;
      }),
      expect,
    );
    if (!doc) throw new NotFoundError(MESSAGES.articleNotFound);
    return this.answer(id, doc, expect);
  }

  async deleteTranslation(id: number, languageId: number, by?: RevisionActorDoc, expect?: ExpectedVersion): Promise<AdminArticle> {
    const result = await this.conflicts.withCurrent(id, () => this.repos.articles.deleteTranslation(id, languageId, this.clock.now(), by, expect), expect);
    if (result === 'article-not-found') throw new NotFoundError(MESSAGES.articleNotFound);
    if (result === 'translation-not-found') throw new NotFoundError(M.translationNotFound);
    if (result === 'original') throw new BadRequestError(M.originalCannotBeDeleted, 'languageId', 'original language version');
    return this.getArticle(id);
  }

  /** Repository errors name the stored field; the console's body nests it under `article` / `translation`. */
  private async withBodyFields<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (err) {
      if (err instanceof ConflictError && err.field === 'slug') throw new ConflictError(err.message, 'article.slug', err.reason);
      if (err instanceof BadRequestError && err.field === 'languageId') throw new BadRequestError(err.message, 'translation.languageId', err.reason);
      throw err;
    }
  }

}

/**
 * Text as stored: content sanitised. Content that sanitises to nothing a reader can see is missing
 * content; content that sanitising makes larger than can be stored is refused with its size
 * (escaping turns each `&` into `&amp;`, so the stored text can be several times what was sent).
 */
async function contentInput(languageId: number, t: TranslationFields, prefix: string): Promise<ContentInput> {
  const field = prefix ? `${prefix}.content` : 'content';
  let content: string;
  try {
    content = await sanitizeArticleHtmlInPieces(t.content);
  } catch (err) {
    if (err instanceof ArticleHtmlLimitError) throw new BadRequestError(`Invalid body parameter '${field}': ${err.message}`, field, err.message);
    throw err;
  }
  if (!showsAnything(content)) throw new BadRequestError(`Invalid body parameter '${field}': ${M.contentRequired}`, field, M.contentRequired);
  const bytes = Buffer.byteLength(content, 'utf8');
  if (bytes > CONTENT_MAX_BYTES) {
    const reason = M.contentTooLarge(CONTENT_MAX_BYTES / 1024, Math.ceil(bytes / 1024));
    throw new PayloadTooLargeError(`Invalid body parameter '${field}': ${reason}`, field, reason);
  }
  return { languageId, title: t.title, excerpt: t.excerpt, content, metaDescription: t.metaDescription };
}

/** Whether sanitised HTML shows a reader anything: visible text, or an image, video or embed. */
function showsAnything(html: string): boolean {
  if (/<(img|video|iframe)\b/i.test(html)) return true;
  const text = html.replace(/<[^>]*>/g, '').replace(/&(nbsp|#160|#xa0);/gi, ' ').replace(/&#x?200[bcd];|&zwn?j;/gi, '');
  return !isInvisible(text);
}
