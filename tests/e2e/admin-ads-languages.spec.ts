/**
 * Ads by language end to end (issue 23): a Hindi-only megaphone made in the console's Languages
 * multi-select shows to Hindi readers (a `?lang=hi` link, and a switch to Hindi in the picker)
 * and not to English ones; the view a Hindi reader gives it shows under "Performance in: Hindi"
 * and not under Bengali. The dialog with the multi-select passes axe and fits a phone.
 */
import { devices, type Browser, type Page } from '@playwright/test';
import { choose, expect, test, toast, uniqueName } from './admin-helpers.js';
import { adsFor, axe, keepScreenshot, settled, skipLanguageGuide } from './helpers.js';
import hi from '../../functions/src/i18n/locales/hi.json' with { type: 'json' };

const { defaultBrowserType: _ignored, ...DESKTOP_CHROME } = devices['Desktop Chrome'];

async function noSeriousViolations(page: Page) {
  await settled(page);
  const results = await axe(page).exclude('iframe').analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`)).toEqual([]);
}

/**
 * A reader (desktop Chrome, which the counting takes for a person) whose guide is dismissed and
 * who has seen the home page's popups today: a popup would cover the language picker.
 */
async function readerPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ ...DESKTOP_CHROME, baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  await skipLanguageGuide(page);
  const popups = [...(await adsFor(page, 'homepage', 'en')), ...(await adsFor(page, 'homepage', 'hi'))].filter((a) => a.type === 'popup').map((a) => a.id);
  await page.addInitScript((ids) => {
    const today = new Date().toLocaleDateString('en-CA');
    localStorage.setItem('adPopupsShown', JSON.stringify(Object.fromEntries(ids.map((id) => [id, today]))));
  }, popups);
  return page;
}

test('a Hindi-only megaphone shows to Hindi readers only, and its views count under Hindi', async ({ page, browser }) => {
  test.slow();
  const headline = uniqueName('Hindi readers only');
  let id: number | undefined;
  try {
    await page.goto('/admin/ads');
    await page.getByRole('button', { name: 'Create Megaphone' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Create Megaphone' });
    await dialog.getByLabel('Megaphone Name').fill(headline);
    await dialog.getByLabel('Priority').fill('100');
    await choose(page, dialog, 'Megaphone Type', 'Banner');
    await choose(page, dialog, 'Placement', 'Home Page');
    const languages = dialog.getByRole('combobox', { name: 'Languages' });
    await expect(languages).toHaveText('All languages');
    await expect(dialog.getByText('Leave empty to show it in every language.')).toBeVisible();
    await languages.click();
    await page.getByRole('option', { name: /Hindi/ }).click();
    await expect(page.getByRole('option', { name: /Hindi/ })).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Escape');
    await expect(languages).toHaveText('Hindi');
    await dialog.getByLabel('Headline').fill(headline);
    await dialog.getByLabel('Description Text').fill('A banner for the readers who read the site in Hindi, and for no one else.');

    // The dialog with its multi-select: axe on desktop and on a phone, where it must not scroll sideways.
    await noSeriousViolations(page);
    await page.setViewportSize({ width: 360, height: 780 });
    await settled(page);
    await languages.click();
    await expect(page.getByRole('option', { name: /Bengali/ })).toBeVisible();
    await noSeriousViolations(page);
    await page.keyboard.press('Escape');
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await keepScreenshot(page, { path: 'test-results/screens/admin-ad-languages-360.png' });
    await page.setViewportSize({ width: 1280, height: 900 });

    await dialog.getByRole('button', { name: 'Create Megaphone' }).click();
    await expect(toast(page)).toContainText('Megaphone created successfully!');
    const row = page.getByTestId(/^ad-row-/).filter({ hasText: headline });
    await expect(row.getByTestId('ad-languages')).toHaveText('Hindi');
    id = Number((await row.getAttribute('data-testid'))!.replace('ad-row-', ''));

    // An English reader does not see it; switching to Hindi in the picker shows it.
    const reader = await readerPage(browser);
    await reader.goto('/?lang=en');
    const sponsored = reader.getByRole('region', { name: 'Sponsored' });
    await expect(sponsored).toBeVisible();
    await expect(reader.getByTestId(`ad-${id}`)).toHaveCount(0);
    await reader.getByTestId('language-picker').click();
    await reader.getByPlaceholder('Search languages...').fill('hindi');
    await reader.keyboard.press('ArrowDown');
    await reader.keyboard.press('Enter');
    await expect(reader.getByTestId('language-picker')).toHaveText('हिन्दी');
    // The ad region's label is site text: in Hindi now.
    await expect(reader.getByRole('region', { name: hi['ads.sponsored'] }).getByTestId(`ad-${id}`)).toBeVisible();

    // A Hindi link, rendered on the server: there at once; seen for a second, it is a Hindi view.
    const hindi = await readerPage(browser);
    await hindi.goto('/?lang=hi');
    const banner = hindi.getByRole('region', { name: hi['ads.sponsored'] }).getByTestId(`ad-${id}`);
    await expect(banner).toContainText(headline);
    const seen = hindi.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith(`/api/ads/${id}/impression`));
    await banner.scrollIntoViewIfNeeded();
    expect((await seen).postDataJSON()).toMatchObject({ language: 'hi' });
    await reader.context().close();
    await hindi.context().close();

    // The console: the view is Hindi's, not Bengali's; all readers' numbers include it.
    await expect(async () => {
      await page.getByRole('button', { name: 'Refresh' }).click();
      await expect(row.getByTestId('ad-views')).toHaveText(/^[1-9]\d* views?$/, { timeout: 1000 });
    }).toPass();
    const all = await row.getByTestId('ad-views').textContent();
    await choose(page, page.locator('main'), 'Performance in', 'Hindi');
    await expect(row.getByTestId('ad-views')).toHaveText(all!);
    await expect(page.getByTestId('ad-stat-impressions').getByTestId('stat-value')).not.toHaveText('0');
    await choose(page, page.locator('main'), 'Performance in', 'Bengali');
    await expect(row.getByTestId('ad-views')).toHaveText('0 views');
    await expect(row.getByTestId('ad-ctr')).toHaveText('CTR 0.00%');
    await choose(page, page.locator('main'), 'Performance in', 'All languages');
    await expect(row.getByTestId('ad-views')).toHaveText(all!);
  } finally {
    if (id !== undefined) {
      const token = await page.evaluate(() => localStorage.getItem('adminToken'));
      await page.request.delete(`/api/admin/ads/${id}`, { headers: { Authorization: `Bearer ${token}` } });
    }
  }
});
