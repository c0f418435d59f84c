/**
 * `npm run create-admin` against a local Auth emulator (firebase-admin honours
 * FIREBASE_AUTH_EMULATOR_HOST), run as an operator runs it: a child process. The administrator it
 * makes must sign in through the admin API; running it again must change nothing; bad input and
 * missing credentials must fail with a sentence that says what to do.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAdminHost, type AdminTestHost } from '../helpers/admin-host.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs the script with `env` on top of a clean environment: no inherited emulator or credentials. */
function createAdmin(args: string[], env: Record<string, string>): Promise<Run> {
  const base = Object.fromEntries(
    Object.entries(process.env).filter(([k]) => !/^(FIREBASE_|GOOGLE_|GCLOUD_|CLOUDSDK_)/.test(k)),
  ) as Record<string, string>;
  return new Promise((resolve) => {
    execFile(process.execPath, ['--import', 'tsx', 'scripts/create-admin.ts', ...args], { cwd: ROOT, env: { ...base, ...env }, timeout: 60_000 }, (err, stdout, stderr) => {
      const code = err ? ((err as { code?: unknown }).code as number) : 0;
      resolve({ code: typeof code === 'number' ? code : -1, stdout, stderr });
    });
  });
}

describe('npm run create-admin', () => {
  let host: AdminTestHost;
  let emulatorEnv: Record<string, string>;
  const email = 'ops@example.com';
  let firstPassword = '';

  beforeAll(async () => {
    host = await startAdminHost({ seed: false });
    emulatorEnv = { FIREBASE_AUTH_EMULATOR_HOST: `${host.auth!.host}:${host.auth!.port}` };
  });
  afterAll(async () => {
    await host?.stop();
  });

  const login = (password: string, who = email) => host.call('POST', '/api/admin/login', { body: { email: who, password } });

  it('creates the administrator with a generated password, printed once, that signs in to the admin API', async () => {
    const run = await createAdmin(['--email', ' Ops@Example.com ', '--project', 'demo-cryptolekh'], emulatorEnv);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Created administrator ops@example.com');
    const password = /Password \(shown once[^)]*\): (\S+)/.exec(run.stdout)?.[1];
    expect(password).toMatch(/^[A-Za-z0-9_-]{24}$/);
    firstPassword = password!;

    const user = await host.adminAuth!.getUserByEmail(email);
    expect(user.customClaims).toEqual({ admin: true });
    const session = await login(password!);
    expect(session.status).toBe(200);
    const me = await host.call('GET', '/api/admin/me', { token: session.body.token });
    expect(me.status).toBe(200);
    // The host's seeded administrator is the owner: this one is an administrator (issue 29).
    expect(me.body).toMatchObject({ uid: user.uid, email, role: 'administrator', languageIds: '*' });
    expect(run.stdout).toContain('Role: given at the first sign-in');
  });

  it("writes the staff document where Firestore is reachable: the owner when there is none, else an administrator, never changing one", async () => {
    const { ensureStaffDocument } = await import('../../scripts/admin-account.js');
    const db = host.firestore.db;
    const staff = host.services.repos.staff;
    // Another administrator made while the owner exists.
    expect(await ensureStaffDocument(db, { uid: 'second-admin', email: 'second@example.com', name: 'Second' })).toEqual({ role: 'administrator', created: true });
    // The seeded owner stays the owner.
    expect(await ensureStaffDocument(db, { uid: host.adminUid, email: 'admin@test.local', name: 'Administrator' })).toEqual({ role: 'owner', created: false });
    // A project without an owner yet (the staff document removed for this check): the next one is the owner.
    await db.collection('staff').doc(host.adminUid).delete();
    expect(await ensureStaffDocument(db, { uid: 'first-owner', email: 'first@example.com', name: 'First' })).toEqual({ role: 'owner', created: true });
    expect((await staff.get('first-owner'))?.role).toBe('owner');
    expect((await staff.findOwner())?.uid).toBe('first-owner');
  });

  it('running it again changes nothing: same user, claim kept, password unchanged', async () => {
    const before = await host.adminAuth!.getUserByEmail(email);
    const run = await createAdmin(['--email', email, '--project', 'demo-cryptolekh'], emulatorEnv);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('was already an administrator');
    expect(run.stdout).toContain('Password: unchanged.');
    expect(run.stdout).not.toMatch(/shown once/);
    const after = await host.adminAuth!.getUserByEmail(email);
    expect(after.uid).toBe(before.uid);
    expect(after.customClaims).toEqual({ admin: true });
    expect((await login(firstPassword)).status).toBe(200);
  });

  it('promotes an existing user, keeping its other claims, and sets the password it is given', async () => {
    const reader = await host.adminAuth!.createUser({ email: 'editor@example.com', password: 'old-password-1' });
    await host.adminAuth!.setCustomUserClaims(reader.uid, { team: 'news' });
    expect((await login('old-password-1', 'editor@example.com')).status).toBe(403);

    const run = await createAdmin(['--email', 'editor@example.com', '--password', 'a-long-new-password', '--project', 'demo-cryptolekh'], emulatorEnv);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('it is now an administrator');
    expect((await host.adminAuth!.getUser(reader.uid)).customClaims).toEqual({ team: 'news', admin: true });
    expect((await login('old-password-1', 'editor@example.com')).status).toBe(401);
    expect((await login('a-long-new-password', 'editor@example.com')).status).toBe(200);
  });

  it('with --reset-link prints a password-reset link and no password', async () => {
    const run = await createAdmin(['--email', 'invitee@example.com', '--reset-link', '--project', 'demo-cryptolekh'], emulatorEnv);
    expect(run.code).toBe(0);
    expect(run.stdout).not.toMatch(/shown once/);
    expect(run.stdout).toMatch(/Password-reset link[^\n]*\nhttps?:\/\/\S*oobCode=/);
    expect((await host.adminAuth!.getUserByEmail('invitee@example.com')).customClaims).toEqual({ admin: true });
  });

  it('refuses bad input with exit code 2 and a sentence saying what is wrong, creating nothing', async () => {
    const cases: [string[], RegExp][] = [
      [['--email', 'not-an-email'], /'not-an-email' is not a valid email address/],
      [[], /--email is required/],
      // The staff password rule (docs/staff.md#passwords), as for an invitation's accept.
      [['--email', email, '--password', 'short'], /Password must be at least 15 characters \(this one has 5\)/],
      [['--email', email, '--password', 'Password!2345678'], /most common and breached passwords/],
      [['--email', email, '--password', email], /must not be your email address/],
      [['--email', email, '--name', 'Kamala Venkataraman', '--password', 'Venkataraman 2026!'], /must not be your name/],
      [['--email', email, '--password', 'long-enough-pass', '--new-password'], /not both/],
      [['--email', email, '--bogus'], /Unknown option '--bogus'/],
      [['--email', email, '--project', 'Not_A_Project'], /not a Firebase project id/],
    ];
    for (const [args, message] of cases) {
      const run = await createAdmin([...args, ...(args.includes('--project') ? [] : ['--project', 'demo-cryptolekh'])], emulatorEnv);
      expect(run.code, args.join(' ')).toBe(2);
      expect(run.stderr).toMatch(message);
      expect(run.stdout).toBe('');
    }
    await expect(host.adminAuth!.getUserByEmail('not-an-email')).rejects.toMatchObject({ code: 'auth/invalid-email' });
    // Nine runs of the script, one after another, each loading firebase-admin.
  }, 120_000);

  it('without an emulator or Google credentials it says how to get them (exit code 1)', async () => {
    const empty = await mkdtemp(path.join(os.tmpdir(), 'create-admin-home-'));
    try {
      // No gcloud configuration, no key file, and no metadata server to ask.
      const run = await createAdmin(['--email', email, '--project', 'cryptolekh-prod'], { HOME: empty, CLOUDSDK_CONFIG: empty, METADATA_SERVER_DETECTION: 'none' });
      expect(run.code).toBe(1);
      expect(run.stderr).toContain('gcloud auth application-default login');
      expect(run.stdout).toBe('');
    } finally {
      await rm(empty, { recursive: true, force: true });
    }
  });

  it('refuses the demo project without an emulator, since it exists only locally', async () => {
    const run = await createAdmin(['--email', email], {});
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/'demo-cryptolekh' is the local demo project/);
  });

  it('says so when the emulator it was pointed at is not running', async () => {
    const run = await createAdmin(['--email', email, '--project', 'demo-cryptolekh'], { FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:1' });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('Cannot reach the Auth emulator at 127.0.0.1:1');
  });
});
