/**
 * The home page's JavaScript budget (issue 13, kept by issue 23): at most this many KiB of gzip for
 * a first-time reader, the guide included. `npm run bench:home` reports against it and
 * tests/e2e/weight.spec.ts fails above it (a byte count of the built files is the same on any machine).
 */
export const HOME_JS_TARGET_KIB = 150;

/**
 * What a server-rendered page runs until the reader reaches for it (issue 40): its first script
 * (web/src/main.tsx), at most this many KiB of gzip; the app, preloaded, runs only then.
 */
export const FIRST_SCRIPT_TARGET_KIB = 8;
