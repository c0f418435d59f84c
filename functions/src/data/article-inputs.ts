/** What callers hand the articles repository: new articles, changes, queries and their results. */
import type { ArticleStatus } from '../contract/index.js';
import type { ArticleDoc } from './article-documents.js';
import type { MediaRecords } from './media-repository.js';

export type ArticleCounterField = 'views' | 'shares';

export interface ContentInput {
  languageId: number;
  title: string;
  excerpt: string;
  content: string;
  metaDescription: string;
}

/** The fields an article is stored with as given (imageMeta and videoPosterUrl come from upload records, never the client), dates as Dates. */
export interface NewArticle
  extends Pick<
    ArticleDoc,
    'slug' | 'category' | 'status' | 'isFeatured' | 'imageUrl' | 'imagePublicId' | 'imageMeta' | 'videoUrl' | 'videoPublicId' | 'videoPosterUrl' | 'targetLanguageIds'
  > {
  publishedAt: Date | null;
  scheduledAt: Date | null;
  original: ContentInput;
  translations: ContentInput[];
  /** The staff member creating it in the console; absent (stored null) otherwise. */
  authorId?: string | null;
  /** Their name then, kept for when they are no longer on the staff. */
  authorName?: string | null;
}

/** The article fields an update may change; absent ones stay as they are. */
export type ArticleChanges = Partial<
  Pick<
    ArticleDoc,
    | 'slug'
    | 'category'
    | 'status'
    | 'isFeatured'
    | 'imageUrl'
    | 'imagePublicId'
    | 'imageMeta'
    | 'videoUrl'
    | 'videoPublicId'
    | 'videoPosterUrl'
    | 'publishedAt'
    | 'scheduledAt'
    | 'targetLanguageIds'
    | 'awaitingReview'
  >
>;

/**
 * Upload records a save copies facts from (urls, image sizes, a video's poster), read in the
 * saving transaction: a poster set meanwhile makes the save retry rather than be lost.
 */
export interface MediaRead<T> {
  publicIds: string[];
  apply(records: MediaRecords): T;
}

/** What an update does, decided from the article as it is inside the transaction. */
export interface ArticleUpdate {
  changes: ArticleChanges;
  /** Creates or replaces this language version (the original when it is the original's language). */
  content?: ContentInput;
}

export interface AdminListQuery {
  category?: string;
  status?: ArticleStatus;
  /** Only the articles this staff member created ("Mine"). */
  authorId?: string;
  /** Only drafts submitted for review and not yet published ("Waiting for review"). */
  awaitingReview?: boolean;
  /** Only articles written in these languages (at most 30, Firestore's `in`): an editor's review queue. */
  originalLanguageIds?: number[];
  limit: number;
}

export type DeleteTranslationResult = 'deleted' | 'article-not-found' | 'translation-not-found' | 'original';

