/**
 * What `npm run create-admin` does, apart from reading its arguments: finds the Firebase project,
 * checks that Google credentials are there before anything is sent, and makes an email's Firebase
 * Auth user an administrator (custom claim `admin: true`, what require-admin.ts checks), creating
 * the user when needed. Running it again changes nothing it does not have to.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { applicationDefault, deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth, type UserRecord } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import type { StaffRole } from '../functions/src/contract/staff.js';
import { staffPasswordProblem } from '../functions/src/contract/staff-password.js';
import { StaffRepository } from '../functions/src/data/staff-repository.js';
import { CreateAdminError } from './admin-project.js';

/**
 * 24 characters of base64url: 144 random bits. Drawn again in the (astronomically unlikely) case
 * the staff password rule would refuse it, so a generated password always passes the rule.
 */
export function generatePassword(): string {
  for (;;) {
    const password = randomBytes(18).toString('base64url');
    if (!staffPasswordProblem(password)) return password;
  }
}

/**
 * The Admin SDK's Auth for the project. With FIREBASE_AUTH_EMULATOR_HOST set it talks to that Auth
 * emulator and needs no credentials; otherwise it uses application default credentials. A
 * `demo-` project exists only in emulators, so without an emulator it is refused here rather than
 * failing at Google with a confusing message.
 */
export async function openAuth(projectId: string, env: NodeJS.ProcessEnv): Promise<{ auth: Auth; app: App; emulator: string | undefined }> {
  const emulator = env.FIREBASE_AUTH_EMULATOR_HOST?.trim() || undefined;
  const name = `create-admin-${process.pid}`;
  if (emulator) {
    const app = initializeApp({ projectId }, name);
    return { auth: getAuth(app), app, emulator };
  }
  if (projectId.startsWith('demo-')) {
    throw new CreateAdminError(
      `'${projectId}' is the local demo project, which exists only in the emulators (npm start seeds its administrator itself). Pass --project with your real project id.`,
      2,
    );
  }
  useProjectForQuota(projectId, env);
  const credential = applicationDefault();
  try {
    await credential.getAccessToken();
  } catch (err) {
    throw new CreateAdminError(
      'No usable Google credentials. Run `gcloud auth application-default login` as a user who owns the project ' +
        '(or set GOOGLE_APPLICATION_CREDENTIALS to a service-account key file), then run this again.\n' +
        `  (${firstLine(err)})`,
      1,
    );
  }
  const app = initializeApp({ credential, projectId }, name);
  return { auth: getAuth(app), app, emulator };
}

/**
 * Credentials from `gcloud auth application-default login` are a person's, and Identity Toolkit
 * refuses a person's calls that name no quota project ("requires a quota project"). The Admin SDK
 * sends GOOGLE_CLOUD_QUOTA_PROJECT when set, so for such credentials without one of their own the
 * target project is used: its owner may bill calls to it. A service account is left alone.
 */
function useProjectForQuota(projectId: string, env: NodeJS.ProcessEnv): void {
  if (env.GOOGLE_CLOUD_QUOTA_PROJECT || env.GOOGLE_APPLICATION_CREDENTIALS) return;
  const configDir = env.CLOUDSDK_CONFIG || path.join(os.homedir(), '.config', 'gcloud');
  const file = path.join(configDir, 'application_default_credentials.json');
  try {
    const adc = JSON.parse(readFileSync(file, 'utf8')) as { type?: string; quota_project_id?: string };
    if (adc.type === 'authorized_user' && !adc.quota_project_id) process.env.GOOGLE_CLOUD_QUOTA_PROJECT = projectId;
  } catch {
    // No file (or not readable): getAccessToken() says so next.
  }
}

export interface AdministratorRequest {
  email: string;
  /** Set this password (new or existing user). */
  password?: string;
  /** Generate a new password even for an existing user. */
  newPassword?: boolean;
  /** Display name for a new user. */
  name?: string;
}

export interface AdministratorResult {
  uid: string;
  created: boolean;
  /** The claim was missing and is now set. */
  promoted: boolean;
  /** Set by this run: generated (to be shown once) or the one given. */
  password: { value: string; generated: boolean } | undefined;
  disabled: boolean;
}

/**
 * Creates the user (or finds it) and gives it `admin: true`, keeping any other custom claims. An
 * existing user's password is changed only when asked to; a new user gets the given password or
 * a generated one.
 */
