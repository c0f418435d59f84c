/**
 * The Content-Security-Policy in the browser: an injected inline script, eval and a foreign frame
 * or connection are blocked and reported (a reader page connects to its own site only, the console
 * to the services it uses too), while every reader page and the console work with no violation and
 * no console error; the reader pages log nothing at all, the browser's own messages included.
 */
import { expect, type Page } from '@playwright/test';
import type { ArticleSummary } from '../../functions/src/contract/index.js';
import { PERMISSIONS_POLICY_FEATURES } from '../../functions/src/http/security-headers.js';
import { signIn } from './admin-helpers.js';
import { XSS_SLUG } from './fixtures-data.js';
import { api, pageLoaded, recordFetches, recordedFetches, SANDBOXED_AD_SCRIPT, skipLanguageGuide, test } from './helpers.js';

interface Violation {
  directive: string;
  blocked: string;
  url: string;
}

/** Records every CSP violation (in the page and its frames) and every console error. */
async function watch(page: Page) {
  const violations: Violation[] = [];
  const errors: string[] = [];
  await page.exposeBinding('__cspViolation', (_source, v: Violation) => void violations.push(v));
  await page.addInitScript(() => {
    document.addEventListener(
      'securitypolicyviolation',
      (e) => {
        const report = (window as unknown as { __cspViolation: (v: unknown) => void }).__cspViolation;
        void report({ directive: e.effectiveDirective, blocked: e.blockedURI, url: e.documentURI });
      },
      true,
    );
  });
  page.on('console', (m) => {
    // Inline ads render in a frame sandboxed without allow-scripts (by design, not by the CSP):
    // Chrome says so for the advertiser's scripts and for Playwright's own init scripts there.
    if (m.type() !== 'error' || SANDBOXED_AD_SCRIPT.test(m.text())) return;
    // Unknown paths are 404 now that the server renders the pages: the not-found page's own status,
    // and the test fixtures' probe ad's <img src="x"> (serve.ts) resolved against the page.
    const notFound = /status of 404/.test(m.text());
    if (notFound && (new URL(m.location().url).pathname === '/no/such/page' || /\/x$/.test(m.location().url))) return;
    {
      errors.push(`${m.location().url}: ${m.text()}`);
    }
  });
  page.on('pageerror', (e) => errors.push(`uncaught: ${e.message}`));
  return { violations, errors };
}

/** An article page's view, recorded after load (a request the page makes by itself); nothing for other pages. */
function viewOf(page: Page, path: string): Promise<unknown> {
  return path.startsWith('/article/') ? page.waitForResponse((r) => /\/api\/articles\/\d+\/view$/.test(r.url())) : Promise.resolve();
}

