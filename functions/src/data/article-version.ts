/**
 * Article versions (issue 39): every write of an article sets `version` one higher in its own
 * transaction and keeps a copy of the article document as it wrote it under
 * articles/{id}/versions/{n} (the last VERSIONS_KEPT). A stale save (If-Match naming an older
 * version) merges from that copy: its fields, and through its `revisionSeq` the text each language
 * had then (the revision of that save). Written without a read: the version before the last kept
 * one is deleted by id.
 */
import type { CollectionReference, Firestore, Timestamp, Transaction } from 'firebase-admin/firestore';
import { IF_MATCH_MESSAGES } from '../contract/index.js';
import { VersionConflictError } from '../errors.js';
import type { ArticleDoc } from './article-documents.js';
import { collections } from './documents.js';
import type { MergedWithDoc, RevisionActorDoc } from './desk-documents.js';
import { queueEntryId, queueReasonsOf } from './translation-queue-repository.js';

/** Versions kept per article: a save may start from any of them and still merge. */
export const VERSIONS_KEPT = 100;

/** articles/{id}/versions/{n}: the article document as version n wrote it, who wrote it and when. */
export interface ArticleVersionDoc extends ArticleDoc {
  versionBy: RevisionActorDoc;
  versionAt: Timestamp;
}

/** An article's version; documents written before versions existed are version 0. */
export function versionOf(doc: Pick<ArticleDoc, 'version'> | null | undefined): number {
  return doc?.version ?? 0;
}

/** Refuses (409) a save that names a version newer than the article's: one it never had. */
export function refuseUnknownVersion(expected: number, current: number): void {
  if (expected > current) throw new VersionConflictError(IF_MATCH_MESSAGES.unknownVersion(expected, current), []);
}

/** The strong ETag of an article version: `"v<n>"`. */
export function etagOf(version: number): string {
  return `"v${version}"`;
}

/**
 * Gives `next` the version after `before`'s (1 for a new article) and records it in `tx`. An
 * article written before versions existed gets its version 0 recorded too, so a save that started
 * from it still merges.
 */
export function recordVersion(
  tx: Transaction,
  db: Firestore,
  before: ArticleDoc | null,
  next: ArticleDoc,
  by: RevisionActorDoc,
  at: Timestamp,
): ArticleDoc {
  const col = collections(db).articleVersions(next.id);
  const version = versionOf(before) + 1;
  next.version = version;
  if (before && before.version === undefined) {
    tx.set(col.doc('0'), { ...before, version: 0, versionBy: { kind: 'system', id: 'system', name: 'System' }, versionAt: before.updatedAt } satisfies ArticleVersionDoc);
  }
  tx.set(col.doc(String(version)), { ...next, versionBy: by, versionAt: at } satisfies ArticleVersionDoc);
  if (version > VERSIONS_KEPT) tx.delete(col.doc(String(version - VERSIONS_KEPT)));
  settleDesk(tx, db, before, next);
  return next;
}

/**
 * The translator's desk entries this write takes off (a review, a translation rewritten by hand or
 * removed) go in the same commit, without a read: whoever acted never finds the translation back
 * on their desk after a reload. Entries a write adds, and their views, are the trigger's
 * (translation-queue-repository.ts `sync`), which follows every write after its commit.
 */
function settleDesk(tx: Transaction, db: Firestore, before: ArticleDoc | null, next: ArticleDoc): void {
  if (!before) return;
  const queue = collections(db).translationQueue;
  for (const t of before.translations) {
    if (queueReasonsOf(before, t).length === 0) continue;
    const now = next.translations.find((n) => n.languageId === t.languageId);
    if (!now || queueReasonsOf(next, now).length === 0) tx.delete(queue.doc(queueEntryId(next.id, t.languageId)));
  }
}

/** A write that changes only some fields (`tx.update`): the fields with the new version, recorded. */
export function versionedUpdate<T extends Partial<ArticleDoc>>(
  tx: Transaction,
  db: Firestore,
  before: ArticleDoc,
  fields: T,
  by: RevisionActorDoc,
  at: Timestamp,
): T & { version: number } {
  const next = recordVersion(tx, db, before, { ...before, ...fields }, by, at);
  return { ...fields, version: next.version! };
}

