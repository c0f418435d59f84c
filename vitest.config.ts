import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { LongFilesFirst } from './tests/helpers/long-files-first.ts';
import { VITEST_WORKERS } from './tests/helpers/vitest-workers.ts';

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
    // Each worker process runs file after file (isolate: false): a fresh process per file paid Node's
    // start, firebase-admin's and gRPC's loading and a first host's cold start again, about 4 s a
    // file. Every file still starts hosts of its own on projects of its own (test-host.ts).
    isolate: false,
    // Three files at a time on the 2-core machine the suite is kept fast on: a file often waits (for
    // a trigger, a lease, a restarted host) and the third keeps the cores busy meanwhile. Each file
    // that needs the Auth emulator takes one of those the global setup starts, one per worker
    // (tests/helpers/shared-auth-emulators.ts).
    maxWorkers: VITEST_WORKERS,
    // The slowest files first, also on a fresh clone (tests/helpers/long-files-first.ts).
    sequence: { sequencer: LongFilesFirst },
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
