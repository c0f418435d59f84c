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
    globalSetup: ['tests/helpers/shared-firestore-emulator.ts', 'tests/helpers/shared-auth-emulators.ts'],
    // The default reporter, then the 10 slowest tests and 5 slowest files (docs/testing.md).
    reporters: ['default', './tests/reporters/slowest-vitest.ts'],
    testTimeout: 30_000,
    // expect.poll waits for what background work (triggers, workers, timers) leaves behind, and
    // ends as soon as it is there: its default second is a time bound a busy 2-core machine blew
    // (a deleted article's revisions took longer to go), not a property of the product.
    expect: { poll: { timeout: 15_000 } },
    hookTimeout: 120_000,
    // The test's own clients of the emulators never talk to Google either (create-host.ts).
    env: { METADATA_SERVER_DETECTION: 'none' },
  },
});
