import type { Page, Request } from '@playwright/test';
import type { ArticleSummary, PublicAd } from '../../functions/src/contract/index.js';

/** A page whose first-visit guide is already dismissed (tests of other things do not want it). */
export async function skipLanguageGuide(page: Page) {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('__guideInit')) {
      localStorage.setItem('hasSeenLanguageGuide', 'true');
      sessionStorage.setItem('__guideInit', '1');
    }
  });
}

export async function api<T>(page: Page, path: string): Promise<T> {
  const res = await page.request.get(path);
  if (!res.ok()) throw new Error(`${path}: ${res.status()}`);
  return (await res.json()) as T;
}

/** A published article that has a translation in `code`. */
export async function articleTranslatedTo(page: Page, code: string): Promise<ArticleSummary> {
  const list = await api<ArticleSummary[]>(page, `/api/articles?language=${code}`);
  const found = list.find((a) => a.language.code === code);
  if (!found) throw new Error(`no article translated to ${code}`);
  return found;
}

/** The ads a reader of `language` is shown on a placement (its targeted ads and the untargeted ones). */
export async function adsFor(page: Page, placement: string, language = 'en'): Promise<PublicAd[]> {
  return api<PublicAd[]>(page, `/api/ads?placement=${placement}&language=${language}`);
}

/** Collects the URLs of the JavaScript the page requested. */
export function trackScripts(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (r: Request) => {
    if (r.resourceType() === 'script') urls.push(r.url());
  });
  return urls;
}

/** Holds every API response matching `pattern` until `release` is called (to see loading states). */
export async function holdApi(page: Page, pattern: RegExp) {
  let release!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  await page.route(pattern, async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}

/**
 * Goes to `path` inside the app, as a link would (the router's own navigation, no page load): a
 * server-rendered page arrives with its data, so loading states show only on such navigations.
 */
export async function clientNavigate(page: Page, path: string) {
  // The router listens once the app has hydrated (it yields to the browser, and may end after load).
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
  await page.evaluate((p) => {
    history.pushState({}, '', p);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/**
 * Resolves once the page looks finished, as a reader would judge it: its fonts are in, every
 * transition and fade (MUI's dialogs, ripples, collapses) has run to its end (endless ones such as
 * a spinner are left alone) and the browser has painted a frame since. Accessibility checks and
 * screenshots wait for this instead of a fixed time.
 */
export async function settled(page: Page) {
  await page.evaluate(async () => {
    await document.fonts.ready;
    for (let round = 0; round < 5; round++) {
      const running = document
        .getAnimations()
        .filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity);
      if (running.length === 0) break;
      await Promise.all(running.map((a) => a.finished.catch(() => undefined)));
    }
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  });
}
