/**
 * Ads Management end to end: a megaphone made in the console (template, image, link) shows on the
 * reader page of its placement, a popup shows once, its click and viewable impression reach the
 * console's counts; an ad scrolled past in under a second is not an impression; an inactive ad's
 * HTML shows in the console's preview. The ads here are made by this file and deleted at the end
 * (category-page ads, and one inactive article ad no reader sees). The tests run at the same time, so
 * their ads never meet: the scrolled-past banner is shown to Hindi readers only and read in Hindi,
 * the popups to English readers only (one of them chosen in the form's Languages), so neither
 * test's reader sees, or counts, the other's ads.
 */
import { devices, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import sharp from 'sharp';
import type { AdminAd } from '../../functions/src/contract/index.js';
import { choose, expect, openConsole, test, toast, uniqueName } from './admin-helpers.js';
import { E2E_ADMIN } from './fixtures-data.js';
import { holdApi, keepScreenshot, skipLanguageGuide } from './helpers.js';
import hi from '../../functions/src/i18n/locales/hi.json' with { type: 'json' };

/** A sidebar-sized picture to upload (300x250, as the form recommends). */
const sidebarPng = () => sharp({ create: { width: 300, height: 250, channels: 3, background: { r: 30, g: 90, b: 160 } } }).png().toBuffer();
const { defaultBrowserType: _ignored, ...DESKTOP_CHROME } = devices['Desktop Chrome'];

/** The administrator's token, for a test's own setup through the API. */
async function adminToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/admin/login', { data: E2E_ADMIN });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { token: string }).token;
}

async function createAd(request: APIRequestContext, token: string, body: Record<string, unknown>): Promise<AdminAd> {
  const res = await request.post('/api/admin/ads', { headers: { Authorization: `Bearer ${token}` }, data: body });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as AdminAd;
}

async function languageId(request: APIRequestContext, token: string, code: string): Promise<number> {
  const res = await request.get('/api/admin/languages', { headers: { Authorization: `Bearer ${token}` } });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { id: number; code: string }[]).find((l) => l.code === code)!.id;
}

async function deleteAd(request: APIRequestContext, token: string, id: number) {
  await request.delete(`/api/admin/ads/${id}`, { headers: { Authorization: `Bearer ${token}` } });
}

/** A reader in a browser of its own (desktop Chrome, the language guide already dismissed). */
async function readerPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ ...DESKTOP_CHROME, baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  await skipLanguageGuide(page);
  await context.route(/^https:\/\/example\.com\//, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>advertiser</title>' }));
  return page;
}

const isEvent = (kind: 'impression' | 'click', id: number) => (url: string, method: string) => method === 'POST' && url.endsWith(`/api/ads/${id}/${kind}`);

test('an ad scrolled past in under a second is no impression; one seen for a second is one', async ({ browser, request, page }) => {
  test.slow();
  const token = await adminToken(request);
  const headline = uniqueName('Scrolled past');
  const hindi = await languageId(request, token, 'hi');
  const ad = await createAd(request, token, { name: headline, type: 'banner', placement: 'category', headline, text: 'A banner at the foot of the page.', priority: 100, languageIds: [hindi] });
  try {
    const reader = await readerPage(browser);
    const impressions: number[] = [];
    reader.on('request', (r) => isEvent('impression', ad.id)(r.url(), r.method()) && impressions.push(Date.now()));
    // The reader's timers run on a clock the test moves: "a second on screen" is exact.
    await reader.clock.install();
    await reader.goto('/research?lang=hi');
    const banner = reader.getByRole('region', { name: hi['ads.sponsored'] }).getByTestId(`ad-${ad.id}`);
    await expect(banner).toBeAttached();
    await expect(banner).not.toBeInViewport();
    await reader.clock.pauseAt(Date.now() + 60_000);

    // Scrolled to, on screen for 0.9 s, then scrolled away: no impression, however long after.
    await banner.scrollIntoViewIfNeeded();
    await expect(banner).toBeInViewport({ ratio: 0.5 });
    await reader.clock.runFor(900);
    await reader.evaluate(() => window.scrollTo(0, 0));
    await expect(banner).not.toBeInViewport();
    await reader.clock.runFor(5000);

    // Back on screen for a full second: one impression, and it is the first one sent.
    await banner.scrollIntoViewIfNeeded();
    await expect(banner).toBeInViewport({ ratio: 0.5 });
    const sent = reader.waitForResponse((r) => isEvent('impression', ad.id)(r.url(), r.request().method()));
    await reader.clock.runFor(1000);
    expect((await sent).status()).toBe(202);
    expect(impressions).toHaveLength(1);

    await page.goto('/admin/ads');
    const row = page.getByTestId(`ad-row-${ad.id}`);
    await expect(async () => {
      await page.getByRole('button', { name: 'Refresh' }).click();
      await expect(row.getByTestId('ad-views')).toHaveText('1 view', { timeout: 1000 });
    }).toPass();
    await reader.context().close();
  } finally {
    await deleteAd(request, token, ad.id);
  }
});

