/**
 * A language's stored interface texts (siteTexts/{languageId}): human edits and AI translations.
 * Every write is a transaction on the whole document (keys contain dots, which an update would
 * read as nested fields), and the rule that matters most is kept here, where no caller can skip
 * it: an AI text never replaces a human one.
 */
import { changesBetween, recordIn } from './audit-log.js';
import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { PayloadTooLargeError } from '../errors.js';
import { ownsRun } from './leased-job-runs.js';
import { SITE_TEXTS_MAX_BYTES, siteTextCollections, type SiteTextJobDoc, type SiteTextsDoc, type StoredSiteText } from './site-text-documents.js';

export interface AiSiteText {
  key: string;
  text: string;
  englishHash: string;
}

export interface AiProvenance {
  model: string;
  promptVersion: number;
}

const ts = (d: Date) => Timestamp.fromDate(d);

export class SiteTextsRepository {
  private readonly cols;

  constructor(private readonly db: Firestore) {
    this.cols = siteTextCollections(db);
  }

  private ref(languageId: number) {
    return this.cols.siteTexts.doc(String(languageId));
  }

  async get(languageId: number): Promise<Record<string, StoredSiteText>> {
    const snap = await this.ref(languageId).get();
    return snap.exists ? (snap.data() as SiteTextsDoc).texts : {};
  }

  /** An editor's text for `key`: reviewed by its author, and never replaced by AI. */
  async saveHuman(languageId: number, key: string, text: string, englishHash: string, now: Date): Promise<StoredSiteText> {
    const ref = this.ref(languageId);
    return this.db.runTransaction(async (tx) => {
      const texts = ((await tx.get(ref)).data() as SiteTextsDoc | undefined)?.texts ?? {};
      const stored: StoredSiteText = { text, source: 'human', reviewed: true, englishHash, updatedAt: ts(now) };
      tx.set(ref, checkedSize({ languageId, texts: { ...texts, [key]: stored }, updatedAt: ts(now) }));
      recordIn(this.db, tx, { action: 'siteText.update', target: siteTextTarget(languageId, key), changes: changesBetween({ text: texts[key]?.text }, { text }, ['text']) });
      return stored;
    });
  }

  /** Marks stored texts reviewed (or not); returns the keys that have no stored text. */
  async setReviewed(languageId: number, keys: string[], reviewed: boolean, now: Date): Promise<string[]> {
    const ref = this.ref(languageId);
    return this.db.runTransaction(async (tx) => {
      const texts = { ...(((await tx.get(ref)).data() as SiteTextsDoc | undefined)?.texts ?? {}) };
      const absent = keys.filter((k) => !texts[k]);
      if (absent.length > 0) return absent;
      // A human text is reviewed by its author: only AI texts change.
      for (const k of keys) if (texts[k]!.source === 'ai') texts[k] = { ...texts[k]!, reviewed };
      tx.set(ref, { languageId, texts, updatedAt: ts(now) });
      recordIn(this.db, tx, { action: 'siteText.review', target: siteTextTarget(languageId, keys.length === 1 ? keys[0]! : `${keys.length} texts`), changes: { keys: { from: null, to: keys }, reviewed: { from: !reviewed, to: reviewed } } });
      return [];
    });
  }

  /**
   * Stores a batch of AI texts for the run `runId` of the language's job, and counts them on the
   * job, in one transaction that first checks the run still owns the job (a late worker's answer
   * is dropped). Keys an editor wrote meanwhile are left alone. Returns how many were stored, or
   * null when the run no longer owns the job.
   */
  async saveAi(languageId: number, runId: string, entries: AiSiteText[], provenance: AiProvenance, now: Date): Promise<number | null> {
    const ref = this.ref(languageId);
    const jobRef = this.cols.siteTextJobs.doc(String(languageId));
    return this.db.runTransaction(async (tx) => {
      const [snap, jobSnap] = await Promise.all([tx.get(ref), tx.get(jobRef)]);
      if (!ownsRun(jobSnap.data() as SiteTextJobDoc | undefined, runId)) return null;
      const texts = { ...((snap.data() as SiteTextsDoc | undefined)?.texts ?? {}) };
      let stored = 0;
      for (const e of entries) {
        if (texts[e.key]?.source === 'human') continue;
        texts[e.key] = { text: e.text, source: 'ai', reviewed: false, englishHash: e.englishHash, model: provenance.model, promptVersion: provenance.promptVersion, updatedAt: ts(now) };
        stored++;
      }
      if (stored > 0) tx.set(ref, checkedSize({ languageId, texts, updatedAt: ts(now) }));
      tx.update(jobRef, { done: FieldValue.increment(stored), updatedAt: ts(now) });
      return stored;
    });
  }

  /** Forgets the stored text of `key` (the shipped text, or English, shows again; AI may translate it). */
  async remove(languageId: number, key: string, now: Date): Promise<void> {
    const ref = this.ref(languageId);
    await this.db.runTransaction(async (tx) => {
      const texts = { ...(((await tx.get(ref)).data() as SiteTextsDoc | undefined)?.texts ?? {}) };
      if (!Object.hasOwn(texts, key)) return;
      const was = texts[key]!.text;
      delete texts[key];
      tx.set(ref, { languageId, texts, updatedAt: ts(now) });
      recordIn(this.db, tx, { action: 'siteText.reset', target: siteTextTarget(languageId, key), changes: changesBetween({ text: was }, { text: null }, ['text']) });
    });
  }

  async delete(languageId: number): Promise<void> {
    await this.ref(languageId).delete();
  }
}

function checkedSize(doc: SiteTextsDoc): SiteTextsDoc {
  // JSON is close to Firestore's own size rule for strings and maps (bytes of names and values).
  if (Buffer.byteLength(JSON.stringify(doc.texts), 'utf8') > SITE_TEXTS_MAX_BYTES) {
    throw new PayloadTooLargeError('The site texts of this language are too large to store');
  }
  return doc;
}

/** One interface text of a language (its key is the title), or several. */
function siteTextTarget(languageId: number, key: string) {
  return { type: 'siteText' as const, id: `${languageId}:${key}`.slice(0, 200), title: key, languageId };
}
