/**
 * The browser tests' three hosts (playwright.config.ts: the reader's, the console's, the Analytics
 * screen's), started side by side on ONE Cloud Firestore emulator, each host its own project id.
 * Playwright starts its web servers one after another and three emulators cost three JVMs, each
 * compiling the same hot code: started together on one, the hosts are ready sooner and the tests
 * run with two JVMs fewer beside them. Each host is still its own process (tests/e2e/serve.ts),
 * with its own database, Auth emulator and fakes; the emulator's trigger events reach it through
 * the relay here (trigger-relay.ts), as in the vitest run.
 *
 * On SIGTERM the hosts stop first, then the emulator: nothing is left running.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { startFirestoreEmulator } from '../../emulators/src/firestore-emulator.js';
import { startTriggerRelay } from '../../emulators/src/trigger-relay.js';

export interface E2eHost {
  port: number;
  env?: Record<string, string>;
}

const hosts: E2eHost[] = JSON.parse(process.env.E2E_HOSTS ?? '[]');
if (hosts.length === 0) throw new Error('E2E_HOSTS names no host');

const relay = await startTriggerRelay();
const emulator = await startFirestoreEmulator({ functionsEmulator: relay.address });
const children: ChildProcess[] = [];

const stopAll = async (code: number) => {
  await Promise.all(
    children.map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          child.once('exit', () => resolve());
          child.kill('SIGTERM');
        }),
    ),
  );
  await emulator.stop();
  await relay.close();
  process.exit(code);
};
process.on('SIGTERM', () => void stopAll(0));
process.on('SIGINT', () => void stopAll(0));

await Promise.all(
  hosts.map(
    ({ port, env }) =>
      new Promise<void>((resolve, reject) => {
        const child = spawn(process.execPath, [...process.execArgv, new URL('./serve.ts', import.meta.url).pathname], {
          stdio: ['ignore', 'pipe', 'inherit'],
          env: {
            ...process.env,
            ...env,
            E2E_PORT: String(port),
            E2E_FIRESTORE: JSON.stringify({ host: emulator.host, port: emulator.port, relay: relay.url }),
          },
        });
        children.push(child);
        let ready = false;
        child.stdout!.on('data', (chunk: Buffer) => {
          process.stdout.write(chunk);
          if (!ready && /e2e host ready at /.test(chunk.toString())) (ready = true), resolve();
        });
        child.once('exit', (code, signal) => {
          if (!ready) reject(new Error(`the e2e host on port ${port} ended before it was ready (${signal ?? code})`));
        });
      }),
  ),
).catch(async (err: unknown) => {
  console.error(String(err));
  await stopAll(1);
});

console.log(`e2e hosts ready on ports ${hosts.map((h) => h.port).join(', ')}`);
