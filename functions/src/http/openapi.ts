/**
 * The OpenAPI 3.1 document of the external API, generated from the zod contract (zod 4's
 * `z.toJSONSchema`), never written by hand: the schemas that validate requests are the ones
 * documented. Served at /api/openapi.json; a test keeps its paths equal to the router's and lints
 * it with Redocly's recommended rules. Each operation's `operationId` is what client generators
 * name their methods: stable, never renamed.
 */
import { z } from 'zod';
import {
  ExternalArticleCreateSchema,
  ExternalArticleCreatedSchema,
  ExternalArticleResponseSchema,
  ExternalErrorSchema,
  SearchRequestSchema,
  SearchResponseSchema,
} from '../contract/index.js';

const schema = (s: z.ZodType, io: 'input' | 'output') => {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(s, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as Record<string, unknown>;
  return rest;
};
const json = (s: z.ZodType, io: 'input' | 'output' = 'output') => ({ content: { 'application/json': { schema: schema(s, io) } } });
const error = (description: string) => ({ description, ...json(ExternalErrorSchema) });
const authErrors = {
  '401': error('Missing, unknown, inactive, expired or deleted API key, or a key in the URL'),
  '403': error('The key lacks the scope of this call'),
  '429': error('Over the key\u2019s rate limit (see Retry-After)'),
};

let cached: Record<string, unknown> | undefined;

export function openApiDocument(): Record<string, unknown> {
  cached ??= {
    openapi: '3.1.0',
    info: {
      title: 'CryptoLekh external API',
      version: '1.0.0',
      description: 'Create, read and search articles with an API key (Authorization: Bearer clk_...).',
      // The site's own words: "All rights reserved." (public-site.md §2, footer). An SPDX
      // LicenseRef names a licence that is not on the SPDX list.
      license: { name: 'Proprietary: all rights reserved', identifier: 'LicenseRef-CryptoLekh-Proprietary' },
    },
    servers: [{ url: '/api/external' }],
    components: { securitySchemes: { apiKey: { type: 'http', scheme: 'bearer', description: 'An API key from the console (clk_...)' } } },
    security: [{ apiKey: [] }],
    paths: {
      '/articles': {
        post: {
          operationId: 'createArticle',
          summary: 'Create an article',
          description: 'Scope articles:write. Translates into targetLanguages with AI, posts published articles to Telegram and indexes them for search, in the background.',
          parameters: [{ name: 'Idempotency-Key', in: 'header', required: false, schema: { type: 'string', maxLength: 200 } }],
          requestBody: { required: true, ...json(ExternalArticleCreateSchema, 'input') },
          responses: { '201': { description: 'Created', ...json(ExternalArticleCreatedSchema) }, '400': error('Invalid body'), ...authErrors, '409': error('Slug taken, or Idempotency-Key conflict') },
        },
      },
      '/articles/{id}': {
        get: {
          operationId: 'getArticle',
          summary: 'Read an article in one language',
          description: 'Scope articles:read.',
          parameters: [
            { name: 'id', in: 'path', required: true, schema: { type: 'integer', minimum: 1 } },
            { name: 'language', in: 'query', required: false, schema: { type: 'string', default: 'en' } },
          ],
          responses: {
            '200': { description: 'The article', ...json(ExternalArticleResponseSchema) },
            '400': error("Language '{code}' not found"),
            ...authErrors,
            '404': error('Article not found, or Article not available in {language}'),
          },
        },
      },
      '/search': {
        post: {
          operationId: 'searchArticles',
          summary: 'Search articles by meaning',
          description: 'Scope search. Only published articles; every language unless filtered.',
          requestBody: { required: true, ...json(SearchRequestSchema, 'input') },
          responses: { '200': { description: 'Results, best first', ...json(SearchResponseSchema) }, '400': error('Empty or oversized query, topK outside 1-100, unknown language'), ...authErrors },
        },
      },
    },
  };
  return cached;
}
