// The Firestore emulator's watchdog: a tiny detached process reading a pipe from the host. The
// kernel closes the pipe however the host dies (kill -9 included); the watchdog then saves the
// database (when the host asked for it) and ends the emulator's process group, so no Java process
// outlives its host and no acknowledged write is lost.
// Usage: node firestore-watchdog.mjs <pgid> [<json {host, port, projectId, dataDir}>]
import { exportDurably } from './firestore-export.mjs';

const pgid = Number(process.argv[2]);
const save = process.argv[3] ? JSON.parse(process.argv[3]) : undefined;

const alive = () => {
  try {
    process.kill(pgid, 0);
    return true;
  } catch (e) {
    return e.code === 'EPERM';
  }
};
const kill = (signal) => {
  try {
    process.kill(-pgid, signal);
  } catch {
    // already gone
  }
};

process.stdin.resume();
process.stdin.on('close', async () => {
  if (!alive()) process.exit(0);
  if (save) {
    try {
      await exportDurably({ host: save.host, port: save.port }, save.projectId, save.dataDir);
    } catch (err) {
      process.stderr.write(`The Firestore emulator's data could not be saved: ${String(err)}\n`);
    }
  }
  kill('SIGTERM');
  const started = Date.now();
  setInterval(() => {
    if (!alive()) process.exit(0);
    if (Date.now() - started > 5000) {
      kill('SIGKILL');
      process.exit(0);
    }
  }, 50);
});
