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

export async function apiRequest(method: string, path: string, body?: unknown): Promise<Response> {
  const headers: Record<string, string> = {};
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
