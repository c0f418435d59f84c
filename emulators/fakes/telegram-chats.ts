/**
 * The fake Bot API's world: bots, chats and their messages, and the methods on them, answering
 * with the Bot API's result shapes and error descriptions. Kept apart from the HTTP server
 * (telegram.ts), as the OpenAI fake keeps its model apart.
 */
import { createHash } from 'node:crypto';
import { parseTelegramHtml } from './telegram-html.js';

const TEXT_MAX = 4096;
const CAPTION_MAX = 1024;
const NOT_MODIFIED = 'Bad Request: message is not modified: specified new message content and reply markup are exactly the same as a current content and reply markup of the message';

/** An answer of the Bot API: its HTTP status and JSON body (or a raw body, as a proxy in front sends).*/
export class Answer {
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly headers: Record<string, string> = {},
    readonly raw?: string,
  ) {}
}

export const ok = (result: unknown) => new Answer(200, { ok: true, result });
export const refuse = (code: number, description: string, parameters?: Record<string, unknown>) =>
  new Answer(code, { ok: false, error_code: code, description, ...(parameters && { parameters }) });

export interface FakeTelegramMessage {
  /** The chat as addressed: its @username (lower case) when it has one, else its numeric id. */
  chatId: string;
  messageId: number;
  kind: 'text' | 'photo';
  /** As sent (Telegram HTML). */
  html: string;
  /** As a reader sees it. */
  text: string;
  links: string[];
  photo: string | null;
  deleted: boolean;
  edits: number;
}

export interface Chats {
  call(botId: number, method: string, params: Record<string, string>): Answer;
  all(): FakeTelegramMessage[];
}

interface Chat {
  id: number;
  type: 'channel' | 'supergroup';
  username?: string;
  title: string;
  /** The bot's standing in it. */
  bot: 'administrator' | 'left' | 'kicked';
}

/** Who a chat id names, by the fake's naming rules (see telegram.ts). */
function chatOf(chatId: string | undefined): Chat | 'missing' | 'empty' {
  if (!chatId) return 'empty';
  const lower = chatId.toLowerCase();
  if (/^@[a-z][a-z0-9_]{4,31}$/.test(lower)) {
    if (lower.includes('missing')) return 'missing';
    const id = -(1_000_000_000_000 + (parseInt(createHash('sha256').update(lower).digest('hex').slice(0, 8), 16) % 1_000_000_000));
    return { id, type: 'channel', username: chatId.slice(1), title: `Channel ${chatId}`, bot: standing(lower) };
  }
  if (/^-\d{1,20}$/.test(chatId)) {
    if (chatId.endsWith('404')) return 'missing';
    const standingOf = chatId.endsWith('403') ? 'kicked' : chatId.endsWith('401') ? 'left' : 'administrator';
    return { id: Number(chatId), type: chatId.startsWith('-100') ? 'channel' : 'supergroup', title: `Chat ${chatId}`, bot: standingOf };
  }
  return 'missing';
}

function standing(name: string): Chat['bot'] {
  if (name.includes('kicked')) return 'kicked';
  if (name.includes('notadmin')) return 'left';
  return 'administrator';
}

const keyOf = (c: Chat) => (c.username ? `@${c.username.toLowerCase()}` : String(c.id));

const botUser = (botId: number) => ({ id: botId, is_bot: true, first_name: `CryptoLekh Bot ${botId}`, username: `cryptolekh_${botId}_bot` });

