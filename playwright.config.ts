/**
 * Browser tests: Debian's Chromium (never a downloaded browser) against hosts the tests start
 * themselves (tests/e2e/serve.ts: demo content plus a few test fixtures, temporary DATA_DIR): one
 * for the reader's specs, one for the console's, and one for the Analytics screen's.
 */
import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 5055);
const adminPort = Number(process.env.E2E_ADMIN_PORT ?? port + 1);
const analyticsPort = Number(process.env.E2E_ANALYTICS_PORT ?? port + 2);
/**
 * Debian's headless Chromium (the `chromium-headless-shell` package, built from the same source as
 * `chromium`, which is what Playwright itself runs headless tests in) when it is installed, else
 * Debian's `chromium`; CHROMIUM_PATH overrides both. Nothing is downloaded. The shell has no
 * browser UI to run: the same four specs took 117 s of test time and 197 CPU-seconds in it against
 * 185 s and 275 in `/usr/bin/chromium` on 2 cores (docs/testing.md).
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const chromium = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');
const ADMIN_SPECS = /admin-[^/]*\.spec\.ts$/;
const ANALYTICS_SPECS = /admin-(analytics|audience)\.spec\.ts$/;

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  // Several specs walk many pages or screens in one test; on a busy 2-core machine (Chromium, the
  // host and two workers sharing it) single tests took 25-40 s, so 30 s failed them on time alone.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  fullyParallel: true,
  // Three workers on two cores: a console test often waits (a presence poll, a retry's clock, a
  // trigger) and the third keeps the cores busy meanwhile, as vitest's third worker does. Quiet,
  // the whole run took the same (7.2 min against 7.0-7.7 with two); beside two CPU-bound
  // processes, 9.3 min against 10.2 (docs/testing.md, 2026-12-01).
  workers: 3,
  retries: 0,
  // The list, then the 10 slowest tests of the run (docs/testing.md).
  reporter: [['list'], ['./tests/reporters/slowest-playwright.ts']],
  outputDir: 'test-results/e2e',
  use: {
    // A failed test keeps a screenshot of the failure and its page's accessibility tree
    // (error-context.md). With E2E_TRACE=1 it also keeps the trace of its actions, console and
    // network: Playwright's tracing fetches and stores the body of every response of every test,
    // about 5% of the browser tests' CPU on 2 cores, so it is for chasing a failure (with
    // --repeat-each and busy loops beside it), not for every run (docs/testing.md). Per-action DOM
    // snapshots and the screencast would cost a fifth more.
    trace: process.env.E2E_TRACE === '1' ? { mode: 'retain-on-failure', snapshots: false, screenshots: false } : 'off',
    screenshot: 'only-on-failure',
    // Every browser asks for less motion, as many people's devices do: the site then plays no
    // transition or animation (theme.ts), so nothing waits for a fade and no frame is drawn for
    // one. On 2 cores this took a third of the console specs' CPU (docs/testing.md). That the site
    // does move for everyone else, and stops for these, is tested (admin-motion.spec.ts).
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: chromium,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  // The console's specs publish, delete and rename things the reader specs count ("Showing N of N
  // articles", the newest article), so each project has a host of its own: neither sees what the
  // other wrote, they run side by side, and a failed reader spec no longer skips the console's.
  projects: [
    // Listed longest-first: Playwright hands out tests in this order, so the Analytics screen's
    // half-minute journey starts early and the reader specs' short tests fill the run's end
    // (listed last, one worker ran it alone for its last 30 s).
    // The Analytics screen shows the whole site's readers: on the console's host, another spec
    // reading a reader page while it counts its own reader's visit would change its numbers. Its
    // host counts only its own visits. The Advertise page's measured audience (admin-audience)
    // shares it: its switch is site-wide and would change the Advertise page the reader specs
    // check and the settings admin-dashboard saves back; its host has a past month of readers
    // (serve.ts), and its pages send no page view (it blocks its beacons).
    { name: 'analytics', testMatch: ANALYTICS_SPECS, timeout: 90_000, expect: { timeout: 15_000 }, use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: `http://localhost:${analyticsPort}` } },
    // Console journeys sign in and walk several dialogs (screen audits also run axe twice): they
    // take longer than the reader specs.
    // Their dialogs load the editor's chunk and the article's data before they show: 7 s for one to
    // appear failed under a load of 20+ on 2 cores (the dialog came a moment later), so they get 15.
    { name: 'admin', testMatch: ADMIN_SPECS, testIgnore: ANALYTICS_SPECS, timeout: 90_000, expect: { timeout: 15_000 }, use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: `http://localhost:${adminPort}` } },
    { name: 'reader', testIgnore: ADMIN_SPECS, use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: `http://localhost:${port}` } },
  ],
  // One web server starts the three hosts side by side on one Firestore emulator (serve-all.ts).
  webServer: {
    command: 'npx tsx tests/e2e/serve-all.ts',
    // Ready once every host says so: its fixtures are written and every kind of reader page has
    // been rendered once (a cold host's first render took tens of seconds of a spec's time under load).
    // No `url` beside it: Playwright starts the tests on whichever comes first, and one host's
    // /api/health answered while the Analytics host was still seeding (its specs failed at once).
    wait: { stdout: /e2e hosts ready on ports / },
    // Only the console's host resumes due Telegram deliveries every half second (admin-telegram
    // watches them fail and retry); the others sweep every minute, as deployed.
    env: { E2E_HOSTS: JSON.stringify([{ port }, { port: adminPort, env: { E2E_TELEGRAM_SWEEP_MS: '500' } }, { port: analyticsPort, env: { E2E_MEASURED_HISTORY: '1' } }]) },
    reuseExistingServer: false,
    // Three hosts at once: about 20 s on a quiet 2-core machine, minutes under a load of 14.
    timeout: 180_000,
    // SIGTERM lets serve-all.ts stop the hosts and then the emulator: each host's Auth emulator
    // runs in its own process group and would outlive a killed host (the default kill), and the
    // temporary DATA_DIRs would stay.
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 20_000 },
    stdout: 'pipe' as const,
  },
});
