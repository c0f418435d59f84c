/** Wiring of the services: the one place that builds them from their dependencies. */
import type { Firestore } from 'firebase-admin/firestore';
import { createRepositories } from '../data/index.js';
import { PublicAdsService } from './ads-service.js';
import { PublicArticlesService } from './articles-service.js';
import { systemClock, type Clock } from './clock.js';
import { LanguagesService } from './languages-service.js';

export interface AppDeps {
  db: Firestore;
  clock?: Clock;
}

export function createServices(deps: AppDeps) {
  const repos = createRepositories(deps.db);
  const clock = deps.clock ?? systemClock;
  const languages = new LanguagesService(repos);
  return {
    clock,
    repos,
    languages,
    publicArticles: new PublicArticlesService(repos, languages),
    publicAds: new PublicAdsService(repos),
  };
}
export type Services = ReturnType<typeof createServices>;
