/**
 * Staff changes raced against a hand-over of ownership (issue 37, staff item 1; docs/staff.md
 * "Ownership"): the owner hands ownership to an administrator while a suspension, a removal, a
 * role or languages change of that same person (by another administrator, or by the owner who is
 * handing over) or an invitation's accept arrives at the same moment. Each change decides in its
 * own transaction on the documents it reads there, so every round, in both orders, ends with
 * exactly one active owner and a state that one order of the two requests explains. Also an
 * invitation accepted while its inviter is suspended, removed or demoted (item 5).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { STAFF_API_MESSAGES as M, STAFF_MESSAGES } from '../../functions/src/contract/index.js';
import { startAdminHost, type AdminTestHost, type CallResult } from '../helpers/admin-host.js';
import { manualClock } from '../helpers/clock.js';
import { createLanguages, type Langs } from '../helpers/fixtures.js';
import { staffCalls } from '../helpers/staff-calls.js';
import { createStaff, expectOneActiveOwner, type StaffFixture } from '../helpers/staff-fixtures.js';

/**
 * Rounds per race, alternating which request starts first. Each round is a real race on Cloud
 * Firestore's locks (the emulator's, as production's): the loser of a contended transaction is
 * aborted and retried by the SDK after a back-off of about a second, so a round can take seconds.
 */
const ROUNDS = 6;
const RACE_TIMEOUT = { timeout: 180_000 };
const clock = manualClock();
let host: AdminTestHost;
let langs: Langs;
/** Whoever is the owner now (tests hand ownership on; each reads it here). */
let owner: StaffFixture;

beforeAll(async () => {
  host = await startAdminHost({ clock, schedules: false });
  langs = await createLanguages(host.services);
  owner = { uid: host.adminUid, token: host.adminToken, email: 'admin@test.local' };
});
afterAll(() => host?.stop());
afterEach(() => expectOneActiveOwner(host));

const { email, tokenOf, invite, accept, login } = staffCalls(() => host);

const OWNER_UNTOUCHABLE = 'Administrators cannot change or remove the owner';
const ONLY_TO_ACTIVE_ADMIN = 'Ownership can only go to an active administrator';

const transfer = (by: StaffFixture, uid: string) => host.call('POST', `/api/admin/staff/${uid}/transfer-ownership`, { token: by.token });
const patch = (by: StaffFixture, uid: string, body: unknown) => host.call('PATCH', `/api/admin/staff/${uid}`, { token: by.token, body });
const remove = (by: StaffFixture, uid: string) => host.call('DELETE', `/api/admin/staff/${uid}`, { token: by.token });
const staffDoc = async (uid: string) => (await host.firestore.db.collection('staff').doc(uid).get()).data();

/** Both requests at once; odd rounds start the second first. Answers in the order given. */
async function race(round: number, first: () => Promise<CallResult>, second: () => Promise<CallResult>): Promise<[CallResult, CallResult]> {
  if (round % 2 === 0) return Promise.all([first(), second()]);
  const [b, a] = await Promise.all([second(), first()]);
  return [a, b];
}

