/**
 * Media in the article dialog as an editor uses them: the progress bar moves with the bytes sent
 * (the upload is slowed to a mobile link so it can be watched), the input is disabled meanwhile,
 * the preview and toast follow, and the reader page shows the image with its WebP `srcset` and
 * dimensions, or the video with the poster drawn at upload. Refusals and failures show the
 * spec's alert.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { type Page } from '@playwright/test';
import sharp from 'sharp';
import { SEED_MEDIA_DIR } from '../../emulators/seed/index.js';
import { skipLanguageGuide } from './helpers.js';
import { choose, expect, fillContent, openConsole, test, toast, uniqueName } from './admin-helpers.js';

/** A photo-like image (noise compresses badly), about 4 MB as PNG: seconds to send on a slow link. */
async function bigPng(): Promise<Buffer> {
  const width = 1800;
  const height = 1000;
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 2654435761) >>> 24;
  return sharp(pixels, { raw: { width, height, channels: 3 } }).png({ compressionLevel: 1 }).toBuffer();
}

/**
 * Slows this page's uploads to about 320 KB/s: the 4 MB image then takes over ten seconds to send,
 * so the checks made while it travels hold even on a loaded CI machine, where a Playwright
 * assertion alone can take seconds.
 */
async function slowUploads(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 320 * 1024 });
}

/** Every value the bar shows while it is there (read in the page, so no step is missed between polls). */
async function recordProgress(page: Page, label: string) {
  await page.evaluate((name) => {
    const seen: number[] = [];
    (window as unknown as { __progress: number[] }).__progress = seen;
    const read = () => {
      const bar = document.querySelector(`[role="progressbar"][aria-label="${name}"]`);
      const value = bar?.getAttribute('aria-valuenow');
      if (value !== null && value !== undefined && seen.at(-1) !== Number(value)) seen.push(Number(value));
    };
    new MutationObserver(read).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-valuenow'] });
  }, label);
  return () => page.evaluate(() => (window as unknown as { __progress: number[] }).__progress);
}

async function openNewArticle(page: Page, title: string) {
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Articles', exact: true }).click();
  await page.getByRole('button', { name: 'New Article' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Article' });
  await dialog.getByLabel('Title').fill(title);
  await choose(page, dialog, 'Category', 'Education');
  await choose(page, dialog, 'Status', 'Published');
  await dialog.getByLabel('Excerpt').fill('How a picture and a video travel from the console to the reader.');
  await fillContent(dialog, '<p>Media upload check.</p>');
  return dialog;
}

test.describe('admin media', () => {
  test.beforeEach(async ({ page }) => {
    await skipLanguageGuide(page);
    await openConsole(page);
  });

  test('upload an image with a moving progress bar, save, and read it with srcset on the reader page', async ({ page }) => {
    test.slow();
    const title = uniqueName('Photo Upload');
    const slug = title.toLowerCase().replace(/\s+/g, '-');
    const dialog = await openNewArticle(page, title);
    const progress = await recordProgress(page, 'Uploading Featured image');
    await slowUploads(page);

    const input = dialog.getByLabel('Featured image', { exact: true });
    await input.setInputFiles({ name: 'chart.png', mimeType: 'image/png', buffer: await bigPng() });
    await expect(dialog.getByRole('progressbar', { name: 'Uploading Featured image' })).toBeVisible();
    // Uploading: the file input is disabled and the article cannot be saved yet.
    await expect(input).toBeDisabled();
    await expect(dialog.page().getByRole('button', { name: 'Uploading...' })).toBeDisabled();

    await expect(toast(page)).toContainText('Image uploaded successfully!', { timeout: 60_000 });
    const values = await progress();
    expect(values.some((v) => v > 0 && v < 100), `progress seen: ${values.join(', ')}`).toBe(true);
    expect(values).toEqual([...values].sort((a, b) => a - b));
    await expect(dialog.getByRole('img', { name: 'Preview: Featured image' })).toBeVisible();
    await expect(input).toBeEnabled();
    await expect(dialog.getByRole('button', { name: 'Replace image' })).toBeVisible();

    await page.getByRole('button', { name: 'Create Article' }).click();
    await expect(toast(page)).toContainText('Article created successfully!');

    await page.goto(`/article/${slug}`);
    const image = page.getByRole('img', { name: title });
    await expect(image).toBeVisible();
    const srcset = (await image.getAttribute('srcset')) ?? '';
    expect(srcset).toMatch(/ 480w, .+ 960w, .+ 1600w$/);
    await expect(image).toHaveAttribute('width', '1800');
    await expect(image).toHaveAttribute('height', '1000');
    await expect(image).toHaveAttribute('sizes', /\d+px/);
    // The browser really loaded one of the WebP variants.
    expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0 && /-\d+w\.webp/.test(img.currentSrc))).toBe(true);
    const variant = await page.request.get(new URL(srcset.split(' ')[0]!, page.url()).toString());
    expect(variant.headers()['content-type']).toBe('image/webp');
    expect(variant.headers()['x-content-type-options']).toBe('nosniff');
  });

  test('a video uploads straight to storage, gets a poster from its first frame, and readers see that poster', async ({ page }) => {
    test.slow();
    const title = uniqueName('Video Upload');
    const slug = title.toLowerCase().replace(/\s+/g, '-');
    const dialog = await openNewArticle(page, title);
    const video = await readFile(path.join(SEED_MEDIA_DIR, 'explainer.mp4'));

    await dialog.getByLabel('Video', { exact: true }).setInputFiles({ name: 'explainer.mp4', mimeType: 'video/mp4', buffer: video });
    await expect(toast(page)).toContainText('Video uploaded successfully!', { timeout: 30_000 });
    const preview = dialog.getByLabel('Preview: Video');
    await expect(preview).toHaveAttribute('poster', /-poster-[0-9a-f]{8}\.jpg/);
    await page.getByRole('button', { name: 'Create Article' }).click();
    await expect(toast(page)).toContainText('Article created successfully!');

    await page.goto(`/article/${slug}`);
    const player = page.getByLabel(`Video: ${title}`);
    await expect(player).toHaveAttribute('poster', /-poster-[0-9a-f]{8}\.jpg/);
    // Nothing plays by itself.
    expect(await player.evaluate((v: HTMLVideoElement) => v.paused && !v.autoplay)).toBe(true);
  });

  test('a file that is not media, or that the server refuses, shows the spec alert and nothing is kept', async ({ page }) => {
    const dialog = await openNewArticle(page, uniqueName('Refused Upload'));
    const input = dialog.getByLabel('Featured image', { exact: true });

    // Refused before sending (by its declared type).
    await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    const alert = dialog.getByRole('group', { name: 'Featured image upload' }).getByRole('alert');
    await expect(alert).toHaveText('Please select an image or video file');

    // Declared an image, but the bytes are HTML: the server refuses it.
    await input.setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('<html><script>alert(1)</script></html>') });
    await expect(alert).toContainText('Upload failed. Please try again.');
    await expect(alert).toContainText('Please select an image or video file');
    await expect(dialog.getByRole('img', { name: 'Preview: Featured image' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Create Article' })).toBeEnabled();
  });
});
