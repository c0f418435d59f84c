/**
 * What the staff service (staff-service.ts) and the invitee's side of it
 * (staff-invitation-acceptance.ts) share: their dependencies, the audit log's actor runner, and the
 * helpers both use. Neither of them is imported here, so the two import it without a cycle.
 */
import { createHash } from 'node:crypto';
import type { Auth } from 'firebase-admin/auth';
import type { AuditActor } from '../contract/index.js';
import type { Repositories } from '../data/index.js';
import { ServiceUnavailableError } from '../errors.js';
import type { Clock } from './clock.js';
import type { LanguagesService } from './languages-service.js';

/** Runs `fn` as `actor` for the audit log (http/request-context.ts `auditAs`); outside a request, just runs it. */
export type RunAsActor = <T>(actor: AuditActor, fn: () => T) => T;

export interface StaffServiceDeps {
  repos: Pick<Repositories, 'staff' | 'staffInvites' | 'loginAttempts' | 'auditLog'>;
  languages: LanguagesService;
  auth: Auth | undefined;
  clock: Clock;
  siteUrl: () => string;
  /** The "Trigger Email from Firestore" collection (INVITE_MAIL_COLLECTION), read at each invitation; unset = no email. */
  mailCollection?: () => string | undefined;
}

export const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

export function requireAuth(auth: Auth | undefined): Auth {
  if (!auth) throw new ServiceUnavailableError('Staff accounts are unavailable: Firebase Auth is not configured');
  return auth;
}

export async function languageNamesOf(languages: LanguagesService): Promise<Map<number, string>> {
  return new Map((await languages.loadCatalog()).all.map((l) => [l.id, l.name]));
}

export function codeOf(err: unknown): string | undefined {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

export async function ignoreMissingUser(p: Promise<unknown>): Promise<void> {
  try {
    await p;
  } catch (err) {
    if (codeOf(err) !== 'auth/user-not-found') throw err;
  }
}
