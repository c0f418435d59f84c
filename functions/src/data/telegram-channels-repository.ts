/**
 * Telegram channels. The language a channel names is read inside the transaction that writes the
 * channel, as the language delete reads the channels that name it inside its own: a language
 * cannot vanish under a new or changed channel.
 */
import { changesBetween, recordIn } from './audit-log.js';
import { SECRET_CHANGED } from '../contract/index.js';
import { Timestamp, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { collections, type LanguageDoc } from './documents.js';
import { readNextId, runIdTransaction } from './ids.js';
import type { LastDeliveryDoc, TelegramChannelDoc } from './telegram-documents.js';

/** What the console gives: the document but for what the server sets. */
export type NewTelegramChannel = Omit<TelegramChannelDoc, 'id' | 'lastDelivery' | 'createdAt' | 'updatedAt'>;

export type TelegramChannelChanges = Partial<NewTelegramChannel>;

/** Why a write was refused: the language is missing or inactive. */
export class ChannelLanguageUnavailable extends Error {
  constructor(readonly languageId: number) {
    super(`Language ${languageId} is not available`);
  }
}

export class TelegramChannelsRepository {
  private readonly cols;

  constructor(private readonly db: Firestore) {
    this.cols = collections(db);
  }

  async listAll(): Promise<TelegramChannelDoc[]> {
    const snap = await this.cols.telegramChannels.orderBy('id').get();
    return snap.docs.map((d) => d.data() as TelegramChannelDoc);
  }

  async getById(id: number): Promise<TelegramChannelDoc | null> {
    const snap = await this.cols.telegramChannels.doc(String(id)).get();
    return snap.exists ? (snap.data() as TelegramChannelDoc) : null;
  }

  /** Several channels in one round trip; missing ones are left out. */
  async getMany(ids: number[]): Promise<TelegramChannelDoc[]> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return [];
    const snaps = await this.db.getAll(...unique.map((id) => this.cols.telegramChannels.doc(String(id))));
    return snaps.filter((s) => s.exists).map((s) => s.data() as TelegramChannelDoc);
  }

  async create(input: NewTelegramChannel, now: Date): Promise<TelegramChannelDoc> {
    const ts = Timestamp.fromDate(now);
    return runIdTransaction(this.db, async (tx) => {
      const [next] = await Promise.all([readNextId(tx, this.db, 'telegramChannels'), this.requireActiveLanguage(tx, input.languageId)]);
      const doc: TelegramChannelDoc = { id: next.id, ...input, lastDelivery: null, createdAt: ts, updatedAt: ts };
      next.take();
      tx.create(this.cols.telegramChannels.doc(String(next.id)), doc);
      recordIn(this.db, tx, { action: 'telegram.create', target: channelTarget(doc), changes: { ...changesBetween(null, doc, CHANNEL_FIELDS), botToken: SECRET_CHANGED } });
      return doc;
    });
  }

  /**
   * Applies `decide(current)` in one transaction (it may run more than once, and may throw to
   * refuse). A changed language must exist and be active. Null when the channel does not exist.
   */
  async update(id: number, decide: (current: TelegramChannelDoc) => TelegramChannelChanges, now: Date): Promise<TelegramChannelDoc | null> {
    const ref = this.cols.telegramChannels.doc(String(id));
    return this.db.runTransaction(async (tx) => {
      const snap = await tx.get(ref);
      if (!snap.exists) return null;
      const current = snap.data() as TelegramChannelDoc;
      const changes = decide(current);
      if (changes.languageId !== undefined && changes.languageId !== current.languageId) await this.requireActiveLanguage(tx, changes.languageId);
      const next: TelegramChannelDoc = { ...current, ...changes, updatedAt: Timestamp.fromDate(now) };
      tx.set(ref, next);
      // The bot token is a secret: the entry says it changed, never what it was or is.
      recordIn(this.db, tx, { action: 'telegram.update', target: channelTarget(next), changes: changesBetween(current, next, [...CHANNEL_FIELDS, 'botToken'], ['botToken']) });
      return next;
    });
  }

  async delete(id: number): Promise<boolean> {
    const ref = this.cols.telegramChannels.doc(String(id));
    return this.db.runTransaction(async (tx) => {
      const snap = await tx.get(ref);
      if (!snap.exists) return false;
      tx.delete(ref);
      recordIn(this.db, tx, { action: 'telegram.delete', target: channelTarget(snap.data() as TelegramChannelDoc), changes: { isActive: { from: (snap.data() as TelegramChannelDoc).isActive, to: null } } });
      return true;
    });
  }

  /** Records the newest outcome on the channel (a missing channel is left alone). */
  async recordLastDelivery(id: number, last: LastDeliveryDoc): Promise<void> {
    const ref = this.cols.telegramChannels.doc(String(id));
    await this.db.runTransaction(async (tx) => {
      const snap = await tx.get(ref);
      if (!snap.exists) return;
      const current = (snap.data() as TelegramChannelDoc).lastDelivery;
      // Outcomes may be recorded out of order by parallel workers: keep the newest.
      if (current && current.at.toMillis() > last.at.toMillis()) return;
      tx.update(ref, { lastDelivery: last });
    });
  }

  private async requireActiveLanguage(tx: Transaction, languageId: number): Promise<void> {
    const snap = await tx.get(this.cols.languages.doc(String(languageId)));
    if (!snap.exists || !(snap.data() as LanguageDoc).isActive) throw new ChannelLanguageUnavailable(languageId);
  }
}

const CHANNEL_FIELDS = ['name', 'channelId', 'languageId', 'isActive', 'autoPost', 'categories'] as const satisfies readonly (keyof TelegramChannelDoc)[];

function channelTarget(doc: TelegramChannelDoc) {
  return { type: 'telegramChannel' as const, id: String(doc.id), title: doc.name, languageId: doc.languageId };
}
