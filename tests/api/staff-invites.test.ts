/**
 * Staff management and invitations (issue 29, docs/staff.md), over HTTP as the console and the
 * invitation page call them: the invitation's whole life (expiry on a manual clock), suspension
 * taking effect at the next call, removal, the owner's hand-over, an editor's limits and the
 * invitation email document.
 */
import { createHash, randomUUID } from 'node:crypto';
import { Transaction } from '@google-cloud/firestore';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { INVITE_DAYS, INVITE_GUESS_LIMIT, STAFF_API_MESSAGES as M, STAFF_MESSAGES } from '../../functions/src/contract/index.js';
import { ADMIN, startAdminHost, type AdminTestHost } from '../helpers/admin-host.js';
import { manualClock } from '../helpers/clock.js';
import { createLanguages, type Langs } from '../helpers/fixtures.js';
import { createStaff, STAFF_PASSWORD } from '../helpers/staff-fixtures.js';

const clock = manualClock();
let host: AdminTestHost;
let langs: Langs;
let counter = 0;
const email = (what: string) => `${what}-${++counter}@newsroom.test`;
const tokenOf = (link: string) => link.split('/admin/invite/')[1]!;

beforeAll(async () => {
  host = await startAdminHost({ clock, schedules: false });
  langs = await createLanguages(host.services);
});
afterAll(() => host?.stop());

