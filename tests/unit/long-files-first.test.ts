/** The suite's file order: the slowest files first (tests/helpers/long-files-first.ts), and the list names files that exist. */
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LONG_FILES } from '../helpers/long-files-first.js';

describe('the slowest test files, run first', () => {
  it('are files of the suite', () => {
    for (const file of LONG_FILES) expect(existsSync(file), file).toBe(true);
  });
});
