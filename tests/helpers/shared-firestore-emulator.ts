/**
 * One Cloud Firestore emulator for the whole vitest run (vitest.config.ts's global setup): it
 * serves many project ids at once, each its own database, so every test host gets a project of its
 * own (create-host.ts) instead of a JVM of its own. Its trigger events go to a relay in this
 * process, which hands them to the host that owns the project (trigger-relay.ts). Tests that start
 * a host in a child process to kill it start their own emulator (the host's default), so what they
 * test is what `npm start` does.
 */
import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { startFirestoreEmulator } from '../../emulators/src/firestore-emulator.js';
import { emulatorClient } from '../../emulators/src/local-firestore.js';
import { PROJECT_ID } from '../../emulators/src/create-host.js';
import { startTriggerRelay } from '../../emulators/src/trigger-relay.js';

export interface SharedFirestore {
  host: string;
  port: number;
  relay: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    sharedFirestore: SharedFirestore;
  }
}

export default async function setup({ provide }: { provide: (key: 'sharedFirestore', value: SharedFirestore) => void }) {
  const relay = await startTriggerRelay();
  const emulator = await startFirestoreEmulator({ functionsEmulator: relay.address });
  provide('sharedFirestore', { host: emulator.host, port: emulator.port, relay: relay.url });
  return async () => {
    await emulator.stop();
    await relay.close();
  };
}

/** The run's emulator (vitest workers only). */
export function sharedFirestore(): SharedFirestore {
  return inject('sharedFirestore');
}

/** A project id no other test uses. */
export function newProjectId(): string {
  return `${PROJECT_ID}-${randomBytes(4).toString('hex')}`;
}

/** The Admin SDK's Firestore for a new, empty project on the run's emulator. */
export function newTestDatabase() {
  return emulatorClient(sharedFirestore(), newProjectId());
}