test('a megaphone made with a template and an image shows on its page, pops up once, and its click reaches the console', async ({ page, browser, request }) => {
  // The whole journey of one ad, from the form to a reader and back to the console.
  test.slow();
  const token = await adminToken(request);
  const headline = uniqueName('Steel seed backups');
  const name = `${headline} campaign`;
  const cleanup: number[] = [];
  try {
    await page.goto('/admin/ads');
    await expect(page.getByRole('heading', { level: 1, name: 'Ads Management' })).toBeVisible();
    for (const label of ['Total Ads', 'Total Impressions', 'Total Clicks', 'CTR']) await expect(page.getByRole('heading', { name: label, exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Create Megaphone' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Create Megaphone' });
    await expect(dialog.getByRole('tab', { name: 'Megaphone Details', selected: true })).toBeVisible();

    // The spec's messages, from the same schema the server uses.
    await dialog.getByRole('button', { name: 'Create Megaphone' }).click();
    for (const message of ['Advertisement name is required', 'Please select an ad type', 'Please select a placement', 'Headline is required', 'Description text is required']) {
      await expect(dialog.getByText(message)).toBeVisible();
    }
    await dialog.getByLabel('Target URL').fill('not a link');
    await dialog.getByRole('button', { name: 'Create Megaphone' }).click();
    await expect(dialog.getByText('Please enter a valid URL')).toBeVisible();

    await dialog.getByLabel('Megaphone Name').fill(name);
    await dialog.getByLabel('Priority').fill('100');
    await choose(page, dialog, 'Megaphone Type', 'Popup');
    await choose(page, dialog, 'Placement', 'Category Page');
    const languages = dialog.getByRole('combobox', { name: 'Languages' });
    await languages.click();
    await page.getByRole('option', { name: /English/ }).click();
    await page.keyboard.press('Escape');
    await expect(languages).toHaveText('English');
    await dialog.getByLabel('Headline').fill(headline);
    await expect(dialog.getByText(/words \(recommended 5-8\)/)).toBeVisible();
    await dialog.getByLabel('Description Text').fill('Stamp your recovery phrase onto steel that survives fire and flood, with no electronics and no accounts to lose.');
    // The image upload: a file that only claims to be a picture is refused with the ads alert, a real one is kept.
    const imageInput = dialog.getByLabel('Image', { exact: true });
    await imageInput.setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: Buffer.from('<html><body>not a picture</body></html>') });
    await expect(dialog.getByRole('group', { name: 'Image upload' }).getByRole('alert')).toContainText('Failed to upload image. Please try again.');
    await imageInput.setInputFiles({ name: 'sidebar.png', mimeType: 'image/png', buffer: await sidebarPng() });
    await expect(toast(page)).toContainText('Image uploaded successfully!');
    const imagePreview = dialog.getByRole('img', { name: 'Preview: Image' });
    await expect(imagePreview).toHaveAttribute('src', /^\/media\/uploads\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.png$/);
    const IMAGE = (await imagePreview.getAttribute('src'))!;
    await dialog.getByLabel('Target URL').fill('https://example.com/e2e-steel');

    await dialog.getByRole('tab', { name: 'Templates' }).click();
    await expect(dialog.getByText('Banner Megaphone')).toBeVisible();
    await expect(dialog.getByText('Inline Article Megaphone')).toBeVisible();
    await dialog.getByRole('button', { name: 'Use Template: Sidebar Widget' }).click();
    await expect(dialog.getByRole('tab', { name: 'Megaphone Details', selected: true })).toBeVisible();
    await expect(dialog.getByLabel('Custom HTML (from a template)')).toHaveValue(new RegExp(`${headline}.*${IMAGE}|${IMAGE}.*${headline}`, 's'));

    await dialog.getByRole('button', { name: 'Create Megaphone' }).click();
    await expect(toast(page)).toContainText('Megaphone created successfully!');
    await expect(dialog).toBeHidden();
    const row = page.getByTestId(/^ad-row-/).filter({ hasText: name });
    await expect(row).toContainText('Popup');
    await expect(row).toContainText('Category Page');
    await expect(row.getByTestId('ad-ctr')).toHaveText('CTR 0.00%');
    const id = Number((await row.getAttribute('data-testid'))!.replace('ad-row-', ''));
    cleanup.push(id);

    // The view icon shows it as readers will, counting nothing.
    await row.getByRole('button', { name: `Preview ${name}` }).click();
    const preview = page.getByRole('dialog', { name: `Preview: ${name}` });
    await expect(preview.getByTestId('ad-preview').getByRole('heading', { name: headline })).toBeVisible();
    await expect(preview.frameLocator('iframe').locator('img')).toHaveAttribute('src', IMAGE);
    await preview.getByRole('button', { name: 'Close', exact: true }).last().click();
    await expect(preview).toBeHidden();

    // A second popup of the same page, lower in priority: shown only once the first has been.
    const secondHeadline = uniqueName('Second popup');
    const second = await createAd(request, token, { name: secondHeadline, type: 'popup', placement: 'category', headline: secondHeadline, text: 'The next popup.', priority: 99, languageIds: [await languageId(request, token, 'en')] });
    cleanup.push(second.id);

    const reader = await readerPage(browser);
    const seen = reader.waitForResponse((r) => isEvent('impression', id)(r.url(), r.request().method()));
    await reader.goto('/education');
    const popup = reader.getByRole('dialog', { name: headline });
    await expect(popup).toBeVisible();
    await expect(popup.getByText('Sponsored')).toBeVisible();
    await expect(popup.frameLocator('iframe').getByRole('heading', { name: headline })).toBeVisible();
    expect((await seen).status()).toBe(202);
    const clicked = reader.waitForResponse((r) => isEvent('click', id)(r.url(), r.request().method()));
    const advertiser = reader.context().waitForEvent('page');
    await popup.getByRole('link', { name: /^Learn more/ }).click();
    expect((await clicked).status()).toBe(202);
    expect((await advertiser).url()).toBe('https://example.com/e2e-steel');
    await expect(popup).toBeHidden();

    // The same reader again today: not this popup again, the next one instead; Escape closes it.
    await reader.reload();
    const next = reader.getByRole('dialog', { name: secondHeadline });
    await expect(next).toBeVisible();
    await expect(reader.getByRole('dialog')).toHaveCount(1);
    await reader.keyboard.press('Escape');
    await expect(next).toBeHidden();
    await reader.context().close();

    // The console: one view, one click, 100.00% CTR, also under the Category Page filter.
    await expect(async () => {
      await page.getByRole('button', { name: 'Refresh' }).click();
      await expect(row.getByTestId('ad-clicks')).toHaveText('1 click', { timeout: 1000 });
    }).toPass();
    await expect(row.getByTestId('ad-views')).toHaveText('1 view');
    await expect(row.getByTestId('ad-ctr')).toHaveText('CTR 100.00%');
    await choose(page, page.locator('main'), 'Placement', 'Category Page');
    await expect(row).toBeVisible();
    await expect(page.getByTestId(/^ad-row-/).filter({ hasText: 'homepage banner' })).toHaveCount(0);

    // The list's switch pauses it; delete asks the browser's confirmation first.
    await row.getByRole('switch', { name: `${name} active` }).click();
    await expect(toast(page)).toContainText('Megaphone updated successfully!');
    await expect(row.getByRole('switch', { name: `${name} active` })).not.toBeChecked();
    page.once('dialog', (d) => void d.dismiss());
    await row.getByRole('button', { name: `Delete ${name}` }).click();
    await expect(row).toBeVisible();
    page.once('dialog', (d) => {
      expect(d.message()).toContain('Are you sure you want to delete this advertisement?');
      void d.accept();
    });
    await row.getByRole('button', { name: `Delete ${name}` }).click();
    await expect(toast(page)).toContainText('Megaphone deleted successfully!');
    await expect(row).toHaveCount(0);
  } finally {
    for (const id of cleanup) await deleteAd(request, token, id);
  }
});