export function createChats(): Chats {
  const messages: FakeTelegramMessage[] = [];
  const nextId = new Map<string, number>();
  let clock = 1_700_000_000;

  const chatResult = (c: Chat) => ({ id: c.id, type: c.type, title: c.title, ...(c.username && { username: c.username }) });
  const messageResult = (c: Chat, m: FakeTelegramMessage) => ({
    message_id: m.messageId,
    sender_chat: chatResult(c),
    chat: chatResult(c),
    date: clock++,
    ...(m.kind === 'text'
      ? { text: m.text }
      : { photo: [{ file_id: `AgAC${m.messageId}`, file_unique_id: `AQAD${m.messageId}`, width: 1280, height: 720, file_size: 81234 }], caption: m.text }),
  });

  /** The chat a call addresses, or Telegram's refusal. */
  function reach(params: Record<string, string>, forPosting: boolean): Chat | Answer {
    const chat = chatOf(params.chat_id);
    if (chat === 'empty') return refuse(400, 'Bad Request: chat_id is empty');
    if (chat === 'missing') return refuse(400, 'Bad Request: chat not found');
    if (chat.bot === 'kicked') return refuse(403, `Forbidden: bot was kicked from the ${chat.type === 'channel' ? 'channel' : 'supergroup'} chat`);
    if (forPosting && chat.bot === 'left') return refuse(403, `Forbidden: bot is not a member of the ${chat.type === 'channel' ? 'channel' : 'supergroup'} chat`);
    return chat;
  }

  /** Text as Telegram shows it, or its refusal. */
  function formatted(body: string | undefined, parseMode: string | undefined, max: number, tooLong: string): { html: string; text: string; links: string[] } | Answer {
    const html = body ?? '';
    const parsed = parseMode?.toLowerCase() === 'html' ? parseTelegramHtml(html) : { text: html, links: [] };
    if (max === TEXT_MAX && parsed.text.trim() === '') return refuse(400, 'Bad Request: message text is empty');
    if (parsed.text.length > max) return refuse(400, tooLong);
    return { html, text: parsed.text, links: parsed.links };
  }

  function find(chat: Chat, params: Record<string, string>): FakeTelegramMessage | undefined {
    const id = Number(params.message_id);
    return messages.find((m) => m.chatId === keyOf(chat) && m.messageId === id && !m.deleted);
  }

  function post(chat: Chat, kind: 'text' | 'photo', body: { html: string; text: string; links: string[] }, photo: string | null): Answer {
    const key = keyOf(chat);
    const messageId = (nextId.get(key) ?? 100) + 1;
    nextId.set(key, messageId);
    const message: FakeTelegramMessage = { chatId: key, messageId, kind, ...body, photo, deleted: false, edits: 0 };
    messages.push(message);
    return ok(messageResult(chat, message));
  }

  function call(botId: number, method: string, params: Record<string, string>): Answer {
    switch (method) {
      case 'getMe':
        return ok({ ...botUser(botId), can_join_groups: true, can_read_all_group_messages: false, supports_inline_queries: false });
      case 'getChat': {
        const chat = reach(params, false);
        return 'id' in chat ? ok(chatResult(chat)) : chat;
      }
      case 'getChatMember': {
        const chat = reach(params, false);
        if (!('id' in chat)) return chat;
        const userId = Number(params.user_id);
        if (!Number.isInteger(userId) || userId <= 0) return refuse(400, 'Bad Request: invalid user_id specified');
        if (userId !== botId) return ok({ status: 'member', user: { id: userId, is_bot: false, first_name: 'Reader' } });
        if (chat.bot === 'left') return ok({ status: 'left', user: botUser(botId) });
        return ok({ status: 'administrator', user: botUser(botId), can_be_edited: false, is_anonymous: false, can_manage_chat: true, can_post_messages: true, can_edit_messages: true, can_delete_messages: true });
      }
      case 'sendMessage': {
        const chat = reach(params, true);
        if (!('id' in chat)) return chat;
        const body = formatted(params.text, params.parse_mode, TEXT_MAX, 'Bad Request: message is too long');
        return 'html' in body ? post(chat, 'text', body, null) : body;
      }
      case 'sendPhoto': {
        const chat = reach(params, true);
        if (!('id' in chat)) return chat;
        const photo = params.photo ?? '';
        if (!photo) return refuse(400, 'Bad Request: there is no photo in the request');
        if (!/^https?:\/\//.test(photo)) return refuse(400, 'Bad Request: wrong remote file identifier specified: Wrong character in the string');
        if (photo.includes('unreachable')) return refuse(400, 'Bad Request: failed to get HTTP URL content');
        const body = formatted(params.caption, params.parse_mode, CAPTION_MAX, 'Bad Request: message caption is too long');
        return 'html' in body ? post(chat, 'photo', body, photo) : body;
      }
      case 'editMessageText':
      case 'editMessageCaption':
      case 'editMessageMedia': {
        const chat = reach(params, true);
        if (!('id' in chat)) return chat;
        const message = find(chat, params);
        if (!message) return refuse(400, 'Bad Request: message to edit not found');
        let photo = message.photo;
        let source: { body?: string; mode?: string } = { body: params.caption, mode: params.parse_mode };
        if (method === 'editMessageText') {
          if (message.kind !== 'text') return refuse(400, 'Bad Request: there is no text in the message to edit');
          source = { body: params.text, mode: params.parse_mode };
        } else if (message.kind !== 'photo') {
          return refuse(400, method === 'editMessageMedia' ? "Bad Request: message can't be edited" : 'Bad Request: there is no caption in the message to edit');
        }
        if (method === 'editMessageMedia') {
          let media: { type?: string; media?: string; caption?: string; parse_mode?: string };
          try {
            media = JSON.parse(params.media ?? '') as typeof media;
          } catch {
            return refuse(400, "Bad Request: can't parse InputMedia: Can't parse JSON object");
          }
          if (media.type !== 'photo' || !media.media) return refuse(400, 'Bad Request: wrong type of the media');
          if (media.media.includes('unreachable')) return refuse(400, 'Bad Request: failed to get HTTP URL content');
          photo = media.media;
          source = { body: media.caption, mode: media.parse_mode };
        }
        const body = message.kind === 'text' ? formatted(source.body, source.mode, TEXT_MAX, 'Bad Request: message is too long') : formatted(source.body, source.mode, CAPTION_MAX, 'Bad Request: message caption is too long');
        if (!('html' in body)) return body;
        if (body.text === message.text && body.links.join() === message.links.join() && photo === message.photo) return refuse(400, NOT_MODIFIED);
        Object.assign(message, body, { photo, edits: message.edits + 1 });
        return ok(messageResult(chat, message));
      }
      case 'deleteMessage': {
        const chat = reach(params, true);
        if (!('id' in chat)) return chat;
        const message = find(chat, params);
        if (!message) return refuse(400, 'Bad Request: message to delete not found');
        message.deleted = true;
        return ok(true);
      }
      default:
        return refuse(404, 'Not Found');
    }
  }

  return { call, all: () => messages.map((m) => ({ ...m, links: [...m.links] })) };
}
