/**
 * The reader site's routes as the server sees them (matched in contract/reader-routes.ts, shared
 * with the server renderer), and each route's one canonical path.
 */
import type { ReaderRoute } from '../contract/index.js';
import { articlePath, categoryPath } from './urls.js';

export { matchReaderRoute, type ReaderRoute } from '../contract/index.js';

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
    case 'preview':
      return `/preview/${route.token}`;
    case 'not-found':
      return null;
  }
}
