import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { chunkReport } from './plugins/chunk-report.ts';
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

export default defineConfig({
  plugins: [zodWithoutEval(), nativeNamesFont(), react(), ...(process.env.CHUNK_REPORT ? [chunkReport()] : [])],
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
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // Fonts stay files, however small: the Content-Security-Policy's font-src 'self' refuses data: URLs.
    assetsInlineLimit: (file) => (/\.woff2?$/.test(file) ? false : undefined),
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the first page needs in one file. Left to itself, Rolldown cut the modules that
          // the entry shares with lazy chunks (MUI's core, Button, Typography...) into some twenty
          // small chunks the first page fetched anyway, each compressed on its own: 13 KiB more gzip.
          groups: [{ name: 'index', tags: ['$initial'] }],
        },
      },
    },
  },
});
