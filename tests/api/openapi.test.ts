/**
 * The OpenAPI document of the external API: generated from the contract, in step with the router,
 * and clean under Redocly's recommended rules (warnings included), linted offline.
 */
import { BaseResolver, createConfig, lintFromString } from '@redocly/openapi-core';
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

  it('passes Redocly’s recommended lint with no error and no warning, without reaching the network', async () => {
    const source = await (await host.get('/api/openapi.json')).text();
    // Every $ref must be inside the document: the linter may load nothing from anywhere else.
    const asked: string[] = [];
    class InDocumentOnly extends BaseResolver {
      override async loadExternalRef(ref: string): Promise<never> {
        asked.push(ref);
        throw new Error(`Refused to load ${ref}: the document must be self-contained`);
      }
    }
    const resolver = new InDocumentOnly();
    const config = await createConfig({ extends: ['recommended'] }, { externalRefResolver: resolver });
    const problems = await lintFromString({ source, absoluteRef: 'openapi.json', config, externalRefResolver: resolver });
    expect(problems.map((p) => `${p.severity} ${p.ruleId}: ${p.message} at ${p.location.map((l) => l.pointer).join(', ')}`)).toEqual([]);
    expect(asked).toEqual([]);
  });

  it('names every operation with a stable, unique operationId', async () => {
    const doc = (await (await host.get('/api/openapi.json')).json()) as { paths: Record<string, Record<string, { operationId?: string }>> };
    const ids = Object.fromEntries(Object.entries(doc.paths).flatMap(([path, ops]) => Object.entries(ops).map(([m, op]) => [`${m} ${path}`, op.operationId])));
    // Client generators name their methods after these: renaming one breaks every client.
    expect(ids).toEqual({ 'post /articles': 'createArticle', 'get /articles/{id}': 'getArticle', 'post /search': 'searchArticles' });
  });
});
