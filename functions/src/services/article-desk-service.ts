/**
 * The editor's desk (issue 24): draft preview links, the revisions every save keeps (list, read,
 * restore as a new save), and the review of a translation block by block beside the original.
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  ARTICLE_MESSAGES,
  MESSAGES,
  PREVIEW_DAYS,
  PREVIEW_PATH_PREFIX,
  PreviewTokenSchema,
  REVISION_PAGE,
  type AdminArticle,
  type PreviewResponse,
  type Revision,
  type RevisionListQuery,
  type RevisionListResponse,
  type RevisionSummary,
  type ReviewBlock,
  type TranslationReview,
} from '../contract/index.js';
import type { ArticleContentDoc, ExpectedVersion, Repositories, RevisionActorDoc, RevisionDoc } from '../data/index.js';
import { toIsoRequired } from '../data/timestamps.js';
import { BadRequestError, NotFoundError } from '../errors.js';
import { siteOrigin } from '../pages/urls.js';
import type { AdminArticlesService } from './admin-articles-service.js';
import { segmentHtml } from './article-blocks.js';
import type { ArticleForPage, PublicArticlesService } from './articles-service.js';
import type { Clock } from './clock.js';
import { approvedRecords, reviewMarks, PLAIN_FIELDS } from './translation-plan.js';
import { reviewStatusOf } from './translation-service.js';

export const DESK_MESSAGES = {
  previewGone: 'This preview link has expired or does not exist. Ask for a new one.',
  revisionNotFound: 'Revision not found',
  originalNeedsNoReview: 'The original language version is not a translation: there is nothing to review.',
} as const;

export interface ArticleDeskDeps {
  repos: Pick<Repositories, 'articles' | 'revisions' | 'aiTranslations'>;
  adminArticles: AdminArticlesService;
  publicArticles: PublicArticlesService;
  clock: Clock;
  siteUrl: () => string;
}

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

export class ArticleDeskService {
  constructor(private readonly deps: ArticleDeskDeps) {}

  /** A link anyone holding it can read the saved article at for PREVIEW_DAYS; only its hash is stored. */
  async createPreview(articleId: number): Promise<PreviewResponse> {
    if (!(await this.deps.repos.articles.getById(articleId))) throw new NotFoundError(MESSAGES.articleNotFound);
    const now = this.deps.clock.now();
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(now.getTime() + PREVIEW_DAYS * 86_400_000);
    await this.deps.repos.revisions.createPreview(hashOf(token), articleId, expiresAt, now);
    return { url: `${siteOrigin(this.deps.siteUrl())}${PREVIEW_PATH_PREFIX}${token}`, expiresAt: expiresAt.toISOString() };
  }

  /** The article a preview link shows, in the asked language; not found once the link expired. */
  async previewArticle(token: string, languageCode: string | undefined): Promise<ArticleForPage> {
    if (!PreviewTokenSchema.safeParse(token).success) throw new NotFoundError(DESK_MESSAGES.previewGone);
    const preview = await this.deps.repos.revisions.getPreview(hashOf(token));
    if (!preview || preview.expiresAt.toMillis() <= this.deps.clock.now().getTime()) throw new NotFoundError(DESK_MESSAGES.previewGone);
    return this.deps.publicArticles.getPreviewArticle(preview.articleId, languageCode);
  }

  async listRevisions(articleId: number, q: RevisionListQuery): Promise<RevisionListResponse> {
    if (!(await this.deps.repos.articles.getById(articleId))) throw new NotFoundError(MESSAGES.articleNotFound);
    const limit = q.limit ?? REVISION_PAGE.default;
    const docs = await this.deps.repos.revisions.list(articleId, { languageId: q.languageId, limit, before: q.before });
    return { revisions: docs.map(summaryOf), nextBefore: docs.length === limit ? docs.at(-1)!.id : null };
  }

  async getRevision(articleId: number, revisionId: string): Promise<Revision> {
    const doc = await this.deps.repos.revisions.get(articleId, revisionId);
    if (!doc) throw new NotFoundError(DESK_MESSAGES.revisionNotFound);
    return { ...summaryOf(doc), excerpt: doc.excerpt, content: doc.content, metaDescription: doc.metaDescription };
  }

  /** Makes a revision the current text of its language: a new save, with everything a save sets off. */
  async restoreRevision(articleId: number, revisionId: string, by: RevisionActorDoc, expect?: ExpectedVersion): Promise<AdminArticle> {
    const [doc, article] = await Promise.all([this.deps.repos.revisions.get(articleId, revisionId), this.deps.repos.articles.getById(articleId)]);
    if (!article) throw new NotFoundError(MESSAGES.articleNotFound);
    if (!doc) throw new NotFoundError(DESK_MESSAGES.revisionNotFound);
    const fields = { title: doc.title, excerpt: doc.excerpt, content: doc.content, metaDescription: doc.metaDescription };
    const save = { by, action: 'restore' as const, restoredFrom: doc.id };
    if (doc.languageId === article.originalLanguageId) {
      return this.deps.adminArticles.updateArticle(articleId, { translation: { languageId: doc.languageId, ...fields } }, save, undefined, expect);
    }
    return this.deps.adminArticles.upsertTranslation(articleId, doc.languageId, fields, save, expect);
  }

  /** "Mark reviewed": the translation is approved, and a person's flagged blocks are current again. */
  async approveTranslation(articleId: number, languageId: number, by?: RevisionActorDoc, expect?: ExpectedVersion): Promise<AdminArticle> {
    const articles = this.deps.repos.articles;
    const result = await this.deps.adminArticles.conflicts.withCurrent(articleId, () =>
      this.deps.repos.aiTranslations.approveTranslation(
        articleId,
        languageId,
        (content, original) => approvedRecords(content, original ?? content),
        this.deps.clock.now(),
        by,
        expect,
        (tx, current, e) => articles.versions.staleSave(tx, current, e),
      ),
      expect,
    );
    if (result === 'original') throw new BadRequestError(DESK_MESSAGES.originalNeedsNoReview, 'languageId', 'original language version');
    if (!result) {
      if (!(await this.deps.repos.articles.getById(articleId))) throw new NotFoundError(MESSAGES.articleNotFound);
      throw new NotFoundError(ARTICLE_MESSAGES.translationNotFound);
    }
    return this.deps.adminArticles.getArticle(articleId);
  }

  /** The original's blocks beside the translation's, for the side-by-side review. */
  async translationReview(articleId: number, languageId: number): Promise<TranslationReview> {
    const article = await this.deps.repos.articles.getById(articleId);
    if (!article) throw new NotFoundError(MESSAGES.articleNotFound);
    if (languageId === article.originalLanguageId) throw new BadRequestError(DESK_MESSAGES.originalNeedsNoReview, 'languageId', 'original language version');
    const summary = article.translations.find((t) => t.languageId === languageId);
    const [original, translation] = await this.deps.repos.articles.getContents([
      { articleId, languageId: article.originalLanguageId },
      { articleId, languageId },
    ]);
    if (!summary || !translation || !original) throw new NotFoundError(ARTICLE_MESSAGES.translationNotFound);
    return reviewOf(languageId, reviewStatusOf(summary), original, translation);
  }
}

