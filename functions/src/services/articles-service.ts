/** What readers can see of articles: published lists, one article in a language, views and shares. */
import {
  LIMITS,
  MESSAGES,
  type ArticleDetail,
  type ArticleListQuery,
  type ArticlePage,
  type ArticleSort,
  type ArticleSummary,
  type Category,
  type CounterResponse,
} from '../contract/index.js';
import type { ArticleContentDoc, ArticleDoc, LanguageDoc, Repositories } from '../data/index.js';
import { toIso, toIsoRequired } from '../data/timestamps.js';
import { changeSignal } from '../data/change-signal.js';
import { NotFoundError } from '../errors.js';
import { ordered, PublishedCatalog, type CatalogEntry, type CatalogSnapshot } from './published-catalog.js';
import { ArticleCounts, type CountedTotals } from './article-counts.js';
import type { LanguageCatalog, LanguagesService } from './languages-service.js';
import { imageFactsOf } from './article-media.js';
import { isMachineText, languageRef, translationSummaries, versionsOf, visibleSummaries, type ArticleVersion } from './article-versions.js';

export type { ArticleVersion } from './article-versions.js';

/** What a page of one article needs: the article as the reader call answers it, and its versions. */
export interface ArticleForPage {
  article: ArticleDetail;
  /** Original first, then by language id. */
  versions: ArticleVersion[];
}

/** A published article as the sitemap and the RSS feeds list it (from the catalog: no body, no counts). */
export interface PublishedListing {
  id: number;
  slug: string;
  category: Category;
  /** When it was published (its creation time for an article published before that was stored). */
  publishedAt: string;
  updatedAt: string;
  /** Original first, then by language id. */
  versions: ArticleVersion[];
}

interface ListOptions {
  language?: string;
  limit?: number;
  category?: Category;
  featuredOnly?: boolean;
  q?: string;
  sort?: ArticleSort;
  offset?: number;
}

export class PublicArticlesService {
  private readonly catalog: PublishedCatalog;
  private readonly counts: ArticleCounts;

  constructor(
    private readonly repos: Pick<Repositories, 'articles' | 'readerCatalog' | 'catalogChunks' | 'articleStats'>,
    private readonly languages: LanguagesService,
  ) {
    this.catalog = new PublishedCatalog(repos);
    this.counts = new ArticleCounts((id) => repos.articles.counters(id));
  }

  /** Reads the catalog the lists are answered from, so the first reader does not wait for it. */
  async warm(): Promise<void> {
    await this.catalog.get();
  }

  /**
   * The list as an array (the home and category lists). Without `limit`, the spec's "full list",
   * at most LIMITS.listMax: with thousands of articles "every one" would be megabytes per call,
   * which anyone could ask for; more come in pages (`offset`, listPublishedPage).
   */
  async listPublishedArticles(q: ArticleListQuery): Promise<ArticleSummary[]> {
    return (await this.list({ ...q, limit: q.limit ?? LIMITS.listMax })).articles;
  }

  /** One page of the list with the counts All Articles shows ("Showing {matched} of {total}"). */
  listPublishedPage(q: ArticleListQuery & { offset: number; limit: number }): Promise<ArticlePage> {
    return this.list(q);
  }

  async listFeaturedArticles(q: { language?: string; limit?: number }): Promise<ArticleSummary[]> {
    return (await this.list({ ...q, featuredOnly: true })).articles;
  }

