/**
 * Staff members other than the seeded owner, for tests that act as a role: an Auth emulator user
 * and their staff document (written through the host's Firestore, as an accepted invitation would),
 * signed in for an ID token. Small on purpose: `createStaff(host, {role, languageIds, email?, name?})`.
 */
import { randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import type { LanguageScope, StaffRole } from '../../functions/src/contract/index.js';
import type { AdminTestHost } from './admin-host.js';

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
  const password = `pw-${randomUUID()}`;
  const name = options.name ?? `${options.role[0]!.toUpperCase()}${options.role.slice(1)} ${email.split('@')[0]}`;
  const user = await host.adminAuth!.createUser({ email, password, displayName: name });
  const now = Timestamp.now();
  await host.firestore.db.collection('staff').doc(user.uid).set({
    uid: user.uid,
    email,
    name,
    role: options.role,
    languageIds: options.languageIds,
    status: 'active',
    createdAt: now,
    updatedAt: now,
    lastSeenAt: null,
    invitedBy: null,
  });
  return { uid: user.uid, token: await host.emulatorSignIn(email, password), email };
}
