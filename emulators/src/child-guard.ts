/**
 * Keeps the Auth emulator child from outliving the host. It runs in its own process group (so a
 * Ctrl-C reaches only the host, which stops it gently), which also means nothing ends it when the
 * host is killed. Two guards:
 *  - a pid file in DATA_DIR: at start, a recorded emulator that is still alive and is this data
 *    directory's (its command line names DATA_DIR/auth) is ended, SIGTERM then SIGKILL, before a
 *    new one starts, so its port and its export directory are free again;
 *  - a watchdog, a tiny detached process reading a pipe from the host: the kernel closes the pipe
 *    however the host dies (kill -9 included), and the watchdog then ends the emulator's group.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { isAlive, killGroup, waitUntil } from './processes.js';

export const PID_FILE = 'auth-emulator.pid.json';

export interface EmulatorRecord {
  pid: number;
  port: number;
  watchdogPid?: number;
  /** The emulator's working directory (its firebase.json and debug log), removed once it is gone. */
  workDir?: string;
}

export function recordEmulator(dataDir: string, record: EmulatorRecord): void {
  fs.writeFileSync(path.join(dataDir, PID_FILE), JSON.stringify(record));
}

export function forgetEmulator(dataDir: string): void {
  fs.rmSync(path.join(dataDir, PID_FILE), { force: true });
}

/** Whether `pid` is a firebase-tools emulator exporting to this DATA_DIR (not a reused pid). */
export function isOurEmulator(pid: number, dataDir: string): boolean {
  try {
    const args = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
    return args.includes('emulators:start') && args.includes(path.join(dataDir, 'auth'));
  } catch {
    return false; // gone, or no /proc on this platform
  }
}

/**
 * Ends the emulator a previous host on this DATA_DIR left running (it was killed before it could
 * stop it). SIGTERM lets it export its users; SIGKILL after `graceMs`. Returns the pid it ended.
 */
export async function endOrphanedEmulator(dataDir: string, log: (line: string) => void, graceMs = 5000): Promise<number | undefined> {
  let record: EmulatorRecord;
  try {
    record = JSON.parse(fs.readFileSync(path.join(dataDir, PID_FILE), 'utf8')) as EmulatorRecord;
  } catch {
    return undefined;
  }
  let ended: number | undefined;
  if (isAlive(record.pid) && isOurEmulator(record.pid, dataDir)) {
    log(`Ending the Auth emulator (pid ${record.pid}, port ${record.port}) left running by a host that did not stop cleanly`);
    killGroup(record.pid, 'SIGTERM');
    if (!(await waitUntil(() => !isAlive(record.pid), graceMs))) {
      killGroup(record.pid, 'SIGKILL');
      await waitUntil(() => !isAlive(record.pid), 2000);
    }
    ended = record.pid;
  }
  if (record.workDir && !isAlive(record.pid)) fs.rmSync(record.workDir, { recursive: true, force: true });
  forgetEmulator(dataDir);
  return ended;
}

const WATCHDOG = `
const pgid = Number(process.argv[1]);
const scratch = process.argv[2];
const alive = () => { try { process.kill(pgid, 0); return true; } catch (e) { return e.code === 'EPERM'; } };
const kill = (s) => { try { process.kill(-pgid, s); } catch {} };
const end = () => {
  if (scratch) try { require('node:fs').rmSync(scratch, { recursive: true, force: true }); } catch {}
  process.exit(0);
};
process.stdin.resume();
process.stdin.on('close', () => {
  if (!alive()) end();
  kill('SIGTERM');
  const started = Date.now();
  setInterval(() => {
    if (!alive()) end();
    if (Date.now() - started > 10000) kill('SIGKILL');
    if (Date.now() - started > 12000) end();
  }, 100);
});
`;

/**
 * Starts the watchdog for a child process group; returns its pid and a function that dismisses
 * it (the host stopped the emulator itself). It does not keep the host's event loop alive.
 * `scratchDir`: a directory of the child's own that the watchdog removes once the group is gone.
 */
export function startWatchdog(pgid: number, scratchDir?: string): { pid: number; dismiss(): void } {
  const dog = spawn(process.execPath, ['-e', WATCHDOG, String(pgid), ...(scratchDir ? [scratchDir] : [])], { stdio: ['pipe', 'ignore', 'ignore'], detached: true });
  dog.unref();
  (dog.stdin as unknown as { unref?(): void }).unref?.();
  return {
    pid: dog.pid!,
    dismiss: () => {
      dog.kill('SIGKILL');
    },
  };
}
