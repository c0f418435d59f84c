/**
 * Staff members for tests (issue 29): an Auth emulator user with a staff document written straight
 * to the host's Firestore, signed in through the emulator. `createStaff(host, {role, languageIds})`.
 */
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { LanguageScope, StaffRole } from '../../functions/src/contract/index.js';
import type { AdminTestHost } from './admin-host.js';

export const STAFF_PASSWORD = 'staff-secret-1';

export interface StaffFixture {
  uid: string;
  token: string;
  email: string;
}

export async function createStaff(
  host: AdminTestHost,
  options: { role: StaffRole; languageIds: LanguageScope; email?: string; name?: string },
): Promise<StaffFixture> {
  const email = (options.email ?? `${options.role}-${randomUUID().slice(0, 8)}@test.local`).toLowerCase();
  const name = options.name ?? `Test ${options.role}`;
  const user = await host.adminAuth!.createUser({ email, password: STAFF_PASSWORD, displayName: name });
  await host.firestore.db.runTransaction(async (tx) => {
    host.services.repos.staff.createIn(
      tx,
      { uid: user.uid, email, name, role: options.role, languageIds: options.languageIds, status: 'active', invitedBy: null },
      host.services.clock.now(),
    );
  });
  return { uid: user.uid, token: await host.emulatorSignIn(email, STAFF_PASSWORD), email };
}

/**
 * The staff invariant (issue 37): exactly one owner, and active. Read straight from the host's
 * Firestore, so it holds whatever the API answered; staff test files check it after every test.
 */
export async function expectOneActiveOwner(host: AdminTestHost): Promise<void> {
  const owners = (await host.firestore.db.collection('staff').where('role', '==', 'owner').get()).docs.map((d) => ({ uid: d.id, status: d.data().status as string }));
  expect(owners, `owners: ${JSON.stringify(owners)}`).toHaveLength(1);
  expect(owners[0]!.status, `owners: ${JSON.stringify(owners)}`).toBe('active');
}
