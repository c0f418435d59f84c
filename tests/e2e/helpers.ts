import { test as base, expect, type BrowserContext, type Page, type Request } from '@playwright/test';
import { AxeBuilder } from '@axe-core/playwright';
import type { ArticleSummary, PublicAd } from '../../functions/src/contract/index.js';

/**
 * The reader specs' `test`: `page.goto` of a page of the site (HTML, not /api) returns once the page
 * is live (`hydrated`: the reader reached for it and the app took over). A test that looks at the
 * page before the app says so with an explicit `waitUntil` (before-the-app.spec.ts, the ad frame
 * sized without it, the image keeping its space while it loads).
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const res = await goto(url, options);
      const isPage = res?.headers()['content-type']?.startsWith('text/html') && !new URL(res.url()).pathname.startsWith('/api');
      if (isPage && options?.waitUntil === undefined) await hydrated(page);
      return res;
    };
    await use(page);
  },
});

/**
 * What Chromium logs when an ad's frame, sandboxed without allow-scripts, refuses a script: the
 * advertiser's (the fixtures' probe ad carries one on purpose, serve.ts) or Playwright's own init
 * scripts. The frames are `srcdoc` (the popup, the console's preview); the reader pages show an
 * ad's HTML in a shadow root, where the server's sanitiser has left no script to refuse.
 */
export const SANDBOXED_AD_SCRIPT = /^Blocked script execution in 'about:srcdoc' because the document's frame is sandboxed/;

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

interface LayoutShiftRecord {
  value: number;
  time: number;
  moved: string;
}

/**
 * Records the page's layout shifts not caused by the reader's input, from its first paint (an
 * init script: call before `goto`), each as its score, when it came and the start of what moved;
 * `layoutShifts` reads them, `layoutShiftsAfterLoad` those after the page has loaded.
 */
export async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __layoutShifts: LayoutShiftRecord[]; __loadedFrame?: number };
    const shifts: LayoutShiftRecord[] = (w.__layoutShifts = []);
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as { value: number; startTime: number; hadRecentInput: boolean; sources?: { node?: Node }[] }[]) {
        if (e.hadRecentInput) continue;
        const moved = (e.sources ?? []).map((s) => (s.node as Element | undefined)?.outerHTML?.slice(0, 80) ?? '(gone)').join(' | ');
        shifts.push({ value: e.value, time: e.startTime, moved });
      }
    }).observe({ type: 'layout-shift', buffered: true });
    // The frame after the one that drew the page as loaded: the load event and its fonts in.
    addEventListener('load', () => void document.fonts.ready.then(() => requestAnimationFrame(() => requestAnimationFrame((t) => (w.__loadedFrame = t)))));
  });
}

const recordedShifts = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { __layoutShifts?: LayoutShiftRecord[]; __loadedFrame?: number };
    if (!w.__layoutShifts) throw new Error('recordLayoutShifts was not set up before this page loaded');
    return { shifts: w.__layoutShifts, loadedFrame: w.__loadedFrame ?? Infinity };
  });

/** Each shift so far as its score and what moved. */
export async function layoutShifts(page: Page): Promise<string[]> {
  return (await recordedShifts(page)).shifts.map((s) => `${s.value}: ${s.moved}`);
}

/**
 * The shifts once the page has loaded: their sum, and each with when it came and what moved (for
 * a failure's message).
 *
 * Counted from the frame after the one that drew the loaded page with its fonts. A face the page
 * preloads has arrived before the load event (a preload holds it: `indicFacesAfterLoad`), yet a
 * renderer starved of frames may have painted the text in a fallback before it came and draw it
 * in the face only in its first frame after load: Chromium holds the first paint for preloaded
 * fonts 50 ms at most (render_blocking_resource_manager.cc), and this machine has no Devanagari
 * system font, so its fallback is boxes of other widths (0.018 on the Hindi article, the image and
 * buttons below its title moved, once in a loaded CI run). That is `font-display: swap`'s race,
 * which a reader meets before load.
 */
export async function layoutShiftsAfterLoad(page: Page): Promise<{ sum: number; described: string }> {
  await expect.poll(() => page.evaluate(() => (window as unknown as { __loadedFrame?: number }).__loadedFrame !== undefined), { message: 'the page drew its loaded frame' }).toBe(true);
  const { shifts, loadedFrame } = await recordedShifts(page);
  const after = shifts.filter((s) => s.time >= loadedFrame);
  return { sum: after.reduce((n, s) => n + s.value, 0), described: after.map((s) => `${s.value.toFixed(4)} at ${Math.round(s.time)} ms: ${s.moved}`).join('\n') };
}

/** The Indic faces (web/src/shared/indic-fonts.css) whose file arrived after the load event, so far. */
export function indicFacesAfterLoad(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const load = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart;
    return performance
      .getEntriesByType('resource')
      .filter((r) => /\/noto-sans-[^/]+\.woff2$/.test(r.name) && (r as PerformanceResourceTiming).responseEnd > load)
      .map((r) => r.name);
  });
}

/**
 * The page is live: the reader reached for it (a key press, which nothing on the page answers) and
 * the app has hydrated it (main.tsx marks <html data-hydrated> in the last effect of that first
 * render, so every component's own effects have run too). A server-rendered page loads its app only
 * when the reader reaches for it (web/src/shared/wake-on-intent.ts); what it does before is tested
 * on pages opened with an explicit `waitUntil` (before-the-app.spec.ts).
 */
export async function hydrated(page: Page) {
  await page.keyboard.press('Shift');
  // The app's scripts compile and hydrate after that: seconds on a busy machine.
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', { timeout: 20_000 });
}

