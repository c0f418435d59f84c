/**
 * Text embeddings for semantic search, behind `Embedder`. Deployed (a project in GOOGLE_CLOUD_PROJECT,
 * or GCLOUD_PROJECT, which the Firebase CLI sets on deployed functions): Vertex AI (`gemini-embedding-001`, multilingual, 768 dimensions) through `@google/genai` in
 * Vertex mode; GENAI_BASE_URL points it at another server (the local fake in tests). Without a
 * project: `LocalHashEmbedder`, which keeps search working offline. It is lexical, not semantic:
 * words and character trigrams hashed into 768 dimensions, so it matches shared terms (and, across
 * languages, only the terms the languages share, such as "Bitcoin" or "ETF").
 */
import { GoogleGenAI } from '@google/genai';

export const EMBEDDING_DIMENSIONS = 768;

/** `document` for stored texts, `query` for what is searched (Vertex embeds them differently). */
export type EmbeddingKind = 'document' | 'query';

export interface Embedder {
  /** A model name, stored beside each vector so a change of model re-embeds. */
  readonly model: string;
  embed(texts: string[], kind: EmbeddingKind): Promise<number[][]>;
}

export interface VertexEmbeddingConfig {
  project: string;
  location: string;
  model: string;
  baseUrl?: string;
}

/**
 * GOOGLE_CLOUD_PROJECT, else GCLOUD_PROJECT (with GOOGLE_CLOUD_LOCATION, default us-central1),
 * GENAI_BASE_URL, EMBEDDING_MODEL. Cloud Functions on Node 10 and later no longer set
 * GOOGLE_CLOUD_PROJECT, and the Firebase CLI refuses it in functions/.env (a reserved name); what a
 * deployed function has is the GCLOUD_PROJECT the CLI sets. Reading only the first left deployed
 * search on the offline embedder without a word.
 */
export function embeddingConfigFromEnv(env: NodeJS.ProcessEnv = process.env): VertexEmbeddingConfig | null {
  const project = env.GOOGLE_CLOUD_PROJECT?.trim() || env.GCLOUD_PROJECT?.trim();
  if (!project) return null;
  return {
    project,
    location: env.GOOGLE_CLOUD_LOCATION?.trim() || 'us-central1',
    model: env.EMBEDDING_MODEL?.trim() || 'gemini-embedding-001',
    baseUrl: env.GENAI_BASE_URL?.trim() || undefined,
  };
}

export function defaultEmbedder(env: NodeJS.ProcessEnv = process.env): Embedder {
  const config = embeddingConfigFromEnv(env);
  return config ? new VertexEmbedder(config) : new LocalHashEmbedder();
}

export class VertexEmbedder implements Embedder {
  readonly model: string;
  private readonly client: GoogleGenAI;

  constructor(config: VertexEmbeddingConfig) {
    this.model = config.model;
    // A server on this machine (the fake) takes no Google credentials; anything else gets the real ones.
    const local = config.baseUrl !== undefined && /^https?:\/\/(127\.0\.0\.1|localhost|\[::1\])(:|\/|$)/.test(config.baseUrl);
    const authClient = local ? { getRequestHeaders: async () => new Headers({ authorization: 'Bearer local-fake' }) } : undefined;
    this.client = new GoogleGenAI({
      vertexai: true,
      project: config.project,
      location: config.location,
      ...(config.baseUrl && { httpOptions: { baseUrl: config.baseUrl } }),
      ...(authClient !== undefined && { googleAuthOptions: { authClient } as never }),
    });
  }

  async embed(texts: string[], kind: EmbeddingKind): Promise<number[][]> {
    const out: number[][] = [];
    // One text per call: gemini-embedding-001 takes one input per request on Vertex.
    for (const text of texts) {
      const res = await this.client.models.embedContent({
        model: this.model,
        contents: text,
        config: { outputDimensionality: EMBEDDING_DIMENSIONS, taskType: kind === 'query' ? 'RETRIEVAL_QUERY' : 'RETRIEVAL_DOCUMENT' },
      });
      const values = res.embeddings?.[0]?.values;
      if (!values || values.length !== EMBEDDING_DIMENSIONS) throw new Error(`Embedding service answered ${values?.length ?? 0} dimensions`);
      out.push(normalise(values));
    }
    return out;
  }
}

/** Offline, deterministic and lexical: see the module comment. */
export class LocalHashEmbedder implements Embedder {
  readonly model = 'local-hash-v1';

  async embed(texts: string[]): Promise<number[][]> {
    return texts.map(hashEmbedding);
  }
}

export function hashEmbedding(text: string): number[] {
  const v = new Array<number>(EMBEDDING_DIMENSIONS).fill(0);
  const words = text.normalize('NFKC').toLowerCase().match(/[\p{L}\p{M}\p{N}]+/gu) ?? [];
  const add = (token: string, weight: number) => {
    const h = fnv1a(token);
    v[h % EMBEDDING_DIMENSIONS]! += h & 0x80000000 ? -weight : weight;
  };
  for (const word of words) {
    add(`w:${word}`, 1);
    const padded = `^${word}$`;
    for (let i = 0; i + 3 <= padded.length; i++) add(`t:${padded.slice(i, i + 3)}`, 0.4);
  }
  return normalise(v);
}

function fnv1a(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export function normalise(v: number[]): number[] {
  const norm = Math.sqrt(v.reduce((s, x) => s + x * x, 0));
  return norm === 0 ? v : v.map((x) => x / norm);
}
