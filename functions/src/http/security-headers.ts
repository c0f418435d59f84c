/**
 * The security headers of every response, defined once. Firebase Hosting sends them from
 * `firebase.json` (a test checks that its `headers` equal `hostingHeaderRules()`), the local host
 * (emulators/src/hosting.ts) sends the same values, and the `api` app sets the API ones itself
 * (`apiSecurityHeaders`), since Hosting's headers are not promised to reach function rewrites.
 *
 * Two page policies, both allowing only the site's own scripts (no inline script, no eval). What
 * else they allow, and why:
 * - style-src 'unsafe-inline': MUI (emotion) injects <style> tags at run time. Scripts stay strict.
 * - img-src https: data:: article and ad images come from any https host (editors paste URLs).
 * - media-src https: blob:: article videos are hosted here or on any https host (article-html.ts);
 *   blob: lets the console read a chosen video file to draw its poster frame before it is sent.
 * - frame-src: the only players article HTML may embed (EMBED_HOSTS in article-html.ts), nothing of
 *   the site's own. An ad's own HTML is a shadow root on the reader pages (contract/ad-content.ts);
 *   the console's preview and the popup write it into a sandboxed frame (`srcdoc`), which
 *   frame-src does not govern; such a frame inherits this policy, so the advertiser's HTML cannot
 *   run scripts there either. Its `<base target>` has no href, so base-uri 'none' leaves it
 *   working (links open a new tab).
 * - font-src 'self': the Noto fonts are bundled (@fontsource).
 * - connect-src: the reader pages (READER_CSP, set by the `pages` function on every page it
 *   renders) call only the site's own API. The console (CONSOLE_CSP: Hosting's rule for every
 *   file it serves, console.html included) also calls the Firebase Auth web SDK's services
 *   (Identity Toolkit and Secure Token), the AI provider's model list (the connection test with a
 *   typed key, which admin-and-api.md §7 has the browser make), and Cloud Storage, where large
 *   uploads go straight to a resumable-upload session the server opened. Not Telegram: bot tokens
 *   never reach the browser, so the server tests channels and posts to them. Locally the host adds
 *   its Auth emulator's origin and a non-default provider's (`consoleCsp({ connectSrc: [...] })`);
 *   its upload URLs are on the site itself.
 *
 * Should Hosting also add its `**` rule to the `pages` function's answers, a browser enforces both
 * policies: what both allow is READER_CSP, which the console's wider one contains.
 */
import type { RequestHandler } from 'express';
import { EMBED_HOSTS } from '../services/article-html.js';

type Directives = Record<string, readonly string[]>;

const PAGE_DIRECTIVES: Directives = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'https:', 'data:'],
  'font-src': ["'self'"],
  'media-src': ["'self'", 'https:', 'blob:'],
  'frame-src': EMBED_HOSTS.map((host) => `https://${host}`),
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

function serialize(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
}

/** What the console's browser code connects to besides the site (see the module header). */
const CONSOLE_CONNECT_SRC = [
  'https://identitytoolkit.googleapis.com',
  'https://securetoken.googleapis.com',
  'https://api.openai.com',
  'https://storage.googleapis.com',
] as const;

/** The reader pages the `pages` function renders: they connect to the site's own API only. */
export const READER_CSP = serialize(PAGE_DIRECTIVES);

/** The console's page (and the static files beside it), with the local host's extra origins. */
export function consoleCsp(extra: { connectSrc?: readonly string[] } = {}): string {
  const connectSrc = [...PAGE_DIRECTIVES['connect-src']!, ...CONSOLE_CONNECT_SRC, ...(extra.connectSrc ?? [])];
  return serialize({ ...PAGE_DIRECTIVES, 'connect-src': connectSrc });
}

export const CONSOLE_CSP = consoleCsp();

/** JSON loads nothing and is never framed. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";

/**
 * Uploaded media opened directly (an SVG is a document): nothing runs, nothing is fetched beyond
 * the file itself. Only the local host serves media from the site's origin; deployed, media lives
 * in Cloud Storage.
 */
export const MEDIA_CSP = "default-src 'none'; img-src 'self' data:; media-src 'self'; style-src 'unsafe-inline'; sandbox; frame-ancestors 'none'";

/**
 * Powerful features no page of the site uses are denied to it and to every frame in it. Only
 * features Chromium knows are named: it logs "Unrecognized feature" on every page for any other
 * (bluetooth is not a policy-controlled feature there; web-share is unknown on Linux and other
 * desktops without the API), and the other engines do not read this header. Kept at the browser
 * default: web-share (the share button; its default is the page itself, not its frames),
 * clipboard (copy link), fullscreen, autoplay, encrypted-media and picture-in-picture (the
 * embedded players). tests/e2e/csp.spec.ts checks every name against the browser's own list.
 */
export const PERMISSIONS_POLICY_FEATURES = [
  'accelerometer',
  'browsing-topics',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
] as const;

export const PERMISSIONS_POLICY = PERMISSIONS_POLICY_FEATURES.map((f) => `${f}=()`).join(', ');

/** Sent only over HTTPS (browsers ignore it over HTTP anyway). */
export const HSTS = 'max-age=31536000; includeSubDomains';

/** What every response carries, whatever it is. */
export const COMMON_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': PERMISSIONS_POLICY,
  'X-Frame-Options': 'DENY',
};

export const API_HEADERS: Readonly<Record<string, string>> = { ...COMMON_HEADERS, 'Content-Security-Policy': API_CSP };

/** Sets the API's headers on every answer of the `api` app (HSTS when the request came over HTTPS). */
export const apiSecurityHeaders: RequestHandler = (req, res, next) => {
  res.set(API_HEADERS);
  if (req.secure) res.set('Strict-Transport-Security', HSTS);
  next();
};

export interface HostingHeaderRule {
  source: string;
  headers: { key: string; value: string }[];
}

const asList = (headers: Record<string, string>) => Object.entries(headers).map(([key, value]) => ({ key, value }));

/**
 * The security part of `firebase.json`'s `hosting.headers`: the common headers (HSTS always, as
 * Hosting serves only HTTPS) for everything Hosting answers, and the console's policy only on the
 * console's paths (console.html is the one document Hosting serves from files). The reader pages'
 * policy comes from the `pages` function alone: Hosting's documentation does not say whether its
 * header rules replace or add to a rewritten function's own headers, so no rule that matches a
 * reader page names a policy that could widen it.
 */
export function hostingHeaderRules(): HostingHeaderRule[] {
  const consolePolicy = asList({ 'Content-Security-Policy': CONSOLE_CSP });
  return [
    { source: '**', headers: asList({ ...COMMON_HEADERS, 'Strict-Transport-Security': HSTS }) },
    ...['/admin', '/admin/**', '/console.html'].map((source) => ({ source, headers: consolePolicy })),
  ];
}
