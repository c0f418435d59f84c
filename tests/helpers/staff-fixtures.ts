/**
 * Staff members for tests (issue 29): an Auth emulator user and their staff document, written
 * through the host's Firestore as an accepted invitation would, and their ID token (signed in
 * against the emulator).
 */
import { randomUUID } from 'node:crypto';
import type { LanguageScope, StaffRole } from '../../functions/src/contract/index.js';
import type { AdminTestHost } from './admin-host.js';

export interface StaffFixture {
  uid: string;
  token: string;
  email: string;
}

export async function createStaff(
  host: AdminTestHost,
  person: { role: StaffRole; languageIds: LanguageScope; email?: string; name?: string },
): Promise<StaffFixture> {
  const email = (person.email ?? `${person.role}-${randomUUID().slice(0, 8)}@test.local`).toLowerCase();
  const password = `pw-${randomUUID()}`;
  const name = person.name ?? `${person.role[0]!.toUpperCase()}${person.role.slice(1)} ${email.split('@')[0]}`;
  const user = await host.adminAuth!.createUser({ email, password, displayName: name });
  const { repos } = host.services;
  await host.firestore.db.runTransaction(async (tx) => {
    repos.staff.createIn(tx, { uid: user.uid, email, name, role: person.role, languageIds: person.languageIds, status: 'active', invitedBy: null }, new Date());
  });
  return { uid: user.uid, token: await host.emulatorSignIn(email, password), email };
}
