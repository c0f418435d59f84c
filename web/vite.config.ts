import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      // One schema validates both sides: the web app imports the server's contract.
      '@contract': fileURLToPath(new URL('../functions/src/contract/index.ts', import.meta.url)),
    },
  },
  server: {
    proxy: { '/api': 'http://localhost:5000', '/media': 'http://localhost:5000', '/__': 'http://localhost:5000' },
  },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
});