  private async list(q: ListOptions): Promise<ArticlePage> {
    const [catalog, snapshot] = await Promise.all([this.languages.loadCatalog(), this.catalog.get()]);
    const requested = q.language === undefined ? undefined : catalog.resolveCode(q.language);
    const needle = q.q?.trim().toLowerCase() ?? '';
    const matches = (e: CatalogEntry) => {
      if (q.category && e.doc.category !== q.category) return false;
      if (q.featuredOnly && !e.doc.isFeatured) return false;
      if (!needle) return true;
      // The original's words and the reader's language's (when the article has that version).
      if (e.text.get(e.doc.originalLanguageId)?.includes(needle)) return true;
      return requested !== undefined && catalog.isActive(requested.id) && !!e.text.get(requested.id)?.includes(needle);
    };
    const all = ordered(snapshot, q.sort ?? 'latest');
    const found = q.category || q.featuredOnly || needle ? all.filter(matches) : all;
    const offset = q.offset ?? 0;
    const end = q.limit === undefined ? found.length : offset + q.limit;
    const page = found.slice(offset, end);
    return {
      articles: page.map((e) => this.summary(e, catalog, requested)),
      matched: found.length,
      total: all.length,
      offset,
      nextOffset: end < found.length ? end : null,
    };
  }

  /**
   * A card (public-site.md §2): its title and excerpt once, in the language it shows: the
   * requested language's version when the article has it and the language is active, else the
   * original ("the first translation entry is used" when a translation exists). `translations`
   * stays, empty: the text it would carry is the title and excerpt already. A card once carried
   * every version's title and excerpt and grew with each language added (docs/api.md).
   */
  private summary(e: CatalogEntry, catalog: LanguageCatalog, requested: LanguageDoc | undefined): ArticleSummary {
    const { doc } = e;
    const original = doc.translations.find((t) => t.isOriginal) ?? doc.translations[0];
    const shown = (requested && visibleSummaries(doc, catalog).find((t) => t.languageId === requested.id)) || original;
    const image = doc.imageMeta;
    return {
      id: doc.id,
      slug: doc.slug,
      category: doc.category,
      title: shown?.title ?? '',
      excerpt: shown?.excerpt ?? '',
      language: { code: catalog.get(shown?.languageId ?? doc.originalLanguageId)?.code ?? 'und', isOriginal: shown?.isOriginal ?? true },
      views: e.views,
      shares: e.shares,
      publishedAt: toIso(doc.publishedAt),
      createdAt: toIsoRequired(doc.createdAt),
      imageUrl: doc.imageUrl,
      ...(image && { imageWidth: image.width, imageHeight: image.height, imageVariants: image.variants }),
      videoUrl: doc.videoUrl,
      videoPublicId: doc.videoPublicId,
      videoPosterUrl: doc.videoPosterUrl ?? null,
      translations: [],
    };
  }

  /** One published article in the requested language, falling back to its original. */
  async getPublishedArticle(slug: string, languageCode: string | undefined): Promise<ArticleDetail> {
    return (await this.getArticleForPage(slug, languageCode)).article;
  }

  /**
   * The article as getPublishedArticle answers it, with its language versions for the page's head
   * (hreflang alternates leave out stale ones): the same reads, nothing per version.
   */
  async getArticleForPage(slug: string, languageCode: string | undefined): Promise<ArticleForPage> {
    const catalog = await this.languages.loadCatalog();
    const requested = languageCode === undefined ? undefined : catalog.resolveCode(languageCode);
    const doc = await this.repos.articles.findBySlug(slug);
    if (!doc || doc.status !== 'published') throw new NotFoundError(MESSAGES.articleNotFound);
    return this.pageOf(doc, catalog, requested);
  }

  /**
   * A draft preview (article-desk-service.ts): the article as saved now, whatever its status, as
   * the article page shows it. Unknown (deleted meanwhile): not found.
   */
  async getPreviewArticle(id: number, languageCode: string | undefined): Promise<ArticleForPage> {
    const catalog = await this.languages.loadCatalog();
    const requested = languageCode === undefined ? undefined : catalog.resolveCode(languageCode);
    const doc = await this.repos.articles.getById(id);
    if (!doc) throw new NotFoundError(MESSAGES.articleNotFound);
    return this.pageOf(doc, catalog, requested);
  }

