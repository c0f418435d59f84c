/**
 * Articles for outside systems (admin-and-api.md §7 External API). Creating goes through the
 * console's create path, so the same rules hold (sanitised HTML, slug claims, media, AI jobs); the
 * background work (translation, Telegram, embeddings) then follows from triggers as for any article.
 * Idempotency-Key: the first answer is stored against the key, and a retry gets it back.
 */
import { createHash } from 'node:crypto';
import {
  EXTERNAL_MESSAGES as XM,
  type ExternalArticle,
  type ExternalArticleCreate,
  type ExternalArticleCreated,
} from '../contract/index.js';
import type { Repositories } from '../data/index.js';
import { toIso, toIsoRequired } from '../data/timestamps.js';
import { AppError, ConflictError, NotFoundError } from '../errors.js';
import type { AdminArticlesService } from './admin-articles-service.js';
import type { Clock } from './clock.js';
import type { LanguagesService } from './languages-service.js';

export interface ExternalArticlesDeps {
  repos: Pick<Repositories, 'articles' | 'apiKeys'>;
  languages: LanguagesService;
  adminArticles: AdminArticlesService;
  clock: Clock;
}

export interface CreateAnswer {
  status: number;
  body: Record<string, unknown>;
  replayed: boolean;
}

export class ExternalArticlesService {
  constructor(private readonly deps: ExternalArticlesDeps) {}

  /** Creates the article, or answers a retry of the same Idempotency-Key with the first answer. */
  async createArticle(keyId: number, body: ExternalArticleCreate, idempotencyKey?: string): Promise<CreateAnswer> {
    if (!idempotencyKey) return { status: 201, body: await this.create(keyId, body), replayed: false };
    const { apiKeys } = this.deps.repos;
    const requestHash = createHash('sha256').update(JSON.stringify(body)).digest('hex');
    const claim = await apiKeys.claimIdempotency(keyId, idempotencyKey, requestHash, this.deps.clock.now());
    if (claim.kind === 'replay') return { status: claim.status, body: claim.body, replayed: true };
    if (claim.kind === 'in-progress') throw new ConflictError(XM.idempotencyInProgress, 'Idempotency-Key', 'in progress');
    if (claim.kind === 'mismatch') throw new ConflictError(XM.idempotencyMismatch, 'Idempotency-Key', 'different body');
    let created: ExternalArticleCreated;
    try {
      created = await this.create(keyId, body);
    } catch (err) {
      // Nothing was created: the same key may try again.
      await apiKeys.releaseIdempotency(keyId, idempotencyKey).catch(() => {});
      throw err;
    }
    await apiKeys.completeIdempotency(keyId, idempotencyKey, 201, created);
    return { status: 201, body: created, replayed: false };
  }

  private async create(keyId: number, b: ExternalArticleCreate): Promise<ExternalArticleCreated> {
    try {
      const article = await this.deps.adminArticles.createArticle({
        article: { slug: b.slug, category: b.category, status: b.status, isFeatured: b.isFeatured, imageUrl: b.imageUrl, imagePublicId: undefined, videoUrl: b.videoUrl, videoPublicId: undefined },
        translation: { languageId: b.languageId, title: b.title, content: b.content, excerpt: b.excerpt, metaDescription: b.metaDescription, isOriginal: true },
        targetLanguages: b.targetLanguages,
      }, { by: { kind: 'api-key', id: String(keyId), name: `API key ${keyId}` } });
      return {
        success: true,
        id: article.id,
        slug: article.slug,
        category: article.category,
        status: article.status as ExternalArticleCreated['status'],
        title: b.title,
        createdAt: article.createdAt,
        message: XM.created,
      };
    } catch (err) {
      throw flattenFields(err);
    }
  }

  /** One article in one language (default English); any status, as its creator may check a draft. */
  async getArticle(id: number, code: string): Promise<ExternalArticle> {
    const { articles } = this.deps.repos;
    const [catalog, doc] = await Promise.all([this.deps.languages.loadCatalog(), articles.getById(id)]);
    const language = catalog.resolveCode(code);
    if (!doc) throw new NotFoundError(XM.articleNotFound);
    const summary = doc.translations.find((t) => t.languageId === language.id);
    if (!summary) throw new NotFoundError(XM.notAvailableIn(language.name), 'language', 'no version in this language');
    const [content, counts] = await Promise.all([articles.getContent(id, language.id), articles.counters(id).totals()]);
    const original = doc.translations.find((t) => t.isOriginal);
    return {
      id: doc.id,
      slug: doc.slug,
      category: doc.category,
      status: doc.status,
      isFeatured: doc.isFeatured,
      title: summary.title,
      content: content?.content ?? '',
      excerpt: summary.excerpt,
      metaDescription: content?.metaDescription ?? '',
      languageId: original?.languageId ?? doc.originalLanguageId,
      targetLanguages: doc.targetLanguageIds ?? [],
      imageUrl: doc.imageUrl,
      videoUrl: doc.videoUrl,
      views: counts.views,
      shares: counts.shares,
      publishedAt: toIso(doc.publishedAt),
      createdAt: toIsoRequired(doc.createdAt),
      updatedAt: toIsoRequired(doc.updatedAt),
      language: { code: language.code, name: language.name, isOriginal: summary.isOriginal },
      availableLanguages: doc.translations
        .filter((t) => catalog.isActive(t.languageId))
        .map((t) => ({ code: catalog.get(t.languageId)!.code, name: catalog.get(t.languageId)!.name, isOriginal: t.isOriginal })),
    };
  }
}

/** The console's body nests fields (`article.slug`, `translation.title`); the external body is flat. */
function flattenFields(err: unknown): unknown {
  if (!(err instanceof AppError) || !err.field) return err;
  const flat = err.field.replace(/^(article|translation)\./, '');
  if (flat === err.field) return err;
  const message = err.message.replace(`'${err.field}'`, `'${flat}'`);
  const Kind = err.constructor as new (message: string, field?: string, reason?: string) => AppError;
  // TooManyRequests takes other arguments, but article writes never raise it.
  return new Kind(message, flat, err.reason);
}
