/** The dashboard's numbers and lists, and the settings page. */
import type { AdminArticle, DashboardStats, SiteSettings } from '../../functions/src/contract/index.js';
import { expect, openConsole, test, toast } from './admin-helpers.js';

test('the dashboard shows the server numbers, the five newest articles and the shortcuts', async ({ page }) => {
  const stats = page.waitForResponse((r) => r.url().endsWith('/api/admin/stats'));
  const recent = page.waitForResponse((r) => r.url().endsWith('/api/admin/articles?limit=5'));
  await openConsole(page);
  const numbers = (await (await stats).json()) as DashboardStats;
  const articles = (await (await recent).json()) as AdminArticle[];
  expect(numbers.totalArticles).toBeGreaterThanOrEqual(25);
  expect(numbers.activeLanguages).toBeGreaterThanOrEqual(10);
  expect(numbers.totalViews).toBeGreaterThan(0);

  const cards = { totalArticles: 'Total Articles', publishedToday: 'Published Today', activeLanguages: 'Active Languages', totalViews: 'Total Views' } as const;
  for (const [key, label] of Object.entries(cards) as [keyof typeof cards, string][]) {
    const card = page.getByTestId(`stat-${key}`);
    await expect(card).toContainText(label);
    await expect(card.getByTestId('stat-value')).toHaveText(numbers[key].toLocaleString('en-IN'));
  }

  const items = page.getByTestId('recent-article');
  await expect(items).toHaveCount(5);
  const first = articles[0]!;
  await expect(items.first()).toContainText(first.translations.find((t) => t.isOriginal)!.title);
  await expect(items.first()).toContainText(`${first.views.toLocaleString('en-IN')} views`);

  for (const [name, url] of [
    ['Manage Languages', /\/admin\/languages$/],
    ['AI Settings', /\/admin\/ai-settings$/],
    ['Telegram', /\/admin\/telegram$/],
  ] as const) {
    await page.getByRole('main').getByRole('link', { name: new RegExp(`^${name}`) }).click();
    await expect(page).toHaveURL(url);
    await page.goBack();
  }
});

test('settings load, validate with the server schema, and save', async ({ page }) => {
  await openConsole(page);
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Settings', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  const current = (await (await page.request.get('/api/site-settings')).json()) as SiteSettings;
  const email = page.getByLabel('Contact Email');
  await expect(email).toHaveValue(current.contactEmail);
  await expect(page.getByLabel('YouTube')).toHaveValue(current.social.youtube);
  // The Analytics screen's day: chosen from the browser's zones; discarding puts the saved one back.
  const zone = page.getByRole('combobox', { name: 'Reporting time zone' });
  await expect(zone).toHaveValue(current.timeZone!);
  await zone.fill('Asia/Dha');
  await page.getByRole('option', { name: 'Asia/Dhaka' }).click();
  await expect(zone).toHaveValue('Asia/Dhaka');
  await page.getByRole('button', { name: 'Discard' }).click();
  await expect(zone).toHaveValue(current.timeZone!);

  await email.fill('not an email');
  await page.getByLabel('LinkedIn').fill('linkedin');
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByText('Please enter a valid URL')).toBeVisible();

  // Save the same values back (other specs read the reader site's settings).
  await email.fill(current.contactEmail);
  await page.getByLabel('LinkedIn').fill(current.social.linkedin);
  const saved = page.waitForRequest((r) => r.method() === 'PUT' && r.url().endsWith('/api/admin/settings'));
  await page.getByRole('button', { name: 'Save Settings' }).click();
  expect((await saved).postDataJSON()).toEqual(current);
  await expect(toast(page)).toContainText('Settings updated successfully!');
});
