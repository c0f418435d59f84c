/**
 * The one way a request's body is read through callbacks (a stream's events, a parser's events,
 * a `.then` after them): every callback is registered through `guard`, so an error thrown in it
 * settles the request's promise, and the error middleware answers that request with JSON. Left
 * to itself such an error escapes every handler (an event callback runs outside the route's
 * async function), and Node ends the process: every other request on the instance dies with it.
 */

export interface ReaderScope<T> {
  resolve(value: T): void;
  /** Rejects once; later calls are ignored (the first failure is the one answered). */
  reject(err: unknown): void;
  /** Whether the promise has settled (callbacks still running afterwards should do nothing). */
  readonly settled: boolean;
  /** `fn`, except that a throw inside it rejects the promise (after `onThrow`, if given, has run). */
  guard<A extends unknown[]>(fn: (...args: A) => void): (...args: A) => void;
}

/**
 * A promise settled by callbacks. `start` runs at once, itself guarded; `onThrow` runs when a
 * guarded callback throws, before the rejection (e.g. to stop reading the body).
 */
export function guardedReader<T>(start: (scope: ReaderScope<T>) => void, onThrow?: (err: unknown) => void): Promise<T> {
  return new Promise<T>((resolvePromise, rejectPromise) => {
    let settled = false;
    const scope: ReaderScope<T> = {
      resolve(value) {
        if (settled) return;
        settled = true;
        resolvePromise(value);
      },
      reject(err) {
        if (settled) return;
        settled = true;
        rejectPromise(err);
      },
      get settled() {
        return settled;
      },
      guard(fn) {
        return (...args) => {
          try {
            fn(...args);
          } catch (err) {
            if (!settled && onThrow) {
              try {
                onThrow(err);
              } catch {
                // Cleanup failing must not hide the first error.
              }
            }
            scope.reject(err);
          }
        };
      },
    };
    scope.guard(() => start(scope))();
  });
}
