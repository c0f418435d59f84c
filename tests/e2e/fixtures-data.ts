/** Fixtures the browser tests need beyond the demo content (written straight to the database). */
export const XSS_SLUG = 'xss-probe';
export const XSS_AD_HEADLINE = 'Probe inline ad';
export const NO_THUMB_SLUG = 'video-without-thumbnail';
/** Opened by one test only (article.spec.ts), so its view count moves only when that test says so. */
export const VIEW_COUNT_SLUG = 'views-are-counted-once';
export const ESCAPED_NEWLINES_SLUG = 'escaped-newlines';

/**
 * The administrator the e2e host seeds in its Auth emulator (claim admin: true). Fixed defaults,
 * overridable from the environment; serve.ts and the specs both read them from here.
 */
export const E2E_ADMIN = {
  email: process.env.E2E_ADMIN_EMAIL ?? 'admin@cryptolekh.local',
  password: process.env.E2E_ADMIN_PASSWORD ?? 'cryptolekh-admin',
} as const;

/**
 * Staff members of one role each (issue 29), Hindi only, that serve.ts makes (an Auth emulator user
 * and a staff document, as an accepted invitation leaves them). Password shared; each spec signs in.
 */
export const E2E_STAFF = {
  translator: { email: 'translator@cryptolekh.local', name: 'Tara Translator', role: 'translator' },
  contributor: { email: 'contributor@cryptolekh.local', name: 'Chitra Contributor', role: 'contributor' },
  editor: { email: 'editor@cryptolekh.local', name: 'Esha Editor', role: 'editor' },
} as const;
export const E2E_STAFF_PASSWORD = 'staff-secret-1';

/**
 * The analytics host's past readers (serve.ts with E2E_MEASURED_HISTORY=1): whole site-days before
 * today, one more than 30 days back (outside the Advertise page's 30 days).
 */
export const MEASURED_HISTORY = [
  { daysAgo: 1, pageviews: 1_234_567, visitors: 123_456, engagedSeconds: 2_220, engagedCount: 10, impressions: 10_000, clicks: 321 },
  { daysAgo: 12, pageviews: 20_000, visitors: 4_000, engagedSeconds: 0, engagedCount: 0, impressions: 2_000, clicks: 20 },
  { daysAgo: 45, pageviews: 999_999, visitors: 99_999, engagedSeconds: 9_000, engagedCount: 10, impressions: 5_000, clicks: 2_500 },
];
