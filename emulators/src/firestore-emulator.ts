/**
 * Google's Cloud Firestore emulator, run directly (firebase-tools' `emulators:start` wants Java 21;
 * the emulator itself runs on Java 17). Where it comes from, in this order:
 *  1. FIRESTORE_EMULATOR_BINARY_PATH: its jar or its launcher (the variable firebase-tools reads too);
 *  2. the Debian package google-cloud-cli-firestore-emulator (/usr/lib/google-cloud-sdk/...);
 *  3. firebase-tools' download (`firebase setup:emulators:firestore`) in FIREBASE_EMULATORS_PATH or
 *     ~/.cache/firebase/emulators.
 * Without it, or without Java 17 or later, the host stops with one message saying what to install
 * (FirestoreEmulatorUnavailable), never a stack trace.
 *
 * The emulator runs in its own process group (a Ctrl-C in the terminal reaches only the host, which
 * saves and stops it), with a pid file in DATA_DIR and a watchdog (firestore-watchdog.mjs) that saves
 * the database and ends the group when the host dies any other way, kill -9 included.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { portOutsideEphemeralRange } from './free-port.js';
import { isAlive, killGroup, waitUntil } from './processes.js';

export const BINARY_PATH_ENV = 'FIRESTORE_EMULATOR_BINARY_PATH';
const DEBIAN_JAR = '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';
const MAIN_CLASS = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore';
const PID_FILE = 'firestore-emulator.pid.json';
const WATCHDOG = fileURLToPath(new URL('./firestore-watchdog.mjs', import.meta.url));
const PROJECT_RULES = fileURLToPath(new URL('../../firestore.rules', import.meta.url));

const INSTALL_HELP = [
  "Google's Cloud Firestore emulator and Java 17 or later run the local database. Install them with one of:",
  '  - Debian/Ubuntu: apt-get install google-cloud-cli-firestore-emulator openjdk-17-jre-headless',
  '    (the google-cloud-cli package repository: https://cloud.google.com/sdk/docs/install#deb)',
  '  - any system with Java 17+: npx firebase setup:emulators:firestore (downloads the jar to ~/.cache/firebase/emulators)',
  `  - or set ${BINARY_PATH_ENV} to the emulator's jar or launcher.`,
].join('\n');

/** The emulator or Java is missing: the message says what to install. */
export class FirestoreEmulatorUnavailable extends Error {
  constructor(problem: string) {
    super(`${problem}\n${INSTALL_HELP}`);
    this.name = 'FirestoreEmulatorUnavailable';
  }
}

export interface EmulatorBinary {
  kind: 'jar' | 'launcher';
  path: string;
}

/** Where the emulator is (see the module header for the order). */
export function findFirestoreEmulator(env: NodeJS.ProcessEnv = process.env, debianJar = DEBIAN_JAR): EmulatorBinary {
  const named = env[BINARY_PATH_ENV]?.trim();
  if (named) {
    if (!fs.existsSync(named)) throw new FirestoreEmulatorUnavailable(`${BINARY_PATH_ENV} names ${named}, which does not exist.`);
    return { kind: named.endsWith('.jar') ? 'jar' : 'launcher', path: named };
  }
  if (fs.existsSync(debianJar)) return { kind: 'jar', path: debianJar };
  const cache = env.FIREBASE_EMULATORS_PATH || path.join(env.HOME || os.homedir(), '.cache', 'firebase', 'emulators');
  const downloaded = (fs.existsSync(cache) ? fs.readdirSync(cache) : [])
    .map((name) => ({ name, version: /^cloud-firestore-emulator-v(\d+)\.(\d+)\.(\d+)\.jar$/.exec(name) }))
    .filter((f) => f.version)
    .sort((a, b) => compareVersions(b.version!, a.version!));
  if (downloaded[0]) return { kind: 'jar', path: path.join(cache, downloaded[0].name) };
  throw new FirestoreEmulatorUnavailable("Google's Cloud Firestore emulator was not found.");
}

function compareVersions(a: RegExpExecArray, b: RegExpExecArray): number {
  for (let i = 1; i <= 3; i++) if (Number(a[i]) !== Number(b[i])) return Number(a[i]) - Number(b[i]);
  return 0;
}

