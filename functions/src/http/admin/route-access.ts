/**
 * What a declared route does (its action, how to read its target), kept on the route's guard so the
 * router can be walked: by requireAdmin (what a refused non-staff call was for) and by the tests.
 * Its own module so require-admin.ts and declared-routes.ts need not import each other.
 */
import type { Request } from 'express';
import type { PolicyTarget, StaffAction } from '../../contract/index.js';
import type { Services } from '../../services/index.js';

/** What a route does, and how to read what it does it to. */
export interface RouteAccess {
  action: StaffAction;
  /** What the policy needs about the target, read from the request (its path, body or the stored article). */
  target?: (req: Request, services: Services) => Promise<PolicyTarget> | PolicyTarget;
  /**
   * Further actions the request implies (an edit that also publishes is `article.publish` too),
   * on the same target or on one of their own (each language a retranslation asks for).
   */
  also?: (req: Request, target: PolicyTarget) => (StaffAction | { action: StaffAction; target: PolicyTarget })[];
}

const ACCESS = Symbol('declared access');

/** Marks a route's guard with the access it declares. */
export function withDeclaredAccess<T extends object>(guard: T, access: RouteAccess): T {
  return Object.assign(guard, { [ACCESS]: access });
}

/** The access a route's guard declares (for the test that walks every route). */
export function declaredAccessOf(handler: unknown): RouteAccess | undefined {
  return typeof handler === 'function' ? (handler as unknown as Record<symbol, RouteAccess | undefined>)[ACCESS] : undefined;
}
