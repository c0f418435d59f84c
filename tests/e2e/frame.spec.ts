import { expect, type Page } from '@playwright/test';
import { axe, settled, skipLanguageGuide, test } from './helpers.js';

const GUIDE_TITLE = 'Read CryptoLekh in your language';
type GuideMarks = { app?: number; guide?: number };

/**
 * Records in the page, on its own clock, when the app first drew something and when the language
 * guide first appeared (as a dialog element or a role="dialog" one), so timing checks measure what
 * the reader saw rather than how fast the test runner was.
 */
async function watchGuide(page: Page) {
  await page.addInitScript((title) => {
    const marks: GuideMarks = {};
    (window as unknown as { __guide: GuideMarks }).__guide = marks;
    new MutationObserver(() => {
      if (marks.app === undefined && document.getElementById('root')?.childElementCount) marks.app = performance.now();
      const dialogs = document.querySelectorAll('dialog[open], [role="dialog"]');
      if (marks.guide === undefined && [...dialogs].some((d) => d.textContent?.includes(title))) marks.guide = performance.now();
    }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['open'] });
  }, GUIDE_TITLE);
}

const guideMarks = (page: Page) => page.evaluate(() => (window as unknown as { __guide: GuideMarks }).__guide);

/**
 * A reader who dismissed the guide: the page is shown, stays on screen well past the guide's one
 * second (counted in the page from its first paint, so a slow machine only makes this wait longer),
 * and the guide never appeared, not even briefly.
 */
async function expectNoGuide(page: Page) {
  await expect(page.getByRole('banner')).toBeVisible();
  await page.waitForFunction(() => {
    const m = (window as unknown as { __guide: GuideMarks }).__guide;
    return m.app !== undefined && performance.now() - m.app > 2000;
  });
  expect((await guideMarks(page)).guide).toBeUndefined();
  await expect(page.getByRole('dialog', { name: GUIDE_TITLE })).toBeHidden();
}

test.describe('shared frame', () => {
  test('header links to every category and the footer has its four columns, advertiser link and copyright', async ({ page }) => {
    await skipLanguageGuide(page);
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const [label, path] of [['Education', '/education'], ['Research', '/research'], ['Case Study', '/case-study'], ['Home', '/']] as const) {
      await nav.getByRole('link', { name: label, exact: true }).click();
      await expect(page).toHaveURL(path);
    }
    const footer = page.locator('footer');
    for (const heading of ['CryptoLekh', 'Categories', 'Languages', 'Connect']) await expect(footer.getByRole('heading', { name: heading })).toBeVisible();
    await expect(footer).toContainText('© 2024 CryptoLekh. All rights reserved.');
    for (const label of ['English', 'Hindi', 'Bengali']) await expect(footer.getByRole('button', { name: label })).toBeVisible();
    await expect(footer.getByRole('link', { name: /on X|on YouTube|on LinkedIn/ })).toHaveCount(3);
    await footer.getByRole('link', { name: 'Advertise with us' }).click();
    await expect(page).toHaveURL('/advertise');
  });

  test('the floating button opens the chat channel from the site settings in a new tab', async ({ page }) => {
    await skipLanguageGuide(page);
    await page.goto('/');
    const settings = await (await page.request.get('/api/site-settings')).json();
    const button = page.getByRole('link', { name: 'Join our Telegram channel' });
    await expect(button).toHaveAttribute('href', settings.chatChannelUrl);
    await expect(button).toHaveAttribute('target', '_blank');
  });

  test('on a phone the navigation row is hidden and a menu button opens it', async ({ page }) => {
    await skipLanguageGuide(page);
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Research', exact: true })).toBeHidden();
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Research' }).click();
    await expect(page).toHaveURL('/research');
    await expect(page.getByRole('heading', { name: 'Research Articles', level: 1 })).toBeVisible();
  });

  test('any other path shows the not-found screen', async ({ page }) => {
    await skipLanguageGuide(page);
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
  });

  test('the language guide appears a second after the page, on the first visit only', async ({ page }) => {
    await watchGuide(page);
    await page.goto('/');
    const guide = page.getByRole('dialog', { name: GUIDE_TITLE });
    // However long a loaded machine takes to get there, the guide shows...
    await expect(guide).toBeVisible({ timeout: 15_000 });
    // ...and not at once: a second or more after the page itself was on screen (page time).
    const marks = await guideMarks(page);
    expect(marks.guide! - marks.app!).toBeGreaterThanOrEqual(1000);
    for (const l of ['English', 'Hindi', 'Bengali', 'Hinglish', 'Kannada']) await expect(guide).toContainText(l);
    // A modal: focus is inside it, and the page with it open has no serious accessibility violation.
    await expect.poll(() => guide.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    await settled(page); // fades and transitions done: axe judges what a person sees
    const audit = await axe(page).exclude('iframe').analyze();
    expect(audit.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
    await guide.getByRole('button', { name: 'Got it' }).click();
    await expect(guide).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('hasSeenLanguageGuide'))).toBe('true');

    await page.reload();
    await expectNoGuide(page);
  });

  test('the guide holds the keyboard and the pointer as a modal dialog: Tab never reaches the page, Escape or a click beside it dismisses it', async ({ page }) => {
    await page.goto('/', { waitUntil: 'load' });
    const guide = page.getByRole('dialog', { name: GUIDE_TITLE });
    await expect(guide).toBeVisible();
    // Where focus is: the dialog itself, one of its buttons (by its text), or outside it.
    const focusIn = () =>
      guide.evaluate((d) => {
        const at = document.activeElement;
        if (at === d) return 'the dialog';
        return d.contains(at) ? (at?.textContent ?? '') : `outside: ${at?.tagName}`;
      });
    await expect.poll(focusIn).toBe('the dialog');
    // Tab and Shift+Tab go round its buttons and never reach the page behind it (a modal lets focus
    // leave for the browser's own controls, here nothing: the body).
    const reached: string[] = [];
    for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
      await page.keyboard.press(key);
      reached.push(await focusIn());
    }
    expect(reached.filter((r) => !['Skip', 'Got it', 'outside: BODY'].includes(r)), reached.join(', ')).toEqual([]);
    expect(new Set(reached.filter((r) => r !== 'outside: BODY'))).toEqual(new Set(['Skip', 'Got it']));
    // Escape dismisses it, for good.
    await page.keyboard.press('Escape');
    await expect(guide).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('hasSeenLanguageGuide'))).toBe('true');

    // On a new visit, a click beside the panel (over the header's logo link) dismisses it and reaches nothing behind it.
    await page.evaluate(() => localStorage.clear());
    await page.goto('/articles', { waitUntil: 'load' });
    await expect(guide).toBeVisible();
    const logo = await page.getByRole('link', { name: /CryptoLekh/ }).first().boundingBox();
    await page.mouse.click(logo!.x + logo!.width / 2, logo!.y + logo!.height / 2);
    await expect(guide).toBeHidden();
    await expect(page).toHaveURL(/\/articles$/);
    expect(await page.evaluate(() => localStorage.getItem('hasSeenLanguageGuide'))).toBe('true');
  });

  test('Skip dismisses the guide for good too', async ({ page }) => {
    await watchGuide(page);
    await page.goto('/articles');
    const guide = page.getByRole('dialog', { name: GUIDE_TITLE });
    await guide.getByRole('button', { name: 'Skip' }).click();
    await expect(guide).toBeHidden();
    await page.goto('/');
    await expectNoGuide(page);
  });
});
