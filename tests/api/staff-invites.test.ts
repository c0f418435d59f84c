/**
 * Staff management and invitations (issue 29, docs/staff.md), over HTTP as the console and the
 * invitation page call them: the invitation's whole life (expiry on a manual clock), suspension
 * taking effect at the next call, removal, the owner's hand-over, an editor's limits and the
 * invitation email document.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVITE_DAYS, INVITE_GUESS_LIMIT, STAFF_API_MESSAGES as M, STAFF_MESSAGES } from '../../functions/src/contract/index.js';
import { ADMIN, startAdminHost, type AdminTestHost } from '../helpers/admin-host.js';
import { manualClock } from '../helpers/clock.js';
import { createLanguages, type Langs } from '../helpers/fixtures.js';
import { staffCalls } from '../helpers/staff-calls.js';
import { createStaff } from '../helpers/staff-fixtures.js';

const clock = manualClock();
let host: AdminTestHost;
let langs: Langs;

beforeAll(async () => {
  host = await startAdminHost({ clock, schedules: false });
  langs = await createLanguages(host.services);
});
afterAll(() => host?.stop());

const { email, tokenOf, invite, invited, accept, staffList, login } = staffCalls(() => host);

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
