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
