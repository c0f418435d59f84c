/**
 * Which Cloud Firestore emulator a host's database lives on: one shared with other hosts (the test
 * runs, each host a project of its own), the operator's (FIRESTORE_EMULATOR_HOST), or, by default,
 * one the host starts for itself, guarded by DATA_DIR (firestore-emulator.ts). What it starts is
 * added to the host's cleanups, stopped after the database is saved.
 */
import { randomBytes } from 'node:crypto';
import { endOrphanedFirestoreEmulator, startFirestoreEmulator } from './firestore-emulator.js';
import { startTriggerRelay, type TriggerRelay } from './trigger-relay.js';
import type { TriggerRetryPolicy } from './firestore-triggers.js';

/** Where a host's database lives (HostOptions.firestore, create-host.ts). */
export interface HostFirestoreOptions {
  /** An emulator other hosts share (the test runs): this host takes a project of its own on it. */
  emulator?: { host: string; port: number; relay: string };
  projectId?: string;
  /** Save to DATA_DIR and import from it (default true). */
  durable?: boolean;
  triggerRetry?: Partial<TriggerRetryPolicy>;
}

/** The project id of `npm start`'s database (a `demo-` id: never a real Google project). */
export const PROJECT_ID = 'demo-cryptolekh';

/**
 * Which emulator the host's database lives on (see HostOptions.firestore), started if it is the
 * host's own; what it starts is added to `cleanups`, stopped after the database is saved.
 */
export async function startDatabase(
  options: { dataDir: string; firestore?: HostFirestoreOptions },
  log: (line: string) => void,
  cleanups: (() => Promise<void> | void)[],
): Promise<{ emulator: { host: string; port: number }; projectId: string; relay: TriggerRelay | string; durable: boolean; clearOnClose: boolean }> {
  const shared = options.firestore?.emulator;
  if (shared) {
    const projectId = options.firestore?.projectId ?? `${PROJECT_ID}-${randomBytes(4).toString('hex')}`;
    return { emulator: shared, projectId, relay: shared.relay, durable: options.firestore?.durable ?? true, clearOnClose: true };
  }
  const operators = process.env.FIRESTORE_EMULATOR_HOST?.trim();
  if (operators) {
    const [host, port] = splitHostPort(operators, 'FIRESTORE_EMULATOR_HOST');
    // Their emulator sends trigger events to the address it was started with (--functions_emulator).
    const address = process.env.FIRESTORE_FUNCTIONS_EMULATOR?.trim();
    const relay = await startTriggerRelay({ port: address ? splitHostPort(address, 'FIRESTORE_FUNCTIONS_EMULATOR')[1] : undefined });
    cleanups.push(() => relay.close());
    if (!address) log(`FIRESTORE_EMULATOR_HOST is set but FIRESTORE_FUNCTIONS_EMULATOR is not: the triggers run only if that emulator was started with --functions_emulator=${relay.address}.`);
    return { emulator: { host, port }, projectId: options.firestore?.projectId ?? PROJECT_ID, relay, durable: false, clearOnClose: false };
  }
  // A host on this DATA_DIR that was killed left its emulator being saved by its watchdog: wait.
  await endOrphanedFirestoreEmulator(options.dataDir, log);
  const relay = await startTriggerRelay();
  cleanups.push(() => relay.close());
  const projectId = options.firestore?.projectId ?? PROJECT_ID;
  const emulator = await startFirestoreEmulator({ functionsEmulator: relay.address, guard: { dataDir: options.dataDir, save: { projectId } }, log });
  cleanups.unshift(() => emulator.stop());
  return { emulator, projectId, relay, durable: options.firestore?.durable ?? true, clearOnClose: false };
}

function splitHostPort(value: string, name: string): [string, number] {
  const m = /^(.*):(\d+)$/.exec(value);
  if (!m) throw new Error(`${name} must be host:port, not ${value}`);
  return [m[1]!.replace(/^\[|\]$/g, ''), Number(m[2])];
}

