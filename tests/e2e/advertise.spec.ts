import { expect } from '@playwright/test';
import { skipLanguageGuide, test } from './helpers.js';

test.describe('advertiser page', () => {
  test.beforeEach(async ({ page }) => skipLanguageGuide(page));

  test('shows reach, ad options and the configured contact details', async ({ page }) => {
    const settings = await (await page.request.get('/api/site-settings')).json();
    await page.goto('/advertise');
    for (const t of ['Monthly Visitors', '100K+', 'Page Views', '500K+', 'Avg. Session Duration', '3.5 min', 'Click-through Rate', '2.8%'])
      await expect(page.getByText(t, { exact: true })).toBeVisible();
    for (const t of ['Banner Ads', 'Sidebar Ads', 'Inline Content Ads', 'Sponsored Articles'])
      await expect(page.getByRole('heading', { name: t })).toBeVisible();
    await expect(page.getByRole('link', { name: settings.contactEmail })).toHaveAttribute('href', `mailto:${settings.contactEmail}`);
    await expect(page.getByText(settings.contactPhone)).toBeVisible();
    await expect(page.getByText('Mumbai, India')).toBeVisible();
  });

  test('requires a name and a valid email, then sends for 1.5 s, thanks and clears the form', async ({ page }) => {
    await page.goto('/advertise');
    const form = page.getByRole('form', { name: 'Request Information' });
    const send = form.getByRole('button', { name: 'Send Request' });
    await send.click();
    const name = form.getByLabel('Full Name');
    expect(await name.evaluate((el: HTMLInputElement) => el.validationMessage)).not.toBe('');
    await name.fill('Asha Rao');
    await form.getByLabel('Email').fill('not-an-email');
    await send.click();
    expect(await form.getByLabel('Email').evaluate((el: HTMLInputElement) => el.validity.typeMismatch)).toBe(true);
    await expect(page.getByRole('button', { name: 'Sending...' })).toHaveCount(0);

    await form.getByLabel('Email').fill('asha@example.in');
    await form.getByLabel('Company').fill('Rao Ventures');
    await form.getByLabel('Ad Type').click();
    await page.getByRole('option', { name: 'Sidebar Ads' }).click();
    await form.getByLabel('Message').fill('Please send your media kit.');
    const started = Date.now();
    await send.click();
    await expect(form.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    await expect(page.getByTestId('toast')).toContainText('Message Sent Successfully!');
    expect(Date.now() - started).toBeGreaterThanOrEqual(1400);
    await expect(page.getByTestId('toast')).toContainText("We'll get back to you within 24 hours.");
    await expect(name).toHaveValue('');
    await expect(form.getByLabel('Email')).toHaveValue('');
    await expect(form.getByLabel('Message')).toHaveValue('');
  });
});
