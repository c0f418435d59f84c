/**
 * The Firebase Auth emulator from firebase-tools (pure Node, works offline), run as a child
 * process. Its users are exported to DATA_DIR on exit and imported on start, and the host seeds
 * the administrator (custom claim admin: true) from ADMIN_EMAIL / ADMIN_PASSWORD. Its pid is recorded
 * in DATA_DIR and a watchdog ends it if the host dies (child-guard.ts): a host killed with kill -9
 * leaves no emulator holding its port.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { once } from 'node:events';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { forgetEmulator, recordEmulator, startWatchdog } from './child-guard.js';
import { portHeldBy, portOutsideEphemeralRange } from './free-port.js';

const require = createRequire(import.meta.url);

export interface AuthEmulator {
  host: string;
  port: number;
  stop(): Promise<void>;
}

/**
 * Ready means both: the port answers, and firebase-tools has said all its emulators are ready. The
 * port answers first: with --import the CLI starts the emulator, then loads the exported users
 * through that very port, and only then says so. A host that seeded its administrator in between
 * found no such user, then was refused creating one ("email already in use": seen once in a
 * quiet fresh-clone run of crash-restart.test.ts).
 */
async function waitUntilReady(url: string, port: number, child: ChildProcess, timeoutMs: number, output: () => string, announced: () => boolean, failed: () => boolean): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    // The CLI exits 250 ms after an uncaught error, and may say all its emulators are ready in between.
    if (child.exitCode !== null || failed()) {
      // Its debug log has the error once it has exited.
      if (child.exitCode === null) await Promise.race([once(child, 'exit'), new Promise((r) => setTimeout(r, 2000))]);
      throw new Error(`The Auth emulator exited early:\n${output()}`);
    }
    let answered = false;
    try {
      // Bounded: whatever holds a taken port may accept and never answer.
      answered = (await fetch(url, { signal: AbortSignal.timeout(2000) })).ok;
    } catch {
      // not listening yet
    }
    if (answered && announced()) {
      // The port answers, but it may be another process's: one that bound it first while this
      // emulator still says it is ready (free-port.ts). Refused as a taken port: the caller picks again.
      if ((await portHeldBy(child.pid!, port)) === false) throw new Error(`Port ${port} is not open: another process bound it first`);
      return;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The Auth emulator did not start within ${timeoutMs} ms:\n${output()}`);
}

/** What firebase-tools prints on an uncaught error, before it exits (its errorOut.js). */
const UNCAUGHT = /An unexpected error has occurred/;

/** What firebase-tools prints once every emulator has started and imported its data. */
const READY_LINE = /All emulators ready/;

/**
 * What firebase-tools says when a port it was given (the emulator's, its hub's or its logging's)
 * is not free, waitUntilReady when another process holds it, and firebase-tools' debug log when
 * a port it had checked free was taken before it bound it (its logging emulator then throws
 * EADDRINUSE uncaught: the CLI prints only "An unexpected error has occurred." and exits).
 */
const PORT_TAKEN = /port taken|Port \d+ is not open|EADDRINUSE/i;

/**
 * The errors firebase-tools wrote to its debug log (firebase-debug.log in its working directory):
 * an uncaught error reaches the terminal only as "An unexpected error has occurred.", its message
 * and stack only the log.
 */
function loggedErrors(workDir: string): string {
  let text: string;
  try {
    text = readFileSync(path.join(workDir, 'firebase-debug.log'), 'utf8');
  } catch {
    return '';
  }
  const errors = text.split('\n').filter((line) => /^\[debug\].*\bError\b/.test(line));
  return errors.length ? `\nfirebase-debug.log says:\n${errors.slice(-5).join('\n')}` : '';
}

/**
 * Starts the emulator. `port` is a number the caller requires, or a function that picks one: a
 * port found free can be taken by another process before the emulator binds it (tests start
 * hosts side by side), so with a picked port a start refused for a taken port (its own, its
 * hub's or its logging port) is tried again on newly picked ones, up to three times. The hub's
 * and logging ports are picked outside the kernel's ephemeral range (free-port.ts), where no
 * outgoing connection takes them in the seconds before firebase-tools binds them.
 */
export async function startAuthEmulator(options: { port: number | (() => Promise<number>); projectId: string; dataDir: string }): Promise<AuthEmulator> {
  const { port } = options;
  if (typeof port === 'number') return startOnce({ ...options, port });
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnce({ ...options, port: await port() });
    } catch (err) {
      if (attempt >= 3 || !PORT_TAKEN.test(String(err))) throw err;
    }
  }
}

async function startOnce(options: { port: number; projectId: string; dataDir: string }): Promise<AuthEmulator> {
  const workDir = await mkdtemp(path.join(os.tmpdir(), 'cryptolekh-auth-'));
  await writeFile(
    path.join(workDir, 'firebase.json'),
    // The hub and logging ports are chosen here too: left to firebase-tools, two emulators starting
    // together both take the logging port 4500, and the loser exits after claiming to be ready.
    JSON.stringify({
      emulators: {
        auth: { host: '127.0.0.1', port: options.port },
        hub: { host: '127.0.0.1', port: await portOutsideEphemeralRange() },
        logging: { host: '127.0.0.1', port: await portOutsideEphemeralRange() },
        ui: { enabled: false },
        singleProjectMode: true,
      },
    }),
  );
  const exportDir = path.join(options.dataDir, 'auth');
  await mkdir(options.dataDir, { recursive: true });
  // The preload makes the emulator compile its request validators when first used, not all at start (auth-emulator-preload.cjs).
  const preload = fileURLToPath(new URL('./auth-emulator-preload.cjs', import.meta.url));
  const args = ['--require', preload, require.resolve('firebase-tools/lib/bin/firebase.js'), 'emulators:start', '--only', 'auth', '--project', options.projectId];
  if (existsSync(path.join(exportDir, 'firebase-export-metadata.json'))) args.push('--import', exportDir);
  args.push('--export-on-exit', exportDir);

  let log = '';
  const child = spawn(process.execPath, args, {
    cwd: workDir,
    env: { ...process.env, FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true', CI: 'true' },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group: a Ctrl-C in the terminal reaches only the host, which stops the
    // emulator with one SIGINT so it exports its users (a second SIGINT makes it skip that).
    detached: true,
  });
  const pid = child.pid!;
  // A host killed with kill -9 cannot remove the emulator's working directory: its watchdog does.
  const watchdog = startWatchdog(pid, workDir);
  recordEmulator(options.dataDir, { pid, port: options.port, watchdogPid: watchdog.pid, workDir });
  // The host exiting any way it still runs code (an uncaught error, process.exit) takes the
  // emulator's whole group with it; a kill -9 is the watchdog's and the next start's job.
  const killOnExit = () => {
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      // already gone
    }
  };
  process.once('exit', killOnExit);
  let announced = false;
  const collect = (chunk: Buffer) => {
    const text = chunk.toString();
    if (!announced && READY_LINE.test(log.slice(-100) + text)) announced = true;
    log = (log + text).slice(-8000);
  };
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);

  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill('SIGINT');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    }
    process.removeListener('exit', killOnExit);
    watchdog.dismiss();
    forgetEmulator(options.dataDir);
    await rm(workDir, { recursive: true, force: true });
  };

  try {
    await waitUntilReady(`http://127.0.0.1:${options.port}/`, options.port, child, 90_000, () => log + loggedErrors(workDir), () => announced, () => UNCAUGHT.test(log));
  } catch (err) {
    await stop();
    throw err;
  }
  return { host: '127.0.0.1', port: options.port, stop };
}

