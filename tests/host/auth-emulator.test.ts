/** Two complete hosts (each with its own Auth emulator) side by side, each with its seeded administrator. */
import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHost, type Host } from '../../emulators/src/create-host.js';
import { freePort } from '../../emulators/src/free-port.js';
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

describe('two hosts side by side with their Auth emulators', () => {
  const hosts: Host[] = [];
  const dirs: string[] = [];

  beforeAll(async () => {
    for (const i of [1, 2]) {
      const dataDir = await makeDataDir();
      dirs.push(dataDir);
      hosts.push(
        await startHost({
          port: 0,
          dataDir,
          seed: false,
          auth: { port: await freePort(), adminEmail: `admin${i}@test.local`, adminPassword: `secret-${i}-pass` },
        }),
      );
    }
  }, 180_000);
  afterAll(async () => {
    await Promise.all(hosts.map((h) => h.close()));
    await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
  });

  it('runs both on different ports, each answering its own API', async () => {
    expect(hosts[0]!.port).not.toBe(hosts[1]!.port);
    expect(hosts[0]!.auth!.port).not.toBe(hosts[1]!.auth!.port);
    for (const h of hosts) expect((await fetch(`${h.url}/api/health`)).status).toBe(200);
  });

  it('seeds each administrator with the admin claim in its own emulator', async () => {
    const ok = await signIn(hosts[0]!, 'admin1@test.local', 'secret-1-pass');
    expect(ok.status).toBe(200);
    expect(claims(ok.body.idToken!)).toMatchObject({ admin: true, email: 'admin1@test.local' });
    expect((await signIn(hosts[1]!, 'admin1@test.local', 'secret-1-pass')).status).toBe(400);
    expect((await signIn(hosts[0]!, 'admin1@test.local', 'wrong')).status).toBe(400);
  });

  it('tells the web app where its Auth emulator listens', async () => {
    const config = await (await fetch(`${hosts[1]!.url}/__/firebase/init.json`)).json();
    expect(config.authEmulatorHost).toBe(`http://127.0.0.1:${hosts[1]!.auth!.port}`);
  });
});
