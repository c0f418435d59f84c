/** Fixtures the browser tests need beyond the demo content (written straight to the database). */
export const XSS_SLUG = 'xss-probe';
export const XSS_AD_HEADLINE = 'Probe inline ad';
export const NO_THUMB_SLUG = 'video-without-thumbnail';
export const ESCAPED_NEWLINES_SLUG = 'escaped-newlines';