/**
 * The Admin SDK's Auth for the emulator (FIREBASE_AUTH_EMULATOR_HOST must be set): the host seeds
 * users with it and hands it to the services, which check administrator tokens with it.
 */
export function emulatorAdminAuth(projectId: string): Auth {
  // One app per emulator: the SDK reads FIREBASE_AUTH_EMULATOR_HOST once, when its Auth is made,
  // so a second host in this process (tests run several) would otherwise seed the first's emulator.
  const name = `host-admin ${process.env.FIREBASE_AUTH_EMULATOR_HOST ?? ''}`;
  const app = getApps().find((a) => a.name === name) ?? initializeApp({ projectId }, name);
  return getAuth(app);
}

export interface SeededAdministrator {
  uid: string;
  email: string;
  name: string;
}

/**
 * Makes sure the administrator exists with the admin claim (idempotent); the host then writes their
 * staff document (the owner). The claim stays as the console's hint and for older data dirs.
 */
export async function seedAdministrator(options: { projectId: string; email: string; password: string }): Promise<SeededAdministrator> {
  const auth = emulatorAdminAuth(options.projectId);
  let uid: string;
  try {
    const user = await auth.getUserByEmail(options.email);
    uid = user.uid;
    await auth.updateUser(uid, { password: options.password });
  } catch (err) {
    if ((err as { code?: string }).code !== 'auth/user-not-found') throw err;
    uid = (await auth.createUser({ email: options.email, password: options.password, displayName: 'Administrator' })).uid;
  }
  await auth.setCustomUserClaims(uid, { admin: true });
  return { uid, email: options.email.toLowerCase(), name: 'Administrator' };
}
