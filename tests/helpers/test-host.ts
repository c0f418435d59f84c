/**
 * Starts an in-process host on a free port with a fresh DATA_DIR, and a small HTTP client for it. Its
 * database is a new project on the run's Cloud Firestore emulator (shared-firestore-emulator.ts),
 * saved to DATA_DIR only when the test gives one (to start a host on it again).
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startHost, type Host, type HostOptions } from '../../emulators/src/create-host.js';
import { sharedFirestore } from './shared-firestore-emulator.js';

export interface TestHost extends Host {
  dataDir: string;
  get(p: string): Promise<Response>;
  post(p: string, body?: unknown): Promise<Response>;
  stop(): Promise<void>;
}

export async function makeDataDir(): Promise<string> {
  return mkdtemp(path.join(os.tmpdir(), 'cryptolekh-test-'));
}

export async function startTestHost(options: Partial<HostOptions> = {}): Promise<TestHost> {
  const dataDir = options.dataDir ?? (await makeDataDir());
  const firestore = { emulator: sharedFirestore(), durable: options.dataDir !== undefined, triggerRetry: { firstWaitMs: 50 }, ...options.firestore };
  const host = await startHost({ port: 0, auth: false, seed: false, ...options, firestore, dataDir });
  return {
    ...host,
    dataDir,
    get: (p) => fetch(host.url + p),
    post: (p, body) =>
      fetch(host.url + p, {
        method: 'POST',
        ...(body !== undefined && { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
      }),
    async stop() {
      await host.close();
      if (!options.dataDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A host serving a tiny built app (an index.html shell and one asset) and one seed media file,
 * for tests of what the host serves beside the API.
 */
export async function startShellHost(options: Partial<HostOptions> = {}): Promise<TestHost> {
  const webDist = await mkdtemp(path.join(os.tmpdir(), 'cryptolekh-dist-'));
  await writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>app shell</title>');
  await mkdir(path.join(webDist, 'assets'));
  await writeFile(path.join(webDist, 'assets', 'app.js'), 'console.log(1)');
  const host = await startTestHost({ ...options, webDist });
  await mkdir(path.join(host.dataDir, 'media', 'seed'), { recursive: true });
  await writeFile(path.join(host.dataDir, 'media', 'seed', 'pic.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return {
    ...host,
    async stop() {
      await host.stop();
      await rm(webDist, { recursive: true, force: true });
    },
  };
}
