/**
 * The console specs' browser context, kept from test to test in a worker, as an administrator's
 * browser is from visit to visit: its HTTP cache and the compiled console scripts stay, so a test's
 * first console load costs what a returning administrator's does (about 2 CPU-seconds on 2 cores)
 * and not a first visit's (about 4.5: every script fetched, parsed and compiled again, docs/testing.md).
 *
 * Each test still starts from the same state: before it, the context's pages are closed, its
 * routes, permissions and cookies reset, and localStorage is put back to the signed-in session's
 * exactly (an autosaved draft, a dismissed hint or a token another test stored never reaches the
 * next test). Whatever cannot be put back is checked instead, and the context replaced when it
 * changed: a failed test, a clock a test installed (Playwright's clock belongs to the context), or a
 * Firebase session that is no longer the administrator's (a sign-out, a sign-in as a colleague).
 * A test that needs a context of its own says `test.use({ freshConsole: true })`.
 */
import type { Browser, BrowserContext, BrowserContextOptions, Page, TestInfo } from '@playwright/test';

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** Served in place of a page of the site while the storage is put back: nothing of the app runs. */
const RESET_PATH = '/__e2e-reset-storage';

export class SharedConsoleContext {
  private context: BrowserContext | undefined;

  constructor(
    private readonly browser: Browser,
    private readonly options: BrowserContextOptions & { baseURL: string },
    readonly session: StorageState,
    private readonly sessionUids: string[],
    /** The context that signed in, kept as the first tests' (its pages closed). */
    signedIn?: BrowserContext,
  ) {
    this.context = signedIn;
  }

  /** The context for the next test: the one kept, else a new one with the session. */
  async take(): Promise<BrowserContext> {
    if (!this.context && process.env.E2E_DEBUG_CONTEXT) console.log('[console-context] new context');
    this.context ??= await this.browser.newContext({ ...this.options, storageState: this.session });
    return this.context;
  }

  /** After a test: reset the context for the next one, or drop it when it cannot be reset. */
  async release(testInfo: TestInfo): Promise<void> {
    const context = this.context;
    if (!context) return;
    try {
      if (testInfo.status !== testInfo.expectedStatus) throw new Error('the test failed');
      await Promise.all(context.pages().map((p) => p.close()));
      await context.unrouteAll({ behavior: 'ignoreErrors' });
      await context.clearPermissions();
      await context.clearCookies();
      if (this.session.cookies.length) await context.addCookies(this.session.cookies);
      await this.putBackStorage(context);
    } catch (err) {
      if (process.env.E2E_DEBUG_CONTEXT) console.log(`[console-context] dropped after ${testInfo.title}: ${(err as Error).message}`);
      this.context = undefined;
      await context.close().catch(() => undefined);
    }
  }

  async close(): Promise<void> {
    await this.context?.close().catch(() => undefined);
    this.context = undefined;
  }

  private async putBackStorage(context: BrowserContext): Promise<void> {
    const page = await context.newPage();
    const origin = new URL(this.options.baseURL).origin;
    await page.route(`${origin}${RESET_PATH}`, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>reset</title>' }));
    await page.goto(`${origin}${RESET_PATH}`);
    const saved = this.session.origins.find((o) => o.origin === origin)?.localStorage ?? [];
    const clock = await page.evaluate((entries) => {
      localStorage.clear();
      for (const { name, value } of entries) localStorage.setItem(name, value);
      return '__pwClock' in window;
    }, saved);
    const uids = await firebaseSessionUids(page);
    await page.close();
    if (clock) throw new Error('a clock was installed');
    if (uids.join() !== this.sessionUids.join()) throw new Error(`the Firebase session changed: ${uids.join() || 'none'}`);
  }
}

/** The uids of the Firebase web SDK's signed-in users that a page of the console's origin holds. */
export async function firebaseSessionUids(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    // Opening a database that is not there would create it empty, under the SDK's name.
    if (!(await indexedDB.databases()).some((d) => d.name === 'firebaseLocalStorageDb')) return [];
    return new Promise<string[]>((resolve, reject) => {
      const open = indexedDB.open('firebaseLocalStorageDb');
      open.onerror = () => reject(open.error);
      open.onsuccess = () => {
        const db = open.result;
        if (!db.objectStoreNames.contains('firebaseLocalStorage')) {
          db.close();
          return resolve([]);
        }
        const all = db.transaction('firebaseLocalStorage', 'readonly').objectStore('firebaseLocalStorage').getAll();
        all.onerror = () => reject(all.error);
        all.onsuccess = () => {
          db.close();
          resolve((all.result as { value?: { uid?: string } }[]).map((r) => r.value?.uid).filter((uid): uid is string => typeof uid === 'string'));
        };
      };
    });
  });
}
