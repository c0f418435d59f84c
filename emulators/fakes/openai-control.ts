/**
 * The fake's controls (latency, failures, garbage, mangled translations, holding answers) and their
 * state, which the server (openai.ts) reads as it answers: the same controls as methods for a fake
 * in the test's process, and as `POST /__control` for one in another process.
 *
 * From another process: `POST {origin}/__control` with
 * `{latencyMs?, failureRate?, failNext?: {n, status, retryAfterSeconds?, message?} | {n, kind}, garbageNext?, mangleNext?, hold?, reset?}`
 * (`kind`: a 200 that is not a chat completion, as a proxy sends it: html200, noChoices,
 * emptyChoices, noMessage, nullContent, truncatedJson, jsonArray or emptyBody; openai-bad-answers.ts)
 * (`scope: text` limits the other fields, `reset` included, to the requests whose body contains the
 * text, e.g. a test's unique article title: tests that run at once share the fake, not its controls)
 * (`hold: true` keeps every /v1 answer back until `hold: false` or a reset: a test sees a job
 * running for as long as it needs to, however slow the machine; `heldAnswers` in the answer counts them);
 * `GET {origin}/__control` shows the unscoped controls and `GET {origin}/__control/requests` what was received.
 */
import { BAD_ANSWER_KINDS, HttpAnswer, fail, invalidRequest, type BadAnswerKind, type FakeFailure } from './openai-wire.js';

export interface ControlOptions {
  latencyMs?: number;
  failureRate?: number;
}

/** `forgetRequests` empties the server's record of requests (on reset). */
export function createControls(options: ControlOptions, forgetRequests: () => void) {
  const initial = { latencyMs: checkLatency(options.latencyMs ?? 0), failureRate: checkRate(options.failureRate ?? 0) };
  const state = {
    ...initial,
    failures: [] as FakeFailure[],
    garbage: 0,
    mangle: 0,
    /** While held, the answers waiting to be sent. */
    held: null as Set<() => void> | null,
  };

  const control = {
    setLatency(ms: number) {
      state.latencyMs = checkLatency(ms);
    },
    setFailureRate(rate: number) {
      state.failureRate = checkRate(rate);
    },
    failNext(n: number, failure: FakeFailure) {
      checkCount(n);
      if ('kind' in failure) {
        if (!BAD_ANSWER_KINDS.includes(failure.kind)) throw new RangeError(`failNext kind must be one of ${BAD_ANSWER_KINDS.join(', ')}, not ${String(failure.kind)}`);
        for (let i = 0; i < n; i++) state.failures.push({ kind: failure.kind });
        return;
      }
      if (!Number.isInteger(failure.status) || failure.status < 400 || failure.status > 599) {
        throw new RangeError(`failNext status must be 400..599, not ${failure.status}`);
      }
      if (failure.retryAfterSeconds !== undefined && !(Number.isFinite(failure.retryAfterSeconds) && failure.retryAfterSeconds >= 0)) {
        throw new RangeError('failNext retryAfterSeconds must be a number of seconds, 0 or more');
      }
      for (let i = 0; i < n; i++) state.failures.push({ ...failure });
    },
    garbageNext(n: number) {
      state.garbage += checkCount(n);
    },
    mangleNext(n: number) {
      state.mangle += checkCount(n);
    },
    /** Holds every answer from now on (true) until released (false), when the held ones go out. */
    hold(on: boolean) {
      if (on) {
        state.held ??= new Set();
        return;
      }
      const held = state.held;
      state.held = null;
      for (const send of held ?? []) send();
    },
    reset() {
      control.hold(false);
      state.latencyMs = initial.latencyMs;
      state.failureRate = initial.failureRate;
      state.failures = [];
      state.garbage = 0;
      state.mangle = 0;
      forgetRequests();
    },
  };

  const snapshot = () => ({
    latencyMs: state.latencyMs,
    failureRate: state.failureRate,
    pendingFailures: state.failures.length,
    garbageNext: state.garbage,
    mangleNext: state.mangle,
    hold: state.held !== null,
    /** The answers waiting for a release (a test sees its request is held, not merely slow). */
    heldAnswers: state.held?.size ?? 0,
  });

  /** POST /__control: the same controls as the object, for a fake in another process. */
  function handleControl(body: unknown): HttpAnswer {
    if (!body || typeof body !== 'object' || Array.isArray(body)) return invalidRequest('The control body must be a JSON object');
    const b = body as Record<string, unknown>;
    const known = new Set(['latencyMs', 'failureRate', 'failNext', 'garbageNext', 'mangleNext', 'hold', 'reset']);
    const unknown = Object.keys(b).filter((k) => !known.has(k));
    if (unknown.length) return invalidRequest(`Unknown control field(s): ${unknown.join(', ')}`, unknown[0]);
    try {
      if (b.reset === true) control.reset();
      else if (b.reset !== undefined && b.reset !== false) return invalidRequest('reset must be true', 'reset');
      if (b.latencyMs !== undefined) control.setLatency(b.latencyMs as number);
      if (b.failureRate !== undefined) control.setFailureRate(b.failureRate as number);
      if (b.failNext !== undefined) {
        const f = b.failNext as { n?: unknown; status?: unknown; kind?: unknown; retryAfterSeconds?: unknown; message?: unknown } | null;
        if (!f || typeof f !== 'object' || (f.kind === undefined) === (f.status === undefined)) {
          return invalidRequest('failNext must be {n, status, retryAfterSeconds?, message?} or {n, kind}', 'failNext');
        }
        if (f.message !== undefined && typeof f.message !== 'string') return invalidRequest('failNext.message must be a string', 'failNext');
        if (f.kind !== undefined) control.failNext(f.n as number, { kind: f.kind as BadAnswerKind });
        else control.failNext(f.n as number, {
          status: f.status as number,
          ...(f.retryAfterSeconds === undefined ? {} : { retryAfterSeconds: f.retryAfterSeconds as number }),
          ...(f.message === undefined ? {} : { message: f.message }),
        });
      }
      if (b.garbageNext !== undefined) control.garbageNext(b.garbageNext as number);
      if (b.mangleNext !== undefined) control.mangleNext(b.mangleNext as number);
      if (b.hold !== undefined) {
        if (typeof b.hold !== 'boolean') return invalidRequest('hold must be true or false', 'hold');
        control.hold(b.hold);
      }
    } catch (err) {
      return invalidRequest(err instanceof Error ? err.message : String(err));
    }
    return new HttpAnswer(200, snapshot());
  }

  return { state, control, snapshot, handleControl };
}