test.describe('content security policy', () => {
  test('blocks an injected inline script, eval, a foreign frame and a foreign connection, and reports each', async ({ page }) => {
    await skipLanguageGuide(page);
    const { violations } = await watch(page);
    await page.route(/^https:\/\/(www\.youtube-nocookie\.com|evil\.example|api\.openai\.com|api\.telegram\.org)\//, (route) =>
      route.fulfill({ status: 200, contentType: route.request().resourceType() === 'document' ? 'text/html' : 'application/json', body: '{}' }),
    );
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();

    // An inline <script> put into the page (what an HTML injection would do) does not run.
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true';
      document.body.append(script);
    });
    await expect.poll(() => violations.filter((v) => v.directive === 'script-src-elem')).toEqual([
      { directive: 'script-src-elem', blocked: 'inline', url: expect.stringMatching(/\/$/) },
    ]);
    expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();

    // Neither does a string turned into code. (The string timer runs as the page's own code; what
    // page.evaluate runs directly is the debugger's, which no policy restricts.)
    await page.evaluate(() => setTimeout('window.__evaluated = true', 0));
    await expect.poll(() => violations.some((v) => v.directive === 'script-src' && v.blocked === 'eval')).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { __evaluated?: boolean }).__evaluated)).toBeUndefined();

    // Frames: the video players article HTML may embed load; anything else is refused.
    await page.evaluate(() => {
      for (const src of ['https://www.youtube-nocookie.com/embed/abc', 'https://evil.example/frame']) {
        const frame = document.createElement('iframe');
        frame.src = src;
        document.body.append(frame);
      }
    });
    await expect.poll(() => violations.filter((v) => v.directive === 'frame-src').map((v) => v.blocked)).toEqual([expect.stringMatching(/^https:\/\/evil\.example/)]);

    // Connections: a reader page calls only its own site; the AI provider (the console's typed-key
    // test), Telegram (bot tokens stay on the server) and anything else are refused.
    const fetched = await page.evaluate(async () => {
      const outcome = (url: string) =>
        fetch(url).then(
          (r) => r.status,
          (e: Error) => e.name,
        );
      return {
        self: await outcome('/api/health'),
        openai: await outcome('https://api.openai.com/v1/models'),
        telegram: await outcome('https://api.telegram.org/botX/getMe'),
        evil: await outcome('https://evil.example/collect'),
      };
    });
    expect(fetched).toEqual({ self: 200, openai: 'TypeError', telegram: 'TypeError', evil: 'TypeError' });
    await expect
      .poll(() => violations.filter((v) => v.directive === 'connect-src').map((v) => v.blocked))
      .toEqual([expect.stringMatching(/^https:\/\/api\.openai\.com/), expect.stringMatching(/^https:\/\/api\.telegram\.org/), expect.stringMatching(/^https:\/\/evil\.example/)]);

    // Powerful features are off; web-share stays for the share button (where the browser has it:
    // Chromium on Linux knows no web-share).
    const features = await page.evaluate(() => {
      const policy = (document as unknown as { featurePolicy: { allowsFeature(f: string): boolean; features(): string[] } }).featurePolicy;
      const known = policy.features();
      return Object.fromEntries(
        ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'serial', 'hid', 'web-share'].filter((f) => known.includes(f)).map((f) => [f, policy.allowsFeature(f)]),
      );
    });
    expect(features).toMatchObject({ camera: false, microphone: false, geolocation: false, payment: false, usb: false });
    expect(Object.entries(features).filter(([f, allowed]) => allowed !== (f === 'web-share'))).toEqual([]);
    // Every feature the header names is one this browser knows (it logs an error for any other).
    const known = await page.evaluate(() => (document as unknown as { featurePolicy: { features(): string[] } }).featurePolicy.features());
    expect(PERMISSIONS_POLICY_FEATURES.filter((f) => !known.includes(f))).toEqual([]);
  });

  test('the console may call the AI provider’s model list, and nothing foreign', async ({ page }) => {
    const { violations } = await watch(page);
    await page.route(/^https:\/\/(api\.openai\.com|evil\.example)\//, (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"data":[]}' }));
    await page.goto('/admin/login');
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
    const fetched = await page.evaluate(async () => {
      const outcome = (url: string) =>
        fetch(url).then(
          (r) => r.status,
          (e: Error) => e.name,
        );
      return { openai: await outcome('https://api.openai.com/v1/models'), evil: await outcome('https://evil.example/collect') };
    });
    expect(fetched).toEqual({ openai: 200, evil: 'TypeError' });
    await expect.poll(() => violations.filter((v) => v.directive === 'connect-src').map((v) => v.blocked)).toEqual([expect.stringMatching(/^https:\/\/evil\.example/)]);
  });

  test('loading each reader page logs no error and no warning, the browser’s own included', async ({ page }) => {
    // A first visit as a reader makes it: no init script of the test's own (Chromium would report
    // blocking it in the inline ads' sandboxed frames).
    const logged: { url: string; text: string }[] = [];
    // The browser's own messages (a header it cannot parse, a blocked load, an intervention) reach
    // the DevTools log, not Playwright's console events.
    const cdp = await page.context().newCDPSession(page);
    cdp.on('Log.entryAdded', ({ entry }) => {
      if (entry.level === 'error' || entry.level === 'warning') logged.push({ url: entry.url ?? '', text: `[${entry.source} ${entry.level}] ${entry.text}` });
    });
    await cdp.send('Log.enable');
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') logged.push({ url: m.location().url, text: `[console ${m.type()}] ${m.text()}` });
    });
    page.on('pageerror', (e) => logged.push({ url: '', text: `uncaught: ${e.message}` }));
    const all = await api<ArticleSummary[]>(page, '/api/articles');
    const rich = all.find((a) => a.videoUrl && a.imageUrl) ?? all[0]!;
    const plain = all.find((a) => !a.videoUrl && a.slug !== XSS_SLUG) ?? all[0]!;
    const pages: [string, () => Promise<void>][] = [
      ['/', () => expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()],
      ['/research', () => expect(page.getByRole('heading', { name: 'Research Articles', level: 1 })).toBeVisible()],
      ['/articles', () => expect(page.getByText(/Showing \d+ of \d+ articles/)).toBeVisible()],
      [`/article/${plain.slug}`, () => expect(page.getByRole('heading', { level: 1 })).toHaveText(plain.title)],
      [`/article/${rich.slug}`, () => expect(page.getByRole('heading', { level: 1 })).toHaveText(rich.title)],
      ['/advertise', () => expect(page.getByRole('heading', { level: 1 })).toBeVisible()],
    ];
    let first = true;
    for (const [path, ready] of pages) {
      const viewed = viewOf(page, path);
      await page.goto(path);
      if (first) {
        // The first-visit guide, dismissed as a reader would.
        await page.getByRole('dialog', { name: 'Read CryptoLekh in your language' }).getByRole('button', { name: 'Skip' }).click();
        first = false;
      }
      await ready();
      await expect(page.locator('footer')).toBeVisible();
      // Everything the page loads has loaded or been refused (and logged) before the next page.
      await pageLoaded(page);
      await viewed;
    }
    // The e2e host's probe ad (serve.ts) carries a <script> and an <img src="x"> on purpose
    // (safety.spec.ts checks they stay inert in the ad's sandboxed frame); Chromium reports both.
    // No demo or real ad does, and nothing else may log anything.
    const probe = (e: { url: string; text: string }) =>
      SANDBOXED_AD_SCRIPT.test(e.text.replace(/^\[[^\]]*\] /, '')) ||
      (/\/x$/.test(e.url) && /status of 404/.test(e.text));
    expect(logged.filter((e) => !probe(e))).toEqual([]);
  });

  test('every reader page works with no violation and no console error', async ({ page }) => {
    await skipLanguageGuide(page);
    const { violations, errors } = await watch(page);
    const all = await api<ArticleSummary[]>(page, '/api/articles');
    // The demo article with an image, a video and the article ads (sidebar, inline frame, native).
    const rich = all.find((a) => a.videoUrl && a.imageUrl) ?? all[0]!;
    const hindi = (await api<ArticleSummary[]>(page, '/api/articles?language=hi')).find((a) => a.language.code === 'hi')!;

    const pages: [string, () => Promise<void>][] = [
      ['/', () => expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()],
      ['/education', () => expect(page.getByRole('heading', { name: 'Education Articles', level: 1 })).toBeVisible()],
      ['/research', () => expect(page.getByRole('heading', { name: 'Research Articles', level: 1 })).toBeVisible()],
      ['/case-study', () => expect(page.getByRole('heading', { level: 1 })).toBeVisible()],
      ['/articles', () => expect(page.getByText(/Showing \d+ of \d+ articles/)).toBeVisible()],
      [`/article/${rich.slug}`, () => expect(page.getByRole('heading', { level: 1 })).toHaveText(rich.title)],
      ['/advertise', () => expect(page.getByRole('heading', { level: 1 })).toBeVisible()],
      ['/no/such/page', () => expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible()],
    ];
    for (const [path, ready] of pages) {
      const viewed = viewOf(page, path);
      await page.goto(path);
      await ready();
      await expect(page.locator('footer')).toBeVisible();
      await pageLoaded(page);
      await viewed;
    }

    // The article page's parts: the image, the video, the inline ad's HTML in its shadow root (its
    // sheet and its inline styles apply under the policy).
    await page.goto(`/article/${rich.slug}`);
    await expect(page.locator('video')).toHaveAttribute('controls', '');
    const ad = page.getByRole('group', { name: /^Sponsored: / }).first();
    await ad.scrollIntoViewIfNeeded();
    await expect(ad.locator('a[href]').first()).toBeVisible();
    expect(
      await ad.evaluate((host) => {
        const styled = host.shadowRoot!.querySelector<HTMLElement>('[style*="padding"]')!;
        return { sheet: getComputedStyle(host).display, inline: getComputedStyle(styled).paddingTop === styled.style.paddingTop };
      }),
    ).toEqual({ sheet: 'flow-root', inline: true });
    // Indic text in the bundled (self-hosted) fonts.
    await page.evaluate(() => localStorage.setItem('selectedLanguage', 'hi'));
    const viewed = viewOf(page, `/article/${hindi.slug}`);
    await page.goto(`/article/${hindi.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(hindi.title);
    const fonts = await page.evaluate(async () => (await document.fonts.load('16px "Noto Sans Devanagari"', 'हिन्दी')).map((f) => f.status));
    expect(fonts.length).toBeGreaterThan(0);
    expect(fonts.every((status) => status === 'loaded')).toBe(true);
    await pageLoaded(page);
    await viewed;

    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('the console signs in through the Auth SDK and shows the dashboard with no violation and no console error', async ({ page }) => {
    const { violations, errors } = await watch(page);
    await recordFetches(page, /./);
    // The Firebase Auth SDK signs in too (it keeps the token fresh), against the Auth emulator.
    const sdkSignIn = page.waitForResponse((r) => /identitytoolkit\.googleapis\.com\/v1\/accounts:signInWithPassword/.test(r.url()) && r.ok());
    await signIn(page);
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await sdkSignIn;
    for (const [path, heading, content] of [
      ['/admin/articles', 'Articles', page.getByTestId('article-row').first()],
      ['/admin/languages', 'Languages', page.getByTestId('language-row-en')],
      ['/admin/settings', 'Settings', page.getByRole('form', { name: 'Site settings' })],
    ] as const) {
      // Each load of the console, the Auth SDK checks its stored user with the Auth service (a
      // connection the policy must allow).
      const checked = page.waitForResponse((r) => /identitytoolkit\.googleapis\.com\/v1\/accounts:lookup/.test(r.url()));
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
      // What the screen loads is on it, with no loading placeholder left.
      await expect(content).toBeVisible();
      await expect(page.locator('.MuiSkeleton-root')).toHaveCount(0);
      await pageLoaded(page);
      await checked;
      // Every call the screen made has been answered (an error answer logs one).
      await recordedFetches(page);
    }
    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
  });
});
