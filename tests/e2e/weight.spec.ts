/**
 * What the home page weighs. Its JavaScript: a first-time reader's home page (the language guide
 * included) runs at most 8 KiB of gzip script until the reader reaches for it (its first script:
 * the app loads then), and downloads at most 150 KiB of gzip scripts with the app it fetches ahead
 * (issue 23's budget; a byte count of the built files, so it holds on any machine;
 * `npm run bench:home` prints the same sum file by file).
 * Fonts follow the scripts a page shows (web/src/shared/indic-fonts.css): an English home page
 * downloads no Indic Noto font, only the hero's cut-down fonts for its three native names
 * (web/plugins/native-names-font.ts), a Hindi one the Devanagari font and no other script's, and
 * opening the language picker (native names) fetches the fonts that list needs.
 */
import { gzipSync } from 'node:zlib';
import { expect, type Page, type Request } from '@playwright/test';
import { FIRST_SCRIPT_TARGET_KIB, HOME_JS_TARGET_KIB } from '../../bench/home-budget.js';
import { APP_CHUNKS_TEMPLATE_ID } from '../../functions/src/contract/app-chunks.js';
import en from '../../functions/src/i18n/locales/en.json' with { type: 'json' };
import { hydrated, skipLanguageGuide, test } from './helpers.js';

const INDIC_FONT = /noto-sans-(devanagari|bengali|kannada|telugu|tamil|gujarati|malayalam|gurmukhi|oriya)-/;
const NATIVE_NAMES_FONT = /\/native-names-(devanagari|bengali|kannada)-[^/]*\.woff2$/;

/**
 * The fonts Chromium really drew an element's text with (DevTools' "Rendered fonts"). A glyph that
 * no web font has falls back to a system font, listed here too; on a machine without Indic fonts
 * that fallback draws boxes.
 */
async function renderedFonts(page: Page, selector: string) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  await cdp.detach();
  return fonts.map((f) => ({ family: f.familyName, web: f.isCustomFont }));
}

/**
 * Every element of the page with Indic text of its own, and the web fonts Chromium drew that text
 * with. A machine without Indic fonts (this kind) has no system font to fall back on: text no web
 * font drew is boxes. The page is scrolled through, a screen at a time, and each text is read
 * where it is drawn: what is off screen in a list (its cards, the footer) is not laid out until the
 * reader comes near it (content-visibility), and has no fonts until then.
 */
async function indicTextFonts(page: Page): Promise<{ text: string; web: string[] }[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
  type DomNode = typeof root;
  const found: { nodeId: number; text: string }[] = [];
  const walk = (node: DomNode) => {
    const own = (node.children ?? []).filter((c) => c.nodeType === 3).map((c) => c.nodeValue).join('');
    if (node.nodeType === 1 && !['SCRIPT', 'STYLE', 'TEMPLATE', 'TITLE', 'NOSCRIPT'].includes(node.nodeName) && INDIC_TEXT.test(own)) found.push({ nodeId: node.nodeId, text: own.trim().slice(0, 40) });
    for (const child of node.children ?? []) walk(child);
  };
  walk(root);
  // Text not drawn at all (a closed dialog's) has no fonts to check.
  const drawn = [];
  for (const f of found) if (await cdp.send('DOM.getBoxModel', { nodeId: f.nodeId }).then(() => true, () => false)) drawn.push(f);
  const result = new Map<number, { text: string; web: string[] }>();
  const rendered = async (nodeId: number) => {
    const { object } = await cdp.send('DOM.resolveNode', { nodeId });
    const { result: visible } = await cdp.send('Runtime.callFunctionOn', { objectId: object.objectId!, functionDeclaration: 'function () { return this.checkVisibility({ contentVisibilityAuto: true }); }', returnByValue: true });
    return visible.value === true;
  };
  const screens = await page.evaluate(() => Math.ceil(document.documentElement.scrollHeight / window.innerHeight));
  for (let screen = 0; screen <= screens && result.size < drawn.length; screen++) {
    await page.evaluate(async (n) => {
      window.scrollTo(0, n * window.innerHeight);
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      // Text drawn for the first time may start a font's download.
      await document.fonts.ready;
    }, screen);
    for (const { nodeId, text } of drawn) {
      if (result.has(nodeId) || !(await rendered(nodeId))) continue;
      const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
      result.set(nodeId, { text, web: fonts.filter((f) => f.isCustomFont).map((f) => f.familyName) });
    }
  }
  await cdp.detach();
  // A text never drawn on the way down is reported as drawn in no web face.
  return drawn.map(({ nodeId, text }) => result.get(nodeId) ?? { text: `${text} (never drawn)`, web: [] });
}
const INDIC_TEXT = /[\u0900-\u0D7F]/;

