/**
 * Telegram channels (admin-and-api.md §2 Chat-channel integration, §3, §4, §5, §7, §8) and the
 * delivery ledger the console shows: the bodies the console sends, the channel and delivery as it
 * sees them, and the messages both sides show. The bot token is write-only: answers carry its
 * mask ("123456:...wxyz") and a body that sends the mask back keeps the stored token.
 */
import { z } from 'zod';
import { maskSecret } from './secret-mask.js';
import { CATEGORIES, IsoDateSchema } from './common.js';
import { plainText } from './text.js';
import { idParam } from './query.js';

export const TELEGRAM_MESSAGES = {
  nameRequired: 'Channel name is required',
  botTokenRequired: 'Bot token is required',
  botTokenFormat: 'Invalid bot token format',
  channelIdRequired: 'Channel ID is required',
  channelIdFormat: 'Channel ID must be a @username (5 to 32 letters, digits or underscores) or a negative numeric ID such as -1001234567890',
  languageRequired: 'Language is required',
  categoryInvalid: 'Categories must be education, research or case-study',
  nothingToUpdate: 'Send at least one field to change',
  channelNotFound: 'Telegram channel not found',
  deliveryNotFound: 'No Telegram delivery of this article to this channel',
  languageUnavailable: (id: number) => `Language ${id} does not exist or is not active`,
  // Toasts (§8).
  created: 'Telegram channel created successfully!',
  updated: 'Telegram channel updated successfully!',
  deleted: 'Telegram channel deleted successfully!',
  createFailed: 'Failed to create Telegram channel',
  updateFailed: 'Failed to update Telegram channel',
  deleteFailed: 'Failed to delete Telegram channel',
  connectionOk: (channel: string) => `Connection to ${channel} successful!`,
  connectionFailed: (channel: string) => `Failed to connect to ${channel}. Check your bot token.`,
  connectionNetwork: (channel: string) => `Network error when testing ${channel}.`,
  retryStarted: 'Delivery queued again',
  retryFailed: 'Failed to retry the delivery',
  markedPosted: 'Delivery marked as posted',
  markPostedFailed: 'Failed to mark the delivery as posted',
} as const;

const M = TELEGRAM_MESSAGES;

export const TELEGRAM_LIMITS = { name: 100, botToken: 100, channelId: 40 } as const;

/** What BotFather issues: the bot's numeric id, a colon, then letters, digits, `_` or `-`. */
export const BOT_TOKEN_PATTERN = /^\d+:[A-Za-z0-9_-]+$/;
/** The mask answers carry: the bot id, then the token's last four characters. */
const BOT_TOKEN_MASK_PATTERN = /^\d+:\.\.\.[A-Za-z0-9_-]{0,4}$/;
/** A public channel's @username (5-32 characters, starting with a letter), or a chat's negative numeric id. */
export const CHANNEL_ID_PATTERN = /^(@[A-Za-z][A-Za-z0-9_]{4,31}|-\d{1,20})$/;

/** "123456:...wxyz": the bot's id (public: it is the bot's user id) and the last four characters. */
export function maskBotToken(token: string): string {
  const colon = token.indexOf(':');
  if (colon < 0) return '...';
  // The id is public; of the secret after it, the last four only when 8 more stay hidden (secret-mask.ts).
  return `${token.slice(0, colon + 1)}${maskSecret(token.slice(colon + 1), 0, 4)}`;
}

/** Whether a submitted token is the mask an answer carried (the stored token is then kept). */
export function isMaskedBotToken(value: string): boolean {
  return BOT_TOKEN_MASK_PATTERN.test(value);
}

const BotTokenSchema = z
  .string({ error: M.botTokenRequired })
  .trim()
  .min(1, { error: M.botTokenRequired })
  .max(TELEGRAM_LIMITS.botToken, { error: M.botTokenFormat })
  .refine((v) => BOT_TOKEN_PATTERN.test(v) || isMaskedBotToken(v), { error: M.botTokenFormat });

const ChannelIdSchema = z
  .string({ error: M.channelIdRequired })
  .trim()
  .min(1, { error: M.channelIdRequired })
  .max(TELEGRAM_LIMITS.channelId, { error: M.channelIdFormat })
  .regex(CHANNEL_ID_PATTERN, { error: M.channelIdFormat });

const ChannelFields = {
  name: plainText({ required: M.nameRequired, max: TELEGRAM_LIMITS.name, noMarkup: true }),
  botToken: BotTokenSchema,
  channelId: ChannelIdSchema,
  languageId: z.number({ error: M.languageRequired }).int({ error: M.languageRequired }).min(1, { error: M.languageRequired }),
  /** Defaults to true on create (no default here: a partial update must not switch it back on). */
  isActive: z.boolean({ error: 'isActive must be true or false' }).optional(),
  autoPost: z.boolean({ error: 'autoPost must be true or false' }).optional(),
  /** The categories whose articles are posted; each at most once. */
  categories: z
    .array(z.enum(CATEGORIES, { error: M.categoryInvalid }), { error: M.categoryInvalid })
    .max(CATEGORIES.length * 4, { error: M.categoryInvalid })
    .transform((list) => [...new Set(list)])
    .optional(),
};

