/**
 * Staff members for tests (issue 29): an Auth emulator user with a staff document, signed in
 * through the emulator for a token, as an invitation accepted in the console would leave them.
 */
import type { LanguageScope, StaffRole } from '../../functions/src/contract/index.js';
import type { AdminTestHost } from './admin-host.js';

export interface StaffFixture {
  uid: string;
  token: string;
  email: string;
}

let made = 0;

export async function createStaff(
  host: AdminTestHost,
  options: { role: StaffRole; languageIds: LanguageScope; email?: string; name?: string },
): Promise<StaffFixture> {
  made += 1;
  const email = (options.email ?? `${options.role}-${made}-${Date.now().toString(36)}@staff.test`).toLowerCase();
  const password = `staff-secret-${made}`;
  const name = options.name ?? `${options.role[0]!.toUpperCase()}${options.role.slice(1)} ${made}`;
  const { uid } = await host.adminAuth!.createUser({ email, password, displayName: name });
  const db = host.firestore.db;
  await db.runTransaction(async (tx) => {
    host.services.repos.staff.createIn(tx, { uid, email, name, role: options.role, languageIds: options.languageIds, status: 'active', invitedBy: host.adminUid }, new Date());
  });
  return { uid, token: await host.emulatorSignIn(email, password), email };
}
