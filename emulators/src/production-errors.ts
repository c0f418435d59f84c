/**
 * Where the Cloud Firestore emulator answers a failure differently from production, its answer is
 * turned into production's before the SDK sees it, so the code's retries meet what they will meet.
 *
 * One case is known: under contention the emulator ends a transaction that lost its locks to an
 * older one, and the loser's next call with that transaction is answered INVALID_ARGUMENT
 * "Transaction is invalid or closed." (firebase-tools issue 4473). Production answers ABORTED,
 * which the SDK's runTransaction retries with backoff; INVALID_ARGUMENT it retries only for
 * "transaction has expired", so the emulator's answer ended the request with a 500.
 */
import type { Firestore } from 'firebase-admin/firestore';
import type { Readable } from 'node:stream';

type Unary = (method: string, request: unknown, ...rest: unknown[]) => Promise<unknown>;
type Streamed = (method: string, bidirectional: boolean, request: unknown, ...rest: unknown[]) => Promise<Readable>;

const INVALID_ARGUMENT = 3;
const ABORTED = 10;
const CLOSED_TRANSACTION = /Transaction is invalid or closed/;

/** The error as production would send it (the same object, its code changed). */
export function asProductionError<T>(err: T): T {
  const e = err as { code?: unknown; details?: unknown; message?: unknown } | null;
  if (e && e.code === INVALID_ARGUMENT && CLOSED_TRANSACTION.test(`${String(e.details ?? '')} ${String(e.message ?? '')}`)) e.code = ABORTED;
  return err;
}

/** Installs the translation on a client of the emulator (innermost: every other layer sees production's errors). */
export function answerAsProduction(db: Firestore): void {
  const target = db as unknown as { request?: Unary; requestStream?: Streamed };
  if (typeof target.request !== 'function' || typeof target.requestStream !== 'function') {
    throw new Error('firebase-admin no longer sends its calls through Firestore.request/requestStream: the emulator\'s errors cannot be translated.');
  }
  const request = target.request.bind(db);
  target.request = async (method, req, ...rest) => {
    try {
      return await request(method, req, ...rest);
    } catch (err) {
      throw asProductionError(err);
    }
  };
  const requestStream = target.requestStream.bind(db);
  target.requestStream = async (method, bidirectional, req, ...rest) => {
    let stream: Readable;
    try {
      stream = await requestStream(method, bidirectional, req, ...rest);
    } catch (err) {
      throw asProductionError(err);
    }
    const emit = stream.emit.bind(stream) as (event: string | symbol, ...args: unknown[]) => boolean;
    (stream as { emit: typeof emit }).emit = (event, ...args) => emit(event, ...(event === 'error' ? [asProductionError(args[0]), ...args.slice(1)] : args));
    return stream;
  };
}
