/**
 * Counts the Firestore operations the local host performs as Cloud Firestore would bill them, so
 * the bench can say what a page view, a console screen or a new article costs in production.
 *
 * It sits on the Admin SDK's transport of the one Firestore client (`request` for unary calls,
 * `requestStream` for streamed ones), below every repository, trigger and schedule, so it sees
 * exactly what would cross the wire. The billing rules (cloud.google.com/firestore/pricing):
 *  - a document read for each document a get or a query returns, and one read for a query that
 *    returns nothing (the minimum per query); a get of a missing document counts one read too;
 *  - aggregation queries (count, sum, average): one read per batch of up to 1,000 index entries
 *    matched, at least one;
 *  - a write for each document a successful commit sets or updates (a transform in the same write
 *    adds nothing); a delete for each document deleted; nothing for a commit that fails;
 *  - a listener pays a read for each document added or changed in its results;
 *  - reads inside a transaction are billed like any other, attempts that are retried included;
 *    beginTransaction and rollback cost nothing.
 * Index-entry reads beyond these (e.g. `select()` queries, vector search) are not modelled.
 */
import type { Firestore } from 'firebase-admin/firestore';
import type { Readable } from 'node:stream';

export interface FirestoreUsage {
  reads: number;
  writes: number;
  deletes: number;
  /** Reads by collection id (the last collection in the path): where the reads go. */
  readsByCollection: Record<string, number>;
  writesByCollection: Record<string, number>;
}

export interface UsageMeter {
  usage(): FirestoreUsage;
  reset(): void;
}

type Unary = (method: string, request: unknown, ...rest: unknown[]) => Promise<unknown>;
type Streamed = (method: string, bidirectional: boolean, request: unknown, ...rest: unknown[]) => Promise<Readable>;

interface Write {
  update?: { name: string };
  delete?: string;
  transform?: { document: string };
}
interface StructuredQuery {
  from?: { collectionId?: string }[];
}
interface AggregationRequest {
  parent: string;
  structuredAggregationQuery: { structuredQuery: StructuredQuery; aggregations: { alias?: string; count?: unknown }[] };
}

