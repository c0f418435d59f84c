/** Administrator sign-in, its limit, and the token check every admin call goes through. */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, READER, claimsOf, startAdminHost, withClaims, type AdminTestHost } from '../helpers/admin-host.js';
import { loopbackAddresses, requestFrom } from '../helpers/http-from.js';
import { DEFAULT_SITE_SETTINGS, STAFF_ACTIONS } from '../../functions/src/contract/index.js';
import { createLanguages } from '../helpers/fixtures.js';
import { expectOneActiveOwner } from '../helpers/staff-fixtures.js';
import { manualClock } from '../helpers/clock.js';
import { ACCOUNT_CHECK_EVERY_MS } from '../../functions/src/services/admin-auth-service.js';

const INVALID = { message: 'Invalid credentials. Please try again.' };
const MISSING = { message: 'Sign in required: send the administrator token as "Authorization: Bearer {token}"' };
const REFUSED = { message: 'Your session is invalid or has expired. Please sign in again.' };
const FORBIDDEN = { message: 'This account is not a member of the CryptoLekh staff' };

const newArticle = {
  article: { slug: 'guarded-create', category: 'education', status: 'draft' },
  translation: { languageId: 1, title: 'Guarded', content: '<p>Guarded</p>', excerpt: 'Guarded' },
};

/**
 * Every admin route but login, with a body and the status the administrator gets. Writes that
 * succeed for the administrator (201) also prove that no refused call before it got through:
 * a leaked create would make the administrator's own create a 409.
 */
const ADMIN_ROUTES: [method: string, path: string, body: unknown, adminStatus: number][] = [
  ['GET', '/api/admin/me', undefined, 200],
  ['GET', '/api/admin/articles?limit=5', undefined, 200],
  ['POST', '/api/admin/articles', newArticle, 201],
  ['GET', '/api/admin/articles/99999', undefined, 404],
  ['PATCH', '/api/admin/articles/99999', { article: { isFeatured: true } }, 404],
  ['DELETE', '/api/admin/articles/99999', undefined, 404],
  ['PUT', '/api/admin/articles/99999/translations/2', { title: 't', content: 'c', excerpt: 'e' }, 404],
  ['DELETE', '/api/admin/articles/99999/translations/2', undefined, 404],
  ['GET', '/api/admin/stats', undefined, 200],
  ['GET', '/api/admin/languages', undefined, 200],
  ['POST', '/api/admin/languages', { code: 'gu', name: 'Gujarati', nativeName: 'ગુજરાતી' }, 201],
  ['PUT', '/api/admin/languages/99999', { isActive: false }, 404],
  ['DELETE', '/api/admin/languages/99999', undefined, 404],
  ['GET', '/api/admin/settings', undefined, 200],
  ['PUT', '/api/admin/settings', { ...DEFAULT_SITE_SETTINGS, contactEmail: 'guarded@test.local' }, 200],
  ['GET', '/api/admin/staff', undefined, 200],
  ['POST', '/api/admin/staff/invites', { email: 'guarded-invite@test.local', role: 'administrator' }, 201],
];
const TOKEN_KINDS = ['no token', 'junk token', 'expired token', 'non-admin token', 'admin token'] as const;