/**
 * The fake's controls for every request, and the scoped ones (`scope` in a control call) that apply
 * only to requests whose body contains their text: tests running at once against one fake each
 * fail, slow or hold their own requests (an article's unique title, notes) and leave the others alone.
 * `forgetRequests` empties the server's record of requests (on reset).
 */
export function createScopedControls(options: ControlOptions, forgetRequests: () => void) {
  const everyRequest = createControls(options, forgetRequests);
  const scopes = new Map<string, ReturnType<typeof createControls>>();

  /** The controls a request answers by: the first scope its raw body contains, else the unscoped ones. */
  const stateFor = (raw: string) => {
    for (const [text, scoped] of scopes) if (raw.includes(text)) return scoped.state;
    return everyRequest.state;
  };

  const forgetScopes = () => {
    for (const scoped of scopes.values()) scoped.control.reset();
    scopes.clear();
  };

  /** The in-process controls: unscoped, and a reset that forgets every scope too. */
  const control = {
    ...everyRequest.control,
    reset() {
      forgetScopes();
      everyRequest.control.reset();
    },
  };

  function handleScopedControl(body: unknown): HttpAnswer {
    if (!body || typeof body !== 'object' || Array.isArray(body) || !('scope' in body)) {
      if (body && typeof body === 'object' && (body as { reset?: unknown }).reset === true) forgetScopes();
      return everyRequest.handleControl(body);
    }
    const { scope, ...rest } = body as { scope: unknown } & Record<string, unknown>;
    if (typeof scope !== 'string' || scope.trim().length < 8) return invalidRequest('scope must be a text of 8 or more characters the requests it applies to contain', 'scope');
    let scoped = scopes.get(scope);
    if (rest.reset === true) {
      scoped?.control.reset();
      scopes.delete(scope);
      scoped = undefined;
      delete rest.reset;
    }
    if (Object.keys(rest).length === 0) return new HttpAnswer(200, scoped?.snapshot() ?? createControls({}, () => {}).snapshot());
    if (!scoped) {
      scoped = createControls({}, () => {});
      scopes.set(scope, scoped);
    }
    return scoped.handleControl(rest);
  }

  /** The answer to a request under /__control; `requests` is what the server has recorded. */
  function handleControlRoute(method: string, path: string, body: unknown, requests: readonly unknown[]): HttpAnswer {
    if (method === 'POST' && path === '/__control') return handleScopedControl(body);
    if (method === 'GET' && path === '/__control/requests') return new HttpAnswer(200, requests);
    if (method === 'GET' && path === '/__control') return new HttpAnswer(200, everyRequest.snapshot());
    return fail(404, { message: `Invalid URL (${method} ${path})`, type: 'invalid_request_error', param: null, code: null });
  }

  return { control, stateFor, handleControlRoute };
}

function checkLatency(ms: number): number {
  if (typeof ms !== 'number' || !Number.isFinite(ms) || ms < 0) throw new RangeError('latencyMs must be a number of milliseconds, 0 or more');
  return ms;
}

function checkRate(rate: number): number {
  if (typeof rate !== 'number' || !(rate >= 0 && rate <= 1)) throw new RangeError('failureRate must be between 0 and 1');
  return rate;
}

function checkCount(n: number): number {
  if (!Number.isInteger(n) || n < 0) throw new RangeError('n must be a whole number, 0 or more');
  return n;
}
