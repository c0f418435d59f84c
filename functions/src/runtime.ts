/**
 * The one place that initialises firebase-admin. Deployed functions build their runtime lazily from
 * the default app; the local host installs its own (in-memory Firestore) before any request or
 * trigger runs, so the same exported functions run against it.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import type { Express, RequestHandler } from 'express';
import { changeSignal } from './data/change-signal.js';
import { createApp } from './http/app.js';
import { createPagesApp, PAGES_PATHS } from './http/pages/app.js';
import { createPageHandler } from './http/pages/page-handler.js';
import { createServices, type AppDeps, type Services } from './services/index.js';

export interface Runtime {
  services: Services;
  /** The `api` function's app (/api/**). */
  app: Express;
  /** The `pages` function: the feeds (http/pages/app.ts PAGES_PATHS), else a server-rendered reader page. */
  pages: RequestHandler;
}

let current: Runtime | undefined;
/** The runtime of the host a trigger runs for, where several hosts share a process (the tests). */
const scoped = new AsyncLocalStorage<Runtime>();

export function buildRuntime(deps: AppDeps): Runtime {
  // A new instance has read nothing yet: whatever this process kept for an earlier one (a local
  // host started again, another test's host) is not its answer.
  changeSignal.articlesChanged();
  const services = createServices(deps);
  const feeds = createPagesApp(services);
  const render = createPageHandler(services);
  const isFeed = new Set<string>(PAGES_PATHS);
  return { services, app: createApp(services), pages: (req, res, next) => (isFeed.has(req.path) ? feeds(req, res, next) : render(req, res, next)) };
}

/** Replaces the runtime the exported functions use (local host and tests). */
export function installRuntime(deps: AppDeps): Runtime {
  current = buildRuntime(deps);
  return current;
}

/**
 * Runs `fn` (a trigger's run) with `rt` as the runtime the exported functions use: a deployed
 * instance has one runtime, but a test process may run several hosts, and each host's triggers
 * must act on its own database, not on the one installed last.
 */
export function withRuntime<T>(rt: Runtime, fn: () => T): T {
  return scoped.run(rt, fn);
}

export function runtime(): Runtime {
  const mine = scoped.getStore();
  if (mine) return mine;
  if (!current) {
    if (getApps().length === 0) initializeApp();
    current = buildRuntime({ db: getFirestore(), auth: getAuth() });
  }
  return current;
}
