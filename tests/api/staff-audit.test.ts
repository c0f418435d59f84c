/**
 * The audit log of staff changes and refusals, and staff sessions (issue 29, docs/staff.md,
 * docs/audit-log.md), over HTTP: each change of an invitation or a person recorded with its change
 * and actor, nothing recorded for a change whose commit fails, no link, token or password in any
 * entry or the CSV; refusals of accounts the console does not admit; "last seen" written at most
 * once in five minutes however many calls a screen makes.
 */
import { createHash, randomUUID } from 'node:crypto';
import { Transaction } from '@google-cloud/firestore';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { STAFF_MESSAGES } from '../../functions/src/contract/index.js';
import { startAdminHost, type AdminTestHost } from '../helpers/admin-host.js';
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

const { email, tokenOf, invited, staffList, login } = staffCalls(() => host);

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
  it('records invite, resend, revoke and accept, each with its change; the invitee is the actor of the accept', async () => {
    const to = email('audited');
    const invitedRes = await asOwner('POST', '/api/admin/staff/invites', { email: to, role: 'translator', languageIds: [langs.hi] });
    const id = invitedRes.res.body.invite.id as string;
    const created = one(invitedRes, 201, { action: 'staff.invite', target: { type: 'invite', id, title: to } });
    expect(created.changes).toEqual({
      email: { from: null, to },
      role: { from: null, to: 'translator' },
      languageIds: { from: null, to: [langs.hi] },
      expiresAt: { from: null, to: invitedRes.res.body.invite.expiresAt },
    });

    clock.advance(60_000);
    const resent = await asOwner('POST', `/api/admin/staff/invites/${id}/resend`);
    const resendEntry = one(resent, 200, { action: 'staff.inviteResend', target: { type: 'invite', id, title: to } });
    expect(resendEntry.changes).toEqual({ expiresAt: { from: invitedRes.res.body.invite.expiresAt, to: resent.res.body.invite.expiresAt }, link: 'changed' });

    const password = 'audited-secret-pw';
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
  });

  it('no link, token, token hash or password is in any entry or in the CSV export', async () => {
    // Never in an entry or the export: links, tokens, their hashes, passwords. This test makes them all.
    const secrets: string[] = [STAFF_PASSWORD];
    const remember = async (link: string, id: string) => {
      secrets.push(link, tokenOf(link), createHash('sha256').update(tokenOf(link)).digest('hex'));
      secrets.push((await host.firestore.db.collection('staffInvites').doc(id).get()).data()!.tokenHash);
    };
    const first = await invited({ email: email('secret-keeper'), role: 'translator', languageIds: [langs.hi] });
    await remember(first.link, first.id);
    const resent = await host.admin('POST', `/api/admin/staff/invites/${first.id}/resend`);
    expect(resent.status).toBe(200);
    await remember(resent.body.link, first.id);
    const password = 'secret-keeper-passphrase';
    secrets.push(password);
    expect((await host.call('POST', `/api/invites/${tokenOf(resent.body.link)}/accept`, { body: { name: 'Secret Keeper', password } })).status).toBe(201);
    const withdrawn = await invited({ email: email('secret-withdrawn'), role: 'contributor', languageIds: [langs.en] });
    await remember(withdrawn.link, withdrawn.id);
    expect((await host.admin('DELETE', `/api/admin/staff/invites/${withdrawn.id}`)).status).toBe(200);
    const person = await createStaff(host, { role: 'author', languageIds: [langs.en] });
    expect((await host.admin('PATCH', `/api/admin/staff/${person.uid}`, { status: 'suspended' })).status).toBe(200);
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
