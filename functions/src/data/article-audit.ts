/** How a change of an article or one of its language versions reads in the audit log. */
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import type { AuditAction, AuditChanges, AuditTarget } from '../contract/index.js';
import { changesBetween, currentAuditContext, recordIn } from './audit-log.js';
import type { ArticleDoc } from './article-documents.js';
import type { SaveContext } from './revisions-repository.js';

/** An article (with the language version acted on, if any), titled by its original. */
export function articleTarget(doc: ArticleDoc, languageId?: number): AuditTarget {
  const title = doc.translations.find((t) => t.languageId === doc.originalLanguageId)?.title;
  return { type: 'article', id: String(doc.id), ...(title !== undefined && { title }), ...(languageId !== undefined && { languageId }) };
}

const ARTICLE_FIELDS = ['slug', 'category', 'status', 'isFeatured', 'scheduledAt', 'imageUrl', 'videoUrl', 'targetLanguageIds'] as const;

/**
 * An update's entry: publishing, unpublishing and scheduling say so; a save of a translation is a
 * translation's change; a restore names the revision it came from.
 */
export function recordArticleChange(
  db: Firestore,
  tx: Transaction,
  before: ArticleDoc,
  after: ArticleDoc,
  content: { languageId: number; existed: boolean } | undefined,
  save: SaveContext,
): void {
  const changes: AuditChanges = changesBetween(before, after, ARTICLE_FIELDS);
  const isTranslation = !!content && content.languageId !== before.originalLanguageId;
  if (content) {
    const was = before.translations.find((t) => t.languageId === content.languageId);
    const now = after.translations.find((t) => t.languageId === content.languageId);
    Object.assign(changes, changesBetween(was, now, ['title', 'excerpt', 'metaDescription']));
    // The text itself is too long for an entry: that it was saved is what the revision history details.
    changes.content = { from: was ? 'saved' : null, to: 'saved' };
  }
  let action: AuditAction = 'article.update';
  if (save.action === 'restore') {
    action = 'revision.restore';
    changes.restoredFrom = { from: null, to: save.restoredFrom ?? null };
  } else if (isTranslation) action = content.existed ? 'translation.update' : 'translation.create';
  else if (before.status !== after.status) {
    action = after.status === 'published' ? 'article.publish' : after.status === 'scheduled' ? 'article.schedule' : 'article.unpublish';
  } else if (currentAuditContext()?.granted?.action === 'article.submit') {
    // "Submit for review" (a declared route) changes the draft's marks, not its status: its own name.
    action = 'article.submit';
  }
  if (save.mergedWith) {
    // A stale save merged with a newer one: the entry names both people (the actor is the saver).
    changes.mergedWith = { from: null, to: save.mergedWith.name };
    changes.mergedWithId = { from: null, to: save.mergedWith.id };
    changes.mergedWithAt = { from: null, to: save.mergedWith.at.toDate().toISOString() };
  }
  recordIn(db, tx, { action, target: articleTarget(after, content?.languageId), changes });
}
