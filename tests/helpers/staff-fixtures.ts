/**
 * Staff members for tests (issue 29): an Auth emulator user with a staff document written straight
 * to the host's Firestore, signed in through the emulator. `createStaff(host, {role, languageIds})`.
 */
import { randomUUID } from 'node:crypto';
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
