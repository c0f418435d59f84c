/**
 * The Firestore triggers the project deploys, delivered as Cloud Functions delivers them in
 * production: the Cloud Firestore emulator sends each matching commit's event (a binary-mode
 * CloudEvent, its data the DocumentEventData protobuf with the document before and after) after the
 * commit, never inside the writer's request; each trigger runs outside any request, by its export
 * name; and a trigger deployed with `retry: true` that throws is delivered again with a growing wait,
 * as Eventarc does (the emulator itself never redelivers).
 *
 * Registration is the call firebase-tools' Functions emulator makes for 2nd-gen triggers:
 * `POST /emulator/v1/projects/{project}/eventarcTrigger?eventarcTriggerId={name}` with the trigger's
 * event type and document pattern, read from the function's own endpoint description.
 */
import http, { type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { getApps, initializeApp } from 'firebase-admin/app';
import type { Firestore } from 'firebase-admin/firestore';
import type { CloudEvent, CloudFunction } from 'firebase-functions/v2';
import * as deployed from '../../functions/src/index.js';
import { outsideAuditContext } from '../../functions/src/data/audit-log.js';
import { withRuntime, type Runtime } from '../../functions/src/runtime.js';
import { localServer } from './local-server.js';
import { routeRemotely, type TriggerRelay } from './trigger-relay.js';

type Trigger = CloudFunction<CloudEvent<unknown>>;

/** The Firestore triggers the project deploys, by export name. */
export const FIRESTORE_TRIGGERS: Record<string, Trigger> = {
  onArticleDeleted: deployed.onArticleDeleted,
  onTranslationJobWritten: deployed.onTranslationJobWritten,
  onSiteTextJobWritten: deployed.onSiteTextJobWritten,
  onArticleMediaWritten: deployed.onArticleMediaWritten,
  onAdMediaWritten: deployed.onAdMediaWritten,
  onMediaWritten: deployed.onMediaWritten,
  onAdEventCreated: deployed.onAdEventCreated,
  onAnalyticsReaderCreated: deployed.onAnalyticsReaderCreated,
  onArticleCounterWritten: deployed.onArticleCounterWritten,
  onArticleTelegramWritten: deployed.onArticleTelegramWritten,
  onTelegramDeliveryWritten: deployed.onTelegramDeliveryWritten,
  onArticleEmbeddingsWritten: deployed.onArticleEmbeddingsWritten,
  onArticleQueueWritten: deployed.onArticleQueueWritten,
} as unknown as Record<string, Trigger>;

interface EventTrigger {
  eventType: string;
  eventFilters?: { database?: string; namespace?: string; document?: string };
  eventFilterPathPatterns?: { document?: string };
  retry?: boolean;
}

function eventTriggerOf(name: string, fn: Trigger): EventTrigger {
  const trigger = (fn as unknown as { __endpoint?: { eventTrigger?: EventTrigger } }).__endpoint?.eventTrigger;
  if (!trigger) throw new Error(`${name} is not an event-triggered function`);
  return trigger;
}

/** How a `retry: true` trigger is delivered again (Eventarc: 10 s to 600 s, for up to 7 days). */
export interface TriggerRetryPolicy {
  firstWaitMs: number;
  maxWaitMs: number;
  /** Gives up on an event this long after its first delivery. */
  maxAgeMs: number;
}

const DEFAULT_RETRY: TriggerRetryPolicy = { firstWaitMs: 250, maxWaitMs: 60_000, maxAgeMs: 24 * 3_600_000 };

export interface TriggerStats {
  initiatedCount: number;
  completedCount: number;
  errorCount: number;
}

export interface TriggerObserver {
  before?(e: { key: string }): void;
  after?(e: { key: string }): void;
  error?(e: { key: string; cause: unknown }): void;
}

export interface TriggerDelivery {
  /**
   * Runs `writes` as if the host died before their triggers ran: every event of a commit made
   * meanwhile is dropped, however late the emulator delivers it (flush), and later ones run.
   */
  losingEvents<T>(writes: () => Promise<T>): Promise<T>;
  /**
   * Resolves once every event of the commits made before it has reached this host (and, unless
   * losingEvents drops it, its trigger has started): the emulator delivers events in commit order, so the
   * event of a marker document written now comes after all of them.
   */
  flush(options?: { timeout?: number }): Promise<void>;
  observeAll(observer: TriggerObserver): () => void;
  /** Resolves when the trigger next finishes a run (rejects after `timeout` ms). */
  waitOne(name: string, options?: { timeout?: number }): Promise<void>;
  getStats(name: string): TriggerStats;
  /** Resolves once no trigger runs and none waits to be delivered again. */
  idle(): Promise<void>;
  /** Stops taking events, then waits for the runs in progress. */
  close(): Promise<void>;
}

export interface AttachOptions {
  emulator: { host: string; port: number };
  projectId: string;
  /** The host's database (flush writes its marker there). */
  db: Firestore;
  /** The host's runtime, which its triggers run with (another host in the process has its own). */
  runtime: Runtime;
  /** The relay the emulator sends events to: in this process, or another's URL. */
  relay: TriggerRelay | string;
  retry?: Partial<TriggerRetryPolicy>;
  log?: (line: string) => void;
}

/** Flush's marker documents, and the registration that sends their events here like any trigger's. */
const BARRIER_COLLECTION = 'triggerBarriers';
const BARRIER = '_triggerBarrier';
const BARRIER_TRIGGER: EventTrigger = {
  eventType: 'google.cloud.firestore.document.v1.written',
  eventFilters: { database: '(default)', namespace: '(default)' },
  eventFilterPathPatterns: { document: `${BARRIER_COLLECTION}/{id}` },
};

async function register(emulator: AttachOptions['emulator'], projectId: string, name: string, trigger: EventTrigger): Promise<void> {
  const document = trigger.eventFilterPathPatterns?.document ?? trigger.eventFilters?.document;
  const body = {
    eventType: trigger.eventType,
    database: trigger.eventFilters?.database ?? '(default)',
    namespace: trigger.eventFilters?.namespace ?? '(default)',
    document: { value: document, matchType: trigger.eventFilterPathPatterns?.document ? 'PATH_PATTERN' : 'EXACT' },
  };
  const url = `http://${emulator.host}:${emulator.port}/emulator/v1/projects/${projectId}/eventarcTrigger?eventarcTriggerId=${encodeURIComponent(name)}`;
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`The Firestore emulator refused the trigger ${name}: ${res.status} ${await res.text()}`);
}

