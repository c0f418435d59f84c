/**
 * vitest's order of test files, with the files that take longest first. vitest itself runs the
 * longest first only when its cache holds the last run's durations (node_modules/.vite); on a fresh
 * clone, as in CI, it runs the largest files first, and the files that start a host in a process
 * of their own and kill or restart it are small but take a minute or more: started last, one ran on
 * alone while the other workers had finished. These go first; the rest keep vitest's order.
 * The list is of files measured as the slowest (2026-12-01); one missing from it only runs later.
 */
import { BaseSequencer, type TestSpecification } from 'vitest/node';

export const LONG_FILES = [
  'tests/host/crash-background-work.test.ts',
  'tests/host/crash-restart.test.ts',
  'tests/host/create-admin.test.ts',
  'tests/deploy/preflight.test.ts',
  'tests/api/staff-races.test.ts',
  'tests/api/no-server-errors.test.ts',
  'tests/host/auth-emulator.test.ts',
  'tests/api/hot-documents.test.ts',
];

export class LongFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (file: TestSpecification) => {
      const i = LONG_FILES.findIndex((long) => file.moduleId.endsWith(`/${long}`));
      return i === -1 ? LONG_FILES.length : i;
    };
    // Array.prototype.sort is stable: files off the list keep vitest's order.
    return sorted.sort((a, b) => rank(a) - rank(b));
  }
}
