/**
 * The reader site's routes (public-site.md §2) as the server sees them, matched as the web app's
 * router matches them (web/src/app.tsx: any letter case, an optional trailing slash, the slug
 * percent-decoded), and each route's one canonical path.
 */
import { CATEGORIES, type Category } from '../contract/index.js';
import { articlePath, categoryPath } from './urls.js';

export type ReaderRoute =
  | { kind: 'home' }
  | { kind: 'category'; category: Category }
  | { kind: 'articles' }
  | { kind: 'article'; slug: string }
  | { kind: 'advertise' }
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

/** The route's canonical path; null for the not-found route, which has none. */
export function routePath(route: ReaderRoute): string | null {
  switch (route.kind) {
    case 'home':
      return '/';
    case 'articles':
      return '/articles';
    case 'advertise':
      return '/advertise';
    case 'category':
      return categoryPath(route.category);
    case 'article':
      return articlePath(route.slug);
    case 'not-found':
      return null;
  }
}
