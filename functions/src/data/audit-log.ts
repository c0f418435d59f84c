/**
 * auditLog/{id}: who changed what (issue 29). The request that makes a change carries its context
 * (who, from where, which request; http/request-context.ts puts it in an AsyncLocalStorage), and
 * the repository's write transaction or batch that makes the change calls `recordIn(tx, ...)`, so
 * the entry commits with the change or not at all: it exists if and only if the change committed.
 * Outside a request (triggers, schedules, background jobs, seeding) there is no context and nothing
 * is recorded: those are the system's own work, not a person's change.
 *
 * Refusals change nothing, so the guard writes them on their own (`AuditLogRepository.recordRefusal`),
 * one entry per actor and action in each 10-minute window of the clock, counting the rest.
 * Entries carry `expireAt` (a TTL policy in firestore.indexes.json deletes them after the retention).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import { logger } from 'firebase-functions';
import { FieldPath, FieldValue, Timestamp, type Firestore, type Query, type Transaction, type WriteBatch } from 'firebase-admin/firestore';
import {
  AUDIT_CURSOR_PARTS,
  encodeCursor,
  type AuditAction,
  type AuditActor,
  type AuditChanges,
  type AuditEntry,
  type AuditLogPage,
  type AuditTarget,
  type CursorValues,
  type PolicyTarget,
  type StaffAction,
} from '../contract/index.js';
import { collections } from './documents.js';

export const DEFAULT_AUDIT_RETENTION_DAYS = 400;
const DAY_MS = 86_400_000;

/**
 * Refusals of one actor and action are kept to one entry per window of the clock (00:00-00:10,
 * 00:10-00:20... UTC), whatever the target: the first refusal writes it, each later one in the
 * window adds to its `count` (docs/audit-log.md). Repeated refusals cannot add entries without bound.
 */
export const REFUSAL_WINDOW_MS = 10 * 60_000;
/** gRPC's ALREADY_EXISTS, as Firestore's client reports a `create` of a document that exists. */
const ALREADY_EXISTS = 6;

/** What the request making a change knows about it, for its audit entry. */
export interface AuditRequestContext {
  actor: AuditActor;
  ip: string;
  userAgent: string;
  requestId: string;
  /** What the route's guard granted (declared routes), the default action of the entry. */
  granted?: { action: StaffAction; target: PolicyTarget };
  now: () => Date;
  retentionDays: number;
}

/** One change as the repository that makes it describes it. */
export interface AuditDraft {
  /** Default: the action the route's guard granted. */
  action?: AuditAction;
  target: AuditTarget;
  changes?: AuditChanges;
}

export interface AuditLogDoc {
  id: string;
  at: Timestamp;
  expireAt: Timestamp;
  actor: AuditActor;
  action: string;
  target: AuditTarget;
  changes: AuditChanges;
  outcome: 'allowed' | 'refused';
  message?: string;
  /** A refusal: how many refusals of this actor and action its window counted (the first is this entry's own). */
  count?: number;
  /** A refusal counted more than once: the time of a later one. */
  lastAt?: Timestamp;
  ip: string;
  userAgent: string;
  requestId: string;
}

const storage = new AsyncLocalStorage<AuditRequestContext>();

/** Runs `fn` (and everything it starts) as the request described by `context`. */
export function runInAuditContext<T>(context: AuditRequestContext, fn: () => T): T {
  return storage.run(context, fn);
}

/** Runs `fn` outside any request: work a change sets off (triggers, jobs) is not that request's change. */
export function outsideAuditContext<T>(fn: () => T): T {
  return storage.exit(fn);
}

export function currentAuditContext(): AuditRequestContext | undefined {
  return storage.getStore();
}

/** AUDIT_RETENTION_DAYS (default 400). */
export function auditRetentionDaysFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.AUDIT_RETENTION_DAYS?.trim();
  if (!raw) return DEFAULT_AUDIT_RETENTION_DAYS;
  const days = Number(raw);
  if (!Number.isInteger(days) || days < 1 || days > 36_500) throw new Error(`AUDIT_RETENTION_DAYS must be a whole number of days from 1 to 36500, not '${raw}'`);
  return days;
}

/**
 * Adds the audit entry of the change `write` makes, when a request makes it. Call it inside the
 * transaction (or on the batch) that writes the change; a retried transaction writes it once.
 */
export function recordIn(db: Firestore, write: Transaction | WriteBatch, draft: AuditDraft): void {
  const context = storage.getStore();
  if (!context) return;
  const action = draft.action ?? context.granted?.action;
  if (!action) throw new Error('An audited change needs an action (declare the route or name it)');
  const ref = collections(db).auditLog.doc();
  const doc = entryDoc(ref.id, context, { action, target: draft.target, changes: draft.changes ?? {}, outcome: 'allowed' });
  // Transaction.set and WriteBatch.set take the same arguments; TypeScript cannot call the union.
  (write as WriteBatch).set(ref, doc);
}

function entryDoc(
  id: string,
  context: AuditRequestContext,
  entry: { action: string; target: AuditTarget; changes: AuditChanges; outcome: 'allowed' | 'refused'; message?: string; count?: number },
): AuditLogDoc {
  const at = context.now();
  return stripUndefined({
    id,
    at: Timestamp.fromDate(at),
    expireAt: Timestamp.fromMillis(at.getTime() + context.retentionDays * DAY_MS),
    actor: context.actor,
    ...entry,
    ip: context.ip,
    userAgent: context.userAgent,
    requestId: context.requestId,
  });
}

