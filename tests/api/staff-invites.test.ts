/**
 * Staff management and invitations (issue 29, docs/staff.md), over HTTP as the console and the
 * invitation page call them: the invitation's whole life (expiry on a manual clock), suspension
 * taking effect at the next call, removal, the owner's hand-over, an editor's limits and the
 * invitation email document.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { STAFF_API_MESSAGES as M, STAFF_MESSAGES } from '../../functions/src/contract/index.js';
import { ADMIN, startAdminHost, type AdminTestHost } from '../helpers/admin-host.js';
import { manualClock } from '../helpers/clock.js';
import { createLanguages, type Langs } from '../helpers/fixtures.js';
import { staffCalls } from '../helpers/staff-calls.js';
import { createStaff, expectOneActiveOwner, STAFF_PASSWORD } from '../helpers/staff-fixtures.js';

const clock = manualClock();
let host: AdminTestHost;
let langs: Langs;

beforeAll(async () => {
  host = await startAdminHost({ clock, schedules: false });
  langs = await createLanguages(host.services);
});
afterAll(() => host?.stop());
afterEach(() => expectOneActiveOwner(host));

// The documented numbers (docs/staff.md), pinned here rather than read from the code.
const DAY_MS = 86_400_000;
const LINK_DAYS = 7;
const GUESSES = 20;
const GUESS_WINDOW_MS = 10 * 60_000;

const { email, tokenOf, invite, invited, accept, staffList, login } = staffCalls(() => host);

describe('an invitation from invite to signing in', () => {
  it('is a link of 7 days; the page shows who invited whom as what; accepting makes the account, once', async () => {
    const translatorEmail = email('priya');
    const res = await invite({ email: translatorEmail.toUpperCase(), role: 'translator', languageIds: [langs.hi] });
    expect(res.status).toBe(201);
    expect(res.body.invite).toEqual({ id: expect.any(String), email: translatorEmail, role: 'translator', languageIds: [langs.hi], expiresAt: new Date(clock.now().getTime() + LINK_DAYS * DAY_MS).toISOString() });
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

    const again = await accept(token, { name: 'Someone Else', password: 'other-desk-secret' });
    expect(again.status).toBe(410);
    expect(again.body.message).toBe(M.inviteUsed);
    expect((await host.call('GET', `/api/invites/${token}`)).status).toBe(410);

    const signedIn = await login(translatorEmail, 'hindi-desk-secret');
    expect(signedIn.status).toBe(200);
    const me = await host.call('GET', '/api/admin/me', { token: signedIn.body.token });
    expect(me.body).toMatchObject({ email: translatorEmail, name: 'Priya Sharma', role: 'translator', languageIds: [langs.hi] });
    expect(me.body.permissions).not.toContain('staff.read');
    // The second accept did not change the password.
    expect((await login(translatorEmail, 'other-desk-secret')).status).toBe(401);

    const list = await staffList();
    expect(list.invites.map((i) => i.email)).not.toContain(translatorEmail);
    expect(list.people).toContainEqual(expect.objectContaining({ uid: accepted.body.uid, role: 'translator', status: 'active', lastSeenAt: expect.any(String) }));
  });

  it('refuses bad bodies naming the field: a short password says it needs 15 characters (staff-passwords.test.ts has the whole rule)', async () => {
    const { token } = await invited({ email: email('short'), role: 'author', languageIds: [langs.en] });
    const short = await accept(token, { name: 'Ann', password: '12345' });
    expect(short.status).toBe(400);
    expect(short.body).toMatchObject({ field: 'password', message: expect.stringContaining('Password must be at least 15 characters (this one has 5)') });
    expect((await accept(token, { name: '  ', password: 'long-enough-words' })).body).toMatchObject({ field: 'name', message: expect.stringContaining(M.nameRequired) });
    expect((await accept(token, { name: 'Ann', password: 'long-enough-words', role: 'owner' })).status).toBe(400);
    // The invitation still works after refused bodies.
    expect((await accept(token, { name: 'Ann', password: 'long-enough-words' })).status).toBe(201);

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
    const answers = await Promise.all([accept(token, { name: 'First', password: 'first-desk-secret' }), accept(token, { name: 'Second', password: 'second-desk-secret' })]);
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    const winner = answers.find((a) => a.status === 201)!;
    const loser = answers.find((a) => a !== winner)!;
    expect([409, 410]).toContain(loser.status);
    expect([M.inviteBusy, M.inviteUsed]).toContain(loser.body.message);
    expect((await staffList()).people.filter((p) => p.email === to)).toHaveLength(1);
    const password = winner.body.name === 'First' ? 'first-desk-secret' : 'second-desk-secret';
    expect((await login(to, password)).status).toBe(200);
  });

  it('an administrator is invited for every language', async () => {
    const res = await invite({ email: email('admin'), role: 'administrator', languageIds: [langs.hi] });
    expect(res.status).toBe(201);
    expect(res.body.invite.languageIds).toBe('*');
  });

  it('expires after 7 days (manual clock); resending makes a new link and the old one stops working', async () => {
    const { id, token } = await invited({ email: email('late'), role: 'translator', languageIds: [langs.bn] });
    clock.advance(LINK_DAYS * DAY_MS - 1000);
    expect((await host.call('GET', `/api/invites/${token}`)).status).toBe(200);
    clock.advance(1000);
    const expired = await host.call('GET', `/api/invites/${token}`);
    expect(expired).toMatchObject({ status: 410, body: { message: M.inviteExpired } });
    expect(await accept(token)).toMatchObject({ status: 410, body: { message: M.inviteExpired } });
    expect((await staffList()).invites).toContainEqual(expect.objectContaining({ id, expired: true }));

    const resent = await host.admin('POST', `/api/admin/staff/invites/${id}/resend`);
    expect(resent.status).toBe(200);
    expect(resent.body.invite.id).toBe(id);
    expect(new Date(resent.body.invite.expiresAt).getTime()).toBe(clock.now().getTime() + LINK_DAYS * DAY_MS);
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
        article: { slug: `by-author-${randomUUID().slice(0, 8)}`, category: 'education', status: 'draft', isFeatured: false, imageUrl: '', imagePublicId: '', videoUrl: '', videoPublicId: '' },
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

  it('removal decides and deletes the staff document first; if deleting the Auth user then fails, they are out anyway (503 says so)', async () => {
    const author = await createStaff(host, { role: 'author', languageIds: [langs.en] });
    const failing = vi.spyOn(host.adminAuth!, 'deleteUser').mockRejectedValueOnce(Object.assign(new Error('Auth is down'), { code: 'auth/internal-error' }));
    let res: Awaited<ReturnType<typeof host.admin>>;
    try {
      res = await host.admin('DELETE', `/api/admin/staff/${author.uid}`);
    } finally {
      failing.mockRestore();
    }
    expect(res).toMatchObject({ status: 503, body: { message: M.removedAuthNotDeleted } });
    expect((await host.firestore.db.collection('staff').doc(author.uid).get()).exists).toBe(false);
    expect((await host.adminAuth!.getUser(author.uid)).disabled).toBe(true);
    expect((await host.call('GET', '/api/admin/me', { token: author.token })).status).toBe(401);
    expect((await login(author.email, STAFF_PASSWORD)).status).toBe(401);
    expect((await staffList()).people.map((p) => p.uid)).not.toContain(author.uid);
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
  it('answers 429 with Retry-After after 20 wrong tokens from one address in 10 minutes, whatever the token', async () => {
    clock.advance(GUESS_WINDOW_MS); // a fresh window: earlier tests' wrong tokens are over
    const { token } = await invited({ email: email('guarded'), role: 'author', languageIds: [langs.en] });
    for (let i = 0; i < GUESSES; i++) {
      expect((await host.call('GET', `/api/invites/${String(i).padStart(43, 'x')}`)).status).toBe(404);
    }
    const blocked = await host.call('GET', `/api/invites/${token}`);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(blocked.headers.get('retry-after'))).toBeLessThanOrEqual(GUESS_WINDOW_MS / 1000);
    clock.advance(GUESS_WINDOW_MS);
    expect((await host.call('GET', `/api/invites/${token}`)).status).toBe(200);
  });
});

describe("documented answers of the accept", () => {
  it('409 for an invited email that already has an account that is not staff: nothing is taken over, the invitation stays', async () => {
    const to = email('has-account');
    const own = await host.adminAuth!.createUser({ email: to, password: 'their own passphrase 1', displayName: 'Made By Hand' });
    const { id, token } = await invited({ email: to, role: 'translator', languageIds: [langs.hi] });
    const res = await accept(token, { name: 'Taker', password: 'a different passphrase 2' });
    expect(res).toMatchObject({ status: 409, body: { field: 'email', message: M.invitedAccountInUse } });
    expect((await host.firestore.db.collection('staff').where('email', '==', to).get()).size).toBe(0);
    const user = await host.adminAuth!.getUser(own.uid);
    expect(user).toMatchObject({ uid: own.uid, displayName: 'Made By Hand', disabled: false });
    // Its password is still its own.
    expect(await host.emulatorSignIn(to, 'their own passphrase 1')).toEqual(expect.any(String));
    await expect(host.emulatorSignIn(to, 'a different passphrase 2')).rejects.toThrow();
    expect((await staffList()).invites.map((i) => i.id)).toContain(id);
    // Once an administrator removes that account, the same link works.
    await host.adminAuth!.deleteUser(own.uid);
    expect((await accept(token, { name: 'Taker', password: 'a different passphrase 2' })).status).toBe(201);
  });

  it('an accept interrupted after making the Auth user is finished by the next one once its 60-second claim lapses', async () => {
    const to = email('interrupted');
    const { id, token } = await invited({ email: to, role: 'author', languageIds: [langs.en] });
    // The accept's last transaction never happens (as if the instance stopped after making the Auth user).
    const complete = vi.spyOn(host.services.repos.staffInvites, 'complete').mockRejectedValueOnce(new Error('instance stopped'));
    try {
      expect((await accept(token, { name: 'First Try', password: 'first try passphrase' })).status).toBe(500);
    } finally {
      complete.mockRestore();
    }
    const made = await host.adminAuth!.getUserByEmail(to);
    expect((await host.firestore.db.collection('staff').doc(made.uid).get()).exists).toBe(false);
    // The claim holds for 60 seconds: until then another accept waits.
    clock.advance(60_000 - 1000);
    expect(await accept(token, { name: 'Second Try', password: 'second try passphrase' })).toMatchObject({ status: 409, body: { message: M.inviteBusy } });
    clock.advance(1000);
    const finished = await accept(token, { name: 'Third Try', password: 'third try passphrase' });
    expect(finished.status, JSON.stringify(finished.body)).toBe(201);
    expect(finished.body).toMatchObject({ uid: made.uid, email: to, name: 'Third Try', role: 'author', languageIds: [langs.en] });
    expect((await host.firestore.db.collection('staffInvites').doc(id).get()).data()).toMatchObject({ status: 'accepted', acceptedUid: made.uid, claim: null });
    // The user the interrupted accept made, with the finishing accept's password and name.
    expect(await host.adminAuth!.getUser(made.uid)).toMatchObject({ displayName: 'Third Try', disabled: false });
    expect((await login(to, 'third try passphrase')).status).toBe(200);
    expect((await login(to, 'first try passphrase')).status).toBe(401);
  });
});

describe("an inviter's open invitations (issue 37)", () => {
  /** A call as the owner with its own request id, and the audit entries that request wrote. */
  const audited = async (method: string, path: string, body?: unknown) => {
    const requestId = `inviter-${randomUUID()}`;
    const res = await host.call(method, path, { token: host.adminToken, body, headers: { 'x-request-id': requestId } });
    const entries = (await host.firestore.db.collection('auditLog').where('requestId', '==', requestId).get()).docs.map((d) => d.data());
    return { res, entries };
  };
  const inviteAs = async (inviter: { token: string }, body: Record<string, unknown>) => {
    const res = await invite(body, inviter.token);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return { id: res.body.invite.id as string, email: res.body.invite.email as string, token: tokenOf(res.body.link as string) };
  };
  const revokedEntry = (i: { id: string; email: string }) =>
    expect.objectContaining({ action: 'staff.inviteRevoke', outcome: 'allowed', actor: expect.objectContaining({ id: host.adminUid }), target: { type: 'invite', id: i.id, title: i.email }, changes: { status: { from: 'pending', to: 'revoked' } } });
  /** The invitation is withdrawn: its link says so, it is not listed, and it cannot be accepted. */
  const expectWithdrawn = async (i: { id: string; token: string }) => {
    expect(await host.call('GET', `/api/invites/${i.token}`)).toMatchObject({ status: 410, body: { message: M.inviteRevoked } });
    expect(await accept(i.token, { name: 'Too Late', password: 'too late passphrase' })).toMatchObject({ status: 410, body: { message: M.inviteRevoked } });
    expect((await staffList()).invites.map((x) => x.id)).not.toContain(i.id);
  };
  const expectOpen = async (i: { id: string; token: string }) => {
    expect((await host.call('GET', `/api/invites/${i.token}`)).status).toBe(200);
    expect((await staffList()).invites.map((x) => x.id)).toContain(i.id);
  };

  it('suspending the inviter withdraws them all in the same change, recorded; reactivating does not bring them back', async () => {
    const editor = await createStaff(host, { role: 'editor', languageIds: [langs.hi, langs.bn] });
    const a = await inviteAs(editor, { email: email('susp-a'), role: 'translator', languageIds: [langs.hi] });
    const b = await inviteAs(editor, { email: email('susp-b'), role: 'author', languageIds: [langs.bn] });
    const other = await inviteAs({ token: host.adminToken }, { email: email('susp-other'), role: 'translator', languageIds: [langs.hi] });
    const suspended = await audited('PATCH', `/api/admin/staff/${editor.uid}`, { status: 'suspended' });
    expect(suspended.res.status).toBe(200);
    expect(suspended.entries).toHaveLength(3);
    expect(suspended.entries).toEqual(expect.arrayContaining([expect.objectContaining({ action: 'staff.update' }), revokedEntry(a), revokedEntry(b)]));
    await expectWithdrawn(a);
    await expectWithdrawn(b);
    await expectOpen(other);
    expect((await host.admin('PATCH', `/api/admin/staff/${editor.uid}`, { status: 'active' })).status).toBe(200);
    await expectWithdrawn(a);
  });

  it('removing the inviter withdraws them all, recorded', async () => {
    const editor = await createStaff(host, { role: 'editor', languageIds: [langs.hi] });
    const a = await inviteAs(editor, { email: email('rm-a'), role: 'contributor', languageIds: [langs.hi] });
    const removed = await audited('DELETE', `/api/admin/staff/${editor.uid}`);
    expect(removed.res).toMatchObject({ status: 200, body: { uid: editor.uid, removed: true } });
    expect(removed.entries).toEqual(expect.arrayContaining([expect.objectContaining({ action: 'staff.remove' }), revokedEntry(a)]));
    expect(removed.entries).toHaveLength(2);
    await expectWithdrawn(a);
  });

  it('losing the role or languages an invitation needed withdraws that one; those the inviter may still grant stay open', async () => {
    // An editor of Hindi and Bengali narrowed to Hindi: the Bengali and the Hindi-and-Bengali invitations go.
    const editor = await createStaff(host, { role: 'editor', languageIds: [langs.hi, langs.bn] });
    const hindi = await inviteAs(editor, { email: email('narrow-hi'), role: 'translator', languageIds: [langs.hi] });
    const bengali = await inviteAs(editor, { email: email('narrow-bn'), role: 'translator', languageIds: [langs.bn] });
    const both = await inviteAs(editor, { email: email('narrow-both'), role: 'author', languageIds: [langs.hi, langs.bn] });
    const narrowed = await audited('PATCH', `/api/admin/staff/${editor.uid}`, { languageIds: [langs.hi] });
    expect(narrowed.res.status).toBe(200);
    expect(narrowed.entries).toHaveLength(3);
    expect(narrowed.entries).toEqual(expect.arrayContaining([expect.objectContaining({ action: 'staff.update' }), revokedEntry(bengali), revokedEntry(both)]));
    await expectWithdrawn(bengali);
    await expectWithdrawn(both);
    await expectOpen(hindi);

    // The same editor made a translator (translators invite nobody): the Hindi one goes too.
    const demoted = await audited('PATCH', `/api/admin/staff/${editor.uid}`, { role: 'translator' });
    expect(demoted.res.status).toBe(200);
    expect(demoted.entries).toEqual(expect.arrayContaining([expect.objectContaining({ action: 'staff.update' }), revokedEntry(hindi)]));
    expect(demoted.entries).toHaveLength(2);
    await expectWithdrawn(hindi);

    // An administrator made an editor of Hindi: the administrator's invitation goes, the Hindi translator's stays and is accepted.
    const admin = await createStaff(host, { role: 'administrator', languageIds: '*' });
    const asAdmin = await inviteAs(admin, { email: email('was-admin-a'), role: 'administrator' });
    const asTranslator = await inviteAs(admin, { email: email('was-admin-t'), role: 'translator', languageIds: [langs.hi] });
    const toEditor = await audited('PATCH', `/api/admin/staff/${admin.uid}`, { role: 'editor', languageIds: [langs.hi] });
    expect(toEditor.res.status).toBe(200);
    expect(toEditor.entries).toEqual(expect.arrayContaining([expect.objectContaining({ action: 'staff.update' }), revokedEntry(asAdmin)]));
    expect(toEditor.entries).toHaveLength(2);
    await expectWithdrawn(asAdmin);
    await expectOpen(asTranslator);
    expect((await accept(asTranslator.token, { name: 'Kept Invite', password: 'kept invite passphrase' })).status).toBe(201);

    // A change that takes nothing away (a new language) withdraws nothing.
    const wider = await createStaff(host, { role: 'editor', languageIds: [langs.hi] });
    const keep = await inviteAs(wider, { email: email('wider'), role: 'translator', languageIds: [langs.hi] });
    const widened = await audited('PATCH', `/api/admin/staff/${wider.uid}`, { languageIds: [langs.hi, langs.bn] });
    expect(widened.entries.map((e) => e.action)).toEqual(['staff.update']);
    await expectOpen(keep);
  });

  it('more open invitations than one transaction reads (100) are all judged: 110 of an administrator made an editor of Hindi', async () => {
    const admin = await createStaff(host, { role: 'administrator', languageIds: '*' });
    const made: { id: string; role: string }[] = [];
    // 20 an hour per person: a fresh hour for each 20.
    for (let batch = 0; batch < 6 && made.length < 110; batch++) {
      const count = Math.min(20, 110 - made.length);
      const answers = await Promise.all(
        Array.from({ length: count }, (_, i) => {
          const role = (made.length + i) % 2 === 0 ? 'administrator' : 'translator';
          return invite({ email: email(`many-${batch}-${i}`), role, ...(role === 'translator' && { languageIds: [langs.hi] }) }, admin.token);
        }),
      );
      for (const a of answers) {
        expect(a.status, JSON.stringify(a.body)).toBe(201);
        made.push({ id: a.body.invite.id, role: a.body.invite.role });
      }
      clock.advance(60 * 60_000);
    }
    expect(made).toHaveLength(110);
    const demoted = await audited('PATCH', `/api/admin/staff/${admin.uid}`, { role: 'editor', languageIds: [langs.hi] });
    expect(demoted.res.status).toBe(200);
    const statuses = new Map((await host.firestore.db.collection('staffInvites').where('invitedBy.uid', '==', admin.uid).get()).docs.map((d) => [d.id, d.data().status as string]));
    for (const m of made) expect(statuses.get(m.id), `${m.role} ${m.id}`).toBe(m.role === 'administrator' ? 'revoked' : 'pending');
    // Each withdrawal recorded once, as part of the change's request.
    const revocations = demoted.entries.filter((e) => e.action === 'staff.inviteRevoke').map((e) => e.target.id).sort();
    expect(revocations).toEqual(made.filter((m) => m.role === 'administrator').map((m) => m.id).sort());

    // Suspended: the rest go too.
    const suspended = await audited('PATCH', `/api/admin/staff/${admin.uid}`, { status: 'suspended' });
    expect(suspended.res.status).toBe(200);
    expect((await host.firestore.db.collection('staffInvites').where('invitedBy.uid', '==', admin.uid).where('status', '==', 'pending').get()).size).toBe(0);
    expect(suspended.entries.filter((e) => e.action === 'staff.inviteRevoke')).toHaveLength(55);
  });

  it('an accept checks its inviter again: an invitation left open by an inviter who may no longer grant it is 410 and makes no account', async () => {
    // Documents changed outside the API (as invitations made before this rule would be): the accept still refuses.
    const cases: [string, (uid: string) => Promise<unknown>][] = [
      ['suspended', (uid) => host.firestore.db.collection('staff').doc(uid).update({ status: 'suspended' })],
      ['narrowed', (uid) => host.firestore.db.collection('staff').doc(uid).update({ languageIds: [langs.bn] })],
      ['demoted', (uid) => host.firestore.db.collection('staff').doc(uid).update({ role: 'author' })],
      ['gone', (uid) => host.firestore.db.collection('staff').doc(uid).delete()],
    ];
    for (const [what, change] of cases) {
      const editor = await createStaff(host, { role: 'editor', languageIds: [langs.hi] });
      const i = await inviteAs(editor, { email: email(`stale-${what}`), role: 'translator', languageIds: [langs.hi] });
      await change(editor.uid);
      expect(await host.call('GET', `/api/invites/${i.token}`), what).toMatchObject({ status: 410, body: { field: 'token', message: M.inviterCannotGrant } });
      expect(await accept(i.token, { name: 'Stale', password: 'stale invite passphrase' }), what).toMatchObject({ status: 410, body: { field: 'token', message: M.inviterCannotGrant } });
      expect((await host.firestore.db.collection('staff').where('email', '==', i.email).get()).size, what).toBe(0);
      await expect(host.adminAuth!.getUserByEmail(i.email), what).rejects.toMatchObject({ code: 'auth/user-not-found' });
    }
  });

  it('one person creates at most 20 invitations an hour: 30 at once make exactly 20, the rest 429 with Retry-After; others are not held', async () => {
    const busy = await createStaff(host, { role: 'administrator', languageIds: '*' });
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => invite({ email: email(`burst-${i}`), role: 'translator', languageIds: [langs.hi] }, busy.token)));
    const made = answers.filter((a) => a.status === 201);
    const held = answers.filter((a) => a.status === 429);
    expect(made).toHaveLength(20);
    expect(held).toHaveLength(10);
    for (const h of held) {
      expect(h.body.message).toContain('at most 20 invitations an hour');
      const retryAfter = Number(h.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(60 * 60);
    }
    // Exactly the 20 exist.
    const mine = (await host.firestore.db.collection('staffInvites').where('invitedBy.uid', '==', busy.uid).get()).docs.map((d) => d.data());
    expect(mine.map((d) => d.email).sort()).toEqual(made.map((a) => a.body.invite.email).sort());
    // Another inviter is not held; neither are refusals for other reasons counted (a 409 does not use one).
    const other = await createStaff(host, { role: 'administrator', languageIds: '*' });
    expect((await invite({ email: email('other-inviter'), role: 'author', languageIds: [langs.en] }, other.token)).status).toBe(201);
    expect((await invite({ email: ADMIN.email, role: 'author', languageIds: [langs.en] }, other.token)).status).toBe(409);
    const rest = await Promise.all(Array.from({ length: 19 }, (_, i) => invite({ email: email(`other-${i}`), role: 'author', languageIds: [langs.en] }, other.token)));
    expect(rest.map((r) => r.status)).toEqual(Array(19).fill(201));
    expect((await invite({ email: email('other-21st'), role: 'author', languageIds: [langs.en] }, other.token)).status).toBe(429);
    clock.advance(59 * 60_000);
    expect((await invite({ email: email('still-held'), role: 'author', languageIds: [langs.en] }, busy.token)).status).toBe(429);
    clock.advance(60_000);
    expect((await invite({ email: email('next-hour'), role: 'author', languageIds: [langs.en] }, busy.token)).status).toBe(201);
  });
});
