/** Articles, their per-language content and their reader counters: the writes (reads in article-reads.ts). */
import { afterArticleWrite, changedNow } from './change-signal.js';
import { Timestamp, type DocumentReference, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { ARTICLE_MESSAGES, IF_MATCH_MESSAGES } from '../contract/index.js';
import { AppError, BadRequestError, ConflictError, VersionConflictError } from '../errors.js';
export type { ExpectedVersion, StaleSave } from './article-versions-repository.js';
import type { ArticleUpdate, ContentInput, DeleteTranslationResult, MediaRead, NewArticle } from './article-inputs.js';
import { ArticleReads } from './article-reads.js';
import type { ArticleContentDoc, ArticleDoc, TranslationSummaryDoc } from './article-documents.js';
import { withPooledId } from './ids.js';
import { readMediaRecords, type MediaRecords } from './media-repository.js';
import { recordRevision, SYSTEM_ACTOR, type SaveContext } from './revisions-repository.js';
import { originalHashOf } from './original-hash.js';
import { UniqueValues } from './unique-values.js';
import { inDocumentLanes } from './hot-documents.js';
import { queueEntryId } from './translation-queue-repository.js';
import { articleTarget, recordArticleChange } from './article-audit.js';
import { recordIn } from './audit-log.js';
import { recordVersion, refuseUnknownVersion, someoneWroteSince, versionedUpdate, versionOf } from './article-version.js';
import { ArticleVersionsRepository, type ExpectedVersion, type StaleSave } from './article-versions-repository.js';
import type { RevisionActorDoc } from './desk-documents.js';

export type * from './article-inputs.js';

/**
 * How long a deletion's tombstone is kept (a TTL policy removes it then): far longer than any
 * catalog's catch-up reaches back, since one idle for 12 hours reads everything again
 * (services/published-catalog.ts, FULL_READ_AFTER_MS).
 */
export const TOMBSTONE_KEEP_MS = 24 * 3_600_000;

/** A version an editor wrote (the original always is). */
function summaryOf(c: ContentInput, isOriginal: boolean): TranslationSummaryDoc {
  return { languageId: c.languageId, title: c.title, excerpt: c.excerpt, metaDescription: c.metaDescription, isOriginal, source: 'human', reviewStatus: 'human' };
}

/** What an update needs besides its decision. */
export interface UpdateOptions {
  /** Uploads whose records `decide` reads (their media facts). */
  mediaIds?: string[];
  save?: SaveContext;
  /** How a person's save of a translation is recorded (services/translation-plan.ts). */
  human?: (written: ContentInput) => HumanTranslationSave;
  /** The version the writer started from: a stale save merges (article-merge.ts) or is refused. */
  expect?: ExpectedVersion;
  /** The slug the update may give the article, known before it runs. */
  slug?: string;
}

/**
 * How a person's save of a translation is recorded (services/translation-plan.ts works out which
 * blocks they changed): its records, whether all of it is now theirs, and its review state.
 */
export interface HumanTranslationSave {
  records(previous: ArticleContentDoc | null, original: ArticleContentDoc | null): Pick<ArticleContentDoc, 'blocks' | 'fields'> & { allHuman: boolean };
}

/** The articles' reads (article-reads.ts) and their writes, each one transaction. */
export class ArticlesRepository extends ArticleReads {
  /** Slugs are unique: claimed in articleSlugs/{slug} in the transaction that writes the article. */
  private readonly slugs;

  /** The versions a save merges from (article-versions-repository.ts). */
  readonly versions: ArticleVersionsRepository;

  constructor(db: Firestore) {
    super(db);
    this.versions = new ArticleVersionsRepository(db);
    this.slugs = new UniqueValues(this.cols.articleSlugs, this.cols.articles, 'slug');
  }

  /**
   * Creates the article, its original and any translations and its slug's claim in one
   * transaction (all reads first, as Firestore requires), under an id taken ahead that a refusal
   * gives back; a taken slug is a conflict.
   */
  async create(given: NewArticle, now: Date, media?: MediaRead<Partial<NewArticle>>, save: SaveContext = { by: SYSTEM_ACTOR }): Promise<ArticleDoc> {
    const ts = Timestamp.fromDate(now);
    const contents = [given.original, ...given.translations];
    // The id is taken ahead, with those of concurrent creates (ids.ts withPooledId): a burst of
    // creates never queues on the id counter for the length of this transaction.
    // Creates of one slug meet on its claim: in this process they wait in its lane, not in Firestore's locks.
    return afterArticleWrite(withPooledId(this.db, 'articles', (id) => inDocumentLanes(this.db, [this.slugs.lanePath(given.slug)], () => this.db.runTransaction(async (tx) => {
      const [holder, missingLanguage, records] = await Promise.all([
        this.slugs.holderOf(tx, given.slug),
        // Read in the transaction so a language deleted meanwhile cannot be referenced.
        this.missingLanguage(tx, contents.map((c) => c.languageId)),
        readMediaRecords(tx, this.db, media?.publicIds ?? []),
      ]);
      if (holder !== null) throw slugTaken(given.slug);
      if (missingLanguage !== null) throw languageUnavailable(missingLanguage);
      const input: NewArticle = media ? { ...given, ...media.apply(records) } : given;

      const doc: ArticleDoc = {
        id,
        slug: input.slug,
        category: input.category,
        status: input.status,
        isFeatured: input.isFeatured,
        imageUrl: input.imageUrl,
        imagePublicId: input.imagePublicId,
        imageMeta: input.imageMeta ?? null,
        videoUrl: input.videoUrl,
        videoPublicId: input.videoPublicId,
        videoPosterUrl: input.videoPosterUrl ?? null,
        publishedAt:
          input.status === 'published' ? Timestamp.fromDate(input.publishedAt ?? now) : input.publishedAt && Timestamp.fromDate(input.publishedAt),
        scheduledAt: input.scheduledAt ? Timestamp.fromDate(input.scheduledAt) : null,
        createdAt: ts,
        updatedAt: ts,
        originalLanguageId: input.original.languageId,
        translations: contents.map((c, i) => summaryOf(c, i === 0)),
        languageIds: contents.map((c) => c.languageId),
        targetLanguageIds: input.targetLanguageIds ?? [],
        originalHash: originalHashOf(input.original),
        changedAt: changedNow(),
        authorId: input.authorId ?? null,
        authorName: input.authorId ? (input.authorName ?? null) : null,
        awaitingReview: false,
      };
      for (const c of contents) doc.revisionSeq = recordRevision(tx, this.db, doc, c, { ...save, action: 'create' }, ts);
      recordVersion(tx, this.db, null, doc, save.by, ts);
      tx.create(this.cols.articles.doc(String(id)), doc);
      recordIn(this.db, tx, { action: 'article.create', target: articleTarget(doc), changes: { status: { from: null, to: doc.status }, slug: { from: null, to: doc.slug }, languageIds: { from: null, to: doc.languageIds } } });
      this.slugs.claim(tx, input.slug, id);
      contents.forEach((c, i) => {
        const contentDoc: ArticleContentDoc = { ...c, isOriginal: i === 0, source: 'human', createdAt: ts, updatedAt: ts };
        tx.create(this.cols.articleContent(id).doc(String(c.languageId)), contentDoc);
      });
      return doc;
    })), (err) => err instanceof AppError));
  }

  /**
   * Applies `decide(current)` to an article in one transaction: its fields, and optionally one
   * language version with its summary in the article document. `decide` may run more than once
   * (transactions retry) and may throw to refuse. A new slug must be free; its claim replaces the
   * old one's. Null when the article does not exist.
   */
  async update(id: number, decide: (current: ArticleDoc, media: MediaRecords, stale?: StaleSave) => ArticleUpdate, now: Date, options: UpdateOptions = {}): Promise<ArticleDoc | null> {
    const { mediaIds = [], human, expect } = options;
    let save = options.save ?? { by: SYSTEM_ACTOR };
    const ref = this.cols.articles.doc(String(id));
    // Renames to one slug meet on its claim: in this process they wait in its lane, not in Firestore's locks.
    const lanes = [ref.path, ...(options.slug === undefined ? [] : [this.slugs.lanePath(options.slug)])];
    return afterArticleWrite(inDocumentLanes(this.db, lanes, () => this.db.runTransaction(async (tx) => {
      const [snap, records] = await Promise.all([tx.get(ref), readMediaRecords(tx, this.db, mediaIds)]);
      if (!snap.exists) return null;
      const current = snap.data() as ArticleDoc;
      const stale = expect && (await this.versions.staleSave(tx, current, expect));
      const { changes, content } = decide(current, records, stale);
      if (stale) {
        save = { ...save, mergedWith: stale.latest };
      }
      const newSlug = changes.slug !== undefined && changes.slug !== current.slug ? changes.slug : undefined;
      const contentRef = content && this.cols.articleContent(id).doc(String(content.languageId));
      const isTranslation = !!content && content.languageId !== current.originalLanguageId;
      const jobRef = isTranslation ? this.cols.translationJobs(id).doc(String(content.languageId)) : undefined;
      // A translation's records are worked out against the original as it is now.
      const originalRef = isTranslation && human ? this.cols.articleContent(id).doc(String(current.originalLanguageId)) : undefined;
      const [holder, missingLanguage, existing, job, originalSnap] = await Promise.all([
        newSlug === undefined ? null : this.slugs.holderOf(tx, newSlug),
        content ? this.missingLanguage(tx, [content.languageId]) : null,
        contentRef && tx.get(contentRef),
        jobRef && tx.get(jobRef),
        originalRef && tx.get(originalRef),
      ]);
      if (newSlug !== undefined && holder !== null) throw slugTaken(newSlug);
      if (missingLanguage !== null) throw languageUnavailable(missingLanguage);

      const ts = Timestamp.fromDate(now);
      let next: ArticleDoc = { ...current, ...changes, updatedAt: ts, changedAt: changedNow() };
      // Published or scheduled, by whichever path: it no longer waits for review.
      if (next.status !== 'draft' && next.awaitingReview) next.awaitingReview = false;
      if (content && contentRef && existing) {
        const isOriginal = content.languageId === current.originalLanguageId;
        const previous = existing.exists ? (existing.data() as ArticleContentDoc) : null;
        // The blocks an editor writes are theirs: AI translations never overwrite them unless told to.
        const records = !isOriginal && human ? human(content).records(previous, (originalSnap?.data() as ArticleContentDoc | undefined) ?? null) : null;
        const contentDoc: ArticleContentDoc = {
          ...content,
          isOriginal,
          source: records && !records.allHuman ? 'ai' : 'human',
          ...(records && { blocks: records.blocks ?? null, fields: records.fields ?? {} }),
          createdAt: previous ? previous.createdAt : ts,
          updatedAt: ts,
        };
        tx.set(contentRef, contentDoc);
        const others = current.translations.filter((t) => t.languageId !== content.languageId);
        const summary = summaryOf(content, isOriginal);
        if (records && !records.allHuman) {
          // Partly AI's still: it stays an AI translation of the original it was made from, and
          // keeps its approval (a person's edit of an approved text is still approved).
          const before = current.translations.find((t) => t.languageId === content.languageId);
          Object.assign(summary, { source: 'ai', sourceHash: before?.sourceHash, ai: before?.ai, reviewStatus: before?.reviewStatus === 'reviewed' ? 'reviewed' : 'machine' });
          if (summary.sourceHash === undefined) delete summary.sourceHash;
          if (summary.ai === undefined) delete summary.ai;
        }
        const translations = isOriginal ? [summary, ...others] : [...others, summary];
        next = { ...next, translations, languageIds: translations.map((t) => t.languageId) };
        if (isOriginal) next.originalHash = originalHashOf(content);
        next.revisionSeq = recordRevision(tx, this.db, next, content, { ...save, action: save.action ?? 'save' }, ts);
        // An editor's translation answers a failed AI job for the language: its reason no longer applies.
        if (jobRef && job?.exists && job.get('state') === 'failed') tx.delete(jobRef);
      }
      recordVersion(tx, this.db, current, next, save.by, ts);
      tx.set(ref, next);
      recordArticleChange(this.db, tx, current, next, content && { languageId: content.languageId, existed: !!existing?.exists }, save);
      if (newSlug !== undefined) {
        this.slugs.release(tx, current.slug);
        this.slugs.claim(tx, newSlug, id);
      }
      return next;
    })));
  }

  /**
   * "Submit for review": marks a draft as waiting for an editor, by whom and when. 'not-draft'
   * when it is no longer a draft (published or scheduled meanwhile); null when it does not exist.
   */
  async submitForReview(id: number, by: string, now: Date, actor: RevisionActorDoc = SYSTEM_ACTOR, expect?: ExpectedVersion): Promise<ArticleDoc | 'not-draft' | null> {
    const ref = this.cols.articles.doc(String(id));
    return afterArticleWrite(inDocumentLanes(this.db, [ref.path], () => this.db.runTransaction(async (tx) => {
      const snap = await tx.get(ref);
      if (!snap.exists) return null;
      const current = snap.data() as ArticleDoc;
      // Marks, not words: a stale submit merges unless the status moved (then it is no draft any more, below).
      if (expect) await this.versions.staleSave(tx, current, expect);
      if (current.status !== 'draft') return 'not-draft' as const;
      const ts = Timestamp.fromDate(now);
      const next: ArticleDoc = { ...current, awaitingReview: true, submittedForReviewAt: ts, submittedForReviewBy: by, updatedAt: ts, changedAt: changedNow() };
      recordVersion(tx, this.db, current, next, actor, ts);
      tx.set(ref, next);
      recordIn(this.db, tx, { action: 'article.submit', target: articleTarget(next), changes: { awaitingReview: { from: current.awaitingReview ?? false, to: true } } });
      return next;
    })));
  }

  /** Creates or replaces one language version, keeping the article's summary in step. */
  upsertTranslation(
    id: number,
    content: ContentInput,
    now: Date,
    save?: SaveContext,
    human?: (written: ContentInput) => HumanTranslationSave,
    expect?: ExpectedVersion,
    merge?: (current: ArticleDoc, stale: StaleSave) => ContentInput | undefined,
  ): Promise<ArticleDoc | null> {
    if (expect) expect.languageId = content.languageId;
    return this.update(id, (current, _media, stale) => ({ changes: {}, content: stale && merge ? merge(current, stale) : content }), now, { save, human, expect });
  }

  /** Removes one language version (never the original) and its summary, in one transaction. */
  async deleteTranslation(id: number, languageId: number, now: Date, by: RevisionActorDoc = SYSTEM_ACTOR, expect?: ExpectedVersion): Promise<DeleteTranslationResult> {
    const ref = this.cols.articles.doc(String(id));
    return afterArticleWrite(inDocumentLanes(this.db, [ref.path], () => this.db.runTransaction(async (tx) => {
      const snap = await tx.get(ref);
      if (!snap.exists) return 'article-not-found';
      const current = snap.data() as ArticleDoc;
      if (languageId === current.originalLanguageId) return 'original';
      if (!current.languageIds.includes(languageId)) return 'translation-not-found';
      if (expect) expect.languageId = languageId;
      const stale = expect && (await this.versions.staleSave(tx, current, expect));
      // Deleting words someone saved after you opened the article would lose them: an overlap.
      if (stale && stale.baseContent !== undefined && stale.baseContent?.content !== stale.currentContent?.content) {
        throw new VersionConflictError(IF_MATCH_MESSAGES.conflict, [
          { field: 'content', languageId, yours: null, theirs: stale.currentContent?.content ?? null, base: stale.baseContent?.content ?? null },
        ]);
      }
      const translations = current.translations.filter((t) => t.languageId !== languageId);
      const ts = Timestamp.fromDate(now);
      tx.update(ref, versionedUpdate(tx, this.db, current, { translations, languageIds: translations.map((t) => t.languageId), updatedAt: ts, changedAt: changedNow() }, by, ts));
      tx.delete(this.cols.articleContent(id).doc(String(languageId)));
      recordIn(this.db, tx, { action: 'translation.delete', target: articleTarget(current, languageId), changes: { languageIds: { from: current.languageIds, to: translations.map((t) => t.languageId) } } });
      return 'deleted';
    })));
  }

  /** The first of `languageIds` that does not exist, or null (read in the transaction). */
  private async missingLanguage(tx: Transaction, languageIds: number[]): Promise<number | null> {
    const refs: DocumentReference[] = [...new Set(languageIds)].map((l) => this.cols.languages.doc(String(l)));
    const snaps = await tx.getAll(...refs);
    const missing = snaps.find((s) => !s.exists);
    return missing ? Number(missing.id) : null;
  }

  /**
   * Deletes the article document and frees its slug in one transaction; the onArticleDeleted
   * trigger removes its subcollections.
   */
  async delete(id: number, now: Date, expect?: ExpectedVersion): Promise<boolean> {
    const ref = this.cols.articles.doc(String(id));
    return afterArticleWrite(inDocumentLanes(this.db, [ref.path], () => this.db.runTransaction(async (tx) => {
      const snap = await tx.get(ref);
      if (!snap.exists) return false;
      // An If-Match (optional here): deleting an article someone changed since you saw it would lose
      // their words; a machine's work since (an AI translation, a scheduled publish) goes with it.
      const version = versionOf(snap.data() as ArticleDoc);
      if (expect && expect.version !== version) {
        refuseUnknownVersion(expect.version, version);
        if (await someoneWroteSince(tx, this.db, id, expect.version, version)) {
          throw new VersionConflictError(IF_MATCH_MESSAGES.conflict, [{ field: 'version', yours: expect.version, theirs: version, base: expect.version }]);
        }
      }
      tx.delete(ref);
      const gone = snap.data() as ArticleDoc;
      this.slugs.release(tx, gone.slug);
      // Its translations leave the translator's desk in this commit, as a review's do (article-version.ts
      // settleDesk): nobody reloading the desk finds a deleted article there. The trigger removes the rest.
      for (const t of gone.translations) tx.delete(this.cols.translationQueue.doc(queueEntryId(id, t.languageId)));
      recordIn(this.db, tx, { action: 'article.delete', target: articleTarget(gone), changes: { status: { from: gone.status, to: null } } });
      // Every instance's reader catalog drops it when it next catches up (published-catalog.ts).
      tx.set(this.cols.articleTombstones.doc(String(id)), { deletedAt: changedNow(), expireAt: Timestamp.fromMillis(now.getTime() + TOMBSTONE_KEEP_MS) });
      return true;
    })));
  }

  /** Removes everything stored under an article (content and counters). Idempotent. */
  async deleteChildren(id: number): Promise<number> {
    let removed = 0;
    for (const col of [this.cols.articleContent(id), this.cols.articleCounters(id), this.cols.translationJobs(id), this.cols.articleVersions(id)]) {
      const snap = await col.get();
      if (snap.empty) continue;
      const batch = this.db.batch();
      snap.docs.forEach((d) => batch.delete(d.ref));
      await batch.commit();
      removed += snap.size;
    }
    await this.cols.articleStats.doc(String(id)).delete();
    // Up to REVISIONS_KEPT per language: more than one batch holds.
    const revisions = await this.cols.articleRevisions(id).get();
    for (let i = 0; i < revisions.docs.length; i += 400) {
      const batch = this.db.batch();
      revisions.docs.slice(i, i + 400).forEach((d) => batch.delete(d.ref));
      await batch.commit();
    }
    return removed + revisions.size;
  }
}

function slugTaken(slug: string): ConflictError {
  return new ConflictError(`An article with slug '${slug}' already exists`, 'slug', 'already exists');
}

function languageUnavailable(languageId: number): BadRequestError {
  return new BadRequestError(ARTICLE_MESSAGES.languageUnavailable(languageId), 'languageId', 'unknown language');
}
