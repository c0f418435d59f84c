/** Wiring of the services: the one place that builds them from their dependencies. */
import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { createRepositories } from '../data/index.js';
import { IdentityToolkitClient, identityToolkitConfigFromEnv, type IdentityToolkitConfig } from '../integrations/identity-toolkit.js';
import { AdminArticlesService } from './admin-articles-service.js';
import { AdminAuthService } from './admin-auth-service.js';
import { AdminLanguagesService } from './admin-languages-service.js';
import { DashboardService } from './dashboard-service.js';
import { ScheduledPublishingService } from './scheduled-publishing-service.js';
import { PublicAdsService } from './ads-service.js';
import { PublicArticlesService } from './articles-service.js';
import { systemClock, type Clock } from './clock.js';
import { LanguagesService } from './languages-service.js';

export interface AppDeps {
  db: Firestore;
  clock?: Clock;
  /** Firebase Auth (Admin SDK) that checks administrator tokens; without it admin calls answer 503. */
  auth?: Auth;
  /** Where password sign-in goes; default from the environment (the Auth emulator when FIREBASE_AUTH_EMULATOR_HOST is set). */
  identityToolkit?: IdentityToolkitConfig;
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
    adminAuth: new AdminAuthService({
      auth: deps.auth,
      signIn: new IdentityToolkitClient(deps.identityToolkit ?? identityToolkitConfigFromEnv()),
      repos,
      clock,
    }),
    adminArticles: new AdminArticlesService(repos, languages, clock),
    adminLanguages: new AdminLanguagesService(repos, clock),
    dashboard: new DashboardService(repos, clock),
    scheduledPublishing: new ScheduledPublishingService(repos, clock),
  };
}
export type Services = ReturnType<typeof createServices>;
