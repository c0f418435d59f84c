/** Which reader paths the page-view beacon counts, and as what: the router's matching, not the exact text. */
import { describe, expect, it } from 'vitest';
import { pageKindOf } from '../../web/src/reader/page-view-beacon.js';

describe('pageKindOf', () => {
  it('names every counted reader page, in any letter case and with a trailing slash', () => {
    const cases: [string, string | null][] = [
      ['/', 'home'],
      ['/research', 'home'],
      ['/Case-Study/', 'home'],
      ['/articles', 'articles'],
      ['/Articles/', 'articles'],
      ['/advertise/', 'advertise'],
      ['/article/what-is-bitcoin', 'article'],
      ['/Article/What-Is-Bitcoin/', 'article'],
    ];
    for (const [path, kind] of cases) expect(pageKindOf(path), path).toBe(kind);
  });

  it('leaves out previews, the console and paths no page has', () => {
    for (const path of ['/preview/abc123', '/admin', '/admin/analytics', '/article/', '/article/a/b', '/nowhere']) expect(pageKindOf(path), path).toBeNull();
  });
});
