/**
 * `npm run create-admin -- --email someone@example.com`: makes the first (or another) administrator
 * of a deployed CryptoLekh. See docs/deploy.md for when to run it and scripts/admin-account.ts for
 * what it does. Exit codes: 0 done, 1 the project or credentials refused, 2 bad arguments.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { AdminLoginRequestSchema } from '../functions/src/contract/admin-session.js';
import { PASSWORD_LIMITS } from '../functions/src/contract/staff-api.js';
import { staffPasswordProblem } from '../functions/src/contract/staff-password.js';
import { CreateAdminError, resolveProject } from './admin-project.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const USAGE = `Usage: npm run create-admin -- --email someone@example.com [options]

Creates the Firebase Auth user (or finds the existing one), gives it the custom claim
admin: true and writes its staff document: the owner when the project has none yet, else an
administrator (an existing staff member keeps their role). Safe to run again.

Options:
  --email <address>      the administrator's email (required)
  --password <password>  set this password (at least ${PASSWORD_LIMITS.min} characters, not a common one,
                         not the email or the name; a passphrase of four or more unrelated words
                         is easiest); it stays in your shell history
  --new-password         generate a new password for an existing user, printed once
  --reset-link           print a password-reset link: the administrator opens it and picks a password
  --name <name>          display name of a new user (default "Administrator")
  --project <id|alias>   the Firebase project (default: FIREBASE_PROJECT, else .firebaserc's default)
  --help                 this text

A new user without --password gets a generated password, printed once. An existing user keeps
their password unless --password or --new-password is given.
Credentials: application default credentials (gcloud auth application-default login), or the
Auth emulator named by FIREBASE_AUTH_EMULATOR_HOST.`;

interface Options {
  email: string;
  password?: string;
  newPassword: boolean;
  resetLink: boolean;
  name?: string;
  project?: string;
}

function readOptions(argv: string[]): Options | 'help' {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      strict: true,
      allowPositionals: false,
      options: {
        email: { type: 'string' },
        password: { type: 'string' },
        'new-password': { type: 'boolean', default: false },
        'reset-link': { type: 'boolean', default: false },
        name: { type: 'string' },
        project: { type: 'string' },
        help: { type: 'boolean', default: false },
      },
    }));
  } catch (err) {
    throw new CreateAdminError(`${(err as Error).message}\n\n${USAGE}`, 2);
  }
  if (values.help) return 'help';
  if (values.email === undefined) throw new CreateAdminError(`--email is required.\n\n${USAGE}`, 2);
  // The same rule (trimmed, lower case) the sign-in form and POST /api/admin/login apply.
  const email = AdminLoginRequestSchema.shape.email.safeParse(values.email);
  if (!email.success) throw new CreateAdminError(`'${values.email}' is not a valid email address.`, 2);
  if (values.password !== undefined && values['new-password']) throw new CreateAdminError('Give --password or --new-password, not both.', 2);
  const name = values.name?.trim();
  if (values.name !== undefined && !name) throw new CreateAdminError('--name cannot be blank.', 2);
  // The staff password rule (docs/staff.md#passwords), as for an invitation's accept.
  const weak = values.password === undefined ? null : staffPasswordProblem(values.password, { email: email.data, name: name ?? 'Administrator' });
  if (weak) throw new CreateAdminError(`${weak} (leave --password out to have one generated).`, 2);
  return { email: email.data, password: values.password, newPassword: values['new-password'], resetLink: values['reset-link'], name, project: values.project };
}

async function main(argv: string[]): Promise<void> {
  const options = readOptions(argv);
  if (options === 'help') {
    console.log(USAGE);
    return;
  }
  const projectId = resolveProject(options.project, process.env, ROOT);
  // The Admin SDK is loaded only now: bad arguments are refused without it, at once.
  const { closeApp, ensureAdministrator, ensureStaffDocument, explainFirebaseError, staffDatabase, openAuth } = await import('./admin-account.js');
  const { auth, app, emulator } = await openAuth(projectId, process.env);
  try {
    console.log(`Project: ${projectId}${emulator ? ` (Auth emulator at ${emulator})` : ''}`);
    const result = await ensureAdministrator(auth, options).catch((err: unknown) => {
      throw explainFirebaseError(err, projectId, emulator);
    });
    const who = `${options.email} (uid ${result.uid})`;
    if (result.created) console.log(`Created administrator ${who}.`);
    else if (result.promoted) console.log(`${who} already existed: it is now an administrator.`);
    else console.log(`${who} was already an administrator.`);
    if (!result.password) console.log('Password: unchanged.');
    else if (!result.password.generated) console.log(result.created ? 'Password: the one given.' : 'Password: changed to the one given.');
    else if (result.created && options.resetLink) console.log('Password: none to show; the administrator picks one with the link below.');
    else console.log(`Password (shown once; keep it in a password manager): ${result.password.value}`);
    if (options.resetLink) {
      const link = await auth.generatePasswordResetLink(options.email).catch((err: unknown) => {
        throw explainFirebaseError(err, projectId, emulator);
      });
      console.log(`Password-reset link (send it to the administrator; it expires in an hour):\n${link}`);
    }
    const db = staffDatabase(app, process.env);
    const staff =
      db &&
      (await ensureStaffDocument(db, { uid: result.uid, email: options.email, name: options.name ?? 'Administrator' }).catch((err: unknown) => {
        throw explainFirebaseError(err, projectId, emulator);
      }));
    if (!staff) console.log('Role: given at the first sign-in (the owner if there is none yet, else an administrator): no Firestore emulator is named.');
    else if (staff.created) console.log(`Role: ${staff.role} (staff document created).`);
    else console.log(`Role: ${staff.role} (already on the staff; unchanged).`);
    if (result.disabled) console.warn('Warning: this account is disabled; enable it under Authentication > Users before signing in.');
    if (!result.created && result.promoted) console.log('Sessions opened before now get administrator access when they next refresh their token (within an hour), or by signing in again.');
    if (!emulator) {
      const site = process.env.SITE_URL?.trim().replace(/\/+$/, '') || `https://${projectId}.web.app`;
      console.log(`Sign in at ${site}/admin`);
    }
  } finally {
    await closeApp(app);
  }
}

main(process.argv.slice(2)).then(
  () => process.exit(0),
  async (err: unknown) => {
    const known = err instanceof CreateAdminError ? err : (await import('./admin-account.js')).explainFirebaseError(err, '', process.env.FIREBASE_AUTH_EMULATOR_HOST);
    console.error(`create-admin: ${known.message}`);
    process.exit(known.exitCode);
  },
);
