/**
 * An article's views and shares as the reader's own view or share answered them, kept by article
 * (not written into the cached article: its whole screen would render again for two numbers), and
 * the request that records one. No React: a server-rendered article page records its view from its
 * first script, before the app has loaded (it may never load for a reader who only reads).
 */
import type { CounterResponse } from '@contract';
import { apiRequest } from './request';

export type Totals = Pick<CounterResponse, 'views' | 'shares'>;

const recorded = new Map<number, Totals>();
const listeners = new Set<() => void>();

export function recordedTotals(id: number): Totals | undefined {
  return recorded.get(id);
}

export function subscribeToTotals(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Records a view or a share of article `id`; the totals it answers are kept (and shown by whoever listens). */
export async function countArticle(kind: 'view' | 'share', id: number): Promise<CounterResponse> {
  const totals = (await (await apiRequest('POST', `/api/articles/${id}/${kind}`)).json()) as CounterResponse;
  recorded.set(totals.id, { views: totals.views, shares: totals.shares });
  for (const listener of listeners) listener();
  return totals;
}

let viewOnArrival: number | null = null;

/** Records the view of the article a server-rendered page opened with (its first script does). */
export function countViewOnArrival(id: number): void {
  viewOnArrival = id;
  void countArticle('view', id).catch(() => {});
}

/** True once for the article whose view was recorded on arrival: the app's first showing of it records none again. */
export function takeViewOnArrival(id: number): boolean {
  if (viewOnArrival !== id) return false;
  viewOnArrival = null;
  return true;
}