export async function ensureAdministrator(auth: Auth, request: AdministratorRequest): Promise<AdministratorResult> {
  let user: UserRecord | undefined;
  try {
    user = await auth.getUserByEmail(request.email);
  } catch (err) {
    if (codeOf(err) !== 'auth/user-not-found') throw err;
  }
  const wanted = request.password ?? (!user || request.newPassword ? generatePassword() : undefined);
  const password = wanted === undefined ? undefined : { value: wanted, generated: request.password === undefined };
  const created = !user;
  if (!user) {
    user = await auth.createUser({ email: request.email, password: wanted, displayName: request.name ?? 'Administrator', emailVerified: false });
  } else if (wanted !== undefined) {
    user = await auth.updateUser(user.uid, { password: wanted });
  }
  const promoted = user.customClaims?.admin !== true;
  if (promoted) await auth.setCustomUserClaims(user.uid, { ...user.customClaims, admin: true });
  return { uid: user.uid, created, promoted, password, disabled: user.disabled };
}

/** Turns what Firebase answered into a sentence that says what to do. */
export function explainFirebaseError(err: unknown, projectId: string, emulator: string | undefined): CreateAdminError {
  if (err instanceof CreateAdminError) return err;
  const code = codeOf(err);
  const detail = firstLine(err);
  if (emulator && /ECONNREFUSED|fetch failed|connect/i.test(detail + String((err as { cause?: unknown }).cause ?? ''))) {
    return new CreateAdminError(`Cannot reach the Auth emulator at ${emulator} (FIREBASE_AUTH_EMULATOR_HOST). Start it, or unset the variable to act on the real project.`, 1);
  }
  switch (code) {
    case 'auth/invalid-email':
      return new CreateAdminError(`Firebase refused the email: ${detail}`, 2);
    case 'auth/invalid-password':
      return new CreateAdminError(`Firebase refused the password: ${detail}`, 2);
    case 'auth/email-already-exists':
      return new CreateAdminError('Another user took this email while the command ran; run it again.', 1);
    case 'auth/configuration-not-found':
    case 'auth/project-not-found':
      return new CreateAdminError(
        `Firebase Authentication is not set up in project '${projectId}'. In the Firebase console open Authentication, click Get started and enable the Email/Password provider, then run this again.`,
        1,
      );
    case 'auth/operation-not-allowed':
      return new CreateAdminError(`The Email/Password sign-in provider is off in project '${projectId}': enable it under Authentication > Sign-in method.`, 1);
    case 'auth/insufficient-permission':
      return new CreateAdminError(
        `Your credentials may not manage users of project '${projectId}' (${detail}). Sign in with \`gcloud auth application-default login\` as a project Owner or a user with the Firebase Authentication Admin role.`,
        1,
      );
    default:
      if (/PERMISSION_DENIED|403/.test(detail)) {
        return new CreateAdminError(`Google refused the call for project '${projectId}': ${detail}\nCheck that the project id is right and that your account is an Owner of it (or has the Firebase Authentication Admin role).`, 1);
      }
      return new CreateAdminError(`Firebase answered${code ? ` ${code}` : ''}: ${detail}`, 1);
  }
}

export async function closeApp(app: App): Promise<void> {
  await deleteApp(app).catch(() => undefined);
}

function codeOf(err: unknown): string | undefined {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

function firstLine(err: unknown): string {
  const message = err instanceof Error ? err.message : String(err);
  return message.split('\n')[0]!.slice(0, 400);
}

/**
 * The staff document (issue 29) that makes the user a member of the staff: the owner when the
 * project has none yet, else an administrator; an existing document is left as it is (never
 * demoted or promoted).
 */
export async function ensureStaffDocument(db: Firestore, user: { uid: string; email: string; name: string }): Promise<{ role: StaffRole; created: boolean }> {
  const staff = new StaffRepository(db);
  const before = await staff.get(user.uid);
  const doc = before ?? (await staff.enrolAdministrator(user, new Date()));
  return { role: doc.role, created: before === null };
}

/**
 * The project's Firestore, or null when none is reachable: only the Auth emulator is named
 * (FIREBASE_AUTH_EMULATOR_HOST without FIRESTORE_EMULATOR_HOST); the claim then lets the user adopt
 * the same staff document at their first sign-in.
 */
export function staffDatabase(app: App, env: NodeJS.ProcessEnv): Firestore | null {
  if (env.FIREBASE_AUTH_EMULATOR_HOST?.trim() && !env.FIRESTORE_EMULATOR_HOST?.trim()) return null;
  return getFirestore(app);
}