/** Firestore refuses `undefined`; optional fields are left out instead. */
function stripUndefined<T>(value: T): T {
  if (Array.isArray(value)) return value.map(stripUndefined) as T;
  if (value && typeof value === 'object' && !(value instanceof Timestamp)) {
    return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined).map(([k, v]) => [k, stripUndefined(v)])) as T;
  }
  return value;
}

/** Field changes of small values between two versions of a document; `secret` fields only say "changed". */
export function changesBetween<T extends object>(before: T | null | undefined, after: T | null | undefined, fields: readonly (keyof T & string)[], secret: readonly (keyof T & string)[] = []): AuditChanges {
  const changes: AuditChanges = {};
  for (const field of fields) {
    const from = small(before?.[field]);
    const to = small(after?.[field]);
    if (JSON.stringify(from) === JSON.stringify(to)) continue;
    changes[field] = secret.includes(field) ? 'changed' : { from, to };
  }
  return changes;
}

/** A value as an entry shows it: scalars as they are, times as ISO text, long text cut. */
function small(value: unknown): string | number | boolean | null | (string | number)[] {
  if (value === undefined || value === null) return null;
  if (value instanceof Timestamp) return value.toDate().toISOString();
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string') return value.length > 200 ? `${value.slice(0, 199)}…` : value;
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  if (Array.isArray(value) && value.every((v) => typeof v === 'string' || typeof v === 'number')) return value.slice(0, 50) as (string | number)[];
  return JSON.stringify(value).slice(0, 200);
}

export interface AuditLogFilter {
  actorId?: string;
  action?: string;
  targetType?: string;
  targetId?: string;
  languageId?: number;
  from?: Date;
  to?: Date;
  limit: number;
  cursor?: CursorValues<typeof AUDIT_CURSOR_PARTS>;
}

export class AuditLogRepository {
  private readonly cols;

  constructor(private readonly db: Firestore) {
    this.cols = collections(db);
  }

  /** `recordIn` for code holding the repository (staff, invitations). */
  recordIn(write: Transaction | WriteBatch, draft: AuditDraft): void {
    recordIn(this.db, write, draft);
  }

  /**
   * A refusal: nothing changed, so it is written on its own. Outside a request it is not recorded.
   * The first refusal of this actor and action in its window (REFUSAL_WINDOW_MS) creates the entry,
   * under an id made of the four, so requests at once agree on it without a transaction; each later
   * one adds 1 to its `count`: one write to one document per refusal, one entry per window.
   */
  async recordRefusal(action: AuditAction, target: AuditTarget, message: string): Promise<void> {
    const context = storage.getStore();
    if (!context) return;
    const now = context.now();
    const windowStart = Math.floor(now.getTime() / REFUSAL_WINDOW_MS) * REFUSAL_WINDOW_MS;
    // 40 hex digits: an auto id's alphabet, so the list's cursor takes it like any other id.
    const id = createHash('sha256').update(JSON.stringify(['refusal', context.actor.kind, context.actor.id, action, windowStart])).digest('hex').slice(0, 40);
    const ref = this.cols.auditLog.doc(id);
    try {
      await ref.create(entryDoc(id, context, { action, target, changes: {}, outcome: 'refused', message, count: 1 }));
      return;
    } catch (err) {
      if ((err as { code?: unknown }).code !== ALREADY_EXISTS) throw err;
    }
    try {
      await ref.update({ count: FieldValue.increment(1), lastAt: Timestamp.fromDate(now) });
    } catch (err) {
      // A flood past what one document takes: the entry stands (the count is then a lower bound)
      // and the refusal is still answered, never turned into a 500.
      logger.warn('A refusal was not counted in its audit entry', { id, action, error: String(err) });
    }
  }

  /**
   * Newest first. Each equality filter has its own (field, at DESC) composite index and production
   * merges them for combinations ("index merging"), so any combination is answered.
   */
  async list(filter: AuditLogFilter): Promise<AuditLogPage> {
    let query: Query = this.cols.auditLog;
    if (filter.actorId !== undefined) query = query.where('actor.id', '==', filter.actorId);
    if (filter.action !== undefined) query = query.where('action', '==', filter.action);
    if (filter.targetType !== undefined) query = query.where('target.type', '==', filter.targetType);
    if (filter.targetId !== undefined) query = query.where('target.id', '==', filter.targetId);
    if (filter.languageId !== undefined) query = query.where('target.languageId', '==', filter.languageId);
    if (filter.from) query = query.where('at', '>=', Timestamp.fromDate(filter.from));
    if (filter.to) query = query.where('at', '<=', Timestamp.fromDate(filter.to));
    query = query.orderBy('at', 'desc').orderBy(FieldPath.documentId(), 'desc');
    if (filter.cursor !== undefined) {
      const [seconds, nanoseconds, id] = filter.cursor;
      query = query.startAfter(new Timestamp(seconds, nanoseconds), id);
    }
    const snap = await query.limit(filter.limit + 1).get();
    const docs = snap.docs.slice(0, filter.limit).map((d) => d.data() as AuditLogDoc);
    const last = docs[docs.length - 1];
    return {
      entries: docs.map(toEntry),
      nextCursor: snap.size > filter.limit && last ? encodeCursor([last.at.seconds, last.at.nanoseconds, last.id]) : null,
    };
  }
}

export function toEntry(doc: AuditLogDoc): AuditEntry {
  const { at, expireAt: _expireAt, lastAt, ...rest } = doc;
  return { ...rest, at: at.toDate().toISOString(), ...(lastAt && { lastAt: lastAt.toDate().toISOString() }) };
}
