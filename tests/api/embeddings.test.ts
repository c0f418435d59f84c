/** The embedders: Vertex through @google/genai against the local fake, and the offline one. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeVertexEmbeddings, type FakeVertexEmbeddings } from '../../emulators/fakes/vertex-embeddings.js';
import { EMBEDDING_DIMENSIONS, LocalHashEmbedder, VertexEmbedder, defaultEmbedder, embeddingConfigFromEnv } from '../../functions/src/integrations/embeddings.js';

const cosine = (a: number[], b: number[]) => a.reduce((s, x, i) => s + x * b[i]!, 0);

describe('embedders', () => {
  let fake: FakeVertexEmbeddings;
  beforeAll(async () => {
    fake = await startFakeVertexEmbeddings();
  });
  afterAll(() => fake.close());

  it('asks Vertex for 768-dimension embeddings of each text through GENAI_BASE_URL', async () => {
    const config = embeddingConfigFromEnv({ GOOGLE_CLOUD_PROJECT: 'demo-project', GENAI_BASE_URL: fake.baseUrl })!;
    expect(config).toMatchObject({ project: 'demo-project', location: 'us-central1', model: 'gemini-embedding-001' });
    const vectors = await new VertexEmbedder(config).embed(['Bitcoin halving', 'बिटकॉइन'], 'document');
    expect(vectors).toHaveLength(2);
    expect(vectors[0]).toHaveLength(EMBEDDING_DIMENSIONS);
    expect(cosine(vectors[0]!, vectors[0]!)).toBeCloseTo(1, 5);
    expect(fake.requests.at(-1)!.path).toMatch(/projects\/demo-project\/locations\/us-central1\/publishers\/google\/models\/gemini-embedding-001:predict$/);
    expect(fake.requests.at(-1)!.body).toMatchObject({ instances: [{ content: 'बिटकॉइन', task_type: 'RETRIEVAL_DOCUMENT' }], parameters: { outputDimensionality: 768 } });
  });

  it('reports a failing embedding service as an error (the trigger retries it)', async () => {
    fake.failNext(1, 503);
    const embedder = new VertexEmbedder(embeddingConfigFromEnv({ GOOGLE_CLOUD_PROJECT: 'p', GENAI_BASE_URL: fake.baseUrl })!);
    await expect(embedder.embed(['x'], 'query')).rejects.toThrow();
  });

  it('finds the project a deployed function has: GCLOUD_PROJECT, which the Firebase CLI sets', () => {
    expect(embeddingConfigFromEnv({ GCLOUD_PROJECT: 'cryptolekh-prod' })).toMatchObject({ project: 'cryptolekh-prod', location: 'us-central1' });
    expect(embeddingConfigFromEnv({ GOOGLE_CLOUD_PROJECT: 'a', GCLOUD_PROJECT: 'b' })).toMatchObject({ project: 'a' });
    expect(defaultEmbedder({ GCLOUD_PROJECT: 'cryptolekh-prod' })).toBeInstanceOf(VertexEmbedder);
  });

  it('uses the local embedder without a project, lexical and normalised', async () => {
    const local = defaultEmbedder({});
    expect(local).toBeInstanceOf(LocalHashEmbedder);
    const [a, b, c] = await local.embed(['bitcoin halving reward', 'the bitcoin halving', 'ethereum staking'], 'document');
    expect(cosine(a!, a!)).toBeCloseTo(1, 5);
    expect(cosine(a!, b!)).toBeGreaterThan(cosine(a!, c!));
  });
});