/** The Java to run it with (JAVA, then JAVA_HOME, then `java` on the PATH), checked to be 17 or later. */
export function findJava(env: NodeJS.ProcessEnv = process.env): string {
  const java = env.JAVA || (env.JAVA_HOME ? path.join(env.JAVA_HOME, 'bin', 'java') : 'java');
  const probe = spawnSync(java, ['-version'], { encoding: 'utf8' });
  if (probe.error || probe.status !== 0) throw new FirestoreEmulatorUnavailable(`Java was not found (${java}).`);
  const major = javaMajorVersion(`${probe.stderr}${probe.stdout}`);
  if (major === undefined) throw new FirestoreEmulatorUnavailable(`${java} -version did not say which Java it is.`);
  if (major < 17) throw new FirestoreEmulatorUnavailable(`${java} is Java ${major}; the emulator needs Java 17 or later.`);
  return java;
}

/** `openjdk version "17.0.15"` -> 17; `java version "1.8.0_392"` -> 8. */
export function javaMajorVersion(versionOutput: string): number | undefined {
  const m = /version "(\d+)(?:\.(\d+))?/.exec(versionOutput);
  if (!m) return undefined;
  const first = Number(m[1]);
  return first === 1 && m[2] ? Number(m[2]) : first;
}

export interface FirestoreEmulator {
  host: string;
  port: number;
  /** Ends the emulator (its process group); the database in it is gone. */
  stop(): Promise<void>;
}

export interface StartOptions {
  /** Required port, or undefined for a free one. */
  port?: number;
  /** host:port the emulator sends trigger events to (its --functions_emulator). */
  functionsEmulator?: string;
  /**
   * The security rules the emulator enforces on client SDKs (the Admin SDK bypasses them): the
   * project's firestore.rules unless another file is named, as production has them deployed.
   */
  rules?: string;
  /**
   * DATA_DIR: a pid file there lets the next host end an emulator this one left (killed before it
   * could), and `save` makes the watchdog export that project there when the host dies.
   */
  guard?: { dataDir: string; save?: { projectId: string } };
  log?: (line: string) => void;
  env?: NodeJS.ProcessEnv;
  /**
   * 'quick' (the default: the local host and the tests) compiles the emulator's Java with the JVM's
   * first compiler only: the tests' emulators spent 40% less CPU so (docs/testing.md), and a local
   * site's database never runs long enough to gain from the optimising one. 'full' keeps the JVM's
   * default, for the bench's sustained load.
   */
  jit?: 'quick' | 'full';
}

interface PidRecord {
  pid: number;
  port: number;
  watchdogPid: number;
}

/** A system property naming DATA_DIR on the emulator's command line: whose emulator it is, for anyone looking. */
export const DATA_DIR_PROPERTY = 'cryptolekh.dataDir';

function dataDirMark(options: StartOptions): string[] {
  return options.guard ? [`-D${DATA_DIR_PROPERTY}=${path.resolve(options.guard.dataDir)}`] : [];
}

function isFirestoreEmulator(pid: number): boolean {
  try {
    const cmdline = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    return cmdline.includes(MAIN_CLASS) || cmdline.includes('cloud_firestore_emulator');
  } catch {
    return false;
  }
}

/** Pids of running emulators started for this DATA_DIR (Linux: read from /proc; elsewhere none). */
export function emulatorsOf(dataDir: string): number[] {
  const mark = `-D${DATA_DIR_PROPERTY}=${path.resolve(dataDir)}\0`;
  const pids: number[] = [];
  for (const name of fs.existsSync('/proc') ? fs.readdirSync('/proc') : []) {
    if (!/^\d+$/.test(name)) continue;
    try {
      if (`${fs.readFileSync(`/proc/${name}/cmdline`, 'utf8')}`.includes(mark)) pids.push(Number(name));
    } catch {
      // gone
    }
  }
  return pids;
}

/**
 * An emulator a previous host on this DATA_DIR left behind: its watchdog is saving it and will end
 * it; wait for that (a minute at most), then end whatever is still there.
 */
export async function endOrphanedFirestoreEmulator(dataDir: string, log: (line: string) => void): Promise<void> {
  const file = path.join(dataDir, PID_FILE);
  let record: PidRecord;
  try {
    record = JSON.parse(fs.readFileSync(file, 'utf8')) as PidRecord;
  } catch {
    return;
  }
  if (isAlive(record.pid) && isFirestoreEmulator(record.pid)) {
    log(`Waiting for the Firestore emulator (pid ${record.pid}) a host that did not stop cleanly left to be saved and stopped`);
    await waitUntil(() => !isAlive(record.watchdogPid) || !isAlive(record.pid), 60_000);
    if (isAlive(record.pid)) {
      killGroup(record.pid, 'SIGTERM');
      if (!(await waitUntil(() => !isAlive(record.pid), 5000))) killGroup(record.pid, 'SIGKILL');
      await waitUntil(() => !isAlive(record.pid), 2000);
    }
  }
  fs.rmSync(file, { force: true });
}

