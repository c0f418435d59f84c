/**
 * AI translations as stored: the one transaction that stores a finished translation with its
 * provenance and completes its job (the original's fingerprint it records is original-hash.ts).
 */
import { afterArticleWrite, changedNow } from './change-signal.js';
import { articleTarget } from './article-audit.js';
import { recordIn } from './audit-log.js';
import { Timestamp, type Firestore, type Transaction } from 'firebase-admin/firestore';
import type { ContentInput } from './article-inputs.js';
import { collections } from './documents.js';
import type { AiProvenanceDoc, ArticleContentDoc, ArticleDoc, BlockRecordDoc, TranslationJobDoc, TranslationSummaryDoc } from './article-documents.js';
import { recordRevision, SYSTEM_ACTOR } from './revisions-repository.js';
import { recordVersion, versionedUpdate } from './article-version.js';
import type { RevisionActorDoc } from './desk-documents.js';
import type { ExpectedVersion, StaleSave } from './article-versions-repository.js';
import { IF_MATCH_MESSAGES } from '../contract/index.js';
import { VersionConflictError } from '../errors.js';

/** An AI translation to store, and what it was made from. */
export interface AiTranslationInput {
  content: ContentInput;
  /** `originalHash` of the original it was translated from. */
  sourceHash: string;
  provenance: AiProvenanceDoc;
  /** The job run that made it: a newer request for the language supersedes it. */
  runId: string;
  /** Per block and field: what each was made from and by whom (services/translation-plan.ts). */
  blocks: BlockRecordDoc[];
  fields: ArticleContentDoc['fields'];
  /** When the stored translation the run planned from was saved (null: there was none): a save since means a person's words may be in it. */
  basedOn: number | null;
  /** Whether the model wrote any of it (then it is `machine` text again until someone approves it). */
  machineWritten: boolean;
}

/** What became of an AI translation handed to `saveAiTranslation`. */
export type AiSaveOutcome = 'saved' | 'superseded' | 'article-gone' | 'kept-human' | 'edited-meanwhile';