async function invite(body: Record<string, unknown>, token = host.adminToken) {
  return host.call('POST', '/api/admin/staff/invites', { token, body });
}
async function invited(body: Record<string, unknown>) {
  const res = await invite(body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { id: res.body.invite.id as string, token: tokenOf(res.body.link as string), link: res.body.link as string };
}
const accept = (token: string, body: unknown = { name: 'Priya Sharma', password: 'hindi-secret' }) => host.call('POST', `/api/invites/${token}/accept`, { body });
const staffList = async (token = host.adminToken) => {
  const res = await host.call('GET', '/api/admin/staff', { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { people: { uid: string; email: string; role: string; status: string; languageIds: unknown; lastSeenAt: string | null }[]; invites: { id: string; email: string; expired: boolean }[] };
};
const login = (e: string, password: string) => host.call('POST', '/api/admin/login', { body: { email: e, password } });

describe('an invitation from invite to signing in', () => {
  it('is a link of 7 days; the page shows who invited whom as what; accepting makes the account, once', async () => {
    const translatorEmail = email('priya');
    const res = await invite({ email: translatorEmail.toUpperCase(), role: 'translator', languageIds: [langs.hi] });
    expect(res.status).toBe(201);
    expect(res.body.invite).toEqual({ id: expect.any(String), email: translatorEmail, role: 'translator', languageIds: [langs.hi], expiresAt: new Date(clock.now().getTime() + INVITE_DAYS * 86_400_000).toISOString() });
    expect(res.body.link).toMatch(new RegExp(`^${host.url}/admin/invite/[A-Za-z0-9_-]{43}$`));
    const token = tokenOf(res.body.link);

    // Only the token's hash is stored.
    const stored = await host.firestore.db.collection('staffInvites').doc(res.body.invite.id).get();
    expect(JSON.stringify(stored.data())).not.toContain(token);

    expect((await staffList()).invites).toContainEqual(expect.objectContaining({ email: translatorEmail, status: 'invited', expired: false }));

    const page = await host.call('GET', `/api/invites/${token}`);
    expect(page.status).toBe(200);
    expect(page.body).toEqual({
      email: translatorEmail,
      role: 'translator',
      languageIds: [langs.hi],
      languageNames: ['Hindi'],
      invitedBy: { name: expect.any(String), email: ADMIN.email },
      expiresAt: res.body.invite.expiresAt,
    });

    const accepted = await accept(token);
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(201);
    expect(accepted.body).toMatchObject({ email: translatorEmail, name: 'Priya Sharma', role: 'translator', languageIds: [langs.hi] });

    const again = await accept(token, { name: 'Someone Else', password: 'other-secret' });
    expect(again.status).toBe(410);
    expect(again.body.message).toBe(M.inviteUsed);
    expect((await host.call('GET', `/api/invites/${token}`)).status).toBe(410);

    const signedIn = await login(translatorEmail, 'hindi-secret');
    expect(signedIn.status).toBe(200);
    const me = await host.call('GET', '/api/admin/me', { token: signedIn.body.token });
    expect(me.body).toMatchObject({ email: translatorEmail, name: 'Priya Sharma', role: 'translator', languageIds: [langs.hi] });
    expect(me.body.permissions).not.toContain('staff.read');
    // The second accept did not change the password.
    expect((await login(translatorEmail, 'other-secret')).status).toBe(401);

    const list = await staffList();
    expect(list.invites.map((i) => i.email)).not.toContain(translatorEmail);
    expect(list.people).toContainEqual(expect.objectContaining({ uid: accepted.body.uid, role: 'translator', status: 'active', lastSeenAt: expect.any(String) }));
  });

  it('refuses bad bodies naming the field: a short password says Firebase needs 6 characters', async () => {
    const { token } = await invited({ email: email('short'), role: 'author', languageIds: [langs.en] });
    const short = await accept(token, { name: 'Ann', password: '12345' });
    expect(short.status).toBe(400);
    expect(short.body).toMatchObject({ field: 'password', message: expect.stringContaining(M.passwordTooShort) });
    expect(short.body.message).toContain('6');
    expect((await accept(token, { name: '  ', password: 'long-enough' })).body).toMatchObject({ field: 'name', message: expect.stringContaining(M.nameRequired) });
    expect((await accept(token, { name: 'Ann', password: 'long-enough', role: 'owner' })).status).toBe(400);
    // The invitation still works after refused bodies.
    expect((await accept(token, { name: 'Ann', password: 'long-enough' })).status).toBe(201);

    const noLanguages = await invite({ email: email('x'), role: 'translator' });
    expect(noLanguages.status).toBe(400);
    expect(noLanguages.body).toMatchObject({ field: 'languageIds', message: expect.stringContaining(M.languagesRequired) });
    expect((await invite({ email: email('x'), role: 'editor', languageIds: [] })).body).toMatchObject({ field: 'languageIds' });
    const unknown = await invite({ email: email('x'), role: 'editor', languageIds: [999] });
    expect(unknown).toMatchObject({ status: 400, body: { field: 'languageIds', message: M.unknownLanguage(999) } });
    expect((await invite({ email: 'not-an-email', role: 'administrator' })).body).toMatchObject({ field: 'email' });
    expect((await invite({ email: email('x'), role: 'administrator', extra: 1 })).status).toBe(400);
    const owner = await invite({ email: email('x'), role: 'owner' });
    expect(owner).toMatchObject({ status: 403, body: { message: STAFF_MESSAGES.oneOwner } });
  });

  it('two accepts at once make one account: the other is told the link is in use or used', async () => {
    const to = email('race');
    const { token } = await invited({ email: to, role: 'translator', languageIds: [langs.hi] });
    const answers = await Promise.all([accept(token, { name: 'First', password: 'first-secret' }), accept(token, { name: 'Second', password: 'second-secret' })]);
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    const winner = answers.find((a) => a.status === 201)!;
    const loser = answers.find((a) => a !== winner)!;
    expect([409, 410]).toContain(loser.status);
    expect([M.inviteBusy, M.inviteUsed]).toContain(loser.body.message);
    expect((await staffList()).people.filter((p) => p.email === to)).toHaveLength(1);
    const password = winner.body.name === 'First' ? 'first-secret' : 'second-secret';
    expect((await login(to, password)).status).toBe(200);
  });

  it('an administrator is invited for every language', async () => {
    const res = await invite({ email: email('admin'), role: 'administrator', languageIds: [langs.hi] });
    expect(res.status).toBe(201);
    expect(res.body.invite.languageIds).toBe('*');
  });

  it('expires after 7 days (manual clock); resending makes a new link and the old one stops working', async () => {
    const { id, token } = await invited({ email: email('late'), role: 'translator', languageIds: [langs.bn] });
    clock.advance(INVITE_DAYS * 86_400_000 - 1000);
    expect((await host.call('GET', `/api/invites/${token}`)).status).toBe(200);
    clock.advance(1000);
    const expired = await host.call('GET', `/api/invites/${token}`);
    expect(expired).toMatchObject({ status: 410, body: { message: M.inviteExpired } });
    expect(await accept(token)).toMatchObject({ status: 410, body: { message: M.inviteExpired } });
    expect((await staffList()).invites).toContainEqual(expect.objectContaining({ id, expired: true }));

    const resent = await host.admin('POST', `/api/admin/staff/invites/${id}/resend`);
    expect(resent.status).toBe(200);
    expect(resent.body.invite.id).toBe(id);
    expect(new Date(resent.body.invite.expiresAt).getTime()).toBe(clock.now().getTime() + INVITE_DAYS * 86_400_000);
    const fresh = tokenOf(resent.body.link);
    expect(fresh).not.toBe(token);
    expect(await host.call('GET', `/api/invites/${token}`)).toMatchObject({ status: 404, body: { message: M.inviteNotFound } });
    expect((await host.call('GET', `/api/invites/${fresh}`)).status).toBe(200);
    expect((await accept(fresh)).status).toBe(201);
  });

  it('a revoked invitation answers 410 and leaves the list; a wrong or malformed token 404', async () => {
    const { id, token } = await invited({ email: email('revoked'), role: 'contributor', languageIds: [langs.en] });
    const revoked = await host.admin('DELETE', `/api/admin/staff/invites/${id}`);
    expect(revoked).toMatchObject({ status: 200, body: { id, revoked: true } });
    expect(await host.call('GET', `/api/invites/${token}`)).toMatchObject({ status: 410, body: { message: M.inviteRevoked } });
    expect(await accept(token)).toMatchObject({ status: 410, body: { message: M.inviteRevoked } });
    expect((await staffList()).invites.map((i) => i.id)).not.toContain(id);
    expect((await host.admin('DELETE', `/api/admin/staff/invites/${id}`)).status).toBe(404);
    expect((await host.admin('POST', `/api/admin/staff/invites/${id}/resend`)).status).toBe(404);

    const wrong = 'A'.repeat(43);
    expect(await host.call('GET', `/api/invites/${wrong}`)).toMatchObject({ status: 404, body: { message: M.inviteNotFound } });
    expect((await accept(wrong)).status).toBe(404);
    expect((await host.call('GET', '/api/invites/short')).status).toBe(404);
  });

  it('409 for an email that is already staff, or already has a pending invitation', async () => {
    expect(await invite({ email: ADMIN.email, role: 'administrator' })).toMatchObject({ status: 409, body: { field: 'email', message: STAFF_MESSAGES.emailInUse } });
    const twice = email('twice');
    await invited({ email: twice, role: 'author', languageIds: [langs.hi] });
    expect(await invite({ email: twice, role: 'editor', languageIds: [langs.hi] })).toMatchObject({ status: 409, body: { field: 'email', message: M.invitePending } });
  });
});

describe('managing people', () => {
  it('suspension takes effect at the next call and refuses sign-in; reactivating lets them sign in again', async () => {
    const editor = await createStaff(host, { role: 'editor', languageIds: [langs.hi] });
    expect((await host.call('GET', '/api/admin/me', { token: editor.token })).status).toBe(200);

    const beforeSuspension = Math.floor(Date.now() / 1000) * 1000;
    const suspended = await host.admin('PATCH', `/api/admin/staff/${editor.uid}`, { status: 'suspended' });
    expect(suspended).toMatchObject({ status: 200, body: { uid: editor.uid, status: 'suspended' } });
    expect((await host.call('GET', '/api/admin/me', { token: editor.token })).status).toBe(401);
    const user = await host.adminAuth!.getUser(editor.uid);
    expect(user.disabled).toBe(true);
    // Refresh tokens revoked: sessions from before (Firebase counts in whole seconds) no longer refresh.
    expect(new Date(user.tokensValidAfterTime!).getTime()).toBeGreaterThanOrEqual(beforeSuspension);
    expect((await login(editor.email, 'staff-secret-1')).status).toBe(401);

    expect((await host.admin('PATCH', `/api/admin/staff/${editor.uid}`, { status: 'active' })).body.status).toBe('active');
    expect((await host.adminAuth!.getUser(editor.uid)).disabled).toBe(false);
    // Signing in again works.
    const again = await login(editor.email, 'staff-secret-1');
    expect(again.status).toBe(200);
    expect((await host.call('GET', '/api/admin/me', { token: again.body.token })).body.role).toBe('editor');
  });

  it('changes role and languages; the next call sees them; an administrator holds every language', async () => {
    const person = await createStaff(host, { role: 'translator', languageIds: [langs.hi] });
    expect((await host.admin('PATCH', `/api/admin/staff/${person.uid}`, { languageIds: [langs.bn, langs.hi] })).body.languageIds).toEqual([langs.hi, langs.bn].sort((a, b) => a - b));
    expect((await host.call('GET', '/api/admin/me', { token: person.token })).body).toMatchObject({ role: 'translator', languageIds: [langs.hi, langs.bn].sort((a, b) => a - b) });
    expect((await host.admin('PATCH', `/api/admin/staff/${person.uid}`, { role: 'editor' })).body).toMatchObject({ role: 'editor', languageIds: [langs.hi, langs.bn].sort((a, b) => a - b) });
    expect((await host.admin('PATCH', `/api/admin/staff/${person.uid}`, { role: 'administrator' })).body).toMatchObject({ role: 'administrator', languageIds: '*' });
    expect((await host.call('GET', '/api/admin/me', { token: person.token })).body.role).toBe('administrator');

    expect(await host.admin('PATCH', `/api/admin/staff/${person.uid}`, {})).toMatchObject({ status: 400, body: { message: expect.stringContaining(M.nothingToChange) } });
    expect(await host.admin('PATCH', `/api/admin/staff/${person.uid}`, { status: 'gone' })).toMatchObject({ status: 400, body: { field: 'status' } });
    expect(await host.admin('PATCH', `/api/admin/staff/${person.uid}`, { role: 'owner' })).toMatchObject({ status: 403, body: { message: STAFF_MESSAGES.oneOwner } });
    expect(await host.admin('PATCH', `/api/admin/staff/${host.adminUid}`, { status: 'suspended' })).toMatchObject({ status: 403, body: { message: STAFF_MESSAGES.cannotChangeOwnRole } });
    expect((await host.admin('PATCH', '/api/admin/staff/nobody', { role: 'author' })).status).toBe(404);
  });

  it('removing a person ends their access and keeps their articles as they were', async () => {
    const author = await createStaff(host, { role: 'author', languageIds: [langs.en] });
    const created = await host.call('POST', '/api/admin/articles', {
      token: author.token,
      body: {
        article: { slug: `by-author-${counter}`, category: 'education', status: 'draft', isFeatured: false, imageUrl: '', imagePublicId: '', videoUrl: '', videoPublicId: '' },
        translation: { languageId: langs.en, title: 'Written by the author', content: '<p>Body</p>', excerpt: 'Excerpt', metaDescription: 'Meta', isOriginal: true },
        targetLanguages: [],
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const before = await host.admin('GET', `/api/admin/articles/${created.body.id}`);

    expect(await host.admin('DELETE', `/api/admin/staff/${author.uid}`)).toMatchObject({ status: 200, body: { uid: author.uid, removed: true } });
    expect((await host.call('GET', '/api/admin/me', { token: author.token })).status).toBe(401);
    expect((await login(author.email, 'staff-secret-1')).status).toBe(401);
    expect((await staffList()).people.map((p) => p.uid)).not.toContain(author.uid);
    const after = await host.admin('GET', `/api/admin/articles/${created.body.id}`);
    expect(after.status).toBe(200);
    expect(after.body).toEqual(before.body);
    expect((await host.admin('DELETE', `/api/admin/staff/${author.uid}`)).status).toBe(404);
    expect(await host.admin('DELETE', `/api/admin/staff/${host.adminUid}`)).toMatchObject({ status: 403, body: { message: STAFF_MESSAGES.cannotChangeOwnRole } });
  });

  it('the owner hands ownership to an active administrator and becomes one: always exactly one owner', async () => {
    const admin = await createStaff(host, { role: 'administrator', languageIds: '*' });
    const editor = await createStaff(host, { role: 'editor', languageIds: [langs.hi] });
    expect(await host.admin('POST', `/api/admin/staff/${editor.uid}/transfer-ownership`)).toMatchObject({ status: 403, body: { message: 'Ownership can only go to an active administrator' } });
    expect((await host.call('POST', `/api/admin/staff/${host.adminUid}/transfer-ownership`, { token: admin.token })).status).toBe(403);
    await host.admin('PATCH', `/api/admin/staff/${admin.uid}`, { status: 'suspended' });
    expect(await host.admin('POST', `/api/admin/staff/${admin.uid}/transfer-ownership`)).toMatchObject({ status: 409, body: { message: M.transferTargetNotActiveAdmin } });
    await host.admin('PATCH', `/api/admin/staff/${admin.uid}`, { status: 'active' });

    const moved = await host.admin('POST', `/api/admin/staff/${admin.uid}/transfer-ownership`);
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body).toMatchObject({ owner: { uid: admin.uid, role: 'owner' }, previousOwner: { uid: host.adminUid, role: 'administrator' } });
    expect((await host.admin('GET', '/api/admin/me')).body.role).toBe('administrator');
    expect((await staffList()).people.filter((p) => p.role === 'owner').map((p) => p.uid)).toEqual([admin.uid]);
    // The former owner can no longer hand it on; the new owner hands it back (its new session: the suspension revoked the old).
    expect((await host.admin('POST', `/api/admin/staff/${editor.uid}/transfer-ownership`)).status).toBe(403);
    const newOwner = await login(admin.email, 'staff-secret-1');
    const back = await host.call('POST', `/api/admin/staff/${host.adminUid}/transfer-ownership`, { token: newOwner.body.token });
    expect(back.status).toBe(200);
    expect((await staffList()).people.filter((p) => p.role === 'owner').map((p) => p.uid)).toEqual([host.adminUid]);
  });

  it('an editor sees and manages authors, contributors and translators of their languages only, never themselves', async () => {
    const editor = await createStaff(host, { role: 'editor', languageIds: [langs.hi], name: 'Hindi Desk' });
    const hiTranslator = await createStaff(host, { role: 'translator', languageIds: [langs.hi] });
    const bnTranslator = await createStaff(host, { role: 'translator', languageIds: [langs.bn] });
    const otherEditor = await createStaff(host, { role: 'editor', languageIds: [langs.hi] });

    const seen = (await staffList(editor.token)).people.map((p) => p.uid);
    expect(seen).toContain(editor.uid);
    expect(seen).toContain(hiTranslator.uid);
    expect(seen).not.toContain(bnTranslator.uid);
    expect(seen).not.toContain(otherEditor.uid);
    expect(seen).not.toContain(host.adminUid);

    const ok = await invite({ email: email('hi-writer'), role: 'author', languageIds: [langs.hi] }, editor.token);
    expect(ok.status).toBe(201);
    expect((await staffList(editor.token)).invites.map((i) => i.id)).toContain(ok.body.invite.id);
    const beyond = await invite({ email: email('x'), role: 'translator', languageIds: [langs.hi, langs.bn] }, editor.token);
    expect(beyond.status).toBe(403);
    expect(beyond.body.message).toContain(STAFF_MESSAGES.grantBeyondOwnLanguages);
    expect((await invite({ email: email('x'), role: 'administrator' }, editor.token)).status).toBe(403);
    expect((await host.call('PATCH', `/api/admin/staff/${editor.uid}`, { token: editor.token, body: { languageIds: [langs.hi, langs.bn] } })).body.message).toBe(STAFF_MESSAGES.cannotChangeOwnRole);
    expect((await host.call('PATCH', `/api/admin/staff/${bnTranslator.uid}`, { token: editor.token, body: { status: 'suspended' } })).status).toBe(403);
    expect((await host.call('PATCH', `/api/admin/staff/${hiTranslator.uid}`, { token: editor.token, body: { role: 'author' } })).body.role).toBe('author');
    expect((await host.call('POST', `/api/admin/staff/${hiTranslator.uid}/transfer-ownership`, { token: editor.token })).status).toBe(403);

    const translator = await createStaff(host, { role: 'translator', languageIds: [langs.hi] });
    expect((await host.call('GET', '/api/admin/staff', { token: translator.token })).status).toBe(403);
    expect((await invite({ email: email('x'), role: 'translator', languageIds: [langs.hi] }, translator.token)).status).toBe(403);
    // Refused for who they are before what they sent is judged.
    expect((await invite({ nonsense: true }, translator.token)).status).toBe(403);
    expect((await host.call('PATCH', `/api/admin/staff/${hiTranslator.uid}`, { token: translator.token, body: { role: 'nobody' } })).status).toBe(403);
    expect((await host.call('PATCH', '/api/admin/staff/%20', { token: translator.token, body: {} })).status).toBe(403);
    expect((await invite({ nonsense: true }, editor.token)).status).toBe(400);
  });
});

describe('the audit log of staff changes', () => {
  /** A call with its own request id, and the audit entries that request wrote. */
  const audited = async (method: string, path: string, options: { token?: string; body?: unknown; headers?: Record<string, string> } = {}) => {
    const requestId = `staff-${randomUUID()}`;
    const res = await host.call(method, path, { token: options.token, body: options.body, headers: { 'x-request-id': requestId, ...options.headers } });
    const entries = (await host.firestore.db.collection('auditLog').where('requestId', '==', requestId).get()).docs.map((d) => d.data());
    return { res, entries };
  };
  const asOwner = (method: string, path: string, body?: unknown) => audited(method, path, { token: host.adminToken, body });
  const owner = () => expect.objectContaining({ kind: 'staff', id: host.adminUid, role: 'owner' });
  /** The one entry a change left, allowed, as `actor`. */
  const one = (r: Awaited<ReturnType<typeof audited>>, status: number, entry: Record<string, unknown>, actor: unknown = owner()) => {
    expect(r.res.status, JSON.stringify(r.res.body)).toBe(status);
    expect(r.entries).toEqual([expect.objectContaining({ outcome: 'allowed', actor, ...entry })]);
    return r.entries[0]!;
  };
  // Never in an entry or the export: links, tokens, their hashes, passwords.
  const secrets: string[] = [];
  const remember = (link: string) => secrets.push(link, tokenOf(link), createHash('sha256').update(tokenOf(link)).digest('hex'));

  it('records invite, resend, revoke and accept, each with its change; the invitee is the actor of the accept', async () => {
    const to = email('audited');
    const invitedRes = await asOwner('POST', '/api/admin/staff/invites', { email: to, role: 'translator', languageIds: [langs.hi] });
    const id = invitedRes.res.body.invite.id as string;
    remember(invitedRes.res.body.link);
    const created = one(invitedRes, 201, { action: 'staff.invite', target: { type: 'invite', id, title: to } });
    expect(created.changes).toEqual({
      email: { from: null, to },
      role: { from: null, to: 'translator' },
      languageIds: { from: null, to: [langs.hi] },
      expiresAt: { from: null, to: invitedRes.res.body.invite.expiresAt },
    });
    secrets.push((await host.firestore.db.collection('staffInvites').doc(id).get()).data()!.tokenHash);

    clock.advance(60_000);
    const resent = await asOwner('POST', `/api/admin/staff/invites/${id}/resend`);
    remember(resent.res.body.link);
    const resendEntry = one(resent, 200, { action: 'staff.inviteResend', target: { type: 'invite', id, title: to } });
    expect(resendEntry.changes).toEqual({ expiresAt: { from: invitedRes.res.body.invite.expiresAt, to: resent.res.body.invite.expiresAt }, link: 'changed' });

    const password = 'audited-secret-pw';
    secrets.push(password);
    const accepted = await audited('POST', `/api/invites/${tokenOf(resent.res.body.link)}/accept`, { body: { name: 'Asha Audit', password }, headers: { 'user-agent': 'InvitePage/1.0' } });
    expect(accepted.res.headers.get('x-request-id')).toBe(accepted.entries[0]?.requestId);
    const uid = accepted.res.body.uid as string;
    const acceptEntry = one(accepted, 201, { action: 'staff.accept', target: { type: 'staff', id: uid, title: 'Asha Audit' }, userAgent: 'InvitePage/1.0', ip: expect.stringMatching(/127\.0\.0\.1|::1/) }, {
      kind: 'staff',
      id: uid,
      email: to,
      name: 'Asha Audit',
      role: 'translator',
      languageIds: [langs.hi],
    });
    expect(acceptEntry.changes).toEqual({
      email: { from: null, to },
      name: { from: null, to: 'Asha Audit' },
      role: { from: null, to: 'translator' },
      languageIds: { from: null, to: [langs.hi] },
      status: { from: null, to: 'active' },
      invitedBy: { from: null, to: host.adminUid },
    });
    // A second accept changes nothing and records nothing.
    const again = await audited('POST', `/api/invites/${tokenOf(resent.res.body.link)}/accept`, { body: { name: 'Asha Audit', password } });
    expect(again.res.status).toBe(410);
    expect(again.entries).toEqual([]);

    const other = await invited({ email: email('withdrawn'), role: 'contributor', languageIds: [langs.en] });
    remember(other.link);
    one(await asOwner('DELETE', `/api/admin/staff/invites/${other.id}`), 200, { action: 'staff.inviteRevoke', target: expect.objectContaining({ type: 'invite', id: other.id }), changes: { status: { from: 'pending', to: 'revoked' } } });
    const revokedAgain = await asOwner('DELETE', `/api/admin/staff/invites/${other.id}`);
    expect(revokedAgain.res.status).toBe(404);
    expect(revokedAgain.entries).toEqual([]);
    // A refused invitation (already staff) writes no allowed entry.
    const conflict = await asOwner('POST', '/api/admin/staff/invites', { email: to, role: 'author', languageIds: [langs.en] });
    expect(conflict.res.status).toBe(409);
    expect(conflict.entries).toEqual([]);
  });

  it('records role, languages and status changes as {from, to}, removal, and the hand-over of ownership', async () => {
    const person = await createStaff(host, { role: 'translator', languageIds: [langs.hi], name: 'Ravi Kumar' });
    const target = { type: 'staff', id: person.uid, title: 'Ravi Kumar' };
    const languages = [langs.hi, langs.bn].sort((a, b) => a - b);
    one(await asOwner('PATCH', `/api/admin/staff/${person.uid}`, { role: 'editor', languageIds: languages }), 200, {
      action: 'staff.update',
      target,
      changes: { role: { from: 'translator', to: 'editor' }, languageIds: { from: [langs.hi], to: languages } },
    });
    // Bad input changes nothing and records nothing.
    const bad = await asOwner('PATCH', `/api/admin/staff/${person.uid}`, { languageIds: [999] });
    expect(bad.res.status).toBe(400);
    expect(bad.entries).toEqual([]);
    one(await asOwner('PATCH', `/api/admin/staff/${person.uid}`, { status: 'suspended' }), 200, { action: 'staff.update', target, changes: { status: { from: 'active', to: 'suspended' } } });
    // Asking for what already is changes nothing and records nothing.
    const same = await asOwner('PATCH', `/api/admin/staff/${person.uid}`, { status: 'suspended' });
    expect(same.res.status).toBe(200);
    expect(same.entries).toEqual([]);
    // A change whose commit fails leaves neither the change nor its entry (Transaction.commit is
    // @google-cloud/firestore's own; runTransaction calls it once per attempt).
    const failing = vi.spyOn(Transaction.prototype as unknown as { commit: () => Promise<unknown> }, 'commit').mockRejectedValue(Object.assign(new Error('9 FAILED_PRECONDITION: forced failure'), { code: 9 }));
    let failed: Awaited<ReturnType<typeof audited>>;
    try {
      failed = await asOwner('PATCH', `/api/admin/staff/${person.uid}`, { role: 'author' });
    } finally {
      failing.mockRestore();
    }
    expect(failed.res.status).toBeGreaterThanOrEqual(500);
    expect(failed.entries).toEqual([]);
    expect((await staffList()).people.find((p) => p.uid === person.uid)?.role).toBe('editor');
    one(await asOwner('PATCH', `/api/admin/staff/${person.uid}`, { role: 'administrator' }), 200, {
      action: 'staff.update',
      target,
      changes: { role: { from: 'editor', to: 'administrator' }, languageIds: { from: languages, to: '*' } },
    });

    one(await asOwner('DELETE', `/api/admin/staff/${person.uid}`), 200, {
      action: 'staff.remove',
      target,
      changes: { email: { from: person.email, to: null }, name: { from: 'Ravi Kumar', to: null }, role: { from: 'administrator', to: null }, languageIds: { from: '*', to: null }, status: { from: 'suspended', to: null } },
    });

    const heir = await createStaff(host, { role: 'administrator', languageIds: '*', name: 'Meera Heir' });
    one(await asOwner('POST', `/api/admin/staff/${heir.uid}/transfer-ownership`), 200, {
      action: 'staff.transferOwnership',
      target: { type: 'staff', id: heir.uid, title: 'Meera Heir' },
      changes: { role: { from: 'administrator', to: 'owner' }, owner: { from: host.adminUid, to: heir.uid } },
    });
    // The new owner hands it back: recorded as them.
    one(await audited('POST', `/api/admin/staff/${host.adminUid}/transfer-ownership`, { token: heir.token }), 200, {
      action: 'staff.transferOwnership',
      changes: { role: { from: 'administrator', to: 'owner' }, owner: { from: heir.uid, to: host.adminUid } },
    }, expect.objectContaining({ id: heir.uid, role: 'owner', name: 'Meera Heir' }));
    secrets.push(STAFF_PASSWORD);
  });

  it('no link, token, token hash or password is in any entry or in the CSV export', async () => {
    expect(secrets.length).toBeGreaterThan(8);
    const log = JSON.stringify((await host.firestore.db.collection('auditLog').get()).docs.map((d) => d.data()));
    const res = await fetch(`${host.url}/api/admin/audit-log/export`, { headers: { authorization: `Bearer ${host.adminToken}` } });
    expect(res.status).toBe(200);
    const csv = await res.text();
    expect(csv).toContain('staff.accept');
    expect(csv).toContain('staff.inviteResend');
    for (const secret of secrets) {
      expect(log).not.toContain(secret);
      expect(csv).not.toContain(secret);
    }
    expect(log).not.toContain('/admin/invite/');
    expect(csv).not.toContain('/admin/invite/');
  });
});

describe('the invitation email (Trigger Email from Firestore)', () => {
  it('is written with the invitation when INVITE_MAIL_COLLECTION is set, and not otherwise', async () => {
    const mail = host.firestore.db.collection('mail');
    const quiet = email('quiet');
    await invited({ email: quiet, role: 'author', languageIds: [langs.en] });
    expect((await mail.where('to', '==', quiet).get()).size).toBe(0);

    process.env.INVITE_MAIL_COLLECTION = 'mail';
    try {
      const to = email('mailed');
      const { link, id } = await invited({ email: to, role: 'translator', languageIds: [langs.hi, langs.bn] });
      const docs = (await mail.where('to', '==', to).get()).docs.map((d) => d.data());
      expect(docs).toHaveLength(1);
      expect(docs[0]!.message.subject).toMatch(/invited you to CryptoLekh as a Translator$/);
      expect(docs[0]!.message.text).toContain(link);
      expect(docs[0]!.message.text).toContain('Hindi and Bengali');
      expect(docs[0]!.message.html).toContain(`href="${link}"`);
      // Resending mails the new link.
      const resent = await host.admin('POST', `/api/admin/staff/invites/${id}/resend`);
      const texts = (await mail.where('to', '==', to).get()).docs.map((d) => d.data().message.text as string);
      expect(texts).toHaveLength(2);
      expect(texts.some((t) => t.includes(resent.body.link))).toBe(true);
    } finally {
      delete process.env.INVITE_MAIL_COLLECTION;
    }
  });

  it('a collection name that is not a collection path is a 503 naming the variable, and nothing is written', async () => {
    process.env.INVITE_MAIL_COLLECTION = 'mail/outbox';
    try {
      const to = email('misconfigured');
      const res = await invite({ email: to, role: 'author', languageIds: [langs.en] });
      expect(res.status).toBe(503);
      expect(res.body.message).toContain('INVITE_MAIL_COLLECTION');
      expect((await staffList()).invites.map((i) => i.email)).not.toContain(to);
    } finally {
      delete process.env.INVITE_MAIL_COLLECTION;
    }
  });
});

describe('guessing tokens', () => {
  it(`answers 429 with Retry-After after ${INVITE_GUESS_LIMIT.maxFailures} wrong tokens from one address, whatever the token`, async () => {
    clock.advance(INVITE_GUESS_LIMIT.windowMinutes * 60_000); // a fresh window: earlier tests' wrong tokens are over
    const { token } = await invited({ email: email('guarded'), role: 'author', languageIds: [langs.en] });
    for (let i = 0; i < INVITE_GUESS_LIMIT.maxFailures; i++) {
      expect((await host.call('GET', `/api/invites/${String(i).padStart(43, 'x')}`)).status).toBe(404);
    }
    const blocked = await host.call('GET', `/api/invites/${token}`);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    clock.advance(INVITE_GUESS_LIMIT.windowMinutes * 60_000);
    expect((await host.call('GET', `/api/invites/${token}`)).status).toBe(200);
  });
});

describe('last seen', () => {
  it('is written once for a screen that loads with several calls at once, and again only five minutes later', async () => {
    const person = await createStaff(host, { role: 'translator', languageIds: [langs.hi] });
    const meter = host.firestore.meter;
    const screen = () => Promise.all(['/api/admin/me', '/api/admin/my-translations', '/api/admin/articles', '/api/admin/me'].map((path) => host.call('GET', path, { token: person.token })));
    meter.reset();
    expect((await screen()).map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(meter.usage().writesByCollection.staff).toBe(1);
    const first = (await staffList()).people.find((p) => p.uid === person.uid)!.lastSeenAt;
    expect(first).toBe(clock.now().toISOString());

    clock.advance(4 * 60_000);
    meter.reset();
    await screen();
    expect(meter.usage().writesByCollection.staff ?? 0).toBe(0);

    clock.advance(60_000);
    meter.reset();
    await screen();
    expect(meter.usage().writesByCollection.staff).toBe(1);
    expect((await staffList()).people.find((p) => p.uid === person.uid)!.lastSeenAt).toBe(clock.now().toISOString());
  });
});

describe('refused accounts in the audit log', () => {
  const refusalsOf = async (uid: string) =>
    (await host.firestore.db.collection('auditLog').where('actor.id', '==', uid).get()).docs.map((d) => d.data()).filter((e) => e.outcome === 'refused');

  it('records a right password of an account that is not staff at sign-in, once in ten minutes', async () => {
    const outsider = { email: email('outsider'), password: 'outsider-secret' };
    const user = await host.adminAuth!.createUser({ ...outsider, displayName: 'Outsider' });
    const first = await login(outsider.email, outsider.password);
    expect(first).toMatchObject({ status: 403, body: { message: STAFF_MESSAGES.notStaff } });
    expect((await login(outsider.email, outsider.password)).status).toBe(403);
    expect(await refusalsOf(user.uid)).toEqual([
      expect.objectContaining({ action: 'console.access', message: STAFF_MESSAGES.notStaff, actor: { kind: 'staff', id: user.uid, email: outsider.email, name: 'Outsider' }, target: { type: 'console', id: '' } }),
    ]);
    // A wrong password is a sign-in failure (rate limited), not a refusal of a known account.
    expect((await login(outsider.email, 'wrong-password')).status).toBe(401);
    expect(await refusalsOf(user.uid)).toHaveLength(1);
  });

  it('records a suspended person whose session still reached the console (the Auth side not yet disabled), with their role', async () => {
    const person = await createStaff(host, { role: 'author', languageIds: [langs.hi], name: 'Suspended Author' });
    // As if disabling the Auth account had failed: only the staff document says suspended.
    await host.firestore.db.collection('staff').doc(person.uid).update({ status: 'suspended' });
    const me = await host.call('GET', '/api/admin/me', { token: person.token });
    expect(me).toMatchObject({ status: 401, body: { message: STAFF_MESSAGES.suspended } });
    expect((await host.call('GET', '/api/admin/articles', { token: person.token })).status).toBe(401);
    expect((await refusalsOf(person.uid)).map((e) => [e.action, e.actor.role, e.message]).sort()).toEqual([
      ['article.read', 'author', STAFF_MESSAGES.suspended],
      ['dashboard.read', 'author', STAFF_MESSAGES.suspended],
    ]);
  });
});
