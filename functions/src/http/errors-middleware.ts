/** The one error middleware: every failure leaves as JSON `{message, field?, reason?}`. */
import type { ErrorRequestHandler, RequestHandler } from 'express';
import { logger } from 'firebase-functions';
import { MESSAGES } from '../contract/index.js';
import { AppError, TooManyRequestsError } from '../errors.js';

export const notFoundHandler: RequestHandler = (_req, res) => {
  res.status(404).json({ message: MESSAGES.routeNotFound });
};

interface BodyParserError {
  type?: string;
  status?: number;
  expose?: boolean;
}

export const errorHandler: ErrorRequestHandler = (err: unknown, req, res, _next) => {
  if (err instanceof AppError) {
    if (err instanceof TooManyRequestsError) res.set('Retry-After', String(err.retryAfterSeconds));
    res.status(err.status).json({ message: err.message, ...(err.field && { field: err.field }), ...(err.reason && { reason: err.reason }) });
    return;
  }
  const parserError = err as BodyParserError;
  if (parserError?.type === 'entity.parse.failed') {
    res.status(400).json({ message: 'Request body is not valid JSON', field: 'body', reason: 'malformed JSON' });
    return;
  }
  if (parserError?.type === 'entity.too.large') {
    res.status(413).json({ message: 'Request body is too large', field: 'body', reason: 'too large' });
    return;
  }
  if (parserError?.expose && parserError.status && parserError.status < 500) {
    res.status(parserError.status).json({ message: (err as Error).message });
    return;
  }
  logger.error('Unhandled error', { path: req.path, method: req.method, error: err instanceof Error ? err.stack : String(err) });
  res.status(500).json({ message: 'Internal server error' });
};