describe('administrator authentication', () => {
  let host: AdminTestHost;
  beforeAll(async () => {
    host = await startAdminHost();
    await createLanguages(host.services);
  });
  afterAll(() => host.stop());
  afterEach(() => expectOneActiveOwner(host));

  /**
   * Each test signs in from its own client address (a loopback address of its own, as the server
   * sees the connection), so the limits of one test never affect another.
   */
  const newClient = loopbackAddresses();
  const login = (body: unknown, client: string, headers: Record<string, string> = {}) =>
    requestFrom(client, `${host.url.replace('localhost', '127.0.0.1')}/api/admin/login`, { method: 'POST', body, headers });

  describe('POST /api/admin/login', () => {
    it('signs an administrator in and returns a token the admin calls accept', async () => {
      const res = await login(ADMIN, newClient());
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ token: expect.any(String), refreshToken: expect.any(String), expiresIn: 3600 });
      expect(claimsOf(res.body.token)).toMatchObject({ admin: true, email: ADMIN.email });
      const me = await host.call('GET', '/api/admin/me', { token: res.body.token });
      expect(me.status).toBe(200);
    });

    it('accepts the email in any case and with surrounding spaces', async () => {
      expect((await login({ email: `  ${ADMIN.email.toUpperCase()} `, password: ADMIN.password }, newClient())).status).toBe(200);
    });

    it('answers an unknown email and a wrong password with the same 401', async () => {
      const client = newClient();
      const unknown = await login({ email: 'nobody@test.local', password: ADMIN.password }, client);
      const wrong = await login({ email: ADMIN.email, password: 'not-the-password' }, client);
      expect(unknown.status).toBe(401);
      expect(wrong.status).toBe(401);
      expect(unknown.body).toEqual(INVALID);
      expect(wrong.body).toEqual(INVALID);
    });

    it('refuses a signed-in user without the admin claim with 403', async () => {
      const res = await login(READER, newClient());
      expect(res.status).toBe(403);
      expect(res.body).toEqual(FORBIDDEN);
    });

    it.each([
      [{ password: 'x' }, 'email', 'Please enter a valid email address'],
      [{ email: 'not-an-email', password: 'x' }, 'email', 'Please enter a valid email address'],
      [{ email: '', password: 'x' }, 'email', 'Please enter a valid email address'],
      [{ email: ADMIN.email }, 'password', 'Password is required'],
      [{ email: ADMIN.email, password: '' }, 'password', 'Password is required'],
      [{ ...ADMIN, remember: true }, 'remember', 'unknown field'],
    ])('refuses %j with 400 on %s: %s', async (body, field, reason) => {
      const res = await login(body, newClient());
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: `Invalid body parameter '${field}': ${reason}`, field, reason });
    });

    it('refuses a body that is not JSON with 415', async () => {
      const res = await fetch(`${host.url}/api/admin/login`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'email=a' });
      expect(res.status).toBe(415);
      expect(await res.json()).toEqual({ message: 'Request body must be JSON (Content-Type: application/json)', field: 'body', reason: 'unsupported media type' });
    });
  });

  describe('the sign-in limits: 5 failures per email from one address in 10 minutes, 50 per address in an hour', () => {
    it('blocks an email from the address that failed 5 times, even with the right password, for 10 minutes', async () => {
      const client = newClient();
      const email = 'limited@test.local';
      for (let i = 0; i < 5; i++) expect((await login({ email, password: `guess-${i}` }, client)).status).toBe(401);
      const blocked = await login({ email, password: 'guess-6' }, client);
      expect(blocked.status).toBe(429);
      expect(blocked.body).toEqual({ message: 'Too many failed sign-in attempts. Please try again in 10 minutes.' });
      const retryAfter = Number(blocked.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(590);
      expect(retryAfter).toBeLessThanOrEqual(600);
      // The administrator's own email is limited the same way from the attacking address.
      for (let i = 0; i < 5; i++) await login({ email: ADMIN.email, password: 'x' }, client);
      expect((await login(ADMIN, client)).status).toBe(429);
    });

    it('lets the administrator sign in from their own address while a stranger is locked out of the same email', async () => {
      const stranger = newClient();
      for (let i = 0; i < 5; i++) expect((await login({ email: ADMIN.email, password: `guess-${i}` }, stranger)).status).toBe(401);
      expect((await login(ADMIN, stranger)).status).toBe(429);
      expect((await login(ADMIN, newClient())).status).toBe(200);
    });

    it('cannot be dodged by writing a different X-Forwarded-For on every guess', async () => {
      const client = newClient();
      const email = 'forged@test.local';
      for (let i = 0; i < 5; i++) {
        expect((await login({ email, password: 'x' }, client, { 'x-forwarded-for': `203.0.113.${i + 1}` })).status).toBe(401);
      }
      const blocked = await login({ email, password: 'x' }, client, { 'x-forwarded-for': '203.0.113.99, 198.51.100.7' });
      expect(blocked.status).toBe(429);
    });

    it('blocks an address that sprays 50 different emails, whatever the email next, while other addresses sign in', async () => {
      const client = newClient();
      for (let i = 0; i < 50; i++) expect((await login({ email: `spray-${i}@test.local`, password: 'x' }, client)).status).toBe(401);
      const blocked = await login(ADMIN, client);
      expect(blocked.status).toBe(429);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(3000);
      expect((await login(ADMIN, newClient())).status).toBe(200);
    });

    it('does not count successful sign-ins', async () => {
      const client = newClient();
      for (let i = 0; i < 7; i++) expect((await login(ADMIN, client)).status).toBe(200);
    });

    it('does not count 4 failures and a success as 5 failures', async () => {
      const client = newClient();
      const email = 'typo@test.local';
      for (let i = 0; i < 4; i++) await login({ email, password: `typo-${i}` }, client);
      expect((await login(ADMIN, client)).status).toBe(200);
      expect((await login({ email, password: 'typo-5' }, client)).status).toBe(401);
      expect((await login({ email, password: 'typo-6' }, client)).status).toBe(429);
    });
  });

  describe('the administrator token on admin calls', () => {
    it('GET /api/admin/me answers the profile: the seeded administrator is the owner, with every permission', async () => {
      const res = await host.admin('GET', '/api/admin/me');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ uid: host.adminUid, name: 'Administrator', email: ADMIN.email, role: 'owner', languageIds: '*', permissions: [...STAFF_ACTIONS] });
    });

    it('accepts a re-encoded token whose times are current (so the expired-token case tests only the expiry)', async () => {
      const reencoded = withClaims(host.adminToken, {});
      expect((await host.call('GET', '/api/admin/me', { token: reencoded })).status).toBe(200);
      await expect(host.adminAuth!.verifyIdToken(host.expiredToken)).rejects.toMatchObject({ code: 'auth/id-token-expired' });
    });

    it.each([
      ['Basic abc', 401],
      ['Bearer', 401],
      ['Bearer a b', 401],
      ['Token xyz', 401],
    ])('refuses the header %j with %i', async (authorization, status) => {
      const res = await host.call('GET', '/api/admin/me', { headers: { authorization } });
      expect(res.status).toBe(status);
      expect(res.body).toEqual(REFUSED);
    });

    const b64 = (text: string) => Buffer.from(text).toString('base64url');
    const header = b64('{"alg":"none","typ":"JWT"}');
    it.each([
      ['a payload that is not JSON', `${header}.${b64('not json')}.`],
      ['a payload that is a JSON list', `${header}.${b64('[1,2]')}.`],
      ['a payload that is a JSON string', `${header}.${b64('"admin"')}.`],
      ['a header that is not JSON', `${b64('{oops')}.${b64('{"sub":"x"}')}.`],
      ['parts that are not base64url', 'a+b.c/d.e'],
      ['four parts', `${header}.${b64('{}')}.x.y`],
      ['a JSON payload without any claims', `${header}.${b64('{}')}.`],
      ['an admin claim but no subject or issuer', `${header}.${b64('{"admin":true}')}.`],
      ['a token whose payload is 5 KB of zeros', `${header}.${b64('0'.repeat(5000))}.`],
    ])('refuses %s with 401, never a 5xx', async (_kind, token) => {
      const res = await host.call('GET', '/api/admin/me', { token });
      expect(res.status).toBe(401);
      expect(res.body).toEqual(REFUSED);
    });

    const cases = ADMIN_ROUTES.flatMap(([method, path, body, adminStatus]) => TOKEN_KINDS.map((kind) => [method, path, kind, body, adminStatus] as const));
    it.each(cases)('%s %s with %s', async (method, path, kind, body, adminStatus) => {
      const token = {
        'no token': undefined,
        'junk token': 'not-a-jwt',
        'expired token': host.expiredToken,
        'non-admin token': host.nonAdminToken,
        'admin token': host.adminToken,
      }[kind];
      const res = await host.call(method, path, { token, body });
      const expected = { 'no token': [401, MISSING], 'junk token': [401, REFUSED], 'expired token': [401, REFUSED], 'non-admin token': [403, FORBIDDEN] }[kind as string];
      if (expected) {
        expect(res.status).toBe(expected[0]);
        expect(res.body).toEqual(expected[1]);
      } else {
        expect(res.status).toBe(adminStatus);
      }
    });

    it('refuses a disabled account at the first call an instance sees its session make', async () => {
      const user = await host.adminAuth!.createUser({ email: 'leaver@test.local', password: 'leaver-secret-1' });
      await host.adminAuth!.setCustomUserClaims(user.uid, { admin: true });
      // Signed in with Firebase, never through this host: its first call has the account checked.
      const token = await host.emulatorSignIn('leaver@test.local', 'leaver-secret-1');
      await host.adminAuth!.updateUser(user.uid, { disabled: true });
      expect(await host.call('GET', '/api/admin/me', { token })).toMatchObject({ status: 401, body: REFUSED });
    });
  });
});

