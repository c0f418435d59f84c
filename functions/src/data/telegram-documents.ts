/** The stored shape of Telegram channels and of the delivery ledger (collections named in documents.ts). */
import type { Timestamp } from 'firebase-admin/firestore';
import type { Category, DeliveryOp, DeliveryState } from '../contract/index.js';
import type { LeaseDoc } from './lease.js';

/** A channel's most recent delivery outcome, written by the delivery worker (the list reads no ledger). */
export interface LastDeliveryDoc {
  articleId: number;
  title: string;
  op: DeliveryOp;
  state: 'sent' | 'failed' | 'removed';
  error: string | null;
  errorCode: number | null;
  at: Timestamp;
}

export interface TelegramChannelDoc {
  id: number;
  name: string;
  /** The only copy of the token; answers carry its mask. */
  botToken: string;
  /** @username or a negative numeric chat id, as Telegram takes it in `chat_id`. */
  channelId: string;
  languageId: number;
  isActive: boolean;
  autoPost: boolean;
  categories: Category[];
  lastDelivery: LastDeliveryDoc | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

/**
 * One article's post in one channel: the ledger entry, keyed `{articleId}_{channelId}`. It holds
 * what should be (`want`: posted while the article is published, removed once it is not) and what
 * is (`messageId`, `postedHash` of what the message shows). A request changes `want` or the
 * article and bumps `wantVersion`; the trigger on this document runs the worker only when
 * `wantVersion` changes, and the worker, holding the `lease`, makes Telegram match. Its own
 * writes never bump `wantVersion`, so it never triggers itself.
 */
export interface TelegramDeliveryDoc {
  articleId: number;
  channelId: number;
  channelName: string;
  /** The chat the message is in (kept: a later change of the channel's ID must not lose the message). */
  chatId: string;
  /** The channel's language when the delivery was made: the version the post is written in. */
  languageId: number;
  want: 'posted' | 'removed';
  wantVersion: number;
  /**
   * The `wantVersion` the last run answered when it gave the lease back. Equal to `wantVersion`:
   * nothing was asked since, so a second event for an old write (triggers are delivered at least
   * once) claims nothing; without it, such a run took a delivery failed as "may already be in the
   * channel" for a new request and sent it again. Absent on deliveries no run has finished yet.
   */
  doneVersion?: number;
  state: DeliveryState;
  op: DeliveryOp;
  messageId: number | null;
  /** Whether the message is a photo with a caption or a text message (they are edited differently). */
  messageKind: 'text' | 'photo' | null;
  /** Hash of the title, excerpt, link and image the message shows. */
  postedHash: string | null;
  /** The photo URL the message shows (a new image is swapped in with editMessageMedia). */
  postedImageUrl: string | null;
  attempts: number;
  error: string | null;
  errorCode: number | null;
  /**
   * Set just before a send (sendMessage/sendPhoto) and cleared with its outcome. Found set by a
   * later run, it means a run stopped between sending and recording: the post may be in the
   * channel, so it is never sent again without an administrator's retry.
   */
  inFlight: { runId: string; since: Timestamp } | null;
  /**
   * An administrator found an uncertain send's post in the channel and said so (state
   * `marked-posted`): who and when. The bot has no message id for it, so it never sends it again,
   * and cannot edit or delete it. Absent on deliveries written before it existed.
   */
  markedPosted?: { by: string; at: Timestamp } | null;
  /** The worker holding the delivery, until when (renewed while it lives; a dead run's lease expires and the sweeper resumes it). */
  lease: LeaseDoc | null;
  /** When the sweeper resumes a pending delivery (a long retry_after, or a check on a translation). */
  nextAttemptAt: Timestamp | null;
  /** Telegram asked not to be called before this (429 retry_after). */
  notBefore: Timestamp | null;
  /** The translation into the channel's language is awaited until then; after it, the original is posted. */
  waitUntil: Timestamp | null;
  waitingForTranslation: boolean;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  sentAt: Timestamp | null;
}

export const deliveryIdOf = (articleId: number, channelId: number) => `${articleId}_${channelId}`;
