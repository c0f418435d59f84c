/**
 * Makes the local Firestore refuse queries as production Cloud Firestore does: a query no index
 * serves is refused with FAILED_PRECONDITION (index-rules.ts). The Cloud Firestore emulator answers
 * every query (it does not enforce composite indexes), so the rules are applied to the queries the
 * Admin SDK sends it.
 *
 * firebase-admin sends every query through `Firestore.requestStream(method, bidirectional,
 * request, tag)`: `runQuery` (request.structuredQuery), `runAggregationQuery`
 * (request.structuredAggregationQuery.{structuredQuery, aggregations}) and `listen`
 * (request.addTarget.query.structuredQuery): the protos production receives. They are checked
 * there. A refusal is the error gRPC gives the SDK: code 9, message
 * "9 FAILED_PRECONDITION: The query requires an index. ..."; the SDK does not retry that code
 * and rejects the query (or transaction) with it, as in production.
 *
 * `asFirestoreItself` runs code that stands in for Firestore's own machinery (the TTL sweep), whose
 * queries production does not run through client indexes.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Firestore } from 'firebase-admin/firestore';
import type { IndexConfig } from './index-config.js';
import { missingIndex, type MissingIndex } from './index-rules.js';
import { shapeOf, type AggregationProto, type StructuredQueryProto } from './query-shape.js';

type RequestStream = (method: string, bidirectional: boolean, request: unknown, tag: string) => Promise<unknown>;

interface QueryRequest {
  structuredQuery?: StructuredQueryProto;
  structuredAggregationQuery?: { structuredQuery?: StructuredQueryProto; aggregations?: AggregationProto[] };
  addTarget?: { query?: { structuredQuery?: StructuredQueryProto } };
}

const firestoreItself = new AsyncLocalStorage<true>();

/** Runs `fn` with its queries exempt from the index rules (Firestore's own processes, e.g. TTL). */
export function asFirestoreItself<T>(fn: () => T): T {
  return firestoreItself.run(true, fn);
}

export class FailedPreconditionError extends Error {
  readonly code = 9;
  readonly details: string;
  constructor(readonly missing: MissingIndex) {
    super(`9 FAILED_PRECONDITION: ${missing.message}`);
    this.details = missing.message;
  }
}

/** The query a request carries. */
function queryOf(method: string, request: QueryRequest): { query: StructuredQueryProto; aggregations?: AggregationProto[] } | undefined {
  if (method === 'runQuery' && request.structuredQuery) {
    return { query: request.structuredQuery };
  }
  const aggregation = request.structuredAggregationQuery;
  if (method === 'runAggregationQuery' && aggregation?.structuredQuery) {
    return { query: aggregation.structuredQuery, aggregations: aggregation.aggregations ?? [] };
  }
  const target = request.addTarget;
  if (method === 'listen' && target?.query?.structuredQuery) {
    return { query: target.query.structuredQuery };
  }
  return undefined;
}

export function enforceProductionQueries(db: Firestore, config: IndexConfig): void {
  const target = db as unknown as { requestStream?: RequestStream };
  if (typeof target.requestStream !== 'function') {
    throw new Error('firebase-admin no longer sends queries through Firestore.requestStream: the local Firestore cannot apply production index rules.');
  }
  const requestStream = target.requestStream.bind(db);
  target.requestStream = (method, bidirectional, request, tag) => {
    const found = request && typeof request === 'object' ? queryOf(method, request as QueryRequest) : undefined;
    if (found && !firestoreItself.getStore()) {
      const missing = missingIndex(shapeOf(found.query, found.aggregations), config);
      if (missing) return Promise.reject(new FailedPreconditionError(missing));
    }
    return requestStream(method, bidirectional, request, tag);
  };
}
