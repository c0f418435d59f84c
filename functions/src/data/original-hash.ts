/**
 * A fingerprint of an original's text: an AI translation records the one it was made from, and is
 * stale once the original's differs. Saving an original (articles-repository.ts) writes it;
 * translating (services/translation-service.ts) compares with it.
 */
import { createHash } from 'node:crypto';
import type { ContentInput } from './article-inputs.js';

export function originalHashOf(c: Pick<ContentInput, 'title' | 'excerpt' | 'content' | 'metaDescription'>): string {
  return createHash('sha256').update(JSON.stringify([c.title, c.excerpt, c.content, c.metaDescription])).digest('hex').slice(0, 32);
}