function summaryOf(doc: RevisionDoc): RevisionSummary {
  return {
    id: doc.id,
    languageId: doc.languageId,
    action: doc.action,
    by: { kind: doc.by.kind, name: doc.by.name },
    restoredFrom: doc.restoredFrom,
    mergedWith: doc.mergedWith ? { id: doc.mergedWith.id, name: doc.mergedWith.name, at: toIsoRequired(doc.mergedWith.at) } : null,
    savedAt: toIsoRequired(doc.savedAt),
    title: doc.title,
  };
}

function reviewOf(languageId: number, reviewStatus: TranslationReview['reviewStatus'], original: ArticleContentDoc, translation: ArticleContentDoc): TranslationReview {
  const source = segmentHtml(original.content);
  const mine = segmentHtml(translation.content);
  const records = translation.blocks && translation.blocks.length === mine.blocks.length ? translation.blocks : null;
  const marks = reviewMarks({ ...translation, blocks: records }, original);
  const aligned = source.blocks.length === mine.blocks.length;
  const rows = Math.max(source.blocks.length, mine.blocks.length);
  const blocks: ReviewBlock[] = Array.from({ length: rows }, (_, i) => ({
    original: source.blocks[i] ?? '',
    translation: mine.blocks[i] ?? '',
    by: records?.[i]?.by ?? (translation.source === 'human' || !translation.source ? 'human' : null),
    needsReview: !!records && !!marks[i],
  }));
  const blockCount = records?.length ?? 0;
  const field = (f: (typeof PLAIN_FIELDS)[number], i: number): ReviewBlock => ({
    original: original[f],
    translation: translation[f],
    by: translation.fields?.[f]?.by ?? null,
    needsReview: !!marks[blockCount + i],
  });
  return {
    languageId,
    reviewStatus,
    aligned,
    glue: aligned ? mine.glue : null,
    fields: { title: field('title', 0), excerpt: field('excerpt', 1), metaDescription: field('metaDescription', 2) },
    blocks,
  };
}
