/**
 * A Telegram Bot API fake for tests and the local host: `/bot{token}/{method}` answering like the
 * real server (`{ok: true, result}`, or `{ok: false, error_code, description, parameters}` with
 * that HTTP status), parameters from the query, a urlencoded or a JSON body. It knows getMe,
 * getChat, getChatMember, sendMessage, sendPhoto, editMessageText, editMessageCaption,
 * editMessageMedia and deleteMessage, keeps each chat's messages, reads parse_mode HTML as
 * strictly as Telegram (unescaped text is refused), and records every call.
 *
 * Who is who, without setup: a token whose secret contains `invalid` or `revoked` is refused
 * (401); a chat whose @username contains `missing` (or a numeric id ending in 404) does not exist;
 * `notadmin` is a channel where the bot may not post, `kicked` one it was removed from (403),
 * `lostanswer` one where every send takes effect and its answer is lost (the connection is cut).
 * A photo URL containing `unreachable` cannot be fetched. Any other chat is a channel where the
 * bot is an administrator.
 *
 * Failures on demand: `failNext(n, {errorCode, description?, retryAfter?, method?, chatId?})` (429 with
 * retry_after, 403, 400, 5xx; 502 answers an HTML page as Telegram's front proxy does), and
 * `dropNext(n, method?)`: the call takes effect, then the connection is cut before any answer.
 * `hold(true)`: every call that sends, edits or deletes takes effect, and its answer waits until
 * `hold(false)` (a test sees a delivery mid-send, and can kill the caller then).
 * From another process: `POST {apiRoot}/__control` with `{failNext: {n, ...}, dropNext: {n, method?}, hold: boolean, reset: true}`,
 * `GET {apiRoot}/__control/requests` and `GET {apiRoot}/__control/messages`.
 */
import http from 'node:http';
import { localServer } from '../src/local-server.js';
import type { AddressInfo } from 'node:net';
import { HtmlParseError } from './telegram-html.js';
import { Answer, createChats, refuse, type Chats, type FakeTelegramMessage } from './telegram-chats.js';

export type { FakeTelegramMessage } from './telegram-chats.js';

export interface FakeTelegramFailure {
  errorCode: number;
  description?: string;
  /** 429: seconds, sent as parameters.retry_after (and Retry-After). */
  retryAfter?: number;
  /** Only calls of this method fail (default: any call that sends, edits or deletes). */
  method?: string;
  /** Only calls to this chat fail (default: any chat). */
  chatId?: string;
}

export interface FakeTelegramCall {
  method: string;
  /** The bot token in the path. */
  token: string;
  params: Record<string, string>;
  at: number;
}

export interface FakeTelegram {
  /** What TELEGRAM_API_ROOT is set to: http://127.0.0.1:PORT */
  apiRoot: string;
  failNext(n: number, failure: FakeTelegramFailure): void;
  /** The next n calls (of `method`, else any that sends, edits or deletes) take effect, then the connection is cut unanswered. */
  dropNext(n: number, method?: string): void;
  /** true: calls that send, edit or delete take effect, their answers wait until hold(false). */
  hold(on: boolean): void;
  /** Forgets failures, recorded calls and messages (and releases held answers). */
  reset(): void;
  readonly requests: FakeTelegramCall[];
  /** Every message of every chat, deleted ones included (deleted: true). */
  readonly messages: FakeTelegramMessage[];
  close(): Promise<void>;
}

/** Methods that change a chat (what failures apply to unless a method is named). */
const WRITES = new Set(['sendMessage', 'sendPhoto', 'editMessageText', 'editMessageCaption', 'editMessageMedia', 'deleteMessage']);
const MAX_RECORDED = 10_000;

