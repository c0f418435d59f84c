/**
 * The console's articles list sorted by the last 30 site-days' page views (`sort=views30d`,
 * issue 30): the `limit` articles matching the list's filters with the most views, then (when
 * fewer were read) the newest of those nobody read. Ties: newest created first, as the default
 * order.
 *
 * Firestore cannot order the articles by a sum held in the analytics rollups, so the articles
 * read in the period are fetched by id in the order of their views, `limit` at a time (a batch
 * ends where the views change, so tied articles are read together), and filtered as listAll's
 * query would (matchesAdminListQuery), until `limit` match or none is left; then one listAll
 * query fills the rest. Reads: the unfiltered list, `limit` articles (plus `limit` more when fewer
 * than `limit` were read); a narrow filter (drafts, one author) reads up to every article read in
 * the period (docs/cost.md).
 */
import type { ArticleDoc, Repositories } from '../data/index.js';
import type { AdminListQuery } from '../data/article-inputs.js';
import { matchesAdminListQuery } from '../data/article-reads.js';

export async function articlesByRecentViews(
  articles: Pick<Repositories['articles'], 'getMany' | 'listAll'>,
  filters: AdminListQuery,
  views: Map<number, number>,
): Promise<ArticleDoc[]> {
  const ranked = [...views].filter(([, n]) => n > 0).sort((a, b) => b[1] - a[1] || b[0] - a[0]);
  const viewsOf = (doc: ArticleDoc) => views.get(doc.id) ?? 0;
  const found: ArticleDoc[] = [];
  for (let i = 0; i < ranked.length && found.length < filters.limit; ) {
    let end = Math.min(i + filters.limit, ranked.length);
    while (end < ranked.length && ranked[end]![1] === ranked[end - 1]![1]) end++;
    // Deleted articles are left out by getMany.
    const docs = await articles.getMany(ranked.slice(i, end).map(([id]) => id));
    found.push(...docs.filter((d) => matchesAdminListQuery(d, filters)));
    i = end;
  }
  found.sort((a, b) => viewsOf(b) - viewsOf(a) || b.createdAt.toMillis() - a.createdAt.toMillis() || b.id - a.id);
  if (found.length >= filters.limit) return found.slice(0, filters.limit);
  // Every matching article read in the period is in `found`, so the newest `limit` matching ones
  // hold at least the `limit - found.length` unread ones needed.
  const unread = (await articles.listAll(filters)).filter((d) => viewsOf(d) === 0);
  return [...found, ...unread].slice(0, filters.limit);
}
