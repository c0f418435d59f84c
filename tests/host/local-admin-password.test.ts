/**
 * `npm start`'s seeded administrator is the site's owner, so ADMIN_PASSWORD follows the staff
 * password rule (issue 37, docs/staff.md#passwords): a password the rule refuses stops the host
 * before anything starts, with the reason; the documented default passes.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { staffPasswordProblem } from '../../functions/src/contract/staff-password.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Runs emulators/host.ts as `npm start` does; a host that starts after all is stopped (SIGINT) once it says so. */
async function startLocalHost(env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'admin-password-'));
  try {
    return await new Promise((resolve) => {
      const child = spawn(process.execPath, ['--import', 'tsx', 'emulators/host.ts'], {
        cwd: path.join(ROOT),
        env: { ...process.env, FIREBASE_AUTH_EMULATOR_HOST: '', DATA_DIR: dataDir, PORT: '0', ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (c: Buffer) => {
        stdout += c.toString();
        if (stdout.includes('Press Ctrl-C to stop.')) child.kill('SIGINT');
      });
      child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
      child.on('exit', (code) => resolve({ code, stdout, stderr }));
    });
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

describe('the local host refuses an ADMIN_PASSWORD the staff rule refuses', () => {
  it.each([
    ['too short', 'cryptolekh', /ADMIN_PASSWORD is refused: Password must be at least 15 characters \(this one has 10\)\./],
    ["the site's name repeated", 'CryptoLekh CryptoLekh', /ADMIN_PASSWORD is refused: Password must not be the site's name/],
  ])('%s: exit code 2 with the reason, nothing started', async (_what, password, reason) => {
    const run = await startLocalHost({ ADMIN_EMAIL: 'boss@newsroom.test', ADMIN_PASSWORD: password });
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(reason);
    expect(run.stdout).not.toContain('CryptoLekh is running');
  });

  it('the documented default, admin@cryptolekh.local / cryptolekh-admin, passes the rule', () => {
    expect(staffPasswordProblem('cryptolekh-admin', { email: 'admin@cryptolekh.local', name: 'Administrator' })).toBeNull();
  });
});
