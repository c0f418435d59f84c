/**
 * The composition root of the local stand-in for Google Cloud: Google's Cloud Firestore emulator
 * (saved to DATA_DIR), the real exported functions bound to it (the `api` and `pages` apps and the
 * Firestore triggers, delivered by the emulator), the Auth emulator, the schedules and local media
 * storage, all served from one port by what plays Firebase Hosting in front of them (hosting.ts).
 */
import net, { type AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { mkdir } from 'node:fs/promises';
import * as deployed from '../../functions/src/index.js';
import { installRuntime } from '../../functions/src/runtime.js';
import { LocalFolderMediaStore } from '../../functions/src/integrations/local-media-store.js';
import { aiProviderConfigFromEnv } from '../../functions/src/integrations/openai.js';
import type { RetryPolicy } from '../../functions/src/services/ai-retry.js';
import type { JobLeaseOptions } from '../../functions/src/services/job-runner.js';
import { THIS_HOLDER } from '../../functions/src/data/lease.js';
import { telegramConfigFromEnv } from '../../functions/src/integrations/telegram.js';
import { LocalHashEmbedder, VertexEmbedder, type Embedder } from '../../functions/src/integrations/embeddings.js';
import type { TelegramDeliveryPolicy } from '../../functions/src/services/telegram-delivery-worker.js';
import { siteUrlFromEnv } from '../../functions/src/config.js';
import type { Clock } from '../../functions/src/services/clock.js';
import type { ExternalRateLimits } from '../../functions/src/services/api-keys-service.js';
import type { Auth } from 'firebase-admin/auth';
import type { Services } from '../../functions/src/services/index.js';
import { emulatorAdminAuth, seedAdministrator, startAuthEmulator, type AuthEmulator, type SeededAdministrator } from './auth-emulator.js';
import { endOrphanedEmulator } from './child-guard.js';
import { isPortFree, portOutsideEphemeralRange } from './free-port.js';
import { openLocalFirestore, type LocalFirestore } from './local-firestore.js';
import { startScheduleTimer } from './schedule-timer.js';
import { catchUpAfterCrash, markRunning } from './after-crash.js';
import { deleteExpired, readTtlPolicies } from './ttl-policies.js';
import { hostingApp, hostingListener } from './hosting.js';
import { answerUnparseable } from './unparseable-requests.js';
import { localServer } from './local-server.js';
import { attachFirestoreTriggers, type TriggerDelivery } from './firestore-triggers.js';
import { PROJECT_ID, startDatabase, type HostFirestoreOptions } from './host-database.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export { PROJECT_ID } from './host-database.js';

export interface HostOptions {
  /** 0 picks a free port. */
  port: number;
  /**
   * The address to listen on (default 127.0.0.1, this machine only). The Auth emulator accepts
   * unsigned tokens by design, so a host reachable from the network lets anyone be administrator.
   */
  host?: string;
  dataDir: string;
  /**
   * Start the Auth emulator (default true). Its port: a number is required as given; a function
   * picks one (picked again if it is taken before the emulator binds it); 0 or absent picks 9099
   * when free, else any free port. `running` instead uses an Auth emulator someone else started
   * and stops (the test suite shares a few across its files): this host neither starts nor stops it.
   */
  auth?: false | { port?: number | (() => Promise<number>); running?: { host: string; port: number }; adminEmail: string; adminPassword: string };
  /** Seed demo content when the database is empty (default true). */
  seed?: boolean;
  webDist?: string;
  clock?: Clock;
  /**
   * The OpenAI-compatible provider AI features call (default: OPENAI_BASE_URL / OPENAI_MODEL from
   * the environment, else OpenAI itself), and how its calls are retried (tests shorten the waits).
   */
  ai?: { baseUrl?: string; model?: string; timeoutMs?: number; retry?: RetryPolicy; lease?: Partial<JobLeaseOptions> };
  /**
   * Run the schedules as Cloud Scheduler runs the deployed ones, each once at start too (for what
   * fell due while the host was stopped): scheduled publishing every `intervalMs` (default 60 s,
   * as `publishScheduledArticles`), the media sweep every `sweepIntervalMs` (default 1 h, as
   * `sweepMediaUploads`), the recovery of translation jobs every `recoveryIntervalMs` (default
   * 60 s, as `recoverBackgroundWork`), the TTL policies of `firestore.indexes.json` every
   * `ttlIntervalMs` (default 1 h; Firestore applies them itself), and the reader catalog's chunks
   * every `catalogIntervalMs` (default 1 h, as `refreshReaderCatalog`). false disables them all
   * (the recovery at start of the work a killed host left behind still runs).
   */
  schedules?: false | { intervalMs?: number; sweepIntervalMs?: number; recoveryIntervalMs?: number; ttlIntervalMs?: number; catalogIntervalMs?: number };
  /**
   * The Telegram Bot API server channels post through (default TELEGRAM_API_ROOT, else
   * Telegram's), how deliveries are retried and wait for translations (tests shorten them), and
   * how often the sweeper resumes waiting deliveries (default 60 s, as the deployed
   * `resumeTelegramDeliveries`; `schedules: false` turns it off too).
   */
  telegram?: { apiRoot?: string; policy?: Partial<TelegramDeliveryPolicy>; sweepIntervalMs?: number };
  /** The external API: per-key rate limits (tests lower them). */
  externalApi?: { rateLimits?: Partial<ExternalRateLimits> };
  /**
   * The Cloud Firestore emulator. By default the host starts its own (firestore-emulator.ts), saved
   * to DATA_DIR; FIRESTORE_EMULATOR_HOST names one the operator runs instead (see docs/local-host.md).
   * `emulator` is one already running that serves many hosts (the test suite's): each host then
   * has a project id of its own (a new one unless `projectId` is given), emptied when it closes,
   * and its trigger events come through `relay` (trigger-relay.ts). `durable: false` neither
   * restores from DATA_DIR nor saves there (a test's throw-away data).
   */
  firestore?: HostFirestoreOptions;
  log?: (line: string) => void;
}

export interface Host {
  url: string;
  /** The address it listens on. */
  host: string;
  port: number;
  services: Services;
  firestore: LocalFirestore;
  triggers: TriggerDelivery;
  auth?: AuthEmulator;
  /** The Admin SDK's Auth bound to the emulator (what the services check tokens with). */
  adminAuth?: Auth;
  close(): Promise<void>;
}

export async function startHost(options: HostOptions): Promise<Host> {
  const log = options.log ?? (() => {});
  const cleanups: (() => Promise<void> | void)[] = [];
  // Nothing here talks to Google: Google's libraries need not look for a Compute Engine metadata
  // server (off Google's machines the lookup only ends in a MetadataLookupWarning).
  process.env.METADATA_SERVER_DETECTION ??= 'none';
  try {
    await mkdir(options.dataDir, { recursive: true });
    const database = await startDatabase(options, log, cleanups);
    const firestore = await openLocalFirestore({ ...database, dataDir: database.durable ? options.dataDir : undefined, log });
    cleanups.unshift(() => firestore.close());

    let auth: AuthEmulator | undefined;
    let seededAdministrator: SeededAdministrator | undefined;
    if (options.auth !== false && options.auth?.running) {
      auth = { ...options.auth.running, stop: async () => {} };
      process.env.FIREBASE_AUTH_EMULATOR_HOST = `${auth.host}:${auth.port}`;
      seededAdministrator = await seedAdministrator({ projectId: PROJECT_ID, email: options.auth.adminEmail, password: options.auth.adminPassword });
    } else if (options.auth !== false) {
      // An emulator left by a host on this DATA_DIR that was killed: end it first, freeing its port.
      await endOrphanedEmulator(options.dataDir, log);
      const port = options.auth?.port || (async () => ((await isPortFree(9099)) ? 9099 : await portOutsideEphemeralRange()));
      auth = await startAuthEmulator({ port, projectId: PROJECT_ID, dataDir: options.dataDir });
      cleanups.unshift(() => auth!.stop());
      process.env.FIREBASE_AUTH_EMULATOR_HOST = `${auth.host}:${auth.port}`;
      if (options.auth) seededAdministrator = await seedAdministrator({ projectId: PROJECT_ID, email: options.auth.adminEmail, password: options.auth.adminPassword });
    }

    const adminAuth = auth && emulatorAdminAuth(PROJECT_ID);
    const mediaDir = path.join(options.dataDir, 'media');
    const uploadsDir = path.join(mediaDir, 'uploads') + path.sep;
    // Direct uploads arrive beside the served folder (DATA_DIR/media-incoming), never inside it.
    const mediaStore = new LocalFolderMediaStore(mediaDir, '/media', { uploadUrlBase: '/media-uploads', clock: options.clock });
    // Article links in Telegram posts: SITE_URL when set, else this host's own address (known once it listens).
    let ownUrl = '';
    const siteUrl = () => (process.env.SITE_URL?.trim() ? siteUrlFromEnv() : ownUrl);
    const runtime = installRuntime({
      media: mediaStore,
      db: firestore.db,
      clock: options.clock,
      auth: adminAuth,
      aiConfig: { ...aiProviderConfigFromEnv(), ...definedOnly({ baseUrl: options.ai?.baseUrl, model: options.ai?.model, timeoutMs: options.ai?.timeoutMs }) },
      aiRetry: options.ai?.retry,
      jobLease: options.ai?.lease,
      telegramConfig: { ...telegramConfigFromEnv(), ...definedOnly({ apiRoot: options.telegram?.apiRoot }) },
      telegramPolicy: options.telegram?.policy,
      siteUrl,
      externalRateLimits: options.externalApi?.rateLimits,
      embedder: localEmbedder(),
      log: (message, details) => log(`${message} ${JSON.stringify(details)}`),
      ...(auth && { identityToolkit: { baseUrl: `http://${auth.host}:${auth.port}/identitytoolkit.googleapis.com/v1`, apiKey: 'demo-api-key' } }),
    });
    const { services } = runtime;

    // SEED_ARTICLES=N: N generated articles before the triggers attach (see seed/generated.ts).
    const generated = Number(process.env.SEED_ARTICLES ?? 0);
    const seeding = firestore.isEmpty && options.seed !== false;
    if (seeding && generated > 0) {
      const { seedGeneratedArticles } = await import('../seed/generated.js');
      log(`Seeded ${await seedGeneratedArticles(firestore.db, generated, services.clock.now())} generated articles`);
    }

    const triggers = await attachFirestoreTriggers({ emulator: firestore.emulator, projectId: firestore.projectId, db: firestore.db, runtime, relay: database.relay, retry: options.firestore?.triggerRetry, log });
    cleanups.unshift(() => triggers.close());
    // Let translation runs in progress finish their writes before the database closes.
    cleanups.unshift(() => services.translations.idle(), () => services.siteTextWorker.idle());
    cleanups.unshift(() => services.telegramDeliveries.idle());

    if (seeding) {
      // Loaded only when needed: the demo content is large.
      const { seedDemoContent } = await import('../seed/index.js');
      const summary = await seedDemoContent(services, { mediaDir });
      await firestore.save();
      log(`Seeded demo content: ${summary.languages} languages, ${summary.articles} articles, ${summary.ads} ads`);
    }

    // The seeded administrator's staff document (after the emptiness check above): the owner, unless
    // this DATA_DIR already has one (ownership handed over), then an administrator. Never demoted.
    if (seededAdministrator) await services.repos.staff.enrolAdministrator(seededAdministrator, services.clock.now());

    // This host is the only process working on DATA_DIR: whatever another holder claimed was
    // claimed by a host that is gone (killed, crashed), and the events of queued work died with
    // it. Taken back and started again now, not when the leases would have run out.
    const deadHolders = (holder: string) => holder !== THIS_HOLDER;
    const jobs = await services.translations.recoverJobs(deadHolders);
    if (jobs.takenBack + jobs.failed + jobs.started > 0) log(`Recovered translation jobs left by the previous run: ${JSON.stringify(jobs)}`);
    const texts = await services.siteTextWorker.recoverJobs(deadHolders);
    if (texts.takenBack + texts.failed + texts.started > 0) log(`Recovered site text jobs left by the previous run: ${JSON.stringify(texts)}`);
    const resumed = await services.telegramDeliveries.resumeDue(deadHolders);
    if (resumed > 0) log(`Resumed ${resumed} Telegram deliver${resumed === 1 ? 'y' : 'ies'} left by the previous run`);
    // Killed last time: what its lost trigger events would have done, in the background.
    const marker = markRunning(options.dataDir);
    cleanups.push(() => marker.clear()); // last, once the database is closed: a clean stop
    if (marker.previousDied) {
      const catchingUp = catchUpAfterCrash(services, log).then(
        (r) => log(`Caught up after the previous host was killed: ${JSON.stringify(r)}`),
        (err: unknown) => log(`Catching up after a crash failed: ${String(err)}`),
      );
      cleanups.unshift(() => catchingUp);
    }

    // The reader lists' catalog is read whole once per instance (a second at 10,000 articles): do it
    // before the first reader asks, as a warmed-up function instance would have.
    await services.publicArticles.warm();

    if (options.schedules !== false) {
      const publishing = startScheduleTimer('Scheduled publishing', options.schedules?.intervalMs ?? 60_000, log, async () => {
        const n = await services.scheduledPublishing.publishDueArticles();
        if (n > 0) log(`Published ${n} scheduled article${n === 1 ? '' : 's'}`);
      });
      const sweep = startScheduleTimer('Media sweep', options.schedules?.sweepIntervalMs ?? 3_600_000, log, async () => {
        const { sessions, uploads } = await services.uploadSessions.sweep();
        if (sessions > 0 || uploads > 0) log(`Media sweep removed ${sessions} expired upload session(s) and ${uploads} unused upload(s)`);
      });
      const deliveries = startScheduleTimer('Resuming Telegram deliveries', options.telegram?.sweepIntervalMs ?? 60_000, log, async () => {
        const n = await services.telegramDeliveries.resumeDue();
        if (n > 0) log(`Resumed ${n} Telegram deliver${n === 1 ? 'y' : 'ies'}`);
      });
      const recovery = startScheduleTimer('Recovering background work', options.schedules?.recoveryIntervalMs ?? 60_000, log, async () => {
        const r = await services.translations.recoverJobs();
        if (r.takenBack + r.failed + r.started > 0) log(`Recovered translation jobs: ${JSON.stringify(r)}`);
        const t = await services.siteTextWorker.recoverJobs();
        if (t.takenBack + t.failed + t.started > 0) log(`Recovered site text jobs: ${JSON.stringify(t)}`);
      });
      const policies = readTtlPolicies();
      const ttl = startScheduleTimer('TTL policies', options.schedules?.ttlIntervalMs ?? 3_600_000, log, async () => {
        const n = await deleteExpired(firestore.db, policies, services.clock.now());
        if (n > 0) log(`TTL policies removed ${n} expired document${n === 1 ? '' : 's'}`);
      });
      const catalog = startScheduleTimer('Reader catalog chunks', options.schedules?.catalogIntervalMs ?? 3_600_000, log, async () => {
        await services.catalogChunks.refresh();
      });
      cleanups.unshift(publishing, sweep, deliveries, recovery, ttl, catalog);
    }

    const app = hostingApp({
      projectId: PROJECT_ID,
      deployed,
      auth,
      aiProviderUrl: services.aiSettings.providerUrl,
      mediaStore,
      mediaDir,
      uploadsDir,
      webDist: options.webDist,
      dist: options.webDist ?? path.join(ROOT, 'web/dist'),
    });

    const server = localServer(hostingListener(app));
    server.on('clientError', answerUnparseable);
    const listenHost = options.host ?? '127.0.0.1';
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port, listenHost, () => resolve());
    });
    cleanups.unshift(
      () =>
        new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeAllConnections();
        }),
    );
    const port = (server.address() as AddressInfo).port;
    ownUrl = `http://${urlHost(listenHost)}:${port}`;

    let closed: Promise<void> | undefined;
    return {
      url: ownUrl,
      host: listenHost,
      port,
      services,
      firestore,
      triggers,
      auth,
      adminAuth,
      close: () => (closed ??= runAll(cleanups)),
    };
  } catch (err) {
    await runAll(cleanups);
    throw err;
  }
}

function urlHost(listenHost: string): string {
  if (['127.0.0.1', 'localhost', '0.0.0.0', '::'].includes(listenHost)) return 'localhost';
  return net.isIPv6(listenHost) ? `[${listenHost}]` : listenHost;
}

async function runAll(steps: (() => Promise<void> | void)[]): Promise<void> {
  for (const step of steps) {
    try {
      await step();
    } catch (err) {
      console.error('Shutdown step failed:', err);
    }
  }
}

function definedOnly<T extends Record<string, unknown>>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/**
 * Search embeddings on this machine never reach Google: the offline embedder, or Vertex's
 * protocol against GENAI_BASE_URL when one is given (the fake in emulators/fakes). Decided here,
 * not from GOOGLE_CLOUD_PROJECT: the trigger runtime sets that variable for every local run.
 */
function localEmbedder(): Embedder {
  const baseUrl = process.env.GENAI_BASE_URL?.trim();
  if (!baseUrl) return new LocalHashEmbedder();
  return new VertexEmbedder({ project: process.env.GOOGLE_CLOUD_PROJECT?.trim() || 'demo-cryptolekh', location: 'us-central1', model: process.env.EMBEDDING_MODEL?.trim() || 'gemini-embedding-001', baseUrl });
}
