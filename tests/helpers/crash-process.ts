/**
 * Running the host as a separate process (tests/helpers/crash-host.ts) that a test can kill -9 and
 * start again on the same DATA_DIR, and the HTTP calls such tests make to it. Every process and
 * orphaned Auth emulator started here is ended by `endAll`; `endAllAndRemove` (call it in
 * afterAll) also waits for the killed hosts' emulators to be saved and gone before DATA_DIR goes
 * (their watchdogs write their last export into it: removing it under them failed with ENOTEMPTY).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rm } from 'node:fs/promises';
import { PID_FILE, type EmulatorRecord } from '../../emulators/src/child-guard.js';
import { isAlive } from '../../emulators/src/processes.js';
import { emulatorsOf } from '../../emulators/src/firestore-emulator.js';
import type { HostOptions } from '../../emulators/src/create-host.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const started: ChildProcess[] = [];
const strays: number[] = [];

export interface Running {
  child: ChildProcess;
  url: string;
  emulator: EmulatorRecord;
  /** The host's log lines so far (its stderr). */
  log(): string;
}

export async function startHostProcess(dataDir: string, port: number, authPort: number, options: Partial<HostOptions> = {}): Promise<Running> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'tests/helpers/crash-host.ts')], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), AUTH_EMULATOR_PORT: String(authPort), FIREBASE_AUTH_EMULATOR_HOST: '', HOST_OPTIONS: JSON.stringify(options) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  let err = '';
  child.stderr!.on('data', (c: Buffer) => (err = (err + c.toString()).slice(-20_000)));
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (c: Buffer) => {
      out += c.toString();
      const m = /\{"ready":"([^"]+)"\}/.exec(out);
      if (m) resolve(m[1]!);
    });
    child.once('exit', (code) => reject(new Error(`host exited (${code}) before it was ready:\n${err}`)));
  });
  const emulator = JSON.parse(fs.readFileSync(path.join(dataDir, PID_FILE), 'utf8')) as EmulatorRecord;
  strays.push(emulator.pid);
  return { child, url, emulator, log: () => err };
}

export async function killHard(child: ChildProcess): Promise<void> {
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGKILL');
  await exited;
}

export async function until(check: () => boolean | Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms: ${check.toString()}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

export async function call(url: string, method: string, p: string, body?: unknown, token?: string) {
  const res = await fetch(url + p, {
    method,
    headers: { ...(body !== undefined && { 'content-type': 'application/json' }), ...(token && { authorization: `Bearer ${token}` }) },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: res.status, body: (text ? JSON.parse(text) : undefined) as any };
}

/** Kills every host process started here and the Auth emulators they may have orphaned. */
/** Ends every host, then removes DATA_DIR once no emulator of it runs (its watchdogs save it first). */
export async function endAllAndRemove(dataDir: string | undefined): Promise<void> {
  endAll();
  if (!dataDir) return;
  const authAlive = () => {
    try {
      return isAlive((JSON.parse(fs.readFileSync(path.join(dataDir, PID_FILE), 'utf8')) as EmulatorRecord).pid);
    } catch {
      return false; // no record: none left
    }
  };
  await until(() => emulatorsOf(dataDir).length === 0 && !authAlive(), 30_000);
  await rm(dataDir, { recursive: true, force: true, maxRetries: 5 });
}

export function endAll(): void {
  for (const c of started) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  for (const pid of strays) {
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      // gone
    }
  }
}
