/**
 * AI translations as stored: the fingerprint of the original they are made from, and the one
 * transaction that stores a finished translation with its provenance and completes its job.
 */
import { afterArticleWrite, changedNow } from './change-signal.js';
import { createHash } from 'node:crypto';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import type { ContentInput } from './articles-repository.js';
import { collections, type AiProvenanceDoc, type ArticleContentDoc, type ArticleDoc, type TranslationJobDoc, type TranslationSummaryDoc } from './documents.js';

/**
 * A fingerprint of the original's text: an AI translation records the one it was made from, and
 * is stale once the original's differs.
 */
export function originalHashOf(c: Pick<ContentInput, 'title' | 'excerpt' | 'content' | 'metaDescription'>): string {
  return createHash('sha256').update(JSON.stringify([c.title, c.excerpt, c.content, c.metaDescription])).digest('hex').slice(0, 32);
}

/** An AI translation to store, and what it was made from. */
export interface AiTranslationInput {
  content: ContentInput;
  /** `originalHash` of the original it was translated from. */
  sourceHash: string;
  provenance: AiProvenanceDoc;
  /** The job run that made it: a newer request for the language supersedes it. */
  runId: string;
}

/** What became of an AI translation handed to `saveAiTranslation`. */
export type AiSaveOutcome = 'saved' | 'superseded' | 'article-gone' | 'kept-human';

const KEPT_HUMAN = 'An editor wrote this translation by hand, so AI left it as it is. Force a retranslation to replace it.';


export class AiTranslationsRepository {
  private readonly cols;

  constructor(private readonly db: Firestore) {
    this.cols = collections(db);
  }

  /**
   * Stores an AI translation and completes its job, in one transaction, unless the job was
   * requested again meanwhile (a newer run owns the language), the article is gone, or an editor
   * wrote this language by hand and the run was not forced (their words are kept).
   */
  async saveAiTranslation(articleId: number, input: AiTranslationInput, now: Date): Promise<AiSaveOutcome> {
    const ref = this.cols.articles.doc(String(articleId));
    const languageId = input.content.languageId;
    const jobRef = this.cols.translationJobs(articleId).doc(String(languageId));
    const contentRef = this.cols.articleContent(articleId).doc(String(languageId));
    return afterArticleWrite(this.db.runTransaction(async (tx) => {
      const [snap, jobSnap, existing] = await Promise.all([tx.get(ref), tx.get(jobRef), tx.get(contentRef)]);
      const job = jobSnap.data() as TranslationJobDoc | undefined;
      if (!job || job.runId !== input.runId || job.state !== 'running') return 'superseded'; // taken back or requested again
      const ts = Timestamp.fromDate(now);
      if (!snap.exists) return 'article-gone';
      const current = snap.data() as ArticleDoc;
      const summary = current.translations.find((t) => t.languageId === languageId);
      if (languageId === current.originalLanguageId || (summary && (summary.source ?? 'human') === 'human' && !job.force)) {
        tx.update(jobRef, { state: 'failed', error: KEPT_HUMAN, lease: null, nextAttemptAt: null, updatedAt: ts });
        return 'kept-human';
      }
      const c = input.content;
      const contentDoc: ArticleContentDoc = {
        ...c,
        isOriginal: false,
        source: 'ai',
        createdAt: existing.exists ? (existing.get('createdAt') as Timestamp) : ts,
        updatedAt: ts,
      };
      tx.set(contentRef, contentDoc);
      const aiSummary: TranslationSummaryDoc = {
        languageId,
        title: c.title,
        excerpt: c.excerpt,
        metaDescription: c.metaDescription,
        isOriginal: false,
        source: 'ai',
        sourceHash: input.sourceHash,
        ai: input.provenance,
      };
      const translations = [...current.translations.filter((t) => t.languageId !== languageId), aiSummary];
      tx.update(ref, { translations, languageIds: translations.map((t) => t.languageId), updatedAt: ts, changedAt: changedNow() });
      tx.update(jobRef, { state: 'completed', error: null, lease: null, nextAttemptAt: null, updatedAt: ts });
      return 'saved';
    }));
  }
}
