/** What readers can see of articles: published lists, one article in a language, views and shares. */
import {
  MESSAGES,
  type ArticleDetail,
  type ArticleListQuery,
  type ArticleSummary,
  type Category,
  type CounterResponse,
  type LanguageRef,
  type TranslationSummary,
} from '../contract/index.js';
import type { ArticleContentDoc, ArticleDoc, LanguageDoc, Repositories } from '../data/index.js';
import { toIso, toIsoRequired } from '../data/timestamps.js';
import { NotFoundError } from '../errors.js';
import type { LanguageCatalog, LanguagesService } from './languages-service.js';

interface ListOptions {
  language?: string;
  limit?: number;
  category?: Category;
  featuredOnly?: boolean;
}

export class PublicArticlesService {
  constructor(
    private readonly repos: Pick<Repositories, 'articles'>,
    private readonly languages: LanguagesService,
  ) {}

  listPublishedArticles(q: ArticleListQuery): Promise<ArticleSummary[]> {
    return this.list(q);
  }

  listFeaturedArticles(q: { language?: string; limit?: number }): Promise<ArticleSummary[]> {
    return this.list({ ...q, featuredOnly: true });
  }

  private async list(q: ListOptions): Promise<ArticleSummary[]> {
    const catalog = await this.languages.loadCatalog();
    const requested = q.language === undefined ? undefined : catalog.resolveCode(q.language);
    const docs = await this.repos.articles.listPublished({ category: q.category, featuredOnly: q.featuredOnly, limit: q.limit });
    const [contents, counts] = await Promise.all([
      this.repos.articles.getContents(docs.map((d) => ({ articleId: d.id, languageId: d.originalLanguageId }))),
      Promise.all(docs.map((d) => this.repos.articles.counters(d.id).totals())),
    ]);
    return docs.map((doc, i) => {
      const original = contents[i] ?? null;
      return {
        ...this.baseFields(doc, counts[i]!),
        title: original?.title ?? doc.translations[0]?.title ?? '',
        excerpt: original?.excerpt ?? doc.translations[0]?.excerpt ?? '',
        content: original?.content ?? '',
        translations: this.translationSummaries(doc, catalog, requested),
      };
    });
  }

  /** One published article in the requested language, falling back to its original. */
  async getPublishedArticle(slug: string, languageCode: string | undefined): Promise<ArticleDetail> {
    const catalog = await this.languages.loadCatalog();
    const requested = languageCode === undefined ? undefined : catalog.resolveCode(languageCode);
    const doc = await this.repos.articles.findBySlug(slug);
    if (!doc || doc.status !== 'published') throw new NotFoundError(MESSAGES.articleNotFound);

    const wanted = requested && doc.languageIds.includes(requested.id) ? requested.id : doc.originalLanguageId;
    const [content, counts] = await Promise.all([
      this.contentIn(doc, wanted),
      this.repos.articles.counters(doc.id).totals(),
    ]);
    const available = this.visibleSummaries(doc, catalog);
    return {
      ...this.baseFields(doc, counts),
      title: content.title,
      excerpt: content.excerpt,
      content: content.content,
      metaDescription: content.metaDescription,
      updatedAt: toIsoRequired(doc.updatedAt),
      language: languageRef(catalog.get(content.languageId), content.isOriginal),
      availableLanguages: available.map((s) => languageRef(catalog.get(s.languageId), s.isOriginal)),
      translations: this.translationSummaries(doc, catalog, requested),
    };
  }

  async recordView(id: number): Promise<CounterResponse> {
    return this.count(id, 'views');
  }

  async recordShare(id: number): Promise<CounterResponse> {
    return this.count(id, 'shares');
  }

  private async count(id: number, field: 'views' | 'shares'): Promise<CounterResponse> {
    const doc = await this.repos.articles.getById(id);
    if (!doc || doc.status !== 'published') throw new NotFoundError(MESSAGES.articleNotFound);
    const counter = this.repos.articles.counters(id);
    await counter.increment(field);
    const totals = await counter.totals();
    return { id, ...totals };
  }

  private async contentIn(doc: ArticleDoc, languageId: number): Promise<ArticleContentDoc> {
    const content =
      (await this.repos.articles.getContent(doc.id, languageId)) ??
      (languageId !== doc.originalLanguageId ? await this.repos.articles.getContent(doc.id, doc.originalLanguageId) : null);
    // An article without its original content is a broken write; readers get the same 404 as for a missing one.
    if (!content) throw new NotFoundError(MESSAGES.articleNotFound);
    return content;
  }

  private baseFields(doc: ArticleDoc, counts: { views: number; shares: number }) {
    return {
      id: doc.id,
      slug: doc.slug,
      category: doc.category,
      isFeatured: doc.isFeatured,
      views: counts.views,
      shares: counts.shares,
      publishedAt: toIso(doc.publishedAt),
      createdAt: toIsoRequired(doc.createdAt),
      imageUrl: doc.imageUrl,
      videoUrl: doc.videoUrl,
      videoPublicId: doc.videoPublicId,
      videoPosterUrl: doc.videoPosterUrl ?? null,
      imageWidth: doc.imageMeta?.width ?? null,
      imageHeight: doc.imageMeta?.height ?? null,
      imageVariants: doc.imageMeta?.variants ?? [],
    };
  }

  /** Translations readers can pick: the original always, the others while their language is active. */
  private visibleSummaries(doc: ArticleDoc, catalog: LanguageCatalog) {
    return doc.translations.filter((t) => catalog.get(t.languageId) && (t.isOriginal || catalog.isActive(t.languageId)));
  }

  /** Requested language first (when the article has it), then the original, then the rest by language id. */
  private translationSummaries(doc: ArticleDoc, catalog: LanguageCatalog, requested: LanguageDoc | undefined): TranslationSummary[] {
    const rank = (languageId: number, isOriginal: boolean) => (languageId === requested?.id ? 0 : isOriginal ? 1 : 2);
    return this.visibleSummaries(doc, catalog)
      .slice()
      .sort((a, b) => rank(a.languageId, a.isOriginal) - rank(b.languageId, b.isOriginal) || a.languageId - b.languageId)
      .map((t) => {
        const lang = catalog.get(t.languageId)!;
        return {
          languageId: t.languageId,
          language: { code: lang.code, name: lang.name, nativeName: lang.nativeName },
          title: t.title,
          excerpt: t.excerpt,
          isOriginal: t.isOriginal,
        };
      });
  }
}

function languageRef(lang: LanguageDoc | undefined, isOriginal: boolean): LanguageRef {
  return { code: lang?.code ?? 'und', name: lang?.name ?? 'Unknown', nativeName: lang?.nativeName ?? 'Unknown', isOriginal };
}
