/** The console's slug rule and IST scheduled-time conversion (admin-and-api.md §4). */
import { describe, expect, it } from 'vitest';
import { fromIstInput, toIstInput } from '../../web/src/admin/articles/ist-time.js';
import { slugify } from '../../web/src/admin/articles/slug.js';

describe('slugify', () => {
  it('lowercases, drops non-alphanumerics, turns spaces to hyphens and collapses repeats', () => {
    expect(slugify('Bitcoin Halving: What Happens Next?')).toBe('bitcoin-halving-what-happens-next');
    expect(slugify('  Crypto -- Taxes: 2026 & Beyond!  ')).toBe('crypto-taxes-2026-beyond');
    expect(slugify('Layer-2   Rollups')).toBe('layer-2-rollups');
  });

  it('leaves nothing for a title in another script (the editor types the slug)', () => {
    expect(slugify('बिटकॉइन क्या है')).toBe('');
  });
});

describe('IST scheduled time', () => {
  it('reads the wall time as UTC+5:30 whatever the browser zone', () => {
    expect(fromIstInput('2026-05-01T09:30')?.toISOString()).toBe('2026-05-01T04:00:00.000Z');
    expect(fromIstInput('2026-05-01T02:15:30')?.toISOString()).toBe('2026-04-30T20:45:30.000Z');
  });

  it('writes an instant as IST wall time, and the two round-trip', () => {
    expect(toIstInput(new Date('2026-12-31T20:00:00Z'))).toBe('2027-01-01T01:30');
    expect(toIstInput(fromIstInput('2026-08-15T00:05')!)).toBe('2026-08-15T00:05');
  });

  it('refuses text that is not a real wall time', () => {
    for (const bad of ['', 'tomorrow', '2026-02-31T10:00', '2026-05-01T24:00', '2026-05-01 09:30']) expect(fromIstInput(bad)).toBeNull();
  });
});
