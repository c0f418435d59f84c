import { expect } from '@playwright/test';
import hi from '../../functions/src/i18n/locales/hi.json' with { type: 'json' };
import { format } from 'date-fns';
import type { ArticleDetail, ArticleSummary } from '../../functions/src/contract/index.js';
import { ESCAPED_NEWLINES_SLUG, NO_THUMB_SLUG, VIEW_COUNT_SLUG } from './fixtures-data.js';
import { adsFor, api, articleTranslatedTo, clientNavigate, holdApi, recordFetches, recordedFetches, skipLanguageGuide, test } from './helpers.js';

test.describe('article page', () => {
  test.beforeEach(async ({ page }) => skipLanguageGuide(page));

  test('shows a skeleton, then the article with badge, date, reading time, counts and author', async ({ page }) => {
    // An article no other spec opens: specs run in parallel, and a view from another would count here.
    const before = await api<ArticleDetail>(page, `/api/articles/${VIEW_COUNT_SLUG}?language=en`);
    await recordFetches(page, /\/view$/);
    // Reached from another page (a loaded article page arrives rendered, without a skeleton).
    await page.goto('/advertise');
    const release = await holdApi(page, new RegExp(`/api/articles/${VIEW_COUNT_SLUG}\\?`));
    await clientNavigate(page, `/article/${VIEW_COUNT_SLUG}`);
    await expect(page.getByTestId('article-loading')).toBeVisible();
    release();

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(before.title);
    const words = before.content.replace(/<[^>]*>/g, ' ').split(/\s+/).filter(Boolean).length;
    await expect(page.getByTestId('reading-time')).toHaveText(`${Math.max(1, Math.ceil(words / 200))} min read`);
    await expect(page.getByText(format(new Date(before.publishedAt!), 'MMM d, yyyy'), { exact: true })).toBeVisible();
    await expect(page.getByRole('article').getByRole('link', { name: { education: 'Education', research: 'Research', 'case-study': 'Case Study' }[before.category] })).toBeVisible();
    await expect(page.getByText('By CryptoLekh Editorial Team')).toBeVisible();
    await expect(page.getByText('Trending')).toBeVisible();
    await expect(page.getByText(before.excerpt)).toBeVisible();
    // The excerpt and the date are secondary text, greyer than the title (MUI 9 ignores
    // color="text.secondary" on Typography: they had turned black).
    await expect(page.getByText(before.excerpt)).toHaveCSS('color', 'rgba(0, 0, 0, 0.6)');
    await expect(page.getByRole('article').locator('time')).toHaveCSS('color', 'rgba(0, 0, 0, 0.6)');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCSS('color', 'rgba(0, 0, 0, 0.87)');
    // The view recorded after load is shown, and only one is recorded.
    // English plural of the catalogue (issue 23): "1 view", "2 views".
    await expect(page.getByTestId('views-count')).toHaveText(`${(before.views + 1).toLocaleString('en-IN')} ${before.views + 1 === 1 ? 'view' : 'views'}`);
    // Only one view is sent. Leaving the page renders another screen, and React runs every pending
    // effect of the article's renders first: a second view (a double effect, a remount after the
    // count came back) would have been asked for by the time the next page shows.
    await clientNavigate(page, '/advertise');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Advertise with CryptoLekh');
    expect(await recordedFetches(page)).toEqual([expect.stringMatching(new RegExp(`/api/articles/${before.id}/view$`))]);
    expect((await api<ArticleDetail>(page, `/api/articles/${VIEW_COUNT_SLUG}?language=en`)).views).toBe(before.views + 1);
  });

  test('an unknown slug shows Article Not Found with a way home', async ({ page }) => {
    await page.goto('/article/this-does-not-exist');
    await expect(page.getByRole('heading', { name: 'Article Not Found' })).toBeVisible();
    await expect(page.getByText("The article you're looking for doesn't exist.")).toBeVisible();
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL('/');
  });

  test('without a share sheet, Share copies the link and records the share, with both toasts', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'share', { value: undefined });
      // One toast at a time: the second replaces the first at once, so record every toast shown.
      const seen: string[] = ((window as unknown as { __toasts: string[] }).__toasts = []);
      new MutationObserver(() => {
        for (const el of document.querySelectorAll('[data-testid="toast"]')) {
          const text = el.textContent ?? '';
          if (seen[seen.length - 1] !== text) seen.push(text);
        }
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    const [first] = await api<ArticleSummary[]>(page, '/api/articles?language=en&limit=1');
    await page.goto(`/article/${first!.slug}`);
    const shares = await page.getByTestId('shares-count').textContent();
    await page.getByRole('button', { name: 'Share Article' }).click();
    const toast = page.getByTestId('toast');
    await expect(toast).toContainText('Shared!');
    await expect(toast).toContainText('Article share has been recorded.');
    await expect(toast).toHaveCount(1);
    const seen = await page.evaluate(() => (window as unknown as { __toasts: string[] }).__toasts);
    expect(seen).toEqual([
      expect.stringContaining('Link Copied!Article URL has been copied to clipboard.'),
      expect.stringContaining('Shared!Article share has been recorded.'),
    ]);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
    await expect(page.getByTestId('shares-count')).not.toHaveText(shares!);
  });

  test('with a share sheet, Share uses it and records the share', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'share', { value: async (data: ShareData) => void ((window as unknown as { __shared: ShareData }).__shared = data) });
    });
    const [first] = await api<ArticleSummary[]>(page, '/api/articles?language=en&limit=1');
    await page.goto(`/article/${first!.slug}`);
    await page.getByRole('button', { name: 'Share Article' }).click();
    await expect(page.getByTestId('toast')).toContainText('Shared!');
    const shared = await page.evaluate(() => (window as unknown as { __shared: ShareData }).__shared);
    expect(shared.url).toBe(page.url());
  });

  test('a reader reading in Hindi shares the Hindi link, whatever the address bar says', async ({ page }) => {
    const hindi = await articleTranslatedTo(page, 'hi');
    // Hindi chosen earlier (stored), the article opened without ?lang.
    await page.addInitScript(() => window.top === window && localStorage.setItem('selectedLanguage', 'hi'));
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'share', { value: async (data: ShareData) => void ((window as unknown as { __shared: ShareData }).__shared = data) });
    });
    await page.goto(`/article/${hindi.slug}?utm_source=x#top`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(hindi.title);
    // The reader reads Hindi: the button and the toast are Hindi too (issue 23).
    await page.getByRole('button', { name: hi['article.share'] }).click();
    await expect(page.getByTestId('toast')).toContainText(hi['toast.shared.title']!);
    const shared = await page.evaluate(() => (window as unknown as { __shared: ShareData }).__shared);
    expect(shared.url).toBe(new URL(`/article/${hindi.slug}?lang=hi`, page.url()).href);
  });

  test('a video plays with controls from its stored poster, never by itself, and a missing thumbnail becomes a play icon', async ({ page }) => {
    const all = await api<ArticleSummary[]>(page, '/api/articles');
    const withVideo = all.find((a) => a.videoUrl && a.videoPosterUrl && a.slug !== NO_THUMB_SLUG)!;
    await page.goto(`/article/${withVideo.slug}`);
    const video = page.locator('video');
    await expect(video).toHaveAttribute('controls', '');
    await expect(video).toHaveAttribute('poster', withVideo.videoPosterUrl!);
    expect(await video.evaluate((v: HTMLVideoElement) => v.paused && !v.autoplay)).toBe(true);

    await page.goto(`/article/${NO_THUMB_SLUG}`);
    await expect(page.getByTestId('video-placeholder')).toBeVisible();
    await page.getByTestId('video-placeholder').click();
    await expect(page.locator('video')).toBeVisible();
  });

  test('escaped newlines in the content become line breaks', async ({ page }) => {
    await page.goto(`/article/${ESCAPED_NEWLINES_SLUG}`);
    const body = page.getByTestId('article-body');
    await expect(body.locator('br')).toHaveCount(2);
    await expect(body).not.toContainText('\\n');
  });

  test('shows the article placement ads: sidebar, inline and native', async ({ page }) => {
    const ads = await adsFor(page, 'article');
    const [first] = await api<ArticleSummary[]>(page, '/api/articles?language=en&limit=1');
    await page.goto(`/article/${first!.slug}`);
    for (const type of ['sidebar', 'inline', 'native'] as const) {
      const ad = ads.find((a) => a.type === type)!;
      await expect(page.getByTestId(`ad-${ad.id}`)).toBeVisible();
    }
  });
});