const READY = /Dev App Server is now running/;
const PORT_TAKEN = /Address already in use|BindException/i;

/** Starts the emulator; resolves once it answers. Its port is picked below the ephemeral range (the JVM binds it seconds later); one taken before it bound is retried. */
export async function startFirestoreEmulator(options: StartOptions = {}): Promise<FirestoreEmulator> {
  const binary = findFirestoreEmulator(options.env);
  const java = binary.kind === 'jar' ? findJava(options.env) : undefined;
  for (let attempt = 1; ; attempt++) {
    const port = options.port ?? (await portOutsideEphemeralRange());
    try {
      return await startOnce(binary, java, port, options);
    } catch (err) {
      if (options.port !== undefined || attempt >= 3 || !PORT_TAKEN.test(String(err))) throw err;
    }
  }
}

async function startOnce(binary: EmulatorBinary, java: string | undefined, port: number, options: StartOptions): Promise<FirestoreEmulator> {
  const args = ['start', '--host=127.0.0.1', `--port=${port}`];
  if (options.functionsEmulator) args.push(`--functions_emulator=${options.functionsEmulator}`);
  args.push(`--rules=${options.rules ?? PROJECT_RULES}`);
  const command =
    binary.kind === 'jar'
      ? // English messages (as the launcher sets), and a small JVM: the database of a local site is small.
        { file: java!, args: ['-Duser.language=en', '-XX:+UseSerialGC', ...(options.jit === 'full' ? [] : ['-XX:TieredStopAtLevel=1']), ...dataDirMark(options), '-cp', binary.path, MAIN_CLASS, ...args] }
      : { file: binary.path, args };
  const child: ChildProcess = spawn(command.file, command.args, {
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group: a Ctrl-C in the terminal reaches only the host, which saves, then stops it.
    detached: true,
    env: { ...(options.env ?? process.env) },
  });
  const pid = child.pid!;
  let output = '';
  let ready = false;
  const collect = (chunk: Buffer) => {
    const text = chunk.toString();
    if (!ready && READY.test(output.slice(-200) + text)) ready = true;
    output = (output + text).slice(-8000);
  };
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  child.unref();
  (child.stdout as unknown as { unref?(): void }).unref?.();
  (child.stderr as unknown as { unref?(): void }).unref?.();

  const save = options.guard?.save && { host: '127.0.0.1', port, projectId: options.guard.save.projectId, dataDir: options.guard.dataDir };
  const dog = spawn(process.execPath, [WATCHDOG, String(pid), ...(save ? [JSON.stringify(save)] : [])], { stdio: ['pipe', 'ignore', 'inherit'], detached: true });
  dog.unref();
  (dog.stdin as unknown as { unref?(): void }).unref?.();
  if (options.guard) fs.writeFileSync(path.join(options.guard.dataDir, PID_FILE), JSON.stringify({ pid, port, watchdogPid: dog.pid! } satisfies PidRecord));
  // The host exiting any way it still runs code (process.exit, an uncaught error) takes the group
  // with it at once; a kill -9 is the watchdog's to handle.
  const killOnExit = () => killGroup(pid, 'SIGKILL');
  process.once('exit', killOnExit);

  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      killGroup(pid, 'SIGTERM');
      const timer = setTimeout(() => killGroup(pid, 'SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    }
    process.removeListener('exit', killOnExit);
    dog.kill('SIGKILL');
    if (options.guard) fs.rmSync(path.join(options.guard.dataDir, PID_FILE), { force: true });
  };

  const deadline = Date.now() + 60_000;
  try {
    for (;;) {
      if (child.exitCode !== null || child.signalCode !== null) throw new Error(`The Firestore emulator exited early:\n${output}`);
      if (ready) break;
      if (Date.now() > deadline) throw new Error(`The Firestore emulator did not start within 60 s:\n${output}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  } catch (err) {
    await stop();
    throw err;
  }
  options.log?.(`Cloud Firestore emulator (${binary.path}) on 127.0.0.1:${port}`);
  return { host: '127.0.0.1', port, stop };
}
