/**
 * How many test files run at once (vitest.config.ts's maxWorkers), and so how many Auth emulators
 * the run shares (shared-auth-emulators.ts): one per file that can be running.
 */
export const VITEST_WORKERS = Number(process.env.VITEST_WORKERS ?? 3);