  private async pageOf(doc: ArticleDoc, catalog: LanguageCatalog, requested: LanguageDoc | undefined): Promise<ArticleForPage> {
    const wanted = requested && doc.languageIds.includes(requested.id) ? requested.id : doc.originalLanguageId;
    const [content, counts] = await Promise.all([
      this.contentIn(doc, wanted),
      this.catalog.get().then((snapshot) => this.counts.totals(doc.id, rolledUp(snapshot, doc.id))),
    ]);
    const available = visibleSummaries(doc, catalog);
    const article: ArticleDetail = {
      ...this.baseFields(doc, counts),
      title: content.title,
      excerpt: content.excerpt,
      content: content.content,
      metaDescription: content.metaDescription,
      updatedAt: toIsoRequired(doc.updatedAt),
      language: languageRef(catalog.get(content.languageId), content.isOriginal),
      availableLanguages: available.map((s) => languageRef(catalog.get(s.languageId), s.isOriginal)),
      translations: translationSummaries(doc, catalog, requested),
      isMachineTranslation: !content.isOriginal && isMachineText(doc, content.languageId),
    };
    return { article, versions: versionsOf(doc, catalog) };
  }

  /**
   * Every published article, newest first, with its language versions: read from this instance's
   * catalog (services/published-catalog.ts), so a sitemap of 10,000 articles costs no read per
   * article, and a write here shows at once (elsewhere within the catalog's minute).
   */
  async listPublishedListings(): Promise<PublishedListing[]> {
    const [catalog, snapshot] = await Promise.all([this.languages.loadCatalog(), this.catalog.get()]);
    return snapshot.latest.map((e) => ({
      id: e.doc.id,
      slug: e.doc.slug,
      category: e.doc.category,
      publishedAt: new Date(e.time).toISOString(),
      updatedAt: toIsoRequired(e.doc.updatedAt),
      versions: versionsOf(e.doc, catalog),
    }));
  }

  /** Whether the instance's catalog holds this published article (no read; analytics counts only those). */
  async isPublished(id: number): Promise<boolean> {
    return (await this.catalog.get()).byId.has(id);
  }

  /** Every published article the catalog holds, newest first (no read when the instance's catalog is current). */
  async publishedDocs(): Promise<ArticleDoc[]> {
    return (await this.catalog.get()).latest.map((e) => e.doc);
  }

  /** Titles (original language) of published articles the catalog holds. */
  async titlesOf(ids: number[]): Promise<Map<number, string>> {
    const snapshot = await this.catalog.get();
    const out = new Map<number, string>();
    for (const id of ids) {
      const doc = snapshot.byId.get(id)?.doc;
      const title = doc?.translations.find((t) => t.languageId === doc.originalLanguageId)?.title ?? doc?.translations[0]?.title;
      if (title) out.set(id, title);
    }
    return out;
  }

  async recordView(id: number): Promise<CounterResponse> {
    return this.count(id, 'views');
  }

  async recordShare(id: number): Promise<CounterResponse> {
    return this.count(id, 'shares');
  }

  /**
   * Counts a view or share of a published article: one write. The catalog says whether it is
   * published (one it does not know yet, published moments ago elsewhere, is read), and the totals
   * come from its rolled-up stats plus this instance's later counts (article-counts.ts).
   */
  private async count(id: number, field: 'views' | 'shares'): Promise<CounterResponse> {
    let snapshot = await this.catalog.get();
    if (!snapshot.byId.has(id)) {
      const doc = await this.repos.articles.getById(id);
      if (!doc || doc.status !== 'published') throw new NotFoundError(MESSAGES.articleNotFound);
    }
    await this.counts.increment(id, field);
    // Cached answers about this article in this instance show the new count from now on.
    changeSignal.articleCounted(id);
    snapshot = await this.catalog.get();
    return { id, ...(await this.counts.totals(id, rolledUp(snapshot, id))) };
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
      ...imageFactsOf(doc),
    };
  }

}


/** The catalog's rolled-up counts of an article, when it holds them with the time they were read at. */
function rolledUp(snapshot: CatalogSnapshot, id: number): CountedTotals | undefined {
  const e = snapshot.byId.get(id);
  return e?.countedThrough ? { views: e.views, shares: e.shares, through: e.countedThrough } : undefined;
}
