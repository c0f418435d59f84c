/**
 * What Firebase Hosting does in front of the functions, played on one local port: it compresses
 * what it serves, rewrites /api/** to the `api` function and the feeds to `pages` (as
 * firebase.json does, appending the client's address to X-Forwarded-For), sends the security
 * headers of every other answer (security-headers.ts), serves the built web app and the media,
 * and rewrites the console to its page and every other path to the server-rendered reader pages.
 */
import { existsSync } from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import type { TLSSocket } from 'node:tls';
import compression from 'compression';
import express from 'express';
import type * as Deployed from '../../functions/src/index.js';
import { answerAfterBody } from '../../functions/src/http/after-body.js';
import { answerFromMemoryRaw } from '../../functions/src/http/public/cached-json.js';
import { PAGES_PATHS } from '../../functions/src/http/pages/app.js';
import { SSR_DIR } from '../../functions/src/http/pages/page-handler.js';
import { COMMON_HEADERS, HSTS, MEDIA_CSP, READER_CSP, consoleCsp } from '../../functions/src/http/security-headers.js';
import type { LocalFolderMediaStore } from '../../functions/src/integrations/local-media-store.js';
import { localUploadReceiver } from '../../functions/src/integrations/local-upload-receiver.js';
import { MEDIA_CACHE_CONTROL } from '../../functions/src/integrations/media-store.js';
import type { AuthEmulator } from './auth-emulator.js';

export interface HostingOptions {
  /** The Firebase project the console's SDK is told of (/__/firebase/init.json). */
  projectId: string;
  /** The deployed functions (functions/src/index.ts), bound to this host's runtime. */
  deployed: Pick<typeof Deployed, 'api' | 'pages'>;
  auth: AuthEmulator | undefined;
  /** The AI provider the console may call from the browser (its connection test). */
  aiProviderUrl: string;
  mediaStore: LocalFolderMediaStore;
  mediaDir: string;
  /** Where uploads land inside mediaDir (with a trailing separator): cached a year. */
  uploadsDir: string;
  /** The built web app. */
  dist: string;
  /** A web build given by a test (a shell without the server renderer): every reader path gets the shell. */
  webDist: string | undefined;
}

/** The Express app of the local host's one port (the functions answer inside it). */
export function hostingApp(options: HostingOptions): express.Express {
  // Locally the console's Auth SDK talks to the Auth emulator: only this host's policy allows it.
  // The console calls the Auth emulator, and the AI provider's model list (its connection
  // test with a typed key), from the browser: both may be local here.
  const { projectId, deployed, auth, mediaStore, mediaDir, uploadsDir, dist } = options;
  const providerOrigin = new URL(options.aiProviderUrl).origin;
  const pagePolicy = consoleCsp({
    connectSrc: [...(auth ? [`http://${auth.host}:${auth.port}`] : []), ...(providerOrigin === 'https://api.openai.com' ? [] : [providerOrigin])],
  });
  const app = express();
  app.disable('x-powered-by');
  // Hosting compresses what it serves (API answers, pages, scripts); media is already compressed.
  // A client that accepts no encoding skips the middleware (it costs a closure set per request).
  const compress = compression({ filter: (req, res) => !req.url.startsWith('/media') && compression.filter(req, res) });
  app.use((req, res, next) => (req.headers['accept-encoding'] ? compress(req, res, next) : next()));
  app.use((req, res, next) => {
    const https = arrivedOverHttps(req);
    if (isApiPath(req.url)) {
      // The real deployed `api` function, as Hosting rewrites /api/** (in any spelling) to it; it
      // sets its own security headers.
      forwardLikeHosting(req, https);
      deployed.api(req as Parameters<typeof deployed.api>[0], res);
      return;
    }
    if (isPagesPath(req.url)) {
      // The deployed `pages` function, as Hosting rewrites these paths to it (firebase.json).
      forwardLikeHosting(req, https);
      deployed.pages(req as Parameters<typeof deployed.pages>[0], res);
      return;
    }
    res.set(COMMON_HEADERS);
    res.set('Content-Security-Policy', pagePolicy);
    if (https) res.set('Strict-Transport-Security', HSTS);
    next();
  });
  app.get('/__/firebase/init.json', (_req, res) => {
    res.json({
      projectId,
      apiKey: 'demo-api-key',
      authDomain: `${projectId}.firebaseapp.com`,
      ...(auth && { authEmulatorHost: `http://${auth.host}:${auth.port}` }),
    });
  });
  // Direct uploads: what a Cloud Storage resumable-upload session URI does, on disk.
  app.use('/media-uploads', localUploadReceiver(mediaStore));
  // Source maps are never public (the production build emits none; this covers an old build).
  app.use((req, res, next) => (req.path.endsWith('.map') ? res.status(404).json({ message: 'Not found' }) : next()));
  app.use(
    '/media',
    (_req, res, next) => {
      res.set('Content-Security-Policy', MEDIA_CSP);
      next();
    },
    express.static(mediaDir, {
      fallthrough: false,
      maxAge: '1h',
      dotfiles: 'deny',
      // Uploads have server-made names that are never reused: caches keep them a year, as Cloud
      // Storage serves them. Their content type comes from the extension, which the server chose
      // from the file's bytes; `nosniff` (COMMON_HEADERS) holds browsers to it. Seed files keep 1 h.
      setHeaders: (res, file) => {
        if (file.startsWith(uploadsDir)) res.setHeader('Cache-Control', MEDIA_CACHE_CONTROL);
      },
    }),
  );
  // The console's page: console.html in the build (index.html would answer Hosting's `/`, which
  // is the server-rendered home page), index.html in a shell the tests build.
  const consoleShell = ['console.html', 'index.html'].map((f) => path.join(dist, f)).find((f) => existsSync(f));
  if (consoleShell) {
    const sendShell = (_req: express.Request, res: express.Response) => res.sendFile(consoleShell, { headers: { 'Cache-Control': 'no-cache' } });
    app.use(express.static(dist, { index: false, maxAge: '1h', setHeaders: noCacheHtml }));
    // As firebase.json rewrites them: the console to its page, every other path to the `pages`
    // function (the reader site rendered on the server) when the renderer is built.
    app.get(/^\/admin(?:\/.*)?$/, sendShell);
    if (options.webDist === undefined && existsSync(new URL('entry-server.js', SSR_DIR))) {
      app.all(/.*/, (req, res) => deployed.pages(req as Parameters<typeof deployed.pages>[0], res));
    } else {
      // A reader path gets the reader pages' policy, as the `pages` function would send.
      app.get(/.*/, (req, res) => {
        res.set('Content-Security-Policy', READER_CSP);
        sendShell(req, res);
      });
    }
  } else {
    app.get(/.*/, (_req, res) => res.status(503).type('text').send('The web app is not built: run `npm run build`.'));
  }
  app.use((req, res) => {
    answerAfterBody(req, res, () => res.status(404).json({ message: 'Not found' }));
  });
  app.use(((err, req, res, _next) => {
    const status = (err as { status?: number }).status ?? 500;
    answerAfterBody(req, res, () => res.status(status).json({ message: status === 404 ? 'Not found' : 'Internal server error' }));
  }) as express.ErrorRequestHandler);
  return app;
}

