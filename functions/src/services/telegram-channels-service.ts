/**
 * Telegram channels in the console (admin-and-api.md §2, §3, §5, §7, §8): the list, create, the
 * full or partial update, delete, and the connection test. The bot token is write-only: answers
 * carry its mask, and an update that sends the mask back keeps the stored token. Because the
 * browser never holds the token, the server runs the connection test: getMe, then whether the
 * bot can post in the channel.
 */
import {
  TELEGRAM_MESSAGES as M,
  isMaskedBotToken,
  maskBotToken,
  type CreateTelegramChannelRequest,
  type DeletedResponse,
  type TelegramChannel,
  type TelegramConnectionTest,
  type UpdateTelegramChannelRequest,
} from '../contract/index.js';
import { ChannelLanguageUnavailable, type Repositories, type TelegramChannelDoc } from '../data/index.js';
import { toIso, toIsoRequired } from '../data/timestamps.js';
import { BadRequestError, NotFoundError } from '../errors.js';
import { TelegramError, type TelegramClient } from '../integrations/telegram.js';
import type { Clock } from './clock.js';
import type { LanguageCatalog, LanguagesService } from './languages-service.js';

export class TelegramChannelsService {
  constructor(
    private readonly deps: {
      repos: Pick<Repositories, 'telegramChannels'>;
      languages: LanguagesService;
      telegram: TelegramClient;
      clock: Clock;
    },
  ) {}

  async listChannels(): Promise<TelegramChannel[]> {
    const [catalog, channels] = await Promise.all([this.deps.languages.loadCatalog(), this.deps.repos.telegramChannels.listAll()]);
    return channels.map((c) => view(c, catalog));
  }

  async createChannel(body: CreateTelegramChannelRequest): Promise<TelegramChannel> {
    // A mask means "keep the stored token", and a new channel has none.
    if (isMaskedBotToken(body.botToken)) throw badToken();
    const doc = await this.withLanguageField(() =>
      this.deps.repos.telegramChannels.create(
        {
          name: body.name,
          botToken: body.botToken,
          channelId: body.channelId,
          languageId: body.languageId,
          isActive: body.isActive ?? true,
          autoPost: body.autoPost ?? true,
          categories: body.categories ?? [],
        },
        this.deps.clock.now(),
      ),
    );
    return view(doc, await this.deps.languages.loadCatalog({ fresh: true }));
  }

  async updateChannel(id: number, body: UpdateTelegramChannelRequest): Promise<TelegramChannel> {
    const doc = await this.withLanguageField(() =>
      this.deps.repos.telegramChannels.update(
        id,
        (current) => {
          const { botToken, ...rest } = body;
          const changes: Partial<TelegramChannelDoc> = { ...rest };
          // The form sends back the mask it was shown: keep the stored token.
          if (botToken !== undefined && !isMaskedBotToken(botToken)) changes.botToken = botToken;
          if (botToken !== undefined && isMaskedBotToken(botToken) && botToken !== maskBotToken(current.botToken)) throw badToken();
          return changes;
        },
        this.deps.clock.now(),
      ),
    );
    if (!doc) throw new NotFoundError(M.channelNotFound);
    return view(doc, await this.deps.languages.loadCatalog({ fresh: true }));
  }

  /** Deletes the channel; its deliveries stay in the ledger (their messages stay in the channel). */
  async deleteChannel(id: number): Promise<DeletedResponse> {
    if (!(await this.deps.repos.telegramChannels.delete(id))) throw new NotFoundError(M.channelNotFound);
    return { id, deleted: true };
  }

  /**
   * getMe with the stored token, then the chat, then the bot's membership: a channel needs the bot
   * as an administrator allowed to post; a group needs it as a member. Always answers 200 with the
   * §8 toast in `message` and what exactly went wrong in `detail`.
   */
  async testChannel(id: number): Promise<TelegramConnectionTest> {
    const channel = await this.deps.repos.telegramChannels.getById(id);
    if (!channel) throw new NotFoundError(M.channelNotFound);
    const { telegram } = this.deps;
    const name = channel.name;
    try {
      const me = await telegram.getMe(channel.botToken);
      const chat = await telegram.getChat(channel.botToken, channel.channelId);
      const member = await telegram.getChatMember(channel.botToken, channel.channelId, me.id);
      const problem = postingProblem(chat.type, member.status, member.canPostMessages, channel.channelId, me.username);
      if (problem) return { ok: false, message: M.connectionFailed(name), detail: problem };
      return { ok: true, message: M.connectionOk(name), detail: `@${me.username} can post in ${chat.title ?? channel.channelId}.` };
    } catch (err) {
      if (!(err instanceof TelegramError)) throw err;
      const unreachable = err.kind === 'network' || err.kind === 'timeout' || err.kind === 'server' || err.kind === 'bad-answer';
      if (unreachable) return { ok: false, message: M.connectionNetwork(name), detail: err.message };
      if (err.kind === 'bad-request' && /chat not found/i.test(err.details.description ?? '')) {
        return { ok: false, message: M.connectionFailed(name), detail: `Telegram cannot find ${channel.channelId}: check the channel ID, and add the bot to the channel.` };
      }
      return { ok: false, message: M.connectionFailed(name), detail: err.message };
    }
  }

  /** The repository's language refusal, as the 400 of the body field. */
  private async withLanguageField<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (err) {
      if (err instanceof ChannelLanguageUnavailable) {
        const reason = M.languageUnavailable(err.languageId);
        throw new BadRequestError(`Invalid body parameter 'languageId': ${reason}`, 'languageId', reason);
      }
      throw err;
    }
  }
}

function badToken(): BadRequestError {
  return new BadRequestError(`Invalid body parameter 'botToken': ${M.botTokenFormat}`, 'botToken', M.botTokenFormat);
}

/** Why the bot cannot post in this chat, or null when it can. */
function postingProblem(type: string, status: string, canPost: boolean | undefined, chatId: string, username: string): string | null {
  const bot = username ? `@${username}` : 'The bot';
  if (type === 'channel') {
    if (status === 'creator') return null;
    if (status === 'administrator' && canPost !== false) return null;
    if (status === 'administrator') return `${bot} is an administrator of ${chatId} but may not post messages: allow "Post Messages" in its administrator rights.`;
    return `${bot} is not an administrator of ${chatId}: add it as an administrator allowed to post (step 2 of the Setup Guide).`;
  }
  if (status === 'left' || status === 'kicked') return `${bot} is not a member of ${chatId}: add it to the chat.`;
  if (status === 'restricted') return `${bot} is restricted in ${chatId} and may not be able to post.`;
  return null;
}

function view(doc: TelegramChannelDoc, catalog: LanguageCatalog): TelegramChannel {
  const lang = catalog.get(doc.languageId);
  const last = doc.lastDelivery;
  return {
    id: doc.id,
    name: doc.name,
    botToken: maskBotToken(doc.botToken),
    channelId: doc.channelId,
    languageId: doc.languageId,
    language: lang ? { code: lang.code, name: lang.name, nativeName: lang.nativeName } : null,
    isActive: doc.isActive,
    autoPost: doc.autoPost,
    categories: [...doc.categories],
    lastDelivery: last ? { articleId: last.articleId, title: last.title, op: last.op, state: last.state, error: last.error, errorCode: last.errorCode, at: toIsoRequired(last.at) } : null,
    createdAt: toIsoRequired(doc.createdAt),
    updatedAt: toIso(doc.updatedAt) ?? toIsoRequired(doc.createdAt),
  };
}
