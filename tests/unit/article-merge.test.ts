/**
 * The body's three-way merge per top-level block (services/article-merge.ts, issue 39): what two
 * people's saves from one version give, block by block, and where they overlap.
 */
import { describe, expect, it } from 'vitest';
import { mergeHtml } from '../../functions/src/services/article-merge.js';
import { topLevelBlocks } from '../../functions/src/services/article-blocks.js';

const P = (s: string) => `<p>${s}</p>`;
const doc = (...blocks: string[]) => blocks.join('');
const base = doc(P('a'), '<h2>b</h2>', '<ul><li>c</li><li>d</li></ul>', P('e'));

describe('mergeHtml', () => {
  it('splits on top-level elements and joins back to the same HTML', () => {
    const html = `\n${P('a')}\n<h2>b</h2> <ul><li>c</li></ul>text after`;
    expect(topLevelBlocks(html).join('')).toBe(html);
    expect(topLevelBlocks(html)).toHaveLength(3);
  });

  it.each([
    ['edits of different blocks', doc(P('A'), '<h2>b</h2>', '<ul><li>c</li><li>d</li></ul>', P('e')), doc(P('a'), '<h2>b</h2>', '<ul><li>c</li><li>d</li></ul>', P('E')), doc(P('A'), '<h2>b</h2>', '<ul><li>c</li><li>d</li></ul>', P('E'))],
    ['edits of neighbouring blocks', doc(P('A'), '<h2>b</h2>', '<ul><li>c</li><li>d</li></ul>', P('e')), doc(P('a'), '<h2>B</h2>', '<ul><li>c</li><li>d</li></ul>', P('e')), doc(P('A'), '<h2>B</h2>', '<ul><li>c</li><li>d</li></ul>', P('e'))],
    ['an insertion beside an edit', doc(P('a'), P('new'), '<h2>b</h2>', '<ul><li>c</li><li>d</li></ul>', P('e')), doc(P('a'), '<h2>B</h2>', '<ul><li>c</li><li>d</li></ul>', P('e')), doc(P('a'), P('new'), '<h2>B</h2>', '<ul><li>c</li><li>d</li></ul>', P('e'))],
    ['a deletion and an edit elsewhere', doc(P('a'), '<ul><li>c</li><li>d</li></ul>', P('e')), doc(P('a'), '<h2>b</h2>', '<ul><li>c</li><li>d</li></ul>', P('E')), doc(P('a'), '<ul><li>c</li><li>d</li></ul>', P('E'))],
    ['the same change on both sides', doc(P('A'), '<h2>b</h2>', '<ul><li>c</li><li>d</li></ul>', P('e')), doc(P('A'), '<h2>b</h2>', '<ul><li>c</li><li>d</li></ul>', P('e')), doc(P('A'), '<h2>b</h2>', '<ul><li>c</li><li>d</li></ul>', P('e'))],
  ])('merges %s', (_name, yours, theirs, merged) => {
    expect(mergeHtml(base, yours, theirs)).toEqual({ html: merged, conflicts: [] });
  });

  it('reports an edit of the same block, a deletion of an edited block, and two insertions at one place', () => {
    expect(mergeHtml(base, doc(P('mine'), '<h2>b</h2>', '<ul><li>c</li><li>d</li></ul>', P('e')), doc(P('theirs'), '<h2>b</h2>', '<ul><li>c</li><li>d</li></ul>', P('e'))).conflicts).toEqual([
      { block: 0, yours: P('mine'), theirs: P('theirs'), base: P('a') },
    ]);
    expect(mergeHtml(base, doc(P('a'), '<ul><li>c</li><li>d</li></ul>', P('e')), doc(P('a'), '<h2>B</h2>', '<ul><li>c</li><li>d</li></ul>', P('e'))).conflicts).toEqual([
      { block: 1, yours: '', theirs: '<h2>B</h2>', base: '<h2>b</h2>' },
    ]);
    expect(mergeHtml(base, doc(base, P('x')), doc(base, P('y'))).conflicts).toEqual([{ block: 4, yours: P('x'), theirs: P('y'), base: '' }]);
  });
});
