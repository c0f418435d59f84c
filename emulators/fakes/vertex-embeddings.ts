/**
 * A Vertex AI embeddings fake for tests and the local host: answers `POST
 * /v1beta1/projects/{p}/locations/{l}/publishers/google/models/{model}:predict` (any API version)
 * as Vertex does for `gemini-embedding-001`, `{predictions: [{embeddings: {values, statistics}}]}`,
 * with the local hashed embedding of each instance's `content` at the asked dimensionality, and
 * Google's error body `{error: {code, message, status}}` on failure. node:http only, 127.0.0.1.
 *
 * `POST {origin}/__control` with `{failNext: {n, status}}` or `{reset: true}`;
 * `GET {origin}/__control/requests` lists what was asked.
 */
import http from 'node:http';
import { localServer } from '../src/local-server.js';
import type { AddressInfo } from 'node:net';
import { hashEmbedding } from '../../functions/src/integrations/embeddings.js';

export interface FakeVertexEmbeddings {
  baseUrl: string;
  requests: { path: string; body: unknown }[];
  failNext(n: number, status: number): void;
  close(): Promise<void>;
}

const STATUS_NAMES: Record<number, string> = { 400: 'INVALID_ARGUMENT', 403: 'PERMISSION_DENIED', 429: 'RESOURCE_EXHAUSTED', 500: 'INTERNAL', 503: 'UNAVAILABLE' };

export async function startFakeVertexEmbeddings(port = 0): Promise<FakeVertexEmbeddings> {
  const requests: { path: string; body: unknown }[] = [];
  let failures: { n: number; status: number } = { n: 0, status: 500 };
  const send = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8' });
    res.end(JSON.stringify(body));
  };
  const server = localServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
      const path = (req.url ?? '').split('?')[0]!;
      if (path === '/__control' && req.method === 'POST') {
        if (body.reset) failures = { n: 0, status: 500 };
        const f = body.failNext as { n: number; status: number } | undefined;
        if (f) failures = { n: f.n, status: f.status };
        return send(res, 200, { ok: true });
      }
      if (path === '/__control/requests') return send(res, 200, requests);
      if (!/\/models\/[^/]+:predict$/.test(path) || req.method !== 'POST') {
        return send(res, 404, { error: { code: 404, message: `Path ${path} not found`, status: 'NOT_FOUND' } });
      }
      requests.push({ path, body });
      if (!/^Bearer \S+/.test(req.headers.authorization ?? '')) {
        return send(res, 401, { error: { code: 401, message: 'Request is missing required authentication credential.', status: 'UNAUTHENTICATED' } });
      }
      if (failures.n > 0) {
        failures.n -= 1;
        return send(res, failures.status, { error: { code: failures.status, message: 'Fake failure', status: STATUS_NAMES[failures.status] ?? 'UNKNOWN' } });
      }
      const instances = (body.instances as { content?: unknown }[] | undefined) ?? [];
      const dims = Number((body.parameters as { outputDimensionality?: number } | undefined)?.outputDimensionality ?? 3072);
      if (instances.length !== 1 || typeof instances[0]!.content !== 'string') {
        return send(res, 400, { error: { code: 400, message: 'Exactly one instance with text content is supported', status: 'INVALID_ARGUMENT' } });
      }
      const content = instances[0]!.content as string;
      const values = hashEmbedding(content).slice(0, dims);
      send(res, 200, { predictions: [{ embeddings: { values, statistics: { truncated: false, token_count: content.split(/\s+/).length } } }], metadata: { billableCharacterCount: content.length } });
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: actual } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${actual}`,
    requests,
    failNext: (n, status) => {
      failures = { n, status };
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