/**
 * Everything an opened page loads by itself has arrived, or failed: the load event (the HTML's
 * scripts, styles, images and frames), hydration (with every effect of the first render, so the
 * requests it starts are made), each image the page shows now (those rendered after hydration
 * too; lazy ones in the viewport) and the fonts its text needs (`document.fonts.ready`, once every face that laid-out text
 * asked for has loaded or failed). What it waits for is what the page shows, not a pause in the
 * network ('networkidle' came early or late with the machine's load). A request that a test's
 * own check depends on (an article's view) is waited for by that test.
 */
export async function pageLoaded(page: Page) {
  await page.waitForLoadState('load');
  await hydrated(page);
  await expect
    .poll(() =>
      page.evaluate(async () => {
        await document.fonts.ready;
        // A lazy image loads once it nears the viewport: those in it are waited for, the others
        // wait for a scroll (nothing outside the viewport can shift what the reader sees).
        const inView = (img: HTMLImageElement) => {
          const box = img.getBoundingClientRect();
          return box.bottom > 0 && box.right > 0 && box.top < innerHeight && box.left < innerWidth;
        };
        return [...document.images].filter((img) => !img.complete && (img.loading !== 'lazy' || inView(img))).map((img) => img.src);
      }),
    )
    .toEqual([]);
}

/**
 * Records, inside the page, every fetch it makes whose URL matches `pattern`, at the moment it
 * makes it (Playwright's request events reach the test later than the page's next step may).
 * `recordedFetches` gives their URLs once each has been answered.
 */
export async function recordFetches(page: Page | BrowserContext, pattern: RegExp) {
  await page.addInitScript((source) => {
    const matching = new RegExp(source);
    const w = window as unknown as { __fetches: { url: string; answered: Promise<unknown> }[] };
    w.__fetches = [];
    const original = window.fetch;
    window.fetch = (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const answer = original.call(window, input, init);
      if (matching.test(url)) w.__fetches.push({ url, answered: answer.catch(() => undefined) });
      return answer;
    };
  }, pattern.source);
}

export async function recordedFetches(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const w = window as unknown as { __fetches?: { url: string; answered: Promise<unknown> }[] };
    // An empty list must mean no such fetch, not a page that was never watched.
    if (!w.__fetches) throw new Error('recordFetches was not set up before this page loaded');
    await Promise.all(w.__fetches.map((f) => f.answered));
    return w.__fetches.map((f) => f.url);
  });
}

/**
 * Goes to `path` inside the app, as a link would (the router's own navigation, no page load): a
 * server-rendered page arrives with its data, so loading states show only on such navigations.
 * It waits for the page to be hydrated first: before that no router listens.
 */
export async function clientNavigate(page: Page, path: string) {
  await hydrated(page);
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
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  // Waited for as any check waits (up to its time-out): an animation whose timeline stopped never
  // finishes, and awaiting its `finished` once held a test for 4.6 min; here it fails, named.
  await expect
    .poll(() =>
      page.evaluate(() =>
        document
          .getAnimations()
          .filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity)
          .map((a) => (a as CSSAnimation).animationName ?? (a as CSSTransition).transitionProperty ?? a.id),
      ),
    )
    .toEqual([]);
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}

/**
 * A screenshot for people to look at (test-results/screens, or the test's output folder), written
 * only when E2E_SCREENSHOTS=1 (docs/testing.md). Screenshots assert nothing, and encoding them
 * (whole long pages as PNG) was a large share of the suite's CPU on the 2-core machine CI runs on.
 */
export async function keepScreenshot(target: { screenshot(options: { path: string; fullPage?: boolean }): Promise<unknown> }, options: { path: string; fullPage?: boolean }) {
  if (process.env.E2E_SCREENSHOTS !== '1') return;
  await target.screenshot(options);
}

/**
 * axe-core on the page, for its violations. axe builds a unique selector for every node of every
 * result, passes and rules that do not apply included, unless told which results are wanted; the
 * specs read only the violations. On the Site text screen (2,800 nodes) that took a run from
 * 10.5-12.7 s to 9.1-9.2 s in the headless shell on 2 cores; axe is most of the screen audits' CPU.
 *
 * When axe has no frame to enter (the page has none, or the check excludes `iframe`), it runs in
 * the page itself (`axe.run`, the builder's legacy mode). Its default runs `axe.runPartial` in
 * every frame, which serializes every node it looked at (its outer HTML, XPath and ancestry) for
 * `axe.finishRun`, and finishes in a new blank page of the context, into which it injects axe-core
 * again: twice the time of an in-page run on the Articles screen (4.5 s against 2.2), and a third
 * of `admin-screens.spec.ts`'s CPU (150 CPU-seconds against 96, 2026-12-01). A page with frames
 * axe may enter keeps the default, since the in-page run does not look inside them.
 */
export function axe(page: Page): AxeBuilder {
  return new ViolationsAxe(page).options({ resultTypes: ['violations'] });
}

/** AxeBuilder that runs in the page when no frame is left for it to enter (see `axe`). */
class ViolationsAxe extends AxeBuilder {
  private framesExcluded = false;

  constructor(private readonly target: Page) {
    super({ page: target });
  }

  override exclude(selector: Parameters<AxeBuilder['exclude']>[0]): this {
    if (selector === 'iframe') this.framesExcluded = true;
    return super.exclude(selector);
  }

  override analyze(): ReturnType<AxeBuilder['analyze']> {
    if (this.framesExcluded || this.target.frames().length === 1) this.setLegacyMode();
    return super.analyze();
  }
}
