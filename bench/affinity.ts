/**
 * The api section's two servers on one core and its load generator on the other (Linux's
 * `taskset`): on a 2-core machine they otherwise move between the cores, and a round's share of a
 * bare server varied by 10-20% with nothing changed, as big as the gap issue 40 asks the bench to
 * see. Our host and the bare server (every thread of each) get core 1, the same core for both;
 * this process, which generates the load, core 0. Our host's child processes (the database
 * emulators, which production runs elsewhere) stay on both: pinned beside the host they took the
 * view's rate from 801 to 422 req/s. Nothing is pinned where `taskset` or a second core is
 * missing (the report says so).
 */
import { spawnSync } from 'node:child_process';
import os from 'node:os';

export interface Pinning {
  /** One line for the report: what runs where. */
  note: string;
  /** Every process back on every core. */
  restore(): void;
}

export function pinLoadAndServers(serverPids: number[]): Pinning {
  const cores = os.availableParallelism();
  const unpinned = (why: string): Pinning => ({ note: `not pinned to cores (${why})`, restore: () => undefined });
  if (cores < 2) return unpinned('one core');
  if (spawnSync('taskset', ['-V']).status !== 0) return unpinned('no taskset');
  const pin = (pids: number[], list: string) => pids.every((pid) => spawnSync('taskset', ['-a', '-cp', list, String(pid)], { stdio: 'ignore' }).status === 0);
  const all = `0-${cores - 1}`;
  const restore = () => {
    pin([process.pid], all);
    pin(serverPids, all);
  };
  if (!pin([process.pid], '0') || !pin(serverPids, '1')) {
    restore();
    return unpinned('taskset refused');
  }
  return { note: 'load generator on core 0, both servers on core 1 (their child processes on either)', restore };
}