/**
 * The Auth check (account enabled, sessions not revoked) is made at sign-in and then at most once
 * a minute per session: a change made in Firebase's own console (disabling, deleting, revoking)
 * counts within the minute. What the console does (suspend, remove) the staff document says at
 * once (staff-suspension-messages.test.ts).
 */
describe('a change to an account made in Firebase Authentication, outside the console', () => {
  const clock = manualClock();
  let host: AdminTestHost;
  beforeAll(async () => {
    host = await startAdminHost({ clock });
  });
  afterAll(() => host.stop());

  const administrator = async (email: string) => {
    const user = await host.adminAuth!.createUser({ email, password: 'leaver-secret-1' });
    await host.adminAuth!.setCustomUserClaims(user.uid, { admin: true });
    const login = await host.call('POST', '/api/admin/login', { body: { email, password: 'leaver-secret-1' } });
    expect(login.status).toBe(200);
    return { uid: user.uid, token: login.body.token as string };
  };
  const me = (token: string) => host.call('GET', '/api/admin/me', { token });

  it.each([
    ['disabling the account', (uid: string) => host.adminAuth!.updateUser(uid, { disabled: true })],
    ['deleting the account', (uid: string) => host.adminAuth!.deleteUser(uid)],
  ])('%s refuses its sessions within a minute, every call at once alike', async (_change, change) => {
    const person = await administrator(`leaver-${Math.random().toString(36).slice(2, 8)}@test.local`);
    expect((await me(person.token)).status).toBe(200);
    await change(person.uid);
    // Checked at sign-in less than a minute ago: still taken as it was.
    clock.advance(59_000);
    expect((await me(person.token)).status).toBe(200);
    clock.advance(1_000);
    // Ten calls at once (a console screen's), all refused.
    const answers = await Promise.all(Array.from({ length: 10 }, () => me(person.token)));
    expect(answers.map((a) => [a.status, a.body])).toEqual(Array.from({ length: 10 }, () => [401, REFUSED]));
    clock.advance(ACCOUNT_CHECK_EVERY_MS);
    expect(await me(person.token)).toMatchObject({ status: 401, body: REFUSED });
  });

  it('revoking the sessions refuses the ones signed in before, within a minute, and a new sign-in works', async () => {
    const person = await administrator('revoked@test.local');
    const issuedAt = claimsOf(person.token).auth_time as number;
    // Firebase counts revocation in whole seconds: revoke in a later second than the sign-in's.
    await expect.poll(() => Math.floor(Date.now() / 1000), { interval: 50, timeout: 3000 }).toBeGreaterThan(issuedAt);
    await host.adminAuth!.revokeRefreshTokens(person.uid);
    clock.advance(ACCOUNT_CHECK_EVERY_MS);
    expect(await me(person.token)).toMatchObject({ status: 401, body: REFUSED });
    const again = await host.call('POST', '/api/admin/login', { body: { email: 'revoked@test.local', password: 'leaver-secret-1' } });
    expect(again.status).toBe(200);
    expect((await me(again.body.token as string)).status).toBe(200);
  });
});
