/**
 * The composition root of the local stand-in for Google Cloud: in-memory Firestore (persisted to
 * DATA_DIR), the real exported functions bound to it (the `api` app and the Firestore triggers),
 * the Auth emulator, local media storage and the built web app, all served from one port.
 */
import { existsSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { TriggerOrchestrator } from '@firebase-bridge/firestore-functions';
import express from 'express';
import * as deployed from '../../functions/src/index.js';
import { installRuntime } from '../../functions/src/runtime.js';
import type { Clock } from '../../functions/src/services/clock.js';
import type { Auth } from 'firebase-admin/auth';
import type { Services } from '../../functions/src/services/index.js';
import { emulatorAdminAuth, seedAdministrator, startAuthEmulator, type AuthEmulator } from './auth-emulator.js';
import { freePort, isPortFree } from './free-port.js';
import { openLocalFirestore, type LocalFirestore } from './local-firestore.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const PROJECT_ID = 'demo-cryptolekh';

export interface HostOptions {
  /** 0 picks a free port. */
  port: number;
  dataDir: string;
  /** Start the Auth emulator (default true). Its port: 0 or absent picks 9099 when free, else any free port. */
  auth?: false | { port?: number; adminEmail: string; adminPassword: string };
  /** Seed demo content when the database is empty (default true). */
  seed?: boolean;
  webDist?: string;
  clock?: Clock;
  /**
   * Run scheduled publishing as the deployed `publishScheduledArticles` schedule does (default:
   * every 60 s, and once at start for what fell due while the host was stopped). false disables it.
   */
  schedules?: false | { intervalMs?: number };
  log?: (line: string) => void;
}

export interface Host {
  url: string;
  port: number;
  services: Services;
  firestore: LocalFirestore;
  triggers: TriggerOrchestrator<string>;
  auth?: AuthEmulator;
  /** The Admin SDK's Auth bound to the emulator (what the services check tokens with). */
  adminAuth?: Auth;
  close(): Promise<void>;
}

/** The Firestore triggers the project deploys, by export name. */
const firestoreTriggers = { onArticleDeleted: deployed.onArticleDeleted };

export async function startHost(options: HostOptions): Promise<Host> {
  const log = options.log ?? (() => {});
  const firestore = await openLocalFirestore({ dataDir: options.dataDir, projectId: PROJECT_ID });
  const cleanups: (() => Promise<void> | void)[] = [() => firestore.close()];

  try {
    let auth: AuthEmulator | undefined;
    if (options.auth !== false) {
      const wanted = options.auth?.port || ((await isPortFree(9099)) ? 9099 : await freePort());
      auth = await startAuthEmulator({ port: wanted, projectId: PROJECT_ID, dataDir: options.dataDir });
      cleanups.unshift(() => auth!.stop());
      process.env.FIREBASE_AUTH_EMULATOR_HOST = `${auth.host}:${auth.port}`;
      if (options.auth) await seedAdministrator({ projectId: PROJECT_ID, email: options.auth.adminEmail, password: options.auth.adminPassword });
    }

    const adminAuth = auth && emulatorAdminAuth(PROJECT_ID);
    const { services } = installRuntime({
      db: firestore.db,
      clock: options.clock,
      auth: adminAuth,
      ...(auth && { identityToolkit: { baseUrl: `http://${auth.host}:${auth.port}/identitytoolkit.googleapis.com/v1`, apiKey: 'demo-api-key' } }),
    });

    const triggers = new TriggerOrchestrator<string>(firestore.controller, (reg) => {
      for (const [name, fn] of Object.entries(firestoreTriggers)) reg.v2(name, fn);
    });
    triggers.watchErrors((e) => log(`Trigger ${String(e.key)} failed: ${String(e.cause)}`));
    cleanups.unshift(() => triggers.detach());

    if (firestore.isEmpty && options.seed !== false) {
      // Loaded only when needed: the demo content is large.
      const { seedDemoContent } = await import('../seed/index.js');
      const summary = await seedDemoContent(services, { mediaDir: path.join(options.dataDir, 'media') });
      await firestore.save();
      log(`Seeded demo content: ${summary.languages} languages, ${summary.articles} articles, ${summary.ads} ads`);
    }

    if (options.schedules !== false) {
      const stop = startScheduleTimer(services, options.schedules?.intervalMs ?? 60_000, log);
      cleanups.unshift(stop);
    }

    const app = express();
    app.disable('x-powered-by');
    // The real deployed `api` function; Hosting rewrites /api/** to it in production.
    app.use((req, res, next) => (req.path === '/api' || req.path.startsWith('/api/') ? deployed.api(req as Parameters<typeof deployed.api>[0], res) : next()));
    app.get('/__/firebase/init.json', (_req, res) => {
      res.json({
        projectId: PROJECT_ID,
        apiKey: 'demo-api-key',
        authDomain: `${PROJECT_ID}.firebaseapp.com`,
        ...(auth && { authEmulatorHost: `http://${auth.host}:${auth.port}` }),
      });
    });
    app.use('/media', express.static(path.join(options.dataDir, 'media'), { fallthrough: false, maxAge: '1h' }));
    const dist = options.webDist ?? path.join(ROOT, 'web/dist');
    if (existsSync(path.join(dist, 'index.html'))) {
      app.use(express.static(dist, { index: false, maxAge: '1h', setHeaders: noCacheHtml }));
      app.get(/.*/, (_req, res) => res.sendFile(path.join(dist, 'index.html'), { headers: { 'Cache-Control': 'no-cache' } }));
    } else {
      app.get(/.*/, (_req, res) => res.status(503).type('text').send('The web app is not built: run `npm run build`.'));
    }
    app.use(((err, _req, res, _next) => {
      const status = (err as { status?: number }).status ?? 500;
      res.status(status).json({ message: status === 404 ? 'Not found' : 'Internal server error' });
    }) as express.ErrorRequestHandler);

    const server = http.createServer(app);
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port, '0.0.0.0', () => resolve());
    });
    cleanups.unshift(
      () =>
        new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeAllConnections();
        }),
    );
    const port = (server.address() as AddressInfo).port;

    let closed: Promise<void> | undefined;
    return {
      url: `http://localhost:${port}`,
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

/**
 * The local stand-in for Cloud Scheduler: the same service the deployed schedule calls, on an
 * unref'd timer (it never keeps the process alive). A run still going when the next tick comes
 * is not overlapped. Stopping waits for a run in progress.
 */
function startScheduleTimer(services: Services, intervalMs: number, log: (line: string) => void): () => Promise<void> {
  let running: Promise<void> | undefined;
  const tick = () => {
    if (running) return;
    running = services.scheduledPublishing
      .publishDueArticles()
      .then((n) => {
        if (n > 0) log(`Published ${n} scheduled article${n === 1 ? '' : 's'}`);
      })
      .catch((err: unknown) => log(`Scheduled publishing failed: ${String(err)}`))
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  tick();
  return async () => {
    clearInterval(timer);
    await running;
  };
}

function noCacheHtml(res: http.ServerResponse, file: string) {
  if (file.endsWith('.html')) res.setHeader('Cache-Control', 'no-cache');
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