export async function startFakeTelegram(options: { port?: number } = {}): Promise<FakeTelegram> {
  const requests: FakeTelegramCall[] = [];
  let failures: FakeTelegramFailure[] = [];
  let drops: { method?: string }[] = [];
  let chats: Chats = createChats();
  /** While held, the answers waiting to be sent. */
  let held: (() => void)[] | null = null;

  const control = {
    hold(on: boolean) {
      if (on) {
        held ??= [];
        return;
      }
      const waiting = held ?? [];
      held = null;
      for (const answer of waiting) answer();
    },
    failNext(n: number, failure: FakeTelegramFailure) {
      if (!Number.isInteger(n) || n < 0) throw new RangeError('n must be a whole number, 0 or more');
      if (!Number.isInteger(failure.errorCode) || failure.errorCode < 400 || failure.errorCode > 599) throw new RangeError('errorCode must be 400..599');
      for (let i = 0; i < n; i++) failures.push({ ...failure });
    },
    dropNext(n: number, method?: string) {
      if (!Number.isInteger(n) || n < 0) throw new RangeError('n must be a whole number, 0 or more');
      for (let i = 0; i < n; i++) drops.push(method ? { method } : {});
    },
    reset() {
      control.hold(false);
      failures = [];
      drops = [];
      requests.length = 0;
      chats = createChats();
    },
  };

  function injected(method: string, chatId: string | undefined): Answer | undefined {
    const index = failures.findIndex(
      (f) => (f.method ? f.method === method : WRITES.has(method)) && (!f.chatId || f.chatId.toLowerCase() === chatId?.toLowerCase()),
    );
    if (index < 0) return undefined;
    const [f] = failures.splice(index, 1);
    const { errorCode: code, retryAfter } = f!;
    if (code === 429) {
      const wait = retryAfter ?? 1;
      return new Answer(429, { ok: false, error_code: 429, description: f!.description ?? `Too Many Requests: retry after ${wait}`, parameters: { retry_after: wait } }, { 'retry-after': String(wait) });
    }
    if (code === 502) return new Answer(502, null, { 'content-type': 'text/html' }, '<html>\r\n<head><title>502 Bad Gateway</title></head>\r\n<body>\r\n<center><h1>502 Bad Gateway</h1></center>\r\n<hr><center>nginx/1.18.0</center>\r\n</body>\r\n</html>\r\n');
    const fallback: Record<number, string> = {
      400: 'Bad Request: chat not found',
      401: 'Unauthorized',
      403: 'Forbidden: bot was kicked from the channel chat',
      404: 'Not Found',
      500: 'Internal Server Error',
    };
    return refuse(code, f!.description ?? fallback[code] ?? 'Internal Server Error');
  }

  function handleBot(token: string, method: string, params: Record<string, string>): Answer {
    if (!/^\d+:[A-Za-z0-9_-]+$/.test(token)) return refuse(404, 'Not Found');
    const secret = token.slice(token.indexOf(':') + 1).toLowerCase();
    if (secret.includes('invalid') || secret.includes('revoked')) return refuse(401, 'Unauthorized');
    const failure = injected(method, params.chat_id);
    if (failure) return failure;
    const botId = Number(token.slice(0, token.indexOf(':')));
    try {
      return chats.call(botId, method, params);
    } catch (err) {
      if (err instanceof HtmlParseError) return refuse(400, `Bad Request: ${err.message}`);
      throw err;
    }
  }

  const server = localServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake.invalid');
      const raw = Buffer.concat(chunks).toString('utf8');
      if (url.pathname === '/__control' || url.pathname.startsWith('/__control/')) return send(res, handleControl(req.method ?? 'GET', url.pathname, raw));
      const m = /^\/bot([^/]*)\/([A-Za-z]+)$/.exec(url.pathname);
      if (!m) return send(res, refuse(404, 'Not Found'));
      const params = readParams(url, req.headers['content-type'] ?? '', raw);
      if (params === null) return send(res, refuse(400, "Bad Request: can't parse JSON object"));
      const [, token, method] = m;
      requests.push({ method: method!, token: decodeURIComponent(token!), params, at: Date.now() });
      if (requests.length > MAX_RECORDED) requests.splice(0, requests.length - MAX_RECORDED);
      const dropAt = drops.findIndex((d) => (d.method ? d.method === method : WRITES.has(method!)));
      const answer = handleBot(decodeURIComponent(token!), method!, params);
      // A chat named `lostanswer` loses the answer to every send: a browser test sees an uncertain send.
      const lostAnswer = (method === 'sendMessage' || method === 'sendPhoto') && String(params.chat_id ?? '').includes('lostanswer');
      if (dropAt >= 0 || lostAnswer) {
        if (dropAt >= 0) drops.splice(dropAt, 1);
        req.socket.destroy(); // it happened; the caller never hears so
        return;
      }
      // Held: it happened; the answer goes once released (to nobody, if the caller died meanwhile).
      if (held && WRITES.has(method!)) held.push(() => !res.destroyed && send(res, answer));
      else send(res, answer);
    });
  });

  function handleControl(method: string, path: string, raw: string): Answer {
    if (method === 'GET' && path === '/__control/requests') return new Answer(200, requests);
    if (method === 'GET' && path === '/__control/messages') return new Answer(200, chats.all());
    if (method !== 'POST' || path !== '/__control') return refuse(404, 'Not Found');
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(raw || '{}') as Record<string, unknown>;
    } catch {
      return refuse(400, 'The control body must be JSON');
    }
    try {
      if (body.reset === true) control.reset();
      const f = body.failNext as (FakeTelegramFailure & { n: number }) | undefined;
      if (f) control.failNext(f.n, f);
      const d = body.dropNext as { n: number; method?: string } | undefined;
      if (d) control.dropNext(d.n, d.method);
      if (typeof body.hold === 'boolean') control.hold(body.hold);
    } catch (err) {
      return refuse(400, err instanceof Error ? err.message : String(err));
    }
    return new Answer(200, { ok: true, pendingFailures: failures.length, pendingDrops: drops.length });
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    apiRoot: `http://127.0.0.1:${port}`,
    ...control,
    get requests() {
      return requests;
    },
    get messages() {
      return chats.all();
    },
    close: () =>
      new Promise<void>((resolve) => {
        control.hold(false);
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** Parameters as the Bot API takes them: query string, then a urlencoded or JSON body (objects stay JSON text). */
function readParams(url: URL, contentType: string, raw: string): Record<string, string> | null {
  const params: Record<string, string> = Object.fromEntries(url.searchParams);
  if (!raw) return params;
  if (contentType.startsWith('application/json')) {
    try {
      const body = JSON.parse(raw) as Record<string, unknown>;
      for (const [k, v] of Object.entries(body)) params[k] = typeof v === 'string' ? v : JSON.stringify(v);
    } catch {
      return null;
    }
    return params;
  }
  for (const [k, v] of new URLSearchParams(raw)) params[k] = v;
  return params;
}

function send(res: http.ServerResponse, answer: Answer): void {
  if (res.destroyed || res.writableEnded) return;
  const payload = answer.raw ?? JSON.stringify(answer.body);
  res.writeHead(answer.status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), ...answer.headers });
  res.end(payload);
}
