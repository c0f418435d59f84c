/**
 * The local host in a process of its own for the bench (started by bench/children.ts): options in
 * BENCH_HOST_OPTIONS (JSON, see HostProcessConfig), no Auth emulator, no schedules (a function
 * instance runs none in-process). Reports `{type: 'ready', url}` over IPC, or prints the URL when
 * run by hand. SIGTERM (or the bench process going away) closes it cleanly: data saved, exit 0.
 */
import { pathToFileURL } from 'node:url';
import { startHost, type Host } from '../emulators/src/create-host.js';
import type { HostProcessConfig } from './children.js';

// Deployed functions run compiled JavaScript, and Node maps no stack frames back to sources unless
// told to; tsx turns that on for development. The Firestore SDK captures a stack trace on every
// call, and mapping each one cost about a sixth of the host's time under load: the bench measures
// the host as deployed code runs (BENCH_SOURCE_MAPS=1 keeps them, to debug a failing run).
if (!process.env.BENCH_SOURCE_MAPS) process.setSourceMapsEnabled(false);

const config = JSON.parse(process.env.BENCH_HOST_OPTIONS ?? '{}') as Partial<HostProcessConfig>;
if (!config.dataDir) {
  console.error('host-process: BENCH_HOST_OPTIONS needs a dataDir');
  process.exit(2);
}

let host: Host | undefined;
let stopping = false;
function stop() {
  if (stopping) return;
  stopping = true;
  // Still starting (seeding): nothing worth saving yet.
  if (!host) process.exit(0);
  host.close().then(
    () => process.exit(0),
    (err) => {
      console.error('host-process: closing failed:', err);
      process.exit(1);
    },
  );
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
process.on('disconnect', stop);

try {
  const started = await startHost({ port: 0, dataDir: config.dataDir, auth: false, seed: config.seed ?? true, schedules: false });
  host = started;
  if (config.setup) {
    const setup = (await import(pathToFileURL(config.setup).href)) as { default: (host: Host) => Promise<void> };
    await setup.default(started);
  }
  // The address itself: autocannon and the bare-server comparison use the same one.
  const url = `http://127.0.0.1:${started.port}`;
  if (process.send) {
    if (process.connected) process.send({ type: 'ready', url });
  } else console.log(url);
} catch (err) {
  console.error('host-process: the host did not start:', err);
  if (process.connected) process.send?.({ type: 'failed', error: String(err) });
  process.exit(1);
}