/** Installs the meter on `db` (once; a second call answers the first meter). */
export function meterUsage(db: Firestore): UsageMeter {
  const target = db as unknown as { request?: Unary; requestStream?: Streamed; __usageMeter?: UsageMeter };
  if (target.__usageMeter) return target.__usageMeter;
  if (typeof target.request !== 'function' || typeof target.requestStream !== 'function') {
    throw new Error('firebase-admin no longer sends its calls through Firestore.request/requestStream: the usage meter cannot count them.');
  }
  let u = empty();
  const read = (collection: string, n = 1) => {
    u.reads += n;
    u.readsByCollection[collection] = (u.readsByCollection[collection] ?? 0) + n;
  };
  const wrote = (collection: string, kind: 'writes' | 'deletes') => {
    u[kind] += 1;
    u.writesByCollection[collection] = (u.writesByCollection[collection] ?? 0) + 1;
  };

  const request = target.request.bind(db);
  target.request = async (method, req, ...rest) => {
    const answer = await request(method, req, ...rest);
    if (method === 'commit') for (const w of (req as { writes?: Write[] }).writes ?? []) countWrite(w, wrote);
    if (method === 'batchWrite') {
      // Each write of a batchWrite succeeds or fails alone: only the successful ones are billed.
      const statuses = (answer as { status?: { code?: number }[] }).status ?? [];
      ((req as { writes?: Write[] }).writes ?? []).forEach((w, i) => (statuses[i]?.code ?? 0) === 0 && countWrite(w, wrote));
    }
    if (method === 'listCollectionIds') read('(collection ids)');
    return answer;
  };

  const requestStream = target.requestStream.bind(db);
  target.requestStream = async (method, bidirectional, req, ...rest) => {
    // An aggregation's price depends on how many entries it matched, which only a count can tell:
    // its own count when it has one, else the same query sent as a count first (unmetered).
    const aggregation = method === 'runAggregationQuery' ? (req as AggregationRequest) : undefined;
    const countAlias = aggregation?.structuredAggregationQuery.aggregations.find((a) => a.count !== undefined)?.alias;
    const matched = aggregation && countAlias === undefined ? await countMatched(requestStream, aggregation, rest) : 0;
    const stream = await requestStream(method, bidirectional, req, ...rest);
    if (method === 'runQuery') {
      const collection = collectionOfQuery((req as { structuredQuery?: StructuredQuery }).structuredQuery);
      let documents = 0;
      stream.on('data', (chunk: { document?: unknown }) => chunk.document && (documents++, read(collection)));
      stream.on('end', () => documents === 0 && read(collection));
    } else if (method === 'batchGetDocuments') {
      stream.on('data', (chunk: { found?: { name: string }; missing?: string }) => {
        const name = chunk.found?.name ?? chunk.missing;
        if (name) read(collectionOf(name));
      });
    } else if (aggregation) {
      const collection = collectionOfQuery(aggregation.structuredAggregationQuery.structuredQuery);
      if (countAlias === undefined) read(collection, readsForEntries(matched));
      else stream.on('data', (chunk: AggregationChunk) => chunk.result && read(collection, readsForEntries(countIn(chunk, countAlias))));
    } else if (method === 'listen') {
      stream.on('data', (chunk: { documentChange?: { document?: { name: string } } }) => {
        const name = chunk.documentChange?.document?.name;
        if (name) read(collectionOf(name));
      });
    }
    return stream;
  };

  const meter: UsageMeter = {
    usage: () => ({ ...u, readsByCollection: { ...u.readsByCollection }, writesByCollection: { ...u.writesByCollection } }),
    reset: () => void (u = empty()),
  };
  target.__usageMeter = meter;
  return meter;
}

function empty(): FirestoreUsage {
  return { reads: 0, writes: 0, deletes: 0, readsByCollection: {}, writesByCollection: {} };
}

function countWrite(w: Write, wrote: (collection: string, kind: 'writes' | 'deletes') => void): void {
  if (w.delete) wrote(collectionOf(w.delete), 'deletes');
  else if (w.update) wrote(collectionOf(w.update.name), 'writes');
  else if (w.transform) wrote(collectionOf(w.transform.document), 'writes');
}

type AggregationChunk = { result?: { aggregateFields?: Record<string, { integerValue?: string | number }> } };

/** One read per batch of up to 1,000 index entries, at least one. */
export function readsForEntries(entries: number): number {
  return Math.max(1, Math.ceil(entries / 1000));
}

function countIn(chunk: AggregationChunk, alias: string): number {
  return Number(chunk.result?.aggregateFields?.[alias]?.integerValue ?? 0);
}

/** The number of entries an aggregation query without a count matches: the same query as a count. */
async function countMatched(requestStream: Streamed, req: AggregationRequest, rest: unknown[]): Promise<number> {
  const aggregations = [{ alias: 'matched', count: {} }];
  const stream = await requestStream('runAggregationQuery', false, { ...req, structuredAggregationQuery: { ...req.structuredAggregationQuery, aggregations } }, ...rest);
  let n = 0;
  for await (const chunk of stream as AsyncIterable<AggregationChunk>) if (chunk.result) n = countIn(chunk, 'matched');
  return n;
}

/** `projects/p/databases/d/documents/articles/1/counters/0` -> `counters`. */
export function collectionOf(name: string): string {
  const parts = name.split('/documents/')[1]?.split('/') ?? [];
  return parts.length >= 2 ? parts[parts.length - 2]! : '(unknown)';
}

function collectionOfQuery(q: StructuredQuery | undefined): string {
  return q?.from?.[0]?.collectionId ?? '(unknown)';
}