describe('a change to a person raced against handing ownership to that person', RACE_TIMEOUT, () => {
  let otherAdmin: StaffFixture;
  beforeAll(async () => {
    otherAdmin = await createStaff(host, { role: 'administrator', languageIds: '*', name: 'Other Administrator' });
  });

  /**
   * Each round: a fresh administrator `heir`; the current owner hands ownership to them while
   * `change` (by another administrator in rounds 0-1 mod 4, by the owner handing over in 2-3) acts
   * on them. `judge` checks the round's answers and state; the owner after the round goes on.
   */
  async function rounds(change: (by: StaffFixture, heir: StaffFixture) => Promise<CallResult>, judge: (moved: CallResult, changed: CallResult, heir: StaffFixture) => Promise<void>) {
    for (let round = 0; round < ROUNDS; round++) {
      const heir = await createStaff(host, { role: 'administrator', languageIds: '*', name: `Heir ${round}` });
      const by = round % 4 < 2 ? otherAdmin : owner;
      const [moved, changed] = await race(round, () => transfer(owner, heir.uid), () => change(by, heir));
      const context = `round ${round}: transfer ${moved.status} ${JSON.stringify(moved.body)}, change ${changed.status} ${JSON.stringify(changed.body)}`;
      await expectOneActiveOwner(host);
      try {
        await judge(moved, changed, heir);
      } catch (err) {
        throw new Error(`${context}\n${(err as Error).message}`);
      }
      if (moved.status === 200) {
        expect(await staffDoc(owner.uid), context).toMatchObject({ role: 'administrator', status: 'active', languageIds: '*' });
        owner = heir;
      }
    }
  }

  it('suspending: either the suspension lands first (the hand-over is 409) or the new owner is refused it (403)', async () => {
    await rounds(
      (by, heir) => patch(by, heir.uid, { status: 'suspended' }),
      async (moved, suspended, heir) => {
        if (moved.status === 200) {
          expect(suspended).toMatchObject({ status: 403, body: { message: OWNER_UNTOUCHABLE } });
          expect(await staffDoc(heir.uid)).toMatchObject({ role: 'owner', status: 'active' });
          expect((await host.adminAuth!.getUser(heir.uid)).disabled).toBe(false);
        } else {
          expect(moved).toMatchObject({ status: 409, body: { message: M.transferTargetNotActiveAdmin } });
          expect(suspended).toMatchObject({ status: 200, body: { uid: heir.uid, role: 'administrator', status: 'suspended' } });
          expect(await staffDoc(heir.uid)).toMatchObject({ role: 'administrator', status: 'suspended' });
        }
      },
    );
  });

  it('removing: either the removal lands first (the hand-over is 404) or the new owner is refused it (403) and keeps their account', async () => {
    await rounds(
      (by, heir) => remove(by, heir.uid),
      async (moved, removed, heir) => {
        if (moved.status === 200) {
          expect(removed).toMatchObject({ status: 403, body: { message: OWNER_UNTOUCHABLE } });
          expect(await staffDoc(heir.uid)).toMatchObject({ role: 'owner', status: 'active' });
          expect((await host.adminAuth!.getUser(heir.uid)).uid).toBe(heir.uid);
        } else {
          expect(moved).toMatchObject({ status: 404, body: { message: M.staffNotFound } });
          expect(removed).toMatchObject({ status: 200, body: { uid: heir.uid, removed: true } });
          expect(await staffDoc(heir.uid)).toBeUndefined();
          await expect(host.adminAuth!.getUser(heir.uid)).rejects.toMatchObject({ code: 'auth/user-not-found' });
        }
      },
    );
  });

  it('changing the role: either the demotion lands first (the hand-over is 403) or the new owner is refused it (403)', async () => {
    await rounds(
      (by, heir) => patch(by, heir.uid, { role: 'editor', languageIds: [langs.hi] }),
      async (moved, demoted, heir) => {
        if (moved.status === 200) {
          expect(demoted).toMatchObject({ status: 403, body: { message: STAFF_MESSAGES.oneOwner } });
          expect(await staffDoc(heir.uid)).toMatchObject({ role: 'owner', status: 'active', languageIds: '*' });
        } else {
          expect(moved).toMatchObject({ status: 403, body: { message: ONLY_TO_ACTIVE_ADMIN } });
          expect(demoted).toMatchObject({ status: 200, body: { uid: heir.uid, role: 'editor', languageIds: [langs.hi] } });
          expect(await staffDoc(heir.uid)).toMatchObject({ role: 'editor', status: 'active', languageIds: [langs.hi] });
        }
      },
    );
  });

  it('changing the languages: a 200 was given to an administrator, never to the owner; after the hand-over it is 403', async () => {
    await rounds(
      (by, heir) => patch(by, heir.uid, { languageIds: [langs.hi] }),
      async (moved, changed, heir) => {
        expect(moved).toMatchObject({ status: 200, body: { owner: { uid: heir.uid, role: 'owner' } } });
        if (changed.status === 200) {
          // It landed before the hand-over: an administrator holds every language whatever is sent.
          expect(changed.body).toMatchObject({ uid: heir.uid, role: 'administrator', languageIds: '*', status: 'active' });
        } else {
          expect(changed).toMatchObject({ status: 403, body: { message: OWNER_UNTOUCHABLE } });
        }
        expect(await staffDoc(heir.uid)).toMatchObject({ role: 'owner', status: 'active', languageIds: '*' });
      },
    );
  });

  it('accepting an invitation of the owner who is handing over: the invitee joins as invited and the hand-over holds', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      // A fresh hour for the owner's invitation limit (20 an hour).
      clock.advance(61 * 60_000);
      const heir = await createStaff(host, { role: 'administrator', languageIds: '*', name: `Heir ${round}` });
      const to = email(`joining-${round}`);
      const made = await invite({ email: to, role: 'administrator' }, owner.token);
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      const [moved, accepted] = await race(round, () => transfer(owner, heir.uid), () => accept(tokenOf(made.body.link), { name: `Joiner ${round}`, password: 'joiner-secret-1' }));
      await expectOneActiveOwner(host);
      expect(moved.status, JSON.stringify(moved.body)).toBe(200);
      expect(accepted.status, JSON.stringify(accepted.body)).toBe(201);
      expect(await staffDoc(accepted.body.uid)).toMatchObject({ email: to, role: 'administrator', status: 'active', invitedBy: owner.uid });
      expect(await staffDoc(heir.uid)).toMatchObject({ role: 'owner', status: 'active' });
      owner = heir;
    }
  });
});

