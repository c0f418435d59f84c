/**
 * The one request helper of the spec (public-site.md §7): method, path, optional body; JSON bodies
 * get a JSON content type, FormData goes as is; cookies always; the admin token on /api/admin/
 * calls; any non-OK answer throws "status: body" (or the status text when the body is empty).
 */
export const ADMIN_TOKEN_KEY = 'adminToken';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`);
    this.name = 'ApiError';
  }

  /** The server's `message` field, when the body is the API's JSON error. */
  get serverMessage(): string | undefined {
    try {
      const parsed = JSON.parse(this.body) as { message?: unknown };
      return typeof parsed.message === 'string' ? parsed.message : undefined;
    } catch {
      return undefined;
    }
  }
}

/**
 * Calls under an article that do not change it (issue 39): an editor's own autosave, presence,
 * a preview link, the Telegram ledger. Every other write under /api/admin/articles/{id} changes the
 * article and its version, so it must say which version it started from.
 */
const ARTICLE_CALLS_WITHOUT_VERSION = /^\/api\/admin\/articles\/\d+\/(autosave|presence|preview|telegram-deliveries)(\/|$|\?)/;

/**
 * Whether a console request writes an article, and so must carry `If-Match` (issue 39): any method
 * but GET/HEAD on /api/admin/articles/{id} or below it, unless listed above. Deny by default, so a
 * new write cannot be added without it.
 */
export function writesArticle(method: string, path: string): boolean {
  if (/^(GET|HEAD)$/i.test(method)) return false;
  return /^\/api\/admin\/articles\/\d+(\/|$|\?)/.test(path) && !ARTICLE_CALLS_WITHOUT_VERSION.test(path);
}

/** A console bug, not the server's answer: an article write without the version it started from. */
export class MissingIfMatchError extends Error {
  constructor(method: string, path: string) {
    super(`${method} ${path} writes an article: it needs the ETag of the version it started from (If-Match)`);
    this.name = 'MissingIfMatchError';
  }
}

export interface RequestOptions {
  /** The `ETag` (`"v<n>"`) of the article version this write started from (issue 39). */
  ifMatch?: string;
}

export async function apiRequest(method: string, path: string, body?: unknown, options: RequestOptions = {}): Promise<Response> {
  const headers: Record<string, string> = {};
  // Refused here, before anything is sent: a write that does not say what it started from could
  // overwrite a colleague's newer save.
  if (!options.ifMatch && writesArticle(method, path)) throw new MissingIfMatchError(method, path);
  if (options.ifMatch) headers['If-Match'] = options.ifMatch;
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  if (path.includes('/api/admin/')) {
    const token = localStorage.getItem(ADMIN_TOKEN_KEY);
    if (token) headers.Authorization = `Bearer ${token}`;
  }
  const res = await fetch(path, { method, headers, body: payload, credentials: 'include' });
  await throwIfNotOk(res);
  return res;
}

export async function throwIfNotOk(res: Response): Promise<void> {
  if (!res.ok) throw new ApiError(res.status, await res.text(), res.statusText);
}

/** The default data loader: GET the path; on 401 throw (default) or return null. */
export function getQueryFn<T>(options: { on401: 'throw' | 'returnNull' } = { on401: 'throw' }) {
  return async ({ queryKey }: { queryKey: readonly unknown[] }): Promise<T | null> => {
    const path = queryKey.filter((k) => typeof k === 'string').join('');
    const res = await fetch(path, { credentials: 'include', headers: authHeaders(path) });
    if (options.on401 === 'returnNull' && res.status === 401) return null;
    await throwIfNotOk(res);
    return (await res.json()) as T;
  };
}

function authHeaders(path: string): Record<string, string> {
  const token = path.includes('/api/admin/') ? localStorage.getItem(ADMIN_TOKEN_KEY) : null;
  return token ? { Authorization: `Bearer ${token}` } : {};
}