/** The path of an article that has a Hindi version (the demo's newest). */
async function hindiArticle(page: Page): Promise<string> {
  const list = (await (await page.request.get('/api/articles?language=hi&limit=12')).json()) as { slug: string; language: { code: string } }[];
  return `/article/${list.find((a) => a.language.code === 'hi')!.slug}`;
}

/** The web fonts among them, by family. */
function webFonts(fonts: { family: string; web: boolean }[]): string[] {
  return fonts.filter((f) => f.web).map((f) => f.family);
}

function trackFonts(page: Page): string[] {
  const fonts: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'font' || /\.woff2?$/.test(new URL(req.url()).pathname)) fonts.push(new URL(req.url()).pathname);
  });
  return fonts;
}

/**
 * The fonts the page's text needs are loaded (or known missing): a font face is fetched when text
 * laid out in the page has a character in its unicode-range, visible or not, and `document.fonts.ready`
 * settles once every such fetch has. What the tests count is then complete, however slow the
 * machine (a pause in the network, 'networkidle', came early or late with the machine's load).
 */
async function fontsSettled(page: Page) {
  await page.evaluate(async () => {
    await document.fonts.ready;
  });
}

async function openHome(page: Page, language: string) {
  await page.addInitScript((code) => localStorage.setItem('selectedLanguage', code), language);
  await page.goto('/');
  await expect(page.getByTestId('article-card').first()).toBeVisible();
  await expect(page.locator('[data-testid="article-skeleton"]')).toHaveCount(0);
  await fontsSettled(page);
}

