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
