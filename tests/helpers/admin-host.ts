/**
 * A host with the Auth emulator and the tokens the admin tests need: an administrator's (signed in
 * through the API), a signed-in user's without the admin claim, and an expired one. One per test
 * file. Its Auth emulator is one the suite shares (emptied for this file, shared-auth-emulators.ts)
 * unless the options name their own auth or the run has none.
 */
import { portOutsideEphemeralRange } from '../../emulators/src/free-port.js';
import type { HostOptions } from '../../emulators/src/create-host.js';
import { takeSharedAuthEmulator } from './shared-auth-emulators.js';
import { startTestHost, type TestHost } from './test-host.js';

export const ADMIN = { email: 'admin@test.local', password: 'admin-secret-1' } as const;
export const READER = { email: 'reader@test.local', password: 'reader-secret-1' } as const;

export interface CallOptions {
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
  /**
   * The console's article writes send the ETag of the version they started from (issue 39). Not
   * given: the call reads the article just before (as the console would have) and sends its ETag;
   * false: no If-Match at all; a string: that If-Match.
   */
  ifMatch?: string | false;
}

/** The admin article writes that need If-Match, by method (issue 39). */
const IF_MATCH_WRITES: [string, RegExp][] = [
  ['PATCH', /^\/api\/admin\/articles\/(\d+)\/?$/],
  ['PUT', /^\/api\/admin\/articles\/(\d+)\/translations\/\d+\/?$/],
  ['DELETE', /^\/api\/admin\/articles\/(\d+)\/translations\/\d+\/?$/],
  ['POST', /^\/api\/admin\/articles\/(\d+)\/(translations\/\d+\/review|revisions\/[^/]+\/restore|submit-for-review|translate)\/?$/],
];

/** The article id of an admin article write that needs If-Match, or undefined. */
export function ifMatchArticle(method: string, path: string): string | undefined {
  const bare = path.split('?')[0]!;
  for (const [m, re] of IF_MATCH_WRITES) {
    const found = method.toUpperCase() === m ? re.exec(bare) : null;
    if (found) return found[1];
  }
  return undefined;
}

export interface CallResult {
  status: number;
  headers: Headers;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

export interface AdminTestHost extends TestHost {
  adminToken: string;
  adminUid: string;
  nonAdminToken: string;
  expiredToken: string;
  /** Any call; JSON body, optional bearer token. */
  call(method: string, path: string, options?: CallOptions): Promise<CallResult>;
  /** A call as the administrator. */
  admin(method: string, path: string, body?: unknown): Promise<CallResult>;
  /** Signs in directly against the emulator (bypassing the API) and returns the ID token. */
  emulatorSignIn(email: string, password: string): Promise<string>;
}

export async function startAdminHost(options: Partial<HostOptions> = {}): Promise<AdminTestHost> {
  const shared = options.auth === undefined ? await takeSharedAuthEmulator() : undefined;
  let host: TestHost;
  try {
    host = await startTestHost({ auth: { port: portOutsideEphemeralRange, running: shared, adminEmail: ADMIN.email, adminPassword: ADMIN.password }, ...options });
  } catch (err) {
    await shared?.release();
    throw err;
  }
  if (shared) {
    const stop = host.stop;
    host = { ...host, stop: () => stop().finally(() => shared.release()) };
  }
  try {
    const call = async (method: string, path: string, o: CallOptions = {}): Promise<CallResult> => {
      const headers: Record<string, string> = { ...o.headers };
      if (o.token !== undefined) headers.authorization = `Bearer ${o.token}`;
      const articleId = ifMatchArticle(method, path);
      const given = Object.keys(headers).some((h) => h.toLowerCase() === 'if-match');
      if (typeof o.ifMatch === 'string') headers['if-match'] = o.ifMatch;
      else if (articleId !== undefined && o.ifMatch === undefined && !given) {
        const read = await fetch(`${host.url}/api/admin/articles/${articleId}`, { headers: o.token === undefined ? {} : { authorization: `Bearer ${o.token}` } });
        await read.arrayBuffer();
        // Not readable (no such article, no right to read it): the write answers why; "v0" is a well-formed If-Match.
        headers['if-match'] = (read.status === 200 && read.headers.get('etag')) || '"v0"';
      }
      if (o.body !== undefined) headers['content-type'] = 'application/json';
      const res = await fetch(host.url + path, { method, headers, ...(o.body !== undefined && { body: JSON.stringify(o.body) }) });
      const text = await res.text();
      // JSON answers parsed; anything else (the audit log's CSV) as its text.
      const json = /json/i.test(res.headers.get('content-type') ?? '');
      return { status: res.status, headers: res.headers, body: text ? (json ? JSON.parse(text) : text) : undefined };
    };
    const emulatorSignIn = async (email: string, password: string) => {
      const res = await fetch(
        `http://${host.auth!.host}:${host.auth!.port}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
        { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password, returnSecureToken: true }) },
      );
      const body = (await res.json()) as { idToken?: string };
      if (!body.idToken) throw new Error(`Emulator sign-in failed for ${email}: ${JSON.stringify(body)}`);
      return body.idToken;
    };

    const login = await call('POST', '/api/admin/login', { body: ADMIN });
    if (login.status !== 200) throw new Error(`Admin login failed: ${login.status} ${JSON.stringify(login.body)}`);
    const adminToken = login.body.token as string;

    await host.adminAuth!.createUser({ email: READER.email, password: READER.password, displayName: 'Reader' });
    const nonAdminToken = await emulatorSignIn(READER.email, READER.password);

    const expiredToken = withClaims(adminToken, { iat: -7200, auth_time: -7200, exp: -3600 });
    const adminUid = claimsOf(adminToken).user_id as string;

    return {
      ...host,
      adminToken,
      adminUid,
      nonAdminToken,
      expiredToken,
      call,
      admin: (method, path, body) => call(method, path, { token: adminToken, body }),
      emulatorSignIn,
    };
  } catch (err) {
    await host.stop();
    throw err;
  }
}

export function claimsOf(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
}

/**
 * The same token with time claims moved relative to now (seconds). The emulator's tokens are
 * unsigned, so this is still a token firebase-admin accepts in emulator mode, except for its times.
 */
export function withClaims(token: string, relative: Record<string, number>): string {
  const [header, , signature] = token.split('.');
  const now = Math.floor(Date.now() / 1000);
  const claims = { ...claimsOf(token), ...Object.fromEntries(Object.entries(relative).map(([k, v]) => [k, now + v])) };
  return [header, Buffer.from(JSON.stringify(claims)).toString('base64url'), signature].join('.');
}
