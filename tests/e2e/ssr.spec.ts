/**
 * Server-rendered reader pages in the browser: each hydrates without a console error or a
 * hydration warning and nothing shifts after load; the client's behaviour (guide, picker, share,
 * view) still works; a link with ?lang=hi opens in Hindi for a fresh browser, and a stored choice
 * takes over after hydration.
 */
import hi from '../../functions/src/i18n/locales/hi.json' with { type: 'json' };
import { expect, type Page } from '@playwright/test';
import type { ArticleDetail, ArticleSummary } from '../../functions/src/contract/index.js';
import { HERO_NATIVE_NAMES, NATIVE_NAMES_FONT_FAMILY } from '../../web/src/reader/home/native-names.js';
import { api, articleTranslatedTo, holdApi, indicFacesAfterLoad, layoutShiftsAfterLoad, pageLoaded, recordLayoutShifts, SANDBOXED_AD_SCRIPT, settled, skipLanguageGuide, test } from './helpers.js';

/** Console errors and warnings, and page errors, from now on. */
function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m) => {
    // The test fixtures' probe ad (serve.ts) in its sandboxed frame: its script refused (the sandbox
    // working, safety.spec) and its <img src="x"> not found.
    if (SANDBOXED_AD_SCRIPT.test(m.text())) return;
    if (/status of 404/.test(m.text()) && /\/x$/.test(m.location().url)) return;
    // The not-found page's own 404 status.
    if (/status of 404/.test(m.text()) && new URL(m.location().url).pathname === '/no-such-page') return;
    if (m.type() === 'error' || /hydrat/i.test(m.text())) problems.push(`${m.type()}: ${m.text()} (${m.location().url})`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  return problems;
}

/** An English article of the demo content that `test` picks (`what` names it when there is none). */
async function articleWith(page: Page, test: (a: ArticleSummary) => boolean, what: string): Promise<ArticleSummary> {
  const found = (await api<ArticleSummary[]>(page, '/api/articles?language=en')).find(test);
  if (!found) throw new Error(`no article with ${what}`);
  return found;
}

/** An image given by URL: no stored size. */
const UNSIZED_IMAGE = (a: ArticleSummary) => a.imageUrl !== null && a.imageWidth === undefined;

let hindiArticlePath = '';

/** Reader pages to open, each as a path (the article pages are looked up in the demo content). */
const PAGES: { name: string; path: (page: Page) => Promise<string> }[] = [
  ...['/', '/education', '/research', '/case-study', '/articles', '/advertise', '/no-such-page'].map((p) => ({ name: p, path: async () => p })),
  {
    // Given by URL, the image has no stored size: the page must reserve its space all the same.
    name: 'an article whose image has no stored size',
    path: async (page) => `/article/${(await articleWith(page, UNSIZED_IMAGE, 'an image given by URL')).slug}`,
  },
  {
    name: 'an article with an uploaded image',
    path: async (page) => `/article/${(await articleWith(page, (a) => a.imageWidth !== undefined, 'an uploaded image')).slug}`,
  },
  // Its title and text are Devanagari, drawn in a web font that must not swap in after load.
  { name: 'an article in Hindi', path: async (page) => (hindiArticlePath = `/article/${(await articleTranslatedTo(page, 'hi')).slug}?lang=hi`) },
];

/**
 * The home hero names three languages in their own scripts, in fonts cut to those words that
 * arrive after the markup: their boxes must not change size when they do (their lines moved: a
 * shift after load on a busy machine, and a CLS of 0.2 in a Lighthouse run).
 */
test.describe("the hero's names in their own scripts", () => {
  for (const width of [360, 1280]) {
    test(`keep their place while their fonts load (${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await skipLanguageGuide(page);
      const release = await holdApi(page, /\/assets\/native-names-[^/]+\.woff2$/);
      await page.goto('/', { waitUntil: 'domcontentloaded' });
      const paragraph = page.getByRole('heading', { level: 1 }).locator('xpath=following-sibling::p[1]');
      const layout = () =>
        paragraph.evaluate((p) => ({
          height: p.getBoundingClientRect().height,
          names: [...p.querySelectorAll('span[lang]')].map((s) => {
            const r = s.getBoundingClientRect();
            return { lang: s.getAttribute('lang'), x: r.x, y: r.y, width: r.width };
          }),
        }));
      const fontsLoaded = () => page.evaluate(({ family, words }) => words.every((w) => document.fonts.check(`20px "${family}"`, w)), { family: NATIVE_NAMES_FONT_FAMILY, words: HERO_NATIVE_NAMES.map((n) => n.name) });
      expect(await fontsLoaded()).toBe(false);
      const before = await layout();
      expect(before.names.map((n) => n.lang)).toEqual(HERO_NATIVE_NAMES.map((n) => n.lang));
      release();
      await expect.poll(fontsLoaded).toBe(true);
      await settled(page);
      expect(await layout()).toEqual(before);
    });
  }
});

test.describe('server-rendered reader pages', () => {
  // One test per page: each waits for its page to have loaded everything, which takes a while on a loaded machine.
  for (const { name, path: pathOf } of PAGES) {
    test(`${name} hydrates without a console error or hydration warning, and nothing shifts after load`, async ({ page }) => {
      await skipLanguageGuide(page);
      await recordLayoutShifts(page);
      const problems = watchConsole(page);
      const path = await pathOf(page);
      // An article page records its view after load and shows the new count: that render counts too.
      const viewed = path.startsWith('/article/') ? page.waitForResponse((r) => /\/api\/articles\/\d+\/view$/.test(r.url())) : undefined;
      await page.goto(path);
      // Every shift the page's own loading could cause (late images, fonts, what hydration
      // renders) has happened by then.
      await pageLoaded(page);
      await viewed;
      // The faces its text is drawn in came with the page (the picker below fetches others).
      expect(await indicFacesAfterLoad(page)).toEqual([]);
      // Hydrated: the picker answers a click (an event handler React attached).
      await page.getByTestId('language-picker').click();
      // In the page's language (the Hindi article's is Hindi: issue 23).
      await expect(page.getByRole('dialog', { name: path === hindiArticlePath ? hi['picker.dialog'] : 'Choose a language' })).toBeVisible();
      expect(problems).toEqual([]);
      // The app came with that click, and its loader added no stylesheet the page already had: each
      // face is declared once (it once added the inlined one again, web/scripts/finish-build.mjs).
      const faces = await page.evaluate(() => [...document.fonts].map((f) => `${f.family} ${f.weight} ${f.unicodeRange}`));
      expect(faces.filter((face, i) => faces.indexOf(face) !== i)).toEqual([]);
      const shifts = await layoutShiftsAfterLoad(page);
      expect(shifts.sum, shifts.described).toBeLessThan(0.01);
    });
  }

  test('an image with no stored size keeps its space while it loads: the text below it does not move', async ({ page }) => {
    await skipLanguageGuide(page);
    const article = await articleWith(page, UNSIZED_IMAGE, 'an image given by URL');
    // Hold the image until the page has been measured without it.
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route((url) => url.pathname === article.imageUrl, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`/article/${article.slug}`, { waitUntil: 'domcontentloaded' });
    const body = page.getByTestId('article-body');
    await expect(body).toBeVisible();
    const before = (await body.boundingBox())!.y;
    release();
    const image = page.locator('article img').first();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect((await body.boundingBox())!.y).toBe(before);
    // Drawn whole in the reserved box, not cropped.
    await expect(image).toHaveCSS('object-fit', 'contain');
  });

  test('the page arrives rendered: the article is in the HTML before any script runs', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const [article] = await api<{ slug: string }[]>(page, '/api/articles?language=en&limit=1');
    const detail = await api<ArticleDetail>(page, `/api/articles/${article!.slug}?language=en`);
    await page.goto(`/article/${article!.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(detail.title);
    await context.close();
  });

  test('/article/{slug}?lang=hi in a fresh browser reads Hindi, and the choice is kept', async ({ page }) => {
    const problems = watchConsole(page);
    const hindi = await articleTranslatedTo(page, 'hi');
    await page.goto(`/article/${hindi.slug}?lang=hi`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(hindi.title);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('selectedLanguage'))).toBe('hi');
    // The guide still shows a second after a first visit.
    await expect(page.getByRole('dialog', { name: hi['guide.title'] })).toBeVisible({ timeout: 15_000 });
    expect(problems).toEqual([]);
  });

  test('a stored language takes over after hydration when the link names none', async ({ page }) => {
    await skipLanguageGuide(page);
    const problems = watchConsole(page);
    const hindi = await articleTranslatedTo(page, 'hi');
    await page.addInitScript(() => localStorage.setItem('selectedLanguage', 'hi'));
    await page.goto(`/article/${hindi.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(hindi.title);
    await expect(page.getByTestId('language-picker')).toHaveText('हिन्दी');
    expect(problems).toEqual([]);
  });

  test('a server-rendered article records its view after load, and Share still works', async ({ page, context }) => {
    await skipLanguageGuide(page);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.addInitScript(() => Object.defineProperty(navigator, 'share', { value: undefined }));
    const list = await api<{ slug: string }[]>(page, '/api/articles?language=en&sort=oldest');
    const slug = list[list.length - 1]!.slug;
    const before = await api<ArticleDetail>(page, `/api/articles/${slug}?language=en`);
    const viewed = page.waitForResponse((r) => r.url().endsWith(`/api/articles/${before.id}/view`) && r.ok());
    await page.goto(`/article/${slug}`);
    await viewed;
    await page.getByRole('button', { name: 'Share Article' }).click();
    // Other specs may share it too: at least this share is counted.
    await expect(page.getByTestId('shares-count')).not.toHaveText(`${before.shares.toLocaleString('en-IN')} shares`);
  });
});