/** POST /api/admin/telegram-channels */
export const CreateTelegramChannelRequestSchema = z.strictObject(ChannelFields);
export type CreateTelegramChannelRequest = z.infer<typeof CreateTelegramChannelRequestSchema>;

/** PUT /api/admin/telegram-channels/{id}: the full form, or only `{isActive}` or `{autoPost}` from the list's switches. */
export const UpdateTelegramChannelRequestSchema = z
  .strictObject(ChannelFields)
  .partial()
  .refine((body) => Object.keys(body).length > 0, { error: M.nothingToUpdate });
export type UpdateTelegramChannelRequest = z.infer<typeof UpdateTelegramChannelRequestSchema>;

/**
 * `marked-posted`: a send interrupted before Telegram answered, which an administrator checked and
 * found in the channel (POST .../mark-posted): resolved without sending, with no message id.
 */
export const DELIVERY_STATES = ['pending', 'sending', 'sent', 'failed', 'removed', 'marked-posted'] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];
export const DELIVERY_OPS = ['post', 'edit', 'delete'] as const;
export type DeliveryOp = (typeof DELIVERY_OPS)[number];

/** A channel's most recent delivery outcome (kept on the channel: the list reads no ledger). */
export const LastDeliverySchema = z.object({
  articleId: z.number().int(),
  title: z.string(),
  op: z.enum(DELIVERY_OPS),
  state: z.enum(['sent', 'failed', 'removed']),
  error: z.string().nullable(),
  /** Telegram's error_code of a failure (403: the bot was removed; 400: chat not found). */
  errorCode: z.number().int().nullable(),
  at: IsoDateSchema,
});
export type LastDelivery = z.infer<typeof LastDeliverySchema>;

/** A channel as the console sees it. */
export const TelegramChannelSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Masked ("123456:...wxyz"); the full token never leaves the server. */
  botToken: z.string(),
  channelId: z.string(),
  languageId: z.number().int(),
  /** null when the language no longer exists (the list shows "Unknown"). */
  language: z.object({ code: z.string(), name: z.string(), nativeName: z.string() }).nullable(),
  isActive: z.boolean(),
  autoPost: z.boolean(),
  categories: z.array(z.enum(CATEGORIES)),
  lastDelivery: LastDeliverySchema.nullable(),
  createdAt: IsoDateSchema,
  updatedAt: IsoDateSchema,
});
export type TelegramChannel = z.infer<typeof TelegramChannelSchema>;

/** POST /api/admin/telegram-channels/{id}/test: getMe, then whether the bot can post in the channel. */
export const TelegramConnectionTestSchema = z.object({
  ok: z.boolean(),
  /** The §8 toast: "Connection to {channel} successful!", "Failed to connect...", "Network error when testing...". */
  message: z.string(),
  /** What exactly went wrong (or the bot's @username on success), to show under the toast. */
  detail: z.string().optional(),
});
export type TelegramConnectionTest = z.infer<typeof TelegramConnectionTestSchema>;

/** One article's delivery to one channel, from the ledger (GET /api/admin/articles/{id}/telegram-deliveries). */
export const TelegramDeliverySchema = z.object({
  /** "{articleId}_{channelId}": the idempotency key. */
  id: z.string(),
  articleId: z.number().int(),
  channelId: z.number().int(),
  /** The channel's name when the delivery was made (the channel may be gone since). */
  channelName: z.string(),
  /** The Telegram chat posted to (@username or numeric id). */
  chatId: z.string(),
  channelExists: z.boolean(),
  /** The channel's language: what the post is written in when that version exists. */
  language: z.object({ code: z.string(), name: z.string() }).nullable(),
  state: z.enum(DELIVERY_STATES),
  /** What the last or current attempt does: post the article, edit the message, or delete it. */
  op: z.enum(DELIVERY_OPS),
  /** Telegram's message id once posted. */
  messageId: z.number().int().nullable(),
  /** Calls made for the current operation. */
  attempts: z.number().int(),
  error: z.string().nullable(),
  errorCode: z.number().int().nullable(),
  /** Waiting (bounded) for the AI translation into the channel's language. */
  waitingForTranslation: z.boolean(),
  /** When it will be tried again (after a 429's retry_after, or to check on a translation). */
  nextAttemptAt: IsoDateSchema.nullable(),
  /** An administrator may ask for another try (failed, or interrupted). */
  canRetry: z.boolean(),
  /** The post may already be in the channel (a send interrupted before Telegram answered): an administrator who found it there may mark it as posted. */
  canMarkPosted: z.boolean(),
  /** Who marked it as posted, and when (state `marked-posted`). */
  markedPostedBy: z.string().nullable(),
  markedPostedAt: IsoDateSchema.nullable(),
  sentAt: IsoDateSchema.nullable(),
  updatedAt: IsoDateSchema,
});
export type TelegramDelivery = z.infer<typeof TelegramDeliverySchema>;

export const DeliveryPathSchema = z.object({
  id: idParam('id'),
  channelId: idParam('channelId'),
});
