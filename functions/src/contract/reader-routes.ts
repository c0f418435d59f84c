/**
 * The reader site's routes (public-site.md §2), matched as the web app's router matches them
 * (web/src/app.tsx: any letter case, an optional trailing slash, the slug percent-decoded). One
 * table for the server (the page handler, the head) and the server renderer (web/src/entry-server.tsx).
 */
import { CATEGORIES, type Category } from './common.js';

export type ReaderRoute =
  | { kind: 'home' }
  | { kind: 'category'; category: Category }
  | { kind: 'articles' }
  | { kind: 'article'; slug: string }
  | { kind: 'advertise' }
  /** A draft preview link (issue 24): the token is case-sensitive, and the page never indexed. */
  | { kind: 'preview'; token: string }
  | { kind: 'not-found' };

/** The route of a path (no query). Anything else, `/admin` included, is the not-found route. */
export function matchReaderRoute(pathname: string): ReaderRoute {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  const lower = path.toLowerCase();
  if (lower === '/') return { kind: 'home' };
  if (lower === '/articles') return { kind: 'articles' };
  if (lower === '/advertise') return { kind: 'advertise' };
  const category = CATEGORIES.find((c) => lower === `/${c}`);
  if (category) return { kind: 'category', category };
  const preview = /^\/preview\/([A-Za-z0-9_-]+)$/.exec(path);
  if (preview) return { kind: 'preview', token: preview[1]! };
  const article = /^\/article\/([^/]+)$/i.exec(path);
  if (article) {
    try {
      return { kind: 'article', slug: decodeURIComponent(article[1]!) };
    } catch {
      return { kind: 'not-found' };
    }
  }
  return { kind: 'not-found' };
}