/** The versions a stale save merges between: the one it started from, and whose newer work it merges with. */
export interface VersionRange {
  /** The article as the version the save started from wrote it; null when no longer kept. */
  base: ArticleVersionDoc | null;
  /** Whose newer version the save is merged with, and when (see readVersionRange). */
  latest: MergedWithDoc | null;
}

/** Writers who are someone: a person in the console, or an outside system by its key's name. */
const SOMEONE: RevisionActorDoc['kind'][] = ['admin', 'api-key'];

/**
 * Reads, in `tx`, the version a save started from and whose work since it the save merges with:
 * the newest version since `from` written by someone (a colleague's save, an API client's), not a
 * scheduled publish or a video poster written after it; the current version's writer when only
 * those wrote since. One query (index: versions by writer kind and version) when the current
 * version is not someone's.
 */
export async function readVersionRange(tx: Transaction, db: Firestore, articleId: number, from: number, current: number): Promise<VersionRange> {
  const col = collections(db).articleVersions(articleId);
  const [base, latest] = await tx.getAll(col.doc(String(from)), col.doc(String(current)));
  let partner = latest!.exists ? (latest!.data() as ArticleVersionDoc) : null;
  if (partner && !SOMEONE.includes(partner.versionBy.kind) && current - from > 1) {
    const someone = await newestBySomeoneSince(tx, col, from);
    if (!someone.empty) partner = someone.docs[0]!.data() as ArticleVersionDoc;
  }
  return { base: base!.exists ? (base!.data() as ArticleVersionDoc) : null, latest: partner && writerOf(partner) };
}

/**
 * Whether someone (a person, an API client) wrote a version after `from`: what deleting the article
 * as it was at `from` would lose. AI translations, scheduled publishes and posters written since
 * are not someone's words. When versions since `from` are no longer kept, it cannot tell: yes.
 * One query (the index readVersionRange uses).
 */
export async function someoneWroteSince(tx: Transaction, db: Firestore, articleId: number, from: number, current: number): Promise<boolean> {
  if (current - from >= VERSIONS_KEPT) return true;
  return !(await newestBySomeoneSince(tx, collections(db).articleVersions(articleId), from)).empty;
}

/** The newest version after `from` that someone wrote (at most one document). */
function newestBySomeoneSince(tx: Transaction, versions: CollectionReference, from: number) {
  return tx.get(versions.where('versionBy.kind', 'in', SOMEONE).where('version', '>', from).orderBy('version', 'desc').limit(1));
}

/** Who wrote a version, and when. */
function writerOf(v: ArticleVersionDoc): MergedWithDoc {
  return { id: v.versionBy.id, name: v.versionBy.name, at: v.versionAt };
}

/** Who wrote version `version` of the article, and when; null when that version is no longer kept. */
export async function versionAuthor(db: Firestore, articleId: number, version: number): Promise<{ uid: string; name: string; at: string } | null> {
  const snap = await collections(db).articleVersions(articleId).doc(String(version)).get();
  if (!snap.exists) return null;
  const { id: uid, name, at } = writerOf(snap.data() as ArticleVersionDoc);
  return { uid, name, at: at.toDate().toISOString() };
}

/**
 * The languages among `languageIds` saved since version `from` of the article (`current` is the
 * article now): a save of a language raises its `revisionSeq`, adding or removing one changes
 * `languageIds`. All of them that exist when `from` is no longer kept (nothing shows otherwise).
 */
export async function languagesSavedSince(db: Firestore, current: ArticleDoc, from: number, languageIds: number[]): Promise<number[]> {
  const snap = await collections(db).articleVersions(current.id).doc(String(from)).get();
  const base = snap.exists ? (snap.data() as ArticleVersionDoc) : null;
  return languageIds.filter((id) => {
    const key = String(id);
    if (!base) return current.languageIds.includes(id);
    return base.languageIds.includes(id) !== current.languageIds.includes(id) || (base.revisionSeq?.[key] ?? 0) !== (current.revisionSeq?.[key] ?? 0);
  });
}
