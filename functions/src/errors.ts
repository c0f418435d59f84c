/** Typed errors; the HTTP layer maps each to its status and a JSON `{message, field?, reason?}` body. */
export abstract class AppError extends Error {
  abstract readonly status: number;
  constructor(
    message: string,
    readonly field?: string,
    readonly reason?: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class BadRequestError extends AppError {
  readonly status = 400;
}
export class UnauthorizedError extends AppError {
  readonly status = 401;
}
export class ForbiddenError extends AppError {
  readonly status = 403;
}
export class NotFoundError extends AppError {
  readonly status = 404;
}
export class ConflictError extends AppError {
  readonly status = 409;
}
/**
 * A stale save that overlaps a newer one (issue 39): 409 with the overlaps and the article as it
 * is now (`current`, added by the service; its ETag is answered too). Nothing was written.
 */
export class VersionConflictError extends AppError {
  readonly status = 409;
  current?: { version: number };
  /** Who wrote the current version, and when (added by the service with `current`). */
  by?: { uid: string; name: string; at: string } | null;
  constructor(
    message: string,
    readonly conflicts: unknown[],
  ) {
    super(message);
  }
}
/** A write that must say which version it started from did not (If-Match, issue 39). */
export class PreconditionRequiredError extends AppError {
  readonly status = 428;
}
/** Too many attempts; `retryAfterSeconds` becomes the Retry-After header. */
export class TooManyRequestsError extends AppError {
  readonly status = 429;
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
  }
}
/** It existed once and is gone for good (an expired upload session): asking again will not help. */
export class GoneError extends AppError {
  readonly status = 410;
}
export class PayloadTooLargeError extends AppError {
  readonly status = 413;
}
export class UnsupportedMediaTypeError extends AppError {
  readonly status = 415;
}
/** A dependency (e.g. the sign-in service) failed; the client may retry later. */
export class ServiceUnavailableError extends AppError {
  readonly status = 503;
}