test('the preview of an inactive megaphone with its own HTML shows that HTML, which readers cannot load yet', async ({ page, request }) => {
  const token = await adminToken(request);
  const headline = uniqueName('Not live yet');
  const ad = await createAd(request, token, {
    name: headline,
    type: 'inline',
    placement: 'article',
    headline,
    text: 'An inline ad not switched on.',
    content: `<div><b>${headline}</b><p>Written into the preview</p></div>`,
    priority: 1,
    isActive: false,
  });
  try {
    // Readers are not given it: it is not live.
    const live = (await (await request.get('/api/ads?placement=article')).json()) as { id: number }[];
    expect(live.map((a) => a.id)).not.toContain(ad.id);
    const frameLoads: string[] = [];
    page.on('request', (r) => void (new URL(r.url()).pathname.startsWith(`/api/ads/${ad.id}/`) && frameLoads.push(r.url())));
    await page.goto('/admin/ads');
    await page.getByTestId(`ad-row-${ad.id}`).getByRole('button', { name: `Preview ${headline}` }).click();
    const preview = page.getByRole('dialog', { name: `Preview: ${headline}` });
    await expect(preview.getByText('This megaphone is not active: readers do not see it until it is switched on.')).toBeVisible();
    // Its HTML in the page's flow, in a shadow root, as readers see it.
    const body = preview.getByTestId('ad-preview').locator('[data-ad-content]');
    await expect(body.locator('b')).toHaveText(headline);
    await expect(body.locator('p')).toHaveText('Written into the preview');
    // Written in, not fetched, and nothing counted.
    expect(frameLoads).toEqual([]);
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await expect(body.locator('p')).toBeVisible();
      await keepScreenshot(page, { path: `test-results/screens/admin-ad-preview-inline-${width}.png` });
    }
  } finally {
    await deleteAd(request, token, ad.id);
  }
});

test('five skeleton rows while the list loads, and the empty state offers to create one', async ({ page }) => {
  await openConsole(page);
  const release = await holdApi(page, /\/api\/admin\/ads(\?|$)/);
  await page.goto('/admin/ads');
  await expect(page.getByTestId('ad-skeleton-row')).toHaveCount(5);
  release();
  await expect(page.getByTestId(/^ad-row-/).first()).toBeVisible();

  await page.route(/\/api\/admin\/ads\?placement=article$/, (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '[]' }));
  await choose(page, page.locator('main'), 'Placement', 'Article Page');
  await expect(page.getByText('No advertisements found')).toBeVisible();
  await expect(page.getByTestId('ad-stat-ads').getByTestId('stat-value')).toHaveText('0');
  await expect(page.getByTestId('ad-stat-ctr').getByTestId('stat-value')).toHaveText('0.00%');
  await page.getByRole('button', { name: 'Create Megaphone' }).last().click();
  await expect(page.getByRole('dialog', { name: 'Create Megaphone' })).toBeVisible();
});