describe('a guard that read before a change landed: the transaction decides again, refuses (403, recorded) and writes nothing', () => {
  /**
   * The guard (and the bearer check) read staff documents with `repos.staff.get`; the change's
   * transaction reads its own. Answering the guard's reads from `stale` puts the request exactly
   * where a race puts it: allowed on what was, arriving after what is.
   */
  async function withStaleReads<T>(stale: Record<string, Record<string, unknown>>, fn: () => Promise<T>): Promise<T> {
    const repo = host.services.repos.staff;
    const get = repo.get.bind(repo);
    const spy = vi.spyOn(repo, 'get').mockImplementation(async (uid, tx) => {
      const real = await get(uid, tx);
      return !tx && real && stale[uid] ? ({ ...real, ...stale[uid] } as typeof real) : real;
    });
    try {
      return await fn();
    } finally {
      spy.mockRestore();
    }
  }
  const audited = async (token: string, method: string, path: string, body?: unknown) => {
    const requestId = `stale-${randomUUID()}`;
    const res = await host.call(method, path, { token, body, headers: { 'x-request-id': requestId } });
    const entries = (await host.firestore.db.collection('auditLog').where('requestId', '==', requestId).get()).docs.map((d) => d.data());
    return { res, entries };
  };
  const refusal = (action: string, message: string, actorId: string, targetId: string) => [
    expect.objectContaining({ outcome: 'refused', action, message, actor: expect.objectContaining({ id: actorId }), target: { type: 'staff', id: targetId } }),
  ];

  it('changes to an administrator who has meanwhile become the owner', async () => {
    const heir = await createStaff(host, { role: 'administrator', languageIds: '*', name: 'Stale Heir' });
    const formerOwner = owner;
    expect((await transfer(formerOwner, heir.uid)).status).toBe(200);
    owner = heir;
    const before = await staffDoc(heir.uid);
    const asAdministrator = { [heir.uid]: { role: 'administrator' } };
    const cases: [string, string, string, unknown, string, string][] = [
      ['suspend', 'PATCH', `/api/admin/staff/${heir.uid}`, { status: 'suspended' }, 'staff.update', OWNER_UNTOUCHABLE],
      ['remove', 'DELETE', `/api/admin/staff/${heir.uid}`, undefined, 'staff.remove', OWNER_UNTOUCHABLE],
      ['demote', 'PATCH', `/api/admin/staff/${heir.uid}`, { role: 'editor', languageIds: [langs.hi] }, 'staff.update', STAFF_MESSAGES.oneOwner],
      ['languages', 'PATCH', `/api/admin/staff/${heir.uid}`, { languageIds: [langs.hi] }, 'staff.update', OWNER_UNTOUCHABLE],
    ];
    for (const [what, method, path, body, action, message] of cases) {
      // A fresh administrator for each: one refusal per person and action.
      const by = await createStaff(host, { role: 'administrator', languageIds: '*', name: `Stale ${what}` });
      const r = await withStaleReads(asAdministrator, () => audited(by.token, method, path, body));
      expect(r.res, what).toMatchObject({ status: 403, body: { message } });
      expect(r.entries, what).toEqual(refusal(action, message, by.uid, heir.uid));
      expect(await staffDoc(heir.uid), what).toEqual(before);
      expect((await host.adminAuth!.getUser(heir.uid)).disabled, what).toBe(false);
    }
    // The former owner, still taken for the owner by the guard, cannot hand ownership on.
    const other = await createStaff(host, { role: 'administrator', languageIds: '*' });
    const handOn = await withStaleReads({ [formerOwner.uid]: { role: 'owner' } }, () => audited(formerOwner.token, 'POST', `/api/admin/staff/${other.uid}/transfer-ownership`));
    expect(handOn.res).toMatchObject({ status: 403, body: { message: 'Only the owner can hand over ownership' } });
    expect(handOn.entries).toEqual(refusal('staff.transferOwnership', 'Only the owner can hand over ownership', formerOwner.uid, other.uid));
    expect(await staffDoc(other.uid)).toMatchObject({ role: 'administrator' });
  });

  it('an actor suspended or narrowed after the guard read them', async () => {
    const target = await createStaff(host, { role: 'translator', languageIds: [langs.hi] });
    const by = await createStaff(host, { role: 'administrator', languageIds: '*', name: 'Suspended Meanwhile' });
    await host.firestore.db.collection('staff').doc(by.uid).update({ status: 'suspended' });
    const r = await withStaleReads({ [by.uid]: { status: 'active' } }, () => audited(by.token, 'PATCH', `/api/admin/staff/${target.uid}`, { status: 'suspended' }));
    expect(r.res).toMatchObject({ status: 403, body: { message: STAFF_MESSAGES.suspended } });
    expect(r.entries).toEqual(refusal('staff.update', STAFF_MESSAGES.suspended, by.uid, target.uid));
    expect(await staffDoc(target.uid)).toMatchObject({ status: 'active' });

    // An editor narrowed to Hindi, still Hindi and Bengali to the guard: inviting, resending or revoking for Bengali is refused.
    const editor = await createStaff(host, { role: 'editor', languageIds: [langs.hi, langs.bn], name: 'Narrowed Editor' });
    const made = await invite({ email: email('bengali-desk'), role: 'translator', languageIds: [langs.bn] }, editor.token);
    expect(made.status).toBe(201);
    await host.firestore.db.collection('staff').doc(editor.uid).update({ languageIds: [langs.hi] });
    const wide = { [editor.uid]: { languageIds: [langs.hi, langs.bn] } };
    const refusedInvite = await withStaleReads(wide, () => audited(editor.token, 'POST', '/api/admin/staff/invites', { email: email('bengali-2'), role: 'translator', languageIds: [langs.bn] }));
    expect(refusedInvite.res.status).toBe(403);
    expect(refusedInvite.res.body.message).toContain(STAFF_MESSAGES.grantBeyondOwnLanguages);
    expect(refusedInvite.entries).toEqual([expect.objectContaining({ outcome: 'refused', action: 'staff.invite', actor: expect.objectContaining({ id: editor.uid }) })]);
    expect((await host.firestore.db.collection('staffInvites').where('invitedBy.uid', '==', editor.uid).get()).size).toBe(1);
    for (const [method, path] of [['POST', `/api/admin/staff/invites/${made.body.invite.id}/resend`], ['DELETE', `/api/admin/staff/invites/${made.body.invite.id}`]] as const) {
      const res = await withStaleReads(wide, () => host.call(method, path, { token: editor.token }));
      expect(res.status, path).toBe(403);
      expect(res.body.message, path).toBe(`${STAFF_MESSAGES.grantBeyondOwnLanguages} (Hindi)`);
    }
  });
});

