/**
 * Request input checks shared by every route: the schema parse (first problem becomes a 400
 * naming the field, in our words, never zod's), and the guards the app applies to every request
 * before any route sees it (query keys given once, no broken or control characters anywhere).
 */
import type { RequestHandler } from 'express';
import type { z } from 'zod';
import { textProblem } from '../contract/index.js';
import { BadRequestError, UnsupportedMediaTypeError } from '../errors.js';

type Where = 'query' | 'body' | 'path';

const TYPE_NAMES: Record<string, string> = {
  object: 'a JSON object',
  array: 'a list',
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  date: 'a date',
  null: 'null',
};

/** What was sent, in words a client recognises. */
function sentAs(input: unknown): string {
  if (input === null) return 'null';
  if (Array.isArray(input)) return 'a list';
  if (typeof input === 'object') return 'an object';
  if (typeof input === 'string') return 'text';
  if (typeof input === 'number') return 'a number';
  if (typeof input === 'boolean') return 'true/false';
  return typeof input;
}

/**
 * Our wording for the issues a schema did not word itself (schema-level messages win). Each says
 * what to send instead.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function apiIssueMessage(issue: any): string | undefined {
  switch (issue.code) {
    case 'invalid_type': {
      if (issue.input === undefined) return 'Is required';
      if (issue.expected === 'never') return 'Is not accepted here; remove it';
      return `Must be ${TYPE_NAMES[issue.expected] ?? issue.expected}, not ${sentAs(issue.input)}`;
    }
    case 'too_big':
      if (issue.origin === 'string') return `Must be at most ${issue.maximum} characters`;
      if (issue.origin === 'array' || issue.origin === 'set') return `Must have at most ${issue.maximum} items`;
      return issue.inclusive === false ? `Must be less than ${issue.maximum}` : `Must be at most ${issue.maximum}`;
    case 'too_small':
      if (issue.origin === 'string') return Number(issue.minimum) <= 1 ? 'Must not be empty' : `Must be at least ${issue.minimum} characters`;
      if (issue.origin === 'array' || issue.origin === 'set') return `Must have at least ${issue.minimum} item${Number(issue.minimum) === 1 ? '' : 's'}`;
      // positive() is "more than 0": "at least 0" would invite the 0 it refuses.
      return issue.inclusive === false ? `Must be more than ${issue.minimum}` : `Must be at least ${issue.minimum}`;
    case 'invalid_value':
      return `Must be one of: ${(issue.values as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`;
    case 'invalid_format':
      return issue.format === 'regex' ? 'Is not in the accepted format' : `Must be a valid ${issue.format}`;
    case 'not_multiple_of':
      return `Must be a multiple of ${issue.divisor}`;
    case 'invalid_union':
      return 'Is not in any accepted form';
    case 'invalid_key':
    case 'invalid_element':
      return 'Contains a value that is not accepted';
    default:
      return 'Is not valid';
  }
}

export function parseInput<S extends z.ZodType>(schema: S, input: unknown, where: Where): z.infer<S> {
  const result = schema.safeParse(input, { error: apiIssueMessage });
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  // Strict objects report unknown keys on the object itself; name the key so the client sees which one.
  const unknownKey = issue.code === 'unrecognized_keys' ? issue.keys[0] : undefined;
  const field = [...issue.path, ...(unknownKey === undefined ? [] : [unknownKey])].join('.') || undefined;
  const reason = unknownKey === undefined ? issue.message : 'unknown field';
  if (field) throw new BadRequestError(`Invalid ${where} parameter '${field}': ${reason}`, field, reason);
  // A rule over the whole input words itself; a wrong kind of input (a list for an object) is named.
  if (issue.code !== 'invalid_type') throw new BadRequestError(reason);
  const whole = where === 'body' ? 'Request body' : where === 'query' ? 'Query string' : 'Path';
  throw new BadRequestError(`${whole} ${lowerFirst(reason)}`, where, reason);
}

const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);

/** Express gives repeated query keys as arrays; no call takes a list there. */
export function singleValuedQuery(query: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(query)) {
    // PHP- and qs-style lists (?limit[]=1, ?a[b]=1) would otherwise be read as an unknown key and ignored.
    const bracket = /^([^[\]]*)\[/.exec(k);
    if (bracket) {
      const name = bracket[1] || k;
      throw new BadRequestError(`Invalid query parameter '${k}': send ${name} once, as ${name}=value`, k, 'lists are not accepted');
    }
    if (Array.isArray(v)) throw new BadRequestError(`Invalid query parameter '${k}': must be given once`, k, 'must be given once');
    const problem = textProblem(String(v));
    if (problem) throw new BadRequestError(`Invalid query parameter '${k}': ${problem}`, k, problem);
    out[k] = String(v);
  }
  return out;
}

/** Deeper than any request of this API needs; refusing it early keeps a nested-list bomb cheap. */
const MAX_BODY_DEPTH = 20;

/**
 * Walks a parsed JSON body without recursion and refuses the first string (key or value) that
 * carries a control character, a lone surrogate or a non-character: such text can never be shown
 * or stored faithfully (Firestore needs valid UTF-8). Tabs and line breaks are fine in bodies.
 */
export function assertCleanBody(body: unknown): void {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value: body, path: '', depth: 0 }];
  while (stack.length > 0) {
    const { value, path, depth } = stack.pop()!;
    if (typeof value === 'string') {
      const problem = textProblem(value, { multiline: true });
      if (problem) throw new BadRequestError(`Invalid body parameter '${path || 'body'}': ${problem}`, path || 'body', problem);
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (depth >= MAX_BODY_DEPTH) throw new BadRequestError(`Request body is nested more than ${MAX_BODY_DEPTH} levels deep`, 'body', 'nested too deeply');
    for (const [key, child] of Object.entries(value)) {
      const childPath = path ? `${path}.${key}` : key;
      const keyProblem = textProblem(key);
      if (keyProblem) throw new BadRequestError(`Invalid body field name '${JSON.stringify(key)}': ${keyProblem}`, 'body', keyProblem);
      stack.push({ value: child, path: childPath, depth: depth + 1 });
    }
  }
}

/** The guards every API request passes before its route: its query, and its JSON body if any. */
export const inputGuards: RequestHandler = (req, _res, next) => {
  singleValuedQuery(req.query as Record<string, unknown>);
  if (req.body !== undefined) assertCleanBody(req.body);
  next();
};

/** Write calls take JSON only: anything else would reach the schema as an empty body and read as a confusing 400. */
export function requireJsonBody(req: { is(type: string): string | false | null; method: string; headers: Record<string, string | string[] | undefined> }): void {
  if (!['POST', 'PUT', 'PATCH'].includes(req.method)) return;
  // A call that sends nothing (POST .../test, .../view) needs no Content-Type.
  const length = req.headers['content-length'];
  if (req.headers['transfer-encoding'] === undefined && (length === undefined || length === '0')) return;
  if (!req.is('application/json')) throw new UnsupportedMediaTypeError('Request body must be JSON (Content-Type: application/json)', 'body', 'unsupported media type');
}
