/**
 * Reading the OpenAPI document for the Documentation tab: its calls, their fields flattened to
 * rows (nested ones as `article.language.code`, list items as `results[].id`), example bodies
 * built from the schemas, the curl command, and the error catalogue. Nothing here is hard-coded
 * about the API: a new field or call in the contract shows up by itself.
 */
import type { JsonSchema, OpenApiDocument, OpenApiOperation } from '../api/api-keys';

export const PLACEHOLDER_KEY = 'clk_YOUR_API_KEY';
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

export interface Operation {
  method: string;
  path: string;
  op: OpenApiOperation;
}

export interface FieldRow {
  name: string;
  type: string;
  required: boolean;
  description: string;
}

export function operationsOf(doc: OpenApiDocument): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    METHODS.filter((m) => item[m]).map((m) => ({ method: m.toUpperCase(), path, op: item[m]! })),
  );
}

export const jsonSchemaOf = (c?: { content?: { 'application/json'?: { schema?: JsonSchema } } }) => c?.content?.['application/json']?.schema;

const types = (s: JsonSchema): string[] => {
  if (s.anyOf) return s.anyOf.flatMap(types);
  return Array.isArray(s.type) ? s.type : s.type ? [s.type] : [];
};

export function typeName(s: JsonSchema): string {
  const t = types(s);
  if (t.includes('array') && s.items) return `${typeName(s.items)}[]`;
  return t.length ? t.join(' | ') : 'any';
}

/** The schema's own description, else what its constraints say (enum, limits, default). */
export function describe(s: JsonSchema): string {
  const parts: string[] = [];
  if (s.description) parts.push(s.description);
  if (s.const !== undefined) parts.push(`Always ${JSON.stringify(s.const)}`);
  if (s.enum) parts.push(`One of ${s.enum.map((v) => JSON.stringify(v)).join(', ')}`);
  const patterns = [s.pattern, ...(s.allOf ?? []).map((a) => a.pattern)].filter(Boolean);
  if (patterns.length) parts.push(`Matches ${patterns.join(' and ')}`);
  if (s.minLength !== undefined && s.maxLength !== undefined) parts.push(`${s.minLength}-${s.maxLength} characters`);
  else if (s.maxLength !== undefined) parts.push(`At most ${s.maxLength} characters`);
  const safe = (n?: number) => n !== undefined && Math.abs(n) < 1e15;
  if (safe(s.minimum) && safe(s.maximum)) parts.push(`${s.minimum} to ${s.maximum}`);
  else if (safe(s.minimum)) parts.push(`At least ${s.minimum}`);
  if (s.maxItems !== undefined) parts.push(`At most ${s.maxItems} items`);
  if (s.default !== undefined) parts.push(`Default ${JSON.stringify(s.default)}`);
  return parts.join('. ');
}

/** The fields of an object schema, nested objects and lists of objects flattened. */
export function fieldsOf(s: JsonSchema | undefined, prefix = ''): FieldRow[] {
  if (!s?.properties) return [];
  const required = new Set(s.required ?? []);
  return Object.entries(s.properties).flatMap(([key, child]) => {
    const name = `${prefix}${key}`;
    const row = { name, type: typeName(child), required: required.has(key), description: describe(child) };
    if (child.properties) return [row, ...fieldsOf(child, `${name}.`)];
    if (child.items?.properties) return [row, ...fieldsOf(child.items, `${name}[].`)];
    return [row];
  });
}

/** A value that fits the schema: const, default, first enum value, else one of its type. */
export function exampleOf(s: JsonSchema | undefined, name = ''): unknown {
  if (!s) return null;
  if (s.const !== undefined) return s.const;
  if (s.default !== undefined && !(Array.isArray(s.default) && s.default.length === 0)) return s.default;
  if (s.enum?.length) return s.enum[0];
  const t = types(s).filter((x) => x !== 'null');
  if (t.includes('object') || s.properties) {
    return Object.fromEntries(Object.entries(s.properties ?? {}).map(([k, v]) => [k, exampleOf(v, k)]));
  }
  if (t.includes('array')) return s.items ? [exampleOf(s.items, name)] : [];
  if (t.includes('integer') || t.includes('number')) return Math.max(1, s.minimum !== undefined && s.minimum > 0 ? s.minimum : 1);
  if (t.includes('boolean')) return false;
  if (t.includes('string')) {
    if (/slug/i.test(name)) return 'my-first-article';
    if (/At$/.test(name)) return '2026-01-01T00:00:00.000Z';
    if (/url$/i.test(name)) return 'https://example.com/image.jpg';
    return name ? `Example ${name}` : 'string';
  }
  return null;
}

/** The call's address with its path parameters filled and its query parameters' defaults. */
export function exampleUrl(base: string, { path, op }: Operation): string {
  let url = base + path.replace(/\{(\w+)\}/g, () => '1');
  const query = (op.parameters ?? []).filter((p) => p.in === 'query' && p.schema?.default !== undefined);
  if (query.length) url += `?${query.map((p) => `${p.name}=${encodeURIComponent(String(p.schema!.default))}`).join('&')}`;
  return url;
}

/** The curl command of a call, with the placeholder key and an example body. */
export function curlOf(origin: string, doc: OpenApiDocument, operation: Operation): string {
  const base = origin + (doc.servers?.[0]?.url ?? '');
  const lines = [`curl -X ${operation.method} '${exampleUrl(base, operation)}'`, `  -H 'Authorization: Bearer ${PLACEHOLDER_KEY}'`];
  const body = jsonSchemaOf(operation.op.requestBody);
  if (body) {
    lines.push(`  -H 'Content-Type: application/json'`);
    lines.push(`  -d '${JSON.stringify(exampleOf(body), null, 2).replace(/'/g, "'\\''")}'`);
  }
  return lines.join(' \\\n');
}

/** The error answers of a call: status and what the document says it means. */
export function errorsOf(op: OpenApiOperation): { status: string; message: string }[] {
  return Object.entries(op.responses ?? {})
    .filter(([status]) => Number(status) >= 400)
    .map(([status, r]) => ({ status, message: r.description ?? '' }));
}