test('a first-time reader\'s home page runs at most 8 KiB of gzip JavaScript until touched, downloads at most 150 KiB with its app once woken, and no console code nor its charts', async ({ page }) => {
  // A script run or fetched ahead (the app's chunks are prefetched once the page has loaded).
  const isScript = (req: Request) => req.resourceType() === 'script' || new URL(req.url()).pathname.endsWith('.js');
  const requested = new Set<string>();
  page.on('request', (req) => void (isScript(req) && requested.add(new URL(req.url()).pathname)));
  const response = await page.goto('/', { waitUntil: 'load' });
  await expect(page.getByTestId('article-card').first()).toBeVisible();
  // Once the guide shows (a second after load) and the page has fetched its app ahead (the
  // template that lists the app's chunks is gone, each one a prefetch in the head), it has asked
  // for every script a first visit needs.
  await expect(page.getByRole('dialog', { name: en['guide.title'] })).toBeVisible();
  await expect(page.locator(`template#${APP_CHUNKS_TEMPLATE_ID}`)).toHaveCount(0);
  const prefetched = await page.locator('link[rel="prefetch"]').evaluateAll((links) => links.map((l) => new URL((l as HTMLLinkElement).href).pathname));
  expect(prefetched.some((file) => /^\/assets\/app-[^/]+\.js$/.test(file)), prefetched.join(', ')).toBe(true);
  // Nothing reached for the page: only its first script ran.
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');
  // The reader reaches for the page: the app wakes, and what the screen shares with other screens
  // (fetched then, not ahead) is counted with it.
  await hydrated(page);
  const first = (await response!.text()).match(/<script type="module"[^>]*src="([^"]+)"/)![1]!;
  // Each file's bytes as the server sends them, gzipped as Hosting sends them. Read again here: the
  // answer to a prefetch has no body Playwright can read (it counted 0 KiB, and the budget held
  // whatever the app weighed).
  const bodies = new Map(await Promise.all([...new Set([...requested, ...prefetched])].map(async (file) => [file, await (await page.request.get(file)).body()] as const)));
  const scripts = new Map([...bodies].map(([file, body]) => [file, gzipSync(body).length]));
  // Files with @mui/x-charts in them (its components' class names): the console's Analytics only (issue 30).
  const charts = [...bodies].filter(([, body]) => body.includes('MuiChartsSurface')).map(([file]) => file);
  const sizes = [...scripts].map(([file, gzip]) => `${file}: ${(gzip / 1024).toFixed(1)} KiB`);
  const total = [...scripts.values()].reduce((a, b) => a + b, 0);
  // The app itself is counted: most of what the page fetches ahead.
  expect(scripts.get(prefetched.find((file) => /^\/assets\/app-[^/]+\.js$/.test(file))!)! / 1024, sizes.join('\n')).toBeGreaterThan(50);
  expect([...scripts.keys()].filter((file) => /admin/.test(file))).toEqual([]);
  expect(charts).toEqual([]);
  expect(total / 1024, sizes.join('\n')).toBeLessThanOrEqual(HOME_JS_TARGET_KIB);
  expect(scripts.get(first)! / 1024, `the first script, ${first}`).toBeLessThanOrEqual(FIRST_SCRIPT_TARGET_KIB);
});

