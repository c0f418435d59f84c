import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { chunkReport } from './plugins/chunk-report.ts';
import { muiThemeWithoutCssVariables } from './plugins/mui-theme-without-css-variables.ts';
import { nativeNamesFont } from './plugins/native-names-font.ts';

const UNUSED_FIREBASE_PRODUCTS = ['firebase/firestore', 'firebase/database', 'firebase/storage', 'firebase/functions', 'firebase/remote-config'];
const unusedFirebaseStub = fileURLToPath(new URL('./src/admin/auth/unused-firebase-products.ts', import.meta.url));

const ZOD_WITHOUT_EVAL = '\0zod-without-eval';

/**
 * zod compiles object parsers with `new Function` unless told not to, and probes for it when the
 * first object schema is built. The page's Content-Security-Policy forbids eval, so the probe
 * would be reported as a violation on every console page. Every import of 'zod' in the app gets
 * zod with its `jitless` option already set (zod stays in the chunks that use it).
 */
function zodWithoutEval(): Plugin {
  return {
    name: 'zod-without-eval',
    enforce: 'pre',
    resolveId: (id, importer) => (id === 'zod' && importer !== ZOD_WITHOUT_EVAL ? ZOD_WITHOUT_EVAL : undefined),
    load: (id) =>
      id === ZOD_WITHOUT_EVAL
        ? "import { config } from 'zod';\nconfig({ jitless: true });\nexport * from 'zod';\nexport { default } from 'zod';\n"
        : undefined,
  };
}

const SANITIZE = fileURLToPath(new URL('./src/shared/sanitize.ts', import.meta.url));
const SANITIZE_SERVER = fileURLToPath(new URL('./src/shared/sanitize.server.ts', import.meta.url));

/** The server render has no DOM for DOMPurify: it sanitises with the server's own rules instead. */
function serverSanitizer(): Plugin {
  return {
    name: 'server-sanitizer',
    enforce: 'pre',
    async resolveId(id, importer) {
      if (!importer || !/sanitize$/.test(id)) return undefined;
      const resolved = await this.resolve(id, importer, { skipSelf: true });
      return resolved?.id === SANITIZE ? SANITIZE_SERVER : undefined;
    },
  };
}

/**
 * Two builds: the browser's (web/dist, served by Hosting; its manifest names each screen's chunk)
 * and, with --ssr, the server renderer (web/src/entry-server.tsx) as one self-contained module in
 * functions/ssr/, deployed with the functions (scripts/finish-build.mjs copies the page template
 * and the manifest beside it).
 */
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [zodWithoutEval(), muiThemeWithoutCssVariables(), nativeNamesFont(), react(), ...(isSsrBuild ? [serverSanitizer()] : []), ...(process.env.CHUNK_REPORT ? [chunkReport()] : [])],
  // Everything bundled but the server's sanitiser (a dependency of the functions): the functions'
  // package needs neither React nor MUI.
  ssr: { noExternal: true, external: ['sanitize-html'] },
  // React's and MUI's production code on the server too (bundled, they would pick by NODE_ENV at run time).
  ...(isSsrBuild && { define: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
  resolve: {
    alias: [
      // One schema validates both sides: the web app imports the server's contract.
      { find: /^@contract$/, replacement: fileURLToPath(new URL('../functions/src/contract/index.ts', import.meta.url)) },
      // Single modules for the reader site, which must not load the schemas (and zod) to use a helper.
      { find: /^@contract\/(.+)$/, replacement: fileURLToPath(new URL('../functions/src/contract/', import.meta.url)) + '$1.ts' },
      // reactfire imports every Firebase product; the console uses only Auth (see the stub's header).
      ...UNUSED_FIREBASE_PRODUCTS.map((product) => ({ find: product, replacement: unusedFirebaseStub })),
    ],
  },
  server: {
    proxy: { '/api': 'http://localhost:5000', '/media': 'http://localhost:5000', '/__': 'http://localhost:5000' },
  },
  // No source maps in the build: Hosting would serve them to anyone (the whole source, comments included).
  build: isSsrBuild
    ? {
        outDir: '../functions/ssr',
        emptyOutDir: true,
        sourcemap: false,
        copyPublicDir: false,
        rolldownOptions: { output: { entryFileNames: '[name].js', codeSplitting: false } },
      }
    : {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    manifest: true,
    // Every browser the site supports has <link rel="modulepreload">: no polyfill in the first script.
    modulePreload: { polyfill: false },
    // Fonts stay files, however small: the Content-Security-Policy's font-src 'self' refuses data: URLs.
    assetsInlineLimit: (file) => (/\.woff2?$/.test(file) ? false : undefined),
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the first page needs in one file. Left to itself, Rolldown cut the modules that
          // the entry shares with lazy chunks (MUI's core, Button, Typography...) into some twenty
          // small chunks the first page fetched anyway, each compressed on its own: 13 KiB more gzip.
          groups: [
            { name: 'index', tags: ['$initial'], priority: 2 },
            // The app (app-entry.tsx and everything it imports that the first script does not), one
            // chunk for the same reason: main.tsx loads it when the page needs it.
            { name: 'app', test: /\/src\/app-entry\.tsx$/, priority: 1 },
          ],
        },
      },
    },
  },
}));
