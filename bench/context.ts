/**
 * What every bench section gets: the load settings from the environment, the host (started in its
 * own process on first use, shared by the sections, stopped at the end), and a way to say the run
 * failed. Missing a performance target is only reported; a failure (errors, wrong answers, lost
 * counts) makes `npm run bench` exit 1.
 */
import { startHostProcess, stopChildren, type ChildServer, type HostProcessOptions } from './children.js';

export interface BenchSettings {
  /** Concurrent connections of the load generator (BENCH_CONNECTIONS, default 20). */
  connections: number;
  /** Length of one timed round in seconds (BENCH_SECONDS, default 5). */
  seconds: number;
  /** Timed rounds per call; the medians are reported (BENCH_ROUNDS, default 5: one slow round in three moved a median by 10 points). */
  rounds: number;
  /** Untimed warm-up per call and server before the rounds, in seconds (BENCH_WARMUP_SECONDS, default 1; 0 skips it). */
  warmupSeconds: number;
}

export interface BenchContext {
  settings: BenchSettings;
  /** The shared host with the demo content (its own process; started on first call). */
  host(): Promise<ChildServer>;
  /** Another host process with other options (a section's own data); stopped at the end of the run. */
  startHost(options: HostProcessOptions): Promise<ChildServer>;
  /** Runs `step` when the bench ends (also on Ctrl-C), newest first. */
  onCleanup(step: () => Promise<void> | void): void;
  /** Marks the run failed (exit 1) and says why. */
  fail(reason: string): void;
}

/**
 * One part of `npm run bench`. Add a section by writing a module that exports one and listing it
 * in bench/run.ts; `BENCH_ONLY=name,name` runs a subset.
 */
export interface BenchSection {
  name: string;
  /** One line for the list `BENCH_ONLY=help` prints. */
  description: string;
  run(ctx: BenchContext): Promise<void>;
}

export function settingsFromEnv(env: NodeJS.ProcessEnv = process.env): BenchSettings {
  return {
    connections: positiveInt(env, 'BENCH_CONNECTIONS', 20),
    seconds: positiveNumber(env, 'BENCH_SECONDS', 5),
    rounds: positiveInt(env, 'BENCH_ROUNDS', 5),
    warmupSeconds: nonNegativeNumber(env, 'BENCH_WARMUP_SECONDS', 1),
  };
}

export function createContext(settings: BenchSettings): BenchContext & { failures: string[]; cleanup(): Promise<void> } {
  const failures: string[] = [];
  const cleanups: (() => Promise<void> | void)[] = [];
  let shared: Promise<ChildServer> | undefined;
  const startHost = async (options: HostProcessOptions) => {
    const child = await startHostProcess(options);
    cleanups.push(() => child.stop());
    return child;
  };
  return {
    settings,
    failures,
    host: () => (shared ??= startHost({ seed: true })),
    startHost,
    onCleanup: (step) => void cleanups.push(step),
    fail(reason) {
      failures.push(reason);
      console.log(`FAILED: ${reason}`);
    },
    async cleanup() {
      while (cleanups.length) {
        try {
          await cleanups.pop()!();
        } catch (err) {
          console.error('Bench cleanup step failed:', err);
        }
      }
      // Any child not stopped above, such as a host still starting when Ctrl-C came.
      await stopChildren();
    },
  };
}

function positiveNumber(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const n = nonNegativeNumber(env, name, fallback);
  if (n <= 0) throw new Error(`${name} must be above 0`);
  return n;
}

/** A whole number above 0 from the environment (a section's own setting), else `fallback`. */
export function positiveInt(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const n = positiveNumber(env, name, fallback);
  if (!Number.isInteger(n)) throw new Error(`${name} must be a whole number`);
  return n;
}

function nonNegativeNumber(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n) || n < 0) throw new Error(`${name}=${raw} is not a number of 0 or more`);
  return n;
}
