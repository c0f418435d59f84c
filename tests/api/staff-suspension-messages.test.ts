/**
 * What a suspended person is told (docs/staff.md "Suspending, reactivating, removing"; issue 37
 * item 9): their next call, on any route, says "Your account is suspended…" (suspending revokes
 * their sessions, and that check used to answer "session invalid" before the staff document was
 * read); signing in is refused with the same 401 as a wrong password, so an email cannot be probed;
 * once reactivated, the old session is "session invalid" and signing in again works.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startAdminHost, type AdminTestHost } from '../helpers/admin-host.js';
import { createLanguages, type Langs } from '../helpers/fixtures.js';
import { staffCalls } from '../helpers/staff-calls.js';
import { createStaff, STAFF_PASSWORD, expectOneActiveOwner } from '../helpers/staff-fixtures.js';

// The documented words, pinned here rather than read from the code.
const SUSPENDED = 'Your account is suspended. Ask an administrator to reactivate it.';
const SESSION_INVALID = 'Your session is invalid or has expired. Please sign in again.';
const WRONG_PASSWORD = 'Invalid credentials. Please try again.';

let host: AdminTestHost;
let langs: Langs;
beforeAll(async () => {
  host = await startAdminHost({ schedules: false });
  langs = await createLanguages(host.services);
});
afterAll(() => host?.stop());
afterEach(() => expectOneActiveOwner(host));

const { login } = staffCalls(() => host);
const refusalsOf = async (uid: string) =>
  (await host.firestore.db.collection('auditLog').where('actor.id', '==', uid).get()).docs.map((d) => d.data()).filter((e) => e.outcome === 'refused');

describe('a suspended person', () => {
  it('is told "Your account is suspended…" at their next call, on every kind of route, and each refusal is recorded with their role', async () => {
    const editor = await createStaff(host, { role: 'editor', languageIds: [langs.hi] });
    expect((await host.call('GET', '/api/admin/me', { token: editor.token })).status).toBe(200);
    expect(await host.admin('PATCH', `/api/admin/staff/${editor.uid}`, { status: 'suspended' })).toMatchObject({ status: 200, body: { status: 'suspended' } });

    const calls: [string, string, unknown?][] = [
      ['GET', '/api/admin/me'],
      ['GET', '/api/admin/articles'],
      ['GET', '/api/admin/my-translations'],
      ['POST', '/api/admin/articles', {}],
      ['PUT', `/api/admin/site-text/${langs.hi}/nav.home`, { text: 'x' }],
      ['GET', '/api/admin/no-such-screen'],
    ];
    for (const [method, path, body] of calls) {
      const res = await host.call(method, path, { token: editor.token, body });
      expect([res.status, res.body], `${method} ${path}`).toEqual([401, { message: SUSPENDED }]);
    }
    expect((await refusalsOf(editor.uid)).map((e) => [e.action, e.actor.role, e.message]).sort()).toEqual(
      [
        ['dashboard.read', 'editor', SUSPENDED],
        ['article.read', 'editor', SUSPENDED],
        ['translationQueue.read', 'editor', SUSPENDED],
        ['article.create', 'editor', SUSPENDED],
        ['siteText.update', 'editor', SUSPENDED],
        ['console.access', 'editor', SUSPENDED],
      ].sort(),
    );
  });

  it('signing in is the same 401 as a wrong password (the email cannot be probed); while the Auth account is not yet disabled, the right password hears why', async () => {
    const editor = await createStaff(host, { role: 'editor', languageIds: [langs.hi] });
    // Only the staff document says suspended (as if disabling the Auth account had not happened yet).
    await host.firestore.db.collection('staff').doc(editor.uid).update({ status: 'suspended' });
    expect(await login(editor.email, STAFF_PASSWORD)).toMatchObject({ status: 401, body: { message: SUSPENDED } });

    await host.adminAuth!.updateUser(editor.uid, { disabled: true });
    const right = await login(editor.email, STAFF_PASSWORD);
    const wrong = await login(editor.email, 'not-the-password');
    const nobody = await login(`nobody-${editor.uid.slice(0, 6).toLowerCase()}@test.local`, STAFF_PASSWORD);
    expect([right.status, right.body]).toEqual([401, { message: WRONG_PASSWORD }]);
    expect([wrong.status, wrong.body]).toEqual([401, { message: WRONG_PASSWORD }]);
    expect([nobody.status, nobody.body]).toEqual([401, { message: WRONG_PASSWORD }]);
  });

  it('once reactivated, their old session is "session invalid" and signing in again works', async () => {
    const translator = await createStaff(host, { role: 'translator', languageIds: [langs.hi] });
    // Firebase counts revocation in whole seconds: a session signed in during the second of the
    // suspension would outlive it. Suspend in a later second than the token's.
    const issuedAt = (JSON.parse(Buffer.from(translator.token.split('.')[1]!, 'base64url').toString('utf8')) as { auth_time: number }).auth_time;
    await expect.poll(() => Math.floor(Date.now() / 1000), { interval: 50, timeout: 3000 }).toBeGreaterThan(issuedAt);
    expect((await host.admin('PATCH', `/api/admin/staff/${translator.uid}`, { status: 'suspended' })).status).toBe(200);
    expect(await host.call('GET', '/api/admin/me', { token: translator.token })).toMatchObject({ status: 401, body: { message: SUSPENDED } });

    expect((await host.admin('PATCH', `/api/admin/staff/${translator.uid}`, { status: 'active' })).status).toBe(200);
    expect(await host.call('GET', '/api/admin/me', { token: translator.token })).toMatchObject({ status: 401, body: { message: SESSION_INVALID } });
    const again = await login(translator.email, STAFF_PASSWORD);
    expect(again.status).toBe(200);
    expect(await host.call('GET', '/api/admin/me', { token: again.body.token })).toMatchObject({ status: 200, body: { uid: translator.uid, role: 'translator' } });
  });

  it('a token that is not this site\'s, or a removed person\'s, is still "session invalid", not "suspended"', async () => {
    const author = await createStaff(host, { role: 'author', languageIds: [langs.hi] });
    expect((await host.admin('DELETE', `/api/admin/staff/${author.uid}`)).status).toBe(200);
    expect(await host.call('GET', '/api/admin/me', { token: author.token })).toMatchObject({ status: 401, body: { message: SESSION_INVALID } });
    expect(await host.call('GET', '/api/admin/me', { token: host.expiredToken })).toMatchObject({ status: 401, body: { message: SESSION_INVALID } });
  });
});
