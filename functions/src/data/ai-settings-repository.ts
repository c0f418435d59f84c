/** The AI settings document and the monthly AI usage counters. */
import { changesBetween, recordIn } from './audit-log.js';
import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { collections, type AiSettingsDoc, type AiUsageDoc } from './documents.js';

export class AiSettingsRepository {
  private readonly cols;

  constructor(private readonly db: Firestore) {
    this.cols = collections(db);
  }

  async get(): Promise<AiSettingsDoc | null> {
    const snap = await this.cols.settings.doc('ai').get();
    return snap.exists ? (snap.data() as AiSettingsDoc) : null;
  }

  async save(settings: Omit<AiSettingsDoc, 'updatedAt'>, now: Date): Promise<AiSettingsDoc> {
    const doc: AiSettingsDoc = { ...settings, updatedAt: Timestamp.fromDate(now) };
    const ref = this.cols.settings.doc('ai');
    await this.db.runTransaction(async (tx) => {
      const before = (await tx.get(ref)).data() as AiSettingsDoc | undefined;
      tx.set(ref, doc);
      // The OpenAI key is a secret: the entry says it changed, never what it was or is.
      recordIn(this.db, tx, {
        action: 'aiSettings.update',
        target: { type: 'aiSettings', id: 'ai' },
        changes: changesBetween(before, doc, ['openaiApiKey', 'isActive', 'promptVersion', 'translationPrompt', 'generationPrompt', 'glossary'], ['openaiApiKey']),
      });
    });
    return doc;
  }

  /** Adds provider calls and tokens to the month's totals (increments: concurrent jobs lose nothing). */
  async addUsage(month: string, requests: number, tokens: number): Promise<void> {
    await this.cols.aiUsage.doc(month).set({ requests: FieldValue.increment(requests), tokens: FieldValue.increment(tokens) }, { merge: true });
  }

  async usage(month: string): Promise<AiUsageDoc> {
    const snap = await this.cols.aiUsage.doc(month).get();
    const d = snap.data() as Partial<AiUsageDoc> | undefined;
    return { requests: d?.requests ?? 0, tokens: d?.tokens ?? 0 };
  }
}
