/**
 * Auth emulators shared by the suite's files. Starting one cost 8-11 s of CPU (firebase-tools
 * built its API's validators on start; now 2-3 s, auth-emulator-preload.cjs), and some thirty
 * files need one: started per file, that was about a third of the suite's time on a 2-core
 * machine. The global setup (vitest.config.ts) starts one per worker in the background; a file
 * takes one for itself (a lock directory, so no two files that run at once share one), empties it,
 * and gives it back when its host stops or its process ends. So each file still starts from an
 * emulator with no users, as if it had started its own.
 */
import { readFileSync, rmSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { startAuthEmulator, type AuthEmulator } from '../../emulators/src/auth-emulator.js';
import { PROJECT_ID } from '../../emulators/src/create-host.js';
import { portOutsideEphemeralRange } from '../../emulators/src/free-port.js';
import { VITEST_WORKERS } from './vitest-workers.js';

declare module 'vitest' {
  export interface ProvidedContext {
    sharedAuthEmulators: { dir: string; slots: number } | null;
  }
}

/** One emulator per worker that can run at once (vitest.config.ts's maxWorkers). */
export const SHARED_AUTH_SLOTS = VITEST_WORKERS;

const slotFile = (dir: string, slot: number) => path.join(dir, `slot-${slot}.json`);
const lockDir = (dir: string, slot: number) => path.join(dir, `slot-${slot}.lock`);

/** vitest global setup: starts the emulators without waiting for them (a run without admin files pays nothing in time). */
export default async function setup({ provide }: { provide: (key: 'sharedAuthEmulators', value: { dir: string; slots: number } | null) => void }) {
  if (process.env.SHARED_AUTH_EMULATORS === '0') {
    provide('sharedAuthEmulators', null);
    return;
  }
  const dir = await mkdtemp(path.join(os.tmpdir(), 'cryptolekh-shared-auth-'));
  const started = Array.from({ length: SHARED_AUTH_SLOTS }, (_, slot) =>
    startAuthEmulator({ port: portOutsideEphemeralRange, projectId: PROJECT_ID, dataDir: path.join(dir, `data-${slot}`) }).then(
      async (emulator) => {
        await writeFile(slotFile(dir, slot), JSON.stringify({ host: emulator.host, port: emulator.port }));
        return emulator;
      },
      async (err: unknown) => {
        await writeFile(slotFile(dir, slot), JSON.stringify({ error: String(err) }));
        return undefined;
      },
    ),
  );
  provide('sharedAuthEmulators', { dir, slots: SHARED_AUTH_SLOTS });
  return async () => {
    const emulators = await Promise.all(started);
    await Promise.all(emulators.map((e) => e?.stop()));
    await rm(dir, { recursive: true, force: true });
  };
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Takes a free slot's lock (a lock whose process is gone is taken over). */
async function lockSlot(dir: string, slots: number, deadline: number): Promise<number> {
  for (;;) {
    for (let slot = 0; slot < slots; slot++) {
      try {
        await mkdir(lockDir(dir, slot));
        await writeFile(path.join(lockDir(dir, slot), 'pid'), String(process.pid));
        return slot;
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
        const owner = Number(await readFile(path.join(lockDir(dir, slot), 'pid'), 'utf8').catch(() => 'NaN'));
        // No pid yet: its owner is between mkdir and writeFile; leave it.
        if (Number.isInteger(owner) && !alive(owner)) await rm(lockDir(dir, slot), { recursive: true, force: true });
      }
    }
    if (Date.now() > deadline) throw new Error('No shared Auth emulator came free within two minutes');
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function readySlot(dir: string, slot: number, deadline: number): Promise<{ host: string; port: number }> {
  for (;;) {
    const text = await readFile(slotFile(dir, slot), 'utf8').catch(() => undefined);
    if (text) {
      const slotState = JSON.parse(text) as { host: string; port: number } | { error: string };
      if ('error' in slotState) throw new Error(`The shared Auth emulator did not start: ${slotState.error}`);
      return slotState;
    }
    if (Date.now() > deadline) throw new Error('The shared Auth emulator was not ready within two minutes');
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * A shared emulator for this file alone, with no users, or undefined when the run has none (the
 * caller then starts its own). `release` gives it back; a process that ends without releasing
 * gives it back too.
 */
export async function takeSharedAuthEmulator(): Promise<(AuthEmulator & { release(): Promise<void> }) | undefined> {
  const shared = inject('sharedAuthEmulators');
  if (!shared) return undefined;
  const deadline = Date.now() + 120_000;
  const slot = await lockSlot(shared.dir, shared.slots, deadline);
  const lock = lockDir(shared.dir, slot);
  const releaseOnExit = () => {
    try {
      if (readFileSync(path.join(lock, 'pid'), 'utf8') === String(process.pid)) rmSync(lock, { recursive: true, force: true });
    } catch {
      // already given back
    }
  };
  process.once('exit', releaseOnExit);
  const release = async () => {
    process.removeListener('exit', releaseOnExit);
    await rm(lock, { recursive: true, force: true });
  };
  try {
    const { host, port } = await readySlot(shared.dir, slot, deadline);
    // Every account the previous file made goes: this file sees an emulator as fresh as its own.
    const res = await fetch(`http://${host}:${port}/emulator/v1/projects/${PROJECT_ID}/accounts`, { method: 'DELETE' });
    if (!res.ok) throw new Error(`Emptying the shared Auth emulator failed: ${res.status} ${await res.text()}`);
    return { host, port, stop: release, release };
  } catch (err) {
    await release();
    throw err;
  }
}
