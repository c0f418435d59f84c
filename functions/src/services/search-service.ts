/**
 * Semantic search (admin-and-api.md §7 External API, §9 topK). Every published article's language
 * versions are embedded (title, excerpt and the text of the content) into `articleEmbeddings`,
 * kept in step by a trigger on the article (`syncArticle`); a search embeds the query and asks
 * Firestore for the nearest vectors. A query in any language searches every language unless
 * filtered, and each result names the language that matched. Searches that find nothing good are
 * recorded, so the dashboard can list what readers want written next.
 */
import { createHash } from 'node:crypto';
import type { SearchRequest, SearchResponse, SearchResult } from '../contract/index.js';
import type { ArticleDoc, EmbeddingFields, Repositories } from '../data/index.js';
import { toIsoRequired } from '../data/timestamps.js';
import { WEAK_QUERY_DAYS } from '../data/embeddings-repository.js';
import type { Embedder } from '../integrations/embeddings.js';
import type { Clock } from './clock.js';
import type { LanguagesService } from './languages-service.js';

/** Below this best score a search counts as unanswered (cosine similarity). */
export const WEAK_SCORE = 0.35;
/** How much of a version's text is embedded (models read about 2,000 tokens). */
const MAX_TEXT_CHARS = 8000;

export interface UnansweredQuery {
  query: string;
  count: number;
  lastSearchedAt: string;
}

export class SearchService {
  constructor(
    private readonly deps: {
      repos: Pick<Repositories, 'articles' | 'embeddings'>;
      languages: LanguagesService;
      embedder: Embedder;
      clock: Clock;
    },
  ) {}

  async search(req: SearchRequest): Promise<SearchResponse> {
    const { repos, embedder } = this.deps;
    const catalog = await this.deps.languages.loadCatalog();
    const language = req.filter.languageCode ? catalog.resolveCode(req.filter.languageCode) : undefined;
    const [vector] = await embedder.embed([req.query], 'query');
    const nearest = await repos.embeddings.findNearest({ vector: vector!, limit: req.topK, category: req.filter.category, languageCode: language?.code });
    // The index follows the articles through a trigger; a version unpublished a moment ago must not show.
    const live = new Map((await repos.articles.getMany(nearest.map((n) => n.articleId))).map((a) => [a.id, a]));
    const results: SearchResult[] = nearest
      .filter((n) => live.get(n.articleId)?.status === 'published' && catalog.isActive(n.languageId))
      .map((n) => ({
        id: `article_${n.articleId}_${n.languageCode}`,
        score: round(1 - n.distance),
        article: {
          id: n.articleId,
          slug: n.slug,
          title: n.title,
          excerpt: n.excerpt,
          category: n.category,
          language: { code: n.languageCode, name: n.languageName },
          isOriginal: n.isOriginal,
          createdAt: toIsoRequired(n.createdAt),
        },
      }));
    const best = results[0]?.score ?? 0;
    if (best < WEAK_SCORE) await repos.embeddings.recordWeakQuery(req.query, best, this.deps.clock.now()).catch(() => {});
    return { success: true, query: req.query, totalResults: results.length, results };
  }

  /** The most searched queries of the last 30 days that found nothing good. */
  async listUnansweredQueries(limit = 10): Promise<UnansweredQuery[]> {
    const since = new Date(this.deps.clock.now().getTime() - WEAK_QUERY_DAYS * 86_400_000);
    return (await this.deps.repos.embeddings.topWeakQueries(since, limit)).map((q) => ({
      query: q.query,
      count: q.count,
      lastSearchedAt: toIsoRequired(q.lastSearchedAt),
    }));
  }

  /**
   * Brings an article's vectors in step with the article as stored now (not as the event saw it):
   * embedded when published, re-embedded when a version's text changed, the fields beside updated
   * when only they changed, removed when unpublished, deleted or a version is gone. Idempotent.
   */
  async syncArticle(articleId: number): Promise<{ embedded: number; removed: number }> {
    const { repos, embedder } = this.deps;
    const [doc, existing] = await Promise.all([repos.articles.getById(articleId), repos.embeddings.listForArticle(articleId)]);
    if (!doc || doc.status !== 'published') {
      await repos.embeddings.remove(existing.map((e) => e.id));
      return { embedded: 0, removed: existing.length };
    }
    const catalog = await this.deps.languages.loadCatalog();
    const versions = doc.translations.filter((t) => catalog.get(t.languageId));
    const contents = await repos.articles.getContents(versions.map((t) => ({ articleId, languageId: t.languageId })));
    const byId = new Map(existing.map((e) => [e.id, e]));
    const wanted = new Set<string>();
    const toEmbed: { fields: EmbeddingFields; text: string }[] = [];
    for (const [i, t] of versions.entries()) {
      const lang = catalog.get(t.languageId)!;
      const text = embeddingText(t.title, t.excerpt, contents[i]?.content ?? '');
      const fields: EmbeddingFields = {
        articleId,
        languageId: t.languageId,
        languageCode: lang.code,
        languageName: lang.name,
        category: doc.category,
        status: 'published',
        slug: doc.slug,
        title: t.title,
        excerpt: t.excerpt,
        isOriginal: t.isOriginal,
        createdAt: doc.createdAt,
        textHash: createHash('sha256').update(`${embedder.model}\n${text}`).digest('hex'),
        model: embedder.model,
      };
      const id = repos.embeddings.docId(articleId, lang.code);
      wanted.add(id);
      const current = byId.get(id);
      if (!current || current.textHash !== fields.textHash) toEmbed.push({ fields, text });
      else if (!sameFields(current, fields)) await repos.embeddings.updateFields(id, fields);
    }
    const vectors = toEmbed.length > 0 ? await embedder.embed(toEmbed.map((e) => e.text), 'document') : [];
    await Promise.all(toEmbed.map((e, i) => repos.embeddings.put(e.fields, vectors[i]!)));
    const stale = existing.filter((e) => !wanted.has(e.id)).map((e) => e.id);
    await repos.embeddings.remove(stale);
    return { embedded: toEmbed.length, removed: stale.length };
  }
}

/** What is embedded: the title, the excerpt and the visible text of the content. */
export function embeddingText(title: string, excerpt: string, html: string): string {
  const text = html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;|&#39;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return `${title}\n${excerpt}\n${text}`.slice(0, MAX_TEXT_CHARS);
}

function sameFields(a: EmbeddingFields, b: EmbeddingFields): boolean {
  const keys: (keyof EmbeddingFields)[] = ['category', 'slug', 'title', 'excerpt', 'isOriginal', 'languageName'];
  return keys.every((k) => a[k] === b[k]);
}

const round = (n: number) => Math.round(n * 10_000) / 10_000;

export type { ArticleDoc };