/**
 * The local host's request listener. A reader GET the `api` function answered moments ago, from a
 * client asking for no compression, is answered at once as the function's memory would answer it
 * (cached-json.ts), the way Hosting's CDN answers what it keeps without calling the function: no
 * Express of either app in between. Everything else goes through the Hosting app.
 */
export function hostingListener(app: express.Express): http.RequestListener {
  return (req, res) => {
    if (req.url?.startsWith('/api/') && req.headers['accept-encoding'] === undefined && answerFromMemoryRaw(req, res, arrivedOverHttps(req) ? 'https' : 'http')) return;
    app(req, res);
  };
}

/**
 * Firebase Hosting rewrites every path that is /api or under it to the `api` function, in any
 * case, after any number of leading slashes, and with the slashes or letters percent-encoded. The
 * same RE2-compatible pattern is `firebase.json`'s rewrite (a test checks that they are equal), so
 * a misspelt API path answers JSON, never the web app.
 */
export const API_PATH = /^\/(?:\/|%2[Ff])*(?:[Aa]|%[46]1)(?:[Pp]|%[57]0)(?:[Ii]|%[46]9)(?:(?:\/|%2[Ff]).*)?$/;

/**
 * Whether a request target (as in `req.url`) is for the API. The path is checked as sent and with
 * its dot segments resolved (`/x/../api`), as a browser would have.
 */
export function isApiPath(target: string): boolean {
  let raw = target;
  if (!raw.startsWith('/')) {
    // absolute-form (`GET http://host/api/x HTTP/1.1`) or `*`
    try {
      raw = new URL(raw).pathname;
    } catch {
      return false;
    }
  }
  raw = raw.replace(/[?#].*$/s, '');
  if (API_PATH.test(raw)) return true;
  try {
    return API_PATH.test(new URL(raw, 'http://host').pathname);
  } catch {
    return false;
  }
}

/**
 * Whether a request target is one Hosting rewrites to the `pages` function: its path (the query
 * aside) exactly one of PAGES_PATHS, as a rewrite's `source` matches.
 */
export function isPagesPath(target: string): boolean {
  const path = target.replace(/[?#].*$/s, '');
  return (PAGES_PATHS as readonly string[]).includes(path);
}

/** Whether an address (or `localhost`) is this machine's loopback. */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  return address === 'localhost' || address === '::1' || /^(?:::ffff:)?127\./i.test(address);
}

/**
 * Whether the client's request reached us over HTTPS: a TLS socket, or a front end on this
 * machine (a TLS-terminating proxy on loopback) saying so in X-Forwarded-Proto. A claim from
 * anywhere else is ignored. The last value is the nearest hop's, the one that front end set.
 */
export function arrivedOverHttps(req: http.IncomingMessage): boolean {
  if ((req.socket as TLSSocket).encrypted) return true;
  if (!isLoopback(req.socket.remoteAddress)) return false;
  const header = req.headers['x-forwarded-proto'];
  const last = (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',').pop()!.trim().toLowerCase();
  return last === 'https';
}

/**
 * What the Hosting front end does before a request reaches the function: it appends the address
 * it was connected from to X-Forwarded-For and says which protocol the client used. The `api` app
 * trusts exactly one proxy hop, so it sees that address as the client's, whatever the client put
 * in X-Forwarded-For itself.
 */
export function forwardLikeHosting(req: http.IncomingMessage, https = arrivedOverHttps(req)): void {
  const client = req.socket.remoteAddress;
  const prior = req.headers['x-forwarded-for'];
  const chain = [...(Array.isArray(prior) ? prior : prior ? [prior] : []), ...(client ? [client] : [])];
  if (chain.length) req.headers['x-forwarded-for'] = chain.join(', ');
  req.headers['x-forwarded-proto'] = https ? 'https' : 'http';
}

function noCacheHtml(res: http.ServerResponse, file: string) {
  if (file.endsWith('.html')) res.setHeader('Cache-Control', 'no-cache');
}
