/**
 * A complete host (with its Auth emulator) as a separate process, for tests that kill it:
 * DATA_DIR, PORT and AUTH_EMULATOR_PORT from the environment, no demo content, no schedules
 * unless HOST_OPTIONS (JSON, merged over these options) says otherwise (e.g. the provider, the
 * Bot API, short retry waits, leases and schedule intervals).
 * Prints one JSON line `{"ready": url}` once it answers.
 */
import { startHost, type HostOptions } from '../../emulators/src/create-host.js';
import { ADMIN } from './admin-host.js';

const extra = JSON.parse(process.env.HOST_OPTIONS || '{}') as Partial<HostOptions>;
const host = await startHost({
  port: Number(process.env.PORT),
  dataDir: process.env.DATA_DIR!,
  seed: false,
  schedules: false,
  auth: { port: Number(process.env.AUTH_EMULATOR_PORT), adminEmail: ADMIN.email, adminPassword: ADMIN.password },
  log: (line) => console.error(line),
  ...extra,
});
console.log(JSON.stringify({ ready: host.url }));
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void host.close().then(() => process.exit(0)));
}
