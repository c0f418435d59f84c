/** `npm start`: the whole site on one port, with demo content on first run. Ctrl-C stops it cleanly. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { staffPasswordProblem } from '../functions/src/contract/staff-password.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const port = Number(process.env.PORT ?? 5000);
const listenHost = process.env.HOST || '127.0.0.1';
const dataDir = path.resolve(process.env.DATA_DIR ?? path.join(here, '.data'));
const adminEmail = process.env.ADMIN_EMAIL ?? 'admin@cryptolekh.local';
const adminPassword = process.env.ADMIN_PASSWORD ?? 'cryptolekh-admin';

// The seeded administrator is the site's owner: the staff password rule applies to them too
// (docs/staff.md#passwords), checked before anything starts.
const weakAdminPassword = staffPasswordProblem(adminPassword, { email: adminEmail, name: 'Administrator' });
if (weakAdminPassword) {
  console.error(`ADMIN_PASSWORD is refused: ${weakAdminPassword}.`);
  process.exit(2);
}

// Loaded once the settings are checked: loading the site takes seconds, a refusal should not.
// The database is Google's Cloud Firestore emulator: without it (or Java 17+), say what to install.
const { FirestoreEmulatorUnavailable, findFirestoreEmulator, findJava } = await import('./src/firestore-emulator.js');
if (!process.env.FIRESTORE_EMULATOR_HOST?.trim()) {
  try {
    if (findFirestoreEmulator().kind === 'jar') findJava();
  } catch (err) {
    if (!(err instanceof FirestoreEmulatorUnavailable)) throw err;
    console.error(err.message);
    process.exit(2);
  }
}

const [{ startFakeOpenAi }, { startFakeTelegram }, { startHost }, { isLoopback }] = await Promise.all([
  import('./fakes/openai.js'),
  import('./fakes/telegram.js'),
  import('./src/create-host.js'),
  import('./src/hosting.js'),
]);

// OPENAI_FAKE=1: AI features answer offline from the fake provider the tests use (any key starting
// with sk- works), so generation and translation can be tried without an OpenAI account.
const fakeAi = process.env.OPENAI_FAKE === '1' ? await startFakeOpenAi({ latencyMs: 800 }) : undefined;
// TELEGRAM_FAKE=1: channels post to the local fake Bot API the tests use (any token shaped like
// BotFather's, any @channelname), so auto-posting can be tried offline; its posts are listed at
// {fake}/__control/messages.
const fakeTelegram = process.env.TELEGRAM_FAKE === '1' ? await startFakeTelegram() : undefined;

const host = await startHost({
  port,
  host: listenHost,
  dataDir,
  auth: { port: process.env.AUTH_EMULATOR_PORT ? Number(process.env.AUTH_EMULATOR_PORT) : undefined, adminEmail, adminPassword },
  ...(fakeAi && { ai: { baseUrl: fakeAi.baseUrl } }),
  ...(fakeTelegram && { telegram: { apiRoot: fakeTelegram.apiRoot } }),
  log: (line) => console.log(line),
});

console.log(`
CryptoLekh is running at ${host.url}
  API health:     ${host.url}/api/health
  Admin sign-in:  ${adminEmail} / ${adminPassword}
  Auth emulator:  http://${host.auth?.host}:${host.auth?.port}
  Data directory: ${dataDir}
  AI provider:    ${fakeAi ? `the local fake at ${fakeAi.baseUrl} (OPENAI_FAKE=1; any key starting with sk-)` : host.services.aiSettings.providerUrl}
  Telegram:       ${fakeTelegram ? `the local fake Bot API at ${fakeTelegram.apiRoot} (TELEGRAM_FAKE=1; posts at ${fakeTelegram.apiRoot}/__control/messages)` : process.env.TELEGRAM_API_ROOT || 'https://api.telegram.org'}
Press Ctrl-C to stop.`);

if (!isLoopback(listenHost)) {
  console.warn(`
WARNING: HOST=${listenHost} makes this host reachable from other machines. It is for local
development only and is not safe on an open network: its Auth emulator accepts unsigned tokens
by design, so anyone who can reach it can act as the administrator. Unset HOST (127.0.0.1) unless
the network is yours alone.`);
}

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping: saving data...');
    host
      .close()
      .then(() => fakeAi?.close())
      .then(() => fakeTelegram?.close())
      .then(
        () => process.exit(0),
        () => process.exit(1),
      );
  });
}
