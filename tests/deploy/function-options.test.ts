/**
 * Every deployed function is defined in the region firebase.json's Hosting rewrites name, with
 * the shared instance cap. firebase-functions fixes a function's options when it is defined, so
 * this reads what each definition carries (what `firebase deploy` will read), not the config.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const firebaseJson = JSON.parse(readFileSync(new URL('../../firebase.json', import.meta.url), 'utf8'));
const rewriteRegions = new Set<string>(
  firebaseJson.hosting.rewrites.filter((r: { function?: unknown }) => r.function).map((r: { function: { region: string } }) => r.function.region),
);

interface Endpoint {
  region?: string[];
  maxInstances?: number;
}

describe('deployed function options', () => {
  it('the Hosting rewrites name one region', () => {
    expect([...rewriteRegions]).toEqual(['asia-south1']);
  });

  it('a trigger module loaded on its own is already in that region (options do not depend on import order)', async () => {
    const { onArticleDeleted } = await import('../../functions/src/triggers/article-deleted.js');
    const endpoint = (onArticleDeleted as unknown as { __endpoint: Endpoint }).__endpoint;
    expect(endpoint.region).toEqual(['asia-south1']);
  });

  it('every exported function is in that region with the shared instance cap', async () => {
    const deployed = (await import('../../functions/src/index.js')) as unknown as Record<string, { __endpoint?: Endpoint }>;
    const names = Object.keys(deployed);
    expect(names.length).toBeGreaterThanOrEqual(15);
    const wrong = names
      .map((name) => ({ name, region: deployed[name]!.__endpoint?.region, maxInstances: deployed[name]!.__endpoint?.maxInstances }))
      .filter((f) => JSON.stringify(f.region) !== '["asia-south1"]' || f.maxInstances !== 20);
    expect(wrong).toEqual([]);
  });
});
