/**
 * FIRESTORE_EMULATOR_HOST set by the operator points the host at a Cloud Firestore emulator they
 * run: the host starts no emulator of its own, neither saves nor clears that database (it is the
 * operator's), listens for its trigger events where FIRESTORE_FUNCTIONS_EMULATOR says, and the
 * data is there for the next host.
 */
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emulatorsOf, startFirestoreEmulator, type FirestoreEmulator } from '../../emulators/src/firestore-emulator.js';
import { portOutsideEphemeralRange } from '../../emulators/src/free-port.js';
import { startHost, type Host } from '../../emulators/src/create-host.js';
import { emulatorClient } from '../../emulators/src/local-firestore.js';
import { createArticle, createLanguages } from '../helpers/fixtures.js';
import { makeDataDir } from '../helpers/test-host.js';

let emulator: FirestoreEmulator;
let dataDir: string;
const saved = { host: process.env.FIRESTORE_EMULATOR_HOST, functions: process.env.FIRESTORE_FUNCTIONS_EMULATOR };

beforeAll(async () => {
  // Below the ephemeral range: the host binds it seconds from now, after the emulator's JVM has started (free-port.ts).
  const triggersPort = await portOutsideEphemeralRange();
  emulator = await startFirestoreEmulator({ functionsEmulator: `127.0.0.1:${triggersPort}` });
  process.env.FIRESTORE_EMULATOR_HOST = `${emulator.host}:${emulator.port}`;
  process.env.FIRESTORE_FUNCTIONS_EMULATOR = `127.0.0.1:${triggersPort}`;
  dataDir = await makeDataDir();
});
afterAll(async () => {
  process.env.FIRESTORE_EMULATOR_HOST = saved.host ?? '';
  if (saved.host === undefined) delete process.env.FIRESTORE_EMULATOR_HOST;
  if (saved.functions === undefined) delete process.env.FIRESTORE_FUNCTIONS_EMULATOR;
  else process.env.FIRESTORE_FUNCTIONS_EMULATOR = saved.functions;
  await emulator?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('an emulator the operator runs (FIRESTORE_EMULATOR_HOST)', () => {
  it('is used as it is: no emulator of the host’s own, triggers delivered, nothing saved, the data kept for the next host', async () => {
    let host: Host | undefined = await startHost({ port: 0, dataDir, auth: false, seed: false, schedules: false });
    try {
      expect(host.firestore.emulator).toEqual({ host: emulator.host, port: emulator.port });
      expect(host.firestore.projectId).toBe('demo-cryptolekh');
      expect(emulatorsOf(dataDir)).toEqual([]);

      const langs = await createLanguages(host.services);
      const kept = await createArticle(host.services, langs, { slug: 'operators-data' });
      const gone = await createArticle(host.services, langs, { slug: 'deleted-on-operators-emulator' });
      const fired = host.triggers.waitOne('onArticleDeleted');
      expect(await host.services.repos.articles.delete(gone.id, new Date())).toBe(true);
      await fired;
      expect(await host.services.repos.articles.getContent(gone.id, langs.en)).toBeNull();

      await host.close();
      host = undefined;
      expect(existsSync(path.join(dataDir, 'firestore'))).toBe(false);
      // The operator's database still has it, and so does the next host.
      expect((await emulatorClient(emulator, 'demo-cryptolekh').doc(`articles/${kept.id}`).get()).get('slug')).toBe('operators-data');
      host = await startHost({ port: 0, dataDir, auth: false, seed: false, schedules: false });
      expect((await fetch(`${host.url}/api/articles/operators-data?language=en`)).status).toBe(200);
    } finally {
      await host?.close();
    }
  });
});
