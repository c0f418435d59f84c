/**
 * What a reader page's first paint waits for, and what it leaves for later.
 *
 * It is never drawn with its header half-parsed. Its head is tens of KB of styles, so
 * the first part of the answer a browser receives can end inside the header; drawn then, a part of
 * the language button showed and then grew (a layout shift, in Lighthouse's runs of Advertise and
 * an article). The page holds its first paint until the parser reaches `<main>`
 * (`<link rel="expect" blocking="render">`). Here a proxy in front of the host sends each page up to
 * the middle of the language button, holds the rest until the test releases it, and passes every
 * other request through.
 *
 * And what is far below the first screen (a list's cards, the footer) is not laid out until the
 * reader scrolls near it (`content-visibility: auto`), without anything on screen moving then.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from '@playwright/test';
import { layoutShifts, recordLayoutShifts, skipLanguageGuide, test } from './helpers.js';

/** Where each page's answer is cut: inside the language button, the header's last control. */
const CUT = 'data-testid="language-picker"';

function holdingProxy(target: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const server = http.createServer((req, res) => {
    const upstream = http.request(new URL(req.url ?? '/', target), { method: req.method, headers: { ...req.headers, host: new URL(target).host, 'accept-encoding': 'identity' } }, (answer) => {
      const isPage = answer.headers['content-type']?.startsWith('text/html');
      if (!isPage) {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
        return;
      }
      const chunks: Buffer[] = [];
      answer.on('data', (c: Buffer) => chunks.push(c));
      answer.on('end', () => {
        const body = Buffer.concat(chunks);
        const cut = body.indexOf(CUT);
        const headers = { ...answer.headers };
        delete headers['content-length'];
        res.writeHead(answer.statusCode ?? 502, headers);
        res.write(body.subarray(0, cut > 0 ? cut : body.length));
        void released.then(() => res.end(body.subarray(cut > 0 ? cut : body.length)));
      });
    });
    req.pipe(upstream);
  });
  return { server, release };
}

for (const path of ['/advertise', '/articles', '/education']) {
  test(`${path} is not drawn before its header is whole, and nothing on its first screen moves when the rest arrives`, async ({ page, baseURL }) => {
    await skipLanguageGuide(page);
    await recordLayoutShifts(page);
    const { server, release } = holdingProxy(baseURL!);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`;
      await page.goto(url, { waitUntil: 'commit' });
      // The first part is parsed up to the cut: the header is there, its language button not yet.
      await expect.poll(() => page.evaluate(() => [document.querySelector('header nav') !== null, document.querySelector('[data-testid="language-picker"]') !== null])).toEqual([true, false]);
      // ...and nothing has been drawn (no first paint, no contentful paint).
      expect(await page.evaluate(() => performance.getEntriesByType('paint').map((e) => e.name))).toEqual([]);
      release();
      await page.waitForLoadState('load');
      await expect.poll(() => page.evaluate(() => performance.getEntriesByType('paint').map((e) => e.name))).toContain('first-contentful-paint');
      await expect(page.getByTestId('language-picker')).toBeVisible();
      expect(await layoutShifts(page)).toEqual([]);
    } finally {
      release();
      // The page is still open, and may hold a connection with a request under way (the app's
      // prefetch, which Chromium reads at its lowest priority): close() alone waits for it, and the
      // page waited for the test to end (a run held here for 58 s until its time-out).
      const closed = new Promise((resolve) => server.close(resolve));
      server.closeAllConnections();
      await closed;
    }
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });

  test('All Articles lays out only the cards near the screen; the rest are drawn as the reader scrolls to them, and nothing above them moves', async ({ page }) => {
    await skipLanguageGuide(page);
    await recordLayoutShifts(page);
    await page.goto('/articles', { waitUntil: 'load' });
    const cards = page.getByTestId('article-card');
    await expect(cards).toHaveCount(24);
    // A card's content, which is what is skipped while the card is far from the screen.
    const drawn = () => cards.evaluateAll((all) => all.map((c) => c.firstElementChild!.checkVisibility({ contentVisibilityAuto: true })));
    // The first card is on the first screen; the last, some twelve screens down, is not laid out.
    expect((await drawn())[0]).toBe(true);
    expect((await drawn()).at(-1)).toBe(false);
    // Nor is the footer, below them.
    expect(await page.locator('footer').evaluate((f) => f.firstElementChild!.checkVisibility({ contentVisibilityAuto: true }))).toBe(false);

    // What moves from here on, as the reader scrolls.
    const before = (await layoutShifts(page)).length;
    // Down to the footer as a reader scrolls, a few hundred pixels a turn of the wheel: each card is
    // drawn before it comes on screen. (A jump straight to a far card, the End key's, draws it on
    // arrival at its own height, which may differ from the one held by some tens of pixels.)
    const footerOnScreen = () => page.locator('footer').evaluate((f) => f.getBoundingClientRect().top < window.innerHeight);
    while (!(await footerOnScreen())) {
      await page.mouse.wheel(0, 300);
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    }
    expect((await drawn()).at(-1)).toBe(true);
    await expect(cards.last().locator('h3')).toBeInViewport();
    await expect(page.locator('footer').getByRole('heading', { name: 'CryptoLekh' })).toBeVisible();
    expect((await layoutShifts(page)).slice(before)).toEqual([]);
  });
});