/**
 * The CloudEvent a binary-mode delivery carries: its `ce-*` headers as attributes, its body as data.
 * The emulator sends a protobuf body base64-encoded; firebase-tools' Functions emulator decodes it
 * before the function sees it (functionsEmulator.js), and so does this.
 */
export function cloudEventOf(headers: IncomingHttpHeaders, body: Buffer): CloudEvent<Buffer> & Record<string, unknown> {
  const attributes: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (name.startsWith('ce-') && typeof value === 'string') attributes[name.slice(3)] = value;
  }
  const contentType = typeof headers['content-type'] === 'string' ? headers['content-type'] : '';
  if (!attributes.datacontenttype && contentType) attributes.datacontenttype = contentType;
  const data = contentType.includes('application/protobuf') ? Buffer.from(body.toString('latin1'), 'base64') : body;
  return { ...attributes, data } as CloudEvent<Buffer> & Record<string, unknown>;
}

export async function attachFirestoreTriggers(options: AttachOptions): Promise<TriggerDelivery> {
  const log = options.log ?? (() => {});
  // firebase-functions builds each event's snapshots with the default app's Firestore (no call
  // leaves the process for that): a deployed function has one; the host makes it once.
  if (!getApps().some((a) => a.name === '[DEFAULT]')) initializeApp({ projectId: options.projectId });
  const policy = { ...DEFAULT_RETRY, ...options.retry };
  const stats = new Map<string, TriggerStats>();
  const observers = new Set<TriggerObserver>();
  const waiters = new Map<string, Set<() => void>>();
  const timers = new Set<NodeJS.Timeout>();
  let running = 0;
  let closed = false;
  const idleWaiters = new Set<() => void>();
  const statsOf = (name: string) => {
    let s = stats.get(name);
    if (!s) stats.set(name, (s = { initiatedCount: 0, completedCount: 0, errorCount: 0 }));
    return s;
  };
  const checkIdle = () => {
    if (running === 0 && timers.size === 0) for (const w of [...idleWaiters]) w();
  };

  const run = async (name: string, event: CloudEvent<Buffer>, firstAt: number, attempt: number): Promise<void> => {
    const fn = FIRESTORE_TRIGGERS[name]!;
    const s = statsOf(name);
    s.initiatedCount++;
    running++;
    for (const o of observers) o.before?.({ key: name });
    try {
      await withRuntime(options.runtime, () => outsideAuditContext(() => Promise.resolve(fn(event as CloudEvent<unknown>))));
      s.completedCount++;
      for (const o of observers) o.after?.({ key: name });
    } catch (cause) {
      s.errorCount++;
      for (const o of observers) o.error?.({ key: name, cause });
      const retry = eventTriggerOf(name, fn).retry === true;
      const wait = Math.min(policy.maxWaitMs, policy.firstWaitMs * 2 ** (attempt - 1));
      const again = retry && !closed && Date.now() + wait - firstAt <= policy.maxAgeMs;
      log(`Trigger ${name} failed on ${String(event.subject)}${again ? `; delivered again in ${wait} ms` : ''}: ${String(cause)}`);
      if (again) {
        const timer = setTimeout(() => {
          timers.delete(timer);
          void run(name, event, firstAt, attempt + 1);
        }, wait);
        timer.unref();
        timers.add(timer);
      }
    } finally {
      running--;
      for (const w of waiters.get(name) ?? []) w();
      waiters.delete(name);
      checkIdle();
    }
  };

  const barriers = new Map<string, () => void>();
  /** While true (losingEvents), events are dropped as if lost: a host killed before its triggers ran. */
  let losing = false;
  const accept = (name: string, headers: IncomingHttpHeaders, body: Buffer): boolean => {
    if (name === BARRIER) {
      const id = String(headers['ce-subject'] ?? '').split('/').pop()!;
      barriers.get(id)?.();
      return true;
    }
    if (closed || !FIRESTORE_TRIGGERS[name]) return false;
    if (losing) return true;
    void run(name, cloudEventOf(headers, body), Date.now(), 1);
    return true;
  };

  // Events reach this host through the relay: directly when it is in this process, else through
  // a loopback endpoint of this host's own.
  let unroute: () => Promise<void> | void;
  let endpoint: http.Server | undefined;
  if (typeof options.relay === 'string') {
    endpoint = localServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const name = decodeURIComponent((req.url ?? '').slice(1));
        res.writeHead(accept(name, req.headers, Buffer.concat(chunks)) ? 204 : 404).end();
      });
    });
    await new Promise<void>((resolve) => endpoint!.listen(0, '127.0.0.1', () => resolve()));
    const { port } = endpoint.address() as AddressInfo;
    unroute = await routeRemotely(options.relay, options.projectId, `http://127.0.0.1:${port}`);
  } else {
    unroute = options.relay.route(options.projectId, (name, headers, body) => void accept(name, headers, body));
  }
  for (const [name, fn] of Object.entries(FIRESTORE_TRIGGERS)) await register(options.emulator, options.projectId, name, eventTriggerOf(name, fn));
  await register(options.emulator, options.projectId, BARRIER, BARRIER_TRIGGER);

  const delivery: TriggerDelivery = {
    async losingEvents(writes) {
      losing = true;
      try {
        return await writes();
      } finally {
        await delivery.flush();
        losing = false;
      }
    },
    async flush({ timeout = 30_000 } = {}) {
      const id = randomUUID();
      const marker = options.db.collection(BARRIER_COLLECTION).doc(id);
      let timer: NodeJS.Timeout | undefined;
      const arrived = new Promise<void>((resolve, reject) => {
        barriers.set(id, resolve);
        timer = setTimeout(() => reject(new Error(`The emulator did not deliver the flush marker's event within ${timeout} ms`)), timeout);
      });
      try {
        await marker.create({ at: Date.now() });
        await arrived;
      } finally {
        clearTimeout(timer);
        barriers.delete(id);
      }
      await marker.delete();
    },
    observeAll(observer) {
      observers.add(observer);
      return () => void observers.delete(observer);
    },
    waitOne(name, { timeout = 10_000 } = {}) {
      return new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.get(name)?.delete(done);
          reject(new Error(`${name} did not run within ${timeout} ms`));
        }, timeout);
        const done = () => {
          clearTimeout(timer);
          resolve();
        };
        let set = waiters.get(name);
        if (!set) waiters.set(name, (set = new Set()));
        set.add(done);
      });
    },
    getStats: (name) => ({ ...statsOf(name) }),
    idle: () =>
      new Promise<void>((resolve) => {
        const done = () => {
          idleWaiters.delete(done);
          resolve();
        };
        idleWaiters.add(done);
        checkIdle();
      }),
    async close() {
      if (closed) return;
      closed = true;
      for (const t of timers) clearTimeout(t);
      timers.clear();
      await unroute();
      if (endpoint) await new Promise<void>((resolve) => (endpoint!.close(() => resolve()), endpoint!.closeAllConnections()));
      if (running > 0) await delivery.idle();
    },
  };
  return delivery;
}