/** A job's error when the translation is a person's and the run may not replace their words. */
export const KEPT_HUMAN = 'An editor wrote this translation by hand, so AI left it as it is. Force a retranslation including human work to replace it.';
const EDITED_MEANWHILE = 'The translation was saved by someone while AI was translating it, so AI left it as it is. Translate again to update it.';


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
      if (languageId === current.originalLanguageId) {
        tx.update(jobRef, { state: 'failed', error: KEPT_HUMAN, lease: null, nextAttemptAt: null, updatedAt: ts });
        return 'kept-human';
      }
      // The run kept the blocks a person wrote as they were when it read them; a save since then
      // may hold more of their words, which must not be lost.
      const savedAt = existing.exists ? (existing.get('updatedAt') as Timestamp).toMillis() : null;
      if (savedAt !== input.basedOn) {
        tx.update(jobRef, { state: 'failed', error: EDITED_MEANWHILE, lease: null, nextAttemptAt: null, updatedAt: ts });
        return 'edited-meanwhile';
      }
      const c = input.content;
      const human = input.blocks.every((b) => b.by === 'human') && Object.values(input.fields ?? {}).every((f) => f.by === 'human');
      const contentDoc: ArticleContentDoc = {
        ...c,
        isOriginal: false,
        source: human ? 'human' : 'ai',
        blocks: input.blocks,
        fields: input.fields ?? {},
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
        source: human ? 'human' : 'ai',
        sourceHash: input.sourceHash,
        ai: input.provenance,
        reviewStatus: human ? 'human' : input.machineWritten ? 'machine' : (summary?.reviewStatus ?? 'machine'),
      };
      const translations = [...current.translations.filter((t) => t.languageId !== languageId), aiSummary];
      const by = { kind: 'ai' as const, id: input.provenance.model, name: `AI (${input.provenance.model})` };
      const revisionSeq = recordRevision(tx, this.db, current, c, { by, action: 'ai-translation' }, ts);
      tx.update(ref, versionedUpdate(tx, this.db, current, { translations, languageIds: translations.map((t) => t.languageId), updatedAt: ts, changedAt: changedNow(), revisionSeq }, by, ts));
      tx.update(jobRef, { state: 'completed', error: null, lease: null, nextAttemptAt: null, updatedAt: ts });
      return 'saved';
    }));
  }

  /**
   * A person approves a translation: `reviewed` (a translation they wrote stays `human`), and the
   * blocks flagged for review become current (`approve` gives the records as approved). Null when
   * the article or the translation does not exist; 'original' for the original's language.
   */
  async approveTranslation(
    articleId: number,
    languageId: number,
    approve: (content: ArticleContentDoc, original: ArticleContentDoc | null) => Pick<ArticleContentDoc, 'blocks' | 'fields'>,
    now: Date,
    by: RevisionActorDoc = SYSTEM_ACTOR,
    expect?: ExpectedVersion,
    staleCheck?: (tx: Transaction, current: ArticleDoc, expect: ExpectedVersion) => Promise<StaleSave | undefined>,
  ): Promise<ArticleDoc | null | 'original'> {
    const ref = this.cols.articles.doc(String(articleId));
    const contentRef = this.cols.articleContent(articleId).doc(String(languageId));
    return afterArticleWrite(this.db.runTransaction(async (tx) => {
      const snap = await tx.get(ref);
      if (!snap.exists) return null;
      const current = snap.data() as ArticleDoc;
      if (languageId === current.originalLanguageId) return 'original';
      const summary = current.translations.find((t) => t.languageId === languageId);
      const [content, original] = await Promise.all([tx.get(contentRef), tx.get(this.cols.articleContent(articleId).doc(String(current.originalLanguageId)))]);
      if (!summary || !content.exists) return null;
      // Approving words saved after you opened the article approves what you have not read: an overlap.
      const stale = expect && staleCheck && (await staleCheck(tx, current, { ...expect, languageId }));
      if (stale && stale.baseContent !== undefined && JSON.stringify(stale.baseContent) !== JSON.stringify(stale.currentContent)) {
        throw new VersionConflictError(IF_MATCH_MESSAGES.conflict, [
          { field: 'content', languageId, yours: stale.baseContent?.content ?? null, theirs: stale.currentContent?.content ?? null, base: stale.baseContent?.content ?? null },
        ]);
      }
      const ts = Timestamp.fromDate(now);
      const records = approve(content.data() as ArticleContentDoc, original.exists ? (original.data() as ArticleContentDoc) : null);
      // Not a new text: the content's save time stays, so a translation run planned from it still fits.
      tx.update(contentRef, { blocks: records.blocks ?? null, fields: records.fields ?? {} });
      const reviewStatus: TranslationSummaryDoc['reviewStatus'] = (summary.reviewStatus ?? (summary.source === 'ai' ? 'machine' : 'human')) === 'human' ? 'human' : 'reviewed';
      // A person approved it beside the original as it is now: an AI text made from an older
      // original is current again (its blocks keep their own sources for the next AI run).
      const wasStale = summary.source === 'ai' && current.originalHash !== undefined && summary.sourceHash !== current.originalHash;
      const made = wasStale ? { sourceHash: current.originalHash } : {};
      const translations = current.translations.map((t) => (t.languageId === languageId ? { ...t, reviewStatus, ...made } : t));
      const next: ArticleDoc = { ...current, translations, updatedAt: ts, changedAt: changedNow() };
      recordVersion(tx, this.db, current, next, by, ts);
      tx.update(ref, { translations, updatedAt: ts, changedAt: next.changedAt, version: next.version });
      recordIn(this.db, tx, { action: 'translation.review', target: articleTarget(current, languageId), changes: { reviewStatus: { from: summary.reviewStatus ?? null, to: reviewStatus }, ...(wasStale ? { stale: { from: true, to: false } } : {}) } });
      return next;
    }));
  }
}
