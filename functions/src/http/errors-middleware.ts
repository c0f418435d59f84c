/**
 * The one error middleware: every failure leaves as JSON `{message, field?, reason?}` in our own
 * words. Libraries' messages (the body parser's, zlib's, Firestore's) never reach a client: each
 * known kind is mapped to what the client should send instead, and anything unknown is a 500
 * that is logged in full and answered without detail.
 */
import type { ErrorRequestHandler, Request, RequestHandler, Response } from 'express';
import { logger } from 'firebase-functions';
import { MESSAGES } from '../contract/index.js';
import { AppError, TooManyRequestsError, VersionConflictError } from '../errors.js';
import { answerAfterBody } from './after-body.js';

export const notFoundHandler: RequestHandler = (req, res) => {
  answerAfterBody(req, res, () => res.status(404).json({ message: MESSAGES.routeNotFound }));
};

/** The JSON body limit of the app (express.json). */
export const BODY_LIMIT = '2mb';

interface HttpishError {
  type?: string;
  status?: number;
  statusCode?: number;
  /** gRPC status (Firestore) or a Node/zlib code such as Z_DATA_ERROR. */
  code?: number | string;
  charset?: string;
  encoding?: string;
  message?: string;
}

interface Answer {
  status: number;
  message: string;
  field?: string;
  reason?: string;
  retryAfterSeconds?: number;
}

/** The body parser's failures (body-parser's `type`), said as what to send instead. */
function bodyParserAnswer(err: HttpishError): Answer | undefined {
  switch (err.type) {
    case 'entity.parse.failed':
      return { status: 400, message: 'Request body is not valid JSON', field: 'body', reason: 'malformed JSON' };
    case 'entity.too.large':
      return { status: 413, message: `Request body is too large: send at most ${BODY_LIMIT.toUpperCase()}`, field: 'body', reason: 'too large' };
    case 'charset.unsupported':
      return {
        status: 415,
        message: `Charset '${err.charset ?? 'unknown'}' is not supported: send the JSON body as UTF-8 (Content-Type: application/json; charset=utf-8)`,
        field: 'body',
        reason: 'charset not supported',
      };
    case 'encoding.unsupported':
      return {
        status: 415,
        message: `Content-Encoding '${err.encoding ?? 'unknown'}' is not supported: send the body uncompressed, or with gzip, deflate or br`,
        field: 'body',
        reason: 'content encoding not supported',
      };
    case 'request.aborted':
    case 'request.size.invalid':
      return { status: 400, message: 'Request body ended before its Content-Length: send the whole body', field: 'body', reason: 'incomplete body' };
    default:
      break;
  }
  // zlib failing to inflate a body that does not match its Content-Encoding (e.g. "incorrect header check").
  if (typeof err.code === 'string' && err.code.startsWith('Z_')) {
    return {
      status: 400,
      message: 'Request body could not be decompressed: send it uncompressed, or compressed as its Content-Encoding says',
      field: 'body',
      reason: 'bad compression',
    };
  }
  return undefined;
}

/** gRPC status codes Firestore reports that a client can act on (the rest are ours to fix). */
const GRPC = { INVALID_ARGUMENT: 3, DEADLINE_EXCEEDED: 4, ALREADY_EXISTS: 6, RESOURCE_EXHAUSTED: 8, ABORTED: 10, UNAVAILABLE: 14 } as const;

function firestoreAnswer(err: HttpishError): Answer | undefined {
  if (typeof err.code !== 'number') return undefined;
  switch (err.code) {
    case GRPC.ABORTED:
      // Our transactions already retried; what is left is contention on the same data.
      return { status: 503, message: 'Too many changes to the same data at once. Please try again.', retryAfterSeconds: 1 };
    case GRPC.ALREADY_EXISTS:
      return { status: 409, message: 'This already exists: it was created by another request at the same time.' };
    case GRPC.DEADLINE_EXCEEDED:
    case GRPC.UNAVAILABLE:
    case GRPC.RESOURCE_EXHAUSTED:
      return { status: 503, message: 'The database is temporarily unavailable. Please try again shortly.', retryAfterSeconds: 5 };
    case GRPC.INVALID_ARGUMENT:
      if (/maximum (allowed )?size|exceeds/i.test(err.message ?? '')) {
        return { status: 413, message: 'This is too large to store: shorten the longest text and try again.', reason: 'too large' };
      }
      return undefined;
    default:
      return undefined;
  }
}

/** Other client errors raised by Express or its router (e.g. a path that is not valid percent-encoding). */
function routerAnswer(err: HttpishError): Answer | undefined {
  const status = err.status ?? err.statusCode;
  if (err instanceof URIError) {
    return { status: 400, message: 'The path is not valid percent-encoding: write % as %25 and encode other characters as UTF-8', field: 'path', reason: 'malformed percent-encoding' };
  }
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return { status, message: status === 404 ? MESSAGES.routeNotFound : 'The request could not be understood: check its method, path, headers and body' };
  }
  return undefined;
}

/** Answers once the request's body has all arrived (after-body.ts): a refused upload's client reads the answer. */
export const errorHandler: ErrorRequestHandler = (err: unknown, req, res, _next) => {
  answerAfterBody(req, res, () => answerError(err, req, res));
};

function answerError(err: unknown, req: Request, res: Response): void {
  if (err instanceof AppError) {
    if (err instanceof TooManyRequestsError) res.set('Retry-After', String(err.retryAfterSeconds));
    if (err instanceof VersionConflictError) {
      if (err.current) res.set('ETag', `"v${err.current.version}"`);
      res.status(409).json({ message: err.message, conflicts: err.conflicts, ...(err.current && { current: err.current }), ...(err.by !== undefined && { by: err.by }) });
      return;
    }
    res.status(err.status).json({ message: err.message, ...(err.field && { field: err.field }), ...(err.reason && { reason: err.reason }) });
    return;
  }
  const e = (err ?? {}) as HttpishError;
  const answer = bodyParserAnswer(e) ?? firestoreAnswer(e) ?? routerAnswer(e);
  if (answer) {
    if (answer.status >= 500 || answer.status === 409 || answer.status === 413) {
      logger.warn('Request failed', { path: req.path, method: req.method, status: answer.status, error: err instanceof Error ? err.message : String(err) });
    }
    if (answer.retryAfterSeconds) res.set('Retry-After', String(answer.retryAfterSeconds));
    res.status(answer.status).json({ message: answer.message, ...(answer.field && { field: answer.field }), ...(answer.reason && { reason: answer.reason }) });
    return;
  }
  logger.error('Unhandled error', { path: req.path, method: req.method, error: err instanceof Error ? err.stack : String(err) });
  res.status(500).json({ message: 'Internal server error' });
}