describe('an invitation accepted while its inviter is suspended, removed or demoted', RACE_TIMEOUT, () => {
  it('either the accept lands first (the invitee stays) or the invitation is withdrawn and the accept is 410, leaving no account', async () => {
    const changes = [
      { what: 'suspend', run: (uid: string) => host.admin('PATCH', `/api/admin/staff/${uid}`, { status: 'suspended' }) },
      { what: 'remove', run: (uid: string) => host.admin('DELETE', `/api/admin/staff/${uid}`) },
      { what: 'demote', run: (uid: string) => host.admin('PATCH', `/api/admin/staff/${uid}`, { role: 'translator' }) },
    ];
    const outcomes = new Set<string>();
    for (let round = 0; round < ROUNDS; round++) {
      const change = changes[round % changes.length]!;
      const editor = await createStaff(host, { role: 'editor', languageIds: [langs.hi], name: `Desk ${round}` });
      const to = email(`desk-hire-${round}`);
      const made = await invite({ email: to, role: 'translator', languageIds: [langs.hi] }, editor.token);
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      const accepting = () => accept(tokenOf(made.body.link), { name: `Hire ${round}`, password: 'hire-secret-passphrase' });
      // Even rounds: both at once. Odd rounds: the change arrives once the accept has claimed the
      // invitation (it is making the Auth user), so it lands between the accept's two transactions.
      const [changed, accepted] =
        round % 2 === 0
          ? await race(round / 2, () => change.run(editor.uid), accepting)
          : await (async () => {
              const pending = accepting();
              await expect.poll(async () => (await host.firestore.db.collection('staffInvites').doc(made.body.invite.id).get()).data()!.claim, { interval: 1 }).not.toBeNull();
              return [await change.run(editor.uid), await pending] as [CallResult, CallResult];
            })();
      const context = `round ${round} (${change.what}): change ${changed.status} ${JSON.stringify(changed.body)}, accept ${accepted.status} ${JSON.stringify(accepted.body)}`;
      expect(changed.status, context).toBe(200);
      const stored = (await host.firestore.db.collection('staffInvites').doc(made.body.invite.id).get()).data()!;
      const joined = await host.firestore.db.collection('staff').where('email', '==', to).get();
      if (accepted.status === 201) {
        outcomes.add('accepted');
        expect(stored.status, context).toBe('accepted');
        expect(joined.docs.map((d) => d.data()), context).toEqual([expect.objectContaining({ uid: accepted.body.uid, role: 'translator', invitedBy: editor.uid })]);
        // It joined before the inviter changed (commit times of the two documents).
        const inviterChangedAt = change.what === 'remove' ? null : (await host.firestore.db.collection('staff').doc(editor.uid).get()).updateTime!;
        if (inviterChangedAt) expect(joined.docs[0]!.createTime.toMillis(), context).toBeLessThan(inviterChangedAt.toMillis());
        expect((await login(to, 'hire-secret-passphrase')).status, context).toBe(200);
      } else {
        outcomes.add('withdrawn');
        expect(accepted.status, context).toBe(410);
        expect([M.inviteRevoked, M.inviterCannotGrant], context).toContain(accepted.body.message);
        expect(stored.status, context).toBe('revoked');
        expect(joined.size, context).toBe(0);
        await expect(host.adminAuth!.getUserByEmail(to), context).rejects.toMatchObject({ code: 'auth/user-not-found' });
      }
    }
    // Which order won is the scheduler's; each round's state is one of the two above.
    expect(outcomes.size).toBeGreaterThan(0);
  });
});
