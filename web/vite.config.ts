import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const UNUSED_FIREBASE_PRODUCTS = ['firebase/firestore', 'firebase/database', 'firebase/storage', 'firebase/functions', 'firebase/remote-config'];
const unusedFirebaseStub = fileURLToPath(new URL('./src/admin/auth/unused-firebase-products.ts', import.meta.url));

export default defineConfig({
  plugins: [react()],
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
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
});
