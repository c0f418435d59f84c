/**
 * The Telegram Bot API through `node-telegram-bot-api` (v2: fetch-based, no dependencies), behind
 * a small interface so the library can be swapped. The bot token comes with each call (each
 * channel has its own bot); the server comes from TELEGRAM_API_ROOT (default Telegram's), so a
 * self-hosted Bot API server, or the fake in emulators/fakes/telegram.ts, takes its place.
 *
 * The library's own retries are off: the delivery worker retries with backoff, records every
 * attempt, and must know whether a failed send may still have reached the channel. Every failure
 * leaves as a TelegramError that says so (`outcomeUnknown`) and never carries the token.
 */
import { Api, NetworkError, ParseError, TelegramApiError, TimeoutError } from 'node-telegram-bot-api';

export const DEFAULT_TELEGRAM_API_ROOT = 'https://api.telegram.org';
const DEFAULT_TIMEOUT_MS = 30_000;

export interface TelegramConfig {
  /** e.g. https://api.telegram.org, or a fake's http://127.0.0.1:PORT */
  apiRoot: string;
  timeoutMs: number;
}

/** TELEGRAM_API_ROOT (default https://api.telegram.org); a malformed one throws at start-up. */
export function telegramConfigFromEnv(env: NodeJS.ProcessEnv = process.env): TelegramConfig {
  const apiRoot = (env.TELEGRAM_API_ROOT?.trim() || DEFAULT_TELEGRAM_API_ROOT).replace(/\/+$/, '');
  let parsed: URL | undefined;
  try {
    parsed = new URL(apiRoot);
  } catch {
    parsed = undefined;
  }
  if (!parsed || (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') || parsed.username || parsed.password || parsed.search) {
    throw new Error(`TELEGRAM_API_ROOT must be an http(s) URL without credentials or query, such as ${DEFAULT_TELEGRAM_API_ROOT}`);
  }
  return { apiRoot, timeoutMs: DEFAULT_TIMEOUT_MS };
}

export type TelegramFailureKind = 'rate-limited' | 'unauthorized' | 'forbidden' | 'bad-request' | 'not-found' | 'server' | 'network' | 'timeout' | 'bad-answer';

/** A failed call in words an administrator can act on; never carries the token. */
export class TelegramError extends Error {
  constructor(
    readonly kind: TelegramFailureKind,
    message: string,
    readonly details: {
      /** Telegram's error_code (its HTTP status), when it answered. */
      errorCode?: number;
      /** Telegram's own description, e.g. "Forbidden: bot was kicked from the channel chat". */
      description?: string;
      /** How long Telegram asked us to wait (429 parameters.retry_after). */
      retryAfterMs?: number;
      /**
       * True when the request may have been carried out although it failed: the connection broke
       * or timed out after the request was sent, or the answer was unreadable. A send that ends
       * so must not be repeated blindly.
       */
      outcomeUnknown: boolean;
    },
  ) {
    super(message);
    this.name = 'TelegramError';
  }
}

export interface BotIdentity {
  id: number;
  username: string;
}

export interface ChatInfo {
  id: number;
  type: string;
  title?: string;
}

export interface ChatMemberInfo {
  status: string;
  /** For channels: whether an administrator may post. */
  canPostMessages?: boolean;
}

export interface TelegramClient {
  getMe(token: string): Promise<BotIdentity>;
  getChat(token: string, chatId: string): Promise<ChatInfo>;
  getChatMember(token: string, chatId: string, userId: number): Promise<ChatMemberInfo>;
  /** Text with Telegram HTML formatting; answers the new message's id. */
  sendMessage(token: string, chatId: string, html: string): Promise<number>;
  /** A photo by URL with an HTML caption; answers the new message's id. */
  sendPhoto(token: string, chatId: string, photoUrl: string, captionHtml: string): Promise<number>;
  editMessageText(token: string, chatId: string, messageId: number, html: string): Promise<void>;
  editMessageCaption(token: string, chatId: string, messageId: number, captionHtml: string): Promise<void>;
  /** Swaps a photo message's picture (and caption): editMessageMedia. */
  editMessagePhoto(token: string, chatId: string, messageId: number, photoUrl: string, captionHtml: string): Promise<void>;
  deleteMessage(token: string, chatId: string, messageId: number): Promise<void>;
}

export class BotApiTelegramClient implements TelegramClient {
  constructor(private readonly config: TelegramConfig) {}

  async getMe(token: string): Promise<BotIdentity> {
    const me = await this.call(token, (api) => api.getMe());
    return { id: me.id, username: me.username ?? '' };
  }

  async getChat(token: string, chatId: string): Promise<ChatInfo> {
    const chat = await this.call(token, (api) => api.getChat({ chat_id: chatId }));
    return { id: chat.id, type: chat.type, ...(chat.title && { title: chat.title }) };
  }

  async getChatMember(token: string, chatId: string, userId: number): Promise<ChatMemberInfo> {
    const member = (await this.call(token, (api) => api.getChatMember({ chat_id: chatId, user_id: userId }))) as { status: string; can_post_messages?: boolean };
    return { status: member.status, ...(member.can_post_messages !== undefined && { canPostMessages: member.can_post_messages }) };
  }

  async sendMessage(token: string, chatId: string, html: string): Promise<number> {
    const message = await this.call(token, (api) => api.sendMessage({ chat_id: chatId, text: html, parse_mode: 'HTML' }));
    return message.message_id;
  }

  async sendPhoto(token: string, chatId: string, photoUrl: string, captionHtml: string): Promise<number> {
    const message = await this.call(token, (api) => api.sendPhoto({ chat_id: chatId, photo: photoUrl, caption: captionHtml, parse_mode: 'HTML' }));
    return message.message_id;
  }

  async editMessageText(token: string, chatId: string, messageId: number, html: string): Promise<void> {
    await this.call(token, (api) => api.editMessageText({ chat_id: chatId, message_id: messageId, text: html, parse_mode: 'HTML' }));
  }

  async editMessageCaption(token: string, chatId: string, messageId: number, captionHtml: string): Promise<void> {
    await this.call(token, (api) => api.editMessageCaption({ chat_id: chatId, message_id: messageId, caption: captionHtml, parse_mode: 'HTML' }));
  }

  async editMessagePhoto(token: string, chatId: string, messageId: number, photoUrl: string, captionHtml: string): Promise<void> {
    await this.call(token, (api) =>
      api.editMessageMedia({ chat_id: chatId, message_id: messageId, media: { type: 'photo', media: photoUrl, caption: captionHtml, parse_mode: 'HTML' } }),
    );
  }

  async deleteMessage(token: string, chatId: string, messageId: number): Promise<void> {
    await this.call(token, (api) => api.deleteMessage({ chat_id: chatId, message_id: messageId }));
  }

  /** One call with a client for this token; whether an answer arrived decides what a failure means. */
  private async call<T>(token: string, run: (api: Api) => Promise<T>): Promise<T> {
    checkToken(token);
    let answered = false;
    const tracked: typeof fetch = async (input, init) => {
      const res = await fetch(input, init);
      answered = true;
      return res;
    };
    const api = new Api(token, { apiRoot: this.config.apiRoot, timeoutMs: this.config.timeoutMs, maxRetries: 0, fetch: tracked });
    try {
      return await run(api);
    } catch (err) {
      throw toTelegramError(err, answered);
    }
  }
}

/** A token that cannot go into a URL path would make fetch throw an error quoting the URL, token and all. */
function checkToken(token: string): void {
  if (!/^\d+:[A-Za-z0-9_-]+$/.test(token)) throw new TelegramError('unauthorized', 'The bot token is not in the form BotFather gives: edit the channel and paste it again', { outcomeUnknown: false });
}

/** Errors of the connection phase: the request certainly never reached Telegram. */
const NOT_SENT_CODES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ENETUNREACH', 'EHOSTUNREACH', 'UND_ERR_CONNECT_TIMEOUT', 'ERR_INVALID_URL']);

/** Maps whatever the library (or fetch under it) threw to the one error callers see. Exported for tests. */
export function toTelegramError(err: unknown, answered: boolean): TelegramError {
  if (err instanceof TelegramError) return err;
  if (err instanceof TelegramApiError) {
    const code = err.errorCode;
    const description = scrub(err.description ?? '');
    const details = { errorCode: code, description, outcomeUnknown: false };
    if (code === 429) {
      const retryAfterMs = err.retryAfter === undefined ? undefined : err.retryAfter * 1000;
      const wait = retryAfterMs === undefined ? '' : `; retry after ${retryAfterMs / 1000} s`;
      return new TelegramError('rate-limited', `Telegram is limiting this bot (429${wait})`, { ...details, ...(retryAfterMs !== undefined && { retryAfterMs }) });
    }
    if (code === 401) return new TelegramError('unauthorized', 'Telegram refused the bot token (401 Unauthorized): check it with @BotFather and paste it again', details);
    if (code === 403) return new TelegramError('forbidden', `Telegram refused: ${description} (403). Add the bot to the channel as an administrator allowed to post`, details);
    if (code === 404) return new TelegramError('not-found', `Telegram answered 404 (${description || 'Not Found'}): check the bot token`, details);
    if (code >= 500) return new TelegramError('server', `Telegram had a server error (${code}); it will be tried again`, details);
    return new TelegramError('bad-request', `Telegram refused the request: ${description || 'Bad Request'} (${code})`, details);
  }
  if (err instanceof TimeoutError) return new TelegramError('timeout', 'Telegram did not answer in time', { outcomeUnknown: true });
  if (err instanceof ParseError) return new TelegramError('bad-answer', 'Telegram answered with something that is not the Bot API', { outcomeUnknown: true });
  if (err instanceof NetworkError && answered) {
    // An answer arrived, but not the Bot API's JSON: a 5xx from a proxy in front of it.
    return new TelegramError('server', 'Telegram had a server error; it will be tried again', { outcomeUnknown: false });
  }
  const code = causeCode(err);
  const notSent = !answered && code !== undefined && NOT_SENT_CODES.has(code);
  return new TelegramError('network', `Could not reach Telegram${code ? ` (${code})` : ''}: check the network and TELEGRAM_API_ROOT`, { outcomeUnknown: !notSent });
}

function causeCode(err: unknown): string | undefined {
  let cause: unknown = err;
  for (let depth = 0; depth < 5 && cause && typeof cause === 'object'; depth++) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string' && /^[A-Z_]+$/.test(code) && code !== 'EFETCH' && code !== 'ETELEGRAM') return code;
    cause = (cause as { cause?: unknown }).cause;
  }
  return undefined;
}

/** Anything shaped like a bot token is masked (Telegram's descriptions never hold one, but be sure). */
function scrub(text: string): string {
  return text.replace(/\b\d{5,}:[A-Za-z0-9_-]{20,}\b/g, '…').slice(0, 300);
}
