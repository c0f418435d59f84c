/**
 * Two complete hosts (each with its own Auth emulator) side by side, each with its seeded
 * administrator, the second's emulator on a port picked again because the first pick was taken
 * before it could bind it; an emulator whose required port is taken; and one whose logging port is
 * taken between firebase-tools' check and its bind (as once in CI). (Two emulators, not three:
 * each start costs 2-3 s of CPU, 10-11 s more before auth-emulator-preload.cjs.) Three started at once on one preferred port, the race that
 * made two share one, did not happen under vitest in any round, with or without the fix: it cost a
 * minute and proved nothing, so free-port.test.ts tests the check that ends it instead.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHost, type Host } from '../../emulators/src/create-host.js';
import { startAuthEmulator } from '../../emulators/src/auth-emulator.js';
import { portOutsideEphemeralRange } from '../../emulators/src/free-port.js';
import { makeDataDir } from '../helpers/test-host.js';

async function signIn(host: Host, email: string, password: string) {
  const res = await fetch(
    `http://${host.auth!.host}:${host.auth!.port}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password, returnSecureToken: true }) },
  );
  return { status: res.status, body: (await res.json()) as { idToken?: string } };
}

function claims(idToken: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(idToken.split('.')[1]!, 'base64url').toString());
}

/** A port something else holds while the test runs. */
async function takenPort(): Promise<{ port: number; release(): Promise<void> }> {
  // It accepts connections and never answers (the emulator's start checks connect to it).
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => sockets.add(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const release = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      for (const socket of sockets) socket.destroy();
    });
  return { port: (server.address() as net.AddressInfo).port, release };
}

