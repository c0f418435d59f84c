import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Web modules under test import the shared contract the way the web build does.
  resolve: {
    alias: [
      { find: /^@contract$/, replacement: fileURLToPath(new URL('./functions/src/contract/index.ts', import.meta.url)) },
      { find: /^@contract\/(.+)$/, replacement: fileURLToPath(new URL('./functions/src/contract/', import.meta.url)) + '$1.ts' },
    ],
  },
  test: {
    include: ['tests/**/*.test.ts', 'functions/src/**/*.test.ts'],
    pool: 'forks',
    // Two files at a time (the machine the suite is kept fast on has 2 cores); each file that needs
    // the Auth emulator takes one of the two the global setup starts (tests/helpers/shared-auth-emulators.ts).
    maxWorkers: 2,
    globalSetup: ['tests/helpers/shared-auth-emulators.ts'],
    // The default reporter, then the 10 slowest tests and 5 slowest files (docs/testing.md).
    reporters: ['default', './tests/reporters/slowest-vitest.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
