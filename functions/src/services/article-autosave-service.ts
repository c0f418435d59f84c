/**
 * Autosaved drafts of an article's language versions (issue 24), each person's own (issue 39): kept
 * beside the article, never in it, so nothing a reader sees or a trigger listens to changes until the editor saves. The
 * content is sanitised and held to the stored limits exactly as a save is, so restoring a draft
 * shows the editor what saving it will store.
 */
import {
  ARTICLE_MESSAGES as M,
  AUTOSAVE_KEEP_DAYS,
  CONTENT_MAX_BYTES,
  MESSAGES,
  type Autosave,
  type AutosaveDeleted,
  type AutosaveRequest,
} from '../contract/index.js';
import type { ArticleAutosaveDoc, Repositories } from '../data/index.js';
import { toIsoRequired } from '../data/timestamps.js';
import { BadRequestError, NotFoundError, PayloadTooLargeError } from '../errors.js';
import { ArticleHtmlLimitError } from './article-html.js';
import { sanitizeArticleHtmlInPieces } from './article-html-pieces.js';
import type { Clock } from './clock.js';
import type { LanguagesService } from './languages-service.js';

const DAY_MS = 86_400_000;

export class ArticleAutosaveService {
  constructor(
    private readonly repos: Pick<Repositories, 'articles' | 'articleAutosaves'>,
    private readonly languages: LanguagesService,
    private readonly clock: Clock,
  ) {}

  /** The caller's draft of one language version, or null (never someone else's); 404 when the article is gone. */
  async getAutosave(articleId: number, languageId: number, uid: string): Promise<Autosave | null> {
    await this.requireArticle(articleId);
    const doc = await this.repos.articleAutosaves.get(articleId, languageId, uid);
    return doc && view(doc);
  }

  /** Replaces the caller's draft; nobody else's is touched. */
  async saveAutosave(articleId: number, languageId: number, uid: string, body: AutosaveRequest): Promise<Autosave> {
    const fields = { ...body, content: await storedContent(body.content) };
    const catalog = await this.languages.loadCatalog();
    const now = this.clock.now();
    const doc = await this.repos.articleAutosaves.put(articleId, languageId, uid, fields, now, new Date(now.getTime() + AUTOSAVE_KEEP_DAYS * DAY_MS), (article) => {
      // A version the article has (even in a language switched off since), or one it could get.
      if (!article.languageIds.includes(languageId) && !catalog.isActive(languageId)) {
        const reason = M.languageUnavailable(languageId);
        throw new BadRequestError(`Invalid path parameter 'languageId': ${reason}`, 'languageId', reason);
      }
    });
    if (!doc) throw new NotFoundError(MESSAGES.articleNotFound);
    return view(doc);
  }

  /** Idempotent: the console clears the caller's draft after every save, whether one was kept or not. */
  async deleteAutosave(articleId: number, languageId: number, uid: string): Promise<AutosaveDeleted> {
    await this.requireArticle(articleId);
    return { deleted: await this.repos.articleAutosaves.delete(articleId, languageId, uid) };
  }

  private async requireArticle(articleId: number) {
    const doc = await this.repos.articles.getById(articleId);
    if (!doc) throw new NotFoundError(MESSAGES.articleNotFound);
    return doc;
  }
}

async function storedContent(html: string): Promise<string> {
  let content: string;
  try {
    content = await sanitizeArticleHtmlInPieces(html);
  } catch (err) {
    if (err instanceof ArticleHtmlLimitError) throw new BadRequestError(`Invalid body parameter 'content': ${err.message}`, 'content', err.message);
    throw err;
  }
  const bytes = Buffer.byteLength(content, 'utf8');
  if (bytes > CONTENT_MAX_BYTES) {
    const reason = M.contentTooLarge(CONTENT_MAX_BYTES / 1024, Math.ceil(bytes / 1024));
    throw new PayloadTooLargeError(`Invalid body parameter 'content': ${reason}`, 'content', reason);
  }
  return content;
}

function view(doc: ArticleAutosaveDoc): Autosave {
  return {
    articleId: doc.articleId,
    languageId: doc.languageId,
    title: doc.title,
    excerpt: doc.excerpt,
    content: doc.content,
    metaDescription: doc.metaDescription,
    savedAt: toIsoRequired(doc.savedAt),
  };
}
