/** The error toasts of admin-and-api.md §8: the server's `message` field, else the screen's fallback. */
import { ApiError } from '../../api/request';
import type { ToastInput } from '../../shared/toast';

export function serverMessage(err: unknown): string | undefined {
  return err instanceof ApiError ? err.serverMessage : undefined;
}

export function errorToast(err: unknown, fallback: string): ToastInput {
  return { title: 'Error', description: serverMessage(err) ?? fallback, variant: 'destructive' };
}

/** The body field a 400 or 409 names (e.g. "article.slug"), to show the reason next to the input. */
export function errorField(err: unknown): { field: string; reason: string } | undefined {
  if (!(err instanceof ApiError)) return undefined;
  try {
    const body = JSON.parse(err.body) as { field?: unknown; reason?: unknown; message?: unknown };
    if (typeof body.field !== 'string') return undefined;
    const message = typeof body.message === 'string' ? body.message : '';
    const reason = typeof body.reason === 'string' ? body.reason : '';
    // A 400 says "Invalid body parameter 'x': {reason}" (the reason alone reads best under the
    // field); a 409's message says it all ("An article with slug '...' already exists").
    return { field: body.field, reason: /^Invalid \w+ parameter/.test(message) ? reason || message : message || reason };
  } catch {
    return undefined;
  }
}