describe('two hosts side by side with their Auth emulators', () => {
  const hosts: Host[] = [];
  const dirs: string[] = [];
  /** The second host's port picks: the first is what a port found free a moment ago looks like when another process took it since. */
  const picks: number[] = [];
  let taken: Awaited<ReturnType<typeof takenPort>>;

  beforeAll(async () => {
    taken = await takenPort();
    const pickAfterTaken = async () => {
      picks.push(picks.length === 0 ? taken.port : await portOutsideEphemeralRange());
      return picks.at(-1)!;
    };
    for (const i of [1, 2]) {
      const dataDir = await makeDataDir();
      dirs.push(dataDir);
      hosts.push(
        await startHost({
          port: 0,
          dataDir,
          seed: false,
          auth: { port: i === 1 ? await portOutsideEphemeralRange() : pickAfterTaken, adminEmail: `admin${i}@test.local`, adminPassword: `secret-${i}-pass` },
        }),
      );
    }
  }, 180_000);
  afterAll(async () => {
    await Promise.all(hosts.map((h) => h.close()));
    await taken?.release();
    await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
  });

  it('runs both on different ports, each answering its own API', async () => {
    expect(hosts[0]!.port).not.toBe(hosts[1]!.port);
    expect(hosts[0]!.auth!.port).not.toBe(hosts[1]!.auth!.port);
    for (const h of hosts) expect((await fetch(`${h.url}/api/health`)).status).toBe(200);
  });

  it('picks a port again when the picked one is taken before the emulator binds it, and starts on the new one', async () => {
    expect(picks).toHaveLength(2);
    expect(hosts[1]!.auth!.port).toBe(picks[1]);
    expect((await fetch(`http://127.0.0.1:${picks[1]}/`)).ok).toBe(true);
  });

  it('seeds each administrator with the admin claim in its own emulator', async () => {
    const ok = await signIn(hosts[0]!, 'admin1@test.local', 'secret-1-pass');
    expect(ok.status).toBe(200);
    expect(claims(ok.body.idToken!)).toMatchObject({ admin: true, email: 'admin1@test.local' });
    expect((await signIn(hosts[1]!, 'admin1@test.local', 'secret-1-pass')).status).toBe(400);
    expect((await signIn(hosts[0]!, 'admin1@test.local', 'wrong')).status).toBe(400);
    expect((await signIn(hosts[1]!, 'admin2@test.local', 'secret-2-pass')).status).toBe(200);
  });

  it('refuses a malformed request as Identity Toolkit does, its validators compiled on first use', async () => {
    const signUp = (body: unknown) =>
      fetch(`http://${hosts[0]!.auth!.host}:${hosts[0]!.auth!.port}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const refused = await signUp({ email: 'new@test.local', password: ['not', 'a', 'string'] });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ error: { status: 'INVALID_ARGUMENT', message: 'Invalid JSON payload received. /password must be string' } });
    // Refused whole: the account was not made.
    expect((await signIn(hosts[0]!, 'new@test.local', 'not')).status).toBe(400);
    expect((await signUp({ email: 'new@test.local', password: 'a-fine-password' })).status).toBe(200);
  });

  it('tells the web app where its Auth emulator listens', async () => {
    const config = await (await fetch(`${hosts[1]!.url}/__/firebase/init.json`)).json();
    expect(config.authEmulatorHost).toBe(`http://127.0.0.1:${hosts[1]!.auth!.port}`);
  });
});

describe('an Auth emulator port the caller requires, taken', () => {
  it('is not replaced: the start fails, saying the port is taken', async () => {
    const taken = await takenPort();
    const dataDir = await makeDataDir();
    try {
      await expect(startAuthEmulator({ port: taken.port, projectId: 'demo-cryptolekh', dataDir })).rejects.toThrow(/port taken/i);
    } finally {
      await taken.release();
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});

describe('a port firebase-tools checked free and lost before binding it', () => {
  // What happened once in CI: another process took the emulator's logging port in the seconds
  // between firebase-tools' check and its bind; the CLI printed "An unexpected error has
  // occurred.", said all its emulators were ready, and exited.
  const preload = fileURLToPath(new URL('../helpers/take-logging-port.cjs', import.meta.url));
  async function withLoggingPortTaken<T>(start: (dataDir: string) => Promise<T>): Promise<{ result: PromiseSettledResult<T>; takenPort: number }> {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'cryptolekh-taken-logging-'));
    const saved = { NODE_OPTIONS: process.env.NODE_OPTIONS, TAKE_LOGGING_PORT_MARK: process.env.TAKE_LOGGING_PORT_MARK };
    process.env.NODE_OPTIONS = `${saved.NODE_OPTIONS ?? ''} --require ${preload}`.trim();
    process.env.TAKE_LOGGING_PORT_MARK = path.join(dir, 'taken');
    try {
      const [result] = await Promise.allSettled([start(path.join(dir, 'data'))]);
      return { result: result!, takenPort: Number(await readFile(path.join(dir, 'taken'), 'utf8')) };
    } finally {
      for (const [key, value] of Object.entries(saved)) {
        if (value === undefined) delete process.env[key];
        else process.env[key] = value;
      }
      await rm(dir, { recursive: true, force: true });
    }
  }

  it('is picked again with the others when the caller lets the port be picked: the emulator starts and answers', async () => {
    const { result, takenPort } = await withLoggingPortTaken((dataDir) => startAuthEmulator({ port: portOutsideEphemeralRange, projectId: 'demo-cryptolekh', dataDir }));
    expect(takenPort).toBeGreaterThan(0);
    expect(result.status).toBe('fulfilled');
    const emulator = (result as PromiseFulfilledResult<Awaited<ReturnType<typeof startAuthEmulator>>>).value;
    try {
      expect((await fetch(`http://${emulator.host}:${emulator.port}/`)).ok).toBe(true);
      const config = await (await fetch(`http://${emulator.host}:${emulator.port}/emulator/v1/projects/demo-cryptolekh/config`)).json();
      expect(config).toMatchObject({ signIn: { allowDuplicateEmails: false } });
    } finally {
      await emulator.stop();
    }
  }, 120_000);

  it('fails a start on a required port saying what firebase-tools logged: the port and EADDRINUSE', async () => {
    const port = await portOutsideEphemeralRange();
    const { result, takenPort } = await withLoggingPortTaken((dataDir) => startAuthEmulator({ port, projectId: 'demo-cryptolekh', dataDir }));
    expect(result.status).toBe('rejected');
    const message = String((result as PromiseRejectedResult).reason);
    expect(message).toContain('An unexpected error has occurred.');
    expect(message).toContain(`EADDRINUSE: address already in use 127.0.0.1:${takenPort}`);
    // Nothing of it is left listening.
    expect((await fetch(`http://127.0.0.1:${port}/`).catch(() => undefined))?.ok).not.toBe(true);
  }, 120_000);
});
