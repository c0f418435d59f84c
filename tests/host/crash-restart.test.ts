/**
 * The local host loses nothing when it is killed: every write it acknowledged before a kill -9 is
 * there after a restart on the same DATA_DIR, and the restart works although the killed host's
 * Auth emulator was left running (its watchdog killed too), ending that orphan. A host killed
 * while its watchdog lives takes its emulator with it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { PID_FILE, isAlive, type EmulatorRecord } from '../../emulators/src/child-guard.js';
import { freePort } from '../../emulators/src/free-port.js';
import { ADMIN } from '../helpers/admin-host.js';
import { makeDataDir } from '../helpers/test-host.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const started: ChildProcess[] = [];
const strays: number[] = [];
let dataDir: string;

interface Running {
  child: ChildProcess;
  url: string;
  emulator: EmulatorRecord;
}

async function startHostProcess(port: number, authPort: number): Promise<Running> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'tests/helpers/crash-host.ts')], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), AUTH_EMULATOR_PORT: String(authPort), FIREBASE_AUTH_EMULATOR_HOST: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  let err = '';
  child.stderr!.on('data', (c: Buffer) => (err = (err + c.toString()).slice(-4000)));
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
  return { child, url, emulator };
}

async function killHard(child: ChildProcess): Promise<void> {
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGKILL');
  await exited;
}

async function until(check: () => boolean | Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms: ${check.toString()}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function call(url: string, method: string, p: string, body?: unknown, token?: string) {
  const res = await fetch(url + p, {
    method,
    headers: { ...(body !== undefined && { 'content-type': 'application/json' }), ...(token && { authorization: `Bearer ${token}` }) },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined };
}

afterAll(async () => {
  for (const c of started) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  for (const pid of strays) {
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      // gone
    }
  }
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('a host killed with kill -9', () => {
  it('keeps every acknowledged write and restarts although its Auth emulator was orphaned', async () => {
    dataDir = await makeDataDir();
    const port = await freePort();
    const authPort = await freePort();
    const first = await startHostProcess(port, authPort);

    const login = await call(first.url, 'POST', '/api/admin/login', ADMIN);
    expect(login.status).toBe(200);
    const token = login.body.token as string;
    const lang = await call(first.url, 'POST', '/api/admin/languages', { code: 'en', name: 'English', nativeName: 'English' }, token);
    expect(lang.status, JSON.stringify(lang.body)).toBe(201);
    const created = await call(
      first.url,
      'POST',
      '/api/admin/articles',
      {
        article: { slug: 'survives-kill', category: 'education', status: 'published' },
        translation: { languageId: lang.body.id, title: 'Survives a kill', content: '<p>b</p>', excerpt: 'e' },
      },
      token,
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.id as number;

    // 50 views, ten at a time; the host is killed the moment the last one is answered.
    for (let round = 0; round < 5; round++) {
      const answers = await Promise.all(Array.from({ length: 10 }, () => call(first.url, 'POST', `/api/articles/${id}/view`)));
      for (const a of answers) expect(a.status).toBe(200);
    }
    // The worst case: the watchdog dies with the host, so the emulator is orphaned.
    process.kill(first.emulator.watchdogPid!, 'SIGKILL');
    await killHard(first.child);
    expect(isAlive(first.emulator.pid)).toBe(true);

    const second = await startHostProcess(port, authPort);
    expect(isAlive(first.emulator.pid)).toBe(false);
    expect(second.emulator.pid).not.toBe(first.emulator.pid);
    const article = await call(second.url, 'GET', '/api/articles/survives-kill?language=en');
    expect(article.status).toBe(200);
    expect(article.body).toMatchObject({ id, title: 'Survives a kill', views: 50 });
    // The new emulator works: the administrator can sign in again.
    expect((await call(second.url, 'POST', '/api/admin/login', ADMIN)).status).toBe(200);

    // Killed while its watchdog lives: the emulator goes with it, without waiting for a restart.
    await killHard(second.child);
    await until(() => !isAlive(second.emulator.pid));
    await until(() => !isAlive(second.emulator.watchdogPid!));
  }, 150_000); // two Auth emulator starts: ~20 s idle, far more on a loaded machine
});
