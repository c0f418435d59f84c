/**
 * The servers the bench measures run in processes of their own, so the load generator (autocannon,
 * in the bench process) never shares an event loop with what it measures. A child reports
 * `{type: 'ready', url}` over IPC once it listens and exits cleanly on SIGTERM.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

/** Children started and not yet stopped, ready or not: stopChildren() ends them all (Ctrl-C, the end of the run). */
const live = new Set<() => Promise<void>>();

export async function stopChildren(): Promise<void> {
  await Promise.all([...live].map((stop) => stop()));
}

export interface ChildServer {
  /** http://127.0.0.1:PORT (an address, not `localhost`, so no client tries ::1 first). */
  url: string;
  pid: number;
  /** Resident memory now and at its peak, from /proc (null where there is no /proc). */
  memory(): { rssMiB: number; peakMiB: number } | null;
  stop(): Promise<void>;
}

export interface HostProcessOptions {
  /** Seed the demo content when the data directory is empty (default true). */
  seed?: boolean;
  /** A data directory to use and keep; by default a new temporary one, removed when the host stops. */
  dataDir?: string;
  /** Extra environment for the host (for example SEED_ARTICLES). */
  env?: Record<string, string>;
  /**
   * A module (absolute path) whose default export runs in the host process with the started host
   * (`(host: Host) => Promise<void>`, Host from emulators/src/create-host.ts) before it reports
   * ready: data a section needs that the public API cannot make.
   */
  setup?: string;
  /** How long to wait for it to listen (default 300 s: seeding a large data set takes a while). */
  startTimeoutMs?: number;
}

/** What bench/host-process.ts reads from BENCH_HOST_OPTIONS. */
export interface HostProcessConfig {
  dataDir: string;
  seed: boolean;
  setup?: string;
}

/** The local host (emulators/src/create-host.ts) in a process of its own. */
export async function startHostProcess(options: HostProcessOptions = {}): Promise<ChildServer> {
  const ownDir = options.dataDir ? undefined : await mkdtemp(path.join(os.tmpdir(), 'cryptolekh-bench-'));
  const config: HostProcessConfig = { dataDir: options.dataDir ?? ownDir!, seed: options.seed ?? true, setup: options.setup };
  try {
    return await startChild(path.join(here, 'host-process.ts'), {
      env: { ...options.env, BENCH_HOST_OPTIONS: JSON.stringify(config) },
      startTimeoutMs: options.startTimeoutMs ?? 300_000,
      // The functions' INFO logs go to stdout (warnings and errors to stderr, which is kept).
      quiet: !process.env.BENCH_HOST_LOGS,
      afterExit: ownDir ? () => rm(ownDir, { recursive: true, force: true }) : undefined,
    });
  } catch (err) {
    if (ownDir) await rm(ownDir, { recursive: true, force: true });
    throw err;
  }
}

/** A response as the bare server replays it. */
export interface RecordedResponse {
  method: string;
  /** Path and query, as requested. */
  path: string;
  status: number;
  contentType: string;
  /** Every header of the answer but those of the connection (bench/load.ts answerHeaders). */
  headers: Record<string, string | string[]>;
  body: Buffer;
}

/** A bare `node:http` server (bench/bare-server.ts) answering each recorded path with its bytes. */
export function startBareServer(responses: RecordedResponse[]): Promise<ChildServer> {
  return startChild(path.join(here, 'bare-server.ts'), {
    message: { type: 'responses', responses: responses.map((r) => ({ ...r, body: r.body.toString('base64') })) },
    startTimeoutMs: 30_000,
  });
}

async function startChild(
  script: string,
  options: { env?: Record<string, string>; message?: unknown; startTimeoutMs: number; quiet?: boolean; afterExit?: () => Promise<void> },
): Promise<ChildServer> {
  // The same loader flags as this process (`--import tsx`), so the child runs TypeScript too.
  const child = fork(script, [], {
    execArgv: process.execArgv,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', options.quiet ? 'ignore' : 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code, signal) => resolve(code ?? (signal ? 128 : null))));
  let stopped: Promise<void> | undefined;
  const stop = () =>
    (stopped ??= stopChild(child, exited)
      .then(() => options.afterExit?.())
      .finally(() => live.delete(stop)));
  live.add(stop);
  try {
    const url = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`${path.basename(script)} did not start within ${options.startTimeoutMs / 1000} s`)), options.startTimeoutMs);
      child.on('message', (m: { type?: string; url?: string; error?: string }) => {
        if (m?.type === 'ready' && m.url) resolve(m.url);
        if (m?.type === 'failed') reject(new Error(`${path.basename(script)} failed to start: ${m.error}`));
      });
      child.once('error', reject);
      void exited.then((code) => reject(new Error(`${path.basename(script)} exited with code ${code} before it was ready`)));
      if (options.message !== undefined) child.send(options.message as object);
      void exited.finally(() => clearTimeout(timer));
    });
    return { url, pid: child.pid!, memory: () => processMemory(child.pid!), stop };
  } catch (err) {
    await stop();
    throw err;
  }
}

/** SIGTERM, then SIGKILL if it has not exited within 20 s (a host saves its data on the way out). */
async function stopChild(child: ChildProcess, exited: Promise<number | null>): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  // A child still starting (seeding) gets the signal too: it stops once it can.
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
  const code = await exited;
  clearTimeout(timer);
  if (code !== 0) console.log(`(child process ${child.pid} exited with code ${code})`);
}

/** VmRSS and VmHWM of a process, in MiB. */
export function processMemory(pid: number): { rssMiB: number; peakMiB: number } | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kib = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
    const rss = kib('VmRSS');
    const peak = kib('VmHWM');
    if (!Number.isFinite(rss)) return null;
    return { rssMiB: Math.round(rss / 1024), peakMiB: Math.round(peak / 1024) };
  } catch {
    return null;
  }
}
