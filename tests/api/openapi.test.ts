/** The OpenAPI document of the external API: generated from the contract, and in step with the router. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXTERNAL_ROUTES } from '../../functions/src/http/external/router.js';
import { startTestHost, type TestHost } from '../helpers/test-host.js';

describe('OpenAPI document', () => {
  let host: TestHost;
  beforeAll(async () => {
    host = await startTestHost({ schedules: false });
  });
  afterAll(() => host.stop());

  it('is served as OpenAPI 3.1 and documents exactly the routes the external router answers', async () => {
    const res = await host.get('/api/openapi.json');
    expect(res.status).toBe(200);
    const doc = (await res.json()) as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(doc.openapi).toBe('3.1.0');
    const documented = Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m} ${path}`)).sort();
    expect(documented).toEqual(EXTERNAL_ROUTES.map(([m, p]) => `${m} ${p}`).sort());
  });

  it('takes its request fields from the contract', async () => {
    const doc = (await (await host.get('/api/openapi.json')).json()) as any;
    const create = doc.paths['/articles'].post.requestBody.content['application/json'].schema;
    expect(create.additionalProperties).toBe(false);
    expect(create.required).toEqual(expect.arrayContaining(['slug', 'category', 'status', 'title', 'content', 'excerpt', 'languageId']));
    expect(create.properties.status.enum).toEqual(['draft', 'published']);
    const search = doc.paths['/search'].post.requestBody.content['application/json'].schema;
    expect(search.properties.topK).toMatchObject({ maximum: 100, default: 10 });
  });
});