test.describe('fonts', () => {
  test.beforeEach(async ({ page }) => skipLanguageGuide(page));

  test('an English home page downloads no Indic Noto font: its hero draws हिन्दी, বাংলা and ಕನ್ನಡ with fonts of a few KiB cut to those words', async ({ page }) => {
    const fonts = trackFonts(page);
    const bytes = new Map<string, number>();
    page.on('response', async (res) => {
      if (NATIVE_NAMES_FONT.test(new URL(res.url()).pathname)) bytes.set(new URL(res.url()).pathname, (await res.body()).length);
    });
    await openHome(page, 'en');
    const hero = page.locator('h1 ~ p');
    await expect(hero).toContainText('in English, हिन्दी, বাংলা, Hinglish, ಕನ್ನಡ and more.');
    await page.evaluate(() => document.fonts.ready);
    for (const [lang, script] of [['hi', 'Noto Sans Devanagari'], ['bn', 'Noto Sans Bengali'], ['kn', 'Noto Sans Kannada']]) {
      // Every glyph from the web font (the cut-down one keeps Noto's name): no system fallback, no boxes.
      expect(await renderedFonts(page, `h1 ~ p [lang="${lang}"]`)).toEqual([{ family: script, web: true }]);
    }
    await page.locator('footer').scrollIntoViewIfNeeded();
    await fontsSettled(page);
    expect(fonts.filter((f) => INDIC_FONT.test(f))).toEqual([]);
    expect(fonts.filter((f) => NATIVE_NAMES_FONT.test(f))).toHaveLength(3);
    await expect.poll(() => bytes.size).toBe(3);
    expect([...bytes.values()].reduce((a, b) => a + b, 0)).toBeLessThan(8 * 1024);
  });

  test('a Hindi home page downloads the Devanagari font and no other script', async ({ page }) => {
    const fonts = trackFonts(page);
    await openHome(page, 'hi');
    await expect(page.getByTestId('language-picker')).toHaveText('हिन्दी');
    await expect.poll(() => fonts.filter((f) => /noto-sans-devanagari-devanagari-400-normal/.test(f)).length).toBeGreaterThan(0);
    expect(fonts.filter((f) => INDIC_FONT.test(f) && !/noto-sans-devanagari-/.test(f))).toEqual([]);
    expect(await page.evaluate(() => document.fonts.check('16px "Noto Sans Devanagari"', 'हिन्दी'))).toBe(true);
    // The app switched the page to Hindi and marked it, so Devanagari leads its font stack.
    await expect(page.locator('html')).toHaveAttribute('data-script', 'devanagari');
    await expect(page.getByTestId('article-card').first().locator('h3')).toHaveText(/[\u0900-\u097F]/);
    expect(webFonts(await renderedFonts(page, '[data-testid="article-card"] h3'))).toEqual(['Noto Sans Devanagari']);
  });

  test('a Hindi article is drawn in Devanagari\'s Noto face from the server\'s markup; in English its page is marked Latin and its title drawn in no web font', async ({ page }) => {
    const href = await hindiArticle(page);
    // As a link from a Telegram post opens it, before the app: the server's markup and styles only.
    await page.goto(`${href}?lang=hi`, { waitUntil: 'load' });
    await expect(page.locator('html')).toHaveAttribute('data-script', 'devanagari');
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');
    await fontsSettled(page);
    expect(webFonts(await renderedFonts(page, 'h1'))).toEqual(['Noto Sans Devanagari']);
    expect(webFonts(await renderedFonts(page, '.article-body p'))).toEqual(['Noto Sans Devanagari']);

    // The link made Hindi the reader's choice; an English reader opens the English version.
    await page.evaluate(() => localStorage.removeItem('selectedLanguage'));
    await page.goto(href, { waitUntil: 'load' });
    await expect(page.locator('h1')).toHaveText(/^[^\u0900-\u097F]+$/);
    await expect(page.locator('html')).toHaveAttribute('data-script', 'latin');
    await fontsSettled(page);
    expect(webFonts(await renderedFonts(page, 'h1'))).toEqual([]);
  });

  test('every Indic character of every reader page, in English and in Hindi, is drawn in a web face, never boxes', async ({ page }) => {
    const article = await hindiArticle(page);
    for (const path of ['/', '/articles', article, '/advertise', '/?lang=hi', `${article}?lang=hi`, '/articles?lang=bn']) {
      // The app live (the helpers' goto), whatever it renders after the server's markup.
      await page.goto(path);
      await page.locator('footer').scrollIntoViewIfNeeded();
      await fontsSettled(page);
      const texts = await indicTextFonts(page);
      // The English home page's hero names three languages; a page in Hindi or Bengali is all Indic text.
      if (path === '/' || path.includes('lang=')) expect(texts.length, path).toBeGreaterThan(2);
      expect(texts.filter((t) => t.web.length === 0), path).toEqual([]);
    }
  });

  test('opening the language picker on an English page fetches the fonts of the native names it lists', async ({ page }) => {
    const fonts = trackFonts(page);
    await openHome(page, 'en');
    expect(fonts.filter((f) => INDIC_FONT.test(f))).toEqual([]);
    await page.getByTestId('language-picker').click();
    const panel = page.getByRole('dialog', { name: 'Choose a language' });
    await expect(panel.getByRole('menuitem', { name: /বাংলা/ })).toBeVisible();
    await expect.poll(() => fonts.some((f) => /noto-sans-devanagari-devanagari-400/.test(f))).toBe(true);
    await expect.poll(() => fonts.some((f) => /noto-sans-bengali-bengali-400/.test(f))).toBe(true);
    await expect.poll(() => page.evaluate(() => document.fonts.check('16px "Noto Sans Bengali"', 'বাংলা'))).toBe(true);
    // On an English page the system's font comes first; each native name is marked with its script.
    await expect(page.locator('html')).toHaveAttribute('data-script', 'latin');
    await fontsSettled(page);
    expect(webFonts(await renderedFonts(page, '[role="menuitem"][lang="bn"] .MuiListItemText-primary'))).toEqual(['Noto Sans Bengali']);
  });
});
